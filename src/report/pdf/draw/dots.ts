/**
 * Dot matrix for {@linkcode PdfWriter} (the character presence chart): one row per name, one
 * column per chapter, a circle whose area is proportional to the count (radius ∝ √(count /
 * max), at least a visible minimum). A zero count draws nothing over a faint dot grid. Like
 * the heatmap it is drawn one block of chapters at a time; pass the same `max` to every block
 * so sizes compare across blocks.
 *
 * @module
 */

import { OKABE_ITO } from "../../charts/palette.ts";
import type { PdfWriter } from "../writer.ts";
import { drawChapterAxis } from "./axes.ts";
import type { LegendItem } from "./legend.ts";
import { centredBaseline, type ChartStyle, label, lineHeight, measureWith } from "./style.ts";
import { fitText } from "../../text_fit.ts";

/** Input of {@linkcode drawDotMatrixBlock}. */
export interface DotMatrixInput {
  readonly rows: readonly string[];
  /** Chapter numbers of the block's columns. */
  readonly numbers: readonly number[];
  /** Count at a column and row of the block (negative or non-finite counts as 0). */
  readonly count: (column: number, row: number) => number;
  /** Largest count over the whole matrix (all blocks). */
  readonly max: number;
  readonly labelWidth: number;
  readonly cellWidth: number;
  readonly rowHeight: number;
  readonly colour?: string;
}

/**
 * Radius in mm of a count: √(count / max) of the largest radius, at least `minRadius`; 0 for
 * no count.
 *
 * @example
 * ```ts
 * dotRadius(4, 16, 2, 0.3); // 1
 * dotRadius(0, 16, 2, 0.3); // 0
 * ```
 */
export function dotRadius(
  count: number,
  max: number,
  maxRadius: number,
  minRadius: number,
): number {
  if (!Number.isFinite(count) || count <= 0 || !(max > 0)) return 0;
  return Math.max(minRadius, maxRadius * Math.sqrt(Math.min(count, max) / max));
}

function maxRadiusOf(input: { cellWidth: number; rowHeight: number }): number {
  // Narrow columns still get readable dots: neighbours may overlap a little, which reads as a
  // run of presence.
  return Math.max(0.9, Math.min(input.cellWidth, input.rowHeight) / 2 - 0.15);
}

/**
 * Height in mm of a block (chapter number row plus rows).
 *
 * @example
 * ```ts
 * import { CHART_STYLE } from "./style.ts";
 * dotMatrixBlockHeight(CHART_STYLE, 5, 4); // ≈ 23.67
 * ```
 */
export function dotMatrixBlockHeight(style: ChartStyle, rows: number, rowHeight: number): number {
  return lineHeight(style.tickSize) + 0.8 + rows * rowHeight;
}

/**
 * Draws one block with its top-left corner at (x, y); returns the height used.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * import { CHART_STYLE } from "./style.ts";
 * declare const writer: PdfWriter;
 * drawDotMatrixBlock(writer, CHART_STYLE, 20, 40, { rows: ["Anna"], numbers: [1, 2],
 *   count: (c) => c + 1, max: 2, labelWidth: 25, cellWidth: 5, rowHeight: 4 }); // ≈ 7.67
 * ```
 */
export function drawDotMatrixBlock(
  w: PdfWriter,
  style: ChartStyle,
  x: number,
  y: number,
  input: DotMatrixInput,
): number {
  const { numbers, rows, cellWidth: cw, rowHeight: rh } = input;
  const gx = x + input.labelWidth;
  const axis = lineHeight(style.tickSize);
  const gy = y + axis + 0.8;
  const cx = (c: number) => gx + (c + 0.5) * cw;
  const cy = (r: number) => gy + (r + 0.5) * rh;
  drawChapterAxis(w, style, numbers, cx, y + axis - 0.3, x, gx + numbers.length * cw + 2);
  const measure = measureWith(w, style.role, style.tickSize);
  rows.forEach((row, r) => {
    const text = fitText(row, input.labelWidth - style.labelGap, measure);
    label(w, style, text, gx - style.labelGap, centredBaseline(cy(r), style.tickSize), {
      align: "right",
      size: style.tickSize,
    });
  });
  const rMax = maxRadiusOf(input);
  w.fillColor(style.grid);
  for (let r = 0; r < rows.length; r++) {
    // Tiny squares, not circles: a circle is four curves, and a long book has thousands of cells.
    for (let c = 0; c < numbers.length; c++) w.rect(cx(c) - 0.12, cy(r) - 0.12, 0.24, 0.24, "F");
  }
  w.fillColor(input.colour ?? OKABE_ITO.blue);
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < numbers.length; c++) {
      const radius = dotRadius(input.count(c, r), input.max, rMax, 0.3);
      if (radius > 0) w.circle(cx(c), cy(r), radius, "F");
    }
  }
  return gy - y + rows.length * rh;
}

/**
 * Legend items for three sizes (1, about half the maximum, the maximum), with the same
 * geometry as the blocks.
 *
 * @example
 * ```ts
 * const items = dotLegend({ max: 40, cellWidth: 3, rowHeight: 4 }, (n) => `${n} mentions`);
 * items.map((i) => i.text); // ["1 mentions", "20 mentions", "40 mentions"]
 * ```
 */
export function dotLegend(
  input: { max: number; cellWidth: number; rowHeight: number; colour?: string },
  text: (count: number) => string,
): LegendItem[] {
  if (!(input.max >= 1)) return [];
  const rMax = maxRadiusOf(input);
  const sizes = [...new Set([1, Math.round(input.max / 2), Math.round(input.max)])]
    .filter((v) => v >= 1 && v <= input.max);
  return sizes.map((v) => {
    const r = dotRadius(v, input.max, rMax, 0.3);
    const box = Math.max(2.4, 2 * r);
    return {
      width: box,
      height: box,
      text: text(v),
      swatch: (w: PdfWriter, x: number, y: number) => {
        w.fillColor(input.colour ?? OKABE_ITO.blue);
        w.circle(x + box / 2, y + box / 2, r, "F");
      },
    };
  });
}
