/**
 * One revision, decided against a loaded archive: the guards (the reviewed revision must be
 * the latest; the change kind and reason must be given), the field rules of the kind, and the
 * references. Shared by single revisions and batches; it never writes.
 *
 * @module
 */

import type { ArchiveState } from "../store/state.ts";
import type { AuthoredKind, ChangeKind, RevisionOp } from "../types.ts";
import * as f from "./fields.ts";
import { applyChanges, authoredKind, ID_PREFIX } from "./kinds.ts";
import { deepEqual } from "./merge.ts";
import { requireRecord, resolvePins } from "./references.ts";
import { staleError, usageError } from "../keyed_errors.ts";

/** Change kinds a revision may declare. */
export const CHANGE_KINDS: readonly ChangeKind[] = ["correction", "supersession"];

/** One requested revision as a SPEC 4.2 batch operation spells it (`reviseRecord` maps to it). */
export interface RevisionRequest {
  readonly kind: unknown;
  readonly id: unknown;
  readonly expected_revision: unknown;
  readonly changes: unknown;
  readonly change_kind: unknown;
  readonly reason: unknown;
}

/** A request whose shape has been checked. */
export interface CheckedRequest {
  readonly kind: AuthoredKind;
  readonly id: string;
  readonly expected_revision: number;
  readonly changes: Record<string, unknown>;
  readonly change_kind: ChangeKind;
  readonly reason: string;
}

/**
 * Checks a request's shape (not yet against the archive).
 *
 * @example
 * ```ts
 * const checked = checkRequest({ kind: "claim", id: "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
 *   expected_revision: 1, changes: { confidence: "evidenced" }, change_kind: "correction",
 *   reason: "A second letter confirms it" });
 * checked.expected_revision; // 1
 * ```
 */
export function checkRequest(req: RevisionRequest): CheckedRequest {
  const kind = authoredKind(req.kind);
  const changes = f.plainObject(req.changes, "changes");
  if (Object.keys(changes).length === 0) throw usageError("revise.changes_empty");
  return {
    kind,
    id: f.recordId(req.id, "id", ID_PREFIX[kind]),
    expected_revision: f.revisionNumber(req.expected_revision, "expected_revision"),
    changes,
    change_kind: f.oneOf(req.change_kind, "change_kind", CHANGE_KINDS),
    reason: f.text(req.reason, "reason", { required: true, max: f.MAX_REASON_CHARS }),
  };
}

/**
 * The revision op for a checked request against `state`: a stale `expected_revision` is a 409,
 * field and reference errors are 400, a change that changes nothing is refused.
 *
 * @example
 * ```ts
 * import type { ArchiveState } from "../store/state.ts";
 * declare const state: ArchiveState;
 * declare const checked: CheckedRequest;
 * const op = revisionOp(state, checked, { autoPin: true });
 * op.revision; // checked.expected_revision + 1 (a stale expected_revision throws instead)
 * ```
 */
export function revisionOp(
  state: ArchiveState,
  req: CheckedRequest,
  options: { autoPin: boolean },
): RevisionOp {
  const record = requireRecord(state, req.kind, req.id);
  const latest = record.revisions.length;
  if (req.expected_revision !== latest) {
    throw staleError("revise.stale_revision", {
      kind: { term: req.kind },
      id: req.id,
      latest,
      expected: String(req.expected_revision),
    });
  }
  const current = record.revisions[latest - 1].record;
  const next = resolvePins(
    req.kind,
    applyChanges(req.kind, current, req.changes),
    state,
    options.autoPin,
    current,
  );
  if (deepEqual(next, current)) {
    throw usageError("revise.unchanged", { kind: { term: req.kind }, id: req.id });
  }
  return {
    op: "revision",
    kind: req.kind,
    record_id: req.id,
    revision: latest + 1,
    record: next,
    change_kind: req.change_kind,
    reason: req.reason,
  };
}

/**
 * The storage schema a revision op needs (SPEC 9.7): any claim-relation write 6, a later
 * revision of another kind 2, a creation 1.
 *
 * @example
 * ```ts
 * schemaOfRevision({ kind: "claim", revision: 2 }); // 2
 * schemaOfRevision({ kind: "claim_relation", revision: 1 }); // 6
 * schemaOfRevision({ kind: "manuscript_claim_link", revision: 1 }); // 7
 * ```
 */
export function schemaOfRevision(op: Pick<RevisionOp, "kind" | "revision">): number {
  if (op.kind === "manuscript_claim_link") return 7;
  if (op.kind === "claim_relation") return 6;
  return op.revision > 1 ? 2 : 1;
}
