/**
 * Excerpts for search hits, cut in TypeScript from the ORIGINAL passage or record text (the
 * index stores only folded tokens), with the matched words marked.
 *
 * Marking: `highlights` holds code-point ranges `{start, end}` (end exclusive) within the
 * returned `excerpt`, in order and not overlapping. We chose ranges over inline markers such
 * as `[[…]]` because a marker can occur in the text itself; ranges are unambiguous and use the
 * unit SPEC 2.7 uses for every other offset.
 *
 * A word matches when its folded form, with combining marks removed (what
 * `remove_diacritics` does), equals a query term, or starts with it for the prefix term. The
 * excerpt is about {@linkcode EXCERPT_LENGTH} code points around the FIRST match (a third of
 * the window before it), cut at spaces, runs of white space shown as one space, and an
 * ellipsis `…` where text was left out. Without any match (a hit on a record's title only),
 * the excerpt is the start of the text.
 *
 * @module
 */

import { type FoldMap, foldWithMap, SIMPLE_SCRIPT_RE } from "./fold.ts";
import { type QueryTerm, SIMPLE_WORD_CLASS, termSpans } from "./terms.ts";

/** Target length of an excerpt in code points, ellipses not counted. */
export const EXCERPT_LENGTH = 240;

/** A marked range within an excerpt, in code points, `end` exclusive. */
export interface Highlight {
  readonly start: number;
  readonly end: number;
}

/** An excerpt and the matched words within it. */
export interface Excerpt {
  readonly excerpt: string;
  readonly highlights: readonly Highlight[];
}

/**
 * Code-point ranges of the original text whose words match the terms, in order.
 *
 * @example
 * ```ts
 * matchRanges("In Łódź.", [{ text: "lodz", prefix: false }]); // [[3, 7]]
 * ```
 */
export function matchRanges(original: string, terms: readonly QueryTerm[]): [number, number][] {
  const fm = foldWithMap(original);
  if (SIMPLE_SCRIPT_RE.test(fm.text)) {
    // Simple text (BMP, no marks): removing the diacritics of the whole folded text keeps
    // one code unit per code unit, and word boundaries where they were (excerpt_test.ts
    // checks both for every character of those blocks), so one native regular expression
    // finds the matching words: no call per word, which a fresh process runs slowly.
    const bareText = fm.text.normalize("NFD").replace(COMBINING_DIACRITICS_RE, "");
    if (bareText.length === fm.text.length && SIMPLE_SCRIPT_RE.test(bareText)) {
      const spans = [...bareText.matchAll(wordsMatching(terms))].map((m) => ({
        start: m.index,
        end: m.index + m[0].length,
      }));
      return mergedRanges(fm, spans);
    }
  }
  return wordRanges(fm, terms);
}

/**
 * {@linkcode matchRanges} word by word: every word of the folded text, without its
 * diacritics, compared with every term. The general case, and the reference that the
 * native path for simple text is tested against.
 *
 * @example
 * ```ts
 * matchRangesByWord("In Łódź.", [{ text: "lodz", prefix: false }]); // [[3, 7]]
 * ```
 */
export function matchRangesByWord(
  original: string,
  terms: readonly QueryTerm[],
): [number, number][] {
  return wordRanges(foldWithMap(original), terms);
}

function wordRanges(fm: FoldMap, terms: readonly QueryTerm[]): [number, number][] {
  const keys = terms.map((t) => ({ key: bare(t.text), prefix: t.prefix }));
  const spans = termSpans(fm.text).filter((span) => {
    const word = bare(span.text);
    return keys.some((k) => k.prefix ? word.startsWith(k.key) : word === k.key);
  });
  return mergedRanges(fm, spans);
}

/** The original ranges of folded word spans, in order, touching ones merged. */
function mergedRanges(
  fm: FoldMap,
  spans: readonly { start: number; end: number }[],
): [number, number][] {
  const out: [number, number][] = [];
  for (const span of spans) {
    const [s, e] = fm.originalRange(span.start, span.end);
    const prev = out[out.length - 1];
    if (prev && s <= prev[1]) prev[1] = Math.max(prev[1], e);
    else out.push([s, e]);
  }
  return out;
}

const COMBINING_DIACRITICS_RE = /[\u0300-\u036f]/g;

/**
 * A regular expression for the whole words of simple text that equal a term (or, for the
 * prefix term, start with it), terms without their diacritics.
 */
