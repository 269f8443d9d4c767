/**
 * Passages: the citable spans of an extracted text (ARCHIVE.md "Ingest").
 *
 * - A passage is a paragraph: text between blank lines (lines of only white space), trimmed
 *   of surrounding white space (JavaScript's `trim` set); empty paragraphs are skipped.
 * - Cleaned PDF text comes as paragraphs that know their pages ({@link joinParagraphs}): a
 *   passage over a page break carries its first `page` and its last `page_end` ("pp. 8–9").
 *   Archives of `pdf-native/1` were split page by page ({@link joinPages}): a passage there
 *   never spans two pages.
 * - A paragraph longer than {@link MAX_PASSAGE_CODE_POINTS} is cut at the last sentence end
 *   (`.` `!` `?` `…` or their CJK forms, closing quotes or brackets included, then white
 *   space) between half the limit and the limit; failing that at the last white space; failing
 *   that at the limit. Each piece stays citable and no piece exceeds the limit.
 * - Offsets are Unicode code points, `end` exclusive (SPEC 2.7); `sha256` is over the UTF-8
 *   of exactly the passage text, so `sha256(codePoints(text).slice(start, end))` checks it.
 *
 * Hashing uses `node:crypto` (the project's `sha256Hex`), synchronous: on War and Peace (11,640
 * paragraphs) Web Crypto took 0.64 s with every digest in flight and 1.2 s one by one, against
 * 0.08 s for `node:crypto`. A different hasher can be passed in.
 *
 * @module
 */

import { sha256Hex } from "../../src/codec/hash.ts";
import type { PassageSpan } from "../types.ts";

/** Longest passage, in code points, before it is cut at a sentence end. */
export const MAX_PASSAGE_CODE_POINTS = 4000;

/** Separator between PDF pages in the extracted text. */
const PAGE_SEPARATOR = "\n\n";

/** Hex SHA-256 of a string's UTF-8. */
export type Hasher = (text: string) => string;

/** Options of {@link splitPassages}. */
export interface SplitOptions {
  /** Page number written on every passage; null (the default) for non-PDF text. */
  readonly page?: number | null;
  /** First and last page of the text between two code-unit indices (wins over `page`). */
  readonly pagesOf?: (from: number, to: number) => readonly [number, number];
  readonly hasher?: Hasher;
  /** Override of {@link MAX_PASSAGE_CODE_POINTS} (tests). */
  readonly maxCodePoints?: number;
}

/**
 * The passages of a text.
 *
 * @example
 * ```ts
 * splitPassages("Łódź.\n\n  Second one. ").map((p) => [p.start, p.end]); // [[0, 5], [9, 20]]
 * ```
 */
export function splitPassages(text: string, options: SplitOptions = {}): PassageSpan[] {
  const out: PassageSpan[] = [];
  collect(text, 0, text.length, new CodePointCursor(text), options, out);
  return out;
}

/**
 * Joins page texts with {@link PAGE_SEPARATOR} and splits each page on its own, so every
 * passage carries its 1-based page.
 *
 * @example
 * ```ts
 * const { text, passages } = joinPages(["One.", "Two."]);
 * // text === "One.\n\nTwo."; passages.map((p) => p.page) → [1, 2]
 * ```
 */
export function joinPages(
  pages: readonly string[],
  options: Omit<SplitOptions, "page"> = {},
): { text: string; passages: PassageSpan[] } {
  const text = pages.join(PAGE_SEPARATOR);
  const cursor = new CodePointCursor(text);
  const out: PassageSpan[] = [];
  let at = 0;
  pages.forEach((page, i) => {
    collect(text, at, at + page.length, cursor, { ...options, page: i + 1 }, out);
    at += page.length + PAGE_SEPARATOR.length;
  });
  return { text, passages: out };
}

/**
 * Joins cleaned paragraphs with a blank line and splits each into passages (long ones cut as
 * {@link splitPassages} does), every passage with its first page and, over a page break, its
 * last (`page_end`).
 *
 * @example
 * ```ts
 * const { text, passages } = joinParagraphs([
 *   { text: "Starts on 8\nends on 9.", pages: [{ at: 0, page: 8 }, { at: 12, page: 9 }] },
 *   { text: "Only 9.", pages: [{ at: 0, page: 9 }] },
 * ]);
 * passages.map((p) => [p.page, p.page_end]); // [[8, 9], [9, undefined]]
 * ```
 */
