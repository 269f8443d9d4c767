/**
 * English language profile: word lists, passive and tense heuristics, adjective suffixes,
 * syllables (npm `syllable`) and the original Flesch (1948) reading-ease formula.
 *
 * @module
 */

// The npm package `syllable` from its vendored one-module bundle (scripts/vendor_bundles.ts).
// @ts-types="../vendor/syllable.d.ts"
import { syllable } from "../vendor/syllable.js";
import type { LanguageProfile, TenseMark } from "./types.ts";
import {
  EN_ABBREVIATIONS,
  EN_ADJECTIVE_CONTEXT,
  EN_ADJECTIVE_SUFFIX_EXCLUSIONS,
  EN_ADJECTIVES,
  EN_AMBIGUOUS_S_FORMS,
  EN_BASE_VERBS,
  EN_DETERMINERS,
  EN_ED_EXCLUSIONS,
  EN_EED_PASTS,
  EN_EXTRA_STOP_WORDS,
  EN_FILTER_VERBS,
  EN_FIRST_PERSON,
  EN_FUNCTION_WORDS,
  EN_IRREGULAR_PAST,
  EN_MODAL_VERBS,
  EN_NOMINAL_EXCLUSIONS,
  EN_NON_FINITE_CONTEXT,
  EN_PARTICIPLES,
  EN_PASSIVE_AUXILIARIES,
  EN_PASSIVE_PARTICIPLES,
  EN_PRESENT_FORMS,
  EN_S_NON_VERBS,
  EN_S_VERB_CONTEXT,
  EN_Y_NON_ADJECTIVES,
} from "./en_words.ts";

const set = (list: readonly string[]): ReadonlySet<string> => new Set(list);
const FUNCTION_WORDS = set(EN_FUNCTION_WORDS);
const ED_EXCLUSIONS = set(EN_ED_EXCLUSIONS);
const EED_PASTS = set(EN_EED_PASTS);
const IRREGULAR_PAST = set(EN_IRREGULAR_PAST);
const PARTICIPLES = set(EN_PARTICIPLES);
const PASSIVE_PARTICIPLES = set(EN_PASSIVE_PARTICIPLES);
const PRESENT_FORMS = set(EN_PRESENT_FORMS);
const BASE_VERBS = set(EN_BASE_VERBS);
const AMBIGUOUS_S_FORMS = set(EN_AMBIGUOUS_S_FORMS);
const S_NON_VERBS = set(EN_S_NON_VERBS);
const ADJECTIVES = set(EN_ADJECTIVES);
const Y_NON_ADJECTIVES = set(EN_Y_NON_ADJECTIVES);
const PASSIVE_AUXILIARIES = set(EN_PASSIVE_AUXILIARIES);
const DETERMINERS = set(EN_DETERMINERS);
const NON_FINITE_CONTEXT = set(EN_NON_FINITE_CONTEXT);
const ADJECTIVE_CONTEXT = set(EN_ADJECTIVE_CONTEXT);
const S_VERB_CONTEXT = set(EN_S_VERB_CONTEXT);
const words = (list: string): readonly string[] => list.split(" ");
const PRESENT_AUX = set(words("has have hasn't haven't 've am is are isn't aren't"));
const PAST_AUX = set(words("had hadn't 'd was were wasn't weren't"));
const SUBJECT_PRONOUNS = set(["i", "you", "we", "they"]);
const THIRD_PERSON = set(["he", "she", "it"]);

/** Regular past / participle: "-ed" with the non-verb exclusions and the "-eed" rule. */
function isEdForm(w: string): boolean {
  if (w.length < 4 || !w.endsWith("ed") || ED_EXCLUSIONS.has(w)) return false;
  if (w.endsWith("eed")) return EED_PASTS.has(w);
  return true;
}

function isPassiveParticiple(w: string): boolean {
  return isEdForm(w) || PASSIVE_PARTICIPLES.has(w);
}

/**
 * Passives in one sentence: a form of "be"/"get" followed within two tokens by a past
 * participle ("-ed" form or an irregular participle). A determiner in between blocks the match
 * ("was a learned man"); each auxiliary and participle is used once, so "was being watched"
 * counts one. Adjectival participles ("was tired") count too: the heuristic cannot tell them.
 */
function countPassives(words: readonly string[], at?: number[]): number {
  let count = 0;
  for (let i = 0; i < words.length; i++) {
    if (!PASSIVE_AUXILIARIES.has(words[i])) continue;
    for (let j = i + 1; j <= i + 2 && j < words.length; j++) {
      const w = words[j];
      if (DETERMINERS.has(w)) break;
      if (isPassiveParticiple(w)) {
        count++;
        at?.push(i, j);
        i = j;
        break;
      }
    }
  }
  return count;
}

