/**
 * Rebuilding a page's text from pdf.js text items: items join into lines, lines into
 * paragraphs. Pure, so the layout rules are tested on hand-made items.
 *
 * Rules:
 * - A new line starts after an item flagged `hasEOL`, or when the baseline moves by more than
 *   half the font size (pdf.js does not flag every move). Empty items only carry the flag.
 * - Within a line, a space is inserted where two items are separated by a horizontal gap of
 *   more than a fifth of the font size and neither side already has white space.
 * - Lines are separated by a line break; a blank line (a new paragraph, hence a new passage)
 *   is put where the gap to the previous baseline, in units of the smaller font size, exceeds
 *   1.3 times the page's lower-quartile gap (the line spacing inside paragraphs: most gaps
 *   are that, and paragraph gaps are larger; 1.2 when the page has fewer than three lines),
 *   or where the text moves up (a new column or block; unless the line before does not end a
 *   sentence and this one starts in lower case: a paragraph going on in the next column), or
 *   the font size changes by more
 *   than a fifth (a heading), or where a line starts indented (first-line indent: more than
 *   half an em and less than six em right of the page's most common left edge, with the line
 *   before it at that edge and not a list item's first line, whose wrapped lines hang
 *   indented), the way books mark paragraphs without a gap; and where a line starts with a
 *   bullet (•).
 * - {@link pageLines} keeps each line's baseline and size, so that page cleaning
 *   (`page_clean.ts`) can tell the top and bottom of a page (running heads, page numbers).
 *
 * @module
 */

/** The fields of unpdf's `StructuredTextItem` the layout uses. */
export interface TextItem {
  readonly str: string;
  /** Baseline origin in PDF space (y grows upward). */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly fontSize: number;
  readonly hasEOL: boolean;
}

interface Line {
  text: string;
  x: number;
  y: number;
  size: number;
  xEnd: number;
}

