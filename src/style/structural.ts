/**
 * Per-feature structural diagnostics over the chapter sequence (SPEC 2.3
 * `structural_diagnostics`), computed on each feature's measured values in chapter order:
 *
 * - `changepoints`: optimal-partitioning segmentation (exact DP, penalty 2·σ²·ln n with σ from
 *   first differences, minimum segment 2); indices are 0-based positions in the feature's
 *   measured sequence, each the first element after a break.
 * - `trends`: Mann-Kendall tau-a, S and two-sided p (continuity-corrected); null when n < 3.
 * - `robust_scales`: Sn and Qn (asymptotic constants, no finite-sample correction) and
 *   sigma_mad.
 * - `tail_index`: Hill estimator over the absolute deviations from the feature's median, with
 *   k = floor(sqrt(m)); the key is omitted when it is undefined.
 * - `distribution_shift`: first half of the measured chapters versus the second half (the
 *   middle one goes to the second half when n is odd), both halves at least 2: Wasserstein-1,
 *   KS D and its asymptotic p.
 * - `trending_features`, `shifted_features`: p < 0.05; `segmented_features`: ≥ 1 changepoint.
 *
 * @module
 */

import { STYLE_FEATURES } from "../features/feature_ids.ts";
import { median, sigmaMad } from "../stats/descriptive.ts";
import { ksTwoSample, wasserstein1 } from "../stats/distances.ts";
import { hillTailIndex } from "../stats/hill.ts";
import { mannKendall } from "../stats/mann_kendall.ts";
import { qnScale, snScale } from "../stats/robust_scales.ts";
import { segment } from "../stats/segmentation.ts";
import { column, type MatrixRow } from "./matrix.ts";

/** Significance level for trends and shifts. */
export const STRUCTURAL_ALPHA = 0.05;

/** Per-feature structural results (before rounding). */
export interface FeatureStructure {
  changepoints: Record<string, number[]>;
  trends: Record<string, { tau: number; S: number; p: number } | null>;
  robust_scales: Record<string, { sn: number | null; qn: number | null; sigma_mad: number | null }>;
  tail_index: Record<string, number>;
  distribution_shift: Record<string, { wasserstein: number; ks_d: number; ks_p: number }>;
  trending_features: string[];
  segmented_features: string[];
  shifted_features: string[];
}

/**
 * Computes the per-feature diagnostics; null when no feature has a measured value.
 *
 * @example
 * ```ts
 * import type { MatrixRow } from "./matrix.ts";
 * declare const rows: readonly MatrixRow[];
 * featureStructure(rows)?.trends.asl; // { tau, S, p } of the ASL trend, or null
 * featureStructure([]); // null
 * ```
 */
export function featureStructure(rows: readonly MatrixRow[]): FeatureStructure | null {
  const s: FeatureStructure = {
    changepoints: {},
    trends: {},
    robust_scales: {},
    tail_index: {},
    distribution_shift: {},
    trending_features: [],
    segmented_features: [],
    shifted_features: [],
  };
  let any = false;
  STYLE_FEATURES.forEach((feature, j) => {
    const { values } = column(rows, j);
    if (values.length === 0) return;
    any = true;
    const breaks = segment(values);
    s.changepoints[feature] = breaks;
    if (breaks.length > 0) s.segmented_features.push(feature);
    const trend = mannKendall(values);
    s.trends[feature] = trend;
    if (trend && trend.p < STRUCTURAL_ALPHA) s.trending_features.push(feature);
    s.robust_scales[feature] = {
      sn: snScale(values),
      qn: qnScale(values),
      sigma_mad: sigmaMad(values),
    };
    const med = median(values)!;
    const tail = hillTailIndex(values.map((v) => Math.abs(v - med)));
    if (tail !== null) s.tail_index[feature] = tail;
    const half = Math.floor(values.length / 2);
    if (half >= 2) {
      const early = values.slice(0, half);
      const late = values.slice(half);
      const ks = ksTwoSample(early, late);
      const w = wasserstein1(early, late);
      if (ks && w !== null) {
        s.distribution_shift[feature] = { wasserstein: w, ks_d: ks.d, ks_p: ks.p };
        if (ks.p < STRUCTURAL_ALPHA) s.shifted_features.push(feature);
      }
    }
  });
  return any ? s : null;
}
