/**
 * Rhythm chart: average sentence length per chapter in book order, as a line with dots, the
 * book's usual range as a shaded band and its median as a dashed line. Chapters outside the
 * band get a larger hollow ring (shape, not only colour). Above 150 chapters only those rings
 * are drawn; an invisible column-wide hit rect per chapter keeps tooltips and clicks working.
 *
 * @module
 */

import type { SafeHtml } from "../html.ts";
import { axisTitle, chapterAxis, yAxis } from "./axis.ts";
import { legend, type LegendItem } from "./legend.ts";
import { OKABE_ITO } from "./palette.ts";
import { chapterNo, el, emptyChart, fmt, fmtText, isNum, svgFrame } from "./svg.ts";
import { linearScale, niceTicks } from "./scale.ts";

/** One chapter of {@linkcode RhythmInput}. */
export interface RhythmChapter {
  /** Chapter number (integer), written to `data-chapter`. */
  readonly number: number;
  /** Display label, e.g. "Chapter 3". */
  readonly label: string;
  /** Average sentence length; null when not measured. */
  readonly value: number | null;
}

/** Visible texts of {@linkcode rhythmChart}. */
export interface RhythmLabels {
  readonly title: string;
  readonly description: string;
  /** Value axis title, also used in the default tooltip. */
  readonly yAxis: string;
  /** Legend text of the shaded band. */
  readonly band: string;
  /** Legend text of the dashed median line; no legend entry without it. */
  readonly median?: string;
  /** Text shown instead of a chart when nothing is measured. */
  readonly emptyText: string;
  /** Tooltip of one measured chapter; default "LABEL · Y-AXIS VALUE". */
  readonly point?: (c: RhythmChapter) => string;
}

/** Input of {@linkcode rhythmChart}. */
export interface RhythmInput {
  /** Id prefix for the title/desc ids. */
  readonly id: string;
  /** Chapters in book order. */
  readonly chapters: readonly RhythmChapter[];
  /** The usual range [lo, hi]; null draws no band and marks no dot. */
  readonly band: readonly [number, number] | null;
  /** Dashed line; null draws none. */
  readonly median: number | null;
  readonly labels: RhythmLabels;
}

const WIDTH = 960;
const LEFT = 64;
const RIGHT = WIDTH - 16;
const PLOT_HEIGHT = 220;
/** Above this many chapters only out-of-band dots are drawn (the line carries the rest). */
const RHYTHM_DOT_LIMIT = 150;

/**
 * Renders the rhythm chart.
 *
 * @example
 * ```ts
 * rhythmChart({
 *   id: "rhythm",
 *   chapters: [{ number: 1, label: "Chapter 1", value: 12.4 }, { number: 2, label: "Chapter 2", value: 20 }],
 *   band: [10, 15],
 *   median: 12.5,
 *   labels: { title: "Rhythm", description: "…", yAxis: "Average sentence length", band: "usual range", emptyText: "No data" },
 * });
 * ```
 */
export function rhythmChart(input: RhythmInput): SafeHtml {
  const { labels, chapters } = input;
  const frame = {
    kind: "rhythm",
    id: input.id,
    title: labels.title,
    description: labels.description,
  };
  const values = chapters.map((c) => (isNum(c.value) ? c.value : null));
  const measured = values.filter((v): v is number => v !== null);
  if (measured.length === 0) return emptyChart(frame, labels.emptyText);

  const band = input.band && isNum(input.band[0]) && isNum(input.band[1])
    ? [Math.min(input.band[0], input.band[1]), Math.max(input.band[0], input.band[1])]
    : null;
  const median = isNum(input.median) ? input.median : null;
  const domain = [...measured, ...(band ?? []), ...(median === null ? [] : [median])];
  const ticks = niceTicks(Math.min(...domain), Math.max(...domain));

  const items: LegendItem[] = [];
  if (band) {
    items.push({
      swatch: el("rect", { width: 12, height: 12, fill: OKABE_ITO.sky, "fill-opacity": 0.3 }),
      text: labels.band,
    });
  }
  if (median !== null && labels.median) {
    items.push({
      swatch: el("path", { d: "M0 6H12", stroke: "#000", "stroke-dasharray": "3 2" }),
      text: labels.median,
    });
  }
  const key = legend(items, LEFT, 8, RIGHT - LEFT);
  const top = key.height > 0 ? key.height + 20 : 12;
  const bottom = top + PLOT_HEIGHT;
  const y = linearScale(ticks.min, ticks.max, bottom, top);
  const step = (RIGHT - LEFT) / chapters.length;
  const xOf = (i: number) => LEFT + (i + 0.5) * step;

  let line = "";
  let pen = false;
  values.forEach((v, i) => {
    if (v === null) {
      pen = false; // a missing chapter breaks the line
      return;
    }
    line += `${pen ? "L" : "M"}${fmt(xOf(i))} ${fmt(y(v))}`;
    pen = true;
  });

  const outside = (v: number) => band !== null && (v < band[0] || v > band[1]);
  const dots: SafeHtml[] = [];
  const rings: SafeHtml[] = [];
  const hits: SafeHtml[] = [];
  values.forEach((v, i) => {
    if (v === null) return;
    const c = chapters[i];
    const n = chapterNo(c.number);
    const mark = { class: "svc-hit", "data-chapter": n, cx: xOf(i), cy: y(v) };
    if (outside(v)) rings.push(el("circle", { ...mark, r: 5 }));
    else if (chapters.length <= RHYTHM_DOT_LIMIT) dots.push(el("circle", { ...mark, r: 3 }));
    const tip = labels.point ? labels.point(c) : `${c.label} · ${labels.yAxis} ${fmtText(v)}`;
    hits.push(el(
      "rect",
      {
        class: "svc-hit",
        "data-chapter": n,
        x: LEFT + i * step,
        y: top,
        width: Math.max(step, 1),
        height: PLOT_HEIGHT,
      },
      el("title", {}, tip),
    ));
  });

  return svgFrame({ ...frame, width: WIDTH, height: bottom + 30 }, [
    key.markup,
    band
      ? el("rect", {
        class: "svc-band",
        x: LEFT,
        y: y(band[1]),
        width: RIGHT - LEFT,
        height: y(band[0]) - y(band[1]),
        fill: OKABE_ITO.sky,
        "fill-opacity": 0.3,
      })
      : null,
    yAxis(ticks, y, LEFT, RIGHT),
    axisTitle(labels.yAxis, 16, (top + bottom) / 2, true),
    median === null ? null : el("path", {
      class: "svc-median",
      d: `M${LEFT} ${fmt(y(median))}H${RIGHT}`,
      stroke: "#000",
      "stroke-dasharray": "6 4",
    }),
    el("path", {
      class: "svc-line",
      d: line,
      fill: "none",
      stroke: OKABE_ITO.blue,
      "stroke-width": 1.5,
    }),
    // Marks ignore the pointer; the invisible hit rects on top carry tooltips and clicks.
    el("g", { class: "svc-dots", fill: OKABE_ITO.blue, "pointer-events": "none" }, dots),
    el("g", {
      class: "svc-out",
      fill: "#FFF",
      stroke: OKABE_ITO.vermillion,
      "stroke-width": 2,
      "pointer-events": "none",
    }, rings),
    el("g", { class: "svc-hits", fill: "#000", "fill-opacity": 0 }, hits),
    chapterAxis(chapters.map((c) => chapterNo(c.number)), xOf, bottom + 18, 20),
  ]);
}
