/**
 * Correcting a source's metadata: a guarded revision (SPEC 4.1 `--update` rules applied to a
 * source). The caller names the metadata revision it read (`expected_revision`, 0 when the
 * source has none yet) and says why; a stale revision or snapshot writes nothing (409). Each
 * revision stores the full metadata, never a delta, so history reads need no earlier line; the
 * first one raises storage to schema 8 (SPEC 9.7).
 *
 * @module
 */

import {
  mergeSourceMetadata,
  sameMetadata,
  type SourceMetadata,
} from "../records/source_metadata.ts";
import { sourceMetadataView } from "../views/source_metadata_view.ts";
import { optionalSnapshotGuard } from "../records/snapshot_guard.ts";
import { loadArchive } from "../store/load.ts";
import type { LockOptions } from "../store/lock.ts";
import { archivePaths } from "../store/paths.ts";
import { writeCommit } from "../store/writer.ts";
import type { ChangeKind, SourceMetadataOp } from "../types.ts";
import { MAX_NOTE } from "./context.ts";
import { currentIndex } from "./index_sync.ts";
import { staleError, usageError } from "../keyed_errors.ts";

/** The storage schema of the first `source_metadata` operation (SPEC 9.7). */
export const SOURCE_METADATA_SCHEMA = 8;

/** Options of {@linkcode reviseSourceMetadata}. */
export interface SourceMetadataRevision {
  readonly sourceId: string;
  /** The metadata revision the caller read: 0 when the source had none. */
  readonly expectedRevision: unknown;
  /** Fields to set; `null` removes one. */
  readonly changes: Readonly<Record<string, unknown>>;
  readonly reason: unknown;
  /** Default `correction`. */
  readonly changeKind?: unknown;
  readonly expectedSnapshot?: string | null;
  readonly actor?: string;
  readonly lock?: LockOptions;
}

/**
 * Writes a new metadata revision of a source (see the module doc) and returns
 * `research-source-metadata-local/1`.
 *
 * @example
 * ```ts
 * const r = await reviseSourceMetadata("/tmp/ledger", {
 *   sourceId: "src_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
 *   expectedRevision: 0,
 *   changes: { authors: ["Fontane, Theodor"], date: "1888" },
 *   reason: "Title page",
 * });
 * r.metadata_revision; // 1
 * ```
 */
export async function reviseSourceMetadata(
  root: string,
  options: SourceMetadataRevision,
): Promise<Record<string, unknown>> {
  const paths = archivePaths(root);
  const expected = options.expectedRevision;
  if (typeof expected !== "number" || !Number.isInteger(expected) || expected < 0) {
    throw usageError("api.expected_revision_whole");
  }
  const reason = checkReason(options.reason);
  const changeKind = checkChangeKind(options.changeKind);
  const expectedSnapshot = optionalSnapshotGuard(options.expectedSnapshot, "expected_snapshot");
  if (
    options.changes === null || typeof options.changes !== "object" ||
    Array.isArray(options.changes) || Object.keys(options.changes).length === 0
  ) {
    throw usageError("api.change_give_least");
  }
  let op!: SourceMetadataOp;
  const result = await writeCommit(paths, (archive) => {
    const state = archive.state;
    if (!state.sources.has(options.sourceId)) {
      throw usageError("api.source_archive", { source_id: options.sourceId });
    }
    const current = sourceMetadataView(state, options.sourceId);
    if (current.metadata_revision !== expected) {
      throw staleError("api.source_metadata_revision", {
        source_id: options.sourceId,
        metadata_revision: current.metadata_revision,
        expected,
      });
    }
    const next = mergeSourceMetadata(current.metadata, options.changes);
    if (sameMetadata(next, current.metadata)) {
      throw usageError("api.change_metadata_already");
    }
    op = {
      op: "source_metadata",
      source_id: options.sourceId,
      revision: expected + 1,
      metadata: next,
      change_kind: changeKind,
      reason,
    };
    return { ops: [op], schema: SOURCE_METADATA_SCHEMA };
  }, { expectedSnapshot, actor: options.actor, lock: options.lock });
  try {
    (await currentIndex(paths)).release();
  } catch {
    // The next search catches the index up (ARCHIVE.md "Search": refresh before answering).
  }
  return {
    schema: "research-source-metadata-local/1",
    project_id: result.archive.manifest.project_id,
    snapshot: result.commit.sha256,
    commit: result.commit.commit,
    source_id: op.source_id,
    storage: result.archive.manifest.storage,
    ...sourceMetadataView(result.archive.state, op.source_id),
    change_kind: op.change_kind,
    reason: op.reason,
  };
}

/**
 * A source's metadata and its revision history, newest first
 * (`research-source-metadata-local/1`); reads never write.
 *
 * @example
 * ```ts
 * const m = await sourceMetadata("/tmp/ledger", "src_01JD5ZQ8XK4V0G3N6M7P8R9S2T");
 * m.metadata_revision; // 0 until the first correction or a rich ingest
 * ```
 */
export async function sourceMetadata(
  root: string,
  sourceId: string,
): Promise<Record<string, unknown>> {
  const archive = await loadArchive(archivePaths(root));
  if (!archive.state.sources.has(sourceId)) {
    throw usageError("api.source_archive", { source_id: sourceId });
  }
  const history = (archive.state.metadata.get(sourceId) ?? []).map((r) => ({
    revision: r.revision,
    metadata: r.metadata as SourceMetadata,
    ...(r.change_kind ? { change_kind: r.change_kind } : {}),
    ...(r.reason ? { reason: r.reason } : {}),
    commit: r.commit,
    at: r.at,
    actor: r.actor,
  })).reverse();
  return {
    schema: "research-source-metadata-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    source_id: sourceId,
    ...sourceMetadataView(archive.state, sourceId),
    history,
  };
}

function checkReason(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") {
    throw usageError("api.metadata_correction_needs");
  }
  if (value.length > MAX_NOTE) throw usageError("api.reason_longer_than", { max_note: MAX_NOTE });
  return value.trim();
}

function checkChangeKind(value: unknown): ChangeKind {
  if (value === undefined) return "correction";
  if (value === "correction" || value === "supersession") return value;
  throw usageError("api.change_kind_correction", { value: String(value) });
}
