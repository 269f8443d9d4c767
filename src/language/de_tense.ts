/**
 * German tense tagger for narration: which finite verb forms mark present or past.
 *
 * Past: the sein/haben/werden pasts, strong and mixed pasts (also behind a verb prefix:
 * bekam, zurückging; not the participle-like verschlossen), and weak pasts in -te/-ten recognised by the shape of the stem (sagte,
 * wartete, öffnete, lächelte) with deny lists for the nouns, adjectives and infinitives of
 * the same shape (Leute, letzte, betrachten). Present: sein/haben/werden and modal presents,
 * a list of frequent narrative 3rd-person forms, and person agreement after a subject pronoun
 * (er/sie/es/man + -t, ich + -e, du + -st, wir + -en). Subjunctive II (hätte, wäre, würde)
 * and subjunctive I after a 3rd-person subject ("sie habe") are mood, not tense: null; but
 * hätte/wäre with a past participle or a modal infinitive in the same sentence is the
 * conditional perfect ("wäre er zu Fuß gegangen", "hätte … können"), which narrates the past
 * ({@linkcode germanTenseInSentence}). After an article, a possessive, a preposition or "zu"
 * a -te/-ten or strong-past shape is taken for a noun or adjective: null.
 *
 * @module
 */

import type { TenseMark } from "./types.ts";
import {
  DE_FUNCTION_WORDS,
  DE_GE_NON_PARTICIPLES,
  DE_INSEPARABLE_PREFIXES,
  DE_PARTICIPLE_LIKE_PLURALS,
  DE_PRESENT_FORMS,
  DE_STRONG_PAST,
  DE_STRONG_PAST_HOMOGRAPHS,
  DE_SUBJUNCTIVE_II,
  DE_VERB_PREFIXES,
  DE_WEAK_PAST_ALLOW,
  DE_WEAK_PAST_DENY,
  DE_WEAK_PAST_DENY_ENDINGS,
} from "./de_words.ts";

/** Splits a whitespace-separated literal (keeps word lists compact under deno fmt). */
const wordList = (list: string): string[] => list.trim().split(/\s+/);

const FUNCTION_WORDS: ReadonlySet<string> = new Set(DE_FUNCTION_WORDS);
const PRESENT_FORMS: ReadonlySet<string> = new Set(DE_PRESENT_FORMS);
const STRONG_PAST: ReadonlySet<string> = new Set(DE_STRONG_PAST);
const HOMOGRAPHS: ReadonlySet<string> = new Set(DE_STRONG_PAST_HOMOGRAPHS);
const SUBJUNCTIVE: ReadonlySet<string> = new Set(DE_SUBJUNCTIVE_II);
const GE_VERBS: ReadonlySet<string> = new Set(DE_GE_NON_PARTICIPLES);
const WEAK_DENY: ReadonlySet<string> = new Set(DE_WEAK_PAST_DENY);
const PARTICIPLE_LIKE: ReadonlySet<string> = new Set(DE_PARTICIPLE_LIKE_PLURALS);
const INSEPARABLE: ReadonlySet<string> = new Set(DE_INSEPARABLE_PREFIXES);
/** Longest prefix first, so "zurück" is tried before "zu". */
const PREFIXES: readonly string[] = [...DE_VERB_PREFIXES].sort((a, b) => b.length - a.length);

/**
 * Before a noun or adjective, never before a finite verb. "der/die/das" are left out since
 * they also open clauses as pronouns ("Das sagte er"); they only block noun homographs.
 */
