/**
 * French language profile.
 *
 * Tokens arrive lower-cased with `'` as apostrophe, and elided forms stay one token
 * (`j'ai`, `l'homme`, `s'était`). Set membership (function words, filter verbs, modals,
 * first person) looks the token up as it is, so an elided token counts by its full form and
 * matches none of the bare-word sets; the functions below (`tenseOf`, `isAdjective`,
 * `countPassives`) strip a leading elided clitic first. Syllables follow the spoken
 * convention documented in `fr_syllables.ts` (mute final -e/-es/-ent not counted).
 *
 * @module
 */

import { countFrenchSyllables } from "./fr_syllables.ts";
import {
  FR_ABBREVIATIONS,
  FR_ADJECTIVES,
  FR_EXTRA_STOP_WORDS,
  FR_FILTER_VERBS,
  FR_FIRST_PERSON,
  FR_FUNCTION_WORDS,
  FR_MODAL_VERBS,
  FR_NOMINAL_EXCLUSIONS,
  FR_NOT_ADJECTIVE,
  FR_NOT_IMPERFECT,
  FR_PAST_FORMS,
  FR_PRESENT_FORMS,
  FR_PRESENT_RENT,
  FR_PRONOUNCED_ENT,
} from "./fr_words.ts";
import type { LanguageProfile, TenseMark } from "./types.ts";
import { stripElision, words } from "./vowel_groups.ts";

const FUNCTION_WORDS: ReadonlySet<string> = new Set(FR_FUNCTION_WORDS);
const ELIDED: ReadonlySet<string> = new Set(
  words("l d j m t s n c qu jusqu lorsqu puisqu quoiqu presqu quelqu"),
);
const SUBJECT_CLITICS: ReadonlySet<string> = new Set(words("j m t s n"));
const SUBJECTS: ReadonlySet<string> = new Set(words("je tu il elle on ils elles se"));
const PAST: ReadonlySet<string> = new Set(FR_PAST_FORMS);
const PRESENT: ReadonlySet<string> = new Set(FR_PRESENT_FORMS);
const NOT_IMPERFECT: ReadonlySet<string> = new Set(FR_NOT_IMPERFECT);
const PRESENT_RENT: ReadonlySet<string> = new Set(FR_PRESENT_RENT);
const PRONOUNCED_ENT: ReadonlySet<string> = new Set(FR_PRONOUNCED_ENT);
/** -a words that are not passé simple forms (nouns, pronouns, futures). */
const NOT_PAST_A: ReadonlySet<string> = new Set(words(`
  cela voila opéra villa sofa polka camélia dahlia gala papa véranda cobra panorama tiara
  mazurka pyjama cinéma extra alpaga choléra agenda delta magnolia mimosa paria alhambra
  aura saura dira ira finira partira sortira suffira écrira lira rira servira sentira
  choisira réussira
`));
/** Endings of -a words that are futures (sera, viendra, verra, mettra …), not passé simple. */
const FUTURE_A = /(?:era|dra|vra|rra|ttra|îtra)$/u;
const AUXILIARIES: ReadonlySet<string> = new Set(words(`
  ai as a avons avez ont avais avait avions aviez avaient eus eut eurent aurai aura aurait
  auraient ait eu ayant avoir suis es est sommes êtes sont étais était étions étaient fus fut
  furent serai sera serait seraient soit soient été étant être
`));
const ETRE: ReadonlySet<string> = new Set(words(`
  être suis es est sommes êtes sont étais était étions étiez étaient fus fut fûmes furent
  serai seras sera serons serez seront serais serait serions seriez seraient sois soit soyons
  soyez soient fusse fût fussent été étant
`));
/** Participles of verbs conjugated with être (motion, change of state): active, not passive. */
const ETRE_VERBS: ReadonlySet<string> = new Set(words(`
  allé arrivé parti sorti entré rentré monté descendu tombé né mort resté retourné devenu
  venu revenu parvenu intervenu survenu apparu décédé passé âgé remonté retombé redescendu
  reparti ressorti
`));
/** Nouns and adverbs in -i/-u that the participle test would take. */
const NOT_PARTICIPLE: ReadonlySet<string> = new Set(words(`
  mari maris souci soucis ennui ennuis abri abris paradis tapis avis midi bienvenu individu
  tissu menu vertu parmi aussi ainsi merci jadis
`));
const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(words(`
  fait faite faits faites pris prise prises mis mise mises écrit écrite vu vue vus vues connu
  connue connus battu battue tenu tenue reçu reçue perdu perdue vendu rendu rendue entendu
  suivi suivie saisi saisie puni trahi trahie choisi atteint atteinte peint peinte couvert
  couverte offert offerte ouvert ouverte découvert surpris surprise compris comprise retenu
  soutenu détruit détruite conduit conduite construit construite produit produite dit dite
  interrompu vaincu vaincue abattu abattue envahi envahie éclairé
`));
const ADJECTIVES: ReadonlySet<string> = new Set(
  FR_ADJECTIVES.flatMap((a) => [a, a + "s", a + "e", a + "es"]),
);
const NOT_ADJECTIVE: ReadonlySet<string> = new Set(FR_NOT_ADJECTIVE);
const ADJECTIVE_SUFFIX =
  /(?:eux|euse|euses|if|ifs|ive|ives|able|ables|ible|ibles|ique|iques|âtre|âtres|esque|esques|uel|uelle|uels|uelles)$/u;

