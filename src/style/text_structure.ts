/**
 * The source-text parts of `structural_diagnostics` (SPEC 2.3), present only when the style
 * reference is built from manuscript text:
 *
 * - `cooccurrence`: an undirected graph of content words (no self-loops, one edge per pair)
 *   linking every two content tokens at most `COOCCURRENCE_WINDOW − 1` content tokens apart
 *   inside one chapter; `fitness` is a discrete power-law fit of the degree distribution after
 *   Clauset, Shalizi & Newman (2009), with a seeded bootstrap p-value (deterministic). Needs at
 *   least 50 content tokens.
 * - `keyness`: log-likelihood G² of content words, the first half of the chapters against the
 *   second half (the middle chapter goes to the second half), at least 20 content tokens per
 *   half.
 *
 * @module
 */

import { isContentWord } from "../features/content_words.ts";
import type { Analysis } from "../pipeline.ts";
import { keyWords } from "../stats/keyness.ts";
import { fitPowerLaw } from "../stats/power_law.ts";

/** Content tokens a window spans (the focus word and the 4 that follow). */
export const COOCCURRENCE_WINDOW = 5;
/** Content tokens the graph needs. */
export const COOCCURRENCE_MIN_TOKENS = 50;
/** Content tokens each keyness half needs. */
export const KEYNESS_MIN_TOKENS = 20;

/** `cooccurrence` before rounding. */
export interface Cooccurrence {
  window: number;
  n_tokens: number;
  n_types: number;
  mean_degree: number;
  fitness: { exponent: number; ks_distance: number; p_value: number } | null;
}

/** `keyness` before rounding. */
export interface Keyness {
  split: "first_half_vs_second_half";
  n_early_chapters: number;
  n_late_chapters: number;
  early_over: { word: string; g2: number }[];
  late_over: { word: string; g2: number }[];
}

function contentTokens(analysis: Analysis): string[][] {
  return analysis.chapters.map((c) => c.words.filter((w) => isContentWord(w, analysis.profile)));
}

/**
 * Builds the co-occurrence graph summary, or null below the token floor.
 *
 * @example
 * ```ts
 * // cooccurrence(analysis)?.mean_degree
 * ```
 */
export function cooccurrence(analysis: Analysis): Cooccurrence | null {
  const chapters = contentTokens(analysis);
  const nTokens = chapters.reduce((s, c) => s + c.length, 0);
  if (nTokens < COOCCURRENCE_MIN_TOKENS) return null;
  const ids = new Map<string, number>();
  for (const c of chapters) for (const w of c) if (!ids.has(w)) ids.set(w, ids.size);
  const v = ids.size;
  const edges = new Set<number>();
  for (const c of chapters) {
    const seq = c.map((w) => ids.get(w)!);
    for (let i = 0; i < seq.length; i++) {
      for (let k = i + 1; k < Math.min(seq.length, i + COOCCURRENCE_WINDOW); k++) {
        const a = seq[i], b = seq[k];
        if (a !== b) edges.add(a < b ? a * v + b : b * v + a);
      }
    }
  }
  const degree = new Array<number>(v).fill(0);
  for (const e of edges) {
    degree[Math.floor(e / v)]++;
    degree[e % v]++;
  }
  const fit = fitPowerLaw(degree.filter((d) => d > 0));
  return {
    window: COOCCURRENCE_WINDOW,
    n_tokens: nTokens,
    n_types: v,
    mean_degree: v > 0 ? (2 * edges.size) / v : 0,
    fitness: fit
      ? { exponent: fit.exponent, ks_distance: fit.ks_distance, p_value: fit.p_value }
      : null,
  };
}

/**
 * Key words of the first half of the chapters against the second half, or null below the
 * floors (fewer than 2 chapters, or under 20 content tokens in a half).
 *
 * @example
 * ```ts
 * // keyness(analysis)?.early_over[0].word
 * ```
 */
export function keyness(analysis: Analysis): Keyness | null {
  const chapters = contentTokens(analysis);
  if (chapters.length < 2) return null;
  const half = Math.floor(chapters.length / 2);
  const count = (list: string[][]) => {
    const m = new Map<string, number>();
    let n = 0;
    for (const c of list) {
      for (const w of c) m.set(w, (m.get(w) ?? 0) + 1);
      n += c.length;
    }
    return { m, n };
  };
  const early = count(chapters.slice(0, half));
  const late = count(chapters.slice(half));
  if (early.n < KEYNESS_MIN_TOKENS || late.n < KEYNESS_MIN_TOKENS) return null;
  const key = keyWords(early.m, late.m);
  return {
    split: "first_half_vs_second_half",
    n_early_chapters: half,
    n_late_chapters: chapters.length - half,
    early_over: key.early_over,
    late_over: key.late_over,
  };
}
