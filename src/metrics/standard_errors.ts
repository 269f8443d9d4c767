/**
 * Approximate standard errors of the per-chapter style features (SPEC `style_se`): binomial
 * for shares, Poisson for count densities, plug-in for means and coefficients of variation.
 * They are large-sample approximations; null means "not available", not "zero".
 *
 * @module
 */

import { sampleStandardDeviation } from "./sentence_stats.ts";

/**
 * Binomial standard error of a percentage: 100·sqrt(p(1 − p)/n) with p = pct/100. Null when
 * n ≤ 0 or pct lies outside 0..100.
 *
 * @example
 * ```ts
 * binomialSePct(20, 100); // 4
 * ```
 */
export function binomialSePct(pct: number, n: number): number | null {
  if (!(n > 0) || !(pct >= 0 && pct <= 100)) return null;
  const p = pct / 100;
  return 100 * Math.sqrt((p * (1 - p)) / n);
}

/**
 * Poisson standard error of a rate per 1,000 words: 1000·sqrt(count)/words. Null when
 * words ≤ 0 or count < 0.
 *
 * @example
 * ```ts
 * poissonSePer1000(16, 2000); // 2
 * ```
 */
export function poissonSePer1000(count: number, words: number): number | null {
  if (!(words > 0) || !(count >= 0)) return null;
  return (1000 * Math.sqrt(count)) / words;
}

/**
 * Standard error of the mean: sample sd (n − 1) / sqrt(n). Null when n < 2.
 *
 * @example
 * ```ts
 * meanSe([2, 4, 4, 4, 5, 5, 7, 9]); // ≈ 0.7559
 * ```
 */
export function meanSe(xs: readonly number[]): number | null {
  const sd = sampleStandardDeviation(xs);
  return sd === null ? null : sd / Math.sqrt(xs.length);
}

/**
 * Normal-theory standard error of a coefficient of variation (McKay 1932 approximation):
 * |cv|/sqrt(2n) · sqrt(1 + 2cv²), with cv as a fraction (not percent). Null when n < 2.
 *
 * @example
 * ```ts
 * cvSe(0.5, 8); // ≈ 0.1531
 * ```
 */
export function cvSe(cv: number, n: number): number | null {
  if (!(n >= 2) || !Number.isFinite(cv)) return null;
  return (Math.abs(cv) / Math.sqrt(2 * n)) * Math.sqrt(1 + 2 * cv * cv);
}
