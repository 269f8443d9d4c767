/**
 * The one legend module of the renderers: how the items of a legend are laid out, whatever
 * draws them. A chart legend (the dashboard's SVG charts, the A4 report's PDF charts) is a row
 * of items, each a swatch and its text, that wraps to a new row before an item would pass the
 * width; a text wider than a whole row is shortened with an ellipsis. A page legend (the
 * sheet's key) is a list of explained entries set in balanced columns.
 *
 * Drawing stays with each format, because the two differ in kind, not in layout: SVG items
 * are markup in local coordinates measured by an estimated text width (`charts/legend.ts`),
 * PDF items are drawing callbacks measured with the writer's font metrics
 * (`pdf/draw/legend.ts`, `pdf/sheet/legend.ts`). Both take their positions from here.
 *
 * @module
 */

import { fitText, type Measure } from "./text_fit.ts";

/** One legend entry: a swatch of any kind (markup, a drawing callback) and its text. */
export interface LegendItem<Swatch> {
  readonly swatch: Swatch;
  /** Swatch width (default: the metrics' `swatchWidth`). */
  readonly width?: number;
  /** Swatch height (default: the metrics' `swatchHeight`); a row is as tall as its tallest. */
  readonly height?: number;
  /** Text after the swatch; empty for none. */
  readonly text: string;
}

/** The spacing of a legend, in the unit of the format (SVG user units, mm). */
export interface LegendMetrics {
  readonly swatchWidth: number;
  readonly swatchHeight: number;
  /** Between a swatch and its text. */
  readonly textGap: number;
  /** Between two items of a row. */
  readonly itemGap: number;
  /** Between two rows. */
  readonly rowGap: number;
  /** Height of a line of text (a row is at least this tall). */
  readonly textHeight: number;
}

/** Where one item goes. */
export interface PlacedItem {
  /** Offsets from the legend's top-left corner. */
  readonly dx: number;
  readonly dy: number;
  /** The text as it fits. */
  readonly text: string;
  /** Height of the item's row. */
  readonly rowHeight: number;
}

/** A laid-out legend. */
export interface LegendLayout {
  /** One per item, in order. */
  readonly placed: readonly PlacedItem[];
  /** Total height; 0 for no items. */
  readonly height: number;
}

/**
 * Lays out legend items in rows within `maxWidth` (pure: widths come from `measure`).
 *
 * @example
 * ```ts
 * const metrics = { swatchWidth: 3, swatchHeight: 2.4, textGap: 1.2, itemGap: 4, rowGap: 1.2,
 *   textHeight: 3 };
 * const items = [{ swatch: null, text: "aaaa" }, { swatch: null, text: "bb" }];
 * layoutLegend(items, 12, (s) => s.length, metrics).placed.map((p) => p.dy); // [0, 4.2]
 * ```
 */
export function layoutLegend(
  items: readonly LegendItem<unknown>[],
  maxWidth: number,
  measure: Measure,
  metrics: LegendMetrics,
): LegendLayout {
  const placed: { dx: number; dy: number; text: string; rowHeight: number }[] = [];
  let cx = 0;
  let cy = 0;
  let row: typeof placed = [];
  let rowHeight = 0;
  const closeRow = () => {
    for (const p of row) p.rowHeight = rowHeight;
    cy += rowHeight + metrics.rowGap;
    cx = 0;
    row = [];
    rowHeight = 0;
  };
  for (const item of items) {
    const sw = item.width ?? metrics.swatchWidth;
    const room = Math.max(0, maxWidth - sw - metrics.textGap);
    const text = item.text === "" ? "" : fitText(item.text, room, measure);
    const width = sw + (text === "" ? 0 : metrics.textGap + measure(text));
    if (cx > 0 && cx + width > maxWidth) closeRow();
    const p = { dx: cx, dy: cy, text, rowHeight: 0 };
    placed.push(p);
    row.push(p);
    cx += width + metrics.itemGap;
    rowHeight = Math.max(rowHeight, item.height ?? metrics.swatchHeight, metrics.textHeight);
  }
  if (row.length > 0) closeRow();
  return { placed, height: placed.length === 0 ? 0 : cy - metrics.rowGap };
}

/**
 * Splits entries (in order) into `k` consecutive columns so the tallest column is as low as
 * possible; returns the entry indices per column.
 *
 * @example
 * ```ts
 * balancedSplit([1, 1, 1, 1], 2); // [[0, 1], [2, 3]]
 * ```
 */
export function balancedSplit(heights: readonly number[], k: number): number[][] {
  const n = heights.length;
  const prefix = [0];
  for (const h of heights) prefix.push(prefix[prefix.length - 1] + h);
  const sum = (a: number, b: number) => prefix[b] - prefix[a];
  // best[j][i]: lowest tallest column when the first i entries fill j columns.
  const best: number[][] = Array.from({ length: k + 1 }, () => Array(n + 1).fill(Infinity));
  const cut: number[][] = Array.from({ length: k + 1 }, () => Array(n + 1).fill(0));
  best[0][0] = 0;
  for (let j = 1; j <= k; j++) {
    for (let i = 0; i <= n; i++) {
      for (let s = 0; s <= i; s++) {
        const v = Math.max(best[j - 1][s], sum(s, i));
        if (v < best[j][i] - 1e-9) {
          best[j][i] = v;
          cut[j][i] = s;
        }
      }
    }
  }
  const columns: number[][] = [];
  let end = n;
  for (let j = k; j >= 1; j--) {
    const start = cut[j][end];
    columns.unshift(Array.from({ length: end - start }, (_, i) => start + i));
    end = start;
  }
  return columns;
}