const NOMINAL_CONTEXT: ReadonlySet<string> = new Set(wordList(`
  den dem des ein eine einen einem einer eines kein keine keinen keinem keiner dieser diese
  dieses diesen diesem jeder jede jedes jeden jedem mein meine meinen meinem meiner dein deine
  deinen deinem seine seinen seinem seiner ihre ihren ihrem ihrer unsere unseren unserem
  unserer zu zum zur im am vom beim ins aufs in an auf mit von bei aus nach für über unter vor
  durch gegen ohne alle allen aller viele vielen einige einigen beiden sehr so ganz
`));
/** Strong pasts that are also frequent nouns once lower-cased (in der Tat, das Schloß). */
const NOUN_HOMOGRAPHS: ReadonlySet<string> = new Set(wordList(`
  tat griff schritt schloß schloss trank floß schoß tritt ritt schnitt zwang drang klang trieb
  sang
`));
const ARTICLES: ReadonlySet<string> = new Set(["der", "die", "das"]);
/** Separable prefixes in front of a ge- participle (ausgestattete, eingefaßten). */
const PARTICIPLE_PREFIX = new RegExp(`^(${
  wordList(`
  zurück heraus herein hinaus hinein hervor herab hinauf herauf hinunter herunter vorbei weiter
  zusammen entgegen an ab auf aus bei ein mit nach vor weg zu fort los hin her dar um
`).join("|")
})ge`);
/** Infinitive contexts for "haben"/"werden". */
const INFINITIVE_CONTEXT: ReadonlySet<string> = new Set(wordList(`
  zu kann konnte könnte muss muß musste mußte müsste müßte darf durfte dürfte soll sollte will
  wollte mag möchte wird würde werden können müssen wollen sollen
`));
/** Adverbs and particles ending in -t/-e/-st that follow a subject pronoun. */
const NON_VERBS_AFTER_PRONOUN: ReadonlySet<string> = new Set(wordList(`
  zuerst zuletzt zunächst sofort recht fest gut meist längst höchst stets sanft leicht weit
  bereit spät satt tot laut gerade gerne heute lange alleine ohnehin jetzt erst selbst
`));
/** Subjunctive I after a 3rd-person subject (reported speech): mood, not tense. */
const THIRD_PERSON_SUBJECTS: ReadonlySet<string> = new Set(["er", "sie", "es", "man"]);
const VOWEL_END = /[aeiouäöüy]$/;

/** Does the stem left after removing -te/-ten have the shape of a weak-verb stem? */
function weakStemShape(s: string): boolean {
  if (s.endsWith("e")) return /[td]e$/.test(s) || /[^aeiouäöüy][nm]e$/.test(s);
  if (VOWEL_END.test(s)) return /(au|eu|äu)$/.test(s);
  const last = s.at(-1);
  switch (last) {
    case "s":
      return s.endsWith("ss");
    case "t":
    case "d":
      return false;
    case "h":
      return !s.endsWith("ch") || !/(ich|ech|üch|äch|euch)$/.test(s);
    case "f":
      return !/(nf|äf|üf)$/.test(s);
    case "k":
      return /(ck|rk|lk|nk)$/.test(s);
    case "l":
      if (s.endsWith("al")) return false;
      return !s.endsWith("el") || (s.length >= 5 && /[^aeiouäöüy]el$/.test(s));
    case "r":
      if (/(ar|or)$/.test(s)) return /(rr|spar|paar)$/.test(s);
      return !s.endsWith("er") || s.length >= 5;
    case "n":
      return !/(an|un|en|in)$/.test(s) || /(ein|ien)$/.test(s);
    case "p":
      return !s.endsWith("ep");
    default:
      return true;
  }
}

/**
 * Weak simple past (sagte, sagten, wartete, öffnete, lächelte) by stem shape; only the
 * 1st/3rd person forms in -te/-ten (the rare -test/-tet forms are not tagged).
 *
 * @example
 * ```ts
 * isWeakPast("sagte"); // true
 * isWeakPast("leute"); // false
 * ```
 */
export function isWeakPast(w: string): boolean {
  if (WEAK_DENY.has(w) || DE_WEAK_PAST_DENY_ENDINGS.some((e) => w.endsWith(e))) return false;
  if (PARTICIPLE_PREFIX.test(w)) return false;
  if (DE_WEAK_PAST_ALLOW.some((a) => w.endsWith(a))) return true;
  let stem: string;
  if (w.endsWith("ten") && w.length >= 6) stem = w.slice(0, -3);
  else if (w.endsWith("te") && w.length >= 4) stem = w.slice(0, -2);
  else return false;
  if (stem.length < 2 || w.startsWith("ge")) return false;
  return weakStemShape(stem);
}

/**
 * Strong or mixed simple past, also behind one verb prefix (bekam, aufstand, zurückging).
 *
 * @example
 * ```ts
 * isStrongPast("aufstand"); // false (noun Aufstand)
 * isStrongPast("bekam"); // true
 * ```
 */
export function isStrongPast(w: string): boolean {
  if (HOMOGRAPHS.has(w)) return false;
  if (STRONG_PAST.has(w)) return true;
  for (const p of PREFIXES) {
    if (!w.startsWith(p)) continue;
    const rest = w.slice(p.length);
    if (INSEPARABLE.has(p) && PARTICIPLE_LIKE.has(rest)) return false;
    if (rest.length >= 3 && STRONG_PAST.has(rest) && !HOMOGRAPHS.has(rest)) return true;
  }
  return false;
}