function wordsMatching(terms: readonly QueryTerm[]): RegExp {
  const escape = (t: string) => t.replace(/[\\^$.*+?()[\]{}|\/-]/g, "\\$&");
  const exact = terms.filter((t) => !t.prefix).map((t) => escape(bare(t.text)));
  const prefix = terms.filter((t) => t.prefix).map((t) => escape(bare(t.text)));
  const w = SIMPLE_WORD_CLASS;
  const alternatives = [
    ...(exact.length > 0 ? [`(?:${exact.join("|")})(?!${w})`] : []),
    ...(prefix.length > 0 ? [`(?:${prefix.join("|")})${w}*`] : []),
  ];
  // No term at all: a pattern that never matches, like the word-by-word path.
  if (alternatives.length === 0) return /(?!)/g;
  return new RegExp(`(?<!${w})(?:${alternatives.join("|")})`, "g");
}

/**
 * Cuts an excerpt around the first match of the terms in `original` and marks every match
 * inside it.
 *
 * @example
 * ```ts
 * const x = makeExcerpt("Die Straße war leer.", [{ text: "strasse", prefix: false }]);
 * x.excerpt; // "Die Straße war leer."
 * x.highlights; // [{ start: 4, end: 10 }]
 * ```
 */
export function makeExcerpt(
  original: string,
  terms: readonly QueryTerm[],
  length: number = EXCERPT_LENGTH,
): Excerpt {
  // Without surrogate pairs a UTF-16 index is a code-point index: the string itself serves
  // (no array of one-character strings to build and join back).
  const cps: CodePoints = SURROGATE_RE.test(original) ? Array.from(original) : original;
  const matches = matchRanges(original, terms);
  const [from, to] = window(cps, matches[0] ?? [0, 0], length);
  // Plain stretches between the marks, with white space collapsed by native replace: a fresh
  // process (a CLI call) runs this before the JIT has warmed up, so per-character loops cost.
  let excerpt = from > 0 ? "…" : "";
  let len = excerpt.length;
  const highlights: Highlight[] = [];
  const plain = (a: number, b: number) => {
    let t = cut(cps, a, b).replace(SPACE_RUN_RE, " ");
    if (a === from) t = t.trimStart();
    if (b === to) t = t.trimEnd();
    excerpt += t;
    len += codePointLength(t);
  };
  let at = from;
  for (const [s, e] of matches) {
    if (e <= at || s >= to) continue;
    const start = Math.max(s, at);
    const end = Math.min(e, to);
    plain(at, start);
    excerpt += cut(cps, start, end);
    highlights.push({ start: len, end: len + end - start });
    len += end - start;
    at = end;
  }
  plain(at, to);
  if (to < cps.length) excerpt += "…";
  return { excerpt, highlights };
}

const SPACE_RUN_RE = /\s+/g;
const SURROGATE_RE = /[\ud800-\udfff]/;

/** A text's code points: an array of them, or the string itself when it has no astral ones. */
type CodePoints = string | readonly string[];

function cut(cps: CodePoints, from: number, to: number): string {
  return typeof cps === "string" ? cps.slice(from, to) : cps.slice(from, to).join("");
}
const SURROGATE_PAIR_RE = /[\ud800-\udbff][\udc00-\udfff]/g;

function codePointLength(t: string): number {
  return t.length - (t.match(SURROGATE_PAIR_RE)?.length ?? 0);
}

const SPACE_RE = /^\s$/u;

function isSpace(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const c = ch.charCodeAt(0);
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return SPACE_RE.test(ch);
}

/** The code-point window `[from, to)` to show for a first match `[ms, me)`. */
function window(cps: CodePoints, [ms, me]: [number, number], length: number) {
  const n = cps.length;
  if (n <= length) return [0, n];
  let from = Math.max(0, ms - Math.floor(length / 3));
  let to = Math.min(n, from + length);
  if (to === n) from = Math.max(0, n - length);
  // Cut at spaces, never through the first match.
  if (from > 0 && !isSpace(cps[from - 1])) {
    let k = from;
    while (k < ms && !isSpace(cps[k])) k++;
    if (k < ms) from = k + 1;
  }
  if (to < n && !isSpace(cps[to])) {
    let k = to;
    while (k > me && !isSpace(cps[k - 1])) k--;
    if (k > me) to = k;
  }
  return [from, to];
}

/** Folded text without combining marks, the way unicode61 compares it. */
function bare(folded: string): string {
  if (!NON_ASCII_RE.test(folded)) return folded;
  let b = BARE_CACHE.get(folded);
  if (b === undefined) {
    b = folded.normalize("NFD").replace(MN_RE, "");
    // Words repeat (Zipf): a bounded cache saves the normalisation for most of them.
    if (BARE_CACHE.size >= BARE_CACHE_MAX) BARE_CACHE.clear();
    BARE_CACHE.set(folded, b);
  }
  return b;
}

const BARE_CACHE = new Map<string, string>();
const BARE_CACHE_MAX = 20_000;

// deno-lint-ignore no-control-regex -- the whole ASCII range, controls included
const NON_ASCII_RE = /[^\x00-\x7f]/;
const MN_RE = /\p{Mn}/gu;
