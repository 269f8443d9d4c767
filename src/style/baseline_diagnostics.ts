/**
 * Checks of the assumption behind a manuscript-wide baseline: that chapters are exchangeable
 * (no order effect). Per feature, a Wald-Wolfowitz runs test above/below the median over the
 * chapter sequence and the lag-1 autocorrelation.
 *
 * - `runs_flagged`: features whose runs test has p < `RUNS_ALPHA` (0.05).
 * - `mean_lag1_rho`: mean lag-1 autocorrelation over the features that have one (null if none).
 * - `acf_critical`: 1.96 / sqrt(n) with n the comparable chapters (null when n = 0).
 * - `exchangeable`: no runs flag and mean_lag1_rho within ±acf_critical.
 * - `low_power`: fewer than `LOW_POWER_CHAPTERS` (10) comparable chapters: robust medians and
 *   MADs of so few values move a lot, so z* carries little evidence.
 *
 * @module
 */

import { STYLE_FEATURES } from "../features/feature_ids.ts";
import { acfCritical, lag1Autocorrelation } from "../stats/autocorrelation.ts";
import { runsTest } from "../stats/wald_wolfowitz.ts";
import { column, type MatrixRow } from "./matrix.ts";

/** Significance level of the runs test. */
export const RUNS_ALPHA = 0.05;
/** Below this many comparable chapters the baseline has low power. */
export const LOW_POWER_CHAPTERS = 10;

/** `baseline_diagnostics` before rounding. */
export interface BaselineDiagnostics {
  runs_flagged: string[];
  mean_lag1_rho: number | null;
  acf_critical: number | null;
  exchangeable: boolean;
  low_power: boolean;
}

/**
 * Computes the diagnostics over the floored matrix.
 *
 * @example
 * ```ts
 * import type { MatrixRow } from "./matrix.ts";
 * declare const rows: readonly MatrixRow[];
 * baselineDiagnostics(rows).exchangeable; // no runs flag, mean lag-1 rho within ±acf_critical
 * baselineDiagnostics([]).low_power; // true (fewer than LOW_POWER_CHAPTERS chapters)
 * ```
 */
export function baselineDiagnostics(rows: readonly MatrixRow[]): BaselineDiagnostics {
  const comparable = rows.filter((r) => r.values.some((v) => v !== null)).length;
  const runsFlagged: string[] = [];
  const rhos: number[] = [];
  STYLE_FEATURES.forEach((feature, j) => {
    const { values } = column(rows, j);
    const runs = runsTest(values);
    if (runs && runs.p < RUNS_ALPHA) runsFlagged.push(feature);
    const rho = lag1Autocorrelation(values);
    if (rho !== null) rhos.push(rho);
  });
  const meanRho = rhos.length > 0 ? rhos.reduce((a, b) => a + b, 0) / rhos.length : null;
  const critical = comparable > 0 ? acfCritical(comparable) : null;
  return {
    runs_flagged: runsFlagged,
    mean_lag1_rho: meanRho,
    acf_critical: critical,
    exchangeable: runsFlagged.length === 0 &&
      (meanRho === null || critical === null || Math.abs(meanRho) <= critical),
    low_power: comparable < LOW_POWER_CHAPTERS,
  };
}
