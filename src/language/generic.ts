/**
 * Language-neutral fallback profile: no word lists, no tense or passive heuristics, a
 * vowel-group syllable counter over any Latin-script letters (accents stripped), and the
 * English Flesch coefficients under a name that says they are borrowed.
 *
 * @module
 */

import type { LanguageProfile } from "./types.ts";

const EMPTY: ReadonlySet<string> = new Set<string>();
/** Vowels after accents are stripped (NFD), plus the ligatures and slashed/ringed letters. */
const VOWEL_GROUP = /[aeiouyæœøåıɪʊə]+/gu;

/**
 * Syllables as groups of consecutive vowels; at least 1 when the word has a letter, else 0.
 * Accented vowels count as vowels: "é", "ü", "ã" decompose to a base vowel plus a mark.
 *
 * @example
 * ```ts
 * countVowelGroups("café"); // 2
 * ```
 */
export function countVowelGroups(lower: string): number {
  if (!/\p{L}/u.test(lower)) return 0;
  const base = lower.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return Math.max(1, base.match(VOWEL_GROUP)?.length ?? 0);
}

/**
 * The generic profile: used for languages without a profile (and for undecided detection).
 *
 * @example
 * ```ts
 * GENERIC.countSyllables("banana"); // 3
 * GENERIC.tenseOf("walked", "he"); // null
 * ```
 */
export const GENERIC: LanguageProfile = {
  code: "generic",
  name: "Generic",
  locale: "und",
  functionWords: EMPTY,
  stopWords: EMPTY,
  firstPersonPronouns: EMPTY,
  filterVerbs: EMPTY,
  modalVerbs: EMPTY,
  countPassives: () => 0,
  nominalSuffixes: [],
  nominalExclusions: EMPTY,
  isAdjective: () => false,
  tenseOf: () => null,
  abbreviations: EMPTY,
  dashDialogue: false,
  countSyllables: countVowelGroups,
  flesch: {
    variant: "generic_flesch_1948_en_coefficients",
    base: 206.835,
    asl: 1.015,
    asw: 84.6,
  },
};
