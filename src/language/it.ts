/**
 * Italian language profile. Elided tokens (`l'uomo`, `c'era`, `s'accorse`) stay one token;
 * set membership looks them up whole, while `tenseOf`, `countPassives` and `isAdjective`
 * strip the elided clitic or article first. Syllables: see `it_syllables.ts`.
 *
 * @module
 */

import { countItalianSyllables } from "./it_syllables.ts";
import {
  IT_ABBREVIATIONS,
  IT_ADJECTIVES,
  IT_EXTRA_STOP_WORDS,
  IT_FILTER_VERBS,
  IT_FIRST_PERSON,
  IT_FUNCTION_WORDS,
  IT_MODAL_VERBS,
  IT_NOT_ADJECTIVE,
  IT_NOT_REMOTE,
  IT_NOT_VERB,
  IT_PAST_FORMS,
  IT_PRESENT_FORMS,
} from "./it_words.ts";
import type { LanguageProfile, TenseMark } from "./types.ts";
import { stripElision, words } from "./vowel_groups.ts";

const FUNCTION_WORDS: ReadonlySet<string> = new Set(IT_FUNCTION_WORDS);
const ELIDED: ReadonlySet<string> = new Set(words(`
  l dell nell all dall sull coll quell quest un d c m t s v n ch gl com dov tutt bell sant
  senz pover grand
`));
const PAST: ReadonlySet<string> = new Set(IT_PAST_FORMS);
const PRESENT: ReadonlySet<string> = new Set(IT_PRESENT_FORMS);
const NOT_REMOTE: ReadonlySet<string> = new Set(IT_NOT_REMOTE);
const NOT_VERB: ReadonlySet<string> = new Set(IT_NOT_VERB);
/** Clitic and subject pronouns that stand right before a finite verb. */
const PRE_VERBAL: ReadonlySet<string> = new Set(
  words("io tu egli ella lui lei noi voi essi si mi ti ci vi"),
);
const AUXILIARIES: ReadonlySet<string> = new Set(words(`
  essere esser sono sei è siamo siete era erano eran fu furono sarà saranno sarebbe
  sarebbero sia siano fosse fossero essendo venire viene vengono veniva venivano venne
  vennero verrà verrebbe venga vengano venisse venissero
`));
/** Participles of verbs conjugated with essere (motion, change of state): active. */
const ESSERE_VERBS: ReadonlySet<string> = new Set(words(`
  andat venut arrivat partit uscit entrat tornat ritornat rimast restat mort nat cadut giunt
  salit fuggit scappat riuscit diventat divenut appars sparit passat accadut success
  cresciut sces corso
`));
const BEEN: ReadonlySet<string> = new Set(words("stato stata stati state"));
const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(
  words(`fatt dett pres mess scritt vist chius apert mort rott lett moss post condott tratt
  offert sorpres uccis vint spint colt scelt sciolt tolt nascost promess difes accolt
  raccolt pers res spars vist compres`)
    .flatMap((s) => [s + "o", s + "a", s + "i", s + "e"]),
);
const NOT_PARTICIPLE: ReadonlySet<string> = new Set(words(`
  stato stata stati state fato piatto gatto lato prato senato soldato peccato mercato
  fiato palato avvocato curato vita dito marito partito minuto saluto aiuto tributo istituto
  rifiuto liuto
`));
const ADJECTIVES: ReadonlySet<string> = new Set(
  IT_ADJECTIVES.flatMap((a) => {
    const stem = a.slice(0, -1);
    if (a.endsWith("o")) {
      const pl = /[cg]o$/u.test(a) ? stem + "hi" : stem + "i";
      const fpl = /[cg]o$/u.test(a) ? stem + "he" : stem + "e";
      return [a, stem + "a", pl, fpl];
    }
    return [a, stem + "i"];
  }),
);
const NOT_ADJECTIVE: ReadonlySet<string> = new Set(IT_NOT_ADJECTIVE);
const ADJECTIVE_SUFFIX =
  /(?:oso|osa|osi|ivo|ivi|abile|abili|ibile|ibili|ico|ica|ici|iche|ario|aria|evole|evoli|ale|ali|ante|anti|ente|enti)$/u;

function isParticiple(w: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(w)) return true;
  return w.length >= 5 && /(?:at|it|ut)(?:o|a|i|e)$/u.test(w) && !NOT_PARTICIPLE.has(w) &&
    !FUNCTION_WORDS.has(w);
}

/**
 * Tense marked by one Italian token in narration. Past: imperfect (-ava, -eva, -iva and
 * plurals), passato remoto (-ò, -ì, -arono, -irono, -erono, -ettero and strong forms such as
 * `disse`, `fece`), imperfect subjunctive (-sse, -ssero). Present: frequent present forms
 * and a present ending right after a subject or clitic pronoun (`si volta`). Ambiguous forms
 * (participles, futures, `-iamo`) give null; the perfect (`ha detto`) counts by its present
 * auxiliary.
 *
 * @example
 * ```ts
 * italianTenseOf("guardava", "lo"); // "past"
 * italianTenseOf("volta", "si"); // "present"
 * ```
 */
