/**
 * The guarded revision workflow (SPEC 4.2, 4.3): prepare a revision against the revision the
 * author started from (merge field by field, dossier bodies section by section; conflicts are
 * resolved only by an explicit `current` or `mine`), and prepare or apply a batch of revisions
 * as one commit. Preparing never writes. A batch is validated whole before anything is
 * written; any error or race accepts none of it.
 *
 * @module
 */

import { SvcError, UsageError } from "../../src/errors.ts";
import * as f from "../records/fields.ts";
import { applyChanges, authoredKind, ID_PREFIX } from "../records/kinds.ts";
import { mergeChanges, type Resolution } from "../records/merge.ts";
import { requireRecord, resolvePins } from "../records/references.ts";
import {
  type CheckedRequest,
  checkRequest,
  revisionOp,
  type RevisionRequest,
  schemaOfRevision,
} from "../records/revise.ts";
import { optionalSnapshotGuard, snapshotGuard } from "../records/snapshot_guard.ts";
import { editableSections, extractSections, updateSection } from "../records/sections.ts";
import { loadArchive, type LoadedArchive } from "../store/load.ts";
import type { LockOptions } from "../store/lock.ts";
import { archivePaths } from "../store/paths.ts";
import type { ArchiveState } from "../store/state.ts";
import { writeCommit } from "../store/writer.ts";
import type { RevisionOp } from "../types.ts";
import { reviseRecord } from "./records.ts";
import { keyed, usageError } from "../keyed_errors.ts";
import type { MessageValue } from "../../src/i18n/keyed_message.ts";

/** Most operations one batch may hold. */
const MAX_BATCH = 1000;

/** Input of {@linkcode prepareRecordRevision}; errors name `base_revision` as SPEC 4.3 does. */
export interface PrepareInput {
  readonly kind: unknown;
  readonly id: unknown;
  /** The revision the author started from. */
  readonly baseRevision: unknown;
  /** The fields to change, named as the record stores them. */
  readonly changes: unknown;
  /** Per conflicting field or section: `current` or `mine`. */
  readonly resolutions?: unknown;
}

function resolutionsOf(value: unknown): Record<string, Resolution> | undefined {
  if (value == null) return undefined;
  const o = f.plainObject(value, "resolutions");
  for (const [k, v] of Object.entries(o)) f.oneOf(v, `resolutions.${k}`, ["current", "mine"]);
  return o as Record<string, Resolution>;
}

/**
 * Prepares a revision (`research-revision-preview-local/1`): the current tokens
 * (`expected_snapshot`, `expected_revision`), the changes merged against `baseRevision`, and
 * the conflicts left unresolved. Never writes.
 *
 * @example
 * ```ts
 * const id = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const input = { kind: "claim", id, baseRevision: 1, changes: { confidence: "evidenced" } };
 * const p = await prepareRecordRevision("/tmp/ledger", input);
 * p.conflicts; // [] unless revision 2 or later changed the confidence too
 * ```
 */
export async function prepareRecordRevision(
  root: string,
  input: PrepareInput,
): Promise<Record<string, unknown>> {
  const archive = await loadArchive(archivePaths(root));
  return preview(archive, input, f.plainObject(input.changes, "changes"), null);
}

