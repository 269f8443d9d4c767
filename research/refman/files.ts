/**
 * The file of a stored attachment, checked before a byte is read: it must be a regular file
 * whose real path (symlinks resolved) stays inside `<real path of storage>/<key>/` — a
 * symlinked file, or a symlinked `<key>` folder, that leads elsewhere is refused. Its MD5 (the hash Zotero itself reports for attachment files) and
 * modification time in milliseconds identify the capture.
 *
 * @module
 */

import { createHash } from "node:crypto";
import { basename, dirname, join } from "node:path";
import { isInside } from "../../src/project/inside_root.ts";
import type { FileLocation } from "./types.ts";
import { processingError, usageError } from "../keyed_errors.ts";

/** A stored attachment's file, its real path checked. */
export interface StoredFile {
  readonly path: string;
  readonly size: number;
  /** Modification time in milliseconds since the epoch (Zotero's `mtime`). */
  readonly mtime: number;
}

/**
 * Checks a stored attachment's file (see the module doc).
 *
 * @example
 * ```ts
 * const folder = "/tmp/Zotero/storage/ABCD2345";
 * const file = await storedFile({ folder, path: `${folder}/a.pdf` }, "ABCD2345");
 * file.path; // "/tmp/Zotero/storage/ABCD2345/a.pdf" (its real path); also size and mtime
 * ```
 */
export async function storedFile(where: FileLocation, key: string): Promise<StoredFile> {
  // The storage folder itself may be a symlink (a library moved to another disk); the key's
  // folder and the file must then stay inside its real path.
  let storage: string;
  try {
    storage = await Deno.realPath(dirname(where.folder));
  } catch {
    throw processingError("refman.file_attachment_on", { key, folder: where.folder });
  }
  const folder = join(storage, basename(where.folder));
  let real: string;
  try {
    real = await Deno.realPath(where.path);
  } catch {
    throw processingError("refman.file_attachment_on_2", { key, path: where.path });
  }
  if (!isInside(folder, real)) {
    throw usageError("refman.refused_attachment_file", { key, path: where.path, real, folder });
  }
  const info = await Deno.stat(real);
  if (!info.isFile) {
    throw usageError("refman.refused_attachment_regular", { key, path: where.path });
  }
  return { path: real, size: info.size, mtime: Math.floor(info.mtime?.getTime() ?? 0) };
}

/**
 * MD5 of bytes as lower-case hex (only to compare with Zotero's own attachment hash; the
 * archive identifies bytes by SHA-256).
 *
 * @example
 * ```ts
 * md5Hex(new TextEncoder().encode("abc")); // "900150983cd24fb0d6963f7d28e17f72"
 * ```
 */
export function md5Hex(bytes: Uint8Array): string {
  return createHash("md5").update(bytes).digest("hex");
}