export function joinParagraphs(
  paragraphs: readonly {
    readonly text: string;
    readonly pages: readonly { readonly at: number; readonly page: number }[];
  }[],
  options: Omit<SplitOptions, "page" | "pagesOf"> = {},
): { text: string; passages: PassageSpan[] } {
  const text = paragraphs.map((p) => p.text).join(PAGE_SEPARATOR);
  const cursor = new CodePointCursor(text);
  const out: PassageSpan[] = [];
  let at = 0;
  for (const p of paragraphs) {
    const base = at;
    const pageAt = (unit: number) => {
      let page = p.pages[0].page;
      for (const mark of p.pages) if (base + mark.at <= unit) page = mark.page;
      return page;
    };
    const pagesOf = (a: number, b: number) => [pageAt(a), pageAt(b - 1)] as const;
    collect(text, at, at + p.text.length, cursor, { ...options, pagesOf }, out);
    at += p.text.length + PAGE_SEPARATOR.length;
  }
  return { text, passages: out };
}

const BLANK_LINE = /\n(?:[^\S\n]*\n)+/g;
const SENTENCE_END = /[.!?…。！？]+["'”’»«“‘›‹)\]}*_]*(?=\s)/g;

function collect(
  text: string,
  from: number,
  to: number,
  cursor: CodePointCursor,
  options: SplitOptions,
  out: PassageSpan[],
): void {
  const hash = options.hasher ?? sha256Hex;
  const max = options.maxCodePoints ?? MAX_PASSAGE_CODE_POINTS;
  const page = options.page ?? null;
  const emit = (a: number, b: number) => {
    [a, b] = trimRange(text, a, b);
    if (a >= b) return;
    const [first, last] = options.pagesOf?.(a, b) ?? [page, page];
    out.push({
      start: cursor.at(a),
      end: cursor.at(b),
      page: first,
      ...(last !== null && first !== null && last > first ? { page_end: last } : {}),
      sha256: hash(text.slice(a, b)),
    });
  };
  const paragraph = (a: number, b: number) => {
    [a, b] = trimRange(text, a, b);
    while (a < b) {
      const limit = advance(text, a, max, b);
      if (limit >= b) return emit(a, b);
      const cut = cutPoint(text, advance(text, a, max >> 1, b), limit);
      emit(a, cut);
      a = cut;
      while (a < b && /\s/.test(text[a])) a++;
    }
  };
  BLANK_LINE.lastIndex = from;
  let start = from;
  for (;;) {
    const m = BLANK_LINE.exec(text);
    if (!m || m.index >= to) break;
    paragraph(start, m.index);
    start = m.index + m[0].length;
    if (start >= to) break;
  }
  if (start < to) paragraph(start, to);
}

/** Where to cut a long paragraph between `lo` and `hi` (code-unit indices). */
function cutPoint(text: string, lo: number, hi: number): number {
  const window = text.slice(lo, hi + 1);
  let best = -1;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(window); m; m = SENTENCE_END.exec(window)) {
    const end = m.index + m[0].length;
    if (end <= hi - lo) best = end;
  }
  if (best > 0) return lo + best;
  for (let k = hi; k > lo; k--) if (/\s/.test(text[k])) return k;
  return hi;
}

/** Index reached from `from` after `n` code points, capped at `to`. */
function advance(text: string, from: number, n: number, to: number): number {
  let i = from;
  for (let k = 0; k < n && i < to; k++) {
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < to && isLow(text.charCodeAt(i + 1)) ? 2 : 1;
  }
  return Math.min(i, to);
}

function trimRange(text: string, a: number, b: number): [number, number] {
  const s = text.slice(a, b);
  const lead = s.length - s.trimStart().length;
  if (lead === s.length) return [a, a];
  return [a + lead, b - (s.length - s.trimEnd().length)];
}

function isLow(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** Code-point offsets of increasing code-unit indices, in one forward pass. */
class CodePointCursor {
  #text: string;
  #unit = 0;
  #point = 0;

  constructor(text: string) {
    this.#text = text;
  }

  /** Code points before code-unit index `unit` (never less than the previous call's). */
  at(unit: number): number {
    const t = this.#text;
    for (let i = this.#unit; i < unit; i++) {
      const c = t.charCodeAt(i);
      if (!(isLow(c) && i > 0 && t.charCodeAt(i - 1) >= 0xd800 && t.charCodeAt(i - 1) <= 0xdbff)) {
        this.#point++;
      }
    }
    if (unit > this.#unit) this.#unit = unit;
    return this.#point;
  }
}
