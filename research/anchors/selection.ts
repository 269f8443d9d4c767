/**
 * The stored shape of a manuscript claim link's `anchor` (SPEC 2.7 "Anchor and selection"),
 * and the shape checks every request and every stored anchor passes.
 *
 * ```
 * anchor = {
 *   manuscript:    "chapters/book.md"  // project-relative path of the file's real path, "/"-separated
 *   source_sha256: "<64 hex>"          // SHA-256 of the raw manuscript file, bytes as read
 *   selection: {
 *     start_line, end_line,            // 1-based first and last source line of the PARAGRAPH
 *                                      // that holds the quote (the Document's span)
 *     paragraph_sha256: "<64 hex>",    // SHA-256 of the paragraph's displayed text (UTF-8)
 *     start, end,                      // code points within that displayed text, end exclusive
 *     quote                            // the displayed text between start and end
 *   }
 * }
 * ```
 *
 * Choices where SPEC is silent: the line span is the paragraph's, not the quote's, because the
 * displayed text (emphasis removed, lines joined by one space) has no exact way back to a
 * source column; the `selection` object holds exactly SPEC's six fields and nothing else, so
 * what a client sends is what is stored.
 *
 * @module
 */

import { isSha256 } from "../store/digest.ts";
import { usageError } from "../keyed_errors.ts";

/** Longest quote, in code points (SPEC 8). */
export const MAX_QUOTE_CODE_POINTS = 10_000;
/** Longest link note, in characters (code points; SPEC 8). */
const MAX_NOTE_CHARS = 2_000;

/** A selection inside one paragraph of a manuscript's Document. */
export interface Selection {
  readonly start_line: number;
  readonly end_line: number;
  readonly paragraph_sha256: string;
  readonly start: number;
  readonly end: number;
  readonly quote: string;
}

/** The immutable anchor a link stores. */
export interface Anchor {
  readonly manuscript: string;
  readonly source_sha256: string;
  readonly selection: Selection;
}

const SELECTION_FIELDS = ["start_line", "end_line", "paragraph_sha256", "start", "end", "quote"];
const ANCHOR_FIELDS = ["manuscript", "source_sha256", "selection"];

/**
 * Number of code points of a string.
 *
 * @example
 * ```ts
 * codePointLength("a😀b"); // 3
 * ```
 */
export function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

function exactFields(value: unknown, field: string, names: readonly string[]) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw usageError("field.object", { field });
  }
  const o = value as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!names.includes(k)) {
      throw usageError("anchors.unknown_field_fields", { field, k, list: names.join(", ") });
    }
  }
  for (const k of names) {
    if (o[k] === undefined) throw usageError("anchors.needs", { field, k });
  }
  return o;
}

function whole(value: unknown, field: string, min: number): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min) {
    throw usageError("anchors.whole_number_least", { field, min, value: JSON.stringify(value) });
  }
  return value;
}

/**
 * Checks a selection's shape (not yet against a manuscript): exactly the six fields, line
 * numbers from 1 with `end_line >= start_line`, a hex digest, `0 <= start < end`, a nonblank
 * quote of at most 10,000 code points whose length is `end - start`.
 *
 * @example
 * ```ts
 * checkSelection({ start_line: 3, end_line: 3, paragraph_sha256: "0".repeat(64),
 *   start: 0, end: 5, quote: "Hello" }).quote; // "Hello"
 * ```
 */
export function checkSelection(value: unknown, field = "selection"): Selection {
  const o = exactFields(value, field, SELECTION_FIELDS);
  const startLine = whole(o.start_line, `${field}.start_line`, 1);
  const endLine = whole(o.end_line, `${field}.end_line`, 1);
  if (endLine < startLine) {
    throw usageError("anchors.end_line_comes", { field, end_line: endLine, start_line: startLine });
  }
  if (!isSha256(o.paragraph_sha256)) {
    throw usageError("anchors.paragraph_sha_lower", { field });
  }
  const start = whole(o.start, `${field}.start`, 0);
  const end = whole(o.end, `${field}.end`, 0);
  if (end <= start) {
    throw usageError("anchors.end_greater_than", { field, end, start });
  }
  if (typeof o.quote !== "string") throw usageError("anchors.quote_string", { field });
  if (o.quote.trim() === "") throw usageError("anchors.quote_blank", { field });
  const length = codePointLength(o.quote);
  if (length > MAX_QUOTE_CODE_POINTS) {
    throw usageError("anchors.quote_longer_than", {
      field,
      max_quote_code_points: MAX_QUOTE_CODE_POINTS,
      length,
    });
  }
  if (length !== end - start) {
    throw usageError("anchors.quote_has_code", { field, length, end: end - start });
  }
  return {
    start_line: startLine,
    end_line: endLine,
    paragraph_sha256: o.paragraph_sha256,
    start,
    end,
    quote: o.quote,
  };
}

/**
 * Checks a stored anchor's shape (a link record read back, or one built for a re-pin).
 *
 * @example
 * ```ts
 * const selection = { start_line: 3, end_line: 3, paragraph_sha256: "0".repeat(64),
 *   start: 0, end: 5, quote: "Hello" };
 * checkAnchor({ manuscript: "book.md", source_sha256: "a".repeat(64), selection })
 *   .selection.quote; // "Hello"
 * ```
 */
export function checkAnchor(value: unknown, field = "anchor"): Anchor {
  const o = exactFields(value, field, ANCHOR_FIELDS);
  if (typeof o.manuscript !== "string" || !isProjectRelative(o.manuscript)) {
    throw usageError("anchors.manuscript_project_relative", { field });
  }
  if (!isSha256(o.source_sha256)) {
    throw usageError("anchors.source_sha_lower", { field });
  }
  return {
    manuscript: o.manuscript,
    source_sha256: o.source_sha256,
    selection: checkSelection(o.selection, `${field}.selection`),
  };
}

/**
 * Whether a path is relative, "/"-separated and stays inside its base (no `..` or empty
 * segment, no leading "/").
 *
 * @example
 * ```ts
 * isProjectRelative("drafts/book.md"); // true
 * isProjectRelative("../book.md"); // false
 * ```
 */
export function isProjectRelative(path: string): boolean {
  if (path === "" || path.startsWith("/") || path.includes("\\") || path.includes("\0")) {
    return false;
  }
  return path.split("/").every((s) => s !== "" && s !== "." && s !== "..");
}

/**
 * A link note: null, or a string of at most 2,000 characters (code points).
 *
 * @example
 * ```ts
 * checkNote(undefined); // null
 * ```
 */
export function checkNote(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value !== "string") throw usageError("anchors.note_string");
  const n = codePointLength(value);
  if (n > MAX_NOTE_CHARS) {
    throw usageError("anchors.note_longer_than", { max_note_chars: MAX_NOTE_CHARS, n });
  }
  return value;
}
