/**
 * Mann-Kendall test for a monotone trend in a series (e.g. a feature across chapters).
 *
 * S = sum_{i<j} sign(x_j - x_i); Var(S) = (n(n-1)(2n+5) - sum_t t(t-1)(2t+5)) / 18 over tie
 * groups of size t (Kendall 1975); Z with a continuity correction of 1 toward zero and a
 * two-sided normal p, as in Hipel & McLeod (1994) and pymannkendall.original_test.
 *
 * @module
 */

import { requireFinite } from "./descriptive.ts";
import { normalTwoSidedP } from "./normal.ts";

/** Mann-Kendall statistics: Kendall's tau-a against time, S, and the two-sided p-value. */
export interface MannKendallResult {
  tau: number;
  S: number;
  p: number;
}

/** Sum of t(t-1)(2t+5) over groups of tied values. */
function tieCorrection(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  let total = 0;
  let start = 0;
  while (start < sorted.length) {
    let end = start + 1;
    while (end < sorted.length && sorted[end] === sorted[start]) end++;
    const t = end - start;
    total += t * (t - 1) * (2 * t + 5);
    start = end;
  }
  return total;
}

/**
 * Mann-Kendall trend test. tau is tau-a = S / (n(n-1)/2); p is two-sided from
 * Z = (S - sign(S)) / sqrt(Var S), and 1 when every value is tied (Var S = 0).
 * Null when n < 3. Throws RangeError on non-finite values.
 *
 * @example
 * ```ts
 * mannKendall([1, 2, 3, 4, 5]); // { tau: 1, S: 10, p: 0.0274... }
 * ```
 */
export function mannKendall(xs: readonly number[]): MannKendallResult | null {
  requireFinite(xs, "xs");
  const n = xs.length;
  if (n < 3) return null;
  let s = 0;
  for (let i = 0; i < n - 1; i++) {
    for (let j = i + 1; j < n; j++) s += Math.sign(xs[j] - xs[i]);
  }
  const variance = (n * (n - 1) * (2 * n + 5) - tieCorrection(xs)) / 18;
  const tau = s / (n * (n - 1) / 2);
  if (variance <= 0) return { tau, S: s, p: 1 };
  const z = s > 0 ? (s - 1) / Math.sqrt(variance) : s < 0 ? (s + 1) / Math.sqrt(variance) : 0;
  return { tau, S: s, p: normalTwoSidedP(z) };
}
