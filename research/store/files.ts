/**
 * The two file operations the store repeats: writing a file that must not exist yet (fully,
 * then synced) and asking whether a path exists without following it.
 *
 * @module
 */

import { writeAll } from "../../src/project/atomic_write.ts";

/**
 * Creates `path` (refusing an existing one), writes every byte and syncs its data. When a
 * write or the sync fails, the file it made is removed before the error propagates.
 *
 * @example
 * ```ts
 * await writeNewSynced("/tmp/svc-note.txt", "Es war einmal.\n"); // throws when it exists
 * ```
 */
export async function writeNewSynced(
  path: string,
  data: string | Uint8Array,
  mode?: number,
): Promise<void> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  const file = await Deno.open(path, { write: true, createNew: true, mode });
  try {
    await writeAll(file, bytes);
    await file.syncData();
  } catch (e) {
    // This call made the file: one it could not write whole (a full disk, a file-size
    // limit) is removed, never left behind looking like a copy.
    file.close();
    await Deno.remove(path).catch(() => {});
    throw e;
  }
  file.close();
}

/**
 * True when something (a file, folder or link) is at `path`.
 *
 * @example
 * ```ts
 * await pathExists("/tmp/book/svc-research"); // false before init
 * ```
 */
export async function pathExists(path: string): Promise<boolean> {
  try {
    await Deno.lstat(path);
    return true;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return false;
    throw e;
  }
}
