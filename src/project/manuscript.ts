/**
 * The one manuscript reader. Every command, route and archive function that reads a
 * manuscript reads it here:
 * - {@linkcode readManuscriptFile}: the raw bytes and their SHA-256 (the hash of the file as
 *   stored, BOM included: build inputs and anchors pin these bytes); read errors pass through
 *   as `Deno.errors.*` so each caller words them its own way (an `[error]` line, an HTTP
 *   status, an anchor's `missing` / `unreadable`).
 * - {@linkcode readManuscriptBytes} / {@linkcode readManuscript}: the same with the CLI's
 *   messages, every failure a `ProcessingError` that names the file, never a stack trace.
 * - {@linkcode decodeManuscript} / {@linkcode decodeUtf8}: the text. Strict UTF-8 (`./utf8.ts`);
 *   a leading byte order mark is dropped for reading and analysis, and kept (`keepBom`) by an
 *   edit that writes the text back, so the file keeps it too.
 *
 * The name rule (which files are Markdown manuscripts) is `./manuscript_name.ts`; finding the
 * one manuscript of a folder is `./exports/find_manuscript.ts`.
 *
 * @module
 */

import { ProcessingError } from "../errors.ts";
import type { Messages } from "../i18n/messages.ts";
import { decodeUtf8Strict, type Utf8Decoded } from "./utf8.ts";

/** A manuscript's bytes as read. */
export interface ManuscriptFile {
  /** The path it was read from, as given. */
  readonly path: string;
  readonly bytes: Uint8Array;
  /** Lower-case hex SHA-256 of `bytes`. */
  readonly sha256: string;
}

/**
 * Reads a manuscript's bytes and hashes them; a read failure throws the `Deno.errors.*` error.
 *
 * @example
 * ```ts
 * const file = await readManuscriptFile("book.md");
 * file.sha256.length; // 64 (the same digest `sha256sum book.md` prints)
 * ```
 */
export async function readManuscriptFile(path: string): Promise<ManuscriptFile> {
  const bytes = await Deno.readFile(path);
  // Loaded here, not at start-up: Node's crypto module costs every analysis process that
  // only reads its manuscript (readManuscript) tens of milliseconds.
  const { sha256Hex } = await import("../codec/hash.ts");
  return { path, bytes, sha256: sha256Hex(bytes) };
}

/** The CLI's error for a manuscript that cannot be read: it names the file. */
function readFailure(e: unknown, path: string, m: Messages): ProcessingError {
  if (e instanceof Deno.errors.NotFound) return new ProcessingError(m.errors.notFound(path));
  if (e instanceof Deno.errors.IsADirectory) return new ProcessingError(m.errors.isDirectory(path));
  return new ProcessingError(m.errors.cannotRead(path, (e as Error).message));
}

/**
 * {@linkcode readManuscriptFile} with the CLI's errors: a `ProcessingError` naming the file
 * (missing, a folder, or unreadable).
 *
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * const { bytes, sha256 } = await readManuscriptBytes("book.md", messages("en"));
 * // a ProcessingError 'Cannot read manuscript "book.md": no such file' when it is missing
 * ```
 */
export async function readManuscriptBytes(path: string, m: Messages): Promise<ManuscriptFile> {
  try {
    return await readManuscriptFile(path);
  } catch (e) {
    throw readFailure(e, path, m);
  }
}

/**
 * Reads and decodes a manuscript (a leading BOM dropped).
 *
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * const text = await readManuscript("book.md", messages("en"));
 * // the text of book.md; a ProcessingError naming the file when it is missing or not UTF-8
 * ```
 */
export async function readManuscript(path: string, m: Messages): Promise<string> {
  // The text only: no SHA-256 of bytes that nobody asks the hash of.
  let bytes: Uint8Array;
  try {
    bytes = await Deno.readFile(path);
  } catch (e) {
    throw readFailure(e, path, m);
  }
  return decodeUtf8(bytes, path, m);
}

/**
 * Decodes a manuscript's bytes by the manuscript rule: strict UTF-8, a leading BOM dropped
 * unless `keepBom` (for an edit that writes the text back).
 *
 * @example
 * ```ts
 * decodeManuscript(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69])); // { ok: true, text: "hi" }
 * decodeManuscript(new Uint8Array([0x68, 0xff])); // { ok: false, offset: 1 }
 * ```
 */
export function decodeManuscript(
  bytes: Uint8Array,
  options: { readonly keepBom?: boolean } = {},
): Utf8Decoded {
  return decodeUtf8Strict(bytes, options);
}

/**
 * Decodes a manuscript's bytes (a leading BOM dropped), or throws a `ProcessingError` naming
 * the file and the byte offset of the first invalid sequence.
 *
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * decodeUtf8(new Uint8Array([0x68, 0x69]), "a.md", messages("en")); // "hi"
 * ```
 */
export function decodeUtf8(bytes: Uint8Array, path: string, m: Messages): string {
  const decoded = decodeManuscript(bytes);
  if (!decoded.ok) throw new ProcessingError(m.errors.notUtf8(path, decoded.offset));
  return decoded.text;
}
