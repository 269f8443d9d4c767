/**
 * Distributes a chapter's grid rows over pages with widow and orphan control.
 *
 * A page takes as many rows as fit; then the break moves up by one or two rows when it would
 * leave
 * - an orphan: the first line of a paragraph of two or more lines alone at the page foot,
 * - a widow: the last line of such a paragraph alone at the next page's head,
 * - a scene divider at the page foot (it belongs to the text after it).
 * When no break within two rows avoids all three (a page of two-line paragraphs can need
 * more), the full page stands. Pages therefore end one or two lines short now and then
 * (a ragged foot, as in most novels that keep a fixed leading); the grid never stretches.
 *
 * @module
 */

/** One row of a chapter's text flow. */
export interface FlowRow {
  readonly kind: "line" | "divider";
  /** Grid lines it takes. */
  readonly height: number;
  /** Lines: first and last line of its paragraph. */
  readonly first: boolean;
  readonly last: boolean;
}

/** How far a page break may move up to avoid a widow, orphan or stranded divider. */
const MAX_PULLBACK = 2;

function breakIsClean(rows: readonly FlowRow[], at: number): boolean {
  const before = rows[at - 1];
  const after = rows[at];
  if (before.kind === "divider") return false;
  if (before.kind === "line" && before.first && !before.last) return false;
  if (after.kind === "line" && after.last && !after.first) return false;
  return true;
}

/**
 * Index of the first row of each page. `capacity(n)` is the number of grid lines of the
 * chapter's n-th page (0: the opening page, which the heading shortens).
 *
 * @example
 * ```ts
 * const line = (first: boolean, last: boolean): FlowRow =>
 *   ({ kind: "line", height: 1, first, last });
 * // A three-line paragraph after one line; pages of three lines: the orphan moves over.
 * paginate([line(true, true), line(true, false), line(false, false), line(false, true)],
 *   () => 3); // [0, 1]
 * ```
 */
export function paginate(rows: readonly FlowRow[], capacity: (page: number) => number): number[] {
  const starts: number[] = [];
  let start = 0;
  while (start < rows.length) {
    starts.push(start);
    const room = Math.max(1, capacity(starts.length - 1));
    let used = 0;
    let end = start;
    while (end < rows.length && used + rows[end].height <= room) used += rows[end++].height;
    if (end === start) end = start + 1;
    if (end < rows.length) {
      for (let at = end; at >= Math.max(start + 1, end - MAX_PULLBACK); at--) {
        if (breakIsClean(rows, at)) {
          end = at;
          break;
        }
      }
    }
    start = end;
  }
  return starts;
}
