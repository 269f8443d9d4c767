/**
 * The rhythm, heatmap and dimension charts of the report, redrawn as vector graphics from the
 * same data as the dashboard's Rhythm and Style tabs.
 *
 * The heatmap keeps cells at least {@linkcode MIN_CELL} mm wide: a long book is split into
 * blocks of consecutive chapters (balanced sizes), each with its own chapter numbers, running
 * over as many pages as needed; each block gets an outline entry.
 *
 * @module
 */

import { STYLE_FEATURES } from "../../../features/feature_ids.ts";
import { OKABE_ITO } from "../../charts/palette.ts";
import { drawBarChart } from "../draw/bars.ts";
import {
  drawHeatmapBlock,
  heatmapBlockHeight,
  heatmapLegend,
  splitEvenly,
} from "../draw/heatmap.ts";
import { drawLegend, legendHeight, swatchCircle, swatchFill, swatchLine } from "../draw/legend.ts";
import { BAND_FILL, drawLineChart } from "../draw/line.ts";
import { label, lineHeight, measureWith } from "../draw/style.ts";
import type { Bookmark } from "../writer.ts";
import { chartBlock, emptyChart, GUIDE, STYLE, tickFormat } from "./chart_block.ts";
import type { ReportContext } from "./context.ts";
import { INK, PAGE } from "./flow.ts";
import { runtimeLabel } from "../../labels/packs.ts";

/** Narrowest heatmap cell in mm before the chapters are split into blocks. */
export const MIN_CELL = 2.6;
/** Widest heatmap cell in mm (few chapters). */
const MAX_CELL = 9;
const ROW = 3.6;
const DASH = [1.2, 0.8] as const;

/**
 * Draws the sentence rhythm chart.
 *
 * @example
 * ```ts
 * import type { Bookmark } from "../writer.ts";
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext, charts: Bookmark;
 * rhythmChart(ctx, charts); // the sentence rhythm chart
 * ```
 */
export function rhythmChart(ctx: ReportContext, parent: Bookmark): void {
  const { t, num, model } = ctx;
  const { style, figures } = model.views;
  const title = t("section_rhythm");
  const values = model.chapters.map((c) => (c.sentences > 0 ? c.asl : null));
  if (!values.some((v) => v !== null)) return emptyChart(ctx, parent, title);
  const band = figures.chapterAslBand;
  const median = figures.chapterAslMedian;
  const legend = [
    ...(band ? [{ swatch: swatchFill(BAND_FILL), text: t("band") }] : []),
    ...(median !== null ? [{ swatch: swatchLine("#000000", DASH), text: t("median") }] : []),
    ...(band
      ? [{ swatch: swatchCircle(OKABE_ITO.vermillion, true), text: t("outside_band") }]
      : []),
  ];
  chartBlock(
    ctx,
    parent,
    title,
    t("guide_rhythm", { z: num(style.meta.z_mild, 1) }),
    64,
    (box) =>
      drawLineChart(ctx.w, STYLE, box, {
        numbers: model.chapters.map((c) => c.number),
        values,
        band,
        median,
        format: tickFormat(ctx, 1),
        unit: t("unit_words_per_sentence"),
        legend,
      }),
  );
}

/**
 * Draws the chapter × feature heatmap, in blocks of chapters when the book is long.
 *
 * @example
 * ```ts
 * import type { Bookmark } from "../writer.ts";
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext, charts: Bookmark;
 * heatmapChart(ctx, charts); // the chapter × feature heatmap
 * ```
 */
