/**
 * The style section: the chapter × feature heatmap of z*, the FDR-selected cells with their
 * effect labels, and the exploratory dimensions.
 *
 * @module
 */

import { STYLE_FEATURES } from "../../../features/feature_ids.ts";
import { dimensionsChart } from "../../charts/dimensions.ts";
import { heatmapChart } from "../../charts/heatmap.ts";
import { html, type SafeHtml } from "../../html.ts";
import { chapterLabel, type SectionContext } from "./context.ts";
import { runtimeLabel } from "../../labels/packs.ts";

/** Longest list rendered in full; the rest is counted. */
const MAX_ROWS = 200;

function flaggedCells(ctx: SectionContext): SafeHtml {
  const { t, num } = ctx;
  const { style } = ctx.model.views;
  const cells = ctx.model.flaggedCells;
  const help = t("help_fdr", {
    q: num(style.meta.fdr_q, 3),
    method: style.meta.fdr_method.toUpperCase(),
    expected: num(style.meta.expected_false_positives, 2),
  });
  if (cells.length === 0) {
    return html`
      <p class="meta">${help}</p>
      <p class="empty">${t("none_found")}</p>
    `;
  }
  const rows = cells.slice(0, MAX_ROWS).map((c) =>
    html`
      <tr class="row" data-chapter="${c.chapter}" tabindex="0">
        <td>${chapterLabel(ctx, { number: c.chapter, title: titleOf(ctx, c.chapter) })}</td>
        <td>${t(`feature_${c.feature}`)}</td>
        <td class="num">${num(c.z, 2)}</td>
        <td>${c.effect ? runtimeLabel(t, `effect_${c.effect}`) : "–"}</td>
      </tr>
    `
  );
  return html`
    <p class="meta">${help}</p><table>
      <thead>
        <tr>
          <th>${t("chapter")}</th>
          <th>${t("feature")}</th>
          <th class="num">${t("z_score")}</th>
          <th>${t("effect")}</th>
        </tr>
      </thead>
      <tbody>${rows}</tbody>
    </table>${cells.length > MAX_ROWS
      ? html`<p class="meta">${t("more_hidden", { n: cells.length - MAX_ROWS })}</p>`
      : ""}
  `;
}

function titleOf(ctx: SectionContext, number: number): string {
  return ctx.model.chapters.find((c) => c.number === number)?.title ?? "";
}

/**
 * Renders the style section.
 *
 * @example
 * ```ts
 * import type { SectionContext } from "./context.ts";
 * declare const ctx: SectionContext;
 * styleSection(ctx).value.includes("svc-chart-heatmap"); // true
 * ```
 */
export function styleSection(ctx: SectionContext): SafeHtml {
  const { t, num } = ctx;
  const { style } = ctx.model.views;
  const heatmap = heatmapChart({
    id: "chart-heatmap",
    features: STYLE_FEATURES.map((id) => ({ id, label: t(`feature_${id}`) })),
    chapters: ctx.model.chapters.map((c) => ({ number: c.number, label: chapterLabel(ctx, c) })),
    cells: ctx.model.chapters.map((c) =>
      c.cells.map((cell) => ({ z: cell.z, level: cell.level, fdr: cell.fdr }))
    ),
    labels: {
      title: t("section_heatmap"),
      description: t("guide_heatmap"),
      strong: t("strong"),
      mild: t("mild"),
      fdr: t("fdr_selected"),
      unavailable: t("unavailable"),
      emptyText: t("none_found"),
    },
  });
  const dims = style.dimensions;
  const dimensions = dims.length === 0
    ? html`<p class="empty">${t("none_found")}</p>`
    : html`<div class="chart">${
      dimensionsChart({
        id: "chart-dimensions",
        dimensions: dims.map((d) => ({
          index: d.index,
          variance: d.variance,
          scores: Object.entries(d.scores).map(([k, score]) => ({ chapter: Number(k), score })),
        })),
        chapters: ctx.model.chapters.map((c) => ({
          number: c.number,
          label: chapterLabel(ctx, c),
        })),
        threshold: style.meta.dim_score_threshold,
        labels: {
          title: t("section_dimensions"),
          description: t("guide_dimensions"),
          dimension: (index: number, variance: number) =>
            t("dimension_share", { n: index, pct: ctx.share(variance) }),
          threshold: `± ${num(style.meta.dim_score_threshold, 1)}`,
          emptyText: t("none_found"),
        },
      })
    }</div>${dims.map((d) => dimensionLoadings(ctx, d))}`;
  return html`<p class="guide">${t("guide_heatmap")}</p>
${
    style.meta.baselines_available
      ? ""
      : html`<p class="empty">${t("baseline_unavailable", { min: style.meta.min_chapters })}</p>`
  }
<div class="chart">${heatmap}</div>
<h3>${t("section_flagged_cells")}</h3>${flaggedCells(ctx)}
<h3>${t("section_dimensions")}</h3><p class="guide">${t("guide_dimensions")} ${
    t("help_dimensions", { n: dims.length, threshold: num(style.meta.dim_score_threshold, 1) })
  }</p>${dimensions}`;
}

function dimensionLoadings(
  ctx: SectionContext,
  d: { index: number; variance: number; loadings: Record<string, number>; flagged: number[] },
): SafeHtml {
  const { t, num } = ctx;
  const top = Object.entries(d.loadings)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || a[0].localeCompare(b[0]))
    .slice(0, 4);
  return html`<p class="meta">${
    t("dimension_share", { n: d.index, pct: ctx.share(d.variance) })
  }: ${
    top.map(([f, w]) =>
      html`<span class="chip">${runtimeLabel(t, `feature_${f}`)}<b>${num(w, 2)}</b></span>`
    )
  } ${
    d.flagged.length > 0
      ? html`· ${t("flags")}: ${
        d.flagged.map((n) =>
          html`<button type="button" class="chip svc-hit" data-chapter="${n}">${n}</button>`
        )
      }`
      : ""
  }</p>`;
}