function preview(
  archive: LoadedArchive,
  input: PrepareInput,
  changes: Record<string, unknown>,
  section: string | null,
): Record<string, unknown> {
  const kind = authoredKind(input.kind);
  const id = f.recordId(input.id, "id", ID_PREFIX[kind]);
  const record = requireRecord(archive.state, kind, id);
  const latest = record.revisions.length;
  const base = f.revisionNumber(input.baseRevision, "base_revision");
  if (base > latest) {
    throw usageError("revise.no_revision", { kind: { term: kind }, id, revision: base, latest });
  }
  const current = record.revisions[latest - 1].record;
  // Field rules first: unknown and immutable fields are refused before any merge.
  applyChanges(kind, current, changes);
  const { merged, conflicts } = mergeChanges(
    record.revisions[base - 1].record,
    current,
    changes,
    resolutionsOf(input.resolutions),
    { sectionFields: kind === "dossier" ? ["body"] : [] },
  );
  const ready = conflicts.length === 0 && Object.keys(merged).length > 0;
  let result: Record<string, unknown> | null = null;
  if (ready) {
    result = resolvePins(
      kind,
      applyChanges(kind, current, merged),
      archive.state,
      true,
      current,
    );
  }
  return {
    schema: "research-revision-preview-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    kind,
    record_id: id,
    ...(section !== null ? { section } : {}),
    base_revision: base,
    current_revision: latest,
    expected_snapshot: archive.state.head,
    expected_revision: latest,
    changes: merged,
    conflicts,
    ready,
    record: result,
  };
}

/**
 * Prepares a change of one dossier section: `changes` is exactly `{body}`, the new text of the
 * section named `section` in `baseRevision`. The result is a whole-body preview merged
 * section by section against the current revision.
 *
 * @example
 * ```ts
 * const id = "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const changes = { body: "Piotrkowska, paved in 1848.\n" };
 * const input = { id, section: "Streets", baseRevision: 2, changes };
 * const p = await prepareDossierSection("/tmp/ledger", input);
 * p.section; // "Streets"
 * ```
 */
export async function prepareDossierSection(
  root: string,
  input: Omit<PrepareInput, "kind"> & { readonly section: unknown },
): Promise<Record<string, unknown>> {
  const archive = await loadArchive(archivePaths(root));
  const changes = f.plainObject(input.changes, "changes");
  const keys = Object.keys(changes);
  if (keys.length !== 1 || keys[0] !== "body") {
    throw usageError("section.change_shape", { keys: JSON.stringify(keys) });
  }
  const section = f.text(input.section, "section", { max: f.MAX_TITLE_CHARS });
  const id = f.recordId(input.id, "id", "dos");
  const record = requireRecord(archive.state, "dossier", id);
  const base = f.revisionNumber(input.baseRevision, "base_revision");
  const baseRev = record.revisions[base - 1];
  if (!baseRev) {
    throw usageError("section.no_revision", {
      id,
      revision: base,
      latest: record.revisions.length,
    });
  }
  const body = updateSection(
    String(baseRev.record.body),
    section,
    f.text(changes.body, "body", { max: f.MAX_BODY_CHARS }),
  );
  return preview(archive, { ...input, kind: "dossier" }, { body }, section);
}

/**
 * The sections of a dossier body at its current revision or at `revision`.
 *
 * @example
 * ```ts
 * const id = "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const s = await dossierSections("/tmp/ledger", { id, revision: 1 });
 * s.schema; // "research-dossier-sections-local/1"
 * ```
 */
export async function dossierSections(
  root: string,
  input: { readonly id: unknown; readonly revision?: unknown },
): Promise<Record<string, unknown>> {
  const archive = await loadArchive(archivePaths(root));
  const id = f.recordId(input.id, "id", "dos");
  const record = requireRecord(archive.state, "dossier", id);
  const revision = input.revision == null
    ? record.revisions.length
    : f.revisionNumber(input.revision, "revision");
  const rev = record.revisions[revision - 1];
  if (!rev) throw usageError("section.no_revision_short", { id, revision });
  const body = String(rev.record.body);
  return {
    schema: "research-dossier-sections-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    dossier_id: id,
    revision,
    latest_revision: record.revisions.length,
    sections: extractSections(body),
    editable_sections: editableSections(body),
  };
}

/** Input of {@linkcode updateDossierSection}. */
export interface SectionUpdate {
  readonly id: unknown;
  readonly section: unknown;
  readonly body: unknown;
  readonly expectedRevision: unknown;
  readonly expectedSnapshot?: string | null;
  readonly changeKind: unknown;
  readonly reason: unknown;
  readonly actor?: string;
  readonly lock?: LockOptions;
}

