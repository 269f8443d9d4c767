/**
 * Descriptive statistics over sentence lengths (word counts) and over count distributions
 * (sentence-start entropy). Empty inputs give 0 where the legacy output expects a number and
 * null where a statistic is undefined.
 *
 * @module
 */

import { median, sampleSd } from "../stats/descriptive.ts";

function sorted(xs: readonly number[]): Float64Array {
  return Float64Array.from(xs).sort();
}

/**
 * Legacy upper median: the element at index floor(n/2) of the sorted values (for an even
 * count the larger middle value); 0 for an empty list.
 *
 * @example
 * ```ts
 * upperMedian([4, 1, 3, 2]); // 3
 * ```
 */
export function upperMedian(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  return sorted(xs)[Math.floor(xs.length / 2)];
}

/**
 * Median: the middle value, or the mean of the two middle values for an even count;
 * 0 for an empty list.
 *
 * @example
 * ```ts
 * exactMedian([4, 1, 3, 2]); // 2.5
 * ```
 */
export function exactMedian(xs: readonly number[]): number {
  return median(xs) ?? 0;
}

/**
 * Arithmetic mean; 0 for an empty list (like the medians, for the legacy numeric fields).
 *
 * @example
 * ```ts
 * meanOf([2, 4, 9]); // 5
 * ```
 */
export function meanOf(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  let sum = 0;
  for (const x of xs) sum += x;
  return sum / xs.length;
}

/**
 * Sample standard deviation (denominator n − 1, two-pass for accuracy); null when n < 2.
 *
 * @example
 * ```ts
 * sampleStandardDeviation([2, 4, 4, 4, 5, 5, 7, 9]); // ≈ 2.138
 * ```
 */
export function sampleStandardDeviation(xs: readonly number[]): number | null {
  return sampleSd(xs);
}

/**
 * Coefficient of variation: sample standard deviation (n − 1) divided by the mean. Null
 * when n < 2 or the mean is 0.
 *
 * @example
 * ```ts
 * coefficientOfVariation([10, 20, 30]); // 0.5
 * ```
 */
export function coefficientOfVariation(xs: readonly number[]): number | null {
  const sd = sampleStandardDeviation(xs);
  const mean = meanOf(xs);
  if (sd === null || mean === 0) return null;
  return sd / mean;
}

/**
 * Percentage (0..100) of values ≤ k; 0 for an empty list.
 *
 * @example
 * ```ts
 * shareAtMost([3, 8, 12, 5], 5); // 50
 * ```
 */
export function shareAtMost(xs: readonly number[], k: number): number {
  if (xs.length === 0) return 0;
  let hits = 0;
  for (const x of xs) if (x <= k) hits++;
  return (100 * hits) / xs.length;
}

/**
 * Percentage (0..100) of values ≥ k; 0 for an empty list.
 *
 * @example
 * ```ts
 * shareAtLeast([3, 8, 12, 5], 8); // 50
 * ```
 */
export function shareAtLeast(xs: readonly number[], k: number): number {
  if (xs.length === 0) return 0;
  let hits = 0;
  for (const x of xs) if (x >= k) hits++;
  return (100 * hits) / xs.length;
}

/** Positive counts, their total and the plug-in entropy in bits. */
function entropyParts(counts: Iterable<number>): { ps: number[]; n: number; h: number } {
  const positive: number[] = [];
  let n = 0;
  for (const c of counts) {
    if (c > 0) {
      positive.push(c);
      n += c;
    }
  }
  const ps = positive.map((c) => c / n);
  let h = 0;
  for (const p of ps) h -= p * Math.log2(p);
  return { ps, n, h };
}

/**
 * Shannon entropy H = −Σ p·log2 p in bits of the distribution given by `counts` (zero and
 * negative counts ignored); 0 for no positive counts.
 *
 * @example
 * ```ts
 * shannonEntropyBits([5, 5, 5, 5]); // 2
 * ```
 */
export function shannonEntropyBits(counts: Iterable<number>): number {
  return entropyParts(counts).h;
}

/**
 * Plug-in (delta-method) standard error of {@link shannonEntropyBits} (Basharin 1959):
 * sqrt((Σ p·(log2 p)² − H²) / n) with n the total count. Null when n < 2.
 *
 * @example
 * ```ts
 * entropySeBits([3, 1]); // ≈ 0.3432
 * ```
 */
export function entropySeBits(counts: Iterable<number>): number | null {
  const { ps, n, h } = entropyParts(counts);
  if (n < 2) return null;
  let second = 0;
  for (const p of ps) {
    const l = Math.log2(p);
    second += p * l * l;
  }
  // Rounding can push a zero variance (one type, or a uniform split) slightly negative.
  return Math.sqrt(Math.max(0, second - h * h) / n);
}
