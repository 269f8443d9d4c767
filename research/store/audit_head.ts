/**
 * The parts of `audit` that compare the log with what the archive acknowledged: the head mark
 * (`HEAD.json`, `head_mark.ts`) and the manifest. A log that ends before the acknowledged
 * head — cut short, even in the middle of a line — or that no longer holds it is an error
 * naming the missing commits; the bytes of a line cut off below the head are the remains of
 * an acknowledged commit, not an interrupted write. A missing `MANIFEST.json` beside an intact
 * log is an error that names the repair (restore, or the exact manifest to write back: every
 * field of it is in the log), never "run init", which would refuse the existing folder.
 *
 * @module
 */

import type { Commit } from "../types.ts";
import { commitRange, readHeadMark } from "./head_mark.ts";
import { lineHashEndingAt, type ParsedLog } from "./log.ts";
import { type Manifest, newManifest } from "./manifest.ts";
import type { ArchivePaths } from "./paths.ts";

/** One audit finding (the shape of `AuditFinding` in `audit.ts`). */
export interface HeadFinding {
  readonly code: string;
  readonly message: string;
  readonly line?: number;
  readonly offset?: number;
}

/** What {@linkcode auditHead} found. */
export interface HeadAudit {
  readonly errors: HeadFinding[];
  /** The torn bytes at the end are what is left of acknowledged commits (no torn-tail warning). */
  readonly tornIsLoss: boolean;
}

const RESTORE = "restore the archive from a bundle or an export " +
  "(svc research restore --from BUNDLE --to NEW_DIR)";

/**
 * Compares the verified log with the acknowledged head.
 *
 * @example
 * ```ts
 * import { readLog } from "./log.ts";
 * import { archivePaths } from "./paths.ts";
 * const paths = archivePaths("/tmp/ledger");
 * auditHead(paths, await readLog(paths.log)).errors; // [] when the log holds its head
 * ```
 */
export function auditHead(paths: ArchivePaths, log: ParsedLog): HeadAudit {
  let mark;
  try {
    mark = readHeadMark(paths);
  } catch (e) {
    return {
      errors: [{
        code: "head-mark",
        message: `${(e as Error).message.replace(/; nothing was changed.*$/, "")}; if the rest ` +
          "of this audit is clean, remove HEAD.json (the next write records the head again), " +
          `else ${RESTORE}`,
      }],
      tornIsLoss: false,
    };
  }
  if (!mark) return { errors: [], tornIsLoss: false };
  const last = log.commits.length; // commit numbers run 1, 2, … in a verified log
  const missing = last < mark.commit ? commitRange(last + 1, mark.commit) : "";
  const verb = last + 1 === mark.commit ? "is" : "are";
  if (last < mark.commit && log.damage) {
    return {
      errors: [{
        code: "log-short",
        message: `Commit ${mark.commit} was acknowledged (HEAD.json), but the log verifies only ` +
          `through commit ${last}: ${missing} ${verb} damaged or lost; ${RESTORE}`,
        line: last + 1,
      }],
      tornIsLoss: false,
    };
  }
  if (last < mark.commit) {
    const remains = log.tornBytes > 0
      ? `; the ${log.tornBytes} bytes after commit ${last} are what is left of commit ` +
        `${last + 1}, not an interrupted write`
      : "";
    return {
      errors: [{
        code: "log-short",
        message: `The log ends at commit ${last}, but commit ${mark.commit} was acknowledged ` +
          `(HEAD.json): ${missing} ${verb} missing${remains}; ${RESTORE}`,
        line: last + 1,
        offset: log.validBytes,
      }],
      tornIsLoss: log.tornBytes > 0,
    };
  }
  if (
    log.commits[mark.commit - 1].sha256 !== mark.sha256 ||
    lineHashEndingAt(paths.log, mark.log_bytes) !== mark.sha256
  ) {
    return {
      errors: [{
        code: "log-replaced",
        message: `Commit ${mark.commit} in the log is not the acknowledged one (HEAD.json names ` +
          `sha256 ${mark.sha256.slice(0, 12)}… ending at byte ${mark.log_bytes}): the log was ` +
          `replaced or rewritten; ${RESTORE}`,
        line: mark.commit,
      }],
      tornIsLoss: false,
    };
  }
  return { errors: [], tornIsLoss: false };
}

/**
 * The manifest an archive had, rebuilt from its log: project id, creation time and release
 * from the init commit, the schema from the highest a commit needed (the manifest may have been
 * raised before a crash; a raise never has to be undone). Null without an init commit.
 *
 * @example
 * ```ts
 * import { readLog } from "./log.ts";
 * const log = await readLog("/tmp/ledger/svc-research/log/commits.jsonl");
 * manifestFromLog(log.commits)?.storage; // "research-local/1" right after init
 * ```
 */
export function manifestFromLog(commits: readonly Commit[]): Manifest | null {
  const init = commits[0]?.ops[0];
  if (init?.op !== "init") return null;
  const schema = Math.max(...commits.map((c) => c.schema));
  return { ...newManifest(init.project_id, schema, commits[0].at), created_by: commits[0].tool };
}

/**
 * The finding for a missing `MANIFEST.json` beside a log, with the repair.
 *
 * @example
 * ```ts
 * import { readLog } from "./log.ts";
 * import { archivePaths } from "./paths.ts";
 * const paths = archivePaths("/tmp/ledger");
 * missingManifestFinding(paths, (await readLog(paths.log)).commits).code; // "manifest-missing"
 * ```
 */
export function missingManifestFinding(
  paths: ArchivePaths,
  commits: readonly Commit[],
): HeadFinding {
  const rebuilt = manifestFromLog(commits);
  const repair = rebuilt
    ? `, or write this one line back to "${paths.manifest}" (rebuilt from the log) and audit ` +
      `again: ${JSON.stringify(rebuilt)}`
    : "";
  return {
    code: "manifest-missing",
    message: `MANIFEST.json is missing, but the archive's log is there (do not run init: it ` +
      `refuses an existing archive); ${RESTORE}${repair}`,
  };
}
