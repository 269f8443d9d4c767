/**
 * The frame of a per-chapter chart: an optional bold caption, the legend, the unit of the
 * value axis, the value axis with grid lines, and the thinned chapter axis under the plot —
 * all inside one box. Line, bar and strip charts draw their marks into the returned plot.
 *
 * Layout from the top of the box: caption, legend, unit line, plot, chapter numbers. The value
 * axis labels take what they need on the left; `right` reserves room on the right (e.g. for
 * direction names).
 *
 * @module
 */

import { linearScale, type Ticks } from "../../charts/scale.ts";
import type { PdfWriter } from "../writer.ts";
import { drawChapterAxis, drawValueAxis, valueAxisWidth } from "./axes.ts";
import { drawLegend, legendHeight, type LegendItem } from "./legend.ts";
import { type Box, type ChartStyle, label, lineHeight, measureWith } from "./style.ts";
import { fitText } from "../../text_fit.ts";

/** What {@linkcode chapterFrame} needs. */
export interface FrameSpec {
  /** Chapter numbers in book order (the columns). */
  readonly numbers: readonly number[];
  /** Value axis ticks; the plot spans ticks.min … ticks.max. */
  readonly ticks: Ticks;
  /** Formats tick values. */
  readonly format: (v: number) => string;
  readonly legend?: readonly LegendItem[];
  /** Bold caption above everything (a panel title). */
  readonly caption?: string;
  /** Unit of the value axis, written above the tick labels. */
  readonly unit?: string;
  /** Room in mm to keep free right of the plot. */
  readonly right?: number;
  /** Draw the chapter numbers under the plot (default true). */
  readonly chapterAxis?: boolean;
}

/** The plot area and its scales. */
export interface ChapterFrame {
  readonly plot: Box;
  /** Centre x of column i. */
  readonly xOf: (i: number) => number;
  /** Column width in mm. */
  readonly step: number;
  /** Value → y in mm. */
  readonly y: (v: number) => number;
}

/** Height in mm of the chapter number row under a plot. */
function chapterAxisHeight(style: ChartStyle): number {
  return lineHeight(style.tickSize) + 0.6;
}

/**
 * Draws the frame into `box` and returns the plot geometry.
 *
 * @example
 * ```ts
 * import { niceTicks } from "../../charts/scale.ts";
 * import type { PdfWriter } from "../writer.ts";
 * import { CHART_STYLE } from "./style.ts";
 * declare const writer: PdfWriter;
 * const f = chapterFrame(writer, CHART_STYLE, { x: 20, y: 40, w: 170, h: 60 },
 *   { numbers: [1, 2, 3], ticks: niceTicks(0, 30), format: String, unit: "words" });
 * writer.circle(f.xOf(0), f.y(12), 0.6, "F"); // a dot for chapter 1 at 12 words
 * ```
 */
export function chapterFrame(
  w: PdfWriter,
  style: ChartStyle,
  box: Box,
  spec: FrameSpec,
): ChapterFrame {
  let top = box.y;
  if (spec.caption) {
    const measure = measureWith(w, style.boldRole, style.labelSize);
    top += lineHeight(style.labelSize);
    label(w, style, fitText(spec.caption, box.w, measure), box.x, top - 0.9, { bold: true });
  }
  const items = spec.legend ?? [];
  if (items.length > 0) {
    const h = legendHeight(w, style, items, box.w);
    drawLegend(w, style, items, box.x, top + 0.4, box.w);
    top += h + 1.8;
  }
  const left = valueAxisWidth(w, style, spec.ticks, spec.format);
  if (spec.unit) {
    const measure = measureWith(w, style.role, style.tickSize);
    top += lineHeight(style.tickSize);
    label(w, style, fitText(spec.unit, box.w, measure), box.x, top - 0.8, {
      size: style.tickSize,
    });
  }
  top += 1.2; // the top tick label is centred on the top grid line: leave it half a line
  const axis = spec.chapterAxis === false ? 0 : chapterAxisHeight(style);
  const plot: Box = {
    x: box.x + left,
    y: top,
    w: Math.max(1, box.w - left - (spec.right ?? 1)),
    h: Math.max(1, box.y + box.h - axis - 1 - top),
  };
  const n = Math.max(1, spec.numbers.length);
  const step = plot.w / n;
  const xOf = (i: number) => plot.x + (i + 0.5) * step;
  const y = linearScale(spec.ticks.min, spec.ticks.max, plot.y + plot.h, plot.y);
  drawValueAxis(w, style, plot, spec.ticks, y, spec.format);
  if (spec.chapterAxis !== false) {
    const baseline = plot.y + plot.h + lineHeight(style.tickSize);
    drawChapterAxis(w, style, spec.numbers, xOf, baseline, box.x, box.x + box.w);
  }
  return { plot, xOf, step, y };
}
