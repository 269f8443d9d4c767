/**
 * Authored records through the facade (SPEC 4.2): creating dossiers, claims, evidence links,
 * decisions and claim relations; revising them (reading one record and its history:
 * `record_reads.ts`, re-exported here). Every write goes through the store's one write path: guards are checked inside the lock
 * and a failed guard writes nothing.
 *
 * Record fields (`fields`, `changes`) are snake_case, exactly as stored and served; guards and
 * options are camelCase like the rest of the facade.
 *
 * @module
 */

import { keyed, staleError, usageError } from "../keyed_errors.ts";
import { createRecord, ID_PREFIX } from "../records/kinds.ts";
import { resolvePins } from "../records/references.ts";
import { checkRequest, revisionOp, schemaOfRevision } from "../records/revise.ts";
import { optionalSnapshotGuard, snapshotGuard } from "../records/snapshot_guard.ts";
import * as f from "../records/fields.ts";
import { conflictWarning, evidenceConflict } from "../records/conflicts.ts";
import { currentLinks, recordEnvelope, relationEndpoints } from "../records/view.ts";
import { newId } from "../store/ids.ts";
import type { LockOptions } from "../store/lock.ts";
import { loadArchive, type LoadedArchive } from "../store/load.ts";
import { archivePaths } from "../store/paths.ts";
import { writeCommit } from "../store/writer.ts";
import type { AuthoredKind, RevisionOp } from "../types.ts";
import { placePeriod } from "../views/period.ts";

export { getRecord, recordHistory } from "./record_reads.ts";

/** Guards and options every authored write accepts. */
export interface WriteGuards {
  /** Archive-wide guard: a mismatch writes nothing (409). */
  readonly expectedSnapshot?: string | null;
  /** The project id the caller expects (409 when it differs). */
  readonly expectedProjectId?: string | null;
  /** Who writes (stored on the commit). */
  readonly actor?: string;
  readonly lock?: LockOptions;
}

async function createOf(
  root: string,
  kind: AuthoredKind,
  fields: Readonly<Record<string, unknown>>,
  guards: WriteGuards,
  check?: (archive: LoadedArchive, record: Record<string, unknown>) => void,
): Promise<{ archive: LoadedArchive; op: RevisionOp }> {
  const expectedSnapshot = optionalSnapshotGuard(guards.expectedSnapshot, "expected_snapshot");
  const record = createRecord(kind, fields);
  const id = newId(ID_PREFIX[kind]);
  let op!: RevisionOp;
  const { archive } = await writeCommit(
    archivePaths(root),
    (a) => {
      const stored = resolvePins(kind, record, a.state, true);
      check?.(a, stored);
      op = { op: "revision", kind, record_id: id, revision: 1, record: stored };
      return { ops: [op], schema: schemaOfRevision(op) };
    },
    { ...guards, expectedSnapshot },
  );
  return { archive, op };
}

function envelopeAfter(archive: LoadedArchive, op: RevisionOp): Promise<Record<string, unknown>> {
  return recordEnvelope(archive, archive.state.records.get(op.record_id)!, op.revision);
}

/**
 * Creates a dossier: `title`, `body` (Markdown sections under headings), `evidence_ids`
 * (passages that must exist). Returns `research-record-local/1`.
 *
 * @example
 * ```ts
 * declare const passageId: string;
 * const body = "# Streets\n\nPiotrkowska.";
 * const fields = { title: "Łódź 1848", body, evidence_ids: [passageId] };
 * const r = await createDossier("/tmp/ledger", fields);
 * r.revision; // 1
 * ```
 */
export async function createDossier(
  root: string,
  fields: Readonly<Record<string, unknown>>,
  guards: WriteGuards = {},
): Promise<Record<string, unknown>> {
  if (fields.images !== undefined) {
    throw usageError("api.images_are_added");
  }
  const { archive, op } = await createOf(root, "dossier", fields, guards);
  return envelopeAfter(archive, op);
}

