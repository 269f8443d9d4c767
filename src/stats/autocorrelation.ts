/**
 * Lag-1 autocorrelation of a series and its white-noise critical value.
 *
 * @module
 */

import { mean } from "./descriptive.ts";

/**
 * Standard sample autocorrelation at lag 1 (statsmodels.tsa.stattools.acf, adjusted=False):
 * sum_{t=1}^{n-1} (x_t - m)(x_{t+1} - m) / sum_{t=1}^{n} (x_t - m)^2.
 * Null when n < 3 or the series is constant. Throws RangeError on non-finite values.
 *
 * @example
 * ```ts
 * lag1Autocorrelation([1, 2, 3, 4, 5]); // 0.4
 * ```
 */
export function lag1Autocorrelation(xs: readonly number[]): number | null {
  const m = mean(xs);
  if (m === null || xs.length < 3) return null;
  // Exact test: rounding in the mean must not turn a constant series into noise.
  if (xs.every((x) => x === xs[0])) return null;
  let num = 0;
  let den = 0;
  for (let t = 0; t < xs.length; t++) {
    const d = xs[t] - m;
    den += d * d;
    if (t + 1 < xs.length) num += d * (xs[t + 1] - m);
  }
  return num / den;
}

/**
 * Approximate two-sided 5% critical value 1.96 / sqrt(n) for a sample autocorrelation
 * under white noise (Bartlett). Throws RangeError unless n >= 1.
 *
 * @example
 * ```ts
 * acfCritical(16); // 0.49
 * ```
 */
export function acfCritical(n: number): number {
  if (!(Number.isFinite(n) && n >= 1)) throw new RangeError(`n must be >= 1: ${n}`);
  return 1.96 / Math.sqrt(n);
}
