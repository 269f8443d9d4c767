/**
 * The temporary files of index builds: `buildIndexFile` fills `.<name>.<random>.tmp` beside the
 * index (about 28 MB for 100,000 passages) and renames it into place. A build killed before
 * the rename leaves its file behind; nothing would ever remove it. So a build holds an
 * exclusive `flock` on its temp file while it runs (released by the kernel when the process
 * dies), and {@linkcode sweepBuildTemps} — run by the next build, the next search that opens
 * the index in a process and the next archive writer — removes every temp file whose lock it
 * can take: only dead builds' files. `audit` names the ones present ({@linkcode buildTemps}).
 *
 * On Windows, where such a lock would also block SQLite's own writes, a build takes no lock
 * and the sweep only removes what the system lets it (a file SQLite holds open is refused).
 *
 * This module is on the start-up path of a fresh `svc research search`: no `node:` import.
 *
 * @module
 */

import { joinPath } from "../../src/project/plain_path.ts";

/**
 * The names of the build temp files of index `name` in `dir`, sorted; [] without the folder.
 *
 * @example
 * ```ts
 * buildTemps("/tmp/ledger/svc-research/index", "search.sqlite");
 * // [".search.sqlite.3f9a0c1b2d4e.tmp"] after a killed reindex, else []
 * ```
 */
export function buildTemps(dir: string, name: string): string[] {
  const out: string[] = [];
  try {
    for (const e of Deno.readDirSync(dir)) {
      if (e.isFile && e.name.startsWith(`.${name}.`) && e.name.endsWith(".tmp")) out.push(e.name);
    }
  } catch {
    return [];
  }
  return out.sort();
}

/**
 * Marks a new build temp file as in use for as long as `file` stays open (see the module doc).
 *
 * @example
 * ```ts
 * const file = Deno.openSync("/tmp/index/.search.sqlite.a1b2c3.tmp", {
 *   write: true,
 *   createNew: true,
 * });
 * holdBuildTemp(file); // closing `file` (or dying) releases it for the next sweep
 * ```
 */
export function holdBuildTemp(file: Deno.FsFile): void {
  if (Deno.build.os !== "windows") file.lockSync(true);
}

/**
 * Removes the build temp files of index `name` in `dir` that no running build holds; returns
 * their names. Never throws: a file it cannot remove stays for the next sweep (and `audit`).
 *
 * @example
 * ```ts
 * sweepBuildTemps("/tmp/ledger/svc-research/index", "search.sqlite"); // [] when none was left
 * ```
 */
export function sweepBuildTemps(dir: string, name: string): string[] {
  const removed: string[] = [];
  for (const temp of buildTemps(dir, name)) {
    const path = joinPath(dir, temp);
    let file: Deno.FsFile | null = null;
    try {
      file = Deno.openSync(path, { read: true });
      // Removed while still holding the lock, so no new build can take the name in between.
      if (Deno.build.os !== "windows" && !file.tryLockSync(true)) continue;
      Deno.removeSync(path);
      removed.push(temp);
    } catch {
      // gone already, or not ours to remove: the next sweep (or audit) sees it
    } finally {
      file?.close();
    }
  }
  return removed;
}
