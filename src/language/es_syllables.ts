/**
 * Spanish syllable counter: orthographic syllables as the Real Academia divides them, which is
 * what the Fernández Huerta formula counts.
 *
 * Strong vowels (a, e, o and any accented vowel) next to each other form a hiatus
 * (`po-e-ta`, `le-er`); an unaccented i/u (or ü, or a word-final y) next to another vowel forms
 * a diphthong or triphthong (`cie-lo`, `ciu-dad`, `buey`); an accented í/ú breaks it
 * (`dí-a`, `ba-úl`); two closed vowels stay together (`jesui-ta`). `qu` and `gu` before e/i are consonants (`que`, `guerra`); `h` between
 * vowels is a consonant letter, as in the written division (`a-ho-ra`).
 *
 * @module
 */

import { countNuclei, sumParts } from "./vowel_groups.ts";

const STRONG = "aeoáéóíú";
const WEAK = "iuü";

function isVowel(w: string, i: number): boolean {
  const c = w[i];
  if (c === "y") {
    // y is a vowel only where no vowel follows (hoy, muy, y); before a vowel it is a consonant.
    const next = w[i + 1];
    return next === undefined || !(STRONG.includes(next) || WEAK.includes(next));
  }
  if (c === "u" && (w[i - 1] === "q" || (w[i - 1] === "g" && "eéií".includes(w[i + 1] ?? "")))) {
    return false;
  }
  return STRONG.includes(c) || WEAK.includes(c);
}

const CLOSED = "iuüíú";

/** A new syllable starts between two strong vowels, or next to an accented í/ú; two closed
 * vowels always stay one syllable in writing (`jesui-ta`, `hui`). */
function hiatus(w: string, i: number): boolean {
  const prev = w[i - 1], c = w[i];
  if (CLOSED.includes(prev) && CLOSED.includes(c)) return false;
  return STRONG.includes(prev) && STRONG.includes(c);
}

/**
 * Orthographic syllables of one lower-case Spanish word; ≥ 1 for any word with a letter.
 *
 * @example
 * ```ts
 * countSpanishSyllables("poeta"); // 3
 * countSpanishSyllables("ciudad"); // 2
 * countSpanishSyllables("día"); // 2
 * ```
 */
export function countSpanishSyllables(lower: string): number {
  return sumParts(lower, (part) => countNuclei(part, isVowel, hiatus));
}
