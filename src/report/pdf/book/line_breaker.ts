/**
 * Paragraph → justified lines for the book layout. jsPDF cannot hyphenate (and prints soft
 * hyphens visibly), so lines are broken here and handed to `PdfWriter.justified` as plain
 * strings, each with its natural width (single spaces) within the measure.
 *
 * Three passes of {@link totalFit}, each only when the one before finds no acceptable set of
 * breaks:
 * 1. whole words only (plus breaks after hyphens and dashes already in the text), spaces
 *    stretched to at most {@link PASS_TOLERANCE}[0];
 * 2. with hyphenation points from the language's patterns, looser tolerance;
 * 3. emergency: any stretch accepted.
 * A word wider than the measure is also breakable between any two characters (with a
 * hyphen), so no line ever overflows.
 *
 * @module
 */

import { isUrlLike } from "../hyphenate.ts";
import { BOOK_DEMERITS, type Item, totalFit } from "./knuth_plass.ts";

/** What the breaker needs to know about the font and the language. */
export interface BreakSetup {
  /** Line width (mm). */
  readonly measure: number;
  /** First-line indent (mm); the first line is that much shorter. */
  readonly indent: number;
  /** Width (mm) of a string in the body font (cached by the caller). */
  readonly width: (text: string) => number;
  /** Pattern hyphenation points of a word (indices before which "-" may end a line). */
  readonly hyphenate: (word: string) => readonly number[];
  /** Breaks after hyphens or dashes already in a word (nothing added). */
  readonly hardBreaks: (word: string) => readonly number[];
}

/**
 * How far a space may stretch, as a fraction of its natural width, at adjustment ratio 1
 * (Liberation Serif's space is 0.25 em: ratio 1 gives 0.375 em).
 */
export const SPACE_STRETCH = 0.5;

/** Largest adjustment ratio per pass: no hyphenation, hyphenation, emergency. */
const PASS_TOLERANCE = [1, 2, Infinity] as const;

/**
 * Penalty of a pattern hyphenation break. TeX's 50 assumes spaces that can also shrink; with
 * stretch only, 50 hyphenated one line in seven of War and Peace, 300 one in ten while the
 * median space grew from 0.328 to 0.334 em (measured on the corpus novel).
 */
