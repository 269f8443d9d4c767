/**
 * Page-text cleaning for PDF sources, native or OCR'd: from the laid-out lines of every page
 * to the document's paragraphs, each knowing the pages it lies on. Pure: the hyphenation
 * patterns come in as a function.
 *
 * 1. Normalise: ligature code points (ﬁ ﬂ ﬀ ﬃ ﬄ ﬅ ﬆ) become their letters, soft hyphens and
 *    zero-width characters go (a soft hyphen at a line end marks a break: the word is joined).
 * 2. Page furniture, looked for among the two top-most and two bottom-most lines of each page
 *    (by baseline when known, else by order):
 *    - a lone page number (arabic, or roman from i to mmmm, dashes around allowed) is dropped
 *      when its value minus its page index is the offset most pages share (so a chapter
 *      number "II" at the top of page 24 stays: its offset is not the folios' one); when no
 *      offset is shared by two pages (a short excerpt, an OCR that missed most folios), a
 *      lone number on the very first or last line of its page that is not below its page
 *      index is taken for a folio;
 *    - a running head or foot: the same line, digits masked ("12  DIE VERWANDLUNG" and
 *      "14  DIE VERWANDLUNG" match), in the same zone of at least 3 pages (2 in a document of
 *      at most 6 pages: a book's head often stands on every other page only), and not larger than the body text (a chapter title that opens several
 *      pages is a heading, not furniture).
 * 3. Paragraphs: the lines' own paragraph marks inside a page, and a line that starts with a
 *    bullet (•, also once read through a TeX table); across a page break the last
 *    paragraph goes on when the next page's first line is not indented, where the document
 *    marks paragraphs by indentation, or else when the text before the break does not end a
 *    sentence or the text after it starts in lower case.
 * 4. A word hyphenated at a line end (a letter, "-" or "‐", then a line starting in lower
 *    case) is joined when the document spells it joined more often than hyphenated. With no
 *    evidence either way, the hyphen stays when both halves are words of the document (on
 *    their own or in a hyphenated word) and one of them builds hyphenated words there
 *    at least twice ("demi-" / "bourse" beside "demi-heure", "demi-jour"; "lâche-" / "moi"
 *    beside "dis-moi", "tais-moi": a compound; once may be a slip of the source). A left half of one to three letters is no such evidence: "par-", "dis-",
 *    "in-" build compounds ("par-dessus") but are far more often the first syllable of a
 *    word broken by the layout ("par-" / "donnait"). A word that already has a hyphen and
 *    breaks at another ("mother-in-" / "law") keeps it. Otherwise the word is joined when the language's hyphenation patterns allow
 *    a break at that point ({@link CleanOptions.canBreak}) or when the two halves are not
 *    both words ("Gle-" / "ichgewicht" are fragments: a break; "well-" / "known" are words:
 *    a compound). Otherwise the hyphen stays ("Goethe-Haus", a capital after the hyphen,
 *    always stays) and only the line break goes.
 *
 * @module
 */

import type { PageLine } from "./pdf_layout.ts";

/** Options of {@link cleanPages}. */
export interface CleanOptions {
  /**
   * Whether the language's hyphenation patterns allow a break in `word` before index `at`;
   * without it, only the document's own spellings decide.
   */
  readonly canBreak?: (word: string, at: number) => boolean;
}

/** A paragraph of the cleaned text and where its pages begin. */
export interface CleanParagraph {
  readonly text: string;
  /** Ascending; the first entry is at 0: `page` (1-based) starts at code unit `at`. */
  readonly pages: readonly { readonly at: number; readonly page: number }[];
}

/** Counts of what cleaning changed, recorded in the provenance. */
export interface CleaningStats {
  readonly page_numbers: number;
  readonly running_lines: number;
  readonly hyphen_joins: number;
  readonly hyphens_kept: number;
  readonly page_joins: number;
  readonly normalised: number;
}

