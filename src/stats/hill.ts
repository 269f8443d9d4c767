/**
 * Hill (1975, "A simple general approach to inference about the tail of a distribution",
 * Annals of Statistics 3(5)) estimator of the tail index of a heavy-tailed sample.
 *
 * @module
 */

/**
 * Tail index α = k / Σ_{i=1..k} ln(x_(i) / x_(k+1)) over the positive values in descending
 * order x_(1) ≥ x_(2) ≥ …; a smaller α means a heavier tail (P(X > x) ~ x^−α).
 *
 * Only finite positive values count (m of them). k defaults to ⌊√m⌋, a common rule of thumb
 * balancing bias (large k reaches into the body) against variance (small k). Null when k is
 * not an integer ≥ 2, m < k + 1, or the log sum is 0 (the top k + 1 values are all equal).
 *
 * @example
 * ```ts
 * hillTailIndex([1, 2, 4, 8, 16, 32, 64, 128, 256, 512], 3); // 3 / (3 · ln 2 + 2 · ln 2 + ln 2) ≈ 0.7213
 * ```
 */
export function hillTailIndex(xs: readonly number[], k?: number): number | null {
  const positive = xs.filter((x) => x > 0 && Number.isFinite(x)).sort((a, b) => b - a);
  const m = positive.length;
  const order = k ?? Math.floor(Math.sqrt(m));
  if (!Number.isInteger(order) || order < 2 || m < order + 1) return null;
  const threshold = positive[order];
  if (!(threshold > 0)) return null;
  let sum = 0;
  for (let i = 0; i < order; i++) sum += Math.log(positive[i] / threshold);
  return sum > 0 ? order / sum : null;
}
