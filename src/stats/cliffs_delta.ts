/**
 * Cliff's delta, the ordinal effect size of one sample against another, and its verbal
 * label with the thresholds of Romano et al. (2006).
 *
 * @module
 */

import { requireFinite, sortedCopy } from "./descriptive.ts";

/** Verbal magnitude of a Cliff's delta. */
export type CliffsLabel = "negligible" | "small" | "medium" | "large";

/** Romano et al. (2006) upper bounds of |d| for negligible, small and medium. */
const CLIFFS_THRESHOLDS = { negligible: 0.147, small: 0.33, medium: 0.474 } as const;

/** Number of sorted values strictly below v (first index with sorted[i] >= v). */
function countBelow(sorted: readonly number[], v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Number of sorted values less than or equal to v. */
function countAtMost(sorted: readonly number[], v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Cliff's delta d = (#(x_i > y_j) - #(x_i < y_j)) / (n m) over all n*m pairs; ties count
 * for neither side. Positive when x tends to exceed y. Null when either sample is empty.
 * Runs in O((n + m) log m) via binary search on sorted y, so sentence-level samples are
 * cheap. Throws RangeError on non-finite values.
 *
 * @example
 * ```ts
 * cliffsDelta([5], [1, 2, 3, 9]); // 0.5
 * ```
 */
export function cliffsDelta(x: readonly number[], y: readonly number[]): number | null {
  requireFinite(x, "x");
  requireFinite(y, "y");
  if (x.length === 0 || y.length === 0) return null;
  const ys = sortedCopy(y);
  let balance = 0;
  for (const v of x) {
    const below = countBelow(ys, v); // y_j < x_i: x wins
    const above = ys.length - countAtMost(ys, v); // y_j > x_i: y wins
    balance += below - above;
  }
  return balance / (x.length * y.length);
}

/**
 * Romano et al. (2006) label of |d|: < 0.147 negligible, < 0.33 small, < 0.474 medium,
 * otherwise large. Throws RangeError unless -1 <= d <= 1.
 *
 * @example
 * ```ts
 * cliffsLabel(-0.4); // "medium"
 * ```
 */
export function cliffsLabel(d: number): CliffsLabel {
  if (!(d >= -1 && d <= 1)) throw new RangeError(`Cliff's delta must be in [-1, 1]: ${d}`);
  const a = Math.abs(d);
  if (a < CLIFFS_THRESHOLDS.negligible) return "negligible";
  if (a < CLIFFS_THRESHOLDS.small) return "small";
  if (a < CLIFFS_THRESHOLDS.medium) return "medium";
  return "large";
}
