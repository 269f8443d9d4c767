/**
 * The lexical half of a source-to-manuscript comparison: word-count tables read from two
 * analyses, the Jensen-Shannon divergence of their word distributions with type overlap, and
 * the words each text over-uses relative to the other (log-likelihood G²).
 *
 * Every statistic comes from the analysis core (`src/metrics/jsd.ts`, `src/stats/keyness.ts`);
 * this module only builds the count tables and keeps full double precision.
 *
 * @module
 */

import { CONTENT_WORD } from "../../src/features/lexicon.ts";
import { jensenShannon } from "../../src/metrics/jsd.ts";
import type { Analysis } from "../../src/features/pipeline.ts";
import { keyWords, logLikelihoodG2 } from "../../src/stats/keyness.ts";

/** How a JSD value is defined; repeated in every report so a reader needs no other page. */
export const JSD_DEFINITION =
  "JSD(P, Q) = 1/2 KL(P || M) + 1/2 KL(Q || M), M = (P + Q) / 2, over the case-folded word " +
  "distributions of the two texts (Lin 1991); natural logarithm, so 0 (same distribution) " +
  "to ln 2 (no word in common)";

/** How a distinctive word's statistic is defined. */
const G2_DEFINITION =
  "G2 = 2 (a ln(a / E1) + b ln(b / E2)), E1 = c (a + b) / (c + d), E2 = d (a + b) / (c + d); " +
  "a, b: the word's count in source and manuscript, c, d: their content-word totals " +
  "(Dunning 1993; Rayson & Garside 2000)";

/** Smallest G² listed: the χ²(1) critical value for p < 0.001 (one test, uncorrected). */
export const DISTINCTIVE_MIN_G2 = 10.83;
/** Smallest combined count (source + manuscript) a listed word needs. */
export const DISTINCTIVE_MIN_COUNT = 5;
/** Most words listed per side. */
export const DISTINCTIVE_LIMIT = 20;

/**
 * Count of every case-folded word over the analysis' chapters (front matter and appendix are
 * not chapters), in first-occurrence order. With `contentOnly`, only the language's content
 * words (at least 3 characters, neither stop word nor function word).
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../../src/features/pipeline.ts";
 * const analysis = analyzeDocument("## A\n\nThe sea, the sea.", { language: "en" });
 * wordCounts(analysis, false); // Map { "the" => 2, "sea" => 2 }
 * wordCounts(analysis, true); // Map { "sea" => 2 }
 * ```
 */
export function wordCounts(analysis: Analysis, contentOnly: boolean): Map<string, number> {
  const { words } = analysis.vocabulary;
  const flags = analysis.lexicon.flags;
  const counts = new Int32Array(words.length);
  for (const chapter of analysis.chapters) {
    const ids = chapter.ids;
    for (let i = 0; i < ids.length; i++) counts[ids[i]]++;
  }
  const out = new Map<string, number>();
  for (let id = 0; id < words.length; id++) {
    if (counts[id] > 0 && (!contentOnly || (flags[id] & CONTENT_WORD) !== 0)) {
      out.set(words[id], counts[id]);
    }
  }
  return out;
}

/** `vocabulary` of the comparison report. */
export interface VocabularyComparison {
  readonly measure: "jensen_shannon_divergence";
  /** JSD of the two word distributions in nats, in [0, ln 2]; null when a side has no words. */
  readonly jsd: number | null;
  readonly log_base: "e";
  /** ln 2, the value of two texts without a shared word. */
  readonly jsd_max: number;
  readonly definition: string;
  readonly source_tokens: number;
  readonly manuscript_tokens: number;
  readonly source_types: number;
  readonly manuscript_types: number;
  /** Case-folded types that occur in both texts. */
  readonly shared_types: number;
  /** shared_types / (source_types + manuscript_types − shared_types); null without types. */
  readonly jaccard: number | null;
  /** Share of the source's running words whose type the manuscript also uses. */
  readonly source_token_coverage: number | null;
  /** Share of the manuscript's running words whose type the source also uses. */
  readonly manuscript_token_coverage: number | null;
}

function total(counts: ReadonlyMap<string, number>): number {
  let n = 0;
  for (const c of counts.values()) n += c;
  return n;
}

/**
 * Divergence and overlap of two word-count tables.
 *
 * @example
 * ```ts
 * const v = compareVocabulary(new Map([["a", 1]]), new Map([["b", 3]]));
 * v.jsd; // Math.LN2
 * v.shared_types; // 0
 * ```
 */
