/**
 * Portuguese language profile. Enclitic and mesoclitic pronouns stay joined to the verb by a
 * hyphen (`disse-lhe`, `levantou-se`, `dir-lhe-ia`); set membership looks the token up whole,
 * while `tenseOf`, `countPassives` and `isAdjective` use the verb part. Syllables: see
 * `pt_syllables.ts`.
 *
 * @module
 */

import { countPortugueseSyllables } from "./pt_syllables.ts";
import {
  PT_ABBREVIATIONS,
  PT_ADJECTIVES,
  PT_EXTRA_STOP_WORDS,
  PT_FILTER_VERBS,
  PT_FIRST_PERSON,
  PT_FUNCTION_WORDS,
  PT_MODAL_VERBS,
  PT_NOT_ADJECTIVE,
  PT_NOT_PAST,
  PT_PAST_FORMS,
  PT_PRESENT_FORMS,
} from "./pt_words.ts";
import type { LanguageProfile, TenseMark } from "./types.ts";
import { words } from "./vowel_groups.ts";
import { countWindowPassives } from "./passive_window.ts";

const FUNCTION_WORDS: ReadonlySet<string> = new Set(PT_FUNCTION_WORDS);
const PAST: ReadonlySet<string> = new Set(PT_PAST_FORMS);
const PRESENT: ReadonlySet<string> = new Set(PT_PRESENT_FORMS);
const NOT_PAST: ReadonlySet<string> = new Set(PT_NOT_PAST);
const CLITICS: ReadonlySet<string> = new Set(words(`
  se me te nos vos lhe lhes o a os as lo la los las no na nas
`));
const PRE_VERBAL: ReadonlySet<string> = new Set(words(`
  eu tu ele ela nós vós eles elas você se me te lhe lhes nos vos
`));
const SER: ReadonlySet<string> = new Set(words(`
  ser sou és é somos são era eras éramos eram fui foi fomos foram fora seja sejam fosse
  fossem for forem será serão seria seriam sido sendo
`));
const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(
  words(`feito dito visto posto escrito aberto coberto morto preso aceso entregue ganho gasto
  pago desfeito descoberto envolto`)
    .flatMap((p) => [p, p.slice(0, -1) + "a", p + "s", p.slice(0, -1) + "as"]),
);
const NOT_PARTICIPLE: ReadonlySet<string> = new Set(
  words(`
    lado estado soldado deputado pecado cuidado recado criado fado prado vida ida partida saída comida
    medida ferida bebida nada cada estrada jornada espada entrada chegada morada pousada
    almofada manada escada madrugada armada fachada cilada enseada
  `).flatMap((w) => [w, w + "s"]),
);
const ADJECTIVES: ReadonlySet<string> = new Set(
  PT_ADJECTIVES.flatMap((a) =>
    a.endsWith("o")
      ? [a, a + "s", a.slice(0, -1) + "a", a.slice(0, -1) + "as"]
      : [a, /[aeiou]$/u.test(a) ? a + "s" : a + "es"]
  ),
);
const NOT_ADJECTIVE: ReadonlySet<string> = new Set(PT_NOT_ADJECTIVE);
const ADJECTIVE_SUFFIX =
  /(?:oso|osa|osos|osas|ivo|iva|ivos|ivas|ável|áveis|ível|íveis|ico|ica|icos|icas|ário|ária|ários|árias)$/u;

/** The verb part of a token with hyphenated clitics: `levantou-se` -> `levantou`,
 * `dir-lhe-ia` -> `dir…ia` (returned as `diria`), other compounds unchanged. */
function verbPart(w: string): string {
  const parts = w.split("-");
  if (parts.length < 2) return w;
  const last = parts[parts.length - 1];
  if (
    parts.length === 3 && CLITICS.has(parts[1]) &&
    /^(?:ia|ias|íamos|iam|á|ás|ão|ei|emos)$/u.test(last)
  ) {
    return parts[0] + last;
  }
  return parts.slice(1).every((p) => CLITICS.has(p)) ? parts[0] : w;
}

function isParticiple(w: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(w)) return true;
  if (NOT_PARTICIPLE.has(w) || FUNCTION_WORDS.has(w) || w.length < 4) return false;
  // Participles carry no written accent except -ído after a vowel (caído, construída).
  return /(?:ad|id)(?:o|a|os|as)$/u.test(w) && !/[áéíóúâêô]/u.test(w) ||
    /[aeiou]íd(?:o|a|os|as)$/u.test(w);
}

/**
 * Tense marked by one Portuguese token in narration. Past: imperfect (-ava, -ia without a
 * written accent; the conditional -ria is the future of past narration and counts too),
 * preterite (-ou, -eu, -iu, -ei, -aram, -eram, -iram and strong forms), pluperfect (-ara,
 * -era, -ira) and imperfect subjunctive (-asse, -esse, -isse). Present: frequent present
 * forms and a present ending after a subject or clitic pronoun, or before an enclitic
 * (`levanta-se`). Ambiguous forms (-amos, futures, participles) give null; the perfect
 * (`tem feito`) counts by its present auxiliary.
 *
 * @example
 * ```ts
 * portugueseTenseOf("levantou-se", ""); // "past"
 * portugueseTenseOf("levanta-se", ""); // "present"
 * ```
 */
