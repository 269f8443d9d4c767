/**
 * Atomic file replacement: a reader (or a crash) sees either the old file or the complete new
 * one, never a partial write. Used by `svc build` and meant for the server's writes later.
 *
 * Steps: create a temp file `.<name>.<random>.tmp` in the target's own directory (same file
 * system, so the rename is atomic), write everything, `fsync` it, close it, rename it over
 * the target, then `fsync` the directory so the rename itself is durable. The directory sync
 * is skipped on Windows (directories cannot be opened for it there) and an `EINVAL` /
 * `ENOTSUP` from it is ignored (file systems that do not support it); every other failure
 * propagates. If anything fails before the rename, the temp file is removed and the target is
 * untouched. No parent folders are created: that is the caller's decision.
 *
 * The temp name's random part comes from `crypto.getRandomValues`; it only has to be unique,
 * results never depend on it. The file is created exclusively (`createNew`), so two writers
 * never share a temp file.
 *
 * @module
 */

/** Options of {@linkcode writeFileAtomic}. */
export interface AtomicWriteOptions {
  /** Permission bits of a new file, before the umask (default 0o666, like a plain create). */
  readonly mode?: number;
}

/** How often a colliding temp name is redrawn before giving up. */
const MAX_NAME_ATTEMPTS = 8;

/** Directory-sync errors that only mean "not supported here". */
const IGNORED_DIR_SYNC_CODES = new Set(["EINVAL", "ENOTSUP", "EOPNOTSUPP"]);

/**
 * Replaces `path` with `data` atomically. Throws the underlying `Deno.errors.*` error on any
 * failure; the old file (if any) is then unchanged and no temp file is left behind.
 *
 * @example
 * ```ts
 * const json = JSON.stringify({ words: 3 }, null, 2);
 * await writeFileAtomic("/tmp/book-analysis.json", json + "\n");
 * // the file now holds the new JSON whole; on failure it keeps its old bytes
 * ```
 */
export async function writeFileAtomic(
  path: string,
  data: Uint8Array | string,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  // `node:path` loads only when writing: importing it sets up Deno's Node compatibility layer,
  // 12–25 ms of every fresh read otherwise (`src/project/plain_path.ts`).
  const { basename, dirname } = await import("node:path");
  const dir = dirname(path);
  const { file, tempPath } = await createTempFile(dir, basename(path), options.mode ?? 0o666);
  let renamed = false;
  try {
    try {
      await writeAll(file, bytes);
      await file.sync();
    } finally {
      file.close();
    }
    await Deno.rename(tempPath, path);
    renamed = true;
  } finally {
    if (!renamed) await Deno.remove(tempPath).catch(() => {});
  }
  await syncDirectory(dir);
}

/**
 * The temp-file name for a target name and a random tag.
 *
 * @example
 * ```ts
 * tempFileName("book-style.json", "a1b2c3"); // ".book-style.json.a1b2c3.tmp"
 * ```
 */
export function tempFileName(name: string, tag: string): string {
  return `.${name}.${tag}.tmp`;
}

async function createTempFile(
  dir: string,
  name: string,
  mode: number,
): Promise<{ file: Deno.FsFile; tempPath: string }> {
  const { join } = await import("node:path");
  for (let attempt = 1;; attempt++) {
    const tempPath = join(dir, tempFileName(name, randomTag()));
    try {
      const file = await Deno.open(tempPath, { write: true, createNew: true, mode });
      return { file, tempPath };
    } catch (e) {
      if (!(e instanceof Deno.errors.AlreadyExists) || attempt >= MAX_NAME_ATTEMPTS) throw e;
    }
  }
}

function randomTag(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Writes every byte (a single `write` may be partial).
 *
 * @example
 * ```ts
 * const file = await Deno.open("/tmp/svc-example.txt", { write: true, create: true });
 * await writeAll(file, new TextEncoder().encode("hello\n")); // all 6 bytes written
 * file.close();
 * ```
 */
export async function writeAll(file: Deno.FsFile, bytes: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < bytes.length) offset += await file.write(bytes.subarray(offset));
}

/**
 * fsyncs a directory so that a rename or link inside it is durable (a no-op on Windows).
 *
 * @example
 * ```ts
 * await syncDirectory("/tmp/exports");
 * // a rename just made inside /tmp/exports now survives a crash
 * ```
 */
export async function syncDirectory(dir: string): Promise<void> {
  if (Deno.build.os === "windows") return;
  let handle: Deno.FsFile | undefined;
  try {
    handle = await Deno.open(dir, { read: true });
    await handle.sync();
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== "string" || !IGNORED_DIR_SYNC_CODES.has(code)) throw e;
  } finally {
    handle?.close();
  }
}
