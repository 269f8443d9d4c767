/**
 * The Theil–Sen line (Theil 1950; Sen 1968): slope = the median of the slopes of all pairs of
 * points with distinct x, intercept = the median of y − slope · x (the "joint" intercept of
 * `scipy.stats.theilslopes`). Robust to up to ~29 % outlying points.
 *
 * @module
 */

import { median } from "./descriptive.ts";

/**
 * The Theil–Sen line through the points, or null with fewer than two distinct x.
 *
 * @example
 * ```ts
 * theilSen([1, 2, 3, 4, 5], [2, 4, 6, 8, 100]); // { slope: 2, intercept: 0 }
 * ```
 */
export function theilSen(
  x: readonly number[],
  y: readonly number[],
): { slope: number; intercept: number } | null {
  const slopes: number[] = [];
  for (let i = 0; i < x.length; i++) {
    for (let j = i + 1; j < x.length; j++) {
      if (x[j] !== x[i]) slopes.push((y[j] - y[i]) / (x[j] - x[i]));
    }
  }
  const slope = median(slopes);
  if (slope === null) return null;
  const intercept = median(y.map((v, i) => v - slope * x[i]))!;
  return { slope, intercept };
}
