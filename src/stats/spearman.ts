/**
 * Spearman rank correlation with ties handled by midranks.
 *
 * @module
 */

import { midranks } from "./ranks.ts";

/**
 * Pearson correlation of two equal-length vectors; null when either has zero variance.
 * Ranks are exact multiples of 1/2, so the zero-variance test is exact for them.
 */
function pearson(x: readonly number[], y: readonly number[]): number | null {
  const n = x.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i];
    my += y[i];
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i] - mx;
    const dy = y[i] - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/**
 * Spearman's rho: the Pearson correlation of the midranks of x and y (tie-aware, as
 * scipy.stats.spearmanr). Null when n < 3 or either vector is constant.
 * Throws RangeError when lengths differ or a value is not finite.
 *
 * @example
 * ```ts
 * spearmanRho([1, 2, 3, 4], [10, 30, 20, 40]); // 0.8
 * ```
 */
export function spearmanRho(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length) {
    throw new RangeError(`length mismatch: ${x.length} vs ${y.length}`);
  }
  const rx = midranks(x);
  const ry = midranks(y);
  if (x.length < 3) return null;
  return pearson(rx, ry);
}
