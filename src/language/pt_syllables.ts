/**
 * Portuguese syllable counter: syllables as school grammars divide words for hyphenation,
 * the convention Martins et al. used when they adapted Flesch to Portuguese.
 *
 * Falling diphthongs are one syllable (`pai`, `meu`, `foi`, `muito`, `céu`), and so are the
 * nasal diphthongs `ão`, `ãe`, `õe`, `ãi` (`mão`, `mãe`, `põe`); a rising sequence i/u + vowel
 * is a hiatus (`di-a`, `his-tó-ri-a`, `ci-ên-ci-a`) except after `q`/`g`, where the u is a
 * glide or silent (`quan-do`, `á-gua`, `guer-ra`); strong vowels in contact split (`po-e-ta`,
 * `le-ão`); an accented í/ú splits (`sa-í-da`, `sa-ú-de`); an i/u between vowels starts the
 * next syllable (`sa-ia`, `ca-iu`, `i-dei-a`), and so does one before `nh` or a closing m, n,
 * r, l, z (`ra-i-nha`, `a-in-da`, `ca-ir`, `ju-iz`). `ao`/`aos` are one syllable.
 *
 * @module
 */

import { countNuclei, sumParts } from "./vowel_groups.ts";

const VOWELS = "aeiouáéíóúâêôãõàü";
const WEAK = "iuü";
const NASAL = "ãõ";
const CLOSERS = "mnrlz";

function isVowel(w: string, i: number): boolean {
  const c = w[i];
  if (!VOWELS.includes(c)) return false;
  const next = w[i + 1];
  if ((c === "u" || c === "ü") && (w[i - 1] === "q" || w[i - 1] === "g")) {
    return !(next !== undefined && VOWELS.includes(next));
  }
  return true;
}

/** An i/u after a vowel that stands before nh or before m/n/r/l/z closing the syllable. */
function closedWeak(w: string, i: number): boolean {
  const a = w[i + 1], b = w[i + 2];
  if (a === "n" && b === "h") return true;
  if (a === undefined || !CLOSERS.includes(a)) return false;
  return b === undefined || !VOWELS.includes(b);
}

function hiatus(w: string, i: number): boolean {
  const prev = w[i - 1], c = w[i], next = w[i + 1];
  if (WEAK.includes(c)) {
    // An i/u between vowels, or before nh or a closing consonant, starts a new syllable.
    if (next !== undefined && VOWELS.includes(next)) return true;
    return closedWeak(w, i);
  }
  // The vowel after an intervocalic i/u joins that glide's syllable (sa-ia, ca-iu).
  if (WEAK.includes(prev)) return !(i >= 2 && isVowel(w, i - 2));
  if (NASAL.includes(prev) && "eo".includes(c)) return false;
  return true;
}

function countPart(part: string): number {
  if (part === "ao" || part === "aos") return 1;
  return countNuclei(part, isVowel, hiatus);
}

/**
 * Syllables of one lower-case Portuguese word; ≥ 1 for any word with a letter. Hyphenated
 * tokens (`disse-lhe`) count part by part.
 *
 * @example
 * ```ts
 * countPortugueseSyllables("história"); // 4
 * countPortugueseSyllables("mão"); // 1
 * countPortugueseSyllables("quando"); // 2
 * ```
 */
export function countPortugueseSyllables(lower: string): number {
  return sumParts(lower, countPart);
}
