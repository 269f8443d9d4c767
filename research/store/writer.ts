/**
 * The write path (ARCHIVE.md "The write path"), inside the one-writer lock:
 * 1. take the lock (bounded wait for the server, an unbounded one with a notice for the CLI);
 * 2. quarantine a torn tail (copy it to `quarantine/`, fsync, truncate) — only a writer does;
 * 3. load the verified log and replayed state, check the caller's guards: nothing is written
 *    when one fails;
 * 4. store new objects (fsynced, linked, never overwritten);
 * 5. raise the manifest when the commit needs a higher schema (temp, fsync, rename, fsync);
 * 6. append the canonical line and `syncData`: only now is the write accepted; a commit with
 *    a purge tombstone then removes the purged objects (still under the lock, so no other
 *    writer can meanwhile re-add the same bytes);
 * 7. release the lock.
 *
 * Every writer also removes, right after loading, the objects of purged versions that a crash
 * between a purge's append and its removal left on disk (`tombstones.ts`).
 *
 * @module
 */

import { join } from "node:path";
import { syncDirectory, writeAll, writeFileAtomic } from "../../src/project/atomic_write.ts";
import { writeNewSynced } from "./files.ts";
import { VERSION } from "../../src/version.ts";
import { StaleArchiveError } from "../errors.ts";
import type { Commit, Op } from "../types.ts";
import { crashPoint, crashRequested } from "./crash.ts";
import { commitHash, commitLine, GENESIS, lastNewline, readRange } from "./log.ts";
import { acquireWriterLock, type LockOptions } from "./lock.ts";
import { loadArchive, type LoadedArchive } from "./load.ts";
import { manifestSchema, raisedManifest } from "./manifest.ts";
import { putObject } from "./objects.ts";
import type { ArchivePaths } from "./paths.ts";
import { removePurgedObjects } from "./tombstones.ts";

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
  const lock = await acquireWriterLock(paths.lock, options.lock);
  try {
    await quarantineTornTail(paths);
    const archive = await loadArchive(paths);
    await removePurgedObjects(paths, archive.state);
    checkGuards(archive, options);
    const prepared = await prepare(archive);
    for (const bytes of prepared.objects ?? []) await putObject(paths, bytes);
    if (prepared.objects?.length) crashPoint("after-object");
    if (prepared.schema > manifestSchema(archive.manifest)) {
      await writeFileAtomic(
        paths.manifest,
        JSON.stringify(raisedManifest(archive.manifest, prepared.schema), null, 2) + "\n",
      );
      crashPoint("after-manifest");
    }
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
    await appendLine(paths, commitLine(commit));
    crashPoint("after-append");
    const after = await loadArchive(paths);
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
    throw new StaleArchiveError(
      `The archive changed since snapshot ${options.expectedSnapshot.slice(0, 12)}… ` +
        `(now ${head?.slice(0, 12)}…); read it again; nothing was written`,
    );
  }
  if (
    options.expectedProjectId != null && options.expectedProjectId !== archive.manifest.project_id
  ) {
    throw new StaleArchiveError(
      `The archive belongs to project ${archive.manifest.project_id}, not ${options.expectedProjectId}; nothing was written`,
    );
  }
}

async function appendLine(paths: ArchivePaths, line: Uint8Array): Promise<void> {
  const file = await Deno.open(paths.log, { append: true });
  try {
    if (crashRequested("mid-append")) {
      await writeAll(file, line.subarray(0, Math.max(1, line.length >> 1)));
      await file.syncData();
      crashPoint("mid-append");
    }
    await writeAll(file, line);
    await file.syncData();
  } finally {
    file.close();
  }
}

/**
 * Moves a torn tail (bytes after the last newline) to `quarantine/` and truncates it away.
 * Called only by a writer holding the lock; the copy is durable before the truncation.
 */
async function quarantineTornTail(paths: ArchivePaths): Promise<void> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(paths.log, { read: true, write: true });
  } catch {
    return;
  }
  try {
    const size = (await file.stat()).size;
    const keep = (await lastNewline(file, size)) + 1;
    if (keep === size) return;
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
