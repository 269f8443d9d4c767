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
 *   or where the text moves up (a new column or block), or the font size changes by more
 *   than a fifth (a heading).
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
  y: number;
  size: number;
  xEnd: number;
}

const WS_END = /\s$/;
const WS_START = /^\s/;

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
  const lines = toLines(items);
  if (lines.length === 0) return "";
  const ratios: number[] = [];
  for (let k = 1; k < lines.length; k++) {
    const r = gapRatio(lines[k - 1], lines[k]);
    if (r > 0) ratios.push(r);
  }
  const typical = ratios.length >= 2 ? lowerQuartile(ratios) : 1.2;
  let out = lines[0].text.trim();
  for (let k = 1; k < lines.length; k++) {
    const prev = lines[k - 1], cur = lines[k];
    const text = cur.text.trim();
    if (text === "") continue;
    const sizeChange = Math.max(prev.size, cur.size) /
      Math.max(1e-6, Math.min(prev.size, cur.size));
    const ratio = gapRatio(prev, cur);
    const paragraph = ratio <= -0.5 || ratio > typical * 1.3 || sizeChange > 1.2;
    out += (out === "" ? "" : paragraph ? "\n\n" : "\n") + text;
  }
  return out.trim();
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
      if (!cur) cur = { text: item.str, y: item.y, size, xEnd: item.x + item.width };
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
