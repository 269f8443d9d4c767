/**
 * Text summary of the style reference for a terminal. Renders a finished result.
 *
 * @module
 */

import type { Messages } from "../i18n/messages.ts";
import type { StyleResult } from "../views/style.ts";

/**
 * Renders consistency, the FDR-selected cells with z* and effect, and the baselines.
 *
 * @example
 * ```ts
 * // renderStyleText(fingerprintView(analysis, DEFAULT_THRESHOLDS), messages("en"))
 * ```
 */
export function renderStyleText(result: StyleResult, m: Messages): string {
  const r = m.styleReport;
  const meta = result.meta;
  const lines = [r.title, "=".repeat(r.title.length), ""];
  lines.push(
    result.measured_cells > 0
      ? `${r.consistency}: ${
        (result.consistency * 100).toFixed(1)
      } % (${result.measured_cells} ${r.cells}; ${meta.expected_false_positives} ${r.expected})`
      : `${r.consistency}: ${r.unavailable}`,
  );
  lines.push("", `${r.selected} (${meta.fdr_method}, q = ${meta.fdr_q}):`);
  const chapters = Object.keys(result.fdr_flagged);
  if (chapters.length === 0) lines.push(`  ${r.none}`);
  for (const c of chapters) {
    for (const f of result.fdr_flagged[c]) {
      const z = result.deviations[c]?.[f];
      const effect = result.effect_magnitudes[c]?.[f] ?? "";
      lines.push(
        `  ${m.report.chapter} ${c.padStart(3)}  ${f.padEnd(24)} z* ${z?.toFixed(2)}  ${effect}`,
      );
    }
  }
  lines.push("", r.baselines);
  for (const f of result.features) {
    const med = f.median === null ? m.report.notAvailable : f.median.toFixed(3);
    const sig = f.sigma === null ? m.report.notAvailable : f.sigma.toFixed(3);
    lines.push(
      `  ${f.feature.padEnd(24)} ${med.padStart(10)} ${sig.padStart(10)}  n=${f.chapters_measured}`,
    );
  }
  lines.push("", r.caveat, "");
  return lines.join("\n");
}
