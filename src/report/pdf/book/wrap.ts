/**
 * Ragged (unjustified) wrapping for the book's short texts (title, chapter headings, imprint)
 * and truncation for one-line page furniture. Widths come from the caller (the writer's
 * cached font metrics), so these helpers stay pure.
 *
 * @module
 */

/** Width (mm) of a string in the font and size being set. */
export type Measure = (text: string) => number;

/**
 * Splits one over-long word into pieces no wider than `width` (by characters, never inside a
 * surrogate pair). A piece holds at least one character.
 */
function splitWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const ch of word) {
    if (piece && measure(piece + ch) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Greedy first-fit wrapping of one line of text into lines no wider than `width`; a word
 * wider than `width` is broken between characters. Runs of spaces collapse; an empty or
 * blank text gives `[""]` (a blank line is kept as one).
 *
 * @example
 * ```ts
 * wrapRagged("aa bb cc", 5, (s) => s.length); // ["aa bb", "cc"]
 * wrapRagged("abcdefg", 3, (s) => s.length); // ["abc", "def", "g"]
 * ```
 */
export function wrapRagged(text: string, width: number, measure: Measure): string[] {
  const words = text.split(/ +/).filter((w) => w !== "");
  if (words.length === 0) return [""];
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    if (measure(word) <= width) {
      line = word;
      continue;
    }
    const pieces = splitWord(word, width, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1)!;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The text itself when it fits `width`, else its longest prefix (at a character boundary,
 * trailing spaces dropped) followed by "…" that fits.
 *
 * @example
 * ```ts
 * fitWithEllipsis("abcdef", 4, (s) => s.length); // "abc…"
 * ```
 */
export function fitWithEllipsis(text: string, width: number, measure: Measure): string {
  if (measure(text) <= width) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  // Binary search for the longest prefix that fits with the ellipsis.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(chars.slice(0, mid).join("").trimEnd() + "…") <= width) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? "" : chars.slice(0, lo).join("").trimEnd() + "…";
}
