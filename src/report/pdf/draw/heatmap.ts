/**
 * Chapter × feature heatmap for {@linkcode PdfWriter}, drawn one block of chapters at a time so
 * a long book is split across blocks (and pages) instead of shrinking cells to nothing.
 * Features are rows, chapters columns. Fill is the dashboard's seven-class diverging scale of
 * z; a strong departure carries a filled black dot, a mild one a ring, an FDR-selected cell a
 * thick black outline, and an unmeasured cell is light grey with a diagonal hatch line — so no
 * meaning relies on colour alone.
 *
 * @module
 */

import { DIVERGING, DIVERGING_EDGES, divergingClass, GREYS } from "../../charts/palette.ts";
import { clamp } from "../../charts/scale.ts";
import type { PdfWriter } from "../writer.ts";
import { drawChapterAxis } from "./axes.ts";
import type { LegendItem } from "./legend.ts";
import { centredBaseline, type ChartStyle, label, lineHeight, measureWith } from "./style.ts";
import { fitText } from "../../text_fit.ts";

/** One cell. */
export interface HeatCell {
  /** Robust z; null or non-finite when unmeasured. */
  readonly z: number | null;
  /** 2 strong, 1 mild, 0 none. */
  readonly level: 0 | 1 | 2;
  /** FDR-selected. */
  readonly fdr: boolean;
}

/** Input of {@linkcode drawHeatmapBlock}. */
export interface HeatmapBlockInput {
  /** Row labels, top to bottom. */
  readonly rows: readonly string[];
  /** Chapter numbers of the block's columns. */
  readonly numbers: readonly number[];
  /** The cell at a column and row of this block; null is unmeasured. */
  readonly cell: (column: number, row: number) => HeatCell | null;
  /** Room for the row labels (mm). */
  readonly labelWidth: number;
  readonly cellWidth: number;
  readonly rowHeight: number;
}

/**
 * Splits `n` items into the fewest consecutive ranges of at most `maxPer` items whose sizes
 * differ by at most one, as [start, end) pairs.
 *
 * @example
 * ```ts
 * splitEvenly(5, 2); // [[0, 1], [1, 3], [3, 5]]
 * splitEvenly(0, 10); // []
 * ```
 */
export function splitEvenly(n: number, maxPer: number): [number, number][] {
  if (n <= 0) return [];
  const count = Math.ceil(n / Math.max(1, Math.floor(maxPer)));
  return Array.from({ length: count }, (_, b) => [
    Math.floor((b * n) / count),
    Math.floor(((b + 1) * n) / count),
  ]);
}

/**
 * Height in mm of a block: the chapter number row plus the rows.
 *
 * @example
 * ```ts
 * import { CHART_STYLE } from "./style.ts";
 * heatmapBlockHeight(CHART_STYLE, 16, 3.6); // ≈ 61.27
 * ```
 */
