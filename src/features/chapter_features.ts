/**
 * Per-chapter measures (SPEC 2.2 chapter object) and their standard errors.
 *
 * A chapter with prose is always measured here; the comparability floors that keep short
 * chapters out of baselines are applied by the style reference, not by `analyze`. Values that
 * are undefined for the chapter (HD-D below 100 tokens, CV below 2 sentences, anything of a
 * chapter without words) are null.
 *
 * @module
 */

import { hdDFromFrequencies } from "../metrics/hd_d.ts";
import { typeFrequencies } from "../metrics/token_types.ts";
import { guiraudFromCounts, ttrFromCounts } from "../metrics/ttr.ts";
import {
  coefficientOfVariation,
  entropySeBits,
  meanOf,
  shannonEntropyBits,
  shareAtLeast,
  shareAtMost,
} from "../metrics/sentence_stats.ts";
import { binomialSePct, cvSe, meanSe, poissonSePer1000 } from "../metrics/standard_errors.ts";
import type { Analysis, ChapterText } from "./pipeline.ts";
import { type ChapterCounts, countChapter } from "./counts.ts";
import { KASKADE_MIN_WORDS, STACCATO_MAX_WORDS, type StyleFeature } from "./feature_ids.ts";
import { type Dominance, dominantTense } from "./tense.ts";

/** Feature values of one chapter; null where undefined. */
export type FeatureValues = Record<StyleFeature, number | null>;

/** Measures of one chapter, before JSON rounding. */
export interface ChapterMeasures {
  readonly number: number;
  readonly words: number;
  readonly sentences: number;
  readonly guiraudR: number | null;
  readonly values: FeatureValues;
  /** Standard errors where an approximation exists; HD-D has none. */
  readonly se: Partial<Record<StyleFeature, number>>;
  readonly dominance: Dominance;
  readonly counts: ChapterCounts;
}

/**
 * Measures one chapter.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "./pipeline.ts";
 * const a = analyzeDocument("## One\n\nIt rained. We stayed in.", { language: "en" });
 * measureChapter(a.chapters[0], a).values.asl; // 2.5
 * ```
 */
export function measureChapter(
  ct: ChapterText,
  analysis: Pick<Analysis, "lexicon" | "vocabulary">,
): ChapterMeasures {
  const counts = countChapter(ct, analysis);
  const n = counts.words;
  const frequencies = typeFrequencies({ ids: ct.ids, types: analysis.vocabulary.size });
  const v = frequencies.length;
  const lengths = ct.sentenceLengths;
  const s = lengths.length;
  const pct = (k: number) => (n > 0 ? (100 * k) / n : null);
  const per1000 = (k: number) => (n > 0 ? (1000 * k) / n : null);
  const sentencePct = (k: number) => (s > 0 ? (100 * k) / s : null);
  const values: FeatureValues = {
    asl: s > 0 ? meanOf(lengths) : null,
    ttr: n > 0 ? ttrFromCounts(n, v) : null,
    hd_d: hdDFromFrequencies(frequencies),
    dialog_pct: pct(counts.dialogueWords),
    staccato_pct: s > 0 ? shareAtMost(lengths, STACCATO_MAX_WORDS) : null,
    kaskade_pct: s > 0 ? shareAtLeast(lengths, KASKADE_MIN_WORDS) : null,
    sentence_cv: coefficientOfVariation(lengths),
    start_entropy: s > 0 ? shannonEntropyBits(counts.sentenceStarts.values()) : null,
    first_person_start_rate: sentencePct(counts.firstPersonStarts),
    function_word_pct: pct(counts.functionWords),
    long_word_pct: pct(counts.longWords),
    filter_density: per1000(counts.filterVerbs),
    modal_density: per1000(counts.modalVerbs),
    passive_density: per1000(ct.passives),
    nominalization_density: per1000(ct.nominalizations),
    adjective_density: per1000(counts.adjectives),
  };
  return {
    number: ct.chapter.number,
    words: n,
    sentences: s,
    guiraudR: n > 0 ? guiraudFromCounts(n, v) : null,
    values,
    se: standardErrors(values, counts, ct, n, s),
    dominance: dominantTense(counts.presentMarks, counts.pastMarks),
    counts,
  };
}

function standardErrors(
  v: FeatureValues,
  counts: ChapterCounts,
  ct: ChapterText,
  n: number,
  s: number,
): Partial<Record<StyleFeature, number>> {
  const se: Partial<Record<StyleFeature, number | null>> = {
    asl: meanSe(ct.sentenceLengths),
    // TTR is a share as a fraction, not a percentage: the binomial SE scales the same way.
    ttr: v.ttr === null ? null : binomialSePct(100 * v.ttr, n)! / 100,
    dialog_pct: v.dialog_pct === null ? null : binomialSePct(v.dialog_pct, n),
    staccato_pct: v.staccato_pct === null ? null : binomialSePct(v.staccato_pct, s),
    kaskade_pct: v.kaskade_pct === null ? null : binomialSePct(v.kaskade_pct, s),
    sentence_cv: v.sentence_cv === null ? null : cvSe(v.sentence_cv, s),
    start_entropy: entropySeBits(counts.sentenceStarts.values()),
    first_person_start_rate: v.first_person_start_rate === null
      ? null
      : binomialSePct(v.first_person_start_rate, s),
    function_word_pct: v.function_word_pct === null ? null : binomialSePct(v.function_word_pct, n),
    long_word_pct: v.long_word_pct === null ? null : binomialSePct(v.long_word_pct, n),
    filter_density: poissonSePer1000(counts.filterVerbs, n),
    modal_density: poissonSePer1000(counts.modalVerbs, n),
    passive_density: poissonSePer1000(ct.passives, n),
    nominalization_density: poissonSePer1000(ct.nominalizations, n),
    adjective_density: poissonSePer1000(counts.adjectives, n),
  };
  const out: Partial<Record<StyleFeature, number>> = {};
  for (const [k, value] of Object.entries(se)) {
    if (value !== null && value !== undefined && Number.isFinite(value)) {
      out[k as StyleFeature] = value;
    }
  }
  return out;
}
