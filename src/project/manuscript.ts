/**
 * Reading a manuscript file: bytes must be UTF-8 (a BOM is tolerated by the parser); every
 * failure becomes a `ProcessingError` that names the file, never a stack trace.
 *
 * @module
 */

import { ProcessingError } from "../errors.ts";
import type { Messages } from "../i18n/messages.ts";

/**
 * Reads and decodes a manuscript.
 *
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * const text = await readManuscript("book.md", messages("en"));
 * // the text of book.md; a ProcessingError naming the file when it is missing or not UTF-8
 * ```
 */
export async function readManuscript(path: string, m: Messages): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await Deno.readFile(path);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) throw new ProcessingError(m.errors.notFound(path));
    if (e instanceof Deno.errors.IsADirectory) {
      throw new ProcessingError(m.errors.isDirectory(path));
    }
    throw new ProcessingError(m.errors.cannotRead(path, (e as Error).message));
  }
  return decodeUtf8(bytes, path, m);
}

/**
 * Decodes strict UTF-8, reporting the byte offset of the first invalid sequence.
 *
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * decodeUtf8(new Uint8Array([0x68, 0x69]), "a.md", messages("en")); // "hi"
 * ```
 */
export function decodeUtf8(bytes: Uint8Array, path: string, m: Messages): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ProcessingError(m.errors.notUtf8(path, firstInvalidUtf8(bytes)));
  }
}

/** Offset of the first byte that does not start a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const need = b < 0x80
      ? 0
      : b >= 0xc2 && b < 0xe0
      ? 1
      : b >= 0xe0 && b < 0xf0
      ? 2
      : b >= 0xf0 && b < 0xf5
      ? 3
      : -1;
    if (need < 0) return i;
    const chunk = bytes.subarray(i, i + need + 1);
    if (chunk.length < need + 1) return i;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(chunk);
    } catch {
      return i;
    }
    i += need + 1;
  }
  return i;
}