/** Tense of an -ed / irregular participle given the preceding word, or undefined. */
function participleTense(previous: string): TenseMark | null | undefined {
  if (PRESENT_AUX.has(previous)) return "present";
  if (PAST_AUX.has(previous)) return "past";
  if (NON_FINITE_CONTEXT.has(previous) || ADJECTIVE_CONTEXT.has(previous)) return null;
  if (DETERMINERS.has(previous) || previous === "having") return null;
  // "has not slept", "was not seen": the auxiliary before the negation carries the tense.
  if (previous === "not" || previous.endsWith("n't")) return null;
  return undefined;
}

/**
 * Narrative tense of one token. Present: am/is/are/has/does, contractions, can/will/shall,
 * a list of frequent third-person forms, base verbs after I/you/we/they, "-s" forms after
 * he/she/it. Past: was/were/had/did, could, irregular pasts, and "-ed" forms. "have/has" +
 * participle is present (present perfect), "had" + participle past, "is"/"was" + participle
 * follows the auxiliary; after "to", modals, do-support or a determiner there is no tense.
 */
function tenseOf(lower: string, previous: string): TenseMark | null {
  const w = lower;
  const participle = PARTICIPLES.has(w) || IRREGULAR_PAST.has(w) || isEdForm(w);
  if (participle) {
    const t = participleTense(previous);
    if (t !== undefined) return t;
  }
  if (w === "have" || w === "do") {
    if (NON_FINITE_CONTEXT.has(previous) || previous === "not") return null;
    return w === "have" || SUBJECT_PRONOUNS.has(previous) ? "present" : null;
  }
  if (NON_FINITE_CONTEXT.has(previous)) return null;
  if (IRREGULAR_PAST.has(w) || (isEdForm(w) && !PARTICIPLES.has(w))) return "past";
  if (PRESENT_FORMS.has(w)) return DETERMINERS.has(previous) ? null : "present";
  if (AMBIGUOUS_S_FORMS.has(w) && S_VERB_CONTEXT.has(previous)) return "present";
  if (SUBJECT_PRONOUNS.has(previous) && BASE_VERBS.has(w)) return "present";
  if (
    THIRD_PERSON.has(previous) && w.length > 2 && w.endsWith("s") && !w.endsWith("ss") &&
    !w.endsWith("us") && !w.endsWith("'s") && !S_NON_VERBS.has(w) && !FUNCTION_WORDS.has(w)
  ) {
    return "present";
  }
  return null;
}

/** Modals whose perfect ("would have gone", "might not have known") narrates the past. */
const PAST_MODALS = set(words(
  "would could should might must may can cannot can't wouldn't couldn't shouldn't mightn't " +
    "mustn't i'd you'd he'd she'd it'd we'd they'd",
));
/** Modals whose perfect is a future perfect ("will have finished"): present. */
const FUTURE_MODALS = set(
  words("will shall 'll won't shan't i'll you'll he'll she'll we'll they'll"),
);
/** Adverbs that may stand between a modal, "have" and the participle. */
const PERFECT_ADVERBS = set(words(
  "not never even also surely perhaps certainly only still then probably all both easily " +
    "hardly scarcely ever just really already well so quite long now formerly once always " +
    "often sometimes soon yet thus therefore indeed hitherto",
));

/** An adverb that may stand inside a verb group: the list above or any "-ly" word. */
function isGroupAdverb(w: string): boolean {
  return PERFECT_ADVERBS.has(w) || (w.length > 4 && w.endsWith("ly"));
}

/** Auxiliaries whose participle carries no tense of its own: the auxiliary carries it. */
const PARTICIPLE_AUXILIARIES = set(words(
  "have has had 've 'd having hasn't haven't hadn't am is are was were be been being 's " +
    "isn't aren't wasn't weren't get gets got getting",
));

/** What governs "have" at `j`: a past or future modal, "to", or nothing (adverbs skipped). */
function perfectGovernor(
  words: readonly string[],
  j: number,
  start: number,
): "past" | "future" | "to" | null {
  let k = j - 1;
  while (k >= start && isGroupAdverb(words[k])) k--;
  if (k < start) return null;
  const w = words[k];
  if (w === "to") return "to";
  if (PAST_MODALS.has(w)) return "past";
  if (FUTURE_MODALS.has(w)) return "future";
  return null;
}

/**
 * The modal perfect with the sentence in view: after a modal (adverbs between allowed) "have"
 * carries no tense, and the participle after it is past ("would have been", "might even have
 * found", "could not have made": conditional and modal perfect narrate the past) or, after
 * will/shall, present (future perfect); after "to" ("seemed to have left") it has none.
 * Everything else is left to {@linkcode tenseOf}.
 */
