/**
 * The shape `svc-research/` must have (ARCHIVE.md "Where things live"): which names are files
 * and which are folders. A name of the wrong kind — `LOCK` made a folder, `tmp` a file — would
 * otherwise surface as a raw "Is a directory" or "File exists" from deep inside a write.
 * Writers check it before they take the lock and refuse with what to do; `audit` reports
 * every problem as an error. A missing entry is not a layout problem here: the scratch
 * folders and `LOCK` are created when needed, and a missing manifest or log is reported by
 * the checks that read them.
 *
 * @module
 */

import { ProcessingError } from "../../src/errors.ts";
import type { ArchivePaths } from "./paths.ts";
import type { FaultText } from "./fs_errors.ts";
import { keyedArgs, keyedValue } from "../keyed_errors.ts";

/** One entry of the wrong kind. */
export interface LayoutProblem {
  readonly path: string;
  /** What is wrong, e.g. `"…/LOCK" is a folder, but the archive needs a file there`. */
  readonly problem: string;
  /** What to do about it. */
  readonly advice: string;
  /** The catalogue keys of `problem` and `advice` (worded in the interface language). */
  readonly keyed: { readonly problem: FaultText; readonly advice: FaultText };
}

/** Each entry: its path, whether it is a folder, and what to do when it is the wrong kind. */
function entries(paths: ArchivePaths): [string, boolean, FaultText][] {
  const recreated = keyedValue("layout.recreated");
  const restore = keyedValue("layout.restore");
  return [
    [paths.lock, false, keyedValue("layout.lock")],
    [paths.manifest, false, restore],
    [paths.head, false, restore],
    [paths.logDir, true, restore],
    [paths.log, false, restore],
    [paths.objects, true, restore],
    [paths.tmp, true, recreated],
    [paths.quarantine, true, recreated],
    [paths.checkpoints, true, recreated],
    [paths.indexDir, true, recreated],
    [paths.index, false, keyedValue("layout.reindex")],
  ];
}

/**
 * Every entry of the archive that exists with the wrong kind (file for folder or the reverse).
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * layoutProblems(archivePaths("/tmp/ledger")); // [] for a sound archive
 * // with LOCK made a folder: [{ path: "…/LOCK", problem: '"…/LOCK" is a folder, but …', advice }]
 * ```
 */
export function layoutProblems(paths: ArchivePaths): LayoutProblem[] {
  const out: LayoutProblem[] = [];
  for (const [path, folder, advice] of entries(paths)) {
    let info: Deno.FileInfo;
    try {
      info = Deno.statSync(path);
    } catch {
      continue; // missing (or unreachable through a folder that is a file: reported there)
    }
    if (info.isDirectory === folder) continue;
    const problem = keyedValue(folder ? "layout.needs_folder" : "layout.needs_file", { path });
    out.push({ path, problem: problem.text, advice: advice.text, keyed: { problem, advice } });
  }
  return out;
}

/**
 * Throws the first layout problem as a one-line error (writers call it before the lock).
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * assertLayout(archivePaths("/tmp/ledger")); // throws when e.g. LOCK is a folder
 * ```
 */
export function assertLayout(paths: ArchivePaths): void {
  const [first] = layoutProblems(paths);
  if (first) {
    throw new ProcessingError(
      ...keyedArgs("layout.refused", {
        problem: first.keyed.problem,
        consequence: keyedValue("fault.nothing_written"),
        advice: first.keyed.advice,
      }),
    );
  }
}
