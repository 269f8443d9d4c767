/**
 * Total-fit line breaking after Knuth and Plass ("Breaking paragraphs into lines", Software:
 * Practice and Experience 11, 1981), reduced to what the book layout needs: glue may stretch
 * but never shrink, because `PdfWriter.justified` can only widen the spaces of a line whose
 * natural width already fits. Boxes are words or word fragments, glue is an inter-word space,
 * penalties are hyphenation points (flagged) and the final forced break.
 *
 * @module
 */

/** A box (unbreakable text), a glue (breakable space) or a penalty (optional break). */
export interface Item {
  readonly kind: "box" | "glue" | "penalty";
  /** Natural width (mm); for a penalty the width added when the line breaks there. */
  readonly width: number;
  /** Glue only: how far it may stretch (mm). */
  readonly stretch: number;
  /** Penalty only: cost of breaking here; `-Infinity` forces a break. */
  readonly cost: number;
  /** Penalty only: a hyphen break (two in a row are penalised). */
  readonly flagged: boolean;
}

/** Demerit parameters (TeX's names; values in TeX's units). */
export interface FitOptions {
  /** Largest adjustment ratio accepted; `Infinity` for the emergency pass. */
  readonly tolerance: number;
  /** Added to every line's badness (TeX `\linepenalty`). */
  readonly linePenalty: number;
  /** Two hyphenated lines in a row (TeX `\doublehyphendemerits`). */
  readonly doubleHyphenDemerits: number;
  /** A hyphen on the paragraph's second-to-last line (TeX `\finalhyphendemerits`). */
  readonly finalHyphenDemerits: number;
  /** Neighbouring lines of very different looseness (TeX `\adjdemerits`). */
  readonly adjacentDemerits: number;
}

/**
 * TeX's plain-format values, except `finalHyphenDemerits`: 100000 instead of 5000, because a
 * paragraph ending in a hyphenated stub ("ge-" / "sagt.") looked worse in our samples than
 * one looser line (on War and Peace the median space grows by 0.002 em).
 */
export const BOOK_DEMERITS: Omit<FitOptions, "tolerance"> = {
  linePenalty: 10,
  doubleHyphenDemerits: 10000,
  finalHyphenDemerits: 100000,
  adjacentDemerits: 10000,
};

interface Node {
  readonly position: number;
  readonly line: number;
  readonly fitness: number;
  readonly totalWidth: number;
  readonly totalStretch: number;
  readonly demerits: number;
  readonly flagged: boolean;
  readonly previous: Node | null;
}

const EPSILON = 1e-9;

function fitnessClass(ratio: number): number {
  if (ratio > 1) return 0;
  if (ratio > 0.5) return 1;
  return 2;
}

/**
 * The optimal break positions (item indices, ascending, the last one the final forced
 * penalty), or null when no set of breaks keeps every line within `tolerance`. `lineWidth(n)`
 * gives the width of line n (0-based). A line's natural width never exceeds its width.
 *
 * @example
 * ```ts
 * const box = (w: number): Item => ({ kind: "box", width: w, stretch: 0, cost: 0, flagged: false });
 * const glue: Item = { kind: "glue", width: 1, stretch: 1, cost: 0, flagged: false };
 * const end: Item[] = [{ kind: "glue", width: 0, stretch: 1e6, cost: 0, flagged: false },
 *   { kind: "penalty", width: 0, stretch: 0, cost: -Infinity, flagged: false }];
 * totalFit([box(4), glue, box(4), glue, box(4), ...end], () => 9,
 *   { tolerance: 2, ...BOOK_DEMERITS }); // [3, 6]
 * ```
 */
