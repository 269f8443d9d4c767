/**
 * Dutch language profile, for modern spelling and the 19th-century spelling of older novels
 * (`zoo`, `zijne`, `gij`, `oogen`). Syllables: see `nl_syllables.ts`.
 *
 * @module
 */

import { countDutchSyllables } from "./nl_syllables.ts";
import {
  NL_ABBREVIATIONS,
  NL_ADJECTIVES,
  NL_EXTRA_STOP_WORDS,
  NL_FILTER_VERBS,
  NL_FIRST_PERSON,
  NL_FUNCTION_WORDS,
  NL_MODAL_VERBS,
  NL_NOT_ADJECTIVE,
  NL_NOT_WEAK_PAST,
  NL_PAST_FORMS,
  NL_PRESENT_FORMS,
} from "./nl_words.ts";
import type { LanguageProfile, TenseMark } from "./types.ts";
import { words } from "./vowel_groups.ts";

const FUNCTION_WORDS: ReadonlySet<string> = new Set(NL_FUNCTION_WORDS);
const PAST: ReadonlySet<string> = new Set(NL_PAST_FORMS);
const PRESENT: ReadonlySet<string> = new Set(NL_PRESENT_FORMS);
const NOT_WEAK_PAST: ReadonlySet<string> = new Set(NL_NOT_WEAK_PAST);
/** Words after which an inflected adjective or a noun follows, not a finite verb. */
const NOMINAL_CONTEXT: ReadonlySet<string> = new Set(words(`
  de het een t den der des eene eener eenen ene dit dat deze die dien dezen zijn zijne zijnen
  haar hare haren mijn mijne mijnen uw uwe uwen ons onze onzen hun hunne hunnen geen geene
  elk elke ieder iedere alle zeer zoo zo te
  van in op aan met voor door bij uit naar over onder tegen tot om tusschen tussen zonder na
  sinds sedert binnen buiten achter naast langs volgens ten ter
`));
/** -t words that are adverbs or nouns, not present verbs (hij eerst, zij juist). */
const NOT_PRESENT_T: ReadonlySet<string> = new Set(words(`
  eerst liefst best juist dienst haast rust dicht terecht voort wacht nacht licht recht
  zacht slecht echt vast laatst meest minst
`));
const PLURAL_SUBJECTS: ReadonlySet<string> = new Set(words("wij we zij ze gij jullie"));
const SINGULAR_SUBJECTS: ReadonlySet<string> = new Set(words("hij zij ze men jij je gij u"));
const BEFORE_INFINITIVE: ReadonlySet<string> = new Set(words(`
  zal zult zullen zou zouden kan kunt kunnen kon konden moet moeten moest mag mogen wil
  willen wilde te om
`));
const WORDEN: ReadonlySet<string> = new Set(words("word wordt worden werd werden werdt geworden"));
const ZIJN: ReadonlySet<string> = new Set(words("is was waren zijn ben bent ware"));
/** Participles of verbs conjugated with zijn (motion, change of state): active perfects. */
const ZIJN_VERBS: ReadonlySet<string> = new Set(words(`
  gekomen gegaan geweest geworden gebleven gevallen gestorven geboren gevlucht gereden
  gevlogen gestegen gedaald geslaagd gebeurd verschenen opgestaan teruggekeerd vertrokken
  aangekomen ontstaan gelukt begonnen verdwenen ingeslapen weggegaan binnengekomen
  thuisgekomen uitgegaan overleden geëindigd getrokken gevolgd geloopen gesprongen
  gezwommen gekropen
`));
/** ge- words that are nouns or infinitives, not participles. */
const NOT_PARTICIPLE: ReadonlySet<string> = new Set(words(`
  geest gezicht gebed geduld geld gemoed gebied geluid gewaad gelaat gerecht gevecht
  gewricht gedicht gezant geslacht gewicht gebit gebod genot gerucht gewest geven gelooven
  geloven gebeuren genieten gebruiken geraken gevoelen getuigen gedenken gedoogen gewagen
  gelukken gebieden gelden genezen gewennen gehoorzamen geleiden gelijken genoegen
  gedachten geruchten gezichten gedichten geheimen geschenken gesprekken geslachten gevaren
  gewoonten gebouwen geen gene geheelen gezelschap
`));
const SEPARABLE =
  /^(?:op|aan|uit|af|toe|na|in|mee|mede|door|over|om|onder|voor|weg|terug|neer|bij|achter|vast|los|samen)(?=ge)/u;
const PARTICIPLE =
  /^(?:op|aan|uit|af|toe|na|in|mee|mede|door|over|om|onder|voor|weg|terug|neer|bij|achter|vast|los|samen)?ge\p{L}{2,}(?:d|t|en)$/u;
