/**
 * Shared pieces of the vowel-nucleus syllable counters of the Romance languages and Dutch.
 *
 * Each language decides per pair of adjacent vowel letters whether they share one nucleus
 * (diphthong, digraph) or belong to two syllables (hiatus); this module walks the word,
 * applies that decision and sums the parts of hyphenated or elided tokens.
 *
 * @module
 */

/**
 * Decides whether a new syllable starts at vowel `i` although vowel `i - 1` precedes it
 * directly. `word` is the (part of the) word being counted, lower case.
 */
export type HiatusRule = (word: string, i: number) => boolean;

/**
 * Counts vowel nuclei in one part of a word (no hyphens or apostrophes): every maximal run of
 * vowel letters is one nucleus, split further wherever `hiatus` says a new syllable starts.
 *
 * @example
 * ```ts
 * const isVowel = (w: string, i: number) => "aeiou".includes(w[i]);
 * countNuclei("poeta", isVowel, (w, i) => w[i - 1] === "o" && w[i] === "e"); // 3
 * ```
 */
export function countNuclei(
  part: string,
  isVowel: (word: string, i: number) => boolean,
  hiatus: HiatusRule,
): number {
  let n = 0;
  let inVowels = false;
  for (let i = 0; i < part.length; i++) {
    if (!isVowel(part, i)) {
      inVowels = false;
      continue;
    }
    if (!inVowels || hiatus(part, i)) n++;
    inVowels = true;
  }
  return n;
}

/**
 * Splits a token at apostrophes and hyphens, counts each part with `countPart` and returns at
 * least 1 for any token that contains a letter (0 for the empty string or pure punctuation).
 *
 * @example
 * ```ts
 * sumParts("peut-être", (p) => (p === "peut" ? 1 : 1)); // 2
 * ```
 */
export function sumParts(word: string, countPart: (part: string) => number): number {
  let total = 0;
  let hasLetter = false;
  for (const part of word.split(/['’\-]/u)) {
    if (part === "") continue;
    if (/\p{L}/u.test(part)) hasLetter = true;
    total += countPart(part);
  }
  return hasLetter ? Math.max(1, total) : 0;
}

/**
 * Removes a leading elided clitic (`l'`, `qu'`, `dell'` …) when the part before the last
 * apostrophe is one of `prefixes`; otherwise returns the word unchanged.
 *
 * @example
 * ```ts
 * stripElision("l'avait", new Set(["l"])); // "avait"
 * stripElision("aujourd'hui", new Set(["l"])); // "aujourd'hui"
 * ```
 */
export function stripElision(word: string, prefixes: ReadonlySet<string>): string {
  const k = word.lastIndexOf("'");
  if (k <= 0 || k === word.length - 1) return word;
  return prefixes.has(word.slice(0, k)) ? word.slice(k + 1) : word;
}

/**
 * Builds a set of word forms from stems and ending lists: every stem gets every ending.
 *
 * @example
 * ```ts
 * [...expand(["parl"], ["o", "a"])]; // ["parlo", "parla"]
 * ```
 */
export function expand(stems: readonly string[], endings: readonly string[]): string[] {
  const out: string[] = [];
  for (const stem of stems) for (const e of endings) out.push(stem + e);
  return out;
}

/**
 * Splits a whitespace-separated word list (data files keep long lists readable this way).
 *
 * @example
 * ```ts
 * words("a  b\nc"); // ["a", "b", "c"]
 * ```
 */
export function words(list: string): string[] {
  return list.split(/\s+/u).filter((w) => w !== "");
}
