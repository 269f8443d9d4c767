/**
 * Jensen-Shannon divergence between two word-count tables, in natural-log units: the
 * reference definition. The pipeline's per-chapter shortcut (`features/divergence.ts`) is
 * tested against it.
 *
 * @module
 */

function total(counts: ReadonlyMap<string, number>): number {
  let sum = 0;
  for (const c of counts.values()) if (c > 0) sum += c;
  return sum;
}

/** ½·p·ln(p/m) + ½·q·ln(q/m) with m = (p + q)/2 and 0·ln 0 = 0. */
function term(p: number, q: number): number {
  const m = (p + q) / 2;
  let t = 0;
  if (p > 0) t += 0.5 * p * Math.log(p / m);
  if (q > 0) t += 0.5 * q * Math.log(q / m);
  return t;
}

/** Calls `visit(word, p, q)` once for every word with a positive count on either side. */
function forEachWord(
  p: ReadonlyMap<string, number>,
  q: ReadonlyMap<string, number>,
  visit: (word: string, pw: number, qw: number) => void,
): boolean {
  const pTotal = total(p);
  const qTotal = total(q);
  if (pTotal === 0 || qTotal === 0) return false;
  for (const [word, c] of p) {
    if (!(c > 0)) continue;
    const qc = q.get(word) ?? 0;
    visit(word, c / pTotal, qc > 0 ? qc / qTotal : 0);
  }
  for (const [word, c] of q) {
    if (!(c > 0) || (p.get(word) ?? 0) > 0) continue;
    visit(word, 0, c / qTotal);
  }
  return true;
}

/**
 * JSD(P, Q) = ½·KL(P‖M) + ½·KL(Q‖M), M = (P + Q)/2, natural log, in [0, ln 2]. Counts are
 * normalised to distributions (non-positive counts ignored). 0 when either side is empty.
 *
 * @example
 * ```ts
 * jensenShannon(new Map([["a", 1]]), new Map([["b", 3]])); // ln 2 ≈ 0.6931
 * ```
 */
export function jensenShannon(
  p: ReadonlyMap<string, number>,
  q: ReadonlyMap<string, number>,
): number {
  let sum = 0;
  forEachWord(p, q, (_word, pw, qw) => {
    sum += term(pw, qw);
  });
  // Summation rounding may step a hair outside the mathematical range.
  return Math.min(Math.LN2, Math.max(0, sum));
}
