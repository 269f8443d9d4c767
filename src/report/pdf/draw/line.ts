/**
 * Per-chapter line chart for {@linkcode PdfWriter} (the rhythm chart): the values as a line in
 * book order, a missing chapter breaking the line; an optional shaded band (the usual range)
 * and a dashed median. Values outside the band get a ring (shape, not only colour); the other
 * values get a small dot while there are at most `dotLimit` chapters, above that the line
 * alone carries them (as on the dashboard).
 *
 * @module
 */

import { OKABE_ITO } from "../../charts/palette.ts";
import { niceTicks } from "../../charts/scale.ts";
import type { PdfWriter } from "../writer.ts";
import { referenceLine } from "./axes.ts";
import { chapterFrame } from "./frame.ts";
import type { LegendItem } from "./legend.ts";
import { type Box, type ChartStyle, finite, tint } from "./style.ts";

/** Input of {@linkcode drawLineChart}. */
export interface LineChartInput {
  readonly numbers: readonly number[];
  /** One value per chapter; null or non-finite breaks the line. */
  readonly values: readonly (number | null)[];
  /** Usual range [low, high]; null draws no band and rings nothing. */
  readonly band?: readonly [number, number] | null;
  readonly median?: number | null;
  readonly format: (v: number) => string;
  readonly unit?: string;
  readonly caption?: string;
  readonly legend?: readonly LegendItem[];
  /** Dots on in-band values up to this many chapters (default 150). */
  readonly dotLimit?: number;
}

/** Fill of the band: Okabe–Ito sky blue at 30 % over white, as on the dashboard. */
export const BAND_FILL = tint(OKABE_ITO.sky, 0.3);

/**
 * Draws the line chart into `box`.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * import { CHART_STYLE } from "./style.ts";
 * declare const writer: PdfWriter;
 * drawLineChart(writer, CHART_STYLE, { x: 20, y: 40, w: 170, h: 60 },
 *   { numbers: [1, 2, 3], values: [12, 18, 14], band: [11, 16], median: 13.5, format: String });
 * ```
 */
export function drawLineChart(
  w: PdfWriter,
  style: ChartStyle,
  box: Box,
  input: LineChartInput,
): void {
  const values = input.values.map((v) => (finite(v) ? v : null));
  const measured = values.filter((v): v is number => v !== null);
  const band = input.band && finite(input.band[0]) && finite(input.band[1])
    ? [Math.min(input.band[0], input.band[1]), Math.max(input.band[0], input.band[1])]
    : null;
  const median = finite(input.median) ? input.median : null;
  const pool = [...measured, ...(band ?? []), ...(median === null ? [] : [median])];
  const ticks = pool.length > 0 ? niceTicks(Math.min(...pool), Math.max(...pool)) : niceTicks(0, 1);
  const frame = chapterFrame(w, style, box, {
    numbers: input.numbers,
    ticks,
    format: input.format,
    legend: input.legend,
    caption: input.caption,
    unit: input.unit,
  });
  const { plot, xOf, y } = frame;
  if (band) {
    w.fillColor(BAND_FILL);
    w.rect(plot.x, y(band[1]), plot.w, y(band[0]) - y(band[1]), "F");
  }
  if (median !== null) referenceLine(w, style, plot, y(median));

  w.strokeColor(OKABE_ITO.blue);
  w.lineWidth(style.stroke);
  w.dash(null);
  let run: [number, number][] = [];
  const flush = () => {
    if (run.length === 1) {
      w.fillColor(OKABE_ITO.blue);
      w.circle(run[0][0], run[0][1], style.stroke, "F");
    } else w.polyline(run);
    run = [];
  };
  values.forEach((v, i) => {
    if (v === null) {
      if (run.length > 0) flush();
      return;
    }
    run.push([xOf(i), y(v)]);
  });
  if (run.length > 0) flush();

  const n = values.length;
  const dots = n <= (input.dotLimit ?? 150);
  const r = Math.max(0.35, Math.min(0.9, frame.step * 0.25));
  values.forEach((v, i) => {
    if (v === null) return;
    const outside = band !== null && (v < band[0] || v > band[1]);
    if (outside) {
      w.strokeColor(OKABE_ITO.vermillion);
      w.fillColor("#FFFFFF");
      w.lineWidth(style.stroke);
      w.circle(xOf(i), y(v), r + 0.35, "FD");
    } else if (dots) {
      w.fillColor(OKABE_ITO.blue);
      w.circle(xOf(i), y(v), r, "F");
    }
  });
}
