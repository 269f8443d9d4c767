/**
 * Spanish language profile. Syllables follow the written (RAE) division, see
 * `es_syllables.ts`.
 *
 * @module
 */

import { countSpanishSyllables } from "./es_syllables.ts";
import {
  ES_ABBREVIATIONS,
  ES_ADJECTIVES,
  ES_EXTRA_STOP_WORDS,
  ES_FILTER_VERBS,
  ES_FIRST_PERSON,
  ES_FUNCTION_WORDS,
  ES_MODAL_VERBS,
  ES_NOT_ADJECTIVE,
  ES_NOT_IMPERFECT,
  ES_PAST_FORMS,
  ES_PRESENT_FORMS,
} from "./es_words.ts";
import type { LanguageProfile, TenseMark } from "./types.ts";
import { words } from "./vowel_groups.ts";
import { countWindowPassives } from "./passive_window.ts";

const FUNCTION_WORDS: ReadonlySet<string> = new Set(ES_FUNCTION_WORDS);
const PAST: ReadonlySet<string> = new Set(ES_PAST_FORMS);
const PRESENT: ReadonlySet<string> = new Set(ES_PRESENT_FORMS);
const NOT_IMPERFECT: ReadonlySet<string> = new Set(ES_NOT_IMPERFECT);
/** Accented -é/-ó words that are not preterites. */
const NOT_PRETERITE: ReadonlySet<string> = new Set(words(`
  qué sé dé esté café josé bebé canapé puré corsé comité quinqué porqué rapé nené puntapié
  hincapié té fé pié dominó rococó landó
`));
/** Pronouns that stand right before a finite verb (articles lo/la/los/las are ambiguous). */
const PRE_VERBAL: ReadonlySet<string> = new Set(words(`
  yo tú él ella ellos ellas usted ustedes se me te nos le les
`));
const SER: ReadonlySet<string> = new Set(words(`
  ser soy eres es somos sois son era eras éramos erais eran fui fuiste fue fuimos fueron seré
  serás será seremos serán sería serían sea seas seamos sean fuera fueras fuéramos fueran
  fuese fueses fuésemos fuesen sido siendo
`));
const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(
  words(`hecho dicho visto puesto escrito abierto cubierto muerto vuelto roto impreso
  descubierto envuelto resuelto satisfecho deshecho compuesto dispuesto propuesto`)
    .flatMap((p) => [p, p.slice(0, -1) + "a", p + "s", p.slice(0, -1) + "as"]),
);
/** Nouns in -ado/-ido/-ada/-ida that follow `ser` as predicates, not participles. */
const NOT_PARTICIPLE: ReadonlySet<string> = new Set(
  words(`
  lado estado soldado pecado grado abogado diputado cuidado criado recado estrado tejado
  prado helado partido marido vestido sonido ruido nido sentido vida comida medida salida
  partida herida bebida nada cada mirada criada posada llegada entrada jornada espada
  almohada parada temporada madrugada llamada
`).flatMap((w) => [w, w + "s"]),
);
const ADJECTIVES: ReadonlySet<string> = new Set(
  ES_ADJECTIVES.flatMap((a) =>
    a.endsWith("o")
      ? [a, a + "s", a.slice(0, -1) + "a", a.slice(0, -1) + "as"]
      : [a, /[aeiouáéíóú]$/u.test(a) ? a + "s" : a + "es"]
  ),
);
const NOT_ADJECTIVE: ReadonlySet<string> = new Set(ES_NOT_ADJECTIVE);
const ADJECTIVE_SUFFIX =
  /(?:oso|osa|osos|osas|ivo|iva|ivos|ivas|able|ables|ible|ibles|ico|ica|icos|icas|ario|aria|arios|arias|izo|iza|izos|izas)$/u;

function isParticiple(w: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(w)) return true;
  if (NOT_PARTICIPLE.has(w) || w.length < 5) return false;
  // Participles carry no written accent except -ído after a vowel (leído, caído, oído).
  return /(?:ad|id)(?:o|a|os|as)$/u.test(w) && !/[áéíóú]/u.test(w.slice(0, -4)) ||
    /[aeo]íd(?:o|a|os|as)$/u.test(w);
}

/**
 * Tense marked by one Spanish token in narration. Past: imperfect (-aba, -ía; the
 * conditional -ría is the future of past narration and counts too), preterite (-ó, -é, -aron,
 * -ieron, -aste, -iste) and strong preterites; imperfect subjunctive -iera/-iese/-ase.
 * Present:
 * frequent present forms and a present-indicative ending right after a subject or clitic
 * pronoun (`se levanta`). Ambiguous forms (-amos, -ré futures, participles) give null; the
 * perfect (`ha dicho`) counts by its present auxiliary.
 *
 * @example
 * ```ts
 * spanishTenseOf("miraba", "la"); // "past"
 * spanishTenseOf("levanta", "se"); // "present"
 * ```
 */
