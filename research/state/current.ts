/**
 * Reading from the materialised state (`index/state.sqlite`, `schema.ts`) only when it reflects
 * the log, as the search index does (`api/index_sync.ts`). Before every read:
 *
 * 1. the manifest is read and the log must still hold the acknowledged head mark
 *    (`store/head_mark.ts`) — the checks and errors of every read;
 * 2. the log must still hold, at byte `log_bytes` of the state, the line of the state's last
 *    commit (its `sha256`): otherwise the state is stale (the log was replaced) and is rebuilt;
 * 3. the lines after the mark that the state already holds are verified again (hash, chain,
 *    canonical form), as every read verifies the lines after the mark;
 * 4. the commits after the state's head are read from the log (verified after the mark,
 *    trusted up to it), and applied in one transaction — idempotent by commit number, so two
 *    processes catching up at once apply each commit once;
 * 5. the log's facts are checked against the manifest (`assertLogFitsManifest`, as a replay);
 * 6. the caller reads inside one read transaction whose `meta` is the checked one: records and
 *    snapshot of an answer come from one state, as a replay's come from one byte prefix.
 *
 * A missing, foreign, older or damaged state is rebuilt from the log (`build.ts`: a temp file
 * renamed into place; the first use in a process also sweeps temp files of killed builds).
 * With `strict` nothing is written: a state that is missing, unusable or behind is refused with
 * what to run. Otherwise the state only speeds reads up: an archive without a head mark (its
 * reads verify every line), a state that cannot be brought up to date (a read-only archive, a
 * full disk, a lock held too long) or any other failure of the state leaves the read to the
 * replay (`store/load.ts`), which answers exactly as before — including with the log's own
 * errors.
 *
 * @module
 */

import { DatabaseSync } from "node:sqlite";
import { sweepBuildTemps } from "../search/build_temps.ts";
import { isSqliteDamage } from "../search/sqlite_damage.ts";
import { type FileId, fileIdOrNull, sameFile } from "../search/file_id.ts";
import { checkHeadMark, type HeadMark } from "../store/head_mark.ts";
import { assertLogFitsManifest } from "../store/load.ts";
import {
  assertUndamaged,
  lineHashEndingAt,
  type ParsedLog,
  parseLog,
  readRange,
} from "../store/log.ts";
import { type Manifest, readManifest } from "../store/manifest.ts";
import type { ArchivePaths } from "../store/paths.ts";
import type { StateWriter } from "./apply.ts";
import { readStateMeta, type StateMeta } from "./schema.ts";
import { keyed, type KeyedValues, processingError } from "../keyed_errors.ts";
import type { ResearchErrorKey } from "../../src/i18n/research_errors_en.ts";

/** A state that reflects the log, as one read sees it. */
export interface CurrentState {
  readonly db: DatabaseSync;
  readonly manifest: Manifest;
  /** The state's `meta`, checked against the log for this read. */
  readonly meta: StateMeta;
  /** Bytes after the last complete line (a torn write, which readers ignore). */
  readonly tornBytes: number;
}

/** Options of {@linkcode readCurrentState}. */
export interface StateReadOptions {
  /** Never write: refuse a state that is missing, unusable or behind the log. */
  readonly strict?: boolean;
}

/** How long a connection waits for another's lock before giving up. */
const BUSY_TIMEOUT_MS = 5000;
/** Attempts before a state that keeps changing (or keeps being rebuilt) is given up on. */
const ATTEMPTS = 3;

/**
 * Runs `read` on the state brought up to the log's head (see the module doc), inside one read
 * transaction; null when the read is left to the replay. `read` must only read.
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * const commit = await readCurrentState(archivePaths("/tmp/ledger"), (s) => s.meta.commit_no);
 * commit; // the log's last commit, or null: then replay (loadArchive) answers
 * ```
 */
export function readCurrentState<T>(
  paths: ArchivePaths,
  read: (state: CurrentState) => T,
  options: StateReadOptions = {},
): Promise<T | null> {
  return queued(paths, () => readCurrentStateNow(paths, read, options));
}

const QUEUES = new Map<string, Promise<unknown>>();

/**
 * Runs `step` after the state's earlier steps in this process: reads and rebuilds share one
 * connection, which a catch-up or a rebuild of one would otherwise pull from under another's
 * await.
 */
function queued<T>(paths: ArchivePaths, step: () => Promise<T>): Promise<T> {
  const previous = QUEUES.get(paths.state) ?? Promise.resolve();
  const run = previous.catch(() => {}).then(step);
  QUEUES.set(paths.state, run);
  return run;
}