export function totalFit(
  items: readonly Item[],
  lineWidth: (line: number) => number,
  options: FitOptions,
): number[] | null {
  let active: Node[] = [{
    position: -1,
    line: 0,
    fitness: 2,
    totalWidth: 0,
    totalStretch: 0,
    demerits: 0,
    flagged: false,
    previous: null,
  }];
  let sumWidth = 0;
  let sumStretch = 0;
  for (let i = 0; i < items.length && active.length > 0; i++) {
    const item = items[i];
    const breakable = item.kind === "penalty"
      ? item.cost !== Infinity
      : item.kind === "glue" && i > 0 && items[i - 1].kind === "box";
    if (breakable) active = tryBreak(items, i, active, sumWidth, sumStretch, lineWidth, options);
    if (item.kind !== "penalty") {
      sumWidth += item.width;
      sumStretch += item.stretch;
    }
  }
  const last = items.length - 1;
  let best: Node | null = null;
  for (const node of active) {
    if (node.position === last && (!best || node.demerits < best.demerits)) best = node;
  }
  if (!best) return null;
  const breaks: number[] = [];
  for (let node: Node | null = best; node && node.position >= 0; node = node.previous) {
    breaks.push(node.position);
  }
  return breaks.reverse();
}

function tryBreak(
  items: readonly Item[],
  i: number,
  active: Node[],
  sumWidth: number,
  sumStretch: number,
  lineWidth: (line: number) => number,
  options: FitOptions,
): Node[] {
  const item = items[i];
  const isPenalty = item.kind === "penalty";
  const forced = isPenalty && item.cost === -Infinity;
  const flagged = isPenalty && item.flagged;
  const kept: Node[] = [];
  // Best candidate per fitness class, as in Knuth and Plass's algorithm.
  const candidates: (Node | null)[] = [null, null, null];
  for (const node of active) {
    const base = sumWidth - node.totalWidth;
    const natural = base + (isPenalty ? item.width : 0);
    const room = lineWidth(node.line);
    // Without shrinking, content only grows: once the text alone is wider than the line,
    // this node can never end a line again.
    if (base > room + EPSILON) continue;
    if (!forced) kept.push(node);
    if (natural > room + EPSILON) continue;
    const stretch = sumStretch - node.totalStretch;
    const slack = room - natural;
    const ratio = slack <= EPSILON ? 0 : stretch > EPSILON ? slack / stretch : Infinity;
    if (ratio > options.tolerance) continue;
    const badness = ratio === Infinity ? 1e7 : Math.min(1e7, 100 * ratio ** 3);
    let demerits = (options.linePenalty + badness) ** 2;
    if (isPenalty && item.cost > 0) demerits += item.cost ** 2;
    else if (isPenalty && !forced && item.cost < 0) demerits -= item.cost ** 2;
    if (flagged && node.flagged) demerits += options.doubleHyphenDemerits;
    if (forced && node.flagged) demerits += options.finalHyphenDemerits;
    const fitness = fitnessClass(ratio);
    if (Math.abs(fitness - node.fitness) > 1) demerits += options.adjacentDemerits;
    demerits += node.demerits;
    const known = candidates[fitness];
    if (!known || demerits < known.demerits) {
      candidates[fitness] = { ...node, fitness, demerits, previous: node, flagged };
    }
  }
  const after = totalsAfter(items, i, sumWidth, sumStretch);
  for (const c of candidates) {
    if (!c) continue;
    kept.push({
      position: i,
      line: c.previous!.line + 1,
      fitness: c.fitness,
      totalWidth: after.width,
      totalStretch: after.stretch,
      demerits: c.demerits,
      flagged: c.flagged,
      previous: c.previous,
    });
  }
  return kept;
}

/** Running totals where the next line starts: glue right after a break is discarded. */
function totalsAfter(
  items: readonly Item[],
  i: number,
  sumWidth: number,
  sumStretch: number,
): { width: number; stretch: number } {
  let width = sumWidth;
  let stretch = sumStretch;
  for (let j = i; j < items.length; j++) {
    const item = items[j];
    if (item.kind === "box") break;
    if (item.kind === "penalty" && item.cost === -Infinity && j > i) break;
    if (item.kind === "glue") {
      width += item.width;
      stretch += item.stretch;
    }
  }
  return { width, stretch };
}
