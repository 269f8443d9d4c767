/**
 * Chart legends for {@linkcode PdfWriter}: items of swatch + text laid out left to right,
 * wrapping to a new row before an item would pass the available width (text widths are
 * measured, not estimated). An item wider than the whole row gets its text shortened with an
 * ellipsis. Swatches are small drawing callbacks; common ones are made by the `swatch*`
 * helpers.
 *
 * @module
 */

import type { PdfWriter } from "../writer.ts";
import { centredBaseline, type ChartStyle, label, lineHeight, measureWith } from "./style.ts";
import { fitText, type Measure } from "./text.ts";

/** Draws a swatch into the box (x, y, width, height). */
export type SwatchDraw = (
  w: PdfWriter,
  x: number,
  y: number,
  width: number,
  height: number,
) => void;

/** One legend entry. */
export interface LegendItem {
  readonly swatch: SwatchDraw;
  /** Swatch width in mm (default 3). */
  readonly width?: number;
  /** Swatch height in mm (default 2.4); the row is as tall as its tallest item. */
  readonly height?: number;
  /** Text after the swatch; empty for none. */
  readonly text: string;
}

/** Where each item goes. */
export interface LegendLayout {
  /** Offsets from the legend's top-left corner, and the text as it fits. */
  readonly placed: readonly { dx: number; dy: number; text: string; rowHeight: number }[];
  /** Total height in mm; 0 for no items. */
  readonly height: number;
}

const SWATCH_W = 3;
const SWATCH_H = 2.4;
const TEXT_GAP = 1.2;
const ITEM_GAP = 4;
const ROW_GAP = 1.2;

/**
 * Lays out legend items within `maxWidth` (pure: widths come from `measure`).
 *
 * @example
 * ```ts
 * const items = [{ swatch: () => {}, text: "aaaa" }, { swatch: () => {}, text: "bb" }];
 * layoutLegend(items, 12, (s) => s.length, 3).placed.map((p) => p.dy); // [0, 4.2]
 * ```
 */
export function layoutLegend(
  items: readonly LegendItem[],
  maxWidth: number,
  measure: Measure,
  textHeight: number,
): LegendLayout {
  const placed: { dx: number; dy: number; text: string; rowHeight: number }[] = [];
  let cx = 0;
  let cy = 0;
  let row: typeof placed = [];
  let rowHeight = 0;
  const closeRow = () => {
    for (const p of row) p.rowHeight = rowHeight;
    cy += rowHeight + ROW_GAP;
    cx = 0;
    row = [];
    rowHeight = 0;
  };
  for (const item of items) {
    const sw = item.width ?? SWATCH_W;
    const room = Math.max(0, maxWidth - sw - TEXT_GAP);
    const text = item.text === "" ? "" : fitText(item.text, room, measure);
    const width = sw + (text === "" ? 0 : TEXT_GAP + measure(text));
    if (cx > 0 && cx + width > maxWidth) closeRow();
    const p = { dx: cx, dy: cy, text, rowHeight: 0 };
    placed.push(p);
    row.push(p);
    cx += width + ITEM_GAP;
    rowHeight = Math.max(rowHeight, item.height ?? SWATCH_H, textHeight);
  }
  if (row.length > 0) closeRow();
  return { placed, height: placed.length === 0 ? 0 : cy - ROW_GAP };
}

/**
 * Height in mm a legend will take at this width.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * import { CHART_STYLE } from "./style.ts";
 * declare const writer: PdfWriter;
 * const items = [{ swatch: swatchFill("#0072B2"), text: "Band" }];
 * legendHeight(writer, CHART_STYLE, items, 170); // ≈ 2.47 (one row)
 * ```
 */
export function legendHeight(
  w: PdfWriter,
  style: ChartStyle,
  items: readonly LegendItem[],
  maxWidth: number,
): number {
  const measure = measureWith(w, style.role, style.labelSize);
  return layoutLegend(items, maxWidth, measure, lineHeight(style.labelSize) * 0.8).height;
}

/**
 * Draws a legend with its top-left corner at (x, y); returns the height used.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * import { CHART_STYLE } from "./style.ts";
 * declare const writer: PdfWriter;
 * const items = [{ swatch: swatchFill("#0072B2"), text: "Band" }];
 * drawLegend(writer, CHART_STYLE, items, 20, 40, 170); // ≈ 2.47 (one row)
 * ```
 */
export function drawLegend(
  w: PdfWriter,
  style: ChartStyle,
  items: readonly LegendItem[],
  x: number,
  y: number,
  maxWidth: number,
): number {
  const measure = measureWith(w, style.role, style.labelSize);
  const layout = layoutLegend(items, maxWidth, measure, lineHeight(style.labelSize) * 0.8);
  layout.placed.forEach((p, k) => {
    const item = items[k];
    const sw = item.width ?? SWATCH_W;
    const sh = item.height ?? SWATCH_H;
    // Swatch and text share the vertical middle of a plain row; tall swatches hang from the top.
    const mid = y + p.dy + Math.min(p.rowHeight, SWATCH_H * 1.2) / 2;
    const top = sh > SWATCH_H * 1.2 ? y + p.dy : mid - sh / 2;
    item.swatch(w, x + p.dx, top, sw, sh);
    if (p.text !== "") {
      label(w, style, p.text, x + p.dx + sw + TEXT_GAP, centredBaseline(mid, style.labelSize));
    }
  });
  return layout.height;
}

/**
 * A filled rectangle swatch (optionally outlined).
 *
 * @example
 * ```ts
 * swatchFill("#0072B2");
 * ```
 */
export function swatchFill(colour: string, outline?: string): SwatchDraw {
  return (w, x, y, width, height) => {
    w.fillColor(colour);
    if (outline) {
      w.strokeColor(outline);
      w.lineWidth(0.1);
      w.dash(null);
    }
    w.rect(x, y, width, height, outline ? "FD" : "F");
  };
}

/**
 * A horizontal line swatch, dashed when `dash` is given.
 *
 * @example
 * ```ts
 * swatchLine("#000000", [0.8, 0.5]);
 * ```
 */
export function swatchLine(colour: string, dash: readonly number[] | null = null): SwatchDraw {
  return (w, x, y, width, height) => {
    w.strokeColor(colour);
    w.lineWidth(0.25);
    w.dash(dash);
    w.line(x, y + height / 2, x + width, y + height / 2);
    w.dash(null);
  };
}

/**
 * A circle swatch: filled (`ring` false) or a ring with a white inside.
 *
 * @example
 * ```ts
 * swatchCircle("#D55E00", true);
 * ```
 */
export function swatchCircle(colour: string, ring = false): SwatchDraw {
  return (w, x, y, width, height) => {
    const r = Math.min(width, height) / 2 - 0.2;
    if (ring) {
      w.strokeColor(colour);
      w.fillColor("#FFFFFF");
      w.lineWidth(0.3);
      w.dash(null);
      w.circle(x + width / 2, y + height / 2, r, "FD");
    } else {
      w.fillColor(colour);
      w.circle(x + width / 2, y + height / 2, r, "F");
    }
  };
}