export function portugueseTenseOf(lower: string, previous: string): TenseMark | null {
  const w = verbPart(lower);
  const enclitic = w !== lower;
  if (PAST.has(w)) return "past";
  if (PRESENT.has(w)) return "present";
  if (w.length < 3 || NOT_PAST.has(w) || FUNCTION_WORDS.has(w) || w.includes("-")) return null;
  if (/(?:eia|eias|oia|oias|mente)$/u.test(w)) return null;
  const accented = /[áéíóúâêô]/u.test(w);
  if (/(?:teve|punha|punham|vinha|vinham|[aeiou]íra|[aeiou]íram)$/u.test(w) && w !== "adivinha") {
    return "past";
  }
  if (/(?:ava|avas|ávamos|avam)$/u.test(w) && w.length >= 4) return "past";
  if (/(?:ia|ias|iam)$/u.test(w) && !accented) return "past";
  if (/(?:íamos|ou|eu|iu|aram|eram|iram)$/u.test(w)) return "past";
  if (/ei$/u.test(w) && !/(?:arei|erei|irei)$/u.test(w)) return "past";
  if (/(?:asse|esse|isse|assem|essem|issem)$/u.test(w) && w.length >= 5) return "past";
  if (/(?:ara|era|ira)$/u.test(w) && w.length >= 4 && !accented && !w.endsWith("eira")) {
    return "past";
  }
  if (!enclitic && !PRE_VERBAL.has(previous)) return null;
  if (/(?:ado|ido|ada|ida|ar|er|ir|ando|endo|indo|eira|[áéíô])$/u.test(w)) return null;
  return /(?:a|e|am|em)$/u.test(w) && !ADJECTIVES.has(w) ? "present" : null;
}

/**
 * Counts passives in one sentence: a form of `ser` followed within two tokens by a past
 * participle (-ado/-ido and inflections, or an irregular one), the agent (`por`) optional.
 * The reflexive passive (`vendem-se casas`) is left out, as for Spanish, to stay conservative.
 *
 * @example
 * ```ts
 * countPortuguesePassives(["a", "torre", "foi", "construída"]); // 1
 * countPortuguesePassives(["foi", "a", "saída"]); // 0
 * ```
 */
export function countPortuguesePassives(tokens: readonly string[], at?: number[]): number {
  return countWindowPassives(tokens, PASSIVE_RULE, at);
}

const PASSIVE_RULE = {
  auxiliaries: SER,
  isParticiple,
  functionWords: FUNCTION_WORDS,
  intensifiers: new Set(["muito", "mais", "já", "tão", "não", "bem"]),
};

/**
 * Adjective heuristic: a list of common adjectives with their inflections plus the suffixes
 * -oso, -ivo, -ável, -ível, -ico, -ário (all genders and numbers), minus curated
 * nouns; a capitalised word is accepted only through the list (names).
 *
 * @example
 * ```ts
 * portugueseIsAdjective("formosa", "formosa"); // true
 * portugueseIsAdjective("coisa", "coisa"); // false
 * ```
 */
export function portugueseIsAdjective(lower: string, original: string = lower): boolean {
  const w = verbPart(lower);
  if (FUNCTION_WORDS.has(w) || NOT_ADJECTIVE.has(w)) return false;
  if (ADJECTIVES.has(w)) return true;
  if (w.length < 5 || original[0] !== original[0].toLowerCase()) return false;
  return ADJECTIVE_SUFFIX.test(w);
}

/**
 * The Portuguese profile. Flesch: Martins et al. (1996), 248.835 − 1.015·ASL − 84.6·ASW.
 *
 * @example
 * ```ts
 * PORTUGUESE.countSyllables("coração"); // 3
 * ```
 */
export const PORTUGUESE: LanguageProfile = {
  code: "pt",
  name: "Portuguese",
  locale: "pt",
  functionWords: FUNCTION_WORDS,
  stopWords: new Set([...PT_FUNCTION_WORDS, ...PT_EXTRA_STOP_WORDS]),
  firstPersonPronouns: new Set(PT_FIRST_PERSON),
  filterVerbs: new Set(PT_FILTER_VERBS),
  modalVerbs: new Set(PT_MODAL_VERBS),
  countPassives: countPortuguesePassives,
  nominalSuffixes: words("ção ções são sões dade dades mento mentos ncia ncias ismo ismos"),
  nominalExclusions: new Set(words(`
    coração corações nação nações cidade cidades idade idades metade verdade verdades
    vontade saudade saudades momento momentos elemento elementos instrumento instrumentos
    monumento documento pavimento apartamento firmamento ciência ciências
  `)),
  isAdjective: portugueseIsAdjective,
  tenseOf: portugueseTenseOf,
  abbreviations: new Set(PT_ABBREVIATIONS),
  dashDialogue: true,
  countSyllables: countPortugueseSyllables,
  flesch: { variant: "martins_1996", base: 248.835, asl: 1.015, asw: 84.6 },
};
