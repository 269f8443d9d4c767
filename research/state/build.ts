/**
 * Building the materialised state from the whole log: a fresh file beside `index/state.sqlite`,
 * filled in one transaction without journal or sync, fsynced and renamed into place
 * (`buildDatabaseFile` of the search index, whose temp-file sweeping it shares). The log is read
 * in runs of whole lines, verified as every read verifies it (lines after the acknowledged head
 * mark in full, those up to it for their number, schema and operations: `store/head_mark.ts`),
 * so a build never holds more than one run's commits in memory. Imported only when a state is
 * missing, stale or damaged, and by `reindex`.
 *
 * @module
 */

import { DatabaseSync } from "node:sqlite";
import { buildDatabaseFile } from "../search/build.ts";
import { assertUndamaged, GENESIS, parseLog, type ParseStart, readRange } from "../store/log.ts";
import type { ArchivePaths } from "../store/paths.ts";
import { StateWriter } from "./apply.ts";
import { readStateMeta, STATE_SQL, type StateMeta } from "./schema.ts";

/** Bytes read from the log at a time (more when one line is longer). */
const RUN_BYTES = 8 << 20;

/**
 * Builds the state of the archive at `paths` (into `paths.state`) from its log, trusting lines
 * up to byte `trustThrough` (the acknowledged head mark's `log_bytes`). Throws the log's damage as
 * a replay would; returns the new state's `meta`.
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * const paths = archivePaths("/tmp/ledger");
 * const meta = await buildStateFile(paths, 0);
 * meta.commit_no; // the log's last commit
 * ```
 */
export function buildStateFile(paths: ArchivePaths, trustThrough: number): Promise<StateMeta> {
  return buildDatabaseFile(paths.state, async (temp) => {
    const db = new DatabaseSync(temp);
    try {
      db.exec("PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF");
      db.exec("BEGIN");
      db.exec(STATE_SQL);
      const writer = new StateWriter(db, { bulk: true });
      writer.start();
      await applyLog(paths, writer, trustThrough);
      writer.finish();
      db.exec("COMMIT");
      return readStateMeta(db)!;
    } finally {
      db.close();
    }
  });
}

async function applyLog(
  paths: ArchivePaths,
  writer: StateWriter,
  trustThrough: number,
): Promise<void> {
  const file = await Deno.open(paths.log, { read: true });
  try {
    const size = (await file.stat()).size;
    let start: ParseStart = { offset: 0, line: 0, commit: 0, prev: GENESIS };
    while (start.offset < size) {
      const bytes = await wholeLines(file, start.offset, size);
      if (bytes.length === 0) break; // only a torn tail is left
      const parsed = await parseLog(bytes, start, { trustThrough });
      assertUndamaged(parsed, paths.log);
      const last = parsed.commits[parsed.commits.length - 1];
      writer.apply(parsed.commits, parsed.validBytes);
      start = {
        offset: parsed.validBytes,
        line: start.line + parsed.commits.length,
        commit: last.commit,
        prev: last.sha256,
      };
    }
  } finally {
    file.close();
  }
}

/** The bytes from `offset` through the last newline of a run of about RUN_BYTES or more. */
async function wholeLines(file: Deno.FsFile, offset: number, size: number): Promise<Uint8Array> {
  let bytes = await readRange(file, offset, Math.min(RUN_BYTES, size - offset));
  for (;;) {
    const nl = bytes.lastIndexOf(0x0a);
    if (nl >= 0) return bytes.subarray(0, nl + 1);
    const end = offset + bytes.length;
    if (end >= size) return bytes.subarray(0, 0);
    const more = await readRange(file, end, Math.min(RUN_BYTES, size - end));
    const joined = new Uint8Array(bytes.length + more.length);
    joined.set(bytes);
    joined.set(more, bytes.length);
    bytes = joined;
  }
}
