/**
 * Strict UTF-8 for ingest: decoding that fails on the first invalid sequence and says where,
 * because a source's extracted text is cited verbatim and a replacement character would be a
 * silent change of the evidence.
 *
 * The rule itself (what is well-formed, which offset is reported) is src's one UTF-8 rule
 * (`src/project/utf8.ts`), shared with the manuscript reader. What differs here on purpose:
 * the message speaks of ingesting a source (`Cannot ingest …`), and a leading BOM is kept in
 * the decoded text so that sniffing and extraction see the bytes as they are
 * ({@link stripBom} removes it where the text is cited).
 *
 * @module
 */

import { decodeUtf8Strict as decodeStrict } from "../../src/project/utf8.ts";
import { processingError } from "../keyed_errors.ts";

/**
 * Decodes UTF-8 bytes (a leading BOM is kept; {@link stripBom} removes it), or throws
 * `Cannot ingest "<filename>": invalid UTF-8 at byte N` with N the 0-based offset of the
 * first byte of the first invalid sequence.
 *
 * @example
 * ```ts
 * decodeUtf8Strict(new Uint8Array([0x68, 0xc3, 0xa9]), "a.txt"); // "hé"
 * ```
 */
export function decodeUtf8Strict(bytes: Uint8Array, filename: string): string {
  const decoded = decodeStrict(bytes, { keepBom: true });
  if (!decoded.ok) {
    throw processingError("ingest.ingest_invalid_utf", { filename, offset: decoded.offset });
  }
  return decoded.text;
}

/**
 * Removes one leading U+FEFF (byte order mark).
 *
 * @example
 * ```ts
 * stripBom("\uFEFFhello"); // "hello"
 * ```
 */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Turns CRLF and lone CR line ends into LF.
 *
 * @example
 * ```ts
 * normalizeNewlines("a\r\nb\rc"); // "a\nb\nc"
 * ```
 */
export function normalizeNewlines(text: string): string {
  return text.indexOf("\r") < 0 ? text : text.replace(/\r\n?/g, "\n");
}
