/**
 * Change-point segmentation of a per-chapter feature sequence into runs with a constant mean.
 *
 * Optimal partitioning (Jackson et al. 2005, "An algorithm for optimal partitioning of data on
 * an interval", IEEE Signal Processing Letters 12(2)): minimises, exactly,
 *
 *   Σ_segments Σ_{i ∈ seg} (x_i − mean_seg)² + β · (number of breaks)
 *
 * by O(n²) dynamic programming over prefix sums. n is a chapter count (≤ a few hundred), so
 * the quadratic cost is negligible and exactness is preferred over PELT-style pruning.
 *
 * @module
 */

import { mad, MAD_TO_SIGMA, sampleSd } from "./descriptive.ts";

/** Options of {@link segment}. */
export interface SegmentOptions {
  /** β, cost of one break; finite and ≥ 0. Default: {@link segmentationPenalty}. */
  readonly penalty?: number;
  /** Fewest elements in a segment; integer ≥ 1. Default 2. */
  readonly minSize?: number;
}

const DEFAULT_MIN_SIZE = 2;
/** A difference-based σ below this share of sd is floating-point residue, i.e. zero. */
const ROUNDING_RESIDUE = 1e-9;

/**
 * The default break cost β = 2·σ²·ln(n), a "guarded" BIC-like objective: σ is a robust noise
 * scale from first differences, σ = 1.4826 · MAD(diff(xs)) / √2, because differencing cancels
 * the level shifts we look for, so a shift does not inflate its own penalty (the √2 undoes
 * the variance doubling of a difference). If that σ is 0 (e.g. long flat runs) the sample
 * standard deviation of xs is used instead; "0" includes rounding residue below 1e-9 · sd,
 * as 5.1 − 5 and 0.1 − 0 differ in the last bits and would otherwise give β ≈ 1e-31.
 *
 * Returns null when no positive scale exists (n < 2, constant input, non-finite values):
 * there is then nothing to segment.
 *
 * @example
 * ```ts
 * segmentationPenalty([1, 2, 4, 7]); // 2 · (1.4826 · 1 / √2)² · ln 4 ≈ 3.047
 * ```
 */
export function segmentationPenalty(xs: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || !xs.every(Number.isFinite)) return null;
  const diffs = xs.slice(1).map((x, i) => x - xs[i]);
  const sd = sampleSd(xs) ?? 0;
  if (!(sd > 0)) return null;
  let sigma = MAD_TO_SIGMA * mad(diffs)! / Math.SQRT2;
  if (sigma <= ROUNDING_RESIDUE * sd) sigma = sd;
  return 2 * sigma * sigma * Math.log(n);
}

/**
 * Exactly optimal partition of `xs` (see the module doc). Returns the 0-based index of the
 * first element after each break, ascending; `[]` when no break pays off, when n < 2·minSize,
 * when the default penalty has no noise scale (constant input), or when xs holds a
 * non-finite value. Ties between equally cheap partitions go to the one whose last segment
 * starts earliest, which makes the output deterministic.
 *
 * Throws RangeError for a negative or non-finite penalty or a minSize that is not an integer
 * ≥ 1.
 *
 * @example
 * ```ts
 * segment([0, 0.1, 0, 0.1, 5, 5.1, 5, 5.1]); // [4]
 * ```
 */
export function segment(xs: readonly number[], options: SegmentOptions = {}): number[] {
  const minSize = options.minSize ?? DEFAULT_MIN_SIZE;
  if (!Number.isInteger(minSize) || minSize < 1) {
    throw new RangeError(`minSize must be an integer >= 1, got ${minSize}`);
  }
  if (
    options.penalty !== undefined && !(Number.isFinite(options.penalty) && options.penalty >= 0)
  ) {
    throw new RangeError(`penalty must be finite and >= 0, got ${options.penalty}`);
  }
  const n = xs.length;
  if (n < 2 * minSize || !xs.every(Number.isFinite)) return [];
  const beta = options.penalty ?? segmentationPenalty(xs);
  if (beta === null) return [];

  // Centring first keeps the prefix sums of squares small, limiting cancellation.
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  const s1 = new Float64Array(n + 1);
  const s2 = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const y = xs[i] - mean;
    s1[i + 1] = s1[i] + y;
    s2[i + 1] = s2[i] + y * y;
  }
  const cost = (from: number, to: number): number => {
    const sum = s1[to] - s1[from];
    return Math.max(0, s2[to] - s2[from] - sum * sum / (to - from));
  };

  // best[t]: optimal objective of xs[0..t); the first segment pays no break, hence −β.
  const best = new Float64Array(n + 1).fill(Infinity);
  const lastStart = new Int32Array(n + 1);
  best[0] = -beta;
  for (let t = minSize; t <= n; t++) {
    for (let s = 0; s <= t - minSize; s = s === 0 ? minSize : s + 1) {
      const value = best[s] + cost(s, t) + beta;
      if (value < best[t]) {
        best[t] = value;
        lastStart[t] = s;
      }
    }
  }
  const breaks: number[] = [];
  for (let t = n; t > 0; t = lastStart[t]) {
    if (lastStart[t] > 0) breaks.push(lastStart[t]);
  }
  return breaks.reverse();
}

/**
 * The objective {@link segment} minimises, computed directly (two-pass segment means) for a
 * given break list: Σ within-segment squared deviations + penalty · breaks.length. Useful to
 * compare partitions. Throws RangeError unless breaks are strictly ascending integers in
 * 1..n−1 and penalty is finite.
 *
 * @example
 * ```ts
 * segmentationCost([1, 3, 10, 12], [2], 5); // 2 + 2 + 5 = 9
 * ```
 */
export function segmentationCost(
  xs: readonly number[],
  breaks: readonly number[],
  penalty: number,
): number {
  if (!Number.isFinite(penalty)) throw new RangeError(`penalty must be finite, got ${penalty}`);
  if (xs.length === 0 && breaks.length === 0) return 0;
  const bounds = [0, ...breaks, xs.length];
  let total = penalty * breaks.length;
  for (let k = 1; k < bounds.length; k++) {
    const [from, to] = [bounds[k - 1], bounds[k]];
    if (!Number.isInteger(to) || to <= from || (k < bounds.length - 1 && to >= xs.length)) {
      throw new RangeError(`breaks must be ascending integers in 1..${xs.length - 1}`);
    }
    const part = xs.slice(from, to);
    const m = part.reduce((s, x) => s + x, 0) / part.length;
    total += part.reduce((s, x) => s + (x - m) * (x - m), 0);
  }
  return total;
}

/** Median absolute deviation from the median (unscaled); xs non-empty. */
