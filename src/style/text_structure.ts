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

import { CONTENT_WORD } from "../features/lexicon.ts";
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

/** Each chapter's content tokens as vocabulary ids. */
function contentIds(analysis: Analysis): Int32Array[] {
  const flags = analysis.lexicon.flags;
  return analysis.chapters.map((c) => c.ids.filter((id) => (flags[id] & CONTENT_WORD) !== 0));
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
  const chapters = contentIds(analysis);
  const nTokens = chapters.reduce((s, c) => s + c.length, 0);
  if (nTokens < COOCCURRENCE_MIN_TOKENS) return null;
  // Every pair once, as min·V + max in a sorted numeric array (no Set of a million pairs).
  const v = analysis.vocabulary.size;
  const pairs = new Float64Array(nTokens * (COOCCURRENCE_WINDOW - 1));
  let count = 0;
  for (const seq of chapters) {
    for (let i = 0; i < seq.length; i++) {
      const end = Math.min(seq.length, i + COOCCURRENCE_WINDOW);
      for (let k = i + 1; k < end; k++) {
        const a = seq[i], b = seq[k];
        if (a !== b) pairs[count++] = a < b ? a * v + b : b * v + a;
      }
    }
  }
  const sorted = pairs.subarray(0, count).sort();
  const degree = new Int32Array(v);
  let edges = 0;
  for (let i = 0; i < count; i++) {
    if (i > 0 && sorted[i] === sorted[i - 1]) continue;
    edges++;
    degree[Math.floor(sorted[i] / v)]++;
    degree[sorted[i] % v]++;
  }
  const types = new Set<number>();
  for (const seq of chapters) for (let i = 0; i < seq.length; i++) types.add(seq[i]);
  const degrees: number[] = [];
  for (let id = 0; id < v; id++) if (degree[id] > 0) degrees.push(degree[id]);
  const fit = fitPowerLaw(degrees);
  return {
    window: COOCCURRENCE_WINDOW,
    n_tokens: nTokens,
    n_types: types.size,
    mean_degree: types.size > 0 ? (2 * edges) / types.size : 0,
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
  const chapters = contentIds(analysis);
  if (chapters.length < 2) return null;
  const half = Math.floor(chapters.length / 2);
  const words = analysis.vocabulary.words;
  const count = (list: Int32Array[]) => {
    const m = new Map<string, number>();
    let n = 0;
    for (const c of list) {
      for (let i = 0; i < c.length; i++) m.set(words[c[i]], (m.get(words[c[i]]) ?? 0) + 1);
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
