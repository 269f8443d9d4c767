/**
 * FDR selection over all measured cells and effect magnitudes of the selected cells
 * (SPEC 2.3). p-values are two-sided standard-normal tail probabilities of z*; the selected
 * set is Benjamini-Hochberg, or Benjamini-Yekutieli for `fdr_method = "by"`.
 *
 * The effect magnitude of a selected cell is Cliff's delta of the chapter's value against the
 * values of the other chapters that measure the feature (one value against many: the share of
 * chapters it exceeds minus the share that exceed it), labelled after Romano et al. (2006).
 *
 * @module
 */

import { benjaminiHochberg, benjaminiYekutieli } from "../stats/fdr.ts";
import { cliffsDelta, cliffsLabel } from "../stats/cliffs_delta.ts";
import { normalTwoSidedP } from "../stats/normal.ts";
import type { Cell } from "./baselines.ts";
import { column, type MatrixRow } from "./matrix.ts";

/** A selected cell with its effect label. */
export interface SelectedCell {
  readonly chapter: number;
  readonly feature: number;
  readonly p: number;
  readonly effect: string;
}

/**
 * Selects cells by FDR and labels their effects. Result order: chapter, then feature index.
 *
 * @example
 * ```ts
 * import type { Cell } from "./baselines.ts";
 * import type { MatrixRow } from "./matrix.ts";
 * declare const cells: readonly Cell[];
 * declare const rows: readonly MatrixRow[];
 * selectCells(cells, rows, { q: 0.05, method: "bh" }); // the FDR-selected cells, labelled
 * ```
 */
export function selectCells(
  cells: readonly Cell[],
  rows: readonly MatrixRow[],
  options: { q: number; method: "bh" | "by" },
): SelectedCell[] {
  if (cells.length === 0) return [];
  const p = cells.map((c) => normalTwoSidedP(c.z));
  const chosen = options.method === "by"
    ? benjaminiYekutieli(p, options.q)
    : benjaminiHochberg(p, options.q);
  const selected: SelectedCell[] = [];
  const columns = new Map<number, ReturnType<typeof column>>();
  cells.forEach((cell, i) => {
    if (!chosen[i]) return;
    let col = columns.get(cell.feature);
    if (!col) columns.set(cell.feature, col = column(rows, cell.feature));
    const others = col.values.filter((_, k) => col!.chapters[k] !== cell.chapter);
    const delta = cliffsDelta([cell.value], others);
    selected.push({
      chapter: cell.chapter,
      feature: cell.feature,
      p: p[i],
      effect: delta === null ? "negligible" : cliffsLabel(delta),
    });
  });
  return selected.sort((a, b) => a.chapter - b.chapter || a.feature - b.feature);
}
