/**
 * Hyphenation for the justified book text, behind one module (STYLE.md: an external library
 * sits behind one small module of ours). `npm:hyphen` carries Liang's TeX patterns per
 * language; we only ask it for the break points of one word and apply our own rules on top:
 *
 * - at least {@link HYPHEN_MIN_LEFT} letters before and {@link HYPHEN_MIN_RIGHT} after a break
 *   (TeX's `\lefthyphenmin=2`, `\righthyphenmin=3`: a two-letter tail such as "-ly" reads
 *   badly at the start of a line);
 * - never a break in words with digits, in URLs or e-mail addresses, or next to an apostrophe;
 * - a word that already contains a hyphen gets no pattern breaks: it may break only after its
 *   own hyphen ({@link hardBreaks}), with nothing added;
 * - `generic` (and any unknown language) has no patterns: no hyphenation at all.
 *
 * The pattern data is plain module data (about 1.2 MB of JavaScript for the seven languages,
 * evaluated once at import in about 80 ms: a synchronous layout cannot import lazily). The
 * hyphenator of a language is built on first use, and every word's answer is cached, so a
 * paragraph that fits without hyphenation never costs a pattern lookup.
 *
 * @module
 */

import createHyphenator from "npm:hyphen@1.14.1/hyphen.js";
import de from "npm:hyphen@1.14.1/patterns/de-1996.js";
import en from "npm:hyphen@1.14.1/patterns/en-us.js";
import es from "npm:hyphen@1.14.1/patterns/es.js";
import fr from "npm:hyphen@1.14.1/patterns/fr.js";
import it from "npm:hyphen@1.14.1/patterns/it.js";
import nl from "npm:hyphen@1.14.1/patterns/nl.js";
import pt from "npm:hyphen@1.14.1/patterns/pt.js";
import type { LanguageCode } from "../../language/types.ts";

/** Fewest letters left before a hyphenation break. */
export const HYPHEN_MIN_LEFT = 2;
/** Fewest letters carried to the next line after a hyphenation break. */
export const HYPHEN_MIN_RIGHT = 3;

/** `npm:hyphen`'s synchronous hyphenator: the text with `hyphenChar` at every break. */
type HyphenateSync = (text: string) => string;
type CreateHyphenator = (patterns: unknown, options: Record<string, unknown>) => HyphenateSync;

/** Pattern sets per language (German: reformed 1996 spelling; English: US patterns). */
const PATTERNS: Readonly<Partial<Record<LanguageCode, unknown>>> = { de, en, es, fr, it, nl, pt };

const MARK = "\u00AD";
const hyphenators = new Map<LanguageCode, HyphenateSync | null>();
/** Answers per language: by whole word (as it stands in the text) and by letter core. */
const wordCaches = new Map<LanguageCode, Map<string, readonly number[]>>();
const coreCaches = new Map<LanguageCode, Map<string, readonly number[]>>();
const NO_BREAKS: readonly number[] = Object.freeze([]);

