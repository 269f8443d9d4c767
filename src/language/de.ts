/**
 * German language profile: word lists, werden-passive counter, adjective endings, the tense
 * tagger of `de_tense.ts`, the syllable rules of `de_syllables.ts` and Amstad's (1978)
 * German adaptation of Flesch reading ease.
 *
 * @module
 */

import type { LanguageProfile } from "./types.ts";
import { countGermanSyllables } from "./de_syllables.ts";
import { germanTenseInSentence, germanTenseOf } from "./de_tense.ts";
import {
  DE_ADJECTIVE_EXCLUSIONS,
  DE_ADJECTIVES,
  DE_EXTRA_STOP_WORDS,
  DE_FILTER_VERBS,
  DE_FUNCTION_WORDS,
  DE_GE_NON_PARTICIPLES,
  DE_IRREGULAR_ADJECTIVE_FORMS,
  DE_MODAL_VERBS,
  DE_NOMINAL_EXCLUSIONS,
} from "./de_words.ts";

/** Splits a whitespace-separated literal (keeps word lists compact under deno fmt). */
const wordList = (list: string): string[] => list.trim().split(/\s+/);

const FUNCTION_WORDS: ReadonlySet<string> = new Set(DE_FUNCTION_WORDS);
const GE_NON_PARTICIPLES: ReadonlySet<string> = new Set(DE_GE_NON_PARTICIPLES);
const ADJECTIVES: ReadonlySet<string> = new Set(DE_ADJECTIVES);
const ADJECTIVE_FORMS: ReadonlySet<string> = new Set(DE_IRREGULAR_ADJECTIVE_FORMS);
const ADJECTIVE_EXCLUSIONS: ReadonlySet<string> = new Set(DE_ADJECTIVE_EXCLUSIONS);

const WERDEN_FORMS: ReadonlySet<string> = new Set(wordList(`
  werde wirst wird werden werdet wurde wurdest wurden wurdet würde würdest würden würdet worden
  ward
`));
/** haben and sein forms: a participle nearer to one of these is an active perfect. */
const PERFECT_AUXILIARIES: ReadonlySet<string> = new Set(wordList(`
  habe hast hat haben habt hatte hattest hatten hattet hätte hättest hätten hättet gehabt bin
  bist ist sind seid war warst waren wart sei seien wäre wären gewesen
`));
const SEPARABLE_PREFIXES: readonly string[] = wordList(`
  zurück heraus herein hinaus hinein herab hinauf herauf hinunter herunter vorbei weiter
  zusammen entgegen an ab auf aus bei ein mit nach vor weg zu fort los hin her dar um
`);
/** Participles without ge- (verhaftet, bemerkt; verlassen only next to the auxiliary). */
const INSEPARABLE_T = /^(be|ver|ent|er|zer|emp|miss|über|unter)\p{L}{3,}t$/u;
const INSEPARABLE_EN = /^(be|ver|ent|er|zer|emp|miss|über|unter)\p{L}{3,}en$/u;

/** ge…t / ge…en participle, also behind a separable prefix (angesehen), or -iert. */
function isGeParticiple(w: string): boolean {
  if (GE_NON_PARTICIPLES.has(w) || /(heit|keit|schaft)$/.test(w)) return false;
  if (w === "getan" || /^ge\p{L}{2,}(t|en)$/u.test(w)) return true;
  if (w.length >= 6 && w.endsWith("iert")) return true;
  return SEPARABLE_PREFIXES.some((p) =>
    w.startsWith(p + "ge") && /^\p{L}{2,}(t|en)$/u.test(w.slice(p.length + 2)) &&
    !GE_NON_PARTICIPLES.has(w.slice(p.length))
  );
}

const PAST_WERDEN: ReadonlySet<string> = new Set(wordList(`
  wurde wurdest wurden wurdet ward
`));
const NON_FINITE_WERDEN: ReadonlySet<string> = new Set(["worden", "werden"]);

/**
 * Index of the nearest auxiliary to position p, or -1. On a tie a following "worden"/"werden"
 * wins (ist gebaut worden), otherwise the preceding auxiliary (hatte … angezündet, es wurde).
 */
function nearestAuxiliary(words: readonly string[], p: number): number {
  const isAux = (i: number) =>
    i >= 0 && i < words.length && (WERDEN_FORMS.has(words[i]) || PERFECT_AUXILIARIES.has(words[i]));
  for (let d = 1; d < words.length; d++) {
    if (NON_FINITE_WERDEN.has(words[p + d] ?? "")) return p + d;
    if (isAux(p - d)) return p - d;
    if (isAux(p + d)) return p + d;
  }
  return -1;
}

/**
 * Passives in one sentence: a participle (ge…t, ge…en, prefix+ge…, …iert, be-/ver-/er-…-t;
 * be-/ver-/er-…-en only before "worden" or after "wurde") whose nearest auxiliary is a
 * werden-form (wird, wurde, worden, würde…), each werden-form used once. "ist … worden" counts
 * through "worden"; a participle nearer to haben/sein is an active perfect and is skipped.
 */
