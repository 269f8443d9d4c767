/**
 * Withdrawing and purging a source version (ARCHIVE.md "Purge and withdraw"), for text,
 * PDF and image versions alike. Both append a `tombstone` operation; a purge then removes
 * the version's objects that no other version still needs, inside the same lock (the writer
 * does it after the append, and every later writer finishes what a crash in between left).
 *
 * Effects, all from the log: the version's availability becomes `withdrawn` or `purged`; its
 * passages drop out of search (the index removes the version) and are unavailable evidence
 * for new evidence links and for passages newly added to dossiers; its image is served no
 * more and dossier reads show its state without a URL. Earlier records that cite it keep
 * their citations, with `availability` and (purged) `text` null.
 *
 * Choices where SPEC is silent, written down here:
 * - Both need `expected_snapshot` (a strict archive-wide guard) and a nonblank `reason` of at
 *   most 2,000 characters; there is no implicit retry.
 * - A withdrawn version can still be purged; a purged one cannot be withdrawn or purged again,
 *   nor a withdrawn one withdrawn again. Nothing is ever un-withdrawn.
 * - A withdraw tombstone also needs storage schema 2: SPEC 9.7 names purge tombstones there,
 *   and a reader of schema 1 knows no tombstone at all.
 * - Receipt `research-tombstone-local/1`: the version's new availability, and for a purge the
 *   objects removed, those kept because another version shares them, and those still
 *   pending removal (should the removal itself have failed; the next write retries).
 *
 * @module
 */

import * as f from "../records/fields.ts";
import { snapshotGuard } from "../records/snapshot_guard.ts";
import type { LockOptions } from "../store/lock.ts";
import { archivePaths } from "../store/paths.ts";
import {
  liveObjects,
  objectPresent,
  versionAvailability,
  versionObjects,
} from "../store/tombstones.ts";
import { writeCommit } from "../store/writer.ts";
import type { TombstoneOp } from "../types.ts";
import { MAX_NOTE } from "./context.ts";
import { currentIndex } from "./index_sync.ts";
import { usageError } from "../keyed_errors.ts";

/** Input of {@linkcode withdrawSourceVersion} and {@linkcode purgeSourceVersion}. */
export interface TombstoneOptions {
  readonly sourceId: unknown;
  readonly versionId: unknown;
  readonly reason: unknown;
  /** The snapshot the caller read (required): a mismatch is a 409 and writes nothing. */
  readonly expectedSnapshot: unknown;
  /** Guard: the project id the caller expects. */
  readonly expectedProjectId?: string | null;
  readonly actor?: string;
  readonly lock?: LockOptions;
}

async function tombstone(
  root: string,
  action: TombstoneOp["action"],
  options: TombstoneOptions,
): Promise<Record<string, unknown>> {
  const sourceId = f.recordId(options.sourceId, "source_id", "src");
  const versionId = f.recordId(options.versionId, "version_id", "ver");
  const reason = f.text(options.reason, "reason", { required: true, max: MAX_NOTE });
  const snapshot = snapshotGuard(options.expectedSnapshot, "expected_snapshot");
  const paths = archivePaths(root);
  const op: TombstoneOp = {
    op: "tombstone",
    action,
    source_id: sourceId,
    version_id: versionId,
    reason,
  };
  const result = await writeCommit(paths, (archive) => {
    const v = archive.state.versions.get(versionId);
    if (!v || v.source_id !== sourceId) {
      throw usageError("source.no_version_id", { version: versionId, source: sourceId });
    }
    const now = versionAvailability(archive.state, versionId);
    if (now === "purged" || (now === "withdrawn" && action === "withdraw")) {
      throw usageError("source.already", {
        version: versionId,
        source: sourceId,
        state: { term: now },
      });
    }
    return { ops: [op], schema: 2 };
  }, {
    expectedSnapshot: snapshot,
    expectedProjectId: options.expectedProjectId,
    actor: options.actor,
    lock: options.lock,
  });
  const warnings: string[] = [];
  try {
    (await currentIndex(paths)).release();
  } catch (e) {
    warnings.push(
      `The search index was not refreshed (${(e as Error).message}); the next search will`,
    );
  }
  const { archive } = result;
  const v = archive.state.versions.get(versionId)!;
  const out: Record<string, unknown> = {
    schema: "research-tombstone-local/1",
    project_id: archive.manifest.project_id,
    snapshot: result.commit.sha256,
    commit: result.commit.commit,
    action,
    source_id: sourceId,
    version_id: versionId,
    version: v.version,
    media_type: v.media_type,
    reason,
    availability: versionAvailability(archive.state, versionId),
    passages: v.passage_ids.length,
    storage: archive.manifest.storage,
  };
  if (action === "purge") {
    const live = liveObjects(archive.state);
    const hashes = [...new Set(versionObjects(v).map((r) => r.sha256))];
    const gone = hashes.filter((h) => !live.has(h));
    out.removed_objects = gone.filter((h) => !objectPresent(paths, h));
    out.pending_objects = gone.filter((h) => objectPresent(paths, h));
    out.kept_objects = hashes.filter((h) => live.has(h));
    if ((out.pending_objects as string[]).length) {
      warnings.push("Some purged objects are still on disk; the next write removes them");
    }
  }
  out.warnings = warnings;
  return out;
}

/**
 * Withdraws a source version: a tombstone; the bytes stay, but the version is no longer
 * served, searched or accepted as new evidence.
 *
 * @example
 * ```ts
 * declare const sourceId: string, versionId: string, expectedSnapshot: string;
 * const options = { sourceId, versionId, reason: "Wrong scan", expectedSnapshot };
 * (await withdrawSourceVersion("/tmp/ledger", options)).availability; // "withdrawn"
 * ```
 */
export function withdrawSourceVersion(
  root: string,
  options: TombstoneOptions,
): Promise<Record<string, unknown>> {
  return tombstone(root, "withdraw", options);
}

/**
 * Purges a source version: a tombstone first, then its objects are removed (those no other
 * version shares). The first purge raises storage to schema 2.
 *
 * @example
 * ```ts
 * declare const sourceId: string, versionId: string, expectedSnapshot: string;
 * const options = { sourceId, versionId, reason: "Rights withdrawn", expectedSnapshot };
 * (await purgeSourceVersion("/tmp/ledger", options)).availability; // "purged"
 * ```
 */
export function purgeSourceVersion(
  root: string,
  options: TombstoneOptions,
): Promise<Record<string, unknown>> {
  return tombstone(root, "purge", options);
}
