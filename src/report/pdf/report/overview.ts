/**
 * The overview section: the figures of the dashboard's Overview tab as cards (words, chapters
 * and scenes, language, readability with its formula, lexical diversity (MTLD, named),
 * dialogue share, consistency as a percentage — unavailable at 0 measured cells —, sentence
 * length), the triage's counts of the result sets (strong and mild hits, FDR cells, tense
 * flags) and the work markers, the thresholds used and the caveats.
 *
 * @module
 */

import { capitalise } from "../../triage_text.ts";
import { lineHeight, measureWith } from "../draw/style.ts";
import { fitText, plainSpaces, wrapText } from "../../text_fit.ts";
import type { ReportContext } from "./context.ts";
import { INK, PAGE } from "./flow.ts";
import { drawTable } from "./table.ts";
import { type OverviewCard, overviewCards as sharedOverviewCards } from "../../overview_cards.ts";

/** One card of the overview (shared with the dashboard). */
export type { OverviewCard };

const GAP = 4;

function drawCards(
  ctx: ReportContext,
  cards: readonly OverviewCard[],
  columns: number,
  height: number,
) {
  const { w, flow } = ctx;
  const cw = (flow.width - GAP * (columns - 1)) / columns;
  for (let i = 0; i < cards.length; i += columns) {
    flow.need(height + GAP);
    cards.slice(i, i + columns).forEach((card, k) => {
      const x = PAGE.left + k * (cw + GAP);
      const y = flow.y;
      w.fillColor("#F6F8FB");
      w.strokeColor(INK.rule);
      w.lineWidth(0.2);
      w.rect(x, y, cw, height, "FD");
      w.textColor(INK.muted);
      w.text(fitText(card.label, cw - 6, measureWith(w, "sans", 7.5)), x + 3, y + 5, {
        role: "sans",
        size: 7.5,
      });
      w.textColor(INK.body);
      w.text(fitText(card.value, cw - 6, measureWith(w, "sans-bold", 14)), x + 3, y + 11.8, {
        role: "sans-bold",
        size: 14,
      });
      if (card.note) {
        w.textColor(INK.muted);
        const lines = wrapText(card.note, cw - 6, measureWith(w, "sans", 6.8), { maxLines: 2 });
        lines.forEach((line, j) => {
          w.text(line, x + 3, y + 16 + j * lineHeight(6.8), { role: "sans", size: 6.8 });
        });
      }
    });
    flow.y += height + GAP;
  }
}

/**
 * The headline cards of the overview, read from the book's figures (`views/figures.ts`), the
 * same figures as the dashboard's Overview.
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * overviewCards(ctx)[0].label; // "Words"
 * ```
 */
export function overviewCards(
  ctx: Pick<ReportContext, "t" | "num" | "share" | "ui" | "model">,
): OverviewCard[] {
  const { t, num, share, ui } = ctx;
  return sharedOverviewCards(ctx.model.views.figures, { t, ui, num, share, text: plainSpaces });
}

/**
 * Renders the overview section.
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * overviewSection(ctx); // the overview section on a new page
 * ```
 */
export function overviewSection(ctx: ReportContext): void {
  const { t, num, flow, model } = ctx;
  const { style } = model.views;
  flow.section(t("tab_overview"));
  drawCards(ctx, overviewCards(ctx), 3, 23);

  flow.subheading(t("flags"), 16);
  flow.gap(2);
  drawCards(
    ctx,
    [
      { label: capitalise(t("chip_strong")), value: num(model.triage.totals.strong, 0) },
      { label: capitalise(t("chip_mild")), value: num(model.triage.totals.mild, 0) },
      { label: t("chip_fdr"), value: num(model.triage.totals.fdr, 0) },
      { label: capitalise(t("chip_tense")), value: num(model.triage.totals.tense, 0) },
      { label: t("section_markers"), value: num(model.views.figures.markers, 0) },
    ],
    5,
    15,
  );
  if (!style.meta.baselines_available) {
    flow.paragraph(t("baseline_unavailable", { min: style.meta.min_chapters }), {
      colour: INK.accent,
    });
  }

  const meta = style.meta;
  flow.subheading(t("thresholds_used"), 30);
  flow.gap(1.5);
  drawTable(ctx.flow, [
    { header: t("settings_thresholds"), width: 3 },
    { header: t("value"), width: 1, align: "right", role: "mono" },
  ], [
    [t("settings_z_mild"), num(meta.z_mild, 2)],
    [t("settings_z_strong"), num(meta.z_strong, 2)],
    [t("settings_fdr_q"), num(meta.fdr_q, 3)],
    [t("settings_fdr_method"), t(`settings_fdr_${meta.fdr_method}`)],
    [t("settings_dim_threshold"), num(meta.dim_score_threshold, 2)],
    [t("settings_flag_min_severity"), num(meta.flag_min_severity, 0)],
    [t("settings_min_chapters"), num(meta.min_chapters, 0)],
  ]);

  flow.subheading(t("caveat_title"), 20);
  flow.gap(1.5);
  for (
    const key of [
      "caveat_diagnostics",
      "caveat_three_sets",
      "caveat_readability",
      "caveat_baseline",
    ] as const
  ) {
    flow.need(lineHeight(9));
    ctx.w.fillColor(INK.accent);
    ctx.w.circle(PAGE.left + 1.2, flow.y + lineHeight(9) * 0.5, 0.5, "F");
    flow.paragraph(t(key), { indent: 4, size: 9, after: 1.2 });
  }
}