export function spanishTenseOf(w: string, previous: string): TenseMark | null {
  if (PAST.has(w)) return "past";
  if (PRESENT.has(w)) return "present";
  if (w.length < 3) return null;
  if (/(?:aba|abas|ábamos|aban)$/u.test(w) && w.length >= 4) return "past";
  if (/(?:ía|ías|íamos|ían)$/u.test(w) && !NOT_IMPERFECT.has(w)) return "past";
  if (/(?:aron|ieron|aste|iste|asteis|isteis)$/u.test(w) && w.length >= 5) return "past";
  if (/(?:iera|ieran|iese|iesen|[jy]era|[jy]eran|[jy]ese|[jy]esen|asen|ásemos)$/u.test(w)) {
    return /quiera$/u.test(w) ? null : "past";
  }
  if (w.endsWith("ase") && w.length >= 6 && !NOT_IMPERFECT.has(w)) return "past";
  if (/[óé]$/u.test(w) && !NOT_PRETERITE.has(w) && !w.endsWith("ré")) return "past";
  if (FUNCTION_WORDS.has(w) || NOT_IMPERFECT.has(w) || !PRE_VERBAL.has(previous)) return null;
  if (/(?:ado|ido|ada|ida|ar|er|ir|ando|iendo|ándose|iéndose)$/u.test(w)) return null;
  return /(?:a|an|e|en)$/u.test(w) && !ADJECTIVES.has(w) ? "present" : null;
}

/**
 * Counts passives in one sentence: a form of `ser` followed within two tokens by a past
 * participle (-ado/-ido/-ada/-ida(s) or an irregular one). The reflexive passive
 * (`se vendieron las casas`) is left out on purpose: `se` + 3rd person is far more often a
 * plain reflexive, and counting it would swamp the measure; the count stays conservative.
 *
 * @example
 * ```ts
 * countSpanishPassives(["la", "casa", "fue", "vendida", "por", "el", "marqués"]); // 1
 * countSpanishPassives(["era", "la", "vida"]); // 0
 * ```
 */
export function countSpanishPassives(tokens: readonly string[], at?: number[]): number {
  return countWindowPassives(tokens, PASSIVE_RULE, at);
}

const PASSIVE_RULE = {
  auxiliaries: SER,
  isParticiple,
  functionWords: FUNCTION_WORDS,
  intensifiers: new Set(["muy", "más", "ya", "tan", "no"]),
};

/**
 * Adjective heuristic: a list of common adjectives with their inflections plus the suffixes
 * -oso, -ivo, -able, -ible, -ico, -ario, -izo (all genders and numbers), minus curated
 * nouns; a capitalised word is accepted only through the list (names).
 *
 * @example
 * ```ts
 * spanishIsAdjective("hermosa", "hermosa"); // true
 * spanishIsAdjective("cosa", "cosa"); // false
 * ```
 */
export function spanishIsAdjective(lower: string, original: string = lower): boolean {
  if (ADJECTIVES.has(lower)) return true;
  if (NOT_ADJECTIVE.has(lower) || FUNCTION_WORDS.has(lower) || lower.length < 5) return false;
  if (original[0] !== original[0].toLowerCase()) return false;
  return ADJECTIVE_SUFFIX.test(lower);
}

/**
 * The Spanish profile. Flesch: Fernández Huerta (1959), 206.84 − 1.02·ASL − 60·ASW. The
 * original is written with syllables per 100 words (coefficient 0.60); per word (ASW) the
 * same term is 60·ASW.
 *
 * @example
 * ```ts
 * SPANISH.countSyllables("poesía"); // 4
 * ```
 */
export const SPANISH: LanguageProfile = {
  code: "es",
  name: "Spanish",
  locale: "es",
  functionWords: FUNCTION_WORDS,
  stopWords: new Set([...ES_FUNCTION_WORDS, ...ES_EXTRA_STOP_WORDS]),
  firstPersonPronouns: new Set(ES_FIRST_PERSON),
  filterVerbs: new Set(ES_FILTER_VERBS),
  modalVerbs: new Set(ES_MODAL_VERBS),
  countPassives: countSpanishPassives,
  nominalSuffixes: words(
    "ción ciones sión siones dad dades tad tades miento mientos ncia ncias ismo ismos",
  ),
  nominalExclusions: new Set(words(`
    nación naciones ciudad ciudades edad edades mitad mitades verdad verdades navidad
    tempestad tempestades majestad pimiento pimientos cimiento cimientos ciencia ciencias
  `)),
  isAdjective: spanishIsAdjective,
  tenseOf: spanishTenseOf,
  abbreviations: new Set(ES_ABBREVIATIONS),
  dashDialogue: true,
  countSyllables: countSpanishSyllables,
  flesch: { variant: "fernandez_huerta_1959", base: 206.84, asl: 1.02, asw: 60 },
};
