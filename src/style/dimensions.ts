/**
 * Exploratory dimensions (SPEC 2.3): PCA of standardized tied midranks over the chapters that
 * measure every feature (incomplete chapters are omitted, never zero-filled), by Jacobi
 * eigendecomposition with a deterministic sign. Needs at least 3 complete chapters and 3
 * varying features. Up to `MAX_DIMENSIONS` components are reported; a chapter is flagged on a
 * component when |score| >= dim_score_threshold (scores and variance are in rank space).
 *
 * @module
 */

import { STYLE_FEATURES } from "../features/feature_ids.ts";
import { pcaStandardizedRanks } from "../stats/pca.ts";
import type { MatrixRow } from "./matrix.ts";

/** Components reported at most. */
export const MAX_DIMENSIONS = 3;
/** Complete chapters needed. */
export const DIMENSION_MIN_CHAPTERS = 3;
/** Varying features needed. */
export const DIMENSION_MIN_FEATURES = 3;

/** One reported component (before JSON rounding). */
export interface Dimension {
  index: number;
  variance: number;
  loadings: Record<string, number>;
  scores: Record<string, number>;
  flagged: number[];
}

/**
 * Computes the dimensions; `chapters` is the number of complete chapters used.
 *
 * @example
 * ```ts
 * import type { MatrixRow } from "./matrix.ts";
 * declare const rows: readonly MatrixRow[];
 * exploratoryDimensions(rows, 2.5).dimensions.length; // at most MAX_DIMENSIONS (3)
 * exploratoryDimensions([], 2.5); // { dimensions: [], chapters: 0 }
 * ```
 */
export function exploratoryDimensions(
  rows: readonly MatrixRow[],
  threshold: number,
): { dimensions: Dimension[]; chapters: number } {
  const complete = rows.filter((r) => r.values.every((v) => v !== null));
  if (complete.length < DIMENSION_MIN_CHAPTERS) return { dimensions: [], chapters: 0 };
  const pca = pcaStandardizedRanks(complete.map((r) => r.values as number[]));
  if (!pca || pca.features.length < DIMENSION_MIN_FEATURES) {
    return { dimensions: [], chapters: complete.length };
  }
  const count = Math.min(MAX_DIMENSIONS, pca.variance.length);
  const dimensions: Dimension[] = [];
  for (let k = 0; k < count; k++) {
    const loadings: Record<string, number> = {};
    pca.features.forEach((f, j) => loadings[STYLE_FEATURES[f]] = pca.loadings[k][j]);
    const scores: Record<string, number> = {};
    const flagged: number[] = [];
    complete.forEach((r, i) => {
      const s = pca.scores[i][k];
      scores[String(r.chapter)] = s;
      if (Math.abs(s) >= threshold) flagged.push(r.chapter);
    });
    dimensions.push({ index: k + 1, variance: pca.variance[k], loadings, scores, flagged });
  }
  return { dimensions, chapters: complete.length };
}