interface Line {
  text: string;
  y?: number;
  size?: number;
  paragraph: boolean;
  indented: boolean;
  page: number;
}

const LIGATURES = /[\uFB00-\uFB06]/g;
const INVISIBLE = /[\u00AD\u200B\u200C\u200D\u2060\uFEFF]/g;
const LONE_NUMBER = /^[\s\-–—·|]*(?:(\d{1,4})|([ivxlcdm]{1,9}))[\s\-–—·|]*$/i;
const BULLET = /^[•◦▪‣∙]\s/u;
const SENTENCE_END = /[.!?…:;]["'”’»«“‘›‹)\]]*$/;

/**
 * Cleans the pages of a PDF (index 0 is page 1) into paragraphs.
 *
 * @example
 * ```ts
 * const page = (n: number, body: string) => [
 *   { text: "A HISTORY", y: 800, size: 9, paragraph: true },
 *   { text: body, y: 700, size: 10, paragraph: true },
 *   { text: String(n), y: 40, size: 9, paragraph: true },
 * ];
 * const { paragraphs } = cleanPages([page(1, "It was ge-"), page(2, "wählt. Done."), page(3, "End.")]);
 * paragraphs.map((p) => p.text); // ["It was gewählt. Done.", "End."]
 * ```
 */
export function cleanPages(
  pages: readonly (readonly PageLine[])[],
  options: CleanOptions = {},
): { paragraphs: CleanParagraph[]; stats: CleaningStats } {
  let normalised = 0;
  const lines: Line[][] = pages.map((page, i) =>
    page.map((l) => {
      const text = normalise(l.text);
      if (text !== l.text) normalised++;
      return {
        text,
        y: l.y,
        size: l.size,
        paragraph: l.paragraph || BULLET.test(text),
        indented: l.indented ?? false,
        page: i + 1,
      };
    }).filter((l) => l.text.trim() !== "")
  );
  const removed = removeFurniture(lines);
  const kept = lines.map((page, i) => page.filter((_, k) => !removed[i].has(k)));
  const counts = wordCounts(kept.flat());
  const stats = {
    page_numbers: removed.reduce((n, s) => n + [...s.values()].filter((v) => v).length, 0),
    running_lines: removed.reduce((n, s) => n + [...s.values()].filter((v) => !v).length, 0),
    hyphen_joins: 0,
    hyphens_kept: 0,
    page_joins: 0,
    normalised,
  };
  const indentStyle = kept.flat().filter((l) => l.indented && l.paragraph).length >= 3;
  const paragraphs: { text: string; pages: { at: number; page: number }[] }[] = [];
  let last: Line | null = null;
  for (const page of kept) {
    page.forEach((line, k) => {
      const cur = paragraphs[paragraphs.length - 1];
      const text = line.text.trim();
      if (k === 0 && cur && last && continues(last, line, cur.text, indentStyle)) {
        stats.page_joins++;
        cur.text = joinLine(cur.text, text, counts, options, stats);
        cur.pages.push({ at: cur.text.length - text.length, page: line.page });
      } else if (!line.paragraph && cur && k > 0) {
        cur.text = joinLine(cur.text, text, counts, options, stats);
      } else {
        paragraphs.push({ text, pages: [{ at: 0, page: line.page }] });
      }
      last = line;
    });
  }
  return { paragraphs, stats };
}

function normalise(text: string): string {
  return text
    .replace(/(\p{L})\u00AD$/u, "$1-")
    .replace(INVISIBLE, "")
    .replace(LIGATURES, (c) => c.normalize("NFKC"))
    // The last guard: no control character reaches a passage (tab kept, lines are split).
    // deno-lint-ignore no-control-regex
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, "");
}

