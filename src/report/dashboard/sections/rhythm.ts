/**
 * The rhythm section: average sentence length per chapter with the book's usual band.
 *
 * @module
 */

import { rhythmChart } from "../../charts/rhythm.ts";
import { html, type SafeHtml } from "../../html.ts";
import { chapterLabel, type SectionContext } from "./context.ts";

/**
 * Renders the rhythm section.
 *
 * @example
 * ```ts
 * import type { SectionContext } from "./context.ts";
 * declare const ctx: SectionContext;
 * rhythmSection(ctx).value.includes("svc-chart-rhythm"); // true
 * ```
 */
export function rhythmSection(ctx: SectionContext): SafeHtml {
  const { t, num } = ctx;
  const { style, figures } = ctx.model.views;
  const chart = rhythmChart({
    id: "chart-rhythm",
    chapters: ctx.model.chapters.map((c) => ({
      number: c.number,
      label: chapterLabel(ctx, c),
      value: c.sentences > 0 ? c.asl : null,
    })),
    band: figures.chapterAslBand,
    median: figures.chapterAslMedian,
    labels: {
      title: t("section_rhythm"),
      description: t("guide_rhythm", { z: num(style.meta.z_mild, 1) }),
      yAxis: t("unit_words_per_sentence"),
      band: t("band"),
      median: t("median"),
      emptyText: t("none_found"),
    },
  });
  return html`<p class="guide">${t("guide_rhythm", { z: num(style.meta.z_mild, 1) })}</p>
<div class="chart">${chart}</div>`;
}
