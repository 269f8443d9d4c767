/**
 * Per-type word-class flags and syllable counts, computed once per analysis from the language
 * profile (the per-token passes then read typed arrays).
 *
 * @module
 */

import type { LanguageProfile } from "../language/types.ts";
import type { Vocabulary } from "../text/vocabulary.ts";
import type { ChapterMemo } from "./chapter_memo.ts";
import { isContentWord } from "./content_words.ts";
import { LONG_WORD_MIN_LETTERS } from "./feature_ids.ts";

/** Flag bits of {@linkcode Lexicon.flags}. */
export const FUNCTION_WORD = 1, LONG_WORD = 2, FILTER_VERB = 4, MODAL_VERB = 8;
/** Flag bits of {@linkcode Lexicon.flags}. */
export const NOMINALIZATION = 16, CONTENT_WORD = 32, FIRST_PERSON = 64;

/** Word classes and syllables by type id. */
export interface Lexicon {
  readonly flags: Uint8Array;
  readonly syllables: Uint16Array;
  /** Adjective test per type, for lower-case-initial (index 0) and capitalised (1) tokens. */
  isAdjective(id: number, capitalised: boolean): boolean;
}

/**
 * Builds the lexicon of a vocabulary; with a `memo`, the entries of words an earlier analysis
 * of the same manuscript saw are taken from it (they depend only on the word and the language).
 *
 * @example
 * ```ts
 * import { ENGLISH } from "../language/en.ts";
 * import { Vocabulary } from "../text/vocabulary.ts";
 * const vocabulary = new Vocabulary("en");
 * const id = vocabulary.idOf("the");
 * (buildLexicon(vocabulary, ENGLISH).flags[id] & FUNCTION_WORD) !== 0; // true
 * ```
 */
export function buildLexicon(
  vocabulary: Vocabulary,
  profile: LanguageProfile,
  memo?: ChapterMemo,
): Lexicon {
  const n = vocabulary.size;
  const flags = new Uint8Array(n);
  const syllables = new Uint16Array(n);
  for (let id = 0; id < n; id++) {
    const w = vocabulary.words[id];
    const known = memo?.word(w);
    if (known !== undefined) {
      flags[id] = known & 0xff;
      syllables[id] = known >>> 8;
      continue;
    }
    let f = 0;
    if (profile.functionWords.has(w)) f |= FUNCTION_WORD;
    if (letterCount(w) >= LONG_WORD_MIN_LETTERS) f |= LONG_WORD;
    if (profile.filterVerbs.has(w)) f |= FILTER_VERB;
    if (profile.modalVerbs.has(w)) f |= MODAL_VERB;
    if (isNominalization(w, profile)) f |= NOMINALIZATION;
    if (isContentWord(w, profile)) f |= CONTENT_WORD;
    if (profile.firstPersonPronouns.has(w)) f |= FIRST_PERSON;
    flags[id] = f;
    syllables[id] = Math.min(65535, profile.countSyllables(w));
    memo?.keepWord(w, f | (syllables[id] << 8));
  }
  const adjective = new Int8Array(2 * n).fill(-1);
  return {
    flags,
    syllables,
    isAdjective(id, capitalised) {
      const k = 2 * id + (capitalised ? 1 : 0);
      if (adjective[k] < 0) {
        const w = vocabulary.words[id];
        const original = capitalised
          ? w.charAt(0).toLocaleUpperCase(profile.locale) + w.slice(1)
          : w;
        adjective[k] = profile.isAdjective(w, original) ? 1 : 0;
      }
      return adjective[k] === 1;
    },
  };
}

/**
 * Default nominalisation rule: longer than its suffix by at least three letters, ends in one
 * of the language's nominal suffixes, and is neither a function word nor a curated exclusion.
 */
function isNominalization(w: string, profile: LanguageProfile): boolean {
  if (profile.functionWords.has(w) || profile.nominalExclusions.has(w)) return false;
  for (const suffix of profile.nominalSuffixes) {
    if (w.length >= suffix.length + 3 && w.endsWith(suffix)) return true;
  }
  return false;
}

/** Letters in a folded token (apostrophes and hyphens do not count). */
function letterCount(w: string): number {
  let n = 0;
  for (const ch of w) if (ch !== "'" && ch !== "-") n++;
  return n;
}

/**
 * Syllables and nominalisations of a run of tokens. The default nominalisation rule is the
 * lexicon's per-type flag; an explicit `nominal_regex` keeps its own match semantics:
 * `RegExp.test` on each token as written.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "./pipeline.ts";
 * const a = analyzeDocument("## One\n\nThe decision was final.", { language: "en" });
 * const ct = a.chapters[0];
 * tokenTotals(ct.ids, ct.raw, a.lexicon, null); // { syllables: 7, nominalizations: 1 }
 * ```
 */
export function tokenTotals(
  ids: Int32Array,
  raw: readonly string[],
  lexicon: Pick<Lexicon, "flags" | "syllables">,
  nominalPattern: RegExp | null,
): { syllables: number; nominalizations: number } {
  let syllables = 0, nominalizations = 0;
  for (let i = 0; i < ids.length; i++) {
    syllables += lexicon.syllables[ids[i]];
    if (nominalPattern ? nominalPattern.test(raw[i]) : lexicon.flags[ids[i]] & NOMINALIZATION) {
      nominalizations++;
    }
  }
  return { syllables, nominalizations };
}