/** Subject or object pronouns attached by a hyphen in inversion (`était-ce`, `dit-il`). */
const INVERSION: ReadonlySet<string> = new Set(
  words("t il elle on ils elles ce je tu nous vous moi toi lui le la les leur en y"),
);

/** `était-ce` -> `était`, `s'écria-t-elle` -> `s'écria`; other compounds stay whole. */
function stripInversion(w: string): string {
  const parts = w.split("-");
  if (parts.length < 2 || !parts.slice(1).every((p) => INVERSION.has(p))) return w;
  return parts[0];
}

/** Is this token a past participle (after stripping elision)? */
function isParticiple(w: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(w)) return true;
  return w.length >= 4 && /(?:é|ée|és|ées|i|ie|is|ies|u|ue|us|ues)$/u.test(w) &&
    !FUNCTION_WORDS.has(w) && !ADJECTIVES.has(w) && !NOT_PARTICIPLE.has(w);
}

/**
 * Tense marked by one French token in narration. Past: imparfait and conditional endings
 * (-ait/-ais/-aient, the conditional is the future of past narration), passé simple
 * (-a, -èrent, -irent, -âmes … and an irregular list). Present: present forms of être,
 * avoir, aller and other frequent verbs, -ent verbs, and -e/-es forms right after a subject
 * pronoun. Ambiguous forms (`dit`, `vit`, `finit`, futures in -ira, participles) give null.
 * The perfect (`a vu`) counts by its present auxiliary.
 *
 * @example
 * ```ts
 * frenchTenseOf("regardait", "il"); // "past"
 * frenchTenseOf("regarde", "il"); // "present"
 * ```
 */
export function frenchTenseOf(lower: string, previous: string): TenseMark | null {
  const full = stripElision(lower, ELIDED);
  const clitic = full === lower ? "" : lower.slice(0, lower.length - full.length - 1);
  const w = stripInversion(full);
  if (PAST.has(w)) return "past";
  if (w === "fait") return AUXILIARIES.has(stripElision(previous, ELIDED)) ? null : "present";
  if (PRESENT.has(w)) return "present";
  if (w.length >= 4 && /(?:ait|ais|aient)$/u.test(w) && !NOT_IMPERFECT.has(w)) return "past";
  if (/(?:âmes|âtes|îmes|îtes|ûmes|ûtes)$/u.test(w)) return "past";
  if (/(?:èrent|irent|urent|inrent|ussent)$/u.test(w) && !/oussent$/u.test(w)) {
    return PRESENT_RENT.has(w) ? "present" : "past";
  }
  if (w.length >= 4 && w.endsWith("a") && !FUTURE_A.test(w) && !NOT_PAST_A.has(w)) {
    return FUNCTION_WORDS.has(w) ? null : "past";
  }
  if (FUNCTION_WORDS.has(w) || w.length < 3) return null;
  if (w.length >= 5 && w.endsWith("ent") && !w.endsWith("ment") && !PRONOUNCED_ENT.has(w)) {
    return "present";
  }
  const afterSubject = SUBJECTS.has(previous) || SUBJECT_CLITICS.has(clitic);
  if (!afterSubject || !/(?:[^é]e|[^é]es)$/u.test(w) || ADJECTIVES.has(w)) return null;
  // After a reflexive clitic an -re form is usually the infinitive (se mettre, s'entendre).
  const reflexive = ["se", "me", "te"].includes(previous) || "smt".includes(clitic || "x");
  if (reflexive && w.endsWith("re")) return null;
  return w === "importe" ? null : "present";
}

