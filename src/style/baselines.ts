/**
 * Robust per-feature baselines and the deviation z* of every measured cell (SPEC 2.3):
 * sigma = 1.4826 × MAD, z* = (x − median) / sqrt(sigma² + SE²), SE missing = 0.
 *
 * A feature has a baseline when at least `min_chapters` chapters measure it; otherwise its
 * median, sigma and band are null (unavailable, not zero) and none of its cells is measured.
 * A cell whose denominator is 0 (sigma 0 and no SE) is measured with z* = 0 when it equals the
 * median and left unmeasured otherwise, since no finite z* exists.
 * The band is median ± z_mild × sigma: the range the manuscript itself calls ordinary.
 *
 * @module
 */

import { FEATURE_UNITS, STYLE_FEATURES, type StyleFeature } from "../features/feature_ids.ts";
import { median, sigmaMad } from "../stats/descriptive.ts";
import { column, type MatrixRow } from "./matrix.ts";

/** Baseline of one feature (`features[]` entry before rounding). */
export interface FeatureBaseline {
  readonly feature: StyleFeature;
  readonly unit: string;
  readonly median: number | null;
  readonly sigma: number | null;
  readonly band: [number, number] | null;
  readonly chapters_measured: number;
}

/** One measured chapter-feature cell. */
export interface Cell {
  readonly chapter: number;
  /** Index into `STYLE_FEATURES`. */
  readonly feature: number;
  readonly value: number;
  readonly z: number;
}

/**
 * Computes baselines and cells.
 *
 * @example
 * ```ts
 * import type { MatrixRow } from "./matrix.ts";
 * declare const rows: readonly MatrixRow[];
 * const { baselines, cells } = computeBaselines(rows, { minChapters: 2, zMild: 2.5 });
 * computeBaselines([], { minChapters: 2, zMild: 2.5 }).baselines[0].median; // null
 * ```
 */
export function computeBaselines(
  rows: readonly MatrixRow[],
  options: { minChapters: number; zMild: number },
): { baselines: FeatureBaseline[]; cells: Cell[] } {
  const baselines: FeatureBaseline[] = [];
  const cells: Cell[] = [];
  STYLE_FEATURES.forEach((feature, j) => {
    const { values } = column(rows, j);
    const available = values.length >= options.minChapters && values.length > 0;
    const med = available ? median(values) : null;
    const sigma = available ? sigmaMad(values) : null;
    baselines.push({
      feature,
      unit: FEATURE_UNITS[feature],
      median: med,
      sigma,
      band: med !== null && sigma !== null
        ? [med - options.zMild * sigma, med + options.zMild * sigma]
        : null,
      chapters_measured: values.length,
    });
    if (med === null || sigma === null) return;
    for (const r of rows) {
      const x = r.values[j];
      if (x === null) continue;
      const scale = Math.sqrt(sigma * sigma + r.se[j] * r.se[j]);
      if (scale > 0) cells.push({ chapter: r.chapter, feature: j, value: x, z: (x - med) / scale });
      else if (x === med) cells.push({ chapter: r.chapter, feature: j, value: x, z: 0 });
    }
  });
  return { baselines, cells };
}