/** Per page, the indices of removed lines: true for a page number, false for a running line. */
function removeFurniture(pages: readonly Line[][]): Map<number, boolean>[] {
  const removed = pages.map(() => new Map<number, boolean>());
  const zones = pages.map(zoneLines);
  const sizes = pages.flat().map((l) => l.size).filter((s): s is number => s !== undefined);
  const body = sizes.length ? commonest(sizes) : undefined;

  const numbers: { page: number; k: number; offset: number; roman: boolean; edge: boolean }[] = [];
  zones.forEach((zone, i) => {
    for (const k of [...zone.top, ...zone.bottom]) {
      const m = LONE_NUMBER.exec(pages[i][k].text);
      if (!m) continue;
      const value = m[1] ? Number(m[1]) : romanValue(m[2]);
      const edge = k === zone.top[0] || k === zone.bottom[zone.bottom.length - 1];
      if (value > 0) numbers.push({ page: i, k, offset: value - (i + 1), roman: !m[1], edge });
    }
  });
  for (const roman of [false, true]) {
    const mine = numbers.filter((n) => n.roman === roman);
    const shared = mode(mine.map((n) => n.offset));
    for (const n of mine) {
      if (shared ? n.offset === shared.value : n.edge && n.offset >= 0) {
        removed[n.page].set(n.k, true);
      }
    }
  }

  const withText = pages.filter((p) => p.length > 0).length;
  const needed = withText <= 6 ? 2 : 3;
  for (const zoneName of ["top", "bottom"] as const) {
    const seen = new Map<string, Set<number>>();
    zones.forEach((zone, i) => {
      for (const k of zone[zoneName]) {
        const key = furnitureKey(pages[i][k], body);
        if (key === null) continue;
        if (!seen.has(key)) seen.set(key, new Set());
        seen.get(key)!.add(i);
      }
    });
    zones.forEach((zone, i) => {
      for (const k of zone[zoneName]) {
        const key = furnitureKey(pages[i][k], body);
        if (key !== null && seen.get(key)!.size >= needed && !removed[i].has(k)) {
          removed[i].set(k, false);
        }
      }
    });
  }
  return removed;
}

/** The key a running line repeats under, or null when the line cannot be one. */
function furnitureKey(line: Line, body: number | undefined): string | null {
  const text = line.text.trim();
  if (text.length > 100 || LONE_NUMBER.test(text)) return null;
  if (body !== undefined && line.size !== undefined && line.size > body * 1.15) return null;
  const key = text.replace(/\d+/g, "#").replace(/\s+/g, " ");
  return /\p{L}/u.test(key) ? key : null;
}

/** The two top-most and two bottom-most lines of a page (indices). */
function zoneLines(page: readonly Line[]): { top: number[]; bottom: number[] } {
  const order = page.map((_, k) => k);
  if (page.every((l) => l.y !== undefined)) order.sort((a, b) => page[b].y! - page[a].y!);
  const top = order.slice(0, Math.min(2, order.length));
  const bottom = order.slice(Math.max(top.length, order.length - 2));
  return { top, bottom };
}

function continues(prev: Line, next: Line, before: string, indentStyle: boolean): boolean {
  if (BULLET.test(next.text)) return false;
  if (prev.size !== undefined && next.size !== undefined) {
    const ratio = Math.max(prev.size, next.size) / Math.max(1e-6, Math.min(prev.size, next.size));
    if (ratio > 1.2) return false;
  }
  if (indentStyle) return !next.indented;
  return !SENTENCE_END.test(before.trimEnd()) || /^\p{Ll}/u.test(next.text.trim());
}

const HYPHENATED = /(\p{L}+)[-\u2010]$/u;
const LEADING_WORD = /^(\p{L}+)/u;

