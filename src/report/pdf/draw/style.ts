/**
 * Shared look of the vector charts drawn with {@linkcode PdfWriter}: font role and sizes of
 * chart text, line widths and greys, plus the small geometry helpers every chart needs. The
 * colours are the dashboard's (src/report/charts/palette.ts), so a printed chart reads like
 * the screen one. Layouts of another size (the 30×60 cm sheet) pass their own
 * {@linkcode ChartStyle} with larger sizes.
 *
 * @module
 */

import type { FontRole } from "../fonts.ts";
import { MM_PER_PT, type PdfWriter } from "../writer.ts";
import { GREYS } from "../../charts/palette.ts";
import type { Measure } from "../../text_fit.ts";

/** A rectangle in mm (x, y is the top-left corner; y grows downwards as in the writer). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Fonts, sizes and strokes of chart furniture. */
export interface ChartStyle {
  /** Role of every chart text (labels, ticks, legends). */
  readonly role: FontRole;
  /** Role of panel captions. */
  readonly boldRole: FontRole;
  /** Tick labels (pt). */
  readonly tickSize: number;
  /** Legend and caption text (pt). */
  readonly labelSize: number;
  /** Text colour of labels. */
  readonly text: string;
  /** Grid line colour. */
  readonly grid: string;
  /** Thin strokes: grid lines, hatches (mm). */
  readonly hairline: number;
  /** Data strokes: lines, outlines (mm). */
  readonly stroke: number;
  /** Minimum gap between two labels (mm). */
  readonly labelGap: number;
}

/** The A4 report's chart style: 6.5 pt ticks, 7 pt labels in the `sans` role. */
export const CHART_STYLE: ChartStyle = {
  role: "sans",
  boldRole: "sans-bold",
  tickSize: 6.5,
  labelSize: 7,
  text: GREYS.text,
  grid: GREYS.grid,
  hairline: 0.15,
  stroke: 0.35,
  labelGap: 1.2,
};

/**
 * The baseline that centres a line of text of `sizePt` vertically on `y` (cap height ≈ 0.7 em).
 *
 * @example
 * ```ts
 * centredBaseline(100, 10); // ≈ 101.23
 * ```
 */
export function centredBaseline(y: number, sizePt: number): number {
  return y + 0.35 * sizePt * MM_PER_PT;
}

/**
 * Line height in mm for a font size (1.25 × size).
 *
 * @example
 * ```ts
 * lineHeight(8); // ≈ 3.53
 * ```
 */
export function lineHeight(sizePt: number): number {
  return 1.25 * sizePt * MM_PER_PT;
}

/**
 * A width function for one role and size of a writer.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * const m = measureWith(writer, "sans", 7);
 * m("Chapter 3"); // ≈ 10.8 (mm, standard fonts)
 * ```
 */
export function measureWith(w: PdfWriter, role: FontRole, sizePt: number): Measure {
  return (text) => w.width(text, role, sizePt);
}

/**
 * A colour mixed with white, as a translucent fill over white paper would look (the writer has
 * no transparency). `alpha` 1 keeps the colour, 0 gives white.
 *
 * @example
 * ```ts
 * tint("#56B4E9", 0.3); // "#CCE9F8"
 * ```
 */
export function tint(hex: string, alpha: number): string {
  const a = Math.max(0, Math.min(1, alpha));
  const channel = (i: number) => {
    const v = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
    return Math.round(255 - (255 - v) * a).toString(16).padStart(2, "0").toUpperCase();
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/**
 * Draws one label in the chart style (role, size, colour) at a baseline.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * label(writer, CHART_STYLE, "12", 40, 100, { align: "right" }); // ends at x 40
 * ```
 */
export function label(
  w: PdfWriter,
  style: ChartStyle,
  text: string,
  x: number,
  y: number,
  options: { align?: "left" | "center" | "right"; size?: number; bold?: boolean } = {},
): void {
  w.textColor(style.text);
  w.text(text, x, y, {
    role: options.bold ? style.boldRole : style.role,
    size: options.size ?? style.labelSize,
    align: options.align ?? "left",
  });
}

/**
 * A filled triangle of half-width `half` whose tip is at (x, tipY) and whose base lies `height`
 * away (above the tip for a positive height), used as a shape mark next to bars.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * triangle(writer, 50, 80, 1, 1.4, "#000000"); // points down at (50, 80)
 * ```
 */
export function triangle(
  w: PdfWriter,
  x: number,
  tipY: number,
  half: number,
  height: number,
  colour: string,
): void {
  w.fillColor(colour);
  w.polygon([[x - half, tipY - height], [x + half, tipY - height], [x, tipY]], "F");
}

/**
 * True for a finite number (chart values may be null where a measure is unavailable).
 *
 * @example
 * ```ts
 * finite(2.5); // true
 * finite(null); // false
 * ```
 */
export function finite(v: number | null | undefined): v is number {
  return typeof v === "number" && Number.isFinite(v);
}
