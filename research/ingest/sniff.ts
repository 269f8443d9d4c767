/**
 * What a file is, decided from its bytes alone (ARCHIVE.md "Ingest": never from the name, so
 * a renamed file cannot smuggle another parser in).
 *
 * Order of the checks:
 * 1. Empty file: refused.
 * 2. `%PDF-` and a digit (the `%PDF-x.y` header) within the first 1024 bytes: PDF (readers
 *    accept junk before the header; the digit keeps prose that mentions "%PDF-" out).
 * 3. A known binary signature at byte 0 (PNG, JPEG, GIF, WebP, TIFF, ZIP and the office or
 *    EPUB files built on it, gzip, OLE2, 7z, RAR, RTF, UTF-16/32 byte order marks), or any
 *    NUL byte: refused as an unsupported type.
 * 4. Invalid UTF-8: refused, naming the byte offset.
 * 5. HTML, decided by the document start (after an optional BOM, whitespace, `<?xml …?>` and
 *    comments): `<!doctype html`, `<html`, `<head` or `<body` is HTML; another common HTML
 *    element (`<p>`, `<div>`, `<table>`, …) is HTML too, unless the text also has a Markdown
 *    heading or fence (a README that opens with `<p align="center">` is Markdown).
 *    Tags later in a text never make it HTML.
 * 6. Markdown when some line is an ATX heading (up to three spaces, 1-6 `#`, a space or tab,
 *    then text), a code fence (```` ``` ```` or `~~~`), or a `===` underline below a text line
 *    (setext heading). Lists, quotes, emphasis and `---` do not count: plain prose uses dashes,
 *    `>` and `* * *` too. Everything else is plain text.
 *
 * @module
 */

import { ProcessingError } from "../../src/errors.ts";
import { UnsupportedSourceError } from "../errors.ts";
import { keyed, type KeyedValues } from "../keyed_errors.ts";
import type { ResearchErrorKey } from "../../src/i18n/research_errors_en.ts";
import type { Extraction } from "../types.ts";
import { decodeUtf8Strict, stripBom } from "./utf8.ts";

/** The media types ingest accepts. */
export type MediaType = Extraction["media_type"];

/** Options of {@link sniffMediaType}. */
export interface SniffOptions {
  /** Name used in error messages only. */
  readonly filename?: string;
}

const SIGNATURES: readonly { readonly bytes: readonly number[]; readonly label: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], label: "PNG image" },
  { bytes: [0xff, 0xd8, 0xff], label: "JPEG image" },
  { bytes: [0x47, 0x49, 0x46, 0x38], label: "GIF image" },
  { bytes: [0x49, 0x49, 0x2a, 0x00], label: "TIFF image" },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], label: "TIFF image" },
  { bytes: [0x50, 0x4b, 0x03, 0x04], label: "ZIP archive, e.g. DOCX, ODT or EPUB" },
  { bytes: [0x50, 0x4b, 0x05, 0x06], label: "ZIP archive" },
  { bytes: [0x1f, 0x8b], label: "gzip data" },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], label: "OLE2 document, e.g. DOC" },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], label: "7z archive" },
  { bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], label: "RAR archive" },
  { bytes: [0x7b, 0x5c, 0x72, 0x74, 0x66], label: "RTF document" },
  { bytes: [0xff, 0xfe], label: "UTF-16 or UTF-32 text; save it as UTF-8" },
  { bytes: [0xfe, 0xff], label: "UTF-16 text; save it as UTF-8" },
  { bytes: [0x00, 0x00, 0xfe, 0xff], label: "UTF-32 text; save it as UTF-8" },
];

const STRONG_HTML = /^<(?:!doctype\s+html|html|head|body)(?=[\s/>]|$)/i;
const HTML_ELEMENT =
  /^<(?:a|abbr|address|article|aside|b|base|blockquote|br|center|dd|div|dl|dt|em|figure|font|footer|form|h[1-6]|header|hr|i|img|li|link|main|meta|nav|ol|p|pre|script|section|span|strong|style|table|title|u|ul)(?=[\s/>])/i;
const ATX_HEADING = /^ {0,3}#{1,6}[ \t]+\S/m;
const FENCE = /^ {0,3}(?:```|~~~)/m;
const SETEXT = /^ {0,3}\S.*\n {0,3}=+[ \t]*$/m;

/**
 * The media type of a file's bytes, or an `UnsupportedSourceError` (a `ProcessingError`) for
 * an empty, binary, unsupported or non-UTF-8 file.
 *
 * @example
 * ```ts
 * sniffMediaType(new TextEncoder().encode("# Notes\n\nText.")); // "text/markdown"
 * sniffMediaType(new TextEncoder().encode("%PDF-1.7\n…")); // "application/pdf"
 * ```
 */
export function sniffMediaType(bytes: Uint8Array, options: SniffOptions = {}): MediaType {
  const name = options.filename ?? "file";
  if (bytes.length === 0) throw unsupported("ingest.empty", { file: name });
  if (hasPdfHeader(bytes)) return "application/pdf";
  const signature = SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b));
  if (signature) {
    throw unsupported("ingest.unsupported", { file: name, type: signature.label });
  }
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    throw unsupported("ingest.binary", { file: name, offset: nul });
  }
  let text: string;
  try {
    text = stripBom(decodeUtf8Strict(bytes, name));
  } catch (e) {
    throw e instanceof ProcessingError
      ? new UnsupportedSourceError(e.message, e.ref ? { ref: e.ref } : undefined)
      : e;
  }
  if (looksLikeHtml(text)) return "text/html";
  return looksLikeMarkdown(text) ? "text/markdown" : "text/plain";
}

/** An unsupported file, its message keyed for the interface language (`keyed_errors.ts`). */
function unsupported(key: ResearchErrorKey, values: KeyedValues): UnsupportedSourceError {
  const k = keyed(key, values);
  return new UnsupportedSourceError(k.message, k.options);
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 1024) - 6;
  for (let i = 0; i <= end; i++) {
    if (
      bytes[i] === 0x25 && bytes[i + 1] === 0x50 && bytes[i + 2] === 0x44 &&
      bytes[i + 3] === 0x46 && bytes[i + 4] === 0x2d && bytes[i + 5] >= 0x30 &&
      bytes[i + 5] <= 0x39
    ) return true;
  }
  return false;
}

/** HTML by the document start only; see the module notes for the rule. */
function looksLikeHtml(text: string): boolean {
  const start = documentStart(text);
  if (STRONG_HTML.test(start)) return true;
  return HTML_ELEMENT.test(start) && !looksLikeMarkdown(text);
}

/** The text from the first character that is not whitespace, an XML declaration or a comment. */
function documentStart(text: string): string {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (text.startsWith("<!--", i)) {
      const close = text.indexOf("-->", i + 4);
      if (close < 0) return "";
      i = close + 3;
    } else if (text.startsWith("<?xml", i)) {
      const close = text.indexOf("?>", i);
      if (close < 0) return "";
      i = close + 2;
    } else {
      return text.slice(i, i + 64);
    }
  }
}

function looksLikeMarkdown(text: string): boolean {
  return ATX_HEADING.test(text) || FENCE.test(text) || SETEXT.test(text);
}
