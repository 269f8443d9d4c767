/**
 * Chart legends in SVG: swatch + text items laid out by the one legend layout
 * (`../legend.ts`: rows that wrap before an item would pass the width, a text wider than a row
 * shortened), with text widths estimated (see `textWidth`), drawn as markup.
 *
 * @module
 */

import type { SafeHtml } from "../html.ts";
import { layoutLegend, type LegendItem as Item, type LegendMetrics } from "../legend.ts";
import { GREYS } from "./palette.ts";
import { CHART_FONT, el, fmt, textWidth } from "./svg.ts";

/**
 * One legend entry: a swatch drawn in the box (0,0)–(width,height) (default 12 × 12), its
 * markup setting its own `fill`, and its text.
 */
export type LegendItem = Item<SafeHtml | readonly SafeHtml[]>;

/** A laid-out legend. */
export interface Legend {
  /** The `<g class="svc-legend">` markup; null for no items. */
  readonly markup: SafeHtml | null;
  /** Height used, 0 for no items. */
  readonly height: number;
}

const FONT = CHART_FONT;
/** The legend spacing of the SVG charts, in user units. */
const METRICS: LegendMetrics = {
  swatchWidth: 12,
  swatchHeight: 12,
  textGap: 5,
  itemGap: 16,
  rowGap: 6,
  textHeight: 0,
};

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
  const layout = layoutLegend(items, maxWidth, (s) => textWidth(s, FONT), METRICS);
  const parts = layout.placed.map((p, k) =>
    el(
      "g",
      { transform: `translate(${fmt(p.dx)} ${fmt(p.dy)})` },
      items[k].swatch,
      p.text === "" ? null : el("text", {
        x: (items[k].width ?? METRICS.swatchWidth) + METRICS.textGap,
        y: 11,
      }, p.text),
    )
  );
  return {
    markup: el(
      "g",
      { class: "svc-legend", transform: `translate(${fmt(x)} ${fmt(y)})`, fill: GREYS.text },
      parts,
    ),
    height: layout.height,
  };
}
