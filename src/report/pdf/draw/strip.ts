/**
 * Severity strip for {@linkcode PdfWriter} (the tense strip): paragraphs along the book in
 * bins (see `binParagraphs` in src/report/charts/tense_strip.ts). A bin's bar height is its
 * highest severity (0 is a thin baseline tick); its colour is the severity's colour when
 * `severityColours` is given (so a severity-3 bar is never grey), else its majority category.
 * The majority category places a mark in one of the labelled lanes under the bars. Chapter starts are faint ticks above the bars, with
 * thinned chapter numbers.
 *
 * @module
 */

import type { PdfWriter } from "../writer.ts";
import { chapterTicks } from "./axes.ts";
import { drawLegend, legendHeight, type LegendItem } from "./legend.ts";
import {
  type Box,
  centredBaseline,
  type ChartStyle,
  label,
  lineHeight,
  measureWith,
} from "./style.ts";

/** One bin. */
export interface StripBin {
  /** Highest severity in the bin, 0–3. */
  readonly severity: number;
  /** Majority category (a key of `categories`). */
  readonly dominant: string;
}

/** Input of {@linkcode drawSeverityStrip}. */
export interface StripInput {
  readonly bins: readonly StripBin[];
  /** Lanes top to bottom: category key, label, colour. */
  readonly categories: readonly {
    readonly key: string;
    readonly label: string;
    readonly colour: string;
  }[];
  /** Where chapters start, as a fraction 0–1 along the strip, with their numbers. */
  readonly chapterStarts: readonly { readonly at: number; readonly chapter: number }[];
  /** Legend items (e.g. the severity levels); drawn under the lanes. */
  readonly legend?: readonly LegendItem[];
  /** Bar colour per severity 0–3; without it a bar takes its category's colour. */
  readonly severityColours?: readonly string[];
}

const LEVEL = 3.6;
const LANE = 2.8;

/** Room left of the strip for the lane labels and their swatches. */
function laneLabelRoom(w: PdfWriter, style: ChartStyle, input: StripInput): number {
  const measure = measureWith(w, style.role, style.tickSize);
  return Math.max(0, ...input.categories.map((c) => measure(c.label))) + 5;
}

/**
 * Height in mm the strip needs at a width (chapter row, bars, lanes, legend).
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * import { CHART_STYLE } from "./style.ts";
 * declare const writer: PdfWriter;
 * const input = {
 *   bins: [{ severity: 2, dominant: "past" }, { severity: 0, dominant: "present" }],
 *   categories: [{ key: "past", label: "Past", colour: "#D55E00" }],
 *   chapterStarts: [{ at: 0, chapter: 1 }, { at: 0.5, chapter: 2 }],
 * };
 * stripHeight(writer, CHART_STYLE, input, 170); // ≈ 19 (standard fonts)
 * ```
 */
export function stripHeight(
  w: PdfWriter,
  style: ChartStyle,
  input: StripInput,
  width: number,
): number {
  const room = width - laneLabelRoom(w, style, input);
  const legend = input.legend ? legendHeight(w, style, input.legend, room) : 0;
  return lineHeight(style.tickSize) + 1.5 + 3 * LEVEL + 1 + input.categories.length * LANE +
    (legend > 0 ? legend + 2 : 0);
}

/**
 * Draws the strip into `box` (its height should be {@linkcode stripHeight}).
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * import { CHART_STYLE } from "./style.ts";
 * declare const writer: PdfWriter;
 * const input = {
 *   bins: [{ severity: 2, dominant: "past" }, { severity: 0, dominant: "present" }],
 *   categories: [{ key: "past", label: "Past", colour: "#D55E00" }],
 *   chapterStarts: [{ at: 0, chapter: 1 }, { at: 0.5, chapter: 2 }],
 * };
 * drawSeverityStrip(writer, CHART_STYLE, { x: 20, y: 40, w: 170, h: 19 }, input);
 * ```
 */
export function drawSeverityStrip(
  w: PdfWriter,
  style: ChartStyle,
  box: Box,
  input: StripInput,
): void {
  const measure = measureWith(w, style.role, style.tickSize);
  const left = box.x + laneLabelRoom(w, style, input);
  const right = box.x + box.w;
  const top = box.y + lineHeight(style.tickSize) + 1.5;
  const base = top + 3 * LEVEL;
  const xAt = (f: number) => left + f * (right - left);

  // Chapter starts: faint ticks, numbers thinned so they never touch.
  const starts = input.chapterStarts;
  w.strokeColor(style.grid);
  w.lineWidth(style.hairline);
  w.dash(null);
  for (const s of starts) w.line(xAt(s.at), top - 1.2, xAt(s.at), top - 0.2);
  const kept = chapterTicks(
    starts.map((s) => s.chapter),
    (i) => xAt(starts[i].at),
    measure,
    style.labelGap * 1.5,
    box.x,
    right,
  );
  for (const i of kept) {
    label(w, style, String(starts[i].chapter), xAt(starts[i].at), top - 1.6, {
      align: "center",
      size: style.tickSize,
    });
  }
  w.line(left, base, right, base);

  const n = input.bins.length;
  const bw = n > 0 ? (right - left) / n : 0;
  const drawW = bw > 0.8 ? bw - 0.15 : bw;
  const laneOf = new Map(input.categories.map((c, k) => [c.key, k]));
  input.bins.forEach((bin, b) => {
    const k = laneOf.get(bin.dominant) ?? input.categories.length - 1;
    const colour = input.categories[k]?.colour ?? "#9A9A9A";
    const s = Math.max(0, Math.min(3, Math.round(bin.severity)));
    const h = s === 0 ? 0.35 : s * LEVEL;
    const x = left + b * bw;
    w.fillColor(input.severityColours?.[s] ?? colour);
    w.rect(x, base - h, drawW, h, "F");
    w.fillColor(colour);
    w.rect(x, base + 1 + k * LANE, drawW, LANE - 0.3, "F");
  });
  input.categories.forEach((c, k) => {
    const y = base + 1 + k * LANE;
    w.fillColor(c.colour);
    w.rect(left - 3.2, y, 2.2, LANE - 0.3, "F");
    label(w, style, c.label, left - 4, centredBaseline(y + (LANE - 0.3) / 2, style.tickSize), {
      align: "right",
      size: style.tickSize,
    });
  });
  if (input.legend && input.legend.length > 0) {
    const y = base + 1 + input.categories.length * LANE + 2;
    drawLegend(w, style, input.legend, left, y, right - left);
  }
}