const ADJECTIVES: ReadonlySet<string> = new Set(NL_ADJECTIVES.flatMap(inflections));
const NOT_ADJECTIVE: ReadonlySet<string> = new Set(NL_NOT_ADJECTIVE);
const ADJECTIVE_SUFFIX =
  /(?:ig|ige|lijk|lijke|isch|ische|baar|bare|zaam|zame|loos|looze|loze|achtig|achtige)$/u;

/** Base, -e form, and the spelling variants of the -e form (wit-witte, groot-groote/grote,
 * lief-lieve, boos-booze/boze). */
function inflections(a: string): string[] {
  const out = [a, a + "e"];
  const m = /^(.*?)([aeiou])\2([^aeiouy])$/u.exec(a);
  if (m) out.push(m[1] + m[2] + m[3] + "e");
  if (/[^aeiou][aeiou][bdfgklmnprst]$/u.test(a) && !/(?:ij|ei|ui|ie|oe|ou|eu)[^aeiou]$/u.test(a)) {
    out.push(a + a[a.length - 1] + "e");
  }
  if (a.endsWith("f")) out.push(a.slice(0, -1) + "ve");
  if (a.endsWith("s")) out.push(a.slice(0, -1) + "ze");
  return out;
}

function isParticiple(w: string): boolean {
  return w.length >= 5 && PARTICIPLE.test(w) && !NOT_PARTICIPLE.has(w);
}

/** A weak past singular (-de / -te with the 't kofschip rule for -te). */
function isWeakPast(w: string, previous: string): boolean {
  if (w.length < 5 || NOT_WEAK_PAST.has(w) || NOMINAL_CONTEXT.has(previous)) return false;
  if (w.endsWith("ende") && w.length >= 7) return false;
  if (w.endsWith("de")) return true;
  if (!w.endsWith("te") || w.endsWith("ste") && !/(?:kuste|miste|paste|ruste)$/u.test(w)) {
    return false;
  }
  return /(?:[tkfsp]|ch|x)$/u.test(w.slice(0, -2));
}

/** Auxiliaries and modals that govern an infinitive at the end of the clause. */
const GOVERNS_INFINITIVE: ReadonlySet<string> = new Set(words(`
  zou zouden kon konden moest moesten wilde wilden mocht mochten zal zult zullen kan kunt
  kunnen moet moeten wil wilt willen mag mogen
`));
/** How far back (in tokens) a governing modal may stand before its infinitive. */
const INFINITIVE_REACH = 10;

/**
 * The conditional and modal perfect with the sentence in view: "hij zou het gedaan hebben",
 * "zij zou gelukkig zijn geweest", "hij had het moeten doen": "hebben" or "zijn" governed by
 * a modal earlier in the clause is an infinitive and marks no tense (the modal carries it:
 * "zou" is past). Everything else is left to {@linkcode dutchTenseOf}.
 *
 * @example
 * ```ts
 * dutchTenseInSentence(["hij", "zou", "het", "gedaan", "hebben"], 4, 0); // null
 * dutchTenseInSentence(["zij", "hebben", "het", "gedaan"], 1, 0); // undefined
 * ```
 */
export function dutchTenseInSentence(
  words: readonly string[],
  i: number,
  start: number,
): TenseMark | null | undefined {
  if (words[i] !== "hebben" && words[i] !== "zijn") return undefined;
  for (let k = i - 1; k >= Math.max(start, i - INFINITIVE_REACH); k--) {
    if (GOVERNS_INFINITIVE.has(words[k])) return null;
  }
  return undefined;
}

/**
 * Tense marked by one Dutch token in narration. Past: was/waren/had/werd, modals, a list of
 * strong past forms, and weak pasts in -de/-te (the -te form only after t, k, f, s, ch, p, and
 * never right after an article, possessive or preposition, where -de/-te words are
 * adjectives). Present: present forms (is, heeft, wordt, gaat, komt …), `zijn` after a plural
 * subject, `hebben` unless an infinitive, and -t forms after a singular subject. Ambiguous
 * forms (`zijn` as a possessive, `vroeg`, participles, plurals in -den/-ten) give null.
 *
 * @example
 * ```ts
 * dutchTenseOf("wachtte", "hij"); // "past"
 * dutchTenseOf("loopt", "hij"); // "present"
 * ```
 */