/** A list item's first line: its wrapped lines hang indented under the text, not a paragraph. */
const LIST_ITEM = /^(?:[•◦▪‣∙·*–—-]|\(?(?:\d{1,3}|[a-z]|[ivx]{1,4})[.)])\s/u;
/** The end of a sentence, closing quotes or brackets after it allowed. */
const SENTENCE_END = /[.!?…:;]["'”’»«“‘›‹)\]]*$/;
/** A bulleted item starts a paragraph even without a gap. */
const BULLET = /^[•◦▪‣∙]\s/u;
const WS_END = /\s$/;
const WS_START = /^\s/;

/** One laid-out line of a page. */
export interface PageLine {
  readonly text: string;
  /** Baseline in PDF space (y grows upward); absent for text without positions (OCR). */
  readonly y?: number;
  /** Font size in PDF units; absent for text without positions. */
  readonly size?: number;
  /** The line starts a paragraph (always true for a page's first line). */
  readonly paragraph: boolean;
  /** The line starts with a first-line indent (a paragraph start in books). */
  readonly indented?: boolean;
}

/**
 * The lines of one page, in the order pdf.js gives them, with paragraph starts marked; lines
 * of only white space are dropped and the rest trimmed.
 *
 * @example
 * ```ts
 * pageLines([
 *   { str: "Title", x: 72, y: 700, width: 60, fontSize: 24, hasEOL: true },
 *   { str: "Body text.", x: 72, y: 660, width: 50, fontSize: 12, hasEOL: false },
 * ]).map((l) => [l.text, l.paragraph]); // [["Title", true], ["Body text.", true]]
 * ```
 */
export function pageLines(items: readonly TextItem[]): PageLine[] {
  const lines = toLines(items).filter((l) => l.text.trim() !== "");
  if (lines.length === 0) return [];
  const ratios: number[] = [];
  for (let k = 1; k < lines.length; k++) {
    const r = gapRatio(lines[k - 1], lines[k]);
    if (r > 0) ratios.push(r);
  }
  const typical = ratios.length >= 2 ? lowerQuartile(ratios) : 1.2;
  const edge = commonLeftEdge(lines);
  const indented = (l: Line) => l.x - edge > 0.5 * l.size && l.x - edge < 6 * l.size;
  const atEdge = (l: Line) => Math.abs(l.x - edge) <= 0.25 * l.size;
  return lines.map((cur, k) => {
    const text = cur.text.trim();
    const base = { text, y: cur.y, size: cur.size, indented: indented(cur) };
    if (k === 0) return { ...base, paragraph: true };
    const prev = lines[k - 1];
    const sizeChange = Math.max(prev.size, cur.size) /
      Math.max(1e-6, Math.min(prev.size, cur.size));
    const ratio = gapRatio(prev, cur);
    // Text moving up is a new column or block; a sentence cut at a column foot goes on.
    const newColumn = ratio <= -0.5 &&
      !(sizeChange <= 1.2 && !SENTENCE_END.test(prev.text.trim()) && /^\p{Ll}/u.test(text));
    const paragraph = newColumn || (ratio > -0.5 && ratio > typical * 1.3) || sizeChange > 1.2 ||
      (indented(cur) && atEdge(prev) && !LIST_ITEM.test(prev.text.trim())) ||
      BULLET.test(text);
    return { ...base, paragraph };
  });
}

/**
 * The text of one page, lines joined by `\n` and paragraphs by a blank line, trimmed.
 *
 * @example
 * ```ts
 * pageText([
 *   { str: "Title", x: 72, y: 700, width: 60, fontSize: 24, hasEOL: true },
 *   { str: "Body text.", x: 72, y: 660, width: 50, fontSize: 12, hasEOL: false },
 * ]); // "Title\n\nBody text."
 * ```
 */
export function pageText(items: readonly TextItem[]): string {
  return linesText(pageLines(items));
}

/**
 * Lines back to text: a line break inside a paragraph, a blank line between paragraphs.
 *
 * @example
 * ```ts
 * linesText([{ text: "A", paragraph: true }, { text: "b", paragraph: false }]); // "A\nb"
 * ```
 */
export function linesText(lines: readonly PageLine[]): string {
  return lines.map((l, k) => (k === 0 ? "" : l.paragraph ? "\n\n" : "\n") + l.text).join("");
}

/** The most common start of a line, to a tenth of a unit (the page's left margin). */
function commonLeftEdge(lines: readonly Line[]): number {
  const counts = new Map<number, number>();
  let best = lines[0].x, most = 0;
  for (const l of lines) {
    const key = Math.round(l.x * 10) / 10;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n > most || (n === most && key < best)) [best, most] = [key, n];
  }
  return best;
}

function gapRatio(prev: Line, cur: Line): number {
  return (prev.y - cur.y) / Math.max(1e-6, Math.min(prev.size, cur.size));
}

function toLines(items: readonly TextItem[]): Line[] {
  const lines: Line[] = [];
  let cur: Line | null = null;
  let eol = false;
  for (const item of items) {
    if (item.str !== "") {
      const size = item.fontSize > 0 ? item.fontSize : 1;
      const moved = cur !== null && Math.abs(item.y - cur.y) > 0.5 * Math.max(cur.size, size);
      if (cur && (eol || moved)) {
        lines.push(cur);
        cur = null;
      }
      if (!cur) cur = { text: item.str, x: item.x, y: item.y, size, xEnd: item.x + item.width };
      else {
        const gap = item.x - cur.xEnd;
        if (gap > 0.2 * size && !WS_END.test(cur.text) && !WS_START.test(item.str)) {
          cur.text += " ";
        }
        cur.text += item.str;
        cur.xEnd = Math.max(cur.xEnd, item.x + item.width);
        cur.size = Math.max(cur.size, size);
      }
    }
    eol = item.hasEOL || (eol && item.str === "");
  }
  if (cur) lines.push(cur);
  return lines;
}

/** The value a quarter of the way up (nearest rank below): the common line spacing. */
function lowerQuartile(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 4)];
}
