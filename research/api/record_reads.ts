/**
 * Reading one authored record through the facade (SPEC 4.2 `get_record`, `record_history`):
 * the record at any revision, and its history. Both answer from the materialised state when it
 * can (`research/state/`), else from a replay, with the same envelope either way. Kept apart
 * from the writes (`records.ts`, which re-exports them) so that a fresh process that only reads
 * a record loads none of the write path.
 *
 * @module
 */

import * as f from "../records/fields.ts";
import { ID_PREFIX } from "../records/kinds.ts";
import { requireRecord } from "../records/references.ts";
import { type ExternalReferenceCheck, recordEnvelope } from "../records/view.ts";
import { recordsArchive } from "../state/archive.ts";
import type { LoadedArchive } from "../store/load.ts";
import { archivePaths } from "../store/paths.ts";
import type { AuthoredKind } from "../types.ts";
import { usageError } from "../keyed_errors.ts";

/**
 * Reads one record (`research-record-local/1`) at its current revision or at `revision`, from
 * the materialised state when it can answer (`research/state/`), else from a replay: the same
 * envelope either way. `strict` never writes the state and refuses one that is not current.
 *
 * @example
 * ```ts
 * const id = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const r = await getRecord("/tmp/ledger", { kind: "claim", id, revision: 1 });
 * r.revision; // 1
 * ```
 */
export async function getRecord(
  root: string,
  options: {
    kind: unknown;
    id: unknown;
    revision?: unknown;
    /** Adds reference-manager changes to `reference_updates` (e.g. `zoteroReferenceCheck()`). */
    referenceCheck?: ExternalReferenceCheck;
    /** Refuse a materialised state that is not current instead of bringing it up to date. */
    strict?: boolean;
  },
): Promise<Record<string, unknown>> {
  const archive = await recordsArchive(archivePaths(root), idList(options.id), {
    related: true,
    strict: options.strict,
  });
  const record = findRecord(archive, options.kind, options.id);
  const latest = record.revisions.length;
  const revision = options.revision == null
    ? latest
    : f.revisionNumber(options.revision, "revision");
  if (revision > latest) {
    throw usageError("revise.no_revision", {
      kind: { term: record.kind },
      id: record.record_id,
      revision,
      latest,
    });
  }
  return recordEnvelope(archive, record, revision, options.referenceCheck);
}

/** The record ids a read asks for: `id` when it is a string (it is checked afterwards). */
function idList(id: unknown): string[] {
  return typeof id === "string" ? [id] : [];
}

function findRecord(archive: LoadedArchive, kindValue: unknown, idValue: unknown) {
  const kind = f.oneOf(kindValue, "kind", Object.keys(ID_PREFIX) as AuthoredKind[]);
  const id = f.recordId(idValue, "id", ID_PREFIX[kind]);
  return requireRecord(archive.state, kind, id);
}

/**
 * A record's revisions, newest first (`research-history-local/1`); from the materialised state
 * when it can answer, like {@linkcode getRecord}.
 *
 * @example
 * ```ts
 * const id = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const history = await recordHistory("/tmp/ledger", { kind: "claim", id });
 * history.schema; // "research-history-local/1"
 * ```
 */
export async function recordHistory(
  root: string,
  options: { kind: unknown; id: unknown; strict?: boolean },
): Promise<Record<string, unknown>> {
  const archive = await recordsArchive(archivePaths(root), idList(options.id), {
    related: false,
    strict: options.strict,
  });
  const record = findRecord(archive, options.kind, options.id);
  return {
    schema: "research-history-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    kind: record.kind,
    record_id: record.record_id,
    latest_revision: record.revisions.length,
    revisions: record.revisions.map((r) => ({
      revision: r.revision,
      commit: r.commit,
      at: r.at,
      actor: r.actor,
      change_kind: r.change_kind ?? "creation",
      reason: r.reason ?? null,
      title: r.record.title ?? null,
      ...(r.kind === "evidence_link" || r.kind === "claim_relation" ||
          r.kind === "manuscript_claim_link"
        ? { state: r.record.state }
        : {}),
    })).reverse(),
  };
}
