/**
 * Loading an archive for reading or writing: manifest, verified log, replayed state — all from
 * one byte prefix of the log, so a snapshot always belongs to the records read with it.
 *
 * A process keeps one cache per archive: the next load reads only the bytes appended since
 * (after checking that the last cached line is still byte-identical), so a server or a batch
 * ingest does not re-parse the whole log for every request. Loads of one archive are
 * serialised inside the process so the cached state is never replayed twice.
 *
 * What a load verifies (`head_mark.ts`): every load refuses a log that no longer holds the
 * acknowledged head in `HEAD.json`. A writer's load (`verify`) re-checks every line of the
 * log — canonical form, hash, chain; a read re-checks only the lines after the mark and
 * trusts the ones up to it (number, schema and operations are still checked: replay needs
 * them). A cache filled by a read is re-verified once before a writer uses it.
 *
 * @module
 */

import { checkHeadMark } from "./head_mark.ts";
import { assertUndamaged, parseLog, type ParseStart, readRange } from "./log.ts";
import { type Manifest, manifestSchema, readManifest } from "./manifest.ts";
import type { ArchivePaths } from "./paths.ts";
import { applyCommits, type ArchiveState, emptyState } from "./state.ts";
import { processingError } from "../keyed_errors.ts";

/** A loaded archive. */
export interface LoadedArchive {
  readonly paths: ArchivePaths;
  readonly manifest: Manifest;
  readonly state: ArchiveState;
  /** Log size up to the end of the last valid line. */
  readonly validBytes: number;
  /** Bytes of a torn tail after that (ignored by readers, quarantined by the next writer). */
  readonly tornBytes: number;
}

interface CacheEntry {
  state: ArchiveState;
  start: ParseStart;
  lastLine: Uint8Array;
  /** Every cached line was fully verified (not trusted below the mark). */
  verified: boolean;
}

/** Options of {@linkcode loadArchive}. */
export interface LoadOptions {
  /** Verify every line (a writer), not only those after the verified-through mark (a read). */
  readonly verify?: boolean;
}

const caches = new Map<string, CacheEntry>();
const queues = new Map<string, Promise<unknown>>();

/**
 * Loads the archive of `paths` (refusing a damaged log, a log that lost acknowledged commits
 * or an unsupported manifest).
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * const { state } = await loadArchive(archivePaths("/tmp/ledger"));
 * state.commit; // 1 right after init
 * ```
 */
export function loadArchive(
  paths: ArchivePaths,
  options: LoadOptions = {},
): Promise<LoadedArchive> {
  const previous = queues.get(paths.log) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(() => load(paths, options.verify === true));
  queues.set(paths.log, run);
  return run;
}

/**
 * Forgets this process's cache of an archive (tests, restore).
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * forgetArchive(archivePaths("/tmp/ledger")); // the next load reads the whole log again
 * ```
 */
export function forgetArchive(paths: ArchivePaths): void {
  caches.delete(paths.log);
}

async function load(paths: ArchivePaths, verify: boolean): Promise<LoadedArchive> {
  const manifest = await readManifest(paths);
  const mark = await checkHeadMark(paths);
  let file: Deno.FsFile;
  try {
    file = await Deno.open(paths.log, { read: true });
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) {
      throw processingError("store.archive_has_log", { root: paths.root });
    }
    throw e;
  }
  try {
    const size = (await file.stat()).size;
    let entry = caches.get(paths.log);
    if (entry && ((verify && !entry.verified) || !(await cacheStillValid(file, entry, size)))) {
      entry = undefined;
    }
    const start = entry?.start ?? { offset: 0, line: 0, commit: 0, prev: "0".repeat(64) };
    const bytes = await readRange(file, start.offset, size - start.offset);
    const trustThrough = verify ? 0 : mark?.log_bytes ?? 0;
    const parsed = await parseLog(bytes, start, { trustThrough });
    assertUndamaged(parsed, paths.log);
    const state = entry?.state ?? emptyState();
    applyCommits(state, parsed.commits);
    assertLogFitsManifest(paths, manifest, {
      commit: state.commit,
      schema: state.schema,
      project_id: state.init.project_id,
    });
    const last = parsed.commits[parsed.commits.length - 1];
    if (last) {
      const end = parsed.validBytes;
      const lineStart = lastLineStart(bytes, end - start.offset) + start.offset;
      const lastLine = (await readRange(file, lineStart, end - lineStart)).slice();
      entry = {
        state,
        start: {
          offset: end,
          line: start.line + parsed.commits.length,
          commit: last.commit,
          prev: last.sha256,
        },
        lastLine,
        verified: (entry?.verified ?? true) && trustThrough <= start.offset,
      };
      caches.set(paths.log, entry);
    }
    return { paths, manifest, state, validBytes: parsed.validBytes, tornBytes: parsed.tornBytes };
  } finally {
    file.close();
  }
}

/**
 * Refuses a log that a read cannot answer from: one without commits, one with a commit newer
 * than the manifest, one of another project. `log` is what the log holds: its last commit
 * number, the highest schema its commits need and the project of its init commit. Every read
 * checks it, from a replay or from the materialised state (`research/state/`).
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * import { readManifest } from "./manifest.ts";
 * const paths = archivePaths("/tmp/ledger");
 * const manifest = await readManifest(paths);
 * const log = { commit: 1, schema: 1, project_id: manifest.project_id };
 * assertLogFitsManifest(paths, manifest, log); // passes right after init
 * ```
 */
export function assertLogFitsManifest(
  paths: ArchivePaths,
  manifest: Manifest,
  log: { readonly commit: number; readonly schema: number; readonly project_id: string },
): void {
  if (log.commit === 0) {
    throw processingError("api.archive_has_empty", { root: paths.root });
  }
  if (log.schema > manifestSchema(manifest)) {
    throw processingError("store.archive_log_has", { root: paths.root });
  }
  if (log.project_id !== manifest.project_id) {
    throw processingError("store.archive_has_log_2", { root: paths.root });
  }
}

function lastLineStart(bytes: Uint8Array, end: number): number {
  const prevNl = bytes.lastIndexOf(0x0a, end - 2);
  return prevNl + 1;
}

async function cacheStillValid(
  file: Deno.FsFile,
  entry: CacheEntry,
  size: number,
): Promise<boolean> {
  const from = entry.start.offset - entry.lastLine.length;
  if (size < entry.start.offset || from < 0) return false;
  const bytes = await readRange(file, from, entry.lastLine.length);
  if (bytes.length !== entry.lastLine.length) return false;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== entry.lastLine[i]) return false;
  return true;
}
