/**
 * Chart legends: swatch + text items laid out left to right, wrapping onto a new row when the
 * next item would pass the available width (text widths are estimated, see `textWidth`).
 *
 * @module
 */

import type { SafeHtml } from "../html.ts";
import { GREYS } from "./palette.ts";
import { CHART_FONT, el, fmt, textWidth } from "./svg.ts";

/** One legend entry: a swatch drawn in the box (0,0)–(width,height) and its text. */
export interface LegendItem {
  /** Swatch markup in local coordinates; it must set its own `fill`. */
  readonly swatch: SafeHtml | readonly SafeHtml[];
  /** Swatch width (default 12). */
  readonly width?: number;
  /** Row height this item needs (default 12). */
  readonly height?: number;
  /** Text after the swatch; empty for none. */
  readonly text: string;
}

/** A laid-out legend. */
export interface Legend {
  /** The `<g class="svc-legend">` markup; null for no items. */
  readonly markup: SafeHtml | null;
  /** Height used, 0 for no items. */
  readonly height: number;
}

const FONT = CHART_FONT;
const GAP = 16;
const ROW_GAP = 6;

/**
 * Lays out legend items from (x, y) within `maxWidth`.
 *
 * @example
 * ```ts
 * import { el } from "./svg.ts";
 * const l = legend([{ swatch: el("rect", { width: 12, height: 12, fill: "#0072B2" }), text: "Band" }], 0, 0, 400);
 * l.height; // 12
 * ```
 */
export function legend(
  items: readonly LegendItem[],
  x: number,
  y: number,
  maxWidth: number,
): Legend {
  if (items.length === 0) return { markup: null, height: 0 };
  const parts: SafeHtml[] = [];
  let cx = 0;
  let cy = 0;
  let rowHeight = 0;
  for (const item of items) {
    const w = item.width ?? 12;
    const itemWidth = w + (item.text === "" ? 0 : 5 + textWidth(item.text, FONT));
    if (cx > 0 && cx + itemWidth > maxWidth) {
      cy += rowHeight + ROW_GAP;
      cx = 0;
      rowHeight = 0;
    }
    parts.push(el(
      "g",
      { transform: `translate(${fmt(cx)} ${fmt(cy)})` },
      item.swatch,
      item.text === "" ? null : el("text", { x: w + 5, y: 11 }, item.text),
    ));
    cx += itemWidth + GAP;
    rowHeight = Math.max(rowHeight, item.height ?? 12);
  }
  return {
    markup: el(
      "g",
      { class: "svc-legend", transform: `translate(${fmt(x)} ${fmt(y)})`, fill: GREYS.text },
      parts,
    ),
    height: cy + rowHeight,
  };
}
