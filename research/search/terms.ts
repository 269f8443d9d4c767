/**
 * Terms: how search cuts folded text into words, the same way for queries, for the index
 * (SQLite's `unicode61` tokenizer) and for excerpts.
 *
 * A term is a maximal run of letters, digits and combining marks (`\p{L}\p{N}\p{M}`) that
 * holds at least one letter or digit. Marks stay inside a term so that scripts which write
 * vowels as marks (Devanagari, Thai, …) keep their words whole. A handful of letters that
 * SQLite's unicode61 tables (Unicode 6.1) still class as spacing marks (New Tai Lue vowel
 * signs, Vedic tone signs) are separators here too: a term made only of them would become an
 * empty phrase and make a whole AND match nothing. `terms_test.ts` checks every letter and
 * digit against the real tokenizer.
 *
 * Known limit, from unicode61 itself: scripts written without spaces (Chinese, Japanese,
 * Thai) are one token per run of letters, so a word inside such a run is found only as the
 * run's beginning (prefix). A trigram tokenizer would fix that at several times the size.
 *
 * @module
 */

import { SIMPLE_SCRIPT_RE } from "./fold.ts";

/** One search term after folding. */
export interface QueryTerm {
  /** Folded text of the term (letters, digits, marks only). */
  readonly text: string;
  /** True when hits may continue the term (`lod` finds `lodz`). */
  readonly prefix: boolean;
}

/** Letters and digits for us, separators for unicode61 (see module docs). */
const UNICODE61_SEPARATOR_RE = /^[\u19b0-\u19c0\u19c8\u19c9\u1cf2\u1cf3]$/u;

/**
 * Splits already folded text into terms, with their code-point offsets in that text.
 *
 * @example
 * ```ts
 * termSpans("lodz, (strasse)");
 * // [{ text: "lodz", start: 0, end: 4 }, { text: "strasse", start: 7, end: 14 }]
 * ```
 */
export function termSpans(folded: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  if (SIMPLE_SCRIPT_RE.test(folded)) {
    // BMP only (UTF-16 index = code point), no marks, no unicode61 exceptions: a native regex.
    for (const m of folded.matchAll(SIMPLE_TERM_RE)) {
      out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
    }
    return out;
  }
  const n = folded.length;
  let i = 0;
  let cp = 0;
  while (i < n) {
    // Skip separators.
    let kind = charKind(folded, i);
    while (kind === SEPARATOR) {
      i += folded.charCodeAt(i) >= 0xd800 && folded.codePointAt(i)! > 0xffff ? 2 : 1;
      cp++;
      if (i >= n) return out;
      kind = charKind(folded, i);
    }
    const from = i;
    const start = cp;
    let hasBase = false;
    while (i < n && kind !== SEPARATOR) {
      if (kind === BASE) hasBase = true;
      i += folded.charCodeAt(i) >= 0xd800 && folded.codePointAt(i)! > 0xffff ? 2 : 1;
      cp++;
      if (i < n) kind = charKind(folded, i);
    }
    if (hasBase) out.push({ text: folded.slice(from, i), start, end: cp });
  }
  return out;
}

/**
 * The letters and digits (`\p{L}\p{N}`) of SIMPLE_SCRIPT_RE's blocks as a regular-expression
 * character class, spelled out: a fresh
 * process runs this before V8 has compiled anything, and a `\p{…}` class starts slow.
 * query_test.ts checks it against `\p{L}\p{N}` for every code point of those blocks.
 */
export const SIMPLE_WORD_CLASS = "[0-9A-Za-z\u00aa\u00b2\u00b3\u00b5\u00b9\u00ba\u00bc-\u00be" +
  "\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0370-\u0374\u0376\u0377" +
  "\u037a-\u037d\u037f\u0386\u0388-\u038a\u038c\u038e-\u03a1\u03a3-\u03f5" +
  "\u03f7-\u0481\u048a-\u04ff]";
const SIMPLE_TERM_RE = new RegExp(SIMPLE_WORD_CLASS + "+", "g");
const SEPARATOR = 0;
const MARK = 1;
const BASE = 2;
const KIND_CACHE = new Map<number, number>();
const BASE_RE = /^[\p{L}\p{N}]$/u;
const MARK_RE = /^\p{M}$/u;

/** Separator, mark or base (letter or digit) for the code point at UTF-16 index `i`. */
function charKind(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) {
    return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a)
      ? BASE
      : SEPARATOR;
  }
  const cpt = text.codePointAt(i)!;
  let kind = KIND_CACHE.get(cpt);
  if (kind === undefined) {
    const ch = String.fromCodePoint(cpt);
    kind = UNICODE61_SEPARATOR_RE.test(ch)
      ? SEPARATOR
      : BASE_RE.test(ch)
      ? BASE
      : MARK_RE.test(ch)
      ? MARK
      : SEPARATOR;
    if (KIND_CACHE.size < 65536) KIND_CACHE.set(cpt, kind);
  }
  return kind;
}
