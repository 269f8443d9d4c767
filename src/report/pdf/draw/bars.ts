/**
 * Per-chapter bar chart for {@linkcode PdfWriter}: one bar per chapter from zero, in book
 * order. Serves the dialogue share, words per scene and hook score (bars from zero with a
 * dashed book mean), the showing/telling balance (diverging, with the two directions named
 * right of the plot) and the exploratory dimensions (symmetric, dashed ± threshold).
 *
 * Marked bars take a second colour and a small triangle just past their end pointing at the
 * bar (shape, not only colour). A chapter without a value shows a short grey tick on the zero
 * line. Bars keep at least 0.15 mm width and 0.2 mm height, so 364 chapters still show.
 *
 * @module
 */

import { GREYS, OKABE_ITO } from "../../charts/palette.ts";
import { niceTicks } from "../../charts/scale.ts";
import type { PdfWriter } from "../writer.ts";
import { referenceLine } from "./axes.ts";
import { chapterFrame } from "./frame.ts";
import type { LegendItem } from "./legend.ts";
import {
  type Box,
  centredBaseline,
  type ChartStyle,
  finite,
  label,
  measureWith,
  triangle,
} from "./style.ts";

/** Input of {@linkcode drawBarChart}. */
export interface BarChartInput {
  /** Chapter numbers in book order. */
  readonly numbers: readonly number[];
  /** One value per chapter; null or non-finite draws a grey tick. */
  readonly values: readonly (number | null)[];
  /** Highlighted bars. */
  readonly marked?: readonly boolean[];
  /** Values of dashed horizontal lines (a mean, ± a threshold). */
  readonly lines?: readonly number[];
  /** Fixed top of the axis (e.g. 100 for percentages); taller bars are cut. */
  readonly max?: number;
  /** Axis symmetric around zero (diverging values). */
  readonly symmetric?: boolean;
  readonly colours?: {
    readonly positive?: string;
    readonly negative?: string;
    readonly marked?: string;
  };
  readonly format: (v: number) => string;
  readonly unit?: string;
  readonly caption?: string;
  readonly legend?: readonly LegendItem[];
  /** Names of the upward and downward direction, drawn right of the plot. */
  readonly directions?: { readonly up: string; readonly down: string };
}

/**
 * Draws the bar chart into `box`.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * import { CHART_STYLE } from "./style.ts";
 * declare const writer: PdfWriter;
 * drawBarChart(writer, CHART_STYLE, { x: 20, y: 40, w: 170, h: 50 },
 *   { numbers: [1, 2], values: [32.5, 71], lines: [45], max: 100, format: String, unit: "%" });
 * ```
 */
export function drawBarChart(
  w: PdfWriter,
  style: ChartStyle,
  box: Box,
  input: BarChartInput,
): void {
  const values = input.values.map((v) => (finite(v) ? v : null));
  const measured = values.filter((v): v is number => v !== null);
  const lines = (input.lines ?? []).filter(finite);
  const pool = [0, ...measured, ...lines];
  let ticks;
  if (input.symmetric) {
    const extent = Math.max(...pool.map(Math.abs));
    ticks = niceTicks(-extent, extent);
  } else {
    const top = finite(input.max) && input.max > 0 ? input.max : Math.max(...pool);
    ticks = niceTicks(Math.min(...pool), top);
  }
  const positive = input.colours?.positive ?? OKABE_ITO.blue;
  const negative = input.colours?.negative ?? positive;
  const markedColour = input.colours?.marked ?? OKABE_ITO.orange;
  let right = 1;
  if (input.directions) {
    const measure = measureWith(w, style.boldRole, style.labelSize);
    right = 4.5 + Math.max(measure(input.directions.up), measure(input.directions.down));
  }
  const frame = chapterFrame(w, style, box, {
    numbers: input.numbers,
    ticks,
    format: input.format,
    legend: input.legend,
    caption: input.caption,
    unit: input.unit,
    right,
  });
  const { plot, xOf, step, y } = frame;
  const clampY = (v: number) => y(Math.max(ticks.min, Math.min(ticks.max, v)));
  const zero = clampY(0);
  const barWidth = Math.max(0.15, step * 0.72);
  const half = Math.min(1.1, Math.max(0.5, barWidth / 2));

  values.forEach((v, i) => {
    const x = xOf(i) - barWidth / 2;
    if (v === null) {
      w.fillColor(GREYS.missing);
      w.rect(x, zero - 0.15, barWidth, 0.3, "F");
      return;
    }
    const h = Math.max(0.2, Math.abs(clampY(v) - zero));
    const yTop = v >= 0 ? zero - h : zero;
    const marked = input.marked?.[i] === true;
    w.fillColor(marked ? markedColour : v >= 0 ? positive : negative);
    w.rect(x, yTop, barWidth, h, "F");
    if (marked) {
      if (v >= 0) triangle(w, xOf(i), yTop - 0.3, half, 1.3, "#000000");
      else triangle(w, xOf(i), yTop + h + 0.3, half, -1.3, "#000000");
    }
  });

  w.strokeColor(GREYS.text);
  w.lineWidth(style.hairline);
  w.line(plot.x, zero, plot.x + plot.w, zero);
  for (const v of lines) referenceLine(w, style, plot, clampY(v));

  if (input.directions) {
    const x = plot.x + plot.w + 1.5;
    triangle(w, x + 1, plot.y + 0.2, 1, -1.6, positive);
    label(w, style, input.directions.up, x + 3, centredBaseline(plot.y + 1, style.labelSize), {
      bold: true,
    });
    const bottom = plot.y + plot.h;
    triangle(w, x + 1, bottom - 0.2, 1, 1.6, negative);
    label(w, style, input.directions.down, x + 3, centredBaseline(bottom - 1, style.labelSize), {
      bold: true,
    });
  }
}
