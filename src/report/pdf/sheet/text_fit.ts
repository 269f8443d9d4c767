/**
 * Fitting text into boxes on the sheet: shortening one line with an ellipsis and greedy line
 * breaking. Both take a measuring function (text → width in mm), so they work with any font
 * and size and can be tested without a PDF.
 *
 * @module
 */

import { printable } from "../writer.ts";

/** Width of a text in mm, in the font and size it will be drawn with. */
export type Measure = (text: string) => number;

const ELLIPSIS = "…";
/** Tolerance of width comparisons: a text measured at exactly its box's width fits. */
const EPSILON = 1e-6;

/**
 * The text as drawn (soft hyphens and zero-width characters removed, whitespace runs as one
 * space), shortened with a trailing ellipsis to fit `maxWidth`; "" when not even the
 * ellipsis fits.
 *
 * @example
 * ```ts
 * const measure = (t: string) => [...t].length; // 1 mm per character
 * fitText("Chapter One: The Keeper", 10, measure); // "Chapter O…"
 * fitText("Short", 10, measure); // "Short"
 * ```
 */
export function fitText(text: string, maxWidth: number, measure: Measure): string {
  const clean = collapse(text);
  if (measure(clean) <= maxWidth + EPSILON) return clean;
  return shorten(clean, maxWidth, measure);
}

/** Drawable text with runs of breaking whitespace as one space (no-break spaces stay). */
function collapse(text: string): string {
  return printable(text).replace(/[^\S\u00a0\u202f\u2007]+/g, " ").trim();
}

/** The longest prefix of `text` that fits with an ellipsis after it ("" if none does). */
function shorten(text: string, maxWidth: number, measure: Measure): string {
  if (measure(ELLIPSIS) > maxWidth + EPSILON) return "";
  const chars = [...text];
  // Binary search for the longest prefix that fits together with the ellipsis.
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(chars.slice(0, mid).join("").trimEnd() + ELLIPSIS) <= maxWidth + EPSILON) {
      lo = mid;
    } else hi = mid - 1;
  }
  return chars.slice(0, lo).join("").trimEnd() + ELLIPSIS;
}

/** Relation signs that stay on one line with the words on both sides ("≥ 2", "a = b"). */
const GLUE = new Set(["≥", "≤", "<", ">", "="]);

/**
 * Splits at spaces (dropped) and after slashes (kept), the places a label may break; no
 * break around a relation sign.
 */
function segments(text: string): string[] {
  const out: string[] = [];
  let glued = false;
  for (const word of text.split(" ")) {
    if (word === "") continue;
    const parts = word.split(/(?<=\/)/).map((part, i, all) =>
      i < all.length - 1 ? part : part + " "
    );
    const sign = GLUE.has(word);
    if ((glued || sign) && out.length > 0) out[out.length - 1] += parts.shift();
    out.push(...parts);
    glued = sign;
  }
  return out;
}

/**
 * Greedy line breaking at spaces and after slashes. A segment wider than its line is
 * shortened with an ellipsis; with `maxLines`, the last kept line ends in an ellipsis when
 * text is left over. `firstWidth` narrows the first line (text after a run-in heading); when
 * not even the first segment fits there, the first line stays empty.
 *
 * @example
 * ```ts
 * const measure = (t: string) => [...t].length;
 * wrapText("one two three", 8, measure); // ["one two", "three"]
 * wrapText("one two three four", 8, measure, 1); // ["one two…"]
 * wrapText("one two three", 8, measure, Infinity, 4); // ["one", "two", "three"]
 * ```
 */
export function wrapText(
  text: string,
  maxWidth: number,
  measure: Measure,
  maxLines = Infinity,
  firstWidth = maxWidth,
): string[] {
  const clean = collapse(text);
  const widthOf = (i: number) => i === 0 ? firstWidth : maxWidth;
  const lines: string[] = [];
  let line = "";
  for (const seg of segments(clean)) {
    const candidate = line + seg;
    if (measure(candidate.trimEnd()) <= widthOf(lines.length) + EPSILON) {
      line = candidate;
    } else if (line === "" && lines.length === 0 && firstWidth < maxWidth) {
      lines.push("");
      line = seg;
    } else if (line === "") {
      line = candidate;
    } else {
      lines.push(line.trimEnd());
      line = seg;
    }
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  const fitted = lines.map((l, i) => l === "" ? "" : fitText(l, widthOf(i), measure));
  if (fitted.length <= maxLines) return fitted;
  const kept = fitted.slice(0, maxLines);
  const last = kept.length - 1;
  if (last >= 0) kept[last] = shorten(lines[last], widthOf(last), measure);
  return kept;
}
