/**
 * Chart axes for {@linkcode PdfWriter}: a value axis (grid lines across the plot and tick
 * labels right-aligned left of it) and a chapter axis whose labels are thinned by their
 * measured width so that no two labels ever overlap, however many chapters there are.
 *
 * Ticks come from the dashboard's `niceTicks` (src/report/charts/scale.ts); the caller formats
 * tick values (for example with the dashboard's `formatNumber` in the interface language).
 *
 * @module
 */

import type { Ticks } from "../../charts/scale.ts";
import type { PdfWriter } from "../writer.ts";
import { type Box, centredBaseline, type ChartStyle, label, measureWith } from "./style.ts";

/** Label steps tried for chapter axes, smallest first. */
const STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000];

/**
 * Width in mm that the tick labels of a value axis need left of the plot (labels plus gap).
 *
 * @example
 * ```ts
 * import { niceTicks } from "../../charts/scale.ts";
 * import type { PdfWriter } from "../writer.ts";
 * import { CHART_STYLE } from "./style.ts";
 * declare const writer: PdfWriter;
 * valueAxisWidth(writer, CHART_STYLE, niceTicks(0, 30), String); // ≈ 3.7 (standard fonts)
 * ```
 */
export function valueAxisWidth(
  w: PdfWriter,
  style: ChartStyle,
  ticks: Ticks,
  format: (v: number) => string,
): number {
  const measure = measureWith(w, style.role, style.tickSize);
  return Math.max(0, ...ticks.values.map((v) => measure(format(v)))) + style.labelGap;
}

/**
 * Grid lines at every tick across the plot and the tick labels right-aligned left of it.
 *
 * @example
 * ```ts
 * import { linearScale, niceTicks } from "../../charts/scale.ts";
 * import type { PdfWriter } from "../writer.ts";
 * import { CHART_STYLE } from "./style.ts";
 * declare const writer: PdfWriter;
 * const plot = { x: 30, y: 40, w: 160, h: 50 };
 * const t = niceTicks(0, 30); // ticks 0, 10, 20, 30
 * drawValueAxis(writer, CHART_STYLE, plot, t, linearScale(t.min, t.max, 90, 40), String);
 * ```
 */
export function drawValueAxis(
  w: PdfWriter,
  style: ChartStyle,
  plot: Box,
  ticks: Ticks,
  y: (v: number) => number,
  format: (v: number) => string,
): void {
  w.strokeColor(style.grid);
  w.lineWidth(style.hairline);
  w.dash(null);
  for (const v of ticks.values) w.line(plot.x, y(v), plot.x + plot.w, y(v));
  for (const v of ticks.values) {
    label(w, style, format(v), plot.x - style.labelGap, centredBaseline(y(v), style.tickSize), {
      align: "right",
      size: style.tickSize,
    });
  }
}

/**
 * Which chapter positions get a label: the step is the smallest of 1, 2, 5, 10, 20, 25, 50 …
 * whose spacing leaves room for the widest label; labelled are the first position and the
 * chapters whose number is a multiple of the step (skipping one closer than half a step to the
 * first). A final pass drops any label that would touch its left neighbour or leave [x0, x1],
 * so labels never overlap.
 *
 * @example
 * ```ts
 * chapterTicks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], (i) => i * 2, () => 3, 1, -10, 100);
 * // [0, 4, 9] (step 5: chapters 1, 5 and 10)
 * ```
 */
export function chapterTicks(
  numbers: readonly number[],
  xOf: (i: number) => number,
  widthOf: (text: string) => number,
  gap: number,
  x0: number,
  x1: number,
): number[] {
  const n = numbers.length;
  if (n === 0) return [];
  const widest = Math.max(...numbers.map((v) => widthOf(String(v))));
  const pitch = n > 1 ? Math.abs(xOf(n - 1) - xOf(0)) / (n - 1) : Infinity;
  const step = STEPS.find((s) => s * pitch >= widest + gap) ?? STEPS[STEPS.length - 1];
  const kept: number[] = [];
  let lastRight = -Infinity;
  for (let i = 0; i < n; i++) {
    // After the first label, multiples of the step; a multiple less than half a step after the
    // first label is skipped so that "53 55 60" reads "53 60".
    if (i !== 0 && step > 1 && (numbers[i] % step !== 0 || numbers[i] - numbers[0] < step / 2)) {
      continue;
    }
    const half = widthOf(String(numbers[i])) / 2;
    const left = xOf(i) - half;
    const right = xOf(i) + half;
    if (left < x0 - 1e-9 || right > x1 + 1e-9 || left < lastRight + gap) continue;
    kept.push(i);
    lastRight = right;
  }
  return kept;
}

/**
 * Chapter numbers centred on `xOf(i)` at baseline `y`, thinned by {@linkcode chapterTicks}
 * within [x0, x1]. Returns the label indices drawn.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * import { CHART_STYLE } from "./style.ts";
 * declare const writer: PdfWriter;
 * drawChapterAxis(writer, CHART_STYLE, [1, 2, 3], (i) => 30 + i * 10, 120, 20, 190); // [0, 1, 2]
 * ```
 */
export function drawChapterAxis(
  w: PdfWriter,
  style: ChartStyle,
  numbers: readonly number[],
  xOf: (i: number) => number,
  y: number,
  x0: number,
  x1: number,
): number[] {
  const measure = measureWith(w, style.role, style.tickSize);
  const kept = chapterTicks(numbers, xOf, measure, style.labelGap * 1.5, x0, x1);
  for (const i of kept) {
    label(w, style, String(numbers[i]), xOf(i), y, { align: "center", size: style.tickSize });
  }
  return kept;
}

/**
 * A horizontal reference line across the plot (dashed by default), e.g. a median or a mean.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * import { CHART_STYLE } from "./style.ts";
 * declare const writer: PdfWriter;
 * referenceLine(writer, CHART_STYLE, { x: 30, y: 40, w: 160, h: 50 }, 62.5); // dashed at y 62.5
 * ```
 */
export function referenceLine(
  w: PdfWriter,
  style: ChartStyle,
  plot: Box,
  y: number,
  options: { colour?: string; dash?: readonly number[] | null } = {},
): void {
  w.strokeColor(options.colour ?? "#000000");
  w.lineWidth(style.hairline * 1.5);
  w.dash(options.dash === undefined ? [1.2, 0.8] : options.dash);
  w.line(plot.x, y, plot.x + plot.w, y);
  w.dash(null);
}