function countPassives(words: readonly string[], at?: number[]): number {
  const used = new Set<number>();
  let count = 0;
  for (let p = 0; p < words.length; p++) {
    const w = words[p];
    // "verlassen worden", "wurde verlassen"; not the future "überstehen wird".
    const adjacentWerden = words[p + 1] === "worden" || PAST_WERDEN.has(words[p - 1] ?? "");
    const participle = isGeParticiple(w) || INSEPARABLE_T.test(w) ||
      (INSEPARABLE_EN.test(w) && adjacentWerden);
    if (!participle) continue;
    const aux = nearestAuxiliary(words, p);
    if (aux >= 0 && WERDEN_FORMS.has(words[aux]) && !used.has(aux)) {
      used.add(aux);
      count++;
      at?.push(aux, p);
    }
  }
  return count;
}

const ADJECTIVE_ENDING = /^\p{L}{2,}(ig|lich|isch|bar|sam|haft|los|voll)(er|st)?(e|en|em|er|es)?$/u;
const NUMERAL = /^(zwan|drei|vier|fünf|sech|sieb|acht|neun)(zig|ßig)/;
const INFLECTIONS = ["en", "em", "er", "es", "e"];

function deUmlaut(s: string): string {
  return s.replace(/ä/g, "a").replace(/ö/g, "o").replace(/ü/g, "u");
}

/** Base-list adjective with an inflection, comparative (umlaut allowed) or superlative. */
function isListedAdjective(w: string): boolean {
  const stems = [w, ...INFLECTIONS.filter((e) => w.endsWith(e)).map((e) => w.slice(0, -e.length))];
  for (const s of stems) {
    if (ADJECTIVES.has(s)) return true;
    for (const degree of ["er", "est", "st"]) {
      if (!s.endsWith(degree)) continue;
      const base = s.slice(0, -degree.length);
      if (ADJECTIVES.has(base) || ADJECTIVES.has(deUmlaut(base))) return true;
    }
  }
  return false;
}

/**
 * Adjective test on lower-case tokens only: a capitalised token is a noun in German (a
 * sentence-initial adjective is missed; the profile only sees the token). Then the irregular
 * forms, the exclusions, the base list with endings, and the suffixes -ig -lich -isch -bar
 * -sam -haft -los -voll with optional comparative/superlative and -e/-en/-em/-er/-es.
 */
function isAdjective(lower: string, original: string): boolean {
  if (/^\p{Lu}/u.test(original)) return false;
  if (ADJECTIVE_FORMS.has(lower)) return true;
  if (ADJECTIVE_EXCLUSIONS.has(lower) || FUNCTION_WORDS.has(lower)) return false;
  if (isListedAdjective(lower)) return true;
  return ADJECTIVE_ENDING.test(lower) && !NUMERAL.test(lower);
}

/**
 * The German profile.
 *
 * @example
 * ```ts
 * GERMAN.countPassives(["die", "tür", "wurde", "geöffnet"]); // 1
 * GERMAN.countSyllables("familie"); // 4
 * ```
 */
export const GERMAN: LanguageProfile = {
  code: "de",
  name: "German",
  locale: "de",
  functionWords: FUNCTION_WORDS,
  stopWords: new Set([...DE_FUNCTION_WORDS, ...DE_EXTRA_STOP_WORDS]),
  firstPersonPronouns: new Set(wordList(`
    ich mich mir mein meine meinen meinem meiner meines wir uns unser unsere unseren unserem
    unserer unseres unsre unsern unsrem unsrer unsres
  `)),
  filterVerbs: new Set(DE_FILTER_VERBS),
  modalVerbs: new Set(DE_MODAL_VERBS),
  countPassives,
  nominalSuffixes: ["ung", "heit", "keit", "schaft", "tion", "ität", "ismus", "nis", "tum"],
  nominalExclusions: new Set(DE_NOMINAL_EXCLUSIONS),
  isAdjective,
  tenseOf: germanTenseOf,
  tenseInSentence: germanTenseInSentence,
  // Multi-part abbreviations are stored joined, with inner periods and no spaces ("z.b" for
  // "z. B." and "z.B."): the sentence splitter joins "X. Y." runs before the lookup. Single
  // letters are not listed (initials), except "s" (siehe), which the German convention needs.
  abbreviations: new Set(wordList(`
    z.b bzw usw u.s.w vgl ca dr hr hrn fr frl nr s evtl ggf u.a d.h s.o s.u o.ä u.ä z.t d.i
    etc inkl zzgl abs bd hrsg jh jhd mio mrd geb gest verh str tel prof dipl ing st sog ebd
    vs ff bspw allg ehem einschl entspr insb rd urspr usf v.a o.g m.e i.a a.d n.chr v.chr jan
    feb febr aug sept okt nov dez
  `)),
  dashDialogue: false,
  countSyllables: countGermanSyllables,
  flesch: { variant: "amstad_1978", base: 180, asl: 1, asw: 58.5 },
};