/**
 * Replaces one section of a dossier's current body as a new revision (other bytes unchanged).
 *
 * @example
 * ```ts
 * const id = "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const section = { id, section: "Streets", body: "Piotrkowska, paved in 1848.\n" };
 * const change = { expectedRevision: 2, changeKind: "correction", reason: "Street name" };
 * const r = await updateDossierSection("/tmp/ledger", { ...section, ...change });
 * r.revision; // 3
 * ```
 */
export async function updateDossierSection(
  root: string,
  input: SectionUpdate,
): Promise<Record<string, unknown>> {
  const archive = await loadArchive(archivePaths(root));
  const id = f.recordId(input.id, "id", "dos");
  const record = requireRecord(archive.state, "dossier", id);
  const current = String(record.revisions[record.revisions.length - 1].record.body);
  const body = updateSection(
    current,
    f.text(input.section, "section", { max: f.MAX_TITLE_CHARS }),
    f.text(input.body, "body", { max: f.MAX_BODY_CHARS }),
  );
  return reviseRecord(root, {
    kind: "dossier",
    id,
    expectedRevision: input.expectedRevision,
    changes: { body },
    changeKind: input.changeKind,
    reason: input.reason,
    expectedSnapshot: optionalSnapshotGuard(input.expectedSnapshot, "expected_snapshot") ??
      archive.state.head,
    actor: input.actor,
    lock: input.lock,
  });
}

function checkOperations(operations: unknown): CheckedRequest[] {
  if (!Array.isArray(operations)) throw usageError("batch.operations_list");
  if (operations.length === 0) throw usageError("batch.operations_empty");
  if (operations.length > MAX_BATCH) {
    throw usageError("batch.too_many", { max: MAX_BATCH });
  }
  const seen = new Set<string>();
  return operations.map((raw, i) => {
    try {
      const req = checkRequest(f.plainObject(raw, "operation") as unknown as RevisionRequest);
      if (seen.has(req.id)) throw usageError("batch.twice", { id: req.id });
      seen.add(req.id);
      return req;
    } catch (e) {
      if (e instanceof UsageError) {
        throw usageError("batch.operation", { n: i + 1, error: { text: e.message, ref: e.ref } });
      }
      throw e;
    }
  });
}

/** Pins in `changes` that name a revision another operation of this batch would create. */
function futureReference(
  state: ArchiveState,
  req: CheckedRequest,
  batch: readonly CheckedRequest[],
): MessageValue | null {
  const targets = new Set(batch.map((r) => r.id));
  const c = req.changes;
  const pins: [unknown, unknown][] = [
    [c.claim_id ?? state.records.get(req.id)?.revisions.at(-1)?.record.claim_id, c.claim_revision],
    [
      c.dossier_id ?? state.records.get(req.id)?.revisions.at(-1)?.record.dossier_id,
      c.dossier_revision,
    ],
    [state.records.get(req.id)?.revisions.at(-1)?.record.from_claim_id, c.from_claim_revision],
    [state.records.get(req.id)?.revisions.at(-1)?.record.to_claim_id, c.to_claim_revision],
    ...Object.entries((c.dossier_revisions ?? {}) as Record<string, unknown>),
  ];
  for (const [id, rev] of pins) {
    if (typeof id !== "string" || typeof rev !== "number" || !targets.has(id)) continue;
    const latest = state.records.get(id)?.revisions.length ?? 0;
    if (rev > latest) {
      const k = keyed("batch.future_pin", { rev, id });
      return { text: k.message, ref: k.options.ref };
    }
  }
  return null;
}

function batchOps(state: ArchiveState, reqs: readonly CheckedRequest[]): RevisionOp[] {
  return reqs.map((req, i) => {
    const future = futureReference(state, req, reqs);
    if (future) throw usageError("batch.operation", { n: i + 1, error: future });
    try {
      return revisionOp(state, req, { autoPin: true });
    } catch (e) {
      if (e instanceof Error) {
        const nested = { text: e.message, ref: e instanceof SvcError ? e.ref : undefined };
        e.message = `Operation ${i + 1}: ${e.message}`;
        // The same error class (a stale guard stays a 409), worded by key like the message.
        if (e instanceof SvcError) {
          Object.assign(e, {
            ref: { key: "batch.operation", values: { n: i + 1, error: nested } },
          });
        }
      }
      throw e;
    }
  });
}

