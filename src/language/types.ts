/**
 * The shape every language profile fills in. A profile is data plus a few small pure
 * functions; the pipeline reads it once per analysis and never branches on the code itself.
 *
 * All word sets hold lower-case forms (the pipeline lower-cases with `toLocaleLowerCase`
 * of the profile's BCP-47 tag before lookup), with typographic apostrophes normalised to `'`.
 *
 * @module
 */

/** Analysis languages accepted on the command line (`auto` resolves to one of the others). */
export const LANGUAGE_CODES = ["de", "en", "fr", "es", "it", "pt", "nl", "generic"] as const;

/** A concrete analysis language. */
export type LanguageCode = typeof LANGUAGE_CODES[number];

/** What the user may ask for: a concrete language or `auto`. */
export type LanguageChoice = LanguageCode | "auto";

/** Every accepted `--language` value. */
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = ["auto", ...LANGUAGE_CODES];

/** Tense a single token signals in narration. */
export type TenseMark = "present" | "past";

/** Coefficients of a Flesch-type reading-ease formula: base − asl·ASL − asw·ASW. */
export interface FleschFormula {
  /** Name of the formula as reported in `flesch_variant`, e.g. `"amstad_1978"`. */
  readonly variant: string;
  readonly base: number;
  /** Weight of ASL (words per sentence). */
  readonly asl: number;
  /** Weight of ASW (syllables per word). */
  readonly asw: number;
}

/** One language's heuristics. */
export interface LanguageProfile {
  readonly code: LanguageCode;
  /** English name, e.g. "German". */
  readonly name: string;
  /** BCP-47 tag used for case folding, e.g. "de". */
  readonly locale: string;
  /** Closed-class words (articles, pronouns, prepositions, conjunctions, auxiliaries…). */
  readonly functionWords: ReadonlySet<string>;
  /** Stop words for content-word lists (superset of function words is fine). */
  readonly stopWords: ReadonlySet<string>;
  /** First-person pronouns (singular and plural, all cases). */
  readonly firstPersonPronouns: ReadonlySet<string>;
  /** Every inflected form of the filter-verb lemmas (see, hear, feel, notice, realise…). */
  readonly filterVerbs: ReadonlySet<string>;
  /** Every inflected form of the modal verbs. */
  readonly modalVerbs: ReadonlySet<string>;
  /**
   * Counts passive constructions in one sentence, given its lower-cased word tokens in order.
   * Heuristic (auxiliary + participle within a short window); documented per language.
   * With `at`, each counted construction also pushes the indices (into `words`) of its
   * auxiliary and its participle, in that order, so the pipeline can keep where they stand.
   */
  countPassives(words: readonly string[], at?: number[]): number;
  /** Nominalisation suffixes, lower case (e.g. "ung", "heit", "tion"). */
  readonly nominalSuffixes: readonly string[];
  /** Words that end in a nominal suffix but are not nominalisations (curated exclusions). */
  readonly nominalExclusions: ReadonlySet<string>;
  /**
   * Is this token an adjective? Heuristic on the lower-cased form (suffix lists plus a word
   * list); `original` is the token as written (capitalisation matters in German).
   */
  isAdjective(lower: string, original: string): boolean;
  /**
   * Tense this token marks in narration, or null. Called per token with the previous
   * lower-cased token (or "" at sentence start) for context (e.g. "have" + participle).
   */
  tenseOf(lower: string, previous: string): TenseMark | null;
  /**
   * Optional refinement with the whole sentence in view (lower-cased tokens `words`, the
   * sentence running from `start` to `end` exclusive): the tense of token `i`, or undefined
   * to leave it to {@linkcode LanguageProfile.tenseOf}. For constructions that one preceding
   * word cannot decide, such as "would not have been" or "hätte … gewusst".
   */
  readonly tenseInSentence?: (
    words: readonly string[],
    i: number,
    start: number,
    end: number,
  ) => TenseMark | null | undefined;
  /** Abbreviations (lower case, without the final period, e.g. "mr", "dr", "z.b", "bzw"). */
  readonly abbreviations: ReadonlySet<string>;
  /**
   * Whether paragraphs opening with a dash (—, –, ―, --, or - before speech) are dialogue
   * (es, fr, it, pt).
   */
  readonly dashDialogue: boolean;
  /** Syllables in one word (≥ 1 for any word with a letter). */
  countSyllables(lower: string): number;
  /** The Flesch-type formula of this language. */
  readonly flesch: FleschFormula;
}
