/**
 * Decision acknowledgement (SPEC 3): the author marks that a decision has been applied to a
 * dossier (`applied`) or reopens it (`review_needed`). It is an event appended to the log, not
 * a revision; the first one raises storage to schema 5. The decision and dossier must be
 * structurally associated, and the snapshot and both revisions must match what the author
 * reviewed, or nothing is written (409).
 *
 * @module
 */

import * as f from "../records/fields.ts";
import { requireRecord } from "../records/references.ts";
import { snapshotGuard } from "../records/snapshot_guard.ts";
import type { LockOptions } from "../store/lock.ts";
import type { ArchiveState } from "../store/state.ts";
import { archivePaths } from "../store/paths.ts";
import { latestRevision } from "../store/state.ts";
import { writeCommit } from "../store/writer.ts";
import type { EventOp } from "../types.ts";
import { staleError, usageError } from "../keyed_errors.ts";

/** Acknowledgement statuses (SPEC 3). */
const ACK_STATUSES = ["applied", "review_needed"] as const;

/**
 * Input of {@linkcode acknowledgeDecision}; errors name the fields as SPEC 4.3's request
 * spells them (`decision_id`, `expected_snapshot`, …).
 */
export interface AcknowledgeInput {
  readonly decisionId: unknown;
  readonly dossierId: unknown;
  readonly expectedSnapshot: unknown;
  readonly expectedDecisionRevision: unknown;
  readonly expectedDossierRevision: unknown;
  readonly status: unknown;
  readonly note?: unknown;
  readonly actor?: string;
  readonly lock?: LockOptions;
}

/**
 * Whether a dossier belongs to a decision: it is one of the decision's dossiers, or the
 * dossier of the claim revision the decision pins.
 *
 * @example
 * ```ts
 * import { emptyState } from "../store/state.ts";
 * const decision = { dossier_ids: ["dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T"], claim_id: null };
 * associated(emptyState(), decision, "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T"); // true
 * ```
 */
export function associated(
  state: ArchiveState,
  decision: Readonly<Record<string, unknown>>,
  dossierId: string,
): boolean {
  if ((decision.dossier_ids as string[]).includes(dossierId)) return true;
  if (typeof decision.claim_id !== "string") return false;
  const claim = state.records.get(decision.claim_id);
  const pinned = claim?.revisions[(decision.claim_revision as number) - 1];
  return pinned?.record.dossier_id === dossierId;
}

/**
 * Appends an acknowledgement event; returns `research-decision-acknowledgement-local/1`.
 *
 * @example
 * ```ts
 * declare const decisionId: string, dossierId: string, expectedSnapshot: string;
 * const input = { decisionId, dossierId, expectedSnapshot, status: "applied" };
 * const revisions = { expectedDecisionRevision: 1, expectedDossierRevision: 2 };
 * const receipt = await acknowledgeDecision("/tmp/ledger", { ...input, ...revisions });
 * receipt.schema; // "research-decision-acknowledgement-local/1"
 * ```
 */
export async function acknowledgeDecision(
  root: string,
  input: AcknowledgeInput,
): Promise<Record<string, unknown>> {
  const decisionId = f.recordId(input.decisionId, "decision_id", "dec");
  const dossierId = f.recordId(input.dossierId, "dossier_id", "dos");
  const snapshot = snapshotGuard(input.expectedSnapshot, "expected_snapshot");
  const decisionRev = f.revisionNumber(
    input.expectedDecisionRevision,
    "expected_decision_revision",
  );
  const dossierRev = f.revisionNumber(input.expectedDossierRevision, "expected_dossier_revision");
  const status = f.oneOf(input.status, "status", ACK_STATUSES);
  const note = input.note == null ? undefined : f.text(input.note, "note", { max: 2000 });
  let op!: EventOp;
  const { commit, archive } = await writeCommit(archivePaths(root), (a) => {
    const decision = requireRecord(a.state, "decision", decisionId, "decision_id");
    const dossier = requireRecord(a.state, "dossier", dossierId, "dossier_id");
    if (!associated(a.state, latestRevision(decision).record, dossierId)) {
      throw usageError("ack.not_associated", { dossier: dossierId, decision: decisionId });
    }
    for (
      const [what, rec, expected] of [
        ["Decision", decision, decisionRev],
        ["Dossier", dossier, dossierRev],
      ] as const
    ) {
      if (rec.revisions.length !== expected) {
        throw staleError("ack.stale_revision", {
          what: { term: what },
          id: rec.record_id,
          latest: rec.revisions.length,
          expected,
        });
      }
    }
    op = {
      op: "event",
      event: "decision_acknowledgement",
      decision_id: decisionId,
      decision_revision: decisionRev,
      dossier_id: dossierId,
      dossier_revision: dossierRev,
      status,
      ...(note !== undefined ? { note } : {}),
    };
    return { ops: [op], schema: 5 };
  }, { expectedSnapshot: snapshot, actor: input.actor, lock: input.lock });
  return {
    schema: "research-decision-acknowledgement-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    commit: commit.commit,
    at: commit.at,
    actor: commit.actor,
    decision_id: decisionId,
    decision_revision: decisionRev,
    dossier_id: dossierId,
    dossier_revision: dossierRev,
    status,
    note: note ?? null,
  };
}
