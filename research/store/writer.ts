/**
 * The write path (ARCHIVE.md "The write path"), inside the one-writer lock:
 * 1. check the folder's layout (`layout.ts`), take the lock (bounded wait for the server, an
 *    unbounded one with a notice for the CLI);
 * 2. load the log verifying every line, and refuse (writing and moving nothing) a damaged log
 *    or one that no longer holds the acknowledged head of `HEAD.json` (`head_mark.ts`); only
 *    then quarantine a torn final line after it (copy it to `quarantine/`, fsync, truncate)
 *    and remove what killed processes left (`leftovers.ts`);
 * 3. check the caller's guards on the replayed state: nothing is written when one fails;
 * 4. store new objects (fsynced, linked, never overwritten);
 * 5. raise the manifest when the commit needs a higher schema (temp, fsync, rename, fsync);
 * 6. append the canonical line and `syncData`: only now is the write accepted; then record it
 *    as the acknowledged head (`HEAD.json`, replaced atomically; a crash before that leaves
 *    the mark one commit behind, which is harmless: the line after it is verified by every
 *    read and the next writer moves the mark on); a commit with a purge tombstone then
 *    removes the purged objects (still under the lock, so no other writer can meanwhile
 *    re-add the same bytes);
 * 7. release the lock.
 *
 * Every writer also removes, right after loading, the objects of purged versions that a crash
 * between a purge's append and its removal left on disk (`tombstones.ts`). A write the file
 * system refuses (a read-only archive, a full disk, a file-size limit) fails with one line
 * saying so (`fs_errors.ts`); an append it cuts short is taken back at once, so the log keeps
 * exactly its acknowledged bytes (a torn tail is left only by a writer that was killed).
 *
 * @module
 */

import { join } from "node:path";
import { syncDirectory, writeAll, writeFileAtomic } from "../../src/project/atomic_write.ts";
import { writeNewSynced } from "./files.ts";
import { VERSION } from "../../src/version.ts";
import type { Commit, Op } from "../types.ts";
import { crashPoint, crashRequested } from "./crash.ts";
import { refuseWriteFault } from "./fs_errors.ts";
import { headMarkText } from "./head_mark.ts";
import { assertLayout } from "./layout.ts";
import { sweepLeftovers } from "./leftovers.ts";
import { commitHash, commitLine, GENESIS, readRange } from "./log.ts";
import { acquireWriterLock, type LockOptions } from "./lock.ts";
import { loadArchive, type LoadedArchive } from "./load.ts";
import { manifestSchema, raisedManifest } from "./manifest.ts";
import { putObject } from "./objects.ts";
import type { ArchivePaths } from "./paths.ts";
import { removePurgedObjects } from "./tombstones.ts";
import { staleError } from "../keyed_errors.ts";

/** What a write adds, decided from the loaded archive after the guards passed. */
export interface PreparedCommit {
  readonly ops: readonly Op[];
  /** The least storage schema these ops need (SPEC 9.7). */
  readonly schema: number;
  /** Object bytes the ops refer to, stored before the line is appended. */
  readonly objects?: readonly Uint8Array[];
}

/** Options of {@linkcode writeCommit}. */
export interface WriteOptions {
  /** Archive-wide guard: the snapshot the caller read. A mismatch writes nothing (409). */
  readonly expectedSnapshot?: string | null;
  /** Guard: the project id the caller expects. */
  readonly expectedProjectId?: string | null;
  readonly actor?: string;
  readonly lock?: LockOptions;
}

/** An accepted write. */
export interface WriteResult {
  readonly commit: Commit;
  /** The archive as loaded after the write (same process cache). */
  readonly archive: LoadedArchive;
}

/**
 * Runs one write: `prepare` sees the current archive, checks its own guards (throwing writes
 * nothing) and returns the ops; the commit is durable when this resolves.
 *
 * @example
 * ```ts
 * import type { Op } from "../types.ts";
 * import { archivePaths } from "./paths.ts";
 * declare const ops: Op[];
 * const { commit } = await writeCommit(archivePaths("/tmp/ledger"), () => ({ ops, schema: 1 }));
 * commit.commit; // 2 when the archive held only its init commit
 * ```
 */