export function dutchTenseOf(w: string, previous: string): TenseMark | null {
  if (PAST.has(w)) return "past";
  if (w === "zijn") return PLURAL_SUBJECTS.has(previous) ? "present" : null;
  if (w === "hebben") return BEFORE_INFINITIVE.has(previous) ? null : "present";
  if (PRESENT.has(w)) return "present";
  if (FUNCTION_WORDS.has(w) || w.length < 3 || isParticiple(w)) return null;
  // Stress accents mark emphasis on function words (dát, hèm), not a verb form.
  if (FUNCTION_WORDS.has(w.normalize("NFD").replace(/\p{M}/gu, ""))) return null;
  if (isWeakPast(w, previous)) return "past";
  if (
    SINGULAR_SUBJECTS.has(previous) && /[^aeiou]t$/u.test(w) && !ADJECTIVES.has(w) &&
    !NOT_PRESENT_T.has(w)
  ) {
    return "present";
  }
  return null;
}

/**
 * Counts passives in one sentence: a form of `worden` with a ge- participle within the next
 * six tokens or right before it (subordinate order: `dat hij geslagen werd`), or a form of
 * `zijn` (is/was/waren …) with a participle within the next four tokens or right before it,
 * unless the participle belongs to a verb that takes `zijn` (`is gekomen`). Each participle
 * counts once.
 *
 * @example
 * ```ts
 * countDutchPassives(["hij", "werd", "door", "den", "vader", "gestraft"]); // 1
 * countDutchPassives(["hij", "is", "gisteren", "gekomen"]); // 0
 * ```
 */
export function countDutchPassives(tokens: readonly string[], at?: number[]): number {
  const used = new Set<number>();
  let n = 0;
  for (let i = 0; i < tokens.length; i++) {
    const isWorden = WORDEN.has(tokens[i]);
    if (!isWorden && !ZIJN.has(tokens[i])) continue;
    const reach = isWorden ? 6 : 4;
    const candidates = [i - 1];
    for (let j = i + 1; j <= i + reach && j < tokens.length; j++) candidates.push(j);
    for (const j of candidates) {
      if (j < 0 || used.has(j) || !isParticiple(tokens[j])) continue;
      if (!isWorden && ZIJN_VERBS.has(tokens[j].replace(SEPARABLE, ""))) break;
      used.add(j);
      n++;
      at?.push(i, j);
      break;
    }
  }
  return n;
}

/**
 * Adjective heuristic: a list of common adjectives with their -e forms (old and new
 * spelling) plus the suffixes -ig, -lijk, -isch, -baar, -zaam, -loos, -achtig, minus
 * curated nouns and adverbs; a capitalised word is accepted only through the list.
 *
 * @example
 * ```ts
 * dutchIsAdjective("groote", "groote"); // true
 * dutchIsAdjective("koning", "koning"); // false
 * ```
 */
export function dutchIsAdjective(lower: string, original: string = lower): boolean {
  if (FUNCTION_WORDS.has(lower) || NOT_ADJECTIVE.has(lower)) return false;
  if (ADJECTIVES.has(lower)) return true;
  if (lower.length < 5 || original[0] !== original[0].toLowerCase()) return false;
  if (/(?:tuig|^(?:twin|der|veer|vijf|zes|zeven|tach|negen)tig)$/u.test(lower)) return false;
  return ADJECTIVE_SUFFIX.test(lower);
}

/**
 * The Dutch profile. Flesch: Douma (1960), 206.835 − 0.93·ASL − 77·ASW. Dialogue in Dutch
 * prose is quoted, so dash paragraphs are not taken as dialogue.
 *
 * @example
 * ```ts
 * DUTCH.countSyllables("vrouwen"); // 2
 * ```
 */
export const DUTCH: LanguageProfile = {
  code: "nl",
  name: "Dutch",
  locale: "nl",
  functionWords: FUNCTION_WORDS,
  stopWords: new Set([...NL_FUNCTION_WORDS, ...NL_EXTRA_STOP_WORDS]),
  firstPersonPronouns: new Set(NL_FIRST_PERSON),
  filterVerbs: new Set(NL_FILTER_VERBS),
  modalVerbs: new Set(NL_MODAL_VERBS),
  countPassives: countDutchPassives,
  nominalSuffixes: words(
    "heid heden ing ingen schap schappen tie ties teit teiten isme ismen nis nissen",
  ),
  nominalExclusions: new Set(words(`
    koning koningen honing ringen dingen kringen jongeling jongelingen leerling leerlingen
    vreemdeling vreemdelingen partie parties natie naties portie porties
  `)),
  isAdjective: dutchIsAdjective,
  tenseOf: dutchTenseOf,
  tenseInSentence: dutchTenseInSentence,
  abbreviations: new Set(NL_ABBREVIATIONS),
  dashDialogue: false,
  countSyllables: countDutchSyllables,
  flesch: { variant: "douma_1960", base: 206.835, asl: 0.93, asw: 77 },
};
