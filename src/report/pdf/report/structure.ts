/**
 * The structural diagnostics section, as on the dashboard's Structure tab: trends (Kendall τ
 * and p per feature), changepoints (the chapter at each reported position among the chapters
 * measured for that feature), shifts between the halves, keyness words of the halves, and the
 * baseline diagnostics with the features that move together.
 *
 * @module
 */

import { STYLE_FEATURES } from "../../../features/feature_ids.ts";
import {
  type KeynessWords,
  type StructuralDiagnostics,
  structuralOf,
} from "../../structural_view.ts";
import { lagCaption, runsCaption } from "../../caption_text.ts";
import { formatPValue } from "../../p_value.ts";
import { plainSpaces } from "../../text_fit.ts";
import type { Bookmark } from "../writer.ts";
import type { ReportContext } from "./context.ts";
import { INK } from "./flow.ts";
import { drawTable } from "./table.ts";
import { type LabelKey, runtimeLabel } from "../../labels/packs.ts";

const META = { size: 8.5, colour: INK.muted } as const;

/** A p-value as the dashboard prints it ("< 0.0001", never "0"). */
function pValue(ctx: ReportContext, p: number | null | undefined): string {
  return plainSpaces(formatPValue(p, ctx.ui));
}

function none(ctx: ReportContext, key: LabelKey = "none_found"): void {
  ctx.flow.paragraph(ctx.t(key), { size: 9 });
}

function trends(ctx: ReportContext, parent: Bookmark, s: StructuralDiagnostics): void {
  const { t, num, flow } = ctx;
  flow.heading(t("section_trends"), parent, 20);
  const trending = new Set(s.trending_features ?? []);
  const rows = STYLE_FEATURES.filter((f) => s.trends?.[f]).map((f) => {
    const tr = s.trends![f]!;
    const direction = !trending.has(f)
      ? t("trend_none")
      : tr.tau > 0
      ? `▲ ${t("trend_increasing")}`
      : `▼ ${t("trend_decreasing")}`;
    return [t(`feature_${f}`), num(tr.tau, 3), pValue(ctx, tr.p), direction];
  });
  if (rows.length === 0) return none(ctx);
  drawTable(flow, [
    { header: t("feature"), width: 4 },
    { header: t("tau"), width: 1, align: "right", role: "mono" },
    { header: t("p_value"), width: 1, align: "right", role: "mono" },
    { header: "", width: 2 },
  ], rows);
}

function changepoints(ctx: ReportContext, parent: Bookmark, s: StructuralDiagnostics): void {
  const { t, flow, model } = ctx;
  flow.heading(t("section_changepoints"), parent, 20);
  const deviations = model.views.style.deviations;
  const measured = (feature: string) =>
    Object.keys(deviations).map(Number)
      .filter((n) => deviations[String(n)][feature] !== undefined)
      .sort((a, b) => a - b);
  const rows = (s.segmented_features ?? []).map((f) => {
    const chapters = measured(f);
    const at = (s.changepoints?.[f] ?? []).map((i) => chapters[i]).filter((n) => n !== undefined);
    return [runtimeLabel(t, `feature_${f}`), at.join(", ")];
  });
  if (rows.length === 0) return none(ctx);
  flow.paragraph(t("guide_changepoints"), META);
  drawTable(flow, [
    { header: t("feature"), width: 2 },
    { header: t("chapters"), width: 5, maxLines: 6 },
  ], rows);
}

function shifts(ctx: ReportContext, parent: Bookmark, s: StructuralDiagnostics): void {
  const { t, num, flow } = ctx;
  flow.heading(t("section_shifts"), parent, 20);
  const rows = (s.shifted_features ?? []).map((f) => {
    const d = s.distribution_shift?.[f];
    return [
      runtimeLabel(t, `feature_${f}`),
      num(d?.wasserstein, 3),
      num(d?.ks_d, 3),
      pValue(ctx, d?.ks_p),
    ];
  });
  if (rows.length === 0) return none(ctx);
  drawTable(flow, [
    { header: t("feature"), width: 4 },
    { header: "Wasserstein", width: 1.5, align: "right", role: "mono" },
    { header: "KS D", width: 1.2, align: "right", role: "mono" },
    { header: t("p_value"), width: 1.2, align: "right", role: "mono" },
  ], rows);
}

function keyness(ctx: ReportContext, parent: Bookmark, s: StructuralDiagnostics): void {
  const { t, num, flow } = ctx;
  flow.heading(t("section_keyness"), parent, 20);
  const k = s.keyness;
  if (!k) return none(ctx, "unavailable");
  const n = Math.max(k.early_over.length, k.late_over.length);
  if (n === 0) return none(ctx, "none");
  const cell = (list: KeynessWords, i: number, g2: boolean) =>
    list[i] === undefined ? "" : g2 ? num(list[i].g2, 1) : list[i].word;
  drawTable(
    flow,
    [
      { header: t("early_over"), width: 3, role: "serif" },
      { header: "G²", width: 1, align: "right", role: "mono" },
      { header: t("late_over"), width: 3, role: "serif" },
      { header: "G²", width: 1, align: "right", role: "mono" },
    ],
    Array.from({ length: n }, (_, i) => [
      cell(k.early_over, i, false),
      cell(k.early_over, i, true),
      cell(k.late_over, i, false),
      cell(k.late_over, i, true),
    ]),
  );
}

function baseline(ctx: ReportContext, parent: Bookmark): void {
  const { t, num, flow, model } = ctx;
  const { style } = model.views;
  const b = style.baseline_diagnostics as {
    low_power?: boolean;
    mean_lag1_rho?: number | null;
    acf_critical?: number | null;
    runs_flagged?: string[];
  };
  flow.heading(t("section_baseline"), parent, 16);
  // The same captions as the dashboard: the words follow the value and significance of ρ.
  const text = `${lagCaption(b, t, ctx.ui)}${b.low_power ? " " + t("baseline_low_power") : ""}`;
  flow.paragraph(plainSpaces(text), { size: 9 });
  flow.paragraph(plainSpaces(runsCaption(b, t)), META);
  if (style.redundant_features.length > 0) {
    flow.paragraph(
      `${t("redundant_features")}: ${
        style.redundant_features.map((r) =>
          `${runtimeLabel(t, `feature_${r.a}`)} ~ ${runtimeLabel(t, `feature_${r.b}`)} (ρ ${
            num(r.rho, 2)
          })`
        ).join(" · ")
      }`,
      META,
    );
  }
}

/**
 * Renders the structure section.
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * structureSection(ctx); // trends, change points, shifts, keyness
 * ```
 */
export function structureSection(ctx: ReportContext): void {
  const { t, flow, model } = ctx;
  const s = structuralOf(model.views.style);
  const mark = flow.section(t("tab_structure"));
  flow.paragraph(t("guide_structure"), { size: 9, colour: INK.muted });
  trends(ctx, mark, s);
  changepoints(ctx, mark, s);
  shifts(ctx, mark, s);
  keyness(ctx, mark, s);
  baseline(ctx, mark);
}