/**
 * Counts passives in one sentence: a form of être followed within two tokens by a past
 * participle (-é/-i/-u forms and an irregular list), the agent (`par`) optional. Reflexive
 * auxiliaries (`s'est`, `se sont`) and participles of être-verbs (`est allé`) are active and
 * skipped; `a été vu` counts once (at `été`).
 *
 * @example
 * ```ts
 * countFrenchPassives(["la", "lettre", "fut", "écrite", "par", "lui"]); // 1
 * countFrenchPassives(["il", "est", "allé", "à", "paris"]); // 0
 * ```
 */
export function countFrenchPassives(tokens: readonly string[], at?: number[]): number {
  let n = 0;
  for (let i = 0; i < tokens.length; i++) {
    const aux = stripElision(tokens[i], ELIDED);
    if (!ETRE.has(aux)) continue;
    const reflexive = /^[smt]'/u.test(tokens[i]) || ["se", "me", "te"].includes(tokens[i - 1]);
    if (reflexive) continue;
    for (let j = i + 1; j <= i + 2 && j < tokens.length; j++) {
      const p = stripElision(tokens[j], ELIDED);
      if (p === "été") break;
      if (isParticiple(p)) {
        if (!ETRE_VERBS.has(p.replace(/(?:es|e|s)$/u, "")) && !ETRE_VERBS.has(p)) {
          n++;
          at?.push(i, j);
        }
        i = j;
        break;
      }
    }
  }
  return n;
}

/**
 * Adjective heuristic: a curated list of common adjectives (with regular feminine/plural
 * forms) plus adjective suffixes (-eux/-euse, -if/-ive, -able, -ible, -ique, -âtre, -esque,
 * -uel), minus curated nouns and verbs with those endings. A capitalised `original` is
 * accepted only through the word list (suffix matches on names such as `Dambreuse` are not).
 *
 * @example
 * ```ts
 * frenchIsAdjective("heureuse"); // true
 * frenchIsAdjective("table"); // false
 * frenchIsAdjective("dambreuse", "Dambreuse"); // false
 * ```
 */
export function frenchIsAdjective(lower: string, original: string = lower): boolean {
  const w = stripElision(lower, ELIDED);
  if (ADJECTIVES.has(w)) return true;
  if (NOT_ADJECTIVE.has(w) || FUNCTION_WORDS.has(w) || w.length < 5) return false;
  // A capitalised word matched only by its suffix is most often a name (Dambreuse).
  if (original[0] !== original[0].toLowerCase()) return false;
  return ADJECTIVE_SUFFIX.test(w);
}

/**
 * The French profile. Flesch: Kandel & Moles (1958), 207 − 1.015·ASL − 73.6·ASW.
 *
 * @example
 * ```ts
 * FRENCH.countSyllables("parlaient"); // 2
 * ```
 */
export const FRENCH: LanguageProfile = {
  code: "fr",
  name: "French",
  locale: "fr",
  functionWords: FUNCTION_WORDS,
  stopWords: new Set([...FR_FUNCTION_WORDS, ...FR_EXTRA_STOP_WORDS]),
  firstPersonPronouns: new Set(FR_FIRST_PERSON),
  filterVerbs: new Set(FR_FILTER_VERBS),
  modalVerbs: new Set(FR_MODAL_VERBS),
  countPassives: countFrenchPassives,
  nominalSuffixes: words(
    "tion tions sion sions ité ités ance ances ence ences isme ismes ure ures",
  ),
  nominalExclusions: new Set(FR_NOMINAL_EXCLUSIONS),
  isAdjective: frenchIsAdjective,
  tenseOf: frenchTenseOf,
  abbreviations: new Set(FR_ABBREVIATIONS),
  dashDialogue: true,
  countSyllables: countFrenchSyllables,
  flesch: { variant: "kandel_moles_1958", base: 207, asl: 1.015, asw: 73.6 },
};
