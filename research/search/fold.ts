/**
 * The one text folding that search applies to indexed text and to queries alike: NFKC, lower
 * case, then the letter table that analysis uses too (`LETTER_FOLDS` in `src/text/fold.ts`,
 * applied by {@linkcode foldLetters}): the letters that SQLite's `unicode61
 * remove_diacritics 2` tokenizer does not reduce (they are letters of their own, not a base
 * letter plus a diacritic): ł→l, ø→o, æ→ae, œ→oe, ß→ss, đ→d, ð→d, þ→th, ħ→h, ı→i.
 * Lower-casing runs first, so only the table's lower-case letters are ever met here. The
 * tokenizer then removes the remaining diacritics (ó, ź, é, ü, …) and folds case once more.
 *
 * The table also maps final sigma ς→σ. JavaScript lower-cases a word-final Σ to ς by context,
 * so the same word could fold differently at the end of a query than inside a passage; mapping
 * ς to σ makes folding independent of context, which {@linkcode foldWithMap} (which folds
 * piece by piece) relies on.
 *
 * {@linkcode foldWithMap} also tells, for a range of the folded text, which range of the
 * original it came from, so that a match found in folded text can be marked in the original
 * even where folding changed lengths (ß→ss, ﬁ→fi, ㎏→kg, "e"+U+0301→é).
 *
 * @module
 */

import { foldLetters } from "../../src/text/fold.ts";

const CHANGES_WHEN_LOWERCASED = /\p{CWL}+/gu;

/**
 * Folds text for search: NFKC, lower case, and the letter table described in the module docs.
 *
 * @example
 * ```ts
 * fold("Łódź Straße"); // "lódź strasse"
 * fold("Æsir ﬁne Ħal"); // "aesir fine hal"
 * ```
 */
export function fold(text: string): string {
  // Lower-casing only the runs that change is twice as fast as toLowerCase() on the whole
  // text, and the same result: the only context-dependent rule (final sigma) is undone by
  // the letter table.
  return foldLetters(
    text.normalize("NFKC").replace(CHANGES_WHEN_LOWERCASED, (s) => s.toLowerCase()),
  );
}

/** Folded text with the way back to the original. */
export interface FoldMap {
  /** Exactly `fold(original)`. */
  readonly text: string;
  /**
   * The original code-point range `[start, end)` behind folded code points `[start, end)`;
   * a range that begins or ends inside an expansion (one `s` of the `ss` from `ß`) widens to
   * the whole original character.
   */
  originalRange(start: number, end: number): [number, number];
}

/**
 * A code point that NFKC may compose with the one before it (combining marks, Hangul jamo),
 * or an ASCII character followed by one.
 */
const JOINER = "\\p{M}\\u1100-\\u11ff\\u3130-\\u318f\\ua960-\\ua97f\\ud7b0-\\ud7ff\\uffa0-\\uffdf";
/** A piece that folding may change other than by ASCII lower-casing. */
const PIECE_RE = new RegExp(`(?:[^\\x00-\\x7f]|[\\x00-\\x7f](?=[${JOINER}]))[${JOINER}]*`, "gu");
const ASCII_UPPER_RE = /[A-Z]+/g;

/**
 * Folds text like {@linkcode fold} and keeps the way back to the original.
 *
 * Normalisation only interacts inside a piece: a code point with the combining marks and
 * Hangul jamo that follow it (the only characters NFKC composes with what precedes them).
 * Plain ASCII is only lower-cased; every other piece is folded alone, and only pieces whose
 * length changes are recorded, so the common case costs two native `replace` calls.
 *
 * @example
 * ```ts
 * const m = foldWithMap("Straße!");
 * m.text; // "strasse!"
 * m.originalRange(0, 7); // [0, 6]  ("strasse" is "Straße")
 * m.originalRange(4, 5); // [4, 5]  (one "s" of "ss" is the whole "ß")
 * ```
 */
export function foldWithMap(original: string): FoldMap {
  if (SIMPLE_SCRIPT_RE.test(original)) return foldSimpleWithMap(original);
  // Pieces whose code-point length changed: folded start, folded length, original start,
  // original length. Between pieces, folded and original advance together.
  const f: number[] = [];
  const fl: number[] = [];
  const o: number[] = [];
  const ol: number[] = [];
  let astralBefore = 0; // surrogate pairs seen in the original before the current piece
  let shift = 0; // folded code points minus original code points, before the current piece
  const text = original.replace(PIECE_RE, (piece: string, offset: number) => {
    const folded = foldPiece(piece);
    const k = piece.length === 1 ? 1 : codePoints(piece);
    const m = folded.length === 1 ? 1 : codePoints(folded);
    if (k !== m) {
      const origin = offset - astralBefore;
      f.push(origin + shift);
      fl.push(m);
      o.push(origin);
      ol.push(k);
      shift += m - k;
    }
    astralBefore += piece.length - k;
    return folded;
  }).replace(ASCII_UPPER_RE, (s) => s.toLowerCase());
  return { text, originalRange: (start, end) => mapRange(f, fl, o, ol, start, end) };
}

