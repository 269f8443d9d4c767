/**
 * Tables in the report flow: a header row, then rows whose cells are wrapped to their column
 * (or shortened with an ellipsis past `maxLines`), light zebra stripes, and the header
 * repeated at the top of every page the table continues on. A row is never split.
 *
 * @module
 */

import { lineHeight, measureWith } from "../draw/style.ts";
import { wrapText } from "../../text_fit.ts";
import type { FontRole } from "../fonts.ts";
import { type Flow, INK, PAGE } from "./flow.ts";

/** One column. */
export interface Column {
  readonly header: string;
  /** Relative width; the shares of all columns fill the content width. */
  readonly width: number;
  readonly align?: "left" | "right";
  /** Font role of the cells (default `sans`). */
  readonly role?: FontRole;
  /** Lines a cell may take (default 1). */
  readonly maxLines?: number;
}

const PAD_X = 1.2;
const PAD_Y = 0.9;
const STRIPE = "#F3F5F8";

/**
 * Draws a table at the flow's cursor; rows are arrays of cell texts in column order.
 *
 * @example
 * ```ts
 * import type { Flow } from "./flow.ts";
 * declare const flow: Flow;
 * drawTable(flow, [{ header: "Feature", width: 3 }, { header: "τ", width: 1, align: "right" }],
 *   [["Average sentence length", "0.185"]]);
 * ```
 */
export function drawTable(
  flow: Flow,
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  options: { size?: number } = {},
): void {
  const w = flow.w;
  const size = options.size ?? 7.8;
  const lh = lineHeight(size);
  const total = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * flow.width);
  const xs = widths.map((_, k) => PAGE.left + widths.slice(0, k).reduce((s, v) => s + v, 0));

  const header = () => {
    const cells = columns.map((c, k) =>
      wrapText(c.header, widths[k] - 2 * PAD_X, measureWith(w, "sans-bold", size), { maxLines: 2 })
    );
    const h = Math.max(1, ...cells.map((l) => l.length)) * lh + 2 * PAD_Y;
    flow.need(h + lh + 2 * PAD_Y);
    drawCells(cells, "sans-bold", INK.body, flow.y);
    w.strokeColor(INK.muted);
    w.lineWidth(0.25);
    w.line(PAGE.left, flow.y + h, PAGE.right, flow.y + h);
    flow.y += h;
  };

  const drawCells = (
    cells: readonly string[][],
    role: FontRole | null,
    colour: string,
    top: number,
  ) => {
    cells.forEach((lines, k) => {
      const col = columns[k];
      const r = role ?? col.role ?? "sans";
      const right = col.align === "right";
      const x = right ? xs[k] + widths[k] - PAD_X : xs[k] + PAD_X;
      w.textColor(colour);
      lines.forEach((line, i) => {
        w.text(line, x, top + PAD_Y + lh * (i + 0.78), {
          role: r,
          size,
          align: right ? "right" : "left",
        });
      });
    });
  };

  header();
  rows.forEach((row, index) => {
    const cells = columns.map((c, k) =>
      wrapText(row[k] ?? "", widths[k] - 2 * PAD_X, measureWith(w, c.role ?? "sans", size), {
        maxLines: c.maxLines ?? 1,
      })
    );
    const h = Math.max(1, ...cells.map((l) => l.length)) * lh + 2 * PAD_Y;
    if (flow.y + h > PAGE.bottom) {
      flow.newPage();
      header();
    }
    if (index % 2 === 1) {
      w.fillColor(STRIPE);
      w.rect(PAGE.left, flow.y, flow.width, h, "F");
    }
    drawCells(cells, null, INK.body, flow.y);
    flow.y += h;
  });
  w.strokeColor(INK.rule);
  w.lineWidth(0.2);
  w.line(PAGE.left, flow.y, PAGE.right, flow.y);
  flow.y += 3;
}