/** Appends a line to a paragraph, joining a word broken at the line end. */
function joinLine(
  text: string,
  line: string,
  counts: Map<string, number>,
  options: CleanOptions,
  stats: { hyphen_joins: number; hyphens_kept: number },
): string {
  const left = HYPHENATED.exec(text);
  const right = LEADING_WORD.exec(line);
  if (!left || !right) return text + "\n" + line;
  if (left.index > 0 && /[-\u2010]/.test(text[left.index - 1])) {
    // "mother-in-" / "law": a word with a hyphen of its own broke at a hyphen; nobody
    // hyphenates such a word by syllables, so this hyphen is the word's.
    stats.hyphens_kept++;
    return text + line;
  }
  const head = text.slice(0, -1);
  if (!/^\p{Ll}/u.test(right[1])) {
    stats.hyphens_kept++;
    return text + line;
  }
  const l = left[1].toLowerCase(), r = right[1].toLowerCase();
  const asJoined = counts.get(l + r) ?? 0, asHyphened = counts.get(l + "-" + r) ?? 0;
  const isWord = (w: string) => counts.has(w) || counts.has(w + "-") || counts.has("-" + w);
  const words = isWord(l) && isWord(r);
  const join = asJoined !== asHyphened
    ? asJoined > asHyphened
    : words && (l.length >= 4 && (counts.get(l + "-") ?? 0) >= 2 || (counts.get("-" + r) ?? 0) >= 2)
    ? false
    : (options.canBreak?.(left[1] + right[1], left[1].length) ?? false) || !words;
  if (join) stats.hyphen_joins++;
  else stats.hyphens_kept++;
  return join ? head + line : text + line;
}

/**
 * How often each word (lower case, inner hyphens kept) stands whole inside a line: not the
 * last word of a line that ends in a hyphen, nor the first word of the line after it. The
 * elements of hyphenated words count too, marked by their hyphen: "demi-heure" counts
 * "demi-" and "-heure" (keys no word can have).
 */
function wordCounts(lines: readonly Line[]): Map<string, number> {
  const counts = new Map<string, number>();
  let broken = false;
  for (const l of lines) {
    const words = l.text.match(/\p{L}+(?:[-\u2010]\p{L}+)*/gu) ?? [];
    const n = words.length;
    const before = broken;
    broken = HYPHENATED.test(l.text.trimEnd());
    words.forEach((w, i) => {
      // The halves of a word broken at a line end are no evidence of words.
      if ((i === n - 1 && broken) || (i === 0 && before)) return;
      const key = w.replace(/\u2010/g, "-").toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
      const parts = key.split("-");
      for (let k = 0; k + 1 < parts.length; k++) {
        for (const element of [parts[k] + "-", "-" + parts[k + 1]]) {
          counts.set(element, (counts.get(element) ?? 0) + 1);
        }
      }
    });
  }
  return counts;
}

function romanValue(s: string): number {
  const v: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };
  const t = s.toLowerCase();
  let total = 0;
  for (let i = 0; i < t.length; i++) {
    const cur = v[t[i]], next = v[t[i + 1]] ?? 0;
    total += cur < next ? -cur : cur;
  }
  return toRoman(total) === t ? total : 0;
}

function toRoman(n: number): string {
  const table: [number, string][] = [
    [1000, "m"],
    [900, "cm"],
    [500, "d"],
    [400, "cd"],
    [100, "c"],
    [90, "xc"],
    [50, "l"],
    [40, "xl"],
    [10, "x"],
    [9, "ix"],
    [5, "v"],
    [4, "iv"],
    [1, "i"],
  ];
  let out = "";
  for (const [value, letters] of table) {
    while (n >= value) {
      out += letters;
      n -= value;
    }
  }
  return out;
}

/** The most common value that occurs at least twice, or null. */
function mode(values: readonly number[]): { value: number; count: number } | null {
  const counts = new Map<number, number>();
  let best: { value: number; count: number } | null = null;
  for (const v of values) {
    const n = (counts.get(v) ?? 0) + 1;
    counts.set(v, n);
    if (n >= 2 && (!best || n > best.count)) best = { value: v, count: n };
  }
  return best;
}

/** The most common value (the smaller one on a tie): the body text's size. */
function commonest(xs: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  let best = xs[0], most = 0;
  for (const [x, n] of counts) if (n > most || (n === most && x < best)) [best, most] = [x, n];
  return best;
}