/**
 * Creates a claim; returns `research-claim-local/1` with `warnings` (runtime hints, never
 * stored: an unplaceable `time_period`, `evidenced` without evidence yet).
 *
 * @example
 * ```ts
 * const fields = { title: "Curfew", statement: "A curfew held in May.", time_period: "1848" };
 * const r = await createClaim("/tmp/ledger", fields);
 * r.warnings; // [] (1848 is placed on the timeline)
 * ```
 */
export async function createClaim(
  root: string,
  fields: Readonly<Record<string, unknown>>,
  guards: WriteGuards = {},
): Promise<Record<string, unknown>> {
  const { archive, op } = await createOf(root, "claim", fields, guards);
  const env = await envelopeAfter(archive, op);
  return { ...env, schema: "research-claim-local/1", warnings: claimWarnings(op.record) };
}

function claimWarnings(record: Readonly<Record<string, unknown>>): string[] {
  const warnings: string[] = [];
  if (record.time_period !== null) {
    const p = placePeriod(record.time_period as string);
    if (!p.placed) {
      warnings.push(
        keyed("warn.period_unplaced", {
          period: JSON.stringify(record.time_period),
          reason: p.reason.replace("_", " "),
        }).message,
      );
    }
  }
  if (record.confidence === "evidenced") {
    warnings.push(keyed("warn.evidenced_unlinked").message);
  }
  return warnings;
}

/** Extra guards of {@linkcode linkEvidence}. */
export interface LinkGuards extends WriteGuards {
  /** The claim revision the caller reviewed: 409 when the claim moved on. */
  readonly expectedClaimRevision?: number | null;
}

/**
 * Links a passage to a claim as evidence (`relation` default `supports`); the link pins the
 * claim's current revision unless `claim_revision` is given. A stale guard is a 409 and writes
 * nothing; an unknown passage or claim is a 400. The envelope carries `warnings` (runtime
 * hints, never stored): one line when the claim now has both supporting and contradicting
 * evidence (`records/conflicts.ts`).
 *
 * @example
 * ```ts
 * declare const claim_id: string, passage_id: string;
 * const fields = { claim_id, passage_id, rationale: "Letter of 3 May" };
 * const r = await linkEvidence("/tmp/ledger", fields, { expectedClaimRevision: 1 });
 * r.schema; // "research-record-local/1"
 * ```
 */
export async function linkEvidence(
  root: string,
  fields: Readonly<Record<string, unknown>>,
  guards: LinkGuards = {},
): Promise<Record<string, unknown>> {
  const expected = guards.expectedClaimRevision == null
    ? null
    : f.revisionNumber(guards.expectedClaimRevision, "expected_claim_revision");
  const actor = fields.actor ?? guards.actor;
  const { archive, op } = await createOf(
    root,
    "evidence_link",
    { ...fields, ...(actor !== undefined ? { actor } : {}) },
    guards,
    (a, stored) => {
      const latest = a.state.records.get(stored.claim_id as string)!.revisions.length;
      if (expected !== null && expected !== latest) {
        throw staleError("api.claim_revision", {
          claim_id: String(stored.claim_id),
          latest,
          expected,
        });
      }
    },
  );
  const env = await envelopeAfter(archive, op);
  const claimId = op.record.claim_id as string;
  const conflict = evidenceConflict(currentLinks(archive).get(claimId) ?? []);
  const warnings = conflict === null
    ? []
    : [conflictWarning(claimId, op.record.passage_id as string, conflict)];
  return { ...env, warnings };
}

/**
 * Records a decision; new links pin the current revisions of its claim and dossiers unless
 * `claim_revision` / `dossier_revisions` are given.
 *
 * @example
 * ```ts
 * declare const claim_id: string, dossier_id: string;
 * const text = { title: "Move the fire", rationale: "Pacing" };
 * const links = { claim_id, dossier_ids: [dossier_id], deviation_from_fact: true };
 * (await recordDecision("/tmp/ledger", { ...text, ...links })).revision; // 1
 * ```
 */
