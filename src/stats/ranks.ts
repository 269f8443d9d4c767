/**
 * Tie-aware ranking.
 *
 * @module
 */

import { requireFinite } from "./descriptive.ts";

/**
 * Average ranks, 1-based: tied values share the mean of the ranks they span
 * (scipy.stats.rankdata(method="average")). The input is not mutated.
 * Throws RangeError on non-finite values.
 *
 * @example
 * ```ts
 * midranks([10, 20, 20, 5]); // [2, 3.5, 3.5, 1]
 * ```
 */
export function midranks(xs: readonly number[]): number[] {
  requireFinite(xs, "xs");
  const n = xs.length;
  const order = xs.map((_, i) => i).sort((a, b) => xs[a] - xs[b]);
  const ranks = new Array<number>(n);
  let start = 0;
  while (start < n) {
    let end = start + 1;
    while (end < n && xs[order[end]] === xs[order[start]]) end++;
    // Positions start..end-1 (0-based) hold ranks start+1..end; their mean is below.
    const rank = (start + 1 + end) / 2;
    for (let k = start; k < end; k++) ranks[order[k]] = rank;
    start = end;
  }
  return ranks;
}
