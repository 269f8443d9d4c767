/**
 * What killed processes leave in an archive, and who removes it:
 *
 * - scratch files of writers: object temps in `tmp/` and the temp files of the atomic
 *   replacements of `MANIFEST.json` and `HEAD.json` (`.MANIFEST.json.<random>.tmp` beside
 *   them). Only a writer holding the lock makes them, so the next writer, under the lock,
 *   removes them all ({@linkcode sweepLeftovers});
 * - temp files of index builds in `index/` (`search/build_temps.ts`) — of the search index and
 *   of the materialised state (`research/state/`): removed by the next build, the next read
 *   that opens that file in a process and the next writer, unless a live build still holds
 *   them.
 *
 * While any is present `audit` warns and names them ({@linkcode archiveLeftovers}).
 *
 * @module
 */

import { basename, join } from "node:path";
import { buildTemps, sweepBuildTemps } from "../search/build_temps.ts";
import type { ArchivePaths } from "./paths.ts";

/** The names of the derived files inside `index/`: the search index and the materialised state. */
function indexNames(paths: ArchivePaths): string[] {
  return [paths.index, paths.state].map((path) => basename(path));
}

/** Leftover files, as paths relative to `svc-research/`. */
export interface Leftovers {
  /** Writers' scratch files (`tmp/…`, `.MANIFEST.json.….tmp`, `.HEAD.json.….tmp`). */
  readonly scratch: string[];
  /** Temp files of index builds (`index/.search.sqlite.….tmp`, `index/.state.sqlite.….tmp`). */
  readonly index: string[];
}

function isStateTemp(name: string): boolean {
  return /^\.(MANIFEST|HEAD)\.json\..+\.tmp$/.test(name);
}

function names(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  try {
    for (const e of Deno.readDirSync(dir)) if (keep(e.name)) out.push(e.name);
  } catch {
    return [];
  }
  return out.sort();
}

/**
 * The leftover files present now (reads only).
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * archiveLeftovers(archivePaths("/tmp/ledger"));
 * // { scratch: [], index: [".search.sqlite.3f9a0c1b2d4e.tmp"] } after a killed reindex
 * ```
 */
export function archiveLeftovers(paths: ArchivePaths): Leftovers {
  return {
    scratch: [
      ...names(paths.dir, isStateTemp),
      ...names(paths.tmp, () => true).map((n) => `tmp/${n}`),
    ],
    index: indexNames(paths).flatMap((name) => buildTemps(paths.indexDir, name)).map((n) =>
      `index/${n}`
    ),
  };
}

/**
 * Removes every leftover no live process can still be using: all writers' scratch files (the
 * caller holds the writer lock, so no writer is running) and the temp files of dead index
 * builds. Returns what it removed; a file it cannot remove stays for `audit` to report.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * sweepLeftovers(archivePaths("/tmp/ledger")); // [] when nothing was left
 * ```
 */
export function sweepLeftovers(paths: ArchivePaths): string[] {
  const removed: string[] = [];
  const { scratch } = archiveLeftovers(paths);
  for (const rel of scratch) {
    try {
      Deno.removeSync(join(paths.dir, rel));
      removed.push(rel);
    } catch {
      // reported by audit while it stays
    }
  }
  for (const name of indexNames(paths)) {
    for (const n of sweepBuildTemps(paths.indexDir, name)) removed.push(`index/${n}`);
  }
  return removed;
}
