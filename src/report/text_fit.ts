/**
 * The one text-fitting module of the renderers: cleaning text for drawing, shortening one line
 * with an ellipsis, and greedy line breaking, for every layout that sets text in a box (the A4
 * report, the sheet, the A5 book's short texts, the NDA draft, the SVG charts' labels).
 *
 * Every function takes a measuring function (text → width in the box's unit, usually
 * `(s) => writer.width(s, role, size)`), so it works with any font and size and can be tested
 * without a PDF. Widths are assumed additive (the width of `a + b` is the width of `a` plus the
 * width of `b`), which holds for the PDF writer because it sums per-character advances without
 * kerning. A text measured at exactly its box's width fits (widths computed two ways can
 * differ in the last bit).
 *
 * Choices:
 * - Lines break greedily (no hyphenation, no justification) at spaces; in `labels` mode also
 *   after a slash, and never around a relation sign ("≥ 2" stays together).
 * - A word wider than its line is cut between characters (so a long URL stays inside the box),
 *   or in `labels` mode shortened with an ellipsis (a column label is never split).
 * - A shortened text is its longest prefix that fits together with "…", without the trailing
 *   spaces and separators the cut left; "" when not even the ellipsis fits.
 *
 * @module
 */

/** Width of a text in the font and size it will be drawn with. */
export type Measure = (text: string) => number;

/** The ellipsis appended to shortened text. */
export const ELLIPSIS = "\u2026";

/** Tolerance of width comparisons: a text measured at exactly its box's width fits. */
const EPSILON = 1e-6;

/** Soft hyphens and zero-width characters: never drawn, never measured. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/** Unicode spaces many text fonts lack (Liberation Serif has none of U+2000–U+200A, U+202F). */
const NARROW_NO_BREAK = /[\u2007\u202F]/g;
const WIDE_SPACES = /[\u2000-\u2006\u2008-\u200A\u205F]/g;

/** Breakable white space; a no-break space (U+00A0) is kept and binds its neighbours. */
const SPACES = /[ \t\n\r\v\f\u2028\u2029]+/g;

/** What a shortened prefix must not end with before its ellipsis. */
const TRAILING = /[\s,;:.\u2013\u2014-]+$/u;

/** Relation signs that stay on one line with the words on both sides ("≥ 2", "a = b"). */
const GLUE = new Set(["≥", "≤", "<", ">", "="]);

/**
 * Typographic spaces as the two every font has: no-break ones (figure space, narrow no-break
 * space — French punctuation, French digit groups from `Intl.NumberFormat`) become U+00A0,
 * breakable ones (en/em/thin/hair spaces) a plain space. A space is not a script, so this is no
 * font fallback; without it a French label would stop the PDF with a missing-glyph error.
 *
 * @example
 * ```ts
 * plainSpaces("1\u202F234\u2009;"); // "1\u00A0234 ;"
 * ```
 */
export function plainSpaces(text: string): string {
  return text.replace(NARROW_NO_BREAK, "\u00A0").replace(WIDE_SPACES, " ");
}

/**
 * Text as it is measured and drawn: invisible characters removed, typographic spaces made
 * plain ({@linkcode plainSpaces}) and every run of breakable white space as one space, trimmed.
 *
 * @example
 * ```ts
 * flatten("  a\n\tb\u00ADc "); // "a bc"
 * ```
 */
export function flatten(text: string): string {
  return plainSpaces(text).replace(INVISIBLE, "").replace(SPACES, " ").replace(/^ | $/g, "");
}

/**
 * The longest prefix of `text` (whole characters, trailing spaces and separators dropped)
 * that fits `width` together with an ellipsis, plus the ellipsis; "" when not even the
 * ellipsis fits. Use it when text was cut.
 *
 * @example
 * ```ts
 * ellipsize("abcdef", 4, (s) => s.length); // "abc…"
 * ellipsize("ab, cd", 5, (s) => s.length); // "ab…"
 * ```
 */
export function ellipsize(text: string, width: number, measure: Measure): string {
  if (measure(ELLIPSIS) > width + EPSILON) return "";
  const chars = [...text];
  const cut = (n: number) => chars.slice(0, n).join("").replace(TRAILING, "") + ELLIPSIS;
  // Binary search for the longest prefix that fits together with the ellipsis.
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(cut(mid)) <= width + EPSILON) lo = mid;
    else hi = mid - 1;
  }
  return cut(lo);
}

