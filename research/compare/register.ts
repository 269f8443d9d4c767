/**
 * The register half of a source-to-manuscript comparison: each per-chapter style feature of
 * the core (`src/features/`), measured once over the whole source, placed against the spread
 * of the manuscript's own chapters. The manuscript side is the style reference's floored
 * chapter matrix (`src/style/matrix.ts`) and nothing else: the source is never one of its rows.
 *
 * Ranges: with at least {@linkcode PERCENTILE_MIN_CHAPTERS} measured chapters the range is
 * P10 to P90 (Hyndman & Fan 1996 type 7, R's default); below that it is min to max, because
 * a 10 % quantile of a handful of values is little more than an interpolated minimum.
 *
 * @module
 */

import {
  FEATURE_UNITS,
  STYLE_FEATURES,
  type StyleFeature,
} from "../../src/features/feature_ids.ts";
import { DEFAULT_THRESHOLDS } from "../../src/settings/thresholds.ts";
import { EN_LABELS } from "../../src/report/labels/en.ts";
import { FEATURE_TEXTS } from "../../src/report/labels/features.ts";
import { median } from "../../src/stats/descriptive.ts";
import { column, featureMatrix, type MeasuredChapter } from "../../src/style/matrix.ts";

/**
 * Features left out of the register: their value grows or shrinks with the length of the
 * measured text (types per token; entropy of sentence openings), and the source is measured
 * as one unit of a length no chapter shares.
 */
export const LENGTH_DEPENDENT_FEATURES: ReadonlySet<StyleFeature> = new Set([
  "ttr",
  "start_entropy",
]);

/** The features the register compares, in the core's fixed order. */
export const REGISTER_FEATURES: readonly StyleFeature[] = STYLE_FEATURES.filter((f) =>
  !LENGTH_DEPENDENT_FEATURES.has(f)
);

/** Measured manuscript chapters needed before the range is P10–P90 instead of min–max. */
export const PERCENTILE_MIN_CHAPTERS = 10;

/** Measured manuscript chapters a feature needs for a position (the style default). */
export const REGISTER_MIN_CHAPTERS = DEFAULT_THRESHOLDS.min_chapters;

/** Where the source value lies relative to the manuscript range (bounds inclusive). */
export type RegisterPosition = "below" | "within" | "above";

/** One row of `register`. */
export interface RegisterRow {
  readonly feature: StyleFeature;
  /** English display name (the dashboard's label). */
  readonly display_name: string;
  /** Unit identifier, as in the style reference's `features[].unit`. */
  readonly unit: string;
  /** English unit label. */
  readonly unit_label: string;
  /** The feature over the whole source; null under the comparability floors. */
  readonly source_value: number | null;
  /** Median over the manuscript's measured chapters; null when none is measured. */
  readonly manuscript_median: number | null;
  readonly manuscript_range: [number, number] | null;
  readonly range_kind: "p10_p90" | "min_max" | null;
  /** Manuscript chapters that pass the floors for this feature. */
  readonly chapters_measured: number;
  /** null when the source value is missing or fewer than 2 chapters are measured. */
  readonly position: RegisterPosition | null;
}

/**
 * Quantile of ascending values by Hyndman & Fan (1996) type 7: h = (n − 1) p, interpolated
 * linearly between the order statistics around h. Null for no values; throws RangeError
 * unless 0 ≤ p ≤ 1.
 *
 * @example
 * ```ts
 * quantileType7([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.1); // 1.9 (R: quantile(1:10, 0.1))
 * ```
 */
export function quantileType7(sorted: readonly number[], p: number): number | null {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`quantile level must be in [0, 1], got ${p}`);
  const n = sorted.length;
  if (n === 0) return null;
  const h = (n - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(n - 1, lo + 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/**
 * The English display name of a style feature (the dashboard's label pack).
 *
 * @example
 * ```ts
 * featureDisplayName("asl"); // "Average sentence length"
 * ```
 */
export function featureDisplayName(feature: StyleFeature): string {
  return FEATURE_TEXTS.en[feature]?.[0] ?? feature;
}

/** The English label of a feature unit identifier (the dashboard's label pack). */
function unitLabel(unit: string): string {
  const metric: Readonly<Record<string, string>> = EN_LABELS.metric;
  return metric[`unit_${unit}`] ?? unit;
}

/**
 * The register rows: the source's measures (one unit; null for an empty source) against the
 * manuscript's chapter measures. Both pass the core's comparability floors first.
 *
 * @example
 * ```ts
 * import { measureChapter } from "../../src/features/chapter_features.ts";
 * import { analyzeDocument } from "../../src/features/pipeline.ts";
 * const ms = analyzeDocument("## One\n\nThe sea was grey.\n", { language: "en" });
 * const rows = registerRows(null, ms.chapters.map((c) => measureChapter(c, ms)));
 * rows[0].feature; // "asl"
 * rows[0].chapters_measured; // 0 (one short chapter stays under the comparability floor)
 * ```
 */
export function registerRows(
  source: MeasuredChapter | null,
  manuscript: readonly MeasuredChapter[],
): RegisterRow[] {
  const sourceRow = source ? featureMatrix([source])[0] : null;
  const rows = featureMatrix(manuscript);
  return REGISTER_FEATURES.map((feature) => {
    const j = STYLE_FEATURES.indexOf(feature);
    const values = column(rows, j).values.sort((a, b) => a - b);
    const n = values.length;
    const range: [number, number] | null = n === 0
      ? null
      : n >= PERCENTILE_MIN_CHAPTERS
      ? [quantileType7(values, 0.1)!, quantileType7(values, 0.9)!]
      : [values[0], values[n - 1]];
    const sourceValue = sourceRow?.values[j] ?? null;
    let position: RegisterPosition | null = null;
    if (sourceValue !== null && range !== null && n >= REGISTER_MIN_CHAPTERS) {
      position = sourceValue < range[0] ? "below" : sourceValue > range[1] ? "above" : "within";
    }
    const unit = FEATURE_UNITS[feature];
    return {
      feature,
      display_name: featureDisplayName(feature),
      unit,
      unit_label: unitLabel(unit),
      source_value: sourceValue,
      manuscript_median: median(values),
      manuscript_range: range,
      range_kind: n === 0 ? null : n >= PERCENTILE_MIN_CHAPTERS ? "p10_p90" : "min_max",
      chapters_measured: n,
      position,
    };
  });
}
