/**
 * A folder that an export is about to create must lie outside the archive folder: a bundle
 * written into `svc-research/` would be swept up by the next export, make the archive's own
 * objects look like leftovers, and be lost with the archive it is meant to back up. The check
 * follows symbolic links of every part of the path that exists (the new folder itself does
 * not exist yet), so `ln -s svc-research/tmp backups; export --output backups/x` is refused
 * as well.
 *
 * @module
 */

import { basename, dirname, join, resolve } from "node:path";
import { isInside } from "../../src/project/inside_root.ts";
import { processingError } from "../keyed_errors.ts";

/**
 * Throws a `ProcessingError` (exit 1) when `output` is the archive folder `archiveDir` or lies
 * inside it, after resolving the links of the part of `output` that exists.
 *
 * @example
 * ```ts
 * await refuseInsideArchive("/tmp/ledger/svc-research", "/tmp/ledger-backup"); // passes
 * await refuseInsideArchive("/tmp/ledger/svc-research", "/tmp/ledger/svc-research/tmp/b");
 * // throws: the output is inside the archive folder
 * ```
 */
export async function refuseInsideArchive(archiveDir: string, output: string): Promise<void> {
  const archive = await Deno.realPath(archiveDir).catch(() => resolve(archiveDir));
  const out = await realTarget(resolve(output));
  if (out === archive || isInside(archive, out)) {
    throw processingError("store.export_archive_into", { output, archive });
  }
}

/** `path` with the links of its longest existing prefix resolved. */
async function realTarget(path: string): Promise<string> {
  const rest: string[] = [];
  let at = path;
  for (;;) {
    try {
      return join(await Deno.realPath(at), ...rest.reverse());
    } catch {
      const up = dirname(at);
      if (up === at) return path;
      rest.push(basename(at));
      at = up;
    }
  }
}