export function italianTenseOf(lower: string, previous: string): TenseMark | null {
  const w = stripElision(lower, ELIDED);
  if (PAST.has(w)) return "past";
  if (PRESENT.has(w) || PRESENT.has(lower)) return "present";
  if (w.length < 3 || NOT_VERB.has(w)) return null;
  if (/(?:ava|avano|avan|eva|evano|evan|iva|ivano|ivan)$/u.test(w) && w.length >= 4) {
    return "past";
  }
  if (/(?:arono|irono|erono|ettero|ssero)$/u.test(w)) return "past";
  if (/[òì]$/u.test(w)) return NOT_REMOTE.has(w) ? null : "past";
  if (w.endsWith("sse") && w.length >= 6) return "past";
  const prev = stripElision(previous, ELIDED);
  if (FUNCTION_WORDS.has(w) || !PRE_VERBAL.has(prev) || w.length < 4) return null;
  // Strong passato remoto endings right after a clitic (si rimise, gli ripose, mi trattenne).
  if (/(?:ette|enne|ise|ose|olse|ese|use|asse|esse|isse|usse|ebbe|ruppe|adde|rve|rse)$/u.test(w)) {
    return "past";
  }
  if (/(?:at[oaie]|ut[oaie]|it[oaie]|are|ere|ire|ando|endo|rà|rò)$/u.test(w)) return null;
  return /(?:a|e|ano|ono)$/u.test(w) && !ADJECTIVES.has(w) ? "present" : null;
}

/**
 * Counts passives in one sentence: a form of essere or venire followed within two tokens by
 * a past participle (-ato/-ito/-uto and inflections, or an irregular one); `stato` may stand
 * between them (`era stato preso`). Participles of essere-verbs (`era andato`) and reflexive
 * auxiliaries (`si era`, `s'era`) are active and skipped.
 *
 * @example
 * ```ts
 * countItalianPassives(["la", "lettera", "fu", "scritta", "da", "lui"]); // 1
 * countItalianPassives(["era", "andato", "via"]); // 0
 * ```
 */
export function countItalianPassives(tokens: readonly string[], at?: number[]): number {
  let n = 0;
  for (let i = 0; i < tokens.length; i++) {
    const aux = stripElision(tokens[i], ELIDED);
    if (!AUXILIARIES.has(aux)) continue;
    if (/^[smtcv]'/u.test(tokens[i]) || ["si", "mi", "ti", "ci", "vi"].includes(tokens[i - 1])) {
      continue;
    }
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
      const p = stripElision(tokens[j], ELIDED);
      if (BEEN.has(p)) continue;
      if (j > i + 2) break;
      if (isParticiple(p)) {
        if (!ESSERE_VERBS.has(p.slice(0, -1))) {
          n++;
          at?.push(i, j);
        }
        i = j;
        break;
      }
      if (FUNCTION_WORDS.has(p) && !["più", "già", "non", "ben", "bene", "poi"].includes(p)) break;
    }
  }
  return n;
}

/**
 * Adjective heuristic: a list of common adjectives with their inflections plus the suffixes
 * -oso, -ivo, -abile, -ibile, -ico, -ario, -evole, -ale, -ante, -ente, minus curated nouns,
 * -mente adverbs and -mento/-menti nouns; a capitalised word is accepted only through the
 * list (names).
 *
 * @example
 * ```ts
 * italianIsAdjective("pietosa", "pietosa"); // true
 * italianIsAdjective("cosa", "cosa"); // false
 * ```
 */
export function italianIsAdjective(lower: string, original: string = lower): boolean {
  const w = stripElision(lower, ELIDED);
  if (FUNCTION_WORDS.has(w) || NOT_ADJECTIVE.has(w)) return false;
  if (ADJECTIVES.has(w)) return true;
  if (w.length < 5 || /(?:mente|menti|mento|ndosi)$/u.test(w)) return false;
  if (original[0] !== original[0].toLowerCase()) return false;
  return ADJECTIVE_SUFFIX.test(w);
}

/**
 * The Italian profile. Flesch: Flesch–Vacca (1972), 206 − 1·ASL − 65·ASW.
 *
 * @example
 * ```ts
 * ITALIAN.countSyllables("famiglia"); // 3
 * ```
 */
export const ITALIAN: LanguageProfile = {
  code: "it",
  name: "Italian",
  locale: "it",
  functionWords: FUNCTION_WORDS,
  stopWords: new Set([...IT_FUNCTION_WORDS, ...IT_EXTRA_STOP_WORDS]),
  firstPersonPronouns: new Set(IT_FIRST_PERSON),
  filterVerbs: new Set(IT_FILTER_VERBS),
  modalVerbs: new Set(IT_MODAL_VERBS),
  countPassives: countItalianPassives,
  nominalSuffixes: words("zione zioni sione sioni ità mento menti nza nze ismo ismi"),
  nominalExclusions: new Set(
    words(`
    nazione stazione momento elemento strumento monumento documento frumento sacramento
    pavimento appartamento firmamento cemento parlamento stanza
  `).flatMap((w) => [w, w.slice(0, -1) + (w.endsWith("a") ? "e" : "i")]),
  ),
  isAdjective: italianIsAdjective,
  tenseOf: italianTenseOf,
  abbreviations: new Set(IT_ABBREVIATIONS),
  dashDialogue: true,
  countSyllables: countItalianSyllables,
  flesch: { variant: "flesch_vacca_1972", base: 206, asl: 1, asw: 65 },
};