function references(ops: readonly RevisionOp[]): Record<string, unknown>[] {
  return ops.map((op) => ({
    kind: op.kind,
    record_id: op.record_id,
    revision: op.revision,
    previous_revision: op.revision - 1,
    change_kind: op.change_kind,
    title: op.record.title ?? null,
  }));
}

/**
 * Validates a batch without writing (`research-revision-batch-local/1`, `applied` false): every
 * operation is checked against one read; the first error is reported with its operation.
 *
 * @example
 * ```ts
 * const id = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const op = { kind: "claim", id, expected_revision: 1, changes: { confidence: "evidenced" } };
 * const ops = [{ ...op, change_kind: "correction", reason: "Letter found" }];
 * const p = await prepareRecordRevisions("/tmp/ledger", ops);
 * p.applied; // false (preparing never writes)
 * ```
 */
export async function prepareRecordRevisions(
  root: string,
  operations: unknown,
): Promise<Record<string, unknown>> {
  const archive = await loadArchive(archivePaths(root));
  const base = {
    schema: "research-revision-batch-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    expected_snapshot: archive.state.head,
    applied: false,
  };
  try {
    const ops = batchOps(archive.state, checkOperations(operations));
    return { ...base, valid: true, error: null, operations: references(ops) };
  } catch (e) {
    if (!(e instanceof UsageError) && !(e instanceof Error && "code" in e)) throw e;
    const report = { ...base, valid: false, error: (e as Error).message, operations: [] };
    // The refusal itself, for the CLI to word in the interface language; not enumerable, so
    // the JSON (which keeps the English `error`) is unchanged.
    return Object.defineProperty(report, "refusal", { value: e, enumerable: false });
  }
}

/**
 * The error a dry run refused with (`prepareRecordRevisions`), or undefined when it passed.
 *
 * @example
 * ```ts
 * const report = await prepareRecordRevisions("/tmp/archive", [{ kind: "claim", id: "x" }]);
 * batchRefusal(report)?.message; // "Operation 1: …", as report.error
 * ```
 */
export function batchRefusal(report: Record<string, unknown>): Error | undefined {
  const refusal = Object.getOwnPropertyDescriptor(report, "refusal")?.value;
  return refusal instanceof Error ? refusal : undefined;
}

/**
 * Applies a batch as one commit under `expectedSnapshot` (required): all operations or none.
 * Returns record references (`research-revision-batch-local/1`, `applied` true).
 *
 * @example
 * ```ts
 * declare const ops: unknown[]; // operations that prepareRecordRevisions found valid
 * const p = await prepareRecordRevisions("/tmp/ledger", ops);
 * const r = await applyRecordRevisions("/tmp/ledger", ops, p.expected_snapshot);
 * r.applied; // true
 * ```
 */
export async function applyRecordRevisions(
  root: string,
  operations: unknown,
  expectedSnapshot: unknown,
  options: { actor?: string; lock?: LockOptions } = {},
): Promise<Record<string, unknown>> {
  const snapshot = snapshotGuard(expectedSnapshot, "expected_snapshot");
  const reqs = checkOperations(operations);
  let ops!: RevisionOp[];
  const { commit, archive } = await writeCommit(archivePaths(root), (a) => {
    ops = batchOps(a.state, reqs);
    return { ops, schema: Math.max(...ops.map(schemaOfRevision)) };
  }, { expectedSnapshot: snapshot, actor: options.actor, lock: options.lock });
  return {
    schema: "research-revision-batch-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    previous_snapshot: snapshot,
    commit: commit.commit,
    applied: true,
    valid: true,
    error: null,
    operations: references(ops),
  };
}
