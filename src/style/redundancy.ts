/**
 * Redundant feature pairs (SPEC 2.3): |Spearman rho| >= 0.8 (tie-aware), over the chapters
 * that measure both features (at least 3).
 *
 * @module
 */

import { STYLE_FEATURES } from "../features/feature_ids.ts";
import { spearmanRho } from "../stats/spearman.ts";
import type { MatrixRow } from "./matrix.ts";

/** |rho| at or above which a pair is redundant. */
export const REDUNDANCY_RHO = 0.8;

/**
 * Lists redundant pairs in feature order.
 *
 * @example
 * ```ts
 * import type { MatrixRow } from "./matrix.ts";
 * declare const rows: readonly MatrixRow[];
 * redundantFeatures(rows); // e.g. [{ a: "asl", b: "kaskade_pct", rho: 0.91 }]
 * redundantFeatures([]); // []
 * ```
 */
export function redundantFeatures(
  rows: readonly MatrixRow[],
): { a: string; b: string; rho: number }[] {
  const out: { a: string; b: string; rho: number }[] = [];
  for (let i = 0; i < STYLE_FEATURES.length; i++) {
    for (let j = i + 1; j < STYLE_FEATURES.length; j++) {
      const x: number[] = [];
      const y: number[] = [];
      for (const r of rows) {
        const a = r.values[i], b = r.values[j];
        if (a !== null && b !== null) {
          x.push(a);
          y.push(b);
        }
      }
      const rho = spearmanRho(x, y);
      if (rho !== null && Math.abs(rho) >= REDUNDANCY_RHO) {
        out.push({ a: STYLE_FEATURES[i], b: STYLE_FEATURES[j], rho });
      }
    }
  }
  return out;
}