export function heatmapChart(ctx: ReportContext, parent: Bookmark): void {
  const { t, flow, model, w } = ctx;
  const title = t("section_heatmap");
  const chapters = model.chapters;
  if (!chapters.some((c) => c.cells.some((cell) => cell.z !== null))) {
    return emptyChart(ctx, parent, title);
  }
  const rows = STYLE_FEATURES.map((f) => t(`feature_${f}`));
  const measure = measureWith(w, STYLE.role, STYLE.tickSize);
  const labelWidth = Math.min(48, 2 + Math.max(...rows.map(measure)));
  const avail = flow.width - labelWidth - 2;
  const blocks = splitEvenly(chapters.length, Math.floor(avail / MIN_CELL));
  const largest = Math.max(...blocks.map(([a, b]) => b - a));
  const cellWidth = Math.min(MAX_CELL, avail / largest);
  const legend = heatmapLegend(STYLE, {
    z: t("z_score"),
    strong: t("strong"),
    mild: t("mild"),
    fdr: t("fdr_selected"),
    unavailable: t("unavailable"),
  }, tickFormat(ctx, 0));
  const legendH = legendHeight(w, STYLE, legend, flow.width);
  const blockH = heatmapBlockHeight(STYLE, rows.length, ROW);
  const split = blocks.length > 1;
  const captionH = split ? lineHeight(STYLE.labelSize) + 0.5 : 0;
  let guide = t("guide_heatmap");
  if (split) guide += " " + t("heatmap_split", { n: largest });
  if (!model.views.style.meta.baselines_available) {
    guide += " " + t("baseline_unavailable", { min: model.views.style.meta.min_chapters });
  }
  const guideH = flow.paragraphHeight(guide, GUIDE) + 1.5;
  const mark = flow.heading(title, parent, guideH + legendH + 2 + captionH + blockH);
  flow.paragraph(guide, GUIDE);
  drawLegend(w, STYLE, legend, PAGE.left, flow.y, flow.width);
  flow.y += legendH + 2;
  for (const [from, to] of blocks) {
    flow.need(captionH + blockH + 2);
    const first = chapters[from].number;
    const last = chapters[to - 1].number;
    if (split) {
      const caption = t("heatmap_part", { from: first, to: last });
      flow.y += lineHeight(STYLE.labelSize);
      label(w, STYLE, caption, PAGE.left, flow.y - 0.8, { bold: true });
      flow.y += 0.5;
      w.bookmark(caption, mark);
    }
    flow.y += drawHeatmapBlock(w, STYLE, PAGE.left, flow.y, {
      rows,
      numbers: chapters.slice(from, to).map((c) => c.number),
      cell: (c, r) => chapters[from + c].cells[r],
      labelWidth,
      cellWidth,
      rowHeight: ROW,
    });
    flow.y += 3;
  }
  flow.y += 2;
}

/**
 * Draws the exploratory dimensions as small multiples (at most three panels), each followed
 * by its strongest loadings and the chapters beyond the threshold.
 *
 * @example
 * ```ts
 * import type { Bookmark } from "../writer.ts";
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext, charts: Bookmark;
 * dimensionsChart(ctx, charts); // up to three dimension panels
 * ```
 */
export function dimensionsChart(ctx: ReportContext, parent: Bookmark): void {
  const { t, num, flow, model, w } = ctx;
  const { style } = model.views;
  const title = t("section_dimensions");
  const dims = style.dimensions.slice(0, 3);
  if (dims.length === 0) return emptyChart(ctx, parent, title);
  const threshold = style.meta.dim_score_threshold;
  const numbers = model.chapters.map((c) => c.number);
  const guide = `${t("guide_dimensions")} ${
    t("help_dimensions", { n: style.dimensions.length, threshold: num(threshold, 1) })
  }`;
  const panel = 40;
  dims.forEach((d, k) => {
    const scores = numbers.map((n) => d.scores[String(n)] ?? null);
    const loadings = Object.entries(d.loadings)
      .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || a[0].localeCompare(b[0]))
      .slice(0, 4)
      .map(([f, v]) => `${runtimeLabel(t, `feature_${f}`)} ${num(v, 2)}`)
      .join(" · ");
    const flagged = d.flagged.length > 0
      ? ` · ${t("flags")} (${d.flagged.length}): ${d.flagged.map((n) => String(n)).join(", ")}`
      : "";
    const note = `${loadings}${flagged}`;
    const noteOptions = { ...GUIDE, size: 7.5, maxLines: 3 };
    const draw = (box: { x: number; y: number; w: number; h: number }) =>
      drawBarChart(w, STYLE, box, {
        numbers,
        values: scores,
        marked: scores.map((s) => s !== null && Math.abs(s) >= threshold),
        lines: [threshold, -threshold],
        symmetric: true,
        colours: { positive: OKABE_ITO.sky, negative: OKABE_ITO.sky, marked: OKABE_ITO.blue },
        format: tickFormat(ctx, 1),
        caption: t("dimension_share", { n: d.index, pct: ctx.share(d.variance) }),
        legend: k === 0
          ? [{ swatch: swatchLine("#000000", DASH), text: `± ${num(threshold, 1)}` }]
          : [],
      });
    const noteH = flow.paragraphHeight(note, noteOptions) + 1.5;
    if (k === 0) chartBlock(ctx, parent, title, guide, panel, draw);
    else {
      flow.need(panel + noteH);
      draw({ x: PAGE.left, y: flow.y, w: flow.width, h: panel });
      flow.y += panel + 1;
    }
    if (k === 0) flow.y -= 4;
    flow.paragraph(note, { ...noteOptions, colour: INK.muted });
    flow.gap(2);
  });
}
