/**
 * A manuscript's paragraphs as anchors see them: exactly the analysis {@linkcode Document}'s
 * paragraphs (its displayed text and source line spans, in reading order), never a second
 * parse. Digests are computed on demand and kept, and a quote is searched in one joined text
 * so that a review of many links against a long novel scans memory, not objects.
 *
 * @module
 */

import { createHash } from "node:crypto";
import type { Document } from "../../src/document/types.ts";

/** One paragraph: its displayed text and its first and last source line. */
export interface IndexedParagraph {
  readonly text: string;
  readonly startLine: number;
  readonly endLine: number;
}

/** Where a quote occurs: a paragraph and code-point offsets in its displayed text. */
export interface Occurrence {
  /** Index into {@linkcode ParagraphIndex.paragraphs}. */
  readonly paragraph: number;
  readonly start: number;
  readonly end: number;
}

/**
 * Hex SHA-256 of a displayed text's UTF-8 bytes.
 *
 * @example
 * ```ts
 * textSha256("abc"); // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
 * ```
 */
export function textSha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Code points in `text` before UTF-16 index `unit`. */
function codePointsBefore(text: string, unit: number): number {
  let n = 0;
  for (let i = 0; i < unit; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < unit) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

const ASTRAL = /[\uD800-\uDFFF]/;

/** The paragraphs of one Document, with lookups by line span and by quote. */
export class ParagraphIndex {
  /** Every prose paragraph of every chapter, in reading order. */
  readonly paragraphs: readonly IndexedParagraph[];
  readonly #bySpan = new Map<string, number>();
  readonly #digests = new Map<number, string>();
  #joined: string | null = null;
  /** UTF-16 start of each paragraph inside the joined text. */
  #starts: number[] = [];

  /**
   * @example
   * ```ts
   * // new ParagraphIndex(parseManuscript(text, corpusSettings)).paragraphs.length
   * ```
   */
  constructor(document: Document) {
    const list: IndexedParagraph[] = [];
    for (const chapter of document.chapters) {
      for (const p of chapter.paragraphs) {
        this.#bySpan.set(`${p.startLine}:${p.endLine}`, list.length);
        list.push({ text: p.text, startLine: p.startLine, endLine: p.endLine });
      }
    }
    this.paragraphs = list;
  }

  /**
   * The paragraph that spans exactly these source lines, or -1.
   *
   * @example
   * ```ts
   * // index.at(12, 14)
   * ```
   */
  at(startLine: number, endLine: number): number {
    return this.#bySpan.get(`${startLine}:${endLine}`) ?? -1;
  }

  /**
   * SHA-256 of paragraph `i`'s displayed text (computed once).
   *
   * @example
   * ```ts
   * // index.digest(0)
   * ```
   */
  digest(i: number): string {
    let d = this.#digests.get(i);
    if (d === undefined) {
      d = textSha256(this.paragraphs[i].text);
      this.#digests.set(i, d);
    }
    return d;
  }

  /**
   * Every occurrence of `quote` (overlapping ones too) inside one paragraph's displayed
   * text, in reading order; at most `limit`. Displayed text never holds a line break, so the
   * paragraphs are joined by "\n" and a quote without one cannot span two of them.
   *
   * @example
   * ```ts
   * // index.find("the ledger", 100).length === 1 // unique
   * ```
   */
  find(quote: string, limit = Infinity): Occurrence[] {
    if (quote === "" || quote.includes("\n")) return [];
    const joined = this.#joinedText();
    const out: Occurrence[] = [];
    let from = 0;
    while (out.length < limit) {
      const at = joined.indexOf(quote, from);
      if (at < 0) break;
      const p = this.#paragraphAt(at);
      const text = this.paragraphs[p].text;
      const unit = at - this.#starts[p];
      const start = ASTRAL.test(text) ? codePointsBefore(text, unit) : unit;
      const length = ASTRAL.test(quote) ? codePointsBefore(quote, quote.length) : quote.length;
      out.push({ paragraph: p, start, end: start + length });
      from = at + 1;
    }
    return out;
  }

  #joinedText(): string {
    if (this.#joined === null) {
      const starts: number[] = [];
      let at = 0;
      for (const p of this.paragraphs) {
        starts.push(at);
        at += p.text.length + 1;
      }
      this.#starts = starts;
      this.#joined = this.paragraphs.map((p) => p.text).join("\n");
    }
    return this.#joined;
  }

  #paragraphAt(unit: number): number {
    let lo = 0;
    let hi = this.#starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.#starts[mid] <= unit) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
