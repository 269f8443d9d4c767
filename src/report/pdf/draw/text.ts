/**
 * Line breaking and truncation for drawn labels and short paragraphs, measured by a width
 * function (usually `(s) => writer.width(s, role, size)`), so text never passes its box.
 *
 * The breaker is greedy (no hyphenation, no justification): enough for labels, table cells,
 * excerpts and notes. A word wider than the whole line is cut between characters, so even a
 * long URL stays inside the box. Widths are assumed additive (the width of `a + b` is the
 * width of `a` plus the width of `b`), which holds for {@linkcode PdfWriter.width} because it
 * sums per-character advances without kerning.
 *
 * @module
 */

/** Width of a string in mm at a fixed role and size. */
export type Measure = (text: string) => number;

/** The ellipsis appended to shortened text. */
export const ELLIPSIS = "\u2026";

/** Soft hyphens and zero-width characters: never drawn, never measured. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/** Unicode spaces many text fonts lack (Liberation Serif has none of U+2000–U+200A, U+202F). */
const NARROW_NO_BREAK = /[\u2007\u202F]/g;
const WIDE_SPACES = /[\u2000-\u2006\u2008-\u200A\u205F]/g;

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

/** Breakable white space; a no-break space (U+00A0, U+202F) is kept and binds its neighbours. */
const SPACES = /[ \t\n\r\v\f\u2028\u2029]+/g;

/**
 * Text with invisible characters removed, typographic spaces made plain
 * ({@linkcode plainSpaces}) and every run of breakable white space as one space, trimmed.
 *
 * @example
 * ```ts
 * flatten("  a\n\tb\u00ADc "); // "a bc"
 * ```
 */
export function flatten(text: string): string {
  return plainSpaces(text).replace(INVISIBLE, "").replace(SPACES, " ").replace(/^ | $/g, "");
}

/** Splits a word wider than `width` into pieces that fit (at least one character each). */
function cutWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = "";
  let used = 0;
  for (const ch of word) {
    const w = measure(ch);
    if (piece !== "" && used + w > width) {
      pieces.push(piece);
      piece = "";
      used = 0;
    }
    piece += ch;
    used += w;
  }
  if (piece !== "") pieces.push(piece);
  return pieces;
}

/**
 * Breaks text into lines no wider than `width` (greedy, at spaces; over-long words are cut
 * between characters). Empty or blank text gives no lines.
 *
 * @example
 * ```ts
 * wrapText("aa bb cc", 5, (s) => s.length); // ["aa bb", "cc"]
 * wrapText("abcdefg", 3, (s) => s.length); // ["abc", "def", "g"]
 * ```
 */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const words = flatten(text).split(" ").filter((w) => w !== "");
  const space = measure(" ");
  const lines: string[] = [];
  let line = "";
  let used = 0;
  for (const word of words) {
    const w = measure(word);
    if (line !== "" && used + space + w <= width) {
      line += " " + word;
      used += space + w;
      continue;
    }
    if (line !== "") lines.push(line);
    if (w <= width) {
      line = word;
      used = w;
      continue;
    }
    const pieces = cutWord(word, width, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1];
    used = measure(line);
  }
  if (line !== "") lines.push(line);
  return lines;
}

/**
 * The longest prefix of `text` (whole characters, trailing spaces and separators dropped)
 * that fits `width` together with an ellipsis, plus the ellipsis. Use it when text was cut.
 *
 * @example
 * ```ts
 * ellipsize("abcdef", 4, (s) => s.length); // "abc…"
 * ```
 */
export function ellipsize(text: string, width: number, measure: Measure): string {
  const room = width - measure(ELLIPSIS);
  let out = "";
  let used = 0;
  for (const ch of text) {
    const w = measure(ch);
    if (used + w > room) break;
    out += ch;
    used += w;
  }
  return out.replace(/[\s,;:.\u2013\u2014-]+$/u, "") + ELLIPSIS;
}

/**
 * The text on one line: unchanged when it fits `width`, else shortened with an ellipsis.
 *
 * @example
 * ```ts
 * fitText("Chapter Twelve", 8, (s) => s.length); // "Chapter…"
 * fitText("Short", 8, (s) => s.length); // "Short"
 * ```
 */
export function fitText(text: string, width: number, measure: Measure): string {
  const flat = flatten(text);
  return measure(flat) <= width ? flat : ellipsize(flat, width, measure);
}

/**
 * Wraps text and keeps at most `maxLines` lines; when lines were dropped, the last kept line
 * ends with an ellipsis (and still fits `width`).
 *
 * @example
 * ```ts
 * wrapLines("aa bb cc dd", 5, (s) => s.length, 1); // ["aa b…"]
 * ```
 */
export function wrapLines(
  text: string,
  width: number,
  measure: Measure,
  maxLines: number,
): string[] {
  const lines = wrapText(text, width, measure);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(1, maxLines));
  const last = kept.length - 1;
  kept[last] = ellipsize(kept[last] + " " + lines[last + 1], width, measure);
  return kept;
}
