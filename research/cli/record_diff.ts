/**
 * `--diff` of the `--update` modes: the revision an update would write, decided by the very
 * rules `reviseRecord` applies (the snapshot guard, the reviewed revision, field
 * and reference rules, and pins: automatic only under an explicit snapshot), shown as a
 * unified diff of the current stored record against the proposed one. Nothing is written.
 *
 * @module
 */

import { createTwoFilesPatch } from "npm:diff@9.0.0";
import { recordId } from "../records/fields.ts";
import { authoredKind, ID_PREFIX } from "../records/kinds.ts";
import { requireRecord } from "../records/references.ts";
import { deepEqual } from "../records/merge.ts";
import { checkRequest, revisionOp } from "../records/revise.ts";
import { loadArchive } from "../store/load.ts";
import { archivePaths } from "../store/paths.ts";
import { staleError } from "../keyed_errors.ts";

/** The revision request, with changes that may depend on the current record. */
export interface DiffRequest {
  readonly kind: unknown;
  readonly id: unknown;
  readonly expectedRevision: unknown;
  readonly changeKind: unknown;
  readonly reason: unknown;
  readonly changes: (current: Readonly<Record<string, unknown>>) => Record<string, unknown>;
}

/**
 * The unified diff of the revision `request` would create; a stale guard is a
 * `StaleArchiveError` exactly as the write would report it.
 *
 * @example
 * ```ts
 * const id = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const changes = () => ({ confidence: "evidenced" });
 * const request = { kind: "claim", id, expectedRevision: 1, changes, changeKind: "correction" };
 * await revisionDiff("/tmp/archive", { ...request, reason: "r" }, undefined);
 * // a unified diff that starts "--- clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T@1.json"
 * ```
 */
export async function revisionDiff(
  root: string,
  request: DiffRequest,
  expectedSnapshot: string | undefined,
): Promise<string> {
  const archive = await loadArchive(archivePaths(root));
  const head = archive.state.head;
  if (expectedSnapshot !== undefined && expectedSnapshot !== head) {
    throw staleError("guard.snapshot_changed", {
      expected: expectedSnapshot.slice(0, 12),
      now: String(head?.slice(0, 12)),
    });
  }
  const kind = authoredKind(request.kind);
  const record = requireRecord(archive.state, kind, recordId(request.id, "id", ID_PREFIX[kind]));
  const current = record.revisions[record.revisions.length - 1].record;
  const checked = checkRequest({
    kind: request.kind,
    id: request.id,
    expected_revision: request.expectedRevision,
    changes: request.changes(current),
    change_kind: request.changeKind,
    reason: request.reason,
  });
  const op = revisionOp(archive.state, checked, {
    autoPin: expectedSnapshot !== undefined,
  });
  return renderDiff(checked.id, op.revision - 1, current, op.revision, op.record);
}

/**
 * A unified diff of two revisions of one record: the pretty JSON of the stored fields, and a
 * separate diff of a dossier body when the body changes (a Markdown diff reads better than
 * one escaped JSON line).
 */
function renderDiff(
  id: string,
  from: number,
  current: Readonly<Record<string, unknown>>,
  to: number,
  next: Readonly<Record<string, unknown>>,
): string {
  const bodyChanged = typeof next.body === "string" && next.body !== current.body;
  const fieldsOf = (r: Readonly<Record<string, unknown>>) => {
    if (!bodyChanged) return r;
    const { body: _body, ...rest } = r;
    return rest;
  };
  const parts: string[] = [];
  if (!deepEqual(fieldsOf(current), fieldsOf(next))) {
    parts.push(patch(
      `${id}@${from}.json`,
      `${id}@${to}.json`,
      JSON.stringify(fieldsOf(current), null, 2) + "\n",
      JSON.stringify(fieldsOf(next), null, 2) + "\n",
    ));
  }
  if (bodyChanged) {
    parts.push(
      patch(`${id}@${from}.md`, `${id}@${to}.md`, String(current.body), String(next.body)),
    );
  }
  return parts.join("");
}

function patch(oldName: string, newName: string, a: string, b: string): string {
  // createTwoFilesPatch opens with a row of "=" that `diff -u` and `git apply` do without.
  return createTwoFilesPatch(oldName, newName, a, b).replace(/^=+\n/, "");
}