/**
 * {@linkcode foldWithMap} for text of {@linkcode SIMPLE_SCRIPT_RE}: no marks, all BMP, so
 * every character folds alone and a UTF-16 index is a code-point index. Only the few
 * characters whose fold changes length are folded one by one (and recorded); the rest of the
 * text folds natively. That skips a JavaScript call per non-ASCII letter, which a fresh
 * process (a CLI search) runs before V8 has compiled anything: a third of its excerpt time.
 */
function foldSimpleWithMap(original: string): FoldMap {
  const f: number[] = [];
  const fl: number[] = [];
  const o: number[] = [];
  let shift = 0;
  const pieces = original.replace(SIZE_CHANGING_SIMPLE_ALL_RE, (ch: string, offset: number) => {
    const folded = foldPiece(ch);
    const m = codePoints(folded);
    f.push(offset + shift);
    fl.push(m);
    o.push(offset);
    shift += m - 1;
    return folded;
  });
  const ol = o.map(() => 1);
  return { text: fold(pieces), originalRange: (start, end) => mapRange(f, fl, o, ol, start, end) };
}

function mapRange(
  f: readonly number[],
  fl: readonly number[],
  o: readonly number[],
  ol: readonly number[],
  start: number,
  end: number,
): [number, number] {
  const toOriginal = (i: number, isEnd: boolean): number => {
    // Last recorded piece starting at or before folded position i.
    let lo = 0;
    let hi = f.length - 1;
    let p = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (f[mid] <= i) {
        p = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (p < 0) return i + (isEnd ? 1 : 0);
    if (i < f[p] + fl[p]) return isEnd ? o[p] + ol[p] : o[p];
    return o[p] + ol[p] + (i - f[p] - fl[p]) + (isEnd ? 1 : 0);
  };
  const s = toOriginal(start, false);
  return end <= start ? [s, s] : [s, toOriginal(end - 1, true)];
}

/** Folds of single code points, the common piece: most text repeats few characters. */
const PIECE_CACHE = new Map<string, string>();
const PIECE_CACHE_MAX = 4096;

function foldPiece(piece: string): string {
  let folded = PIECE_CACHE.get(piece);
  if (folded === undefined) {
    folded = fold(piece);
    if (PIECE_CACHE.size < PIECE_CACHE_MAX) PIECE_CACHE.set(piece, folded);
  }
  return folded;
}

function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/**
 * Text made only of ASCII, Latin-1 (its punctuation and symbols from U+00A0 too), Latin
 * Extended-A/B, Greek and Cyrillic (without the Cyrillic combining marks U+0483–U+0489), and
 * the punctuation books are full of: the typographic spaces U+2000–U+200A, the dashes,
 * quotation marks, bullets and ellipsis of U+2010–U+2027, ‹ › and the two- and three-em
 * dashes. All BMP, no combining marks. The tests of fold, query and excerpt enumerate this
 * set; nine in ten paragraphs of every corpus novel are simple text.
 */
export const SIMPLE_SCRIPT_RE =
  // deno-lint-ignore no-control-regex -- all of ASCII, controls included, is simple text
  /^[\x00-\x7f\u00a0-\u024f\u0370-\u03ff\u0400-\u0482\u048a-\u04ff\u2000-\u200a\u2010-\u2027\u2039\u203a\u2e3a\u2e3b]*$/;

/**
 * The characters of {@linkcode SIMPLE_SCRIPT_RE}'s blocks whose {@linkcode fold} is not exactly
 * one code point (¨ ¯ ´ ¸ ¼–¾ Æ Þ ß İ Ĳ Ŀ ŉ Œ Ǆ–ǌ Ǳ–ǳ ͺ ΄ ΅ ‗ ‥ …), spelled out for the reason
 * given at SIMPLE_TERM_RE in query.ts; fold_test.ts recomputes it from every code point of
 * those blocks.
 */
export const SIZE_CHANGING_SIMPLE_RE =
  /[\u00a8\u00af\u00b4\u00b8\u00bc-\u00be\u00c6\u00de-\u00df\u00e6\u00fe\u0130\u0132-\u0133\u013f-\u0140\u0149\u0152-\u0153\u01c4-\u01cc\u01f1-\u01f3\u037a\u0384-\u0385\u2017\u2025-\u2026]/;
const SIZE_CHANGING_SIMPLE_ALL_RE = new RegExp(SIZE_CHANGING_SIMPLE_RE.source, "g");