const LETTERS = /^[\p{L}\p{M}'’]+$/u;
const APOSTROPHE = /['’]/;
const URL_LIKE = /:\/\/|^www\.|@|\//i;
const HYPHENS = /[-\u2010]/;
const DASHES = /[-\u2010\u2013\u2014]/;
const LEADING = /^[^\p{L}\p{M}]+/u;
const TRAILING = /[^\p{L}\p{M}]+$/u;

function hyphenatorFor(language: LanguageCode): HyphenateSync | null {
  if (hyphenators.has(language)) return hyphenators.get(language)!;
  const patterns = PATTERNS[language];
  const made = patterns === undefined ? null : (createHyphenator as CreateHyphenator)(patterns, {
    html: false,
    hyphenChar: MARK,
    minWordLength: HYPHEN_MIN_LEFT + HYPHEN_MIN_RIGHT,
  });
  hyphenators.set(language, made);
  return made;
}

function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

function patternBreaks(word: string, language: LanguageCode): readonly number[] {
  if (/\p{N}/u.test(word) || URL_LIKE.test(word) || HYPHENS.test(word)) return NO_BREAKS;
  const lead = word.match(LEADING)?.[0].length ?? 0;
  const core = word.slice(lead).replace(TRAILING, "");
  if (!LETTERS.test(core)) return NO_BREAKS;
  const points = cached(coreCaches, language, core, () => corePoints(core, language));
  return lead === 0 || points.length === 0 ? points : points.map((at) => at + lead);
}

/** Break points inside a word of letters only (its "core"). */
function corePoints(core: string, language: LanguageCode): readonly number[] {
  if (codePoints(core) < HYPHEN_MIN_LEFT + HYPHEN_MIN_RIGHT) return NO_BREAKS;
  const hyphenate = hyphenatorFor(language);
  if (!hyphenate) return NO_BREAKS;
  const points: number[] = [];
  let at = 0;
  for (const part of hyphenate(core).split(MARK).slice(0, -1)) {
    at += part.length;
    const left = core.slice(0, at);
    const right = core.slice(at);
    if (codePoints(left) < HYPHEN_MIN_LEFT || codePoints(right) < HYPHEN_MIN_RIGHT) continue;
    if (APOSTROPHE.test(left.at(-1)!) || APOSTROPHE.test(right[0])) continue;
    points.push(at);
  }
  return points.length === 0 ? NO_BREAKS : points;
}

function cached(
  store: Map<LanguageCode, Map<string, readonly number[]>>,
  language: LanguageCode,
  key: string,
  compute: () => readonly number[],
): readonly number[] {
  let cache = store.get(language);
  if (!cache) {
    cache = new Map();
    store.set(language, cache);
  }
  let points = cache.get(key);
  if (points === undefined) {
    points = compute();
    cache.set(key, points);
  }
  return points;
}

/**
 * Where `word` may be hyphenated: indices into `word` (UTF-16 units) before which a line may
 * end with an added "-". Leading and trailing punctuation (quotes, commas) stays with the
 * word and is not counted as letters. Empty for `generic`, for words with digits, URLs and
 * words that already contain a hyphen.
 *
 * @example
 * ```ts
 * hyphenationPoints("beautiful,", "en"); // [4, 6]  ("beau-ti-ful,")
 * hyphenationPoints("Kaffee", "de"); // [3]  ("Kaf-fee")
 * hyphenationPoints("beautiful", "generic"); // []
 * ```
 */
export function hyphenationPoints(word: string, language: LanguageCode): readonly number[] {
  return cached(wordCaches, language, word, () => patternBreaks(word, language));
}

/**
 * Whether a word looks like a URL, an e-mail address or a path (`://`, `www.`, `@`, `/`):
 * such words are never hyphenated, and an added hyphen would change them.
 *
 * @example
 * ```ts
 * isUrlLike("https://example.com"); // true
 * isUrlLike("example"); // false
 * ```
 */
export function isUrlLike(word: string): boolean {
  return URL_LIKE.test(word);
}

/**
 * Where `word` may break after a hyphen or dash it already has (U+002D, U+2010, en dash
 * U+2013, em dash U+2014): indices just after it, with at least {@link HYPHEN_MIN_LEFT}
 * characters before it and {@link HYPHEN_MIN_RIGHT} after the break (punctuation around the
 * word not counted). Nothing is added at such a break. URLs and e-mail addresses never break.
 *
 * @example
 * ```ts
 * hardBreaks("thirty-one"); // [7]  ("thirty-" / "one")
 * hardBreaks("water—once,"); // [6]
 * hardBreaks("x-ray"); // []
 * ```
 */
export function hardBreaks(word: string): readonly number[] {
  if (URL_LIKE.test(word) || !DASHES.test(word)) return NO_BREAKS;
  const points: number[] = [];
  for (let i = 1; i < word.length - 1; i++) {
    if (!DASHES.test(word[i])) continue;
    const at = i + 1;
    const before = word.slice(0, i).replace(LEADING, "");
    const after = word.slice(at).replace(TRAILING, "");
    if (codePoints(before) < HYPHEN_MIN_LEFT || codePoints(after) < HYPHEN_MIN_RIGHT) continue;
    if (DASHES.test(word[at])) continue;
    points.push(at);
  }
  return points;
}
