/**
 * The showing-versus-telling module (SPEC 2.5). Telling signals: filter, modal, passive and
 * nominalisation densities (per 1,000 words); showing signals: dialogue share and short
 * sentences. Each signal becomes a robust z against the manuscript's own comparable chapters
 * (median; scale 1.4826 × MAD, or the sample standard deviation when the MAD is 0 and the SD
 * is not, else the component is 0). `tell_z` and `show_z` are the means of their components;
 * `balance` = show_z − tell_z (positive = showing).
 *
 * Chapters under `MIN_COMPARABLE_WORDS` keep their raw densities but get `comparable: false`
 * and null z values, and stay out of `comparable_chapters`, the means and the rankings. With
 * fewer than 3 comparable chapters every component score is 0. `most_telling` /
 * `most_showing` list up to 3 chapters each and are empty when all balances are identical.
 * `signal_counts` counts configured keyword lists (whole word, case-insensitive) and is an
 * empty object without `signal_keywords`.
 *
 * @module
 */

import { type ChapterMeasures, measureChapter } from "../features/chapter_features.ts";
import { MIN_COMPARABLE_WORDS } from "../features/feature_ids.ts";
import type { Analysis } from "../features/pipeline.ts";
import { median, sampleSd, sigmaMad } from "../stats/descriptive.ts";
import { type ResultMeta, resultMeta } from "./meta.ts";
import { countPerChapter, escapeRegex, wholeWord } from "./presence.ts";
import { finite } from "./finite.ts";

/** Telling components. */
const TELL_FEATURES = [
  "filter_density",
  "modal_density",
  "passive_density",
  "nominalization_density",
] as const;
/** Showing components. */
const SHOW_FEATURES = ["dialog_pct", "staccato_pct"] as const;
/** Comparable chapters the z scores need. */
export const SHOWING_MIN_CHAPTERS = 3;
/** Chapters listed in each ranking. */
export const RANKING_SIZE = 3;

type Component = typeof TELL_FEATURES[number] | typeof SHOW_FEATURES[number];

/** One chapter of the showing result. */
export interface ShowingChapter {
  number: number;
  words: number;
  comparable: boolean;
  filter_count: number;
  values: Record<Component, number | null>;
  tell_z: number | null;
  show_z: number | null;
  balance: number | null;
  signal_counts: Record<string, number>;
}

/** The showing result. */
export interface ShowingResult {
  meta: ResultMeta;
  comparable_chapters: number[];
  means: { tell_z: number | null; show_z: number | null; balance: number | null };
  most_telling: number[];
  most_showing: number[];
  signal_counts: Record<string, number>;
  chapters: ShowingChapter[];
}

function componentZ(values: readonly number[]): (x: number) => number {
  if (values.length < SHOWING_MIN_CHAPTERS) return () => 0;
  const med = median(values)!;
  let scale = sigmaMad(values)!;
  if (scale === 0) scale = sampleSd(values) ?? 0;
  return scale > 0 ? (x) => (x - med) / scale : () => 0;
}

/**
 * Builds the showing result.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * declare const text: string;
 * const showing = showingView(analyzeDocument(text), { fear: ["dread", "afraid"] });
 * showing.chapters[0].balance; // show_z − tell_z of chapter 1 (positive = showing)
 * showingView(analyzeDocument("## One\n\nShe was afraid.")).chapters[0].balance; // null
 * ```
 */
export function showingView(
  analysis: Analysis,
  signalKeywords: Readonly<Record<string, readonly string[]>> = {},
  measures: readonly ChapterMeasures[] = analysis.chapters.map((c) => measureChapter(c, analysis)),
): ShowingResult {
  const components = [...TELL_FEATURES, ...SHOW_FEATURES] as Component[];
  const comparable = measures.filter((m) => m.words >= MIN_COMPARABLE_WORDS);
  const z = new Map(components.map((f) => [
    f,
    componentZ(comparable.map((m) => m.values[f]).filter((v): v is number => v !== null)),
  ]));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const signals = Object.entries(signalKeywords).map(([name, words]) => ({
    name,
    counts: words.length > 0
      ? countPerChapter(analysis, wholeWord(words.map(escapeRegex).join("|")))
      : analysis.chapters.map(() => 0),
  }));
  const chapters = measures.map((m, i): ShowingChapter => {
    const isComparable = m.words >= MIN_COMPARABLE_WORDS;
    const values = Object.fromEntries(components.map((f) => [f, finite(m.values[f])])) as Record<
      Component,
      number | null
    >;
    const zOf = (f: Component) => z.get(f)!(m.values[f] ?? 0);
    const tell = isComparable ? mean(TELL_FEATURES.map(zOf)) : null;
    const show = isComparable ? mean(SHOW_FEATURES.map(zOf)) : null;
    return {
      number: m.number,
      words: m.words,
      comparable: isComparable,
      filter_count: m.counts.filterVerbs,
      values,
      tell_z: finite(tell),
      show_z: finite(show),
      balance: tell === null || show === null ? null : finite(show - tell),
      signal_counts: Object.fromEntries(signals.map((s) => [s.name, s.counts[i]])),
    };
  });
  const ranked = chapters.filter((c) => c.comparable);
  const balances = ranked.map((c) => c.balance!);
  const identical = balances.every((b) => b === balances[0]);
  const order = (dir: 1 | -1) =>
    identical ? [] : [...ranked]
      .sort((a, b) => dir * (a.balance! - b.balance!) || a.number - b.number)
      .slice(0, RANKING_SIZE)
      .map((c) => c.number);
  const meanOf = (key: "tell_z" | "show_z" | "balance") =>
    ranked.length > 0 ? finite(mean(ranked.map((c) => c[key]!))) : null;
  return {
    meta: resultMeta(analysis, 2),
    comparable_chapters: ranked.map((c) => c.number),
    means: { tell_z: meanOf("tell_z"), show_z: meanOf("show_z"), balance: meanOf("balance") },
    most_telling: order(1),
    most_showing: order(-1),
    signal_counts: Object.fromEntries(
      signals.map((s) => [s.name, s.counts.reduce((a, b) => a + b, 0)]),
    ),
    chapters,
  };
}
