/**
 * The `analyze` result, schema_version 2 (SPEC 2.2): corpus metrics and per-chapter features.
 *
 * Conventions where SPEC leaves room (also in `about()`):
 * - Counts cover chapter prose only: headings, comments, front matter and appendix excluded.
 * - For a text without words, ratios that have no denominator (`asl`, `ttr`, `guiraud_r`,
 *   `staccato_pct`, `dialog_ratio`) are 0 and the floored indices are null.
 * - `dialog_ratio` is a fraction 0..1 of `raw_words`; chapter `dialog_pct` is a percentage.
 * - Numbers carry full double precision (display rounding belongs to the reports).
 *
 * @module
 */

import { type ChapterMeasures, measureChapter } from "../features/chapter_features.ts";
import { chapterDivergences } from "../features/divergence.ts";
import { STACCATO_MAX_WORDS, STYLE_FEATURES } from "../features/feature_ids.ts";
import type { Dominance } from "../features/tense.ts";
import { hdDFromFrequencies } from "../metrics/hd_d.ts";
import { maasA2FromCounts } from "../metrics/maas.ts";
import { mattr } from "../metrics/mattr.ts";
import { mtld } from "../metrics/mtld.ts";
import type { PunctuationCounts } from "../metrics/punctuation.ts";
import { flesch } from "../metrics/readability.ts";
import { exactMedian, meanOf, shareAtMost, upperMedian } from "../metrics/sentence_stats.ts";
import { typeFrequencies } from "../metrics/token_types.ts";
import { guiraudFromCounts, ttrFromCounts } from "../metrics/ttr.ts";
import type { Analysis } from "../features/pipeline.ts";
import { type ResultMeta, resultMeta } from "./meta.ts";
import { finite, finiteNumber } from "./finite.ts";

/** One entry of `metrics.chapters`. */
export interface AnalyzeChapter {
  number: number;
  title: string;
  words: number;
  sentences: number;
  asl: number | null;
  ttr: number | null;
  guiraud_r: number | null;
  hd_d: number | null;
  dialog_pct: number | null;
  staccato_pct: number | null;
  kaskade_pct: number | null;
  sentence_cv: number | null;
  start_entropy: number | null;
  first_person_start_rate: number | null;
  function_word_pct: number | null;
  long_word_pct: number | null;
  filter_density: number | null;
  modal_density: number | null;
  passive_density: number | null;
  nominalization_density: number | null;
  adjective_density: number | null;
  style_se: Record<string, number>;
  jsd: number | null;
  jsd_top_words: string[];
  dominance: Dominance;
}

/** `metrics` of the analyze result. */
export interface AnalyzeMetrics {
  raw_words: number;
  asl: number;
  ttr: number;
  guiraud_r: number;
  hd_d: number | null;
  mtld: number | null;
  mattr: number | null;
  maas_a2: number | null;
  flesch_de: number | null;
  flesch_variant: string;
  staccato_pct: number;
  median_sl: number;
  median_sl_exact: number;
  dialog_words: number;
  dialog_ratio: number;
  clean_words: number;
  punctuation: PunctuationCounts;
  chapters: AnalyzeChapter[];
}

/** The analyze result. */
export interface AnalyzeResult {
  meta: ResultMeta;
  metrics: AnalyzeMetrics;
}

/**
 * Builds the analyze result from a shared analysis.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const a = analyzeDocument("## One\n\nIt rained. We stayed in.", { language: "en" });
 * analyzeView(a).metrics.raw_words; // 5
 * ```
 */
export function analyzeView(
  analysis: Analysis,
  measures: readonly ChapterMeasures[] = analysis.chapters.map((c) => measureChapter(c, analysis)),
): AnalyzeResult {
  const { chapters, profile } = analysis;
  const ids = concatIds(chapters.map((c) => c.ids));
  const tokens = { ids, types: analysis.vocabulary.size };
  const frequencies = typeFrequencies(tokens);
  const v = frequencies.length;
  const lengths = chapters.flatMap((c) => c.sentenceLengths);
  const syllables = chapters.reduce((s, c) => s + c.syllables, 0);
  const dialogWords = chapters.reduce((s, c) => s + c.dialogue.reduce((a, b) => a + b, 0), 0);
  const divergences = chapterDivergences(chapters.map((c) => c.ids), {
    words: analysis.vocabulary.words,
    flags: analysis.lexicon.flags,
  });
  const n = ids.length;
  return {
    meta: resultMeta(analysis, 2),
    metrics: {
      raw_words: n,
      asl: finiteNumber(meanOf(lengths)),
      ttr: finiteNumber(ttrFromCounts(n, v)),
      guiraud_r: finiteNumber(guiraudFromCounts(n, v)),
      hd_d: finite(hdDFromFrequencies(frequencies)),
      mtld: finite(mtld(tokens)),
      mattr: finite(mattr(tokens)),
      maas_a2: finite(maasA2FromCounts(n, v)),
      flesch_de: finite(
        flesch(profile.flesch, { words: n, sentences: lengths.length, syllables }),
      ),
      flesch_variant: profile.flesch.variant,
      staccato_pct: finiteNumber(shareAtMost(lengths, STACCATO_MAX_WORDS)),
      median_sl: upperMedian(lengths),
      median_sl_exact: finiteNumber(exactMedian(lengths)),
      dialog_words: dialogWords,
      dialog_ratio: finiteNumber(n > 0 ? dialogWords / n : 0),
      clean_words: chapters.reduce((s, c) => s + c.cleanWords, 0),
      punctuation: sumPunctuation(chapters.map((c) => c.punctuation)),
      chapters: measures.map((m, i) => ({
        number: m.number,
        title: chapters[i].chapter.title,
        words: m.words,
        sentences: m.sentences,
        ...featureFields(m),
        style_se: finiteRecord(m.se),
        jsd: finite(divergences[i].jsd),
        jsd_top_words: [...divergences[i].topWords],
        dominance: m.dominance,
      })),
    },
  };
}

function concatIds(parts: readonly Int32Array[]): Int32Array {
  const out = new Int32Array(parts.reduce((s, p) => s + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

function featureFields(m: ChapterMeasures) {
  const v = m.values;
  return {
    asl: finite(v.asl),
    ttr: finite(v.ttr),
    guiraud_r: finite(m.guiraudR),
    hd_d: finite(v.hd_d),
    dialog_pct: finite(v.dialog_pct),
    staccato_pct: finite(v.staccato_pct),
    kaskade_pct: finite(v.kaskade_pct),
    sentence_cv: finite(v.sentence_cv),
    start_entropy: finite(v.start_entropy),
    first_person_start_rate: finite(v.first_person_start_rate),
    function_word_pct: finite(v.function_word_pct),
    long_word_pct: finite(v.long_word_pct),
    filter_density: finite(v.filter_density),
    modal_density: finite(v.modal_density),
    passive_density: finite(v.passive_density),
    nominalization_density: finite(v.nominalization_density),
    adjective_density: finite(v.adjective_density),
  };
}

function finiteRecord(se: Partial<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of STYLE_FEATURES) {
    const value = se[f];
    if (value !== undefined) out[f] = finiteNumber(value);
  }
  return out;
}

function sumPunctuation(list: readonly PunctuationCounts[]): PunctuationCounts {
  const total: PunctuationCounts = {
    periods: 0,
    commas: 0,
    dashes: 0,
    colons: 0,
    semicolons: 0,
    questions: 0,
    exclamations: 0,
    ellipses: 0,
  };
  for (const p of list) {
    for (const k of Object.keys(total) as (keyof PunctuationCounts)[]) total[k] += p[k];
  }
  return total;
}