/**
 * The text on one line ({@linkcode flatten}ed): unchanged when it fits `width`, else shortened
 * with an ellipsis ({@linkcode ellipsize}).
 *
 * @example
 * ```ts
 * fitText("Chapter Twelve", 8, (s) => s.length); // "Chapter…"
 * fitText("Short", 8, (s) => s.length); // "Short"
 * ```
 */
export function fitText(text: string, width: number, measure: Measure): string {
  const flat = flatten(text);
  return measure(flat) <= width + EPSILON ? flat : ellipsize(flat, width, measure);
}

/** Options of {@linkcode wrapText}. */
export interface WrapOptions {
  /** Lines kept at most; the last kept line ends with an ellipsis when text is left over. */
  readonly maxLines?: number;
  /**
   * Width of the first line (text after a run-in heading, a hanging indent after it); when
   * it is narrower than the others and not even the first word fits there, the first line
   * stays empty.
   */
  readonly firstWidth?: number;
  /**
   * Label breaking: also after a slash, never around a relation sign, and a word wider than
   * its line is shortened with an ellipsis instead of cut.
   */
  readonly labels?: boolean;
  /** A blank text gives one empty line instead of none (a blank line of a block is kept). */
  readonly keepBlank?: boolean;
}

/**
 * The pieces a line may break between, each with the space that followed it: words, and in
 * `labels` mode also the parts of a word after each slash, with relation signs glued to both
 * neighbours.
 */
function pieces(text: string, labels: boolean): string[] {
  const out: string[] = [];
  let glued = false;
  for (const word of text.split(" ")) {
    if (word === "") continue;
    if (!labels) {
      out.push(word + " ");
      continue;
    }
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

/** The longest prefix of `text` that fits `width`, at least one character, and the rest. */
function cutAt(text: string, width: number, measure: Measure): [string, string] {
  const chars = [...text];
  let n = 1;
  while (n < chars.length && measure(chars.slice(0, n + 1).join("")) <= width + EPSILON) n++;
  return [chars.slice(0, n).join(""), chars.slice(n).join("")];
}

/**
 * Breaks text ({@linkcode flatten}ed) into lines no wider than `width`, greedily (see the
 * module notes for where lines break and what happens to a word wider than its line). Empty
 * or blank text gives no lines (one empty line with `keepBlank`).
 *
 * @example
 * ```ts
 * const measure = (s: string) => [...s].length;
 * wrapText("aa bb cc", 5, measure); // ["aa bb", "cc"]
 * wrapText("abcdefg", 3, measure); // ["abc", "def", "g"]
 * wrapText("one two three four", 8, measure, { maxLines: 1 }); // ["one two…"]
 * wrapText("Words/scene", 6, measure, { labels: true }); // ["Words/", "scene"]
 * wrapText(" ", 6, measure, { keepBlank: true }); // [""]
 * ```
 */
export function wrapText(
  text: string,
  width: number,
  measure: Measure,
  options: WrapOptions = {},
): string[] {
  const { maxLines = Infinity, firstWidth = width, labels = false, keepBlank = false } = options;
  const widthOf = (i: number) => i === 0 ? firstWidth : width;
  const fits = (s: string, i: number) => measure(s.trimEnd()) <= widthOf(i) + EPSILON;
  const lines: string[] = [];
  let line = "";
  for (const piece of pieces(flatten(text), labels)) {
    if (fits(line + piece, lines.length)) {
      line += piece;
      continue;
    }
    if (line !== "") {
      lines.push(line.trimEnd());
      line = "";
    }
    if (lines.length === 0 && firstWidth < width && !fits(piece, 0)) lines.push("");
    if (fits(piece, lines.length)) {
      line = piece;
    } else if (labels) {
      lines.push(ellipsize(piece.trimEnd(), widthOf(lines.length), measure));
    } else {
      // Cut between characters; the last part starts the next line.
      let rest = piece;
      while (!fits(rest, lines.length)) {
        const [head, tail] = cutAt(rest.trimEnd(), widthOf(lines.length), measure);
        lines.push(head);
        rest = tail === "" ? "" : tail + (piece.endsWith(" ") ? " " : "");
      }
      line = rest;
    }
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  if (lines.length === 0 && keepBlank) return [""];
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(1, maxLines));
  const last = kept.length - 1;
  kept[last] = ellipsize(`${kept[last]} ${lines[last + 1]}`, widthOf(last), measure);
  return kept;
}