/** Present by person agreement with the preceding subject pronoun. */
function agreesAsPresent(w: string, previous: string): boolean {
  if (FUNCTION_WORDS.has(w) || NON_VERBS_AFTER_PRONOUN.has(w) || w.length < 3) return false;
  // Participles (gesagt, ausgegangen) are not finite; ge-verbs (gehen, geben) are.
  if ((w.startsWith("ge") && !GE_VERBS.has(w)) || PARTICIPLE_PREFIX.test(w)) return false;
  switch (previous) {
    case "er":
    case "sie":
    case "es":
    case "man":
      return w.endsWith("t");
    case "ich":
      return w.endsWith("e");
    case "du":
      return w.endsWith("st") && !w.endsWith("test");
    case "wir":
      return w.endsWith("en") && !/(ten)$/.test(w);
    default:
      return false;
  }
}

/**
 * Tense one German token marks in narration, or null (see the module comment for the rules).
 *
 * @example
 * ```ts
 * germanTenseOf("ging", "er"); // "past"
 * germanTenseOf("geht", "er"); // "present"
 * ```
 */
export function germanTenseOf(lower: string, previous: string): TenseMark | null {
  const w = lower;
  if (SUBJUNCTIVE.has(w)) return null;
  if (PRESENT_FORMS.has(w)) {
    // Infinitive "haben"/"werden" closes a clause after a content word ("krank werden").
    if (w === "haben" || w === "werden") {
      const finite = previous === "" || FUNCTION_WORDS.has(previous);
      return finite && !INFINITIVE_CONTEXT.has(previous) ? "present" : null;
    }
    if (w === "habe" || w === "werde") {
      // Subjunctive I of reported speech ("daß sie es gesehen habe", "er werde kommen").
      const subject = previous === "ich" || previous === "" ||
        (FUNCTION_WORDS.has(previous) && !THIRD_PERSON_SUBJECTS.has(previous));
      return subject ? "present" : null;
    }
    return "present";
  }
  if (NOUN_HOMOGRAPHS.has(w) && ARTICLES.has(previous)) return null;
  if (isStrongPast(w)) {
    return NOMINAL_CONTEXT.has(previous) && !FUNCTION_WORDS.has(w) ? null : "past";
  }
  if (isWeakPast(w)) return NOMINAL_CONTEXT.has(previous) && !FUNCTION_WORDS.has(w) ? null : "past";
  return agreesAsPresent(w, previous) ? "present" : null;
}

/** Subjunctive II of haben and sein: the auxiliaries of the conditional perfect. */
const PERFECT_SUBJUNCTIVE: ReadonlySet<string> = new Set(wordList(`
  hätte hättest hätten hättet wäre wärst wärest wären wäret
`));
/** Infinitives that stand for the participle after hätte ("hätte … können", "hätte … lassen"). */
const SUBSTITUTE_INFINITIVES: ReadonlySet<string> = new Set(wordList(`
  können müssen sollen wollen dürfen mögen lassen
`));
/** Words of participle shape that are no participles (gegen, gestern, Gesicht …). */
const GE_NON_PARTICIPLES: ReadonlySet<string> = new Set(
  DE_GE_NON_PARTICIPLES.filter((w) =>
    !wordList(`gewesen geworden gefallen geschehen gelegen gefahren gemeint`).includes(w)
  ),
);
const PAST_PARTICIPLE = /^(?:[a-zäöü]+)?ge[a-zäöüß]{2,}(?:t|en)$/;
const INSEPARABLE_PARTICIPLE = /^(?:be|ent|er|ge|miss|ver|zer)[a-zäöüß]{2,}(?:t|en)$/;

/** Whether a lower-cased token looks like a past participle (gegangen, erspart, verloren). */
function isParticiple(w: string): boolean {
  if (GE_NON_PARTICIPLES.has(w) || FUNCTION_WORDS.has(w)) return false;
  return PAST_PARTICIPLE.test(w) || INSEPARABLE_PARTICIPLE.test(w) && w.endsWith("t");
}

/**
 * hätte/wäre (and their forms) with a past participle or a substitute infinitive anywhere in
 * the same sentence: the conditional perfect, past. Any other token is left to
 * {@linkcode germanTenseOf}.
 *
 * @example
 * ```ts
 * germanTenseInSentence(["wäre", "er", "gegangen"], 0, 0, 3); // "past"
 * germanTenseInSentence(["es", "wäre", "schön"], 1, 0, 3); // undefined
 * ```
 */
export function germanTenseInSentence(
  words: readonly string[],
  i: number,
  start: number,
  end: number,
): TenseMark | null | undefined {
  if (!PERFECT_SUBJUNCTIVE.has(words[i])) return undefined;
  for (let k = start; k < end; k++) {
    if (k !== i && (isParticiple(words[k]) || SUBSTITUTE_INFINITIVES.has(words[k]))) return "past";
  }
  return undefined;
}
