/**
 * Exploratory dimensions as small multiples: one panel per dimension (at most three), a bar per
 * chapter in book order around a zero line, dashed lines at ± the threshold. Bars at or beyond
 * the threshold (the style view's `flagged` rule, |score| ≥ threshold) are darker and carry a
 * small triangle at their end, so the mark does not rely on colour.
 *
 * @module
 */

import type { SafeHtml } from "../html.ts";
import { chapterAxis, yAxis } from "./axis.ts";
import { legend } from "./legend.ts";
import { GREYS, OKABE_ITO } from "./palette.ts";
import { chapterNo, el, emptyChart, fmt, fmtText, isNum, svgFrame } from "./svg.ts";
import { linearScale, niceTicks } from "./scale.ts";

/** One dimension of {@linkcode DimensionsInput}. */
export interface DimensionSeries {
  /** 1-based component number, passed to `labels.dimension`. */
  readonly index: number;
  /** Share of the total variance, 0–1. */
  readonly variance: number;
  /** Scores by chapter number; chapters without a score leave a gap. */
  readonly scores: readonly { readonly chapter: number; readonly score: number }[];
}

/** Visible texts of {@linkcode dimensionsChart}. */
export interface DimensionsLabels {
  readonly title: string;
  readonly description: string;
  /** Panel caption from the dimension's number and its raw variance share (0–1), e.g.
   * (1, 0.4) → "Dimension 1 · 40 % of variance". The caller formats the share, with the same
   * function it uses wherever else the page prints it, so the two never round apart. */
  readonly dimension: (index: number, variance: number) => string;
  /** Legend text of the dashed threshold lines. */
  readonly threshold: string;
  readonly emptyText: string;
}

/** Input of {@linkcode dimensionsChart}. */
export interface DimensionsInput {
  readonly id: string;
  /** Panels top to bottom; only the first three are drawn. */
  readonly dimensions: readonly DimensionSeries[];
  /** Chapters in book order (the x axis of every panel). */
  readonly chapters: readonly { readonly number: number; readonly label: string }[];
  /** |score| at or above which a bar is marked; not finite or ≤ 0 draws no threshold. */
  readonly threshold: number;
  readonly labels: DimensionsLabels;
}

const WIDTH = 960;
const LEFT = 56;
const RIGHT = WIDTH - 16;
const PANEL_PLOT = 90;
const CAPTION = 26;
const PANEL_GAP = 12;
/** Panels drawn at most. */
const MAX_PANELS = 3;

/**
 * Renders the dimensions chart.
 *
 * @example
 * ```ts
 * dimensionsChart({
 *   id: "dims",
 *   dimensions: [{ index: 1, variance: 0.4, scores: [{ chapter: 1, score: 1.2 }, { chapter: 2, score: -2.8 }] }],
 *   chapters: [{ number: 1, label: "Chapter 1" }, { number: 2, label: "Chapter 2" }],
 *   threshold: 2.5,
 *   labels: { title: "Dimensions", description: "…", dimension: (i, v) => `Dimension ${i} · ${Math.round(v * 100)} % of variance`, threshold: "threshold", emptyText: "No data" },
 * });
 * ```
 */
export function dimensionsChart(input: DimensionsInput): SafeHtml {
  const { labels, chapters } = input;
  const frame = {
    kind: "dimensions",
    id: input.id,
    title: labels.title,
    description: labels.description,
  };
  const known = new Set(chapters.map((c) => chapterNo(c.number)));
  const panels = input.dimensions.slice(0, MAX_PANELS).map((d) => {
    const byChapter = new Map<number, number>();
    for (const s of d.scores) {
      const n = chapterNo(s.chapter);
      if (isNum(s.score) && known.has(n)) byChapter.set(n, s.score);
    }
    return { d, byChapter };
  });
  if (!panels.some((p) => p.byChapter.size > 0)) return emptyChart(frame, labels.emptyText);

  const threshold = isNum(input.threshold) && input.threshold > 0 ? input.threshold : null;
  const key = legend(
    threshold === null ? [] : [{
      swatch: el("path", { d: "M0 6H12", stroke: "#000", "stroke-dasharray": "3 2" }),
      text: labels.threshold,
    }],
    LEFT,
    8,
    RIGHT - LEFT,
  );
  const step = (RIGHT - LEFT) / chapters.length;
  const barWidth = Math.max(1, step * 0.7);
  const xOf = (i: number) => LEFT + (i + 0.5) * step;
  let top = key.height > 0 ? key.height + 16 : 8;
  const parts: (SafeHtml | null)[] = [key.markup];

  for (const { d, byChapter } of panels) {
    const caption = labels.dimension(d.index, isNum(d.variance) ? d.variance : 0);
    const plotTop = top + CAPTION;
    const plotBottom = plotTop + PANEL_PLOT;
    const extent = Math.max(threshold ?? 0, ...[...byChapter.values()].map(Math.abs));
    const ticks = niceTicks(-extent, extent);
    const y = linearScale(ticks.min, ticks.max, plotBottom, plotTop);
    const zero = y(0);
    const bars: SafeHtml[] = [];
    const beyondBars: SafeHtml[] = [];
    const markers: SafeHtml[] = [];
    chapters.forEach((c, i) => {
      const n = chapterNo(c.number);
      const score = byChapter.get(n);
      if (score === undefined) return;
      // A zero score still gets a 1-unit stub so it can be seen and clicked.
      const h = Math.max(1, Math.abs(y(score) - zero));
      const yTop = score >= 0 ? zero - h : zero;
      const bar = el(
        "rect",
        {
          class: "svc-hit",
          "data-chapter": n,
          x: xOf(i) - barWidth / 2,
          y: yTop,
          width: barWidth,
          height: h,
        },
        el("title", {}, `${c.label} · ${caption} · ${fmtText(score)}`),
      );
      const beyond = threshold !== null && Math.abs(score) >= threshold;
      (beyond ? beyondBars : bars).push(bar);
      if (beyond) {
        // A triangle 1 unit past the bar end, pointing away from zero.
        const base = score >= 0 ? yTop - 1 : yTop + h + 1;
        const half = Math.max(2.5, barWidth / 2);
        markers.push(el("path", {
          class: "svc-hit",
          "data-chapter": n,
          d: `M${fmt(xOf(i) - half)} ${fmt(base)}h${fmt(2 * half)}l${fmt(-half)} ${
            score >= 0 ? -4 : 4
          }z`,
        }));
      }
    });
    parts.push(
      el("text", { class: "svc-caption", x: LEFT, y: top + 12, "font-weight": "bold" }, caption),
      yAxis(ticks, y, LEFT, RIGHT),
      el("path", { class: "svc-zero", d: `M${LEFT} ${fmt(zero)}H${RIGHT}`, stroke: GREYS.text }),
      threshold === null ? null : el("path", {
        class: "svc-threshold",
        d: `M${LEFT} ${fmt(y(threshold))}H${RIGHT}M${LEFT} ${fmt(y(-threshold))}H${RIGHT}`,
        stroke: "#000",
        "stroke-dasharray": "6 4",
      }),
      el("g", { class: "svc-bars", fill: OKABE_ITO.sky }, bars),
      el("g", { class: "svc-beyond", fill: OKABE_ITO.blue }, beyondBars),
      el("g", { class: "svc-markers", fill: "#000", "pointer-events": "none" }, markers),
    );
    top = plotBottom + PANEL_GAP;
  }
  parts.push(chapterAxis(chapters.map((c) => chapterNo(c.number)), xOf, top + 6, 20));
  return svgFrame({ ...frame, width: WIDTH, height: top + 16 }, parts);
}