export function heatmapBlockHeight(style: ChartStyle, rows: number, rowHeight: number): number {
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
 * drawHeatmapBlock(writer, CHART_STYLE, 20, 40, { rows: ["ASL"], numbers: [1, 2],
 *   cell: () => ({ z: 2.7, level: 1, fdr: false }), labelWidth: 30, cellWidth: 5,
 *   rowHeight: 3.6 }); // ≈ 7.27
 * ```
 */
export function drawHeatmapBlock(
  w: PdfWriter,
  style: ChartStyle,
  x: number,
  y: number,
  input: HeatmapBlockInput,
): number {
  const { numbers, rows, cellWidth: cw, rowHeight: rh } = input;
  const gx = x + input.labelWidth;
  const axis = lineHeight(style.tickSize);
  const gy = y + axis + 0.8;
  drawChapterAxis(
    w,
    style,
    numbers,
    (i) => gx + (i + 0.5) * cw,
    y + axis - 0.3,
    x,
    gx + numbers.length * cw + 2,
  );
  const measure = measureWith(w, style.role, style.tickSize);
  rows.forEach((row, r) => {
    const text = fitText(row, input.labelWidth - style.labelGap, measure);
    label(
      w,
      style,
      text,
      gx - style.labelGap,
      centredBaseline(gy + (r + 0.5) * rh, style.tickSize),
      {
        align: "right",
        size: style.tickSize,
      },
    );
  });
  // A white hairline between neighbouring cells keeps columns apart where they are wide enough.
  const inset = cw > 1.2 ? 0.08 : 0;
  const marks: { cx: number; cy: number; kind: "strong" | "mild" }[] = [];
  const outlines: [number, number][] = [];
  w.strokeColor(GREYS.hatch);
  w.lineWidth(style.hairline);
  for (let c = 0; c < numbers.length; c++) {
    for (let r = 0; r < rows.length; r++) {
      const v = input.cell(c, r);
      const z = v && Number.isFinite(v.z) ? v.z as number : null;
      const cx = gx + c * cw;
      const cy = gy + r * rh;
      w.fillColor(z === null ? GREYS.unmeasured : DIVERGING[divergingClass(z)]);
      w.rect(cx + inset, cy + inset, cw - 2 * inset, rh - 2 * inset, "F");
      if (z === null) {
        w.line(cx + inset, cy + rh - inset, cx + cw - inset, cy + inset);
        continue;
      }
      if (v!.level === 2) marks.push({ cx: cx + cw / 2, cy: cy + rh / 2, kind: "strong" });
      else if (v!.level === 1) marks.push({ cx: cx + cw / 2, cy: cy + rh / 2, kind: "mild" });
      if (v!.fdr) outlines.push([cx, cy]);
    }
  }
  const radius = clamp(Math.min(cw, rh) * 0.28, 0.3, 1.1);
  for (const m of marks) {
    if (m.kind === "strong") {
      w.fillColor("#000000");
      w.circle(m.cx, m.cy, radius, "F");
    } else {
      w.strokeColor("#000000");
      w.lineWidth(Math.max(0.12, radius * 0.35));
      w.circle(m.cx, m.cy, radius * 0.85, "S");
    }
  }
  const thick = clamp(cw / 6, 0.2, 0.45);
  w.strokeColor("#000000");
  w.lineWidth(thick);
  for (const [cx, cy] of outlines) {
    w.rect(cx + thick / 2, cy + thick / 2, cw - thick, rh - thick, "S");
  }
  return gy - y + rows.length * rh;
}

/** Texts of {@linkcode heatmapLegend}. */
export interface HeatmapLegendLabels {
  /** Name of the score, e.g. "z*". */
  readonly z: string;
  readonly strong: string;
  readonly mild: string;
  readonly fdr: string;
  readonly unavailable: string;
}

/**
 * Legend items of the heatmap: the diverging scale with its class edges, then the three marks
 * and the unmeasured cell.
 *
 * @example
 * ```ts
 * import { CHART_STYLE } from "./style.ts";
 * const labels = { z: "z*", strong: "strong", mild: "mild", fdr: "FDR", unavailable: "n/a" };
 * heatmapLegend(CHART_STYLE, labels, String).map((i) => i.text);
 * // ["z*", "strong", "mild", "FDR", "n/a"]
 * ```
 */
export function heatmapLegend(
  style: ChartStyle,
  labels: HeatmapLegendLabels,
  format: (v: number) => string,
): LegendItem[] {
  const sw = 3.4;
  const cell = (w: PdfWriter, x: number, y: number, s: number, fill: string) => {
    w.fillColor(fill);
    w.strokeColor(GREYS.missing);
    w.lineWidth(0.1);
    w.dash(null);
    w.rect(x, y, s, s, "FD");
  };
  return [
    {
      width: sw * DIVERGING.length,
      height: 5.4,
      text: labels.z,
      swatch: (w, x, y) => {
        DIVERGING.forEach((fill, k) => {
          w.fillColor(fill);
          w.rect(x + k * sw, y, sw, 2.4, "F");
        });
        w.strokeColor(GREYS.missing);
        w.lineWidth(0.1);
        w.rect(x, y, sw * DIVERGING.length, 2.4, "S");
        // Edges −3 … +3 sit between classes; the clamps ±4 at the ends would crowd them.
        DIVERGING_EDGES.slice(1, -1).forEach((e, k) => {
          label(w, style, format(e), x + (k + 1) * sw, y + 4.9, {
            align: "center",
            size: style.tickSize * 0.85,
          });
        });
      },
    },
    {
      text: labels.strong,
      swatch: (w, x, y, _sw, h) => {
        cell(w, x, y, h, DIVERGING[3]);
        w.fillColor("#000000");
        w.circle(x + h / 2, y + h / 2, h * 0.25, "F");
      },
    },
    {
      text: labels.mild,
      swatch: (w, x, y, _sw, h) => {
        cell(w, x, y, h, DIVERGING[3]);
        w.strokeColor("#000000");
        w.lineWidth(0.2);
        w.circle(x + h / 2, y + h / 2, h * 0.25, "S");
      },
    },
    {
      text: labels.fdr,
      swatch: (w, x, y, _sw, h) => {
        cell(w, x, y, h, DIVERGING[3]);
        w.strokeColor("#000000");
        w.lineWidth(0.4);
        w.rect(x + 0.2, y + 0.2, h - 0.4, h - 0.4, "S");
      },
    },
    {
      text: labels.unavailable,
      swatch: (w, x, y, _sw, h) => {
        cell(w, x, y, h, GREYS.unmeasured);
        w.strokeColor(GREYS.hatch);
        w.lineWidth(0.15);
        w.line(x, y + h, x + h, y);
      },
    },
  ];
}