export function compareVocabulary(
  source: ReadonlyMap<string, number>,
  manuscript: ReadonlyMap<string, number>,
): VocabularyComparison {
  const sourceTokens = total(source);
  const manuscriptTokens = total(manuscript);
  let shared = 0;
  let sourceCovered = 0;
  let manuscriptCovered = 0;
  for (const [word, n] of source) {
    const m = manuscript.get(word);
    if (m === undefined) continue;
    shared++;
    sourceCovered += n;
    manuscriptCovered += m;
  }
  const union = source.size + manuscript.size - shared;
  return {
    measure: "jensen_shannon_divergence",
    // The core returns 0 for an empty side; "no words" is not "the same words".
    jsd: sourceTokens > 0 && manuscriptTokens > 0 ? jensenShannon(source, manuscript) : null,
    log_base: "e",
    jsd_max: Math.LN2,
    definition: JSD_DEFINITION,
    source_tokens: sourceTokens,
    manuscript_tokens: manuscriptTokens,
    source_types: source.size,
    manuscript_types: manuscript.size,
    shared_types: shared,
    jaccard: union > 0 ? shared / union : null,
    source_token_coverage: sourceTokens > 0 ? sourceCovered / sourceTokens : null,
    manuscript_token_coverage: manuscriptTokens > 0 ? manuscriptCovered / manuscriptTokens : null,
  };
}

/** One over-represented word. */
export interface DistinctiveWord {
  readonly word: string;
  /** Log-likelihood G², unrounded. */
  readonly g2: number;
  readonly source_count: number;
  readonly manuscript_count: number;
}

/** `distinctive` of the comparison report. */
export interface DistinctiveWords {
  readonly statistic: "log_likelihood_g2";
  readonly definition: string;
  readonly counted: "content_words";
  readonly min_g2: number;
  readonly min_count: number;
  readonly limit: number;
  readonly source_content_tokens: number;
  readonly manuscript_content_tokens: number;
  /** Relatively more frequent in the source, strongest first (ties by word). */
  readonly source: DistinctiveWord[];
  /** Relatively more frequent in the manuscript, strongest first (ties by word). */
  readonly manuscript: DistinctiveWord[];
}

/**
 * The content words each side over-uses relative to the other. Selection (thresholds and
 * direction) is the core's `keyWords`; the listed G² is recomputed unrounded with the core's
 * `logLikelihoodG2`, and the lists are ordered by it.
 *
 * @example
 * ```ts
 * const d = distinctiveWords(
 *   new Map([["lighthouse", 10], ["harbour", 10]]),
 *   new Map([["harbour", 10], ["garden", 10]]),
 * );
 * d.source[0]; // { word: "lighthouse", g2: 20 * Math.LN2, source_count: 10, manuscript_count: 0 }
 * ```
 */
export function distinctiveWords(
  source: ReadonlyMap<string, number>,
  manuscript: ReadonlyMap<string, number>,
): DistinctiveWords {
  const c = total(source);
  const d = total(manuscript);
  // No limit here: the core sorts by G² rounded to 4 decimals, so the cut is made after the
  // exact re-sort below.
  const key = keyWords(source, manuscript, {
    limit: Number.POSITIVE_INFINITY,
    minG2: DISTINCTIVE_MIN_G2,
    minFreq: DISTINCTIVE_MIN_COUNT,
  });
  const exact = (list: readonly { word: string }[]): DistinctiveWord[] =>
    list.map(({ word }) => {
      const a = source.get(word) ?? 0;
      const b = manuscript.get(word) ?? 0;
      return { word, g2: logLikelihoodG2(a, b, c, d), source_count: a, manuscript_count: b };
    }).sort((x, y) => y.g2 - x.g2 || (x.word < y.word ? -1 : x.word > y.word ? 1 : 0))
      .slice(0, DISTINCTIVE_LIMIT);
  return {
    statistic: "log_likelihood_g2",
    definition: G2_DEFINITION,
    counted: "content_words",
    min_g2: DISTINCTIVE_MIN_G2,
    min_count: DISTINCTIVE_MIN_COUNT,
    limit: DISTINCTIVE_LIMIT,
    source_content_tokens: c,
    manuscript_content_tokens: d,
    source: exact(key.early_over),
    manuscript: exact(key.late_over),
  };
}