async function readCurrentStateNow<T>(
  paths: ArchivePaths,
  read: (state: CurrentState) => T,
  options: StateReadOptions,
): Promise<T | null> {
  const manifest = await readManifest(paths);
  const mark = await checkHeadMark(paths);
  if (mark === null) return null;
  const strict = options.strict === true;
  try {
    return await attempt(paths, manifest, mark, read, strict);
  } catch (e) {
    if (strict) throw e;
    forget(paths);
    return null;
  }
}

/**
 * Rebuilds the state of an archive from its log (`reindex`); returns its last commit, or null
 * for an archive without a head mark, whose reads never use a state.
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * await rebuildState(archivePaths("/tmp/ledger")); // the log's last commit
 * ```
 */
export function rebuildState(paths: ArchivePaths): Promise<number | null> {
  return queued(paths, async () => {
    const mark = await checkHeadMark(paths);
    if (mark === null) return null;
    forget(paths);
    const { buildStateFile } = await import("./build.ts");
    return (await buildStateFile(paths, mark.log_bytes)).commit_no;
  });
}

async function attempt<T>(
  paths: ArchivePaths,
  manifest: Manifest,
  mark: HeadMark,
  read: (state: CurrentState) => T,
  strict: boolean,
): Promise<T | null> {
  const path = paths.state;
  for (let n = 0; n < ATTEMPTS; n++) {
    const handle = open(paths, strict);
    if (handle === null) {
      refuseIf(strict, "state.missing", { path });
      await rebuild(paths, mark);
      continue;
    }
    try {
      const found = await bringUp(paths, handle, mark, strict);
      if (found === "rebuild") {
        await rebuild(paths, mark);
        continue;
      }
      if (found === "again") {
        forget(paths);
        continue;
      }
      const { meta, tornBytes } = found;
      assertLogFitsManifest(paths, manifest, {
        commit: meta.commit_no,
        schema: meta.schema,
        project_id: meta.project_id,
      });
      const result = inReadTransaction(
        handle.db,
        (now) =>
          now?.commit_no === meta.commit_no && now.sha256 === meta.sha256
            ? { value: read({ db: handle.db, manifest, meta: now, tornBytes }) }
            : null,
      );
      if (result) return result.value;
    } catch (e) {
      // A damaged page found while reading: rebuild, unless nothing may be written.
      if (!isSqliteDamage(e)) throw e;
      refuseIf(strict, "state.damaged", { path });
      await rebuild(paths, mark);
    } finally {
      if (strict) handle.db.close();
    }
  }
  if (strict) throw processingError("state.record_state_keeps", { path });
  return null;
}

/**
 * Checks the state against the log and catches it up (steps 2–4 of the module doc): the
 * checked `meta` and the torn tail's length, or what to do first.
 */
async function bringUp(
  paths: ArchivePaths,
  handle: Handle,
  mark: HeadMark,
  strict: boolean,
): Promise<{ meta: StateMeta; tornBytes: number } | "rebuild" | "again"> {
  let meta: StateMeta | null;
  try {
    meta = readStateMeta(handle.db);
  } catch (e) {
    if (!isSqliteDamage(e)) throw e;
    meta = null;
  }
  if (meta === null) {
    refuseIf(strict, "state.damaged_or_format", { path: paths.state });
    return "rebuild";
  }
  if (!holds(paths, meta)) {
    refuseIf(strict, "state.not_this_log", { path: paths.state });
    return "rebuild";
  }
  if (meta.log_bytes > mark.log_bytes) await verifyAfterMark(paths, mark, meta);
  const after = await commitsAfter(paths, meta, mark);
  if (after.commits.length === 0) return { meta, tornBytes: after.tornBytes };
  refuseIf(strict, "state.behind", {
    commit: meta.commit_no,
    latest: after.commits[after.commits.length - 1].commit,
  });
  // The writer (and the claim-row renderers it imports) loads only when commits are applied.
  const { StateWriter } = await import("./apply.ts");
  if (!catchUp(handle, paths.state, meta, after, StateWriter)) return "again";
  return { meta: readStateMeta(handle.db)!, tornBytes: after.tornBytes };
}

function refuseIf(strict: boolean, key: ResearchErrorKey, values: KeyedValues): void {
  if (strict) {
    const what = keyed(key, values);
    throw processingError("state.strict", { what: { text: what.message, ...what.options } });
  }
}