const HYPHEN_COST = 300;
/** Breaking after a hyphen or dash already in the text costs what TeX's `\exhyphenpenalty` does. */
const HARD_BREAK_COST = 50;
/** Breaking an over-long word between arbitrary characters: only when nothing else fits. */
const FORCED_SPLIT_COST = 1000;
/** Breaking an over-long URL after a separator, without a hyphen. */
const URL_SPLIT_COST = 500;
const URL_SEPARATOR = /[/.?&=_#:-]/;
const NONE: readonly number[] = [];

interface Fragmented {
  readonly items: Item[];
  /** Text of each item (boxes: the fragment; penalties: what a break there adds). */
  readonly texts: string[];
}

/**
 * Breaks one paragraph (its words, split at spaces) into lines. Lines ending at a hyphenation
 * point carry the added "-". Returns no lines for no words.
 *
 * @example
 * ```ts
 * breakParagraph(["a", "bb", "ccc"], { measure: 5, indent: 0, width: (s) => s.length,
 *   hyphenate: () => [], hardBreaks: () => [] }); // ["a bb", "ccc"]
 * ```
 */
export function breakParagraph(words: readonly string[], setup: BreakSetup): string[] {
  if (words.length === 0) return [];
  // Most dialogue paragraphs fit one line: no items, no search.
  let natural = setup.width(" ") * (words.length - 1);
  for (const word of words) natural += setup.width(word);
  if (natural <= setup.measure - setup.indent) return [words.join(" ")];
  const lineWidth = (line: number) => line === 0 ? setup.measure - setup.indent : setup.measure;
  for (let pass = 0; pass < PASS_TOLERANCE.length; pass++) {
    const built = buildItems(words, setup, pass > 0);
    const breaks = totalFit(built.items, lineWidth, {
      tolerance: PASS_TOLERANCE[pass],
      ...BOOK_DEMERITS,
    });
    if (breaks) return linesAt(built, breaks);
  }
  // The emergency pass always succeeds because every box fits a line; keep a safe answer.
  return words.slice();
}

function buildItems(words: readonly string[], setup: BreakSetup, hyphenate: boolean): Fragmented {
  const items: Item[] = [];
  const texts: string[] = [];
  const space = setup.width(" ");
  const glue: Item = {
    kind: "glue",
    width: space,
    stretch: space * SPACE_STRETCH,
    cost: 0,
    flagged: false,
  };
  const narrowest = setup.measure - setup.indent;
  for (let w = 0; w < words.length; w++) {
    const word = words[w];
    if (w > 0) {
      items.push(glue);
      texts.push(" ");
    }
    const hard = setup.hardBreaks(word);
    const wide = setup.width(word) > narrowest;
    // A word wider than the line gets its hyphenation points in every pass.
    const soft = hyphenate || wide ? setup.hyphenate(word) : NONE;
    if (hard.length === 0 && soft.length === 0 && !wide) {
      items.push(box(setup.width(word)));
      texts.push(word);
      continue;
    }
    const costs = new Map<number, number>();
    for (const at of hard) costs.set(at, HARD_BREAK_COST);
    for (const at of soft) costs.set(at, HYPHEN_COST);
    if (wide) addForcedBreaks(word, costs, narrowest - setup.width("-"), setup.width);
    pushFragments(word, costs, setup, items, texts);
  }
  // TeX's \parfillskip: the last line may stay short; then the forced end.
  items.push({ kind: "glue", width: 0, stretch: 1e6, cost: 0, flagged: false });
  items.push({ kind: "penalty", width: 0, stretch: 0, cost: -Infinity, flagged: false });
  texts.push("", "");
  return { items, texts };
}

/**
 * More break points for a word wider than the line: in a URL or path after its separators
 * ("/", "." …), then, inside any piece still wider than `room`, between any two characters.
 */
function addForcedBreaks(
  word: string,
  costs: Map<number, number>,
  room: number,
  width: (text: string) => number,
): void {
  if (isUrlLike(word)) {
    for (let at = 1; at < word.length; at++) {
      if (!costs.has(at) && URL_SEPARATOR.test(word[at - 1])) costs.set(at, URL_SPLIT_COST);
    }
  }
  const ends = [...costs.keys(), word.length].sort((a, b) => a - b);
  let from = 0;
  for (const end of ends) {
    if (width(word.slice(from, end)) > room) {
      for (let at = from + 1; at < end; at++) {
        if (splittable(word, at)) costs.set(at, FORCED_SPLIT_COST);
      }
    }
    from = end;
  }
}

/** A word as fragment boxes with a penalty at each break point. */
function pushFragments(
  word: string,
  costs: ReadonlyMap<number, number>,
  setup: BreakSetup,
  items: Item[],
  texts: string[],
): void {
  const url = isUrlLike(word);
  let from = 0;
  for (const at of [...costs.keys()].sort((a, b) => a - b)) {
    const part = word.slice(from, at);
    items.push(box(setup.width(part)));
    texts.push(part);
    // Nothing is added after a hyphen or dash already there, nor inside a URL (where a
    // hyphen would read as part of the address).
    const added = isDash(word[at - 1]) || url ? "" : "-";
    items.push({
      kind: "penalty",
      width: added ? setup.width(added) : 0,
      stretch: 0,
      cost: costs.get(at)!,
      flagged: added !== "",
    });
    texts.push(added);
    from = at;
  }
  const rest = word.slice(from);
  items.push(box(setup.width(rest)));
  texts.push(rest);
}

function box(width: number): Item {
  return { kind: "box", width, stretch: 0, cost: 0, flagged: false };
}

function isDash(ch: string): boolean {
  return ch === "-" || ch === "\u2010" || ch === "\u2013" || ch === "\u2014";
}

/** Not inside a surrogate pair and not before a combining mark. */
function splittable(word: string, at: number): boolean {
  const code = word.charCodeAt(at);
  if (code >= 0xdc00 && code <= 0xdfff) return false;
  return !/\p{M}/u.test(word.slice(at, at + 1));
}

function linesAt(built: Fragmented, breaks: readonly number[]): string[] {
  const { items, texts } = built;
  const lines: string[] = [];
  let start = 0;
  for (const end of breaks) {
    let line = "";
    for (let j = start; j < end; j++) {
      if (items[j].kind !== "penalty") line += texts[j];
    }
    if (items[end].kind === "penalty") line += texts[end];
    lines.push(line.trimEnd());
    start = end + 1;
    while (start < items.length && items[start].kind === "glue") start++;
  }
  return lines;
}
