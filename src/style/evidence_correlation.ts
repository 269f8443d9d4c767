/**
 * The rank-based correlation matrix of the chapter evidence model: pairwise Spearman ρ over
 * the chapters that have both features, mapped to r = 2 sin(π ρ / 6), the Pearson correlation
 * it estimates under normality (Croux & Dehon 2010, "Influence functions of the Spearman and
 * Kendall correlation measures", Stat. Methods Appl. 19:497–515). Pairs with fewer than three
 * chapters in common get 0.
 *
 * @module
 */

import { spearmanToPearson } from "../stats/mahalanobis.ts";
import { spearmanRho } from "../stats/spearman.ts";

/**
 * The k × k matrix of Spearman-based correlations of `columns` (k columns of per-chapter
 * values, null where a chapter lacks the feature) over the chapters `rows` (indices).
 *
 * @example
 * ```ts
 * const r = rankCorrelation([[1, 2, 3, 4], [2, 4, 6, 8], [4, 3, 2, 1]], [0, 1, 2, 3]);
 * r[0][1]; // 1
 * r[0][2]; // -1
 * ```
 */
export function rankCorrelation(
  columns: readonly (readonly (number | null)[])[],
  rows: readonly number[],
): number[][] {
  const k = columns.length;
  const r: number[][] = columns.map((_, a) => columns.map((_, b) => (a === b ? 1 : 0)));
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      const x: number[] = [];
      const y: number[] = [];
      for (const i of rows) {
        const u = columns[a][i], v = columns[b][i];
        if (u !== null && v !== null) {
          x.push(u);
          y.push(v);
        }
      }
      const rho = x.length >= 3 ? spearmanRho(x, y) : null;
      r[a][b] = r[b][a] = rho === null ? 0 : spearmanToPearson(rho);
    }
  }
  return r;
}