export async function writeCommit(
  paths: ArchivePaths,
  prepare: (archive: LoadedArchive) => PreparedCommit | Promise<PreparedCommit>,
  options: WriteOptions = {},
): Promise<WriteResult> {
  assertLayout(paths);
  const lock = await refuseWriteFault(paths, () => acquireWriterLock(paths.lock, options.lock));
  try {
    const archive = await loadArchive(paths, { verify: true });
    await refuseWriteFault(paths, async () => {
      if (archive.tornBytes > 0) await quarantineTornTail(paths, archive.validBytes);
      sweepLeftovers(paths);
      await removePurgedObjects(paths, archive.state);
    });
    checkGuards(archive, options);
    const prepared = await prepare(archive);
    await refuseWriteFault(paths, async () => {
      for (const bytes of prepared.objects ?? []) await putObject(paths, bytes);
      if (prepared.objects?.length) crashPoint("after-object");
      if (prepared.schema > manifestSchema(archive.manifest)) {
        await writeFileAtomic(
          paths.manifest,
          JSON.stringify(raisedManifest(archive.manifest, prepared.schema), null, 2) + "\n",
        );
        crashPoint("after-manifest");
      }
    });
    const body = {
      commit: archive.state.commit + 1,
      prev: archive.state.head ?? GENESIS,
      schema: prepared.schema,
      at: new Date().toISOString(),
      actor: options.actor ?? "local-author",
      tool: `svc ${VERSION}`,
      ops: prepared.ops,
    };
    const commit: Commit = { ...body, sha256: await commitHash(body as Omit<Commit, "sha256">) };
    const line = commitLine(commit);
    await refuseWriteFault(paths, () => appendLine(paths, line, archive.validBytes));
    crashPoint("after-append");
    // Accepted: a failure to move the mark must not report the commit as failed (the next
    // writer moves it; until then reads verify the line after it).
    await writeFileAtomic(
      paths.head,
      headMarkText({
        commit: commit.commit,
        sha256: commit.sha256,
        log_bytes: archive.validBytes + line.length,
      }),
    ).catch(() => {});
    // Verified like the load before it (only the new line is parsed): the cache stays fully
    // verified, so this process's next write does not re-verify the whole log.
    const after = await loadArchive(paths, { verify: true });
    if (prepared.ops.some((op) => op.op === "tombstone" && op.action === "purge")) {
      // The commit is accepted: a failed removal must not report it as failed. What stays is
      // removed by the next writer and reported by audit meanwhile.
      await removePurgedObjects(paths, after.state).catch(() => {});
    }
    return { commit, archive: after };
  } finally {
    await lock.release();
  }
}

function checkGuards(archive: LoadedArchive, options: WriteOptions): void {
  const head = archive.state.head;
  if (options.expectedSnapshot != null && options.expectedSnapshot !== head) {
    throw staleError("guard.snapshot_changed", {
      expected: options.expectedSnapshot.slice(0, 12),
      now: String(head?.slice(0, 12)),
    });
  }
  if (
    options.expectedProjectId != null && options.expectedProjectId !== archive.manifest.project_id
  ) {
    throw staleError("guard.other_project", {
      project: archive.manifest.project_id,
      expected: options.expectedProjectId,
    });
  }
}

/**
 * Appends `line` to the log, whose valid bytes end at `keep`, and syncs it. When the write or
 * the sync fails (a full disk, a file-size limit, an I/O error), part of the line may be on
 * disk: the log is cut back to `keep` before the error propagates, so an unacknowledged line
 * never waits there for the next writer.
 */
async function appendLine(paths: ArchivePaths, line: Uint8Array, keep: number): Promise<void> {
  const file = await Deno.open(paths.log, { append: true });
  try {
    if (crashRequested("mid-append")) {
      await writeAll(file, line.subarray(0, Math.max(1, line.length >> 1)));
      await file.syncData();
      crashPoint("mid-append");
    }
    try {
      await writeAll(file, line);
      await file.syncData();
    } catch (e) {
      // Best effort: if even the cut fails, the next writer quarantines the torn tail.
      await file.truncate(keep).then(() => file.syncData()).catch(() => {});
      throw e;
    }
  } finally {
    file.close();
  }
}

/**
 * Moves a torn final line (the bytes after `keep`, the end of the last valid line, which lies
 * at or after the acknowledged head) to `quarantine/` and truncates it away. Called only by a
 * writer holding the lock, after the log verified; the copy is durable before the truncation.
 */
async function quarantineTornTail(paths: ArchivePaths, keep: number): Promise<void> {
  const file = await Deno.open(paths.log, { read: true, write: true });
  try {
    const size = (await file.stat()).size;
    if (keep >= size) return;
    const tail = await readRange(file, keep, size - keep);
    await Deno.mkdir(paths.quarantine, { recursive: true });
    const name = `tail-${new Date().toISOString().replace(/[:.]/g, "-")}-${keep}.bin`;
    await writeNewSynced(join(paths.quarantine, name), tail);
    await syncDirectory(paths.quarantine);
    await file.truncate(keep);
    await file.syncData();
  } finally {
    file.close();
  }
}