interface Handle {
  readonly db: DatabaseSync;
  readonly file: FileId;
}

/** Writable handles kept open per state path (a server reads the state on every request). */
const OPEN = new Map<string, Handle>();

/** A handle on the state file, or null when there is none; `strict` opens a read-only one. */
function open(paths: ArchivePaths, strict: boolean): Handle | null {
  const path = paths.state;
  const file = fileIdOrNull(path);
  if (file === null) return null;
  if (strict) return { db: connect(path, true), file };
  const cached = OPEN.get(path);
  if (cached && sameFile(cached.file, file)) return cached;
  if (cached) forget(paths);
  else sweepBuildTemps(paths.indexDir, basenameOf(paths.state)); // the first use in this process
  const handle = { db: connect(path, false), file };
  OPEN.set(path, handle);
  return handle;
}

function connect(path: string, readOnly: boolean): DatabaseSync {
  const db = new DatabaseSync(path, { readOnly });
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  if (!readOnly) db.exec("PRAGMA synchronous = FULL");
  return db;
}

function forget(paths: ArchivePaths): void {
  const path = paths.state;
  OPEN.get(path)?.db.close();
  OPEN.delete(path);
}

async function rebuild(paths: ArchivePaths, mark: HeadMark): Promise<void> {
  forget(paths);
  const { buildStateFile } = await import("./build.ts");
  await buildStateFile(paths, mark.log_bytes);
}

/** Whether the log still holds the state's last commit where the state says it ends. */
function holds(paths: ArchivePaths, meta: StateMeta): boolean {
  return meta.commit_no > 0 && lineHashEndingAt(paths.log, meta.log_bytes) === meta.sha256;
}

/** Verifies the lines between the mark and the state's head in full (every read does). */
async function verifyAfterMark(
  paths: ArchivePaths,
  mark: HeadMark,
  meta: StateMeta,
): Promise<void> {
  const bytes = await readLogRange(paths, mark.log_bytes, meta.log_bytes);
  const start = {
    offset: mark.log_bytes,
    line: mark.commit,
    commit: mark.commit,
    prev: mark.sha256,
  };
  const parsed = await parseLog(bytes, start);
  assertUndamaged(parsed, paths.log);
  if (parsed.validBytes !== meta.log_bytes || parsed.head !== meta.sha256) {
    throw new Error("the state's head is not the line the log holds there");
  }
}

/** The complete lines after the state's head (verified after the mark) and the torn tail. */
async function commitsAfter(
  paths: ArchivePaths,
  meta: StateMeta,
  mark: HeadMark,
): Promise<ParsedLog> {
  const size = (await Deno.stat(paths.log)).size;
  const bytes = await readLogRange(paths, meta.log_bytes, size);
  const start = {
    offset: meta.log_bytes,
    line: meta.commit_no,
    commit: meta.commit_no,
    prev: meta.sha256,
  };
  const parsed = await parseLog(bytes, start, { trustThrough: mark.log_bytes });
  assertUndamaged(parsed, paths.log);
  return parsed;
}

async function readLogRange(paths: ArchivePaths, from: number, to: number): Promise<Uint8Array> {
  if (to <= from) return new Uint8Array();
  const file = await Deno.open(paths.log, { read: true });
  try {
    return await readRange(file, from, to - from);
  } finally {
    file.close();
  }
}

/**
 * Applies `after` in one write transaction unless the state moved on or was replaced
 * meanwhile (false: read again).
 */
function catchUp(
  handle: Handle,
  path: string,
  meta: StateMeta,
  after: ParsedLog,
  Writer: typeof StateWriter,
): boolean {
  const db = handle.db;
  db.exec("BEGIN IMMEDIATE");
  try {
    const now = readStateMeta(db);
    if (
      !sameFile(handle.file, fileIdOrNull(path)) || now?.commit_no !== meta.commit_no ||
      now.sha256 !== meta.sha256
    ) {
      db.exec("ROLLBACK");
      return false;
    }
    new Writer(db).apply(after.commits, after.validBytes);
    db.exec("COMMIT");
    return true;
  } catch (e) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw e;
  }
}

function inReadTransaction<T>(db: DatabaseSync, fn: (meta: StateMeta | null) => T): T {
  db.exec("BEGIN");
  try {
    return fn(readStateMeta(db));
  } finally {
    db.exec("ROLLBACK");
  }
}

/** The file name of a path (no `node:path` on this start-up path: see `search_fast.ts`). */
function basenameOf(path: string): string {
  return path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);
}
