/**
 * How the chapter strips fill their area on the one page: how many columns of strips, the
 * type size and the row pitch. Every width on a strip scales with the type size, so a strip
 * needs `needPerPt × size` millimetres; the plan picks the column count (1 to
 * {@linkcode GRID.maxColumns}) that allows the largest type, with fewer columns on a tie.
 *
 * Choices: type at most 11 pt; a row is at least 1.25 em and at most 3.6 em high, so a short
 * book's strips grow taller to use the page (what is still free is shared out around them by
 * `sheet.ts`); the column header takes 2.3 em. There is no lower bound on the type: a book with thousands of chapters still gets
 * one page, in smaller type.
 *
 * @module
 */

import { MM_PER_PT } from "../writer.ts";

/** Constants of the plan (em = the strip type size in mm). */
export const GRID = {
  maxFontPt: 11,
  minPitchEm: 1.25,
  maxPitchEm: 3.6,
  headerEm: 2.3,
  /** Space between columns of strips, mm. */
  gutter: 7,
  maxColumns: 4,
} as const;

/** The chosen arrangement. */
export interface GridPlan {
  readonly columns: number;
  readonly rowsPerColumn: number;
  /** Type size of the strips, pt. */
  readonly fontPt: number;
  /** Row pitch, mm. */
  readonly pitch: number;
  /** Height of the column header row, mm. */
  readonly headerHeight: number;
  /** Width of one column of strips, mm. */
  readonly columnWidth: number;
}

/**
 * Plans the strips of `chapters` chapters in a `width` × `height` mm area, for strips that
 * need `needPerPt` mm of width per point of type size.
 *
 * @example
 * ```ts
 * const plan = planGrid(364, 25, 276, 440);
 * plan.columns; // 2
 * ```
 */
export function planGrid(
  chapters: number,
  needPerPt: number,
  width: number,
  height: number,
): GridPlan {
  const n = Math.max(1, chapters);
  let best: GridPlan | null = null;
  for (let k = 1; k <= Math.min(GRID.maxColumns, n); k++) {
    const rows = Math.ceil(n / k);
    const columnWidth = (width - (k - 1) * GRID.gutter) / k;
    const byWidth = columnWidth / needPerPt;
    const byHeight = height / (GRID.headerEm + rows * GRID.minPitchEm) / MM_PER_PT;
    const fontPt = Math.min(GRID.maxFontPt, byWidth, byHeight);
    if (best !== null && fontPt <= best.fontPt + 0.01) continue;
    const em = fontPt * MM_PER_PT;
    const headerHeight = GRID.headerEm * em;
    const pitch = Math.min(GRID.maxPitchEm * em, (height - headerHeight) / rows);
    best = { columns: k, rowsPerColumn: rows, fontPt, pitch, headerHeight, columnWidth };
  }
  return best!;
}
