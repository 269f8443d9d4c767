/**
 * Chart legends for {@linkcode PdfWriter}: items of swatch + text laid out by the one legend
 * layout (`../../legend.ts`: rows that wrap before an item would pass the width, a text wider
 * than a row shortened with an ellipsis), with text widths measured, not estimated. Swatches are
 * small drawing callbacks; common ones are made by the `swatch*` helpers.
 *
 * @module
 */

import type { PdfWriter } from "../writer.ts";
import { centredBaseline, type ChartStyle, label, lineHeight, measureWith } from "./style.ts";
import {
  layoutLegend,
  type LegendItem as Item,
  type LegendLayout,
  type LegendMetrics,
} from "../../legend.ts";

/** Draws a swatch into the box (x, y, width, height). */
export type SwatchDraw = (
  w: PdfWriter,
  x: number,
  y: number,
  width: number,
  height: number,
) => void;

/** One legend entry: a swatch (default 3 × 2.4 mm) and its text. */
export type LegendItem = Item<SwatchDraw>;

const SWATCH_H = 2.4;

/** The legend spacing of the PDF charts in mm, for text of `style`. */
function metrics(style: ChartStyle): LegendMetrics {
  return {
    swatchWidth: 3,
    swatchHeight: SWATCH_H,
    textGap: 1.2,
    itemGap: 4,
    rowGap: 1.2,
    textHeight: lineHeight(style.labelSize) * 0.8,
  };
}

function layout(
  w: PdfWriter,
  style: ChartStyle,
  items: readonly LegendItem[],
  maxWidth: number,
): LegendLayout {
  return layoutLegend(items, maxWidth, measureWith(w, style.role, style.labelSize), metrics(style));
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
  return layout(w, style, items, maxWidth).height;
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
  const m = metrics(style);
  const laid = layout(w, style, items, maxWidth);
  laid.placed.forEach((p, k) => {
    const item = items[k];
    const sw = item.width ?? m.swatchWidth;
    const sh = item.height ?? SWATCH_H;
    // Swatch and text share the vertical middle of a plain row; tall swatches hang from the top.
    const mid = y + p.dy + Math.min(p.rowHeight, SWATCH_H * 1.2) / 2;
    const top = sh > SWATCH_H * 1.2 ? y + p.dy : mid - sh / 2;
    item.swatch(w, x + p.dx, top, sw, sh);
    if (p.text !== "") {
      label(w, style, p.text, x + p.dx + sw + m.textGap, centredBaseline(mid, style.labelSize));
    }
  });
  return laid.height;
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
