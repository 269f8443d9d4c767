/**
 * The acknowledged head: `svc-research/HEAD.json`, `{"commit":N,"format":
 * "research-head-local/1","log_bytes":B,"sha256":"…"}`. A writer replaces it atomically (temp
 * file, fsync, rename, folder fsync) right after each commit it appended and synced, having
 * verified every line before it; `init` and `restore` write it with the archive. It is the
 * log's verified-through mark:
 *
 * - **loss**: the log must still hold, at byte `log_bytes`, the end of the line whose `sha256`
 *   is the mark's. A log cut short (even in the middle of a line) or replaced no longer does,
 *   and then every read, every writer and `audit` refuse it and name the missing commits —
 *   a torn final line after the mark stays what it was, an unacknowledged write. Checking
 *   costs one read of the line's last kilobyte.
 * - **trust**: as in git, the chain is verified where it is written and audited, not on every
 *   read. Writers, export and `audit` verify every line. A read (lists, records, citations,
 *   search) re-checks only the lines after the mark — normally none; one after a writer was
 *   killed between its append and the mark — and trusts the lines up to it. So a byte flipped
 *   inside the marked part of the log is reported by `audit` and refused by the next writer,
 *   while reads keep answering from it: search and every other read alike.
 *
 * The mark lives in its own small file rather than in `MANIFEST.json`: the manifest is written
 * at init and replaced only to raise the storage schema (ARCHIVE.md), and a file rewritten on
 * every commit should not be the one that says what the archive is. Releases without marks
 * ignore the file, so no storage schema is raised; an archive last written by one has no mark
 * (its reads verify every line, as before) until the next write of this release records one.
 *
 * This module is on the start-up path of a fresh `svc research search`: no `node:` import.
 *
 * @module
 */

import { ProcessingError } from "../../src/errors.ts";
import { lineHashEndingAt, readHead } from "./log.ts";
import type { ArchivePaths } from "./paths.ts";
import { keyedArgs, keyedValue, messageOf, processingError } from "../keyed_errors.ts";

/** The format label inside `HEAD.json`. */
export const HEAD_FORMAT = "research-head-local/1";

/** The acknowledged head of the log. */
export interface HeadMark {
  /** Number of the last acknowledged commit. */
  readonly commit: number;
  /** Its `sha256` (the snapshot it was acknowledged with). */
  readonly sha256: string;
  /** Log length through that commit's line. */
  readonly log_bytes: number;
}

/**
 * The bytes of `HEAD.json` (canonical JSON: sorted keys, no spaces) plus a newline.
 *
 * @example
 * ```ts
 * headMarkText({ commit: 1, sha256: "ab".repeat(32), log_bytes: 343 });
 * // '{"commit":1,"format":"research-head-local/1","log_bytes":343,"sha256":"abab…"}\n'
 * ```
 */
export function headMarkText(mark: HeadMark): string {
  const { commit, sha256, log_bytes } = mark;
  return JSON.stringify({ commit, format: HEAD_FORMAT, log_bytes, sha256 }) + "\n";
}

/**
 * Reads the mark; null when the archive has none (created by an older release). An unreadable
 * or invalid mark is an error: without it nothing tells a cut log from a whole one.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * readHeadMark(archivePaths("/tmp/ledger"))?.commit; // 1 right after init
 * ```
 */
export function readHeadMark(paths: ArchivePaths): HeadMark | null {
  let text: string;
  try {
    text = Deno.readTextFileSync(paths.head);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw processingError("store.read_archive_s", { head: paths.head, why: messageOf(e) });
  }
  let value: Partial<HeadMark> & { format?: unknown } = {};
  try {
    value = JSON.parse(text) ?? {};
  } catch {
    // reported below
  }
  if (
    value.format !== HEAD_FORMAT || !isPositiveInteger(value.commit) ||
    !isPositiveInteger(value.log_bytes) || typeof value.sha256 !== "string" ||
    !/^[0-9a-f]{64}$/.test(value.sha256)
  ) {
    throw processingError("store.archive_s_head", { head: paths.head, head_format: HEAD_FORMAT });
  }
  return { commit: value.commit!, sha256: value.sha256, log_bytes: value.log_bytes! };
}

function isPositiveInteger(n: unknown): n is number {
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0;
}

/**
 * True when the log still holds the mark's commit line, ending at byte `log_bytes`.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * const paths = archivePaths("/tmp/ledger");
 * markHeld(paths, readHeadMark(paths)!); // true unless the log was cut or replaced
 * ```
 */
export function markHeld(paths: ArchivePaths, mark: HeadMark): boolean {
  return lineHashEndingAt(paths.log, mark.log_bytes) === mark.sha256;
}

/**
 * "commit 5" or "commits 3 to 5".
 *
 * @example
 * ```ts
 * commitRange(3, 5); // "commits 3 to 5"
 * ```
 */
export function commitRange(from: number, to: number): string {
  return from === to ? `commit ${to}` : `commits ${from} to ${to}`;
}

/**
 * The one-line error for a log that lost acknowledged commits. `lastCommit` is the last
 * commit the log still holds (null when not even that can be read).
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * const mark = { commit: 5, sha256: "ab".repeat(32), log_bytes: 5503 };
 * lostHeadMessage(archivePaths("/tmp/ledger"), mark, 2);
 * // 'The archive log "…/commits.jsonl" ends at commit 2, but commit 5 was acknowledged:
 * //  commits 3 to 5 are missing; nothing was changed; restore the archive from a bundle …'
 * ```
 */
export function lostHeadMessage(
  paths: ArchivePaths,
  mark: HeadMark,
  lastCommit: number | null,
): string {
  return lostHeadError(paths, mark, lastCommit).message;
}

/**
 * {@linkcode lostHeadMessage} as an error with its catalogue key (`head.*`), worded in the
 * interface language.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * const mark = { commit: 5, sha256: "ab".repeat(32), log_bytes: 5503 };
 * lostHeadError(archivePaths("/tmp/ledger"), mark, null).ref?.key; // "head.lost"
 * ```
 */
export function lostHeadError(
  paths: ArchivePaths,
  mark: HeadMark,
  lastCommit: number | null,
): ProcessingError {
  const commit = mark.commit;
  const what = lastCommit === null
    ? keyedValue("head.not_reached", { commit })
    : lastCommit < commit
    ? lastCommit + 1 === commit
      ? keyedValue("head.ends_one", { last: lastCommit, commit })
      : keyedValue("head.ends_many", { last: lastCommit, from: lastCommit + 1, commit })
    : keyedValue("head.replaced", { commit });
  return new ProcessingError(...keyedArgs("head.lost", { log: paths.log, what }));
}

/**
 * Reads the mark and refuses a log that no longer holds it (see the module doc); returns the
 * mark, or null for an archive without one.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * (await checkHeadMark(archivePaths("/tmp/ledger")))?.commit; // throws when commits were lost
 * ```
 */
export async function checkHeadMark(paths: ArchivePaths): Promise<HeadMark | null> {
  const mark = readHeadMark(paths);
  if (mark === null || markHeld(paths, mark)) return mark;
  const last = await readHead(paths.log).catch(() => null);
  throw lostHeadError(paths, mark, last?.commit ?? null);
}