export async function recordDecision(
  root: string,
  fields: Readonly<Record<string, unknown>>,
  guards: WriteGuards = {},
): Promise<Record<string, unknown>> {
  const { archive, op } = await createOf(root, "decision", fields, guards);
  return envelopeAfter(archive, op);
}

/**
 * Creates an explicit causal assertion between two claims (`causes`; `results_in` is an input
 * alias with the same direction); self-links are refused, cycles are kept and nothing
 * transitive is inferred. The first relation raises storage to schema 6. Returns
 * `research-claim-relation-local/1`.
 *
 * @example
 * ```ts
 * declare const a: string, b: string; // two claim ids
 * const fields = { from_claim_id: a, to_claim_id: b, rationale: "The curfew closed the mill" };
 * const r = await createClaimRelation("/tmp/ledger", fields);
 * r.schema; // "research-claim-relation-local/1"
 * ```
 */
export async function createClaimRelation(
  root: string,
  fields: Readonly<Record<string, unknown>>,
  guards: WriteGuards = {},
): Promise<Record<string, unknown>> {
  const actor = fields.actor ?? guards.actor;
  const { archive, op } = await createOf(root, "claim_relation", {
    ...fields,
    ...(actor !== undefined ? { actor } : {}),
  }, guards);
  const env = await envelopeAfter(archive, op);
  return { ...env, schema: "research-claim-relation-local/1" };
}

/**
 * Input of {@linkcode reviseRecord}: a revision request plus guards; errors name the fields
 * as a batch operation spells them (`expected_revision`, `change_kind`).
 */
export interface ReviseOptions extends Omit<WriteGuards, "expectedSnapshot"> {
  readonly kind: unknown;
  readonly id: unknown;
  /** The revision the author read: 409 when the record moved on. */
  readonly expectedRevision: unknown;
  /** The fields to change, named as the record stores them. */
  readonly changes: unknown;
  readonly changeKind: unknown;
  readonly reason: unknown;
  /**
   * Strict archive-wide guard. When omitted, the record's revision is checked and the
   * snapshot of the current read is forwarded: any write in between fails without retry, and
   * new or changed associations need explicit pins.
   */
  readonly expectedSnapshot?: string | null;
}

/**
 * Revises one record: a new immutable revision with `change_kind` (`correction` or
 * `supersession`) and `reason`; earlier revisions never change. 400 for invalid, immutable or
 * unknown fields; 409 when the snapshot or revision is stale.
 *
 * @example
 * ```ts
 * const id = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const changes = { confidence: "evidenced" };
 * const request = { kind: "claim", id, expectedRevision: 1, changes, reason: "Letter found" };
 * const r = await reviseRecord("/tmp/ledger", { ...request, changeKind: "correction" });
 * r.revision; // 2
 * ```
 */
export async function reviseRecord(
  root: string,
  options: ReviseOptions,
): Promise<Record<string, unknown>> {
  const req = checkRequest({
    kind: options.kind,
    id: options.id,
    expected_revision: options.expectedRevision,
    changes: options.changes,
    change_kind: options.changeKind,
    reason: options.reason,
  });
  const paths = archivePaths(root);
  const strict = options.expectedSnapshot != null;
  const snapshot = strict
    ? snapshotGuard(options.expectedSnapshot, "expected_snapshot")
    : (await loadArchive(paths)).state.head;
  let op!: RevisionOp;
  const { archive } = await writeCommit(paths, (a) => {
    op = revisionOp(a.state, req, { autoPin: strict });
    return { ops: [op], schema: schemaOfRevision(op) };
  }, { ...options, expectedSnapshot: snapshot });
  const env = await envelopeAfter(archive, op);
  return op.kind === "claim_relation"
    ? {
      ...env,
      ...relationEndpoints(
        archive,
        archive.state.records.get(op.record_id)!.revisions[op.revision - 1],
      ),
    }
    : env;
}
