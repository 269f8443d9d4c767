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
import type { Analysis } from "../features/pipeline.ts";
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
  // A plain loop: TypedArray.prototype.filter with a callback is several times slower in V8.
  return analysis.chapters.map(({ ids }) => {
    const out = new Int32Array(ids.length);
    let n = 0;
    for (let i = 0; i < ids.length; i++) {
      if ((flags[ids[i]] & CONTENT_WORD) !== 0) out[n++] = ids[i];
    }
    return out.slice(0, n);
  });
}

/**
 * Builds the co-occurrence graph summary, or null below the token floor.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * declare const text: string;
 * cooccurrence(analyzeDocument(text))?.mean_degree; // undefined under 50 content tokens
 * cooccurrence(analyzeDocument("## One\n\nRain fell.")); // null
 * ```
 */
export function cooccurrence(analysis: Analysis): Cooccurrence | null {
  const chapters = contentIds(analysis);
  const nTokens = chapters.reduce((s, c) => s + c.length, 0);
  if (nTokens < COOCCURRENCE_MIN_TOKENS) return null;
  const degrees = distinctNeighbourCounts(chapters, analysis.vocabulary.size);
  let degreeSum = 0;
  for (const d of degrees) degreeSum += d;
  const fit = fitPowerLaw(degrees.filter((d) => d > 0));
  return {
    window: COOCCURRENCE_WINDOW,
    n_tokens: nTokens,
    n_types: degrees.length,
    mean_degree: degrees.length > 0 ? degreeSum / degrees.length : 0,
    fitness: fit
      ? { exponent: fit.exponent, ks_distance: fit.ks_distance, p_value: fit.p_value }
      : null,
  };
}

/**
 * Degree of every word that occurs in the graph (no self-loops, each neighbour once), in type
 * id order. Co-occurrences go into a compressed adjacency list (typed arrays, both
 * directions); distinct neighbours are counted with a stamp array, so no pair set is built.
 */
function distinctNeighbourCounts(chapters: readonly Int32Array[], v: number): number[] {
  const reach = COOCCURRENCE_WINDOW - 1;
  const offsets = new Int32Array(v + 1);
  const present = new Uint8Array(v);
  const visitPairs = (visit: (a: number, b: number) => void) => {
    for (const seq of chapters) {
      for (let i = 0; i < seq.length; i++) {
        const end = Math.min(seq.length, i + reach + 1);
        for (let k = i + 1; k < end; k++) if (seq[i] !== seq[k]) visit(seq[i], seq[k]);
      }
    }
  };
  for (const seq of chapters) for (let i = 0; i < seq.length; i++) present[seq[i]] = 1;
  visitPairs((a, b) => {
    offsets[a + 1]++;
    offsets[b + 1]++;
  });
  for (let id = 0; id < v; id++) offsets[id + 1] += offsets[id];
  const fill = offsets.slice(0, v);
  const neighbours = new Int32Array(offsets[v]);
  visitPairs((a, b) => {
    neighbours[fill[a]++] = b;
    neighbours[fill[b]++] = a;
  });
  const stamp = new Int32Array(v).fill(-1);
  const degrees: number[] = [];
  for (let a = 0; a < v; a++) {
    if (!present[a]) continue;
    let degree = 0;
    for (let k = offsets[a]; k < offsets[a + 1]; k++) {
      const b = neighbours[k];
      if (stamp[b] !== a) {
        stamp[b] = a;
        degree++;
      }
    }
    degrees.push(degree);
  }
  return degrees;
}

/**
 * Key words of the first half of the chapters against the second half, or null below the
 * floors (fewer than 2 chapters, or under 20 content tokens in a half).
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * declare const text: string;
 * keyness(analyzeDocument(text))?.early_over[0]?.word; // the most "early" word, if any
 * keyness(analyzeDocument("## One\n\nRain fell.")); // null (one chapter)
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
