/**
 * The 16 style features of the style reference (SPEC 2.3) with their units and the kind of
 * standard error each has (SPEC 2.2 `style_se`).
 *
 * `guiraud_r` is reported by `analyze` but is not a style feature: `ttr` stands in the set as
 * a share (binomial SE), and HD-D as the length-robust diversity measure (no SE exists).
 *
 * @module
 */

/** Style feature identifiers, in the fixed order of every table and matrix. */
export const STYLE_FEATURES = [
  "asl",
  "ttr",
  "hd_d",
  "dialog_pct",
  "staccato_pct",
  "kaskade_pct",
  "sentence_cv",
  "start_entropy",
  "first_person_start_rate",
  "function_word_pct",
  "long_word_pct",
  "filter_density",
  "modal_density",
  "passive_density",
  "nominalization_density",
  "adjective_density",
] as const;

/** One style feature identifier. */
export type StyleFeature = typeof STYLE_FEATURES[number];

/** Unit of each feature as reported in `features[].unit`. */
export const FEATURE_UNITS: Readonly<Record<StyleFeature, string>> = {
  asl: "words_per_sentence",
  ttr: "ratio",
  hd_d: "ratio",
  dialog_pct: "percent_of_words",
  staccato_pct: "percent_of_sentences",
  kaskade_pct: "percent_of_sentences",
  sentence_cv: "ratio",
  start_entropy: "bits",
  first_person_start_rate: "percent_of_sentences",
  function_word_pct: "percent_of_words",
  long_word_pct: "percent_of_words",
  filter_density: "per_1000_words",
  modal_density: "per_1000_words",
  passive_density: "per_1000_words",
  nominalization_density: "per_1000_words",
  adjective_density: "per_1000_words",
};

/**
 * Features that describe the sentence-length distribution or sentence starts: they need at
 * least `MIN_COMPARABLE_SENTENCES` sentences to be comparable (SPEC 2.2 floors).
 */
export const SENTENCE_FEATURES: ReadonlySet<StyleFeature> = new Set([
  "asl",
  "staccato_pct",
  "kaskade_pct",
  "sentence_cv",
  "start_entropy",
  "first_person_start_rate",
]);

/** Words a chapter needs before any of its features enters a baseline (SPEC 8). */
export const MIN_COMPARABLE_WORDS = 100;
/** Sentences a chapter needs for the sentence-distribution features (SPEC 8). */
export const MIN_COMPARABLE_SENTENCES = 5;

/** A sentence of at most this many words is short ("staccato"). */
export const STACCATO_MAX_WORDS = 5;
/** A sentence of at least this many words is a cascade ("Kaskade"). */
export const KASKADE_MIN_WORDS = 30;
/** A word with more than this many letters is long (LIX convention, Björnsson 1968). */
export const LONG_WORD_MIN_LETTERS = 7;
