/**
 * A manuscript's paragraphs as anchors see them: exactly the analysis {@linkcode Document}'s
 * paragraphs (its displayed text and source line spans, in reading order), never a second
 * parse. Digests are computed on demand and kept.
 *
 * Finding a quote must be exhaustive (uniqueness decides the anchor state). One quote is
 * searched with `indexOf` in the joined text (about 1 ms for War and Peace); a review's many
 * quotes are found in one pass instead ({@linkcode ParagraphIndex.findMany}): a rolling
 * polynomial hash of every {@linkcode HASH_WINDOW}-unit window is looked up among the
 * quotes' first windows (a bitmap rejects almost every position before the map is asked)
 * and each hit is confirmed with `startsWith`, so 1,000 quotes cost one scan, not 1,000.
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

/** UTF-16 units of the window the batch search hashes; shorter quotes use `indexOf`. */
const HASH_WINDOW = 16;
const BASE = 0x01000193;
const BITMAP_BITS = 20;

/** Polynomial hash (mod 2^32) of `text`'s units `from` to `from + HASH_WINDOW`. */
function windowHash(text: string, from: number): number {
  let h = 0;
  for (let i = from; i < from + HASH_WINDOW; i++) h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0;
  return h;
}

/** BASE^(HASH_WINDOW-1) mod 2^32: the weight of the unit that leaves the window. */
const LEAVING = (() => {
  let p = 1;
  for (let i = 1; i < HASH_WINDOW; i++) p = Math.imul(p, BASE);
  return p;
})();

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
   * import { parseManuscript } from "../../src/document/parse.ts";
   * const index = new ParagraphIndex(parseManuscript("## One\n\nThe ledger was red.\n", {}));
   * index.paragraphs.length; // 1
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
   * import { parseManuscript } from "../../src/document/parse.ts";
   * const index = new ParagraphIndex(parseManuscript("## One\n\nThe ledger was red.\n", {}));
   * index.at(3, 3); // 0
   * index.at(1, 3); // -1
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
   * import { parseManuscript } from "../../src/document/parse.ts";
   * const index = new ParagraphIndex(parseManuscript("## One\n\nThe ledger was red.\n", {}));
   * index.digest(0) === textSha256("The ledger was red."); // true
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
   * import { parseManuscript } from "../../src/document/parse.ts";
   * const text = "## One\n\nThe ledger was red.\n\nIt was late.\n";
   * const index = new ParagraphIndex(parseManuscript(text, {}));
   * index.find("was")[1]; // { paragraph: 1, start: 3, end: 6 }
   * index.find("was", 1).length; // 1
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

  /**
   * {@linkcode find} for many quotes at once: the same occurrences, in the same order, for
   * each quote (see the module doc).
   *
   * @example
   * ```ts
   * import { parseManuscript } from "../../src/document/parse.ts";
   * const text = "## One\n\nThe ledger was red.\n\nIt was late.\n";
   * const index = new ParagraphIndex(parseManuscript(text, {}));
   * index.findMany(["ledger", "late"])[1]; // [{ paragraph: 1, start: 7, end: 11 }]
   * ```
   */
  findMany(quotes: readonly string[], limit = Infinity): Occurrence[][] {
    const out: Occurrence[][] = quotes.map(() => []);
    const byHash = new Map<number, number[]>();
    const bitmap = new Uint8Array(1 << (BITMAP_BITS - 3));
    const mask = (1 << BITMAP_BITS) - 1;
    quotes.forEach((q, i) => {
      if (q.length < HASH_WINDOW || q.includes("\n")) {
        out[i] = this.find(q, limit);
        return;
      }
      const h = windowHash(q, 0);
      const list = byHash.get(h);
      if (list) list.push(i);
      else byHash.set(h, [i]);
      bitmap[(h & mask) >>> 3] |= 1 << (h & 7);
    });
    if (byHash.size === 0) return out;
    const lengths = quotes.map((q) => ASTRAL.test(q) ? codePointsBefore(q, q.length) : q.length);
    const paragraphs = this.paragraphs;
    for (let paragraph = 0; paragraph < paragraphs.length; paragraph++) {
      const text = paragraphs[paragraph].text;
      const end = text.length - HASH_WINDOW;
      if (end < 0) continue;
      let h = windowHash(text, 0);
      for (let at = 0; at <= end; at++) {
        if (at > 0) {
          h = (Math.imul(h - Math.imul(text.charCodeAt(at - 1), LEAVING), BASE) +
            text.charCodeAt(at + HASH_WINDOW - 1)) | 0;
        }
        const bit = h & mask;
        if ((bitmap[bit >>> 3] & (1 << (bit & 7))) === 0) continue;
        const hits = byHash.get(h);
        if (hits === undefined) continue;
        for (const i of hits) {
          if (out[i].length < limit && text.startsWith(quotes[i], at)) {
            const start = ASTRAL.test(text) ? codePointsBefore(text, at) : at;
            out[i].push({ paragraph, start, end: start + lengths[i] });
          }
        }
      }
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