function tenseInSentence(
  words: readonly string[],
  i: number,
  start: number,
): TenseMark | null | undefined {
  const w = words[i];
  if (w === "have" || w === "'ve") {
    return perfectGovernor(words, i, start) === null ? undefined : null;
  }
  if (i - 1 < start) return undefined;
  if (!(PARTICIPLES.has(w) || IRREGULAR_PAST.has(w) || isEdForm(w))) return undefined;
  let j = i - 1;
  while (j > start && isGroupAdverb(words[j])) j--;
  if (words[j] === "have" || words[j] === "'ve") {
    const governor = perfectGovernor(words, j, start);
    if (governor === "past") return "past";
    if (governor === "future") return null; // "will" carries the present
  }
  // "has had", "had been", "was now made": the auxiliary is the finite verb and carries
  // the tense, so the participle adds none ("had" after "have" is never a present marker).
  return PARTICIPLE_AUXILIARIES.has(words[j]) ? null : undefined;
}

/** Adjective suffixes with the minimum word length at which each applies. */
const ADJECTIVE_SUFFIXES: readonly (readonly [string, number])[] = [
  ["ful", 5],
  ["less", 6],
  ["ous", 5],
  ["ive", 6],
  ["able", 5],
  ["ible", 5],
  ["al", 5],
  ["ic", 5],
  ["ish", 5],
  ["y", 5],
];

/**
 * "-y" adjectives (dusty, lucky, shabby): consonant + y, decided by the letters before the y,
 * since the noun and adverb endings (-ly -ity -ery -cy -phy -ogy…) and verbs in -fy dominate
 * those groups; the frequent adjectives of those groups sit in the word list instead.
 */
function isYAdjective(w: string): boolean {
  if (w.length < 4 || Y_NON_ADJECTIVES.has(w) || !/[^aeiouy]y$/.test(w)) return false;
  if (/(ly|cy)$/.test(w)) return false;
  if (w.endsWith("ry")) return /(rry|airy)$/.test(w);
  if (w.endsWith("fy")) return w.endsWith("ffy");
  if (w.endsWith("ty")) return /(ghty|fty|tty|pty|asty|usty|isty|osty|rsty)$/.test(w);
  if (w.endsWith("my")) return !/(emy|omy|amy|army)$/.test(w) || w.endsWith("oomy");
  if (w.endsWith("gy")) return /(ggy|dgy)$/.test(w);
  if (w.endsWith("ny")) return !/(ony|any)$/.test(w);
  if (w.endsWith("hy")) return !/(phy|pathy|archy)$/.test(w);
  return true;
}

/**
 * Adjective test: the word list first, then the suffix rules (-ful -less -ous -ive -able -ible
 * -al -ic -ish -y) with their exclusions. Capitalised tokens not in the list only pass
 * -ous/-ful/-less/-ive/-able/-ible, since -y/-al/-ic/-ish catch names (Darcy, Natal, English).
 */
function isAdjective(lower: string, original: string): boolean {
  if (ADJECTIVES.has(lower)) return true;
  if (FUNCTION_WORDS.has(lower) || !/^\p{L}+$/u.test(lower)) return false;
  const capitalised = /^\p{Lu}/u.test(original);
  for (const [suffix, min] of ADJECTIVE_SUFFIXES) {
    if (lower.length < min || !lower.endsWith(suffix)) continue;
    if (capitalised && ["al", "ic", "ish", "y"].includes(suffix)) return false;
    if (EN_ADJECTIVE_SUFFIX_EXCLUSIONS[suffix].includes(lower)) return false;
    if (suffix === "ive" && /(ceive|lieve|rive|vive)$/.test(lower)) return false;
    return suffix === "y" ? isYAdjective(lower) : true;
  }
  return false;
}

/** Syllables by the `syllable` package (English rules plus its exception lists), at least 1. */
function countSyllables(lower: string): number {
  if (!/\p{L}/u.test(lower)) return 0;
  return Math.max(1, syllable(lower));
}

/**
 * The English profile.
 *
 * @example
 * ```ts
 * ENGLISH.tenseOf("walked", "had"); // "past"
 * ENGLISH.countPassives(["the", "door", "was", "opened"]); // 1
 * ```
 */
export const ENGLISH: LanguageProfile = {
  code: "en",
  name: "English",
  locale: "en",
  functionWords: FUNCTION_WORDS,
  stopWords: set([...EN_FUNCTION_WORDS, ...EN_EXTRA_STOP_WORDS]),
  firstPersonPronouns: set(EN_FIRST_PERSON),
  filterVerbs: set(EN_FILTER_VERBS),
  modalVerbs: set(EN_MODAL_VERBS),
  countPassives,
  nominalSuffixes: ["tion", "sion", "ment", "ness", "ity", "ance", "ence", "ism"],
  nominalExclusions: set(EN_NOMINAL_EXCLUSIONS),
  isAdjective,
  tenseOf,
  tenseInSentence,
  abbreviations: set(EN_ABBREVIATIONS),
  dashDialogue: false,
  countSyllables,
  flesch: { variant: "flesch_1948", base: 206.835, asl: 1.015, asw: 84.6 },
};
