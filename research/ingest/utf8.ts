/**
 * Strict UTF-8 for ingest: decoding that fails on the first invalid sequence and says where,
 * because a source's extracted text is cited verbatim and a replacement character would be a
 * silent change of the evidence.
 *
 * @module
 */

import { ProcessingError } from "../../src/errors.ts";

const STRICT = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

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
  try {
    return STRICT.decode(bytes);
  } catch {
    throw new ProcessingError(
      `Cannot ingest "${filename}": invalid UTF-8 at byte ${firstInvalidUtf8(bytes)}`,
    );
  }
}

/**
 * Offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629 table:
 * no overlong forms, no surrogates, nothing above U+10FFFF), or -1 when all bytes are valid.
 *
 * @example
 * ```ts
 * firstInvalidUtf8(new Uint8Array([0x61, 0xc0, 0xaf])); // 1 (overlong "/")
 * ```
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    // Allowed range of the second byte; later continuation bytes are always 0x80-0xBF.
    let lo = 0x80, hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b === 0xe0) (need = 2), (lo = 0xa0);
    else if (b === 0xed) (need = 2), (hi = 0x9f);
    else if (b >= 0xe1 && b <= 0xef) need = 2;
    else if (b === 0xf0) (need = 3), (lo = 0x90);
    else if (b === 0xf4) (need = 3), (hi = 0x8f);
    else if (b >= 0xf1 && b <= 0xf3) need = 3;
    else return i;
    if (i + need >= n) return i;
    const b1 = bytes[i + 1];
    if (b1 < lo || b1 > hi) return i;
    for (let k = 2; k <= need; k++) {
      const c = bytes[i + k];
      if (c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return -1;
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
