/**
 * Captions that put a statistical result into words, so the words follow the numbers beside
 * them: the lag-1 autocorrelation of neighbouring chapters (its sign and whether it passes the
 * ±1.96/√n band) and the runs tests. The dashboard and the PDF report print the same texts.
 *
 * @module
 */

import type { Translate } from "./labels/packs.ts";
import { formatNumber } from "./dashboard/format.ts";
import { runtimeLabel } from "./labels/packs.ts";

/** What the captions read of `baseline_diagnostics`. */
export interface BaselineDiagnosticsLike {
  readonly runs_flagged?: readonly string[];
  readonly mean_lag1_rho?: number | null;
  readonly acf_critical?: number | null;
}

/**
 * The lag-1 caption: "more alike" only when the mean ρ is above +critical, "differ more" only
 * below −critical, "no more alike" within the band; unavailable without a value.
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * lagCaption({ mean_lag1_rho: -0.012, acf_critical: 0.251 }, labelsFor("en"), "en");
 * // "Neighbouring chapters are no more alike than distant ones
 * //  (mean lag-1 ρ = −0.012, within ±0.251)."
 * ```
 */
export function lagCaption(b: BaselineDiagnosticsLike, t: Translate, language: string): string {
  const rho = b.mean_lag1_rho;
  const critical = b.acf_critical;
  if (rho === null || rho === undefined || critical === null || critical === undefined) {
    return t("lag_unavailable");
  }
  const values = {
    rho: formatNumber(rho, language, 3).replace(/^-/, "\u2212"),
    critical: formatNumber(critical, language, 3),
  };
  if (rho > critical) return t("lag_alike", values);
  if (rho < -critical) return t("lag_alternate", values);
  return t("lag_none", values);
}

/**
 * The runs-test caption: the features (by display name) whose chapters run on one side of
 * the median for longer than chance allows, or that none does.
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * runsCaption({ runs_flagged: ["asl"] }, labelsFor("en"));
 * // "Runs of neighbouring chapters on the same side of the median (runs test, p < 0.05):
 * //  Average sentence length."
 * ```
 */
export function runsCaption(b: BaselineDiagnosticsLike, t: Translate): string {
  const flagged = b.runs_flagged ?? [];
  if (flagged.length === 0) return t("runs_none");
  return t("runs_found", {
    features: flagged.map((f) => runtimeLabel(t, `feature_${f}`)).join(", "),
  });
}
