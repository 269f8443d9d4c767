/**
 * Text and Markdown sources: the extracted text is the file as written (Markdown markup
 * included, because the text is what gets cited and a citation must match the source), with
 * only the byte order mark removed and line ends made LF.
 *
 * @module
 */

import { decodeUtf8Strict, normalizeNewlines, stripBom } from "./utf8.ts";

/**
 * The extracted text of a UTF-8 text or Markdown file.
 *
 * @example
 * ```ts
 * plainText(new TextEncoder().encode("\uFEFF# Title\r\n\r\nBody"), "a.md"); // "# Title\n\nBody"
 * ```
 */
export function plainText(bytes: Uint8Array, filename: string): string {
  return normalizeNewlines(stripBom(decodeUtf8Strict(bytes, filename)));
}
