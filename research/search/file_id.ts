/**
 * Which file a path names, so that a connection notices when `reindex` renamed a new index
 * file over the one it opened (its handle keeps reading the old, unlinked file otherwise).
 *
 * @module
 */

/** Which file a path names: device and inode (inode null where the platform has none). */
export interface FileId {
  readonly dev: number;
  readonly ino: number | null;
}

/**
 * The file `path` names now; throws `Deno.errors.NotFound` when there is none.
 *
 * @example
 * ```ts
 * const id = fileId("/etc/hosts"); // e.g. { dev: 2049, ino: 1234567 }
 * sameFile(id, fileId("/etc/hosts")); // true until the file is replaced
 * ```
 */
export function fileId(path: string): FileId {
  const st = Deno.statSync(path);
  return { dev: st.dev, ino: st.ino };
}

/**
 * Like {@linkcode fileId}, but null when there is no file.
 *
 * @example
 * ```ts
 * fileIdOrNull("/tmp/missing.sqlite"); // null when there is no such file
 * ```
 */
export function fileIdOrNull(path: string): FileId | null {
  try {
    return fileId(path);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw e;
  }
}

/**
 * True when both name the same file.
 *
 * @example
 * ```ts
 * sameFile({ dev: 1, ino: 2 }, { dev: 1, ino: 2 }); // true
 * ```
 */
export function sameFile(a: FileId, b: FileId | null): boolean {
  return b !== null && a.dev === b.dev && a.ino === b.ino;
}
