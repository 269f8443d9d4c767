/**
 * False discovery rate control over a family of p-values: Benjamini-Hochberg (1995) and
 * Benjamini-Yekutieli (2001) step-up selection, the matching monotone adjusted p-values,
 * and the expected number of false positives at a |z| threshold under a normal null.
 *
 * The arithmetic mirrors statsmodels.stats.multitest.fdrcorrection (thresholds
 * (k/m) * q, BY with (k/m)/c(m) * q), so boundary cases agree with it bit for bit.
 *
 * @module
 */

import { normalTwoSidedP } from "./normal.ts";

/** Which FDR procedure to use: Benjamini-Hochberg or Benjamini-Yekutieli. */
export type FdrMethod = "bh" | "by";

function requirePValues(p: readonly number[]): void {
  for (let i = 0; i < p.length; i++) {
    if (!(p[i] >= 0 && p[i] <= 1)) throw new RangeError(`p[${i}] is not in [0, 1]: ${p[i]}`);
  }
}

function requireLevel(q: number): void {
  if (!(q > 0 && q <= 1)) throw new RangeError(`q must be in (0, 1]: ${q}`);
}

/** Harmonic number c(m) = sum_{i=1..m} 1/i, the BY dependence penalty. */
function harmonic(m: number): number {
  let c = 0;
  for (let i = 1; i <= m; i++) c += 1 / i;
  return c;
}

/** Indices that sort p ascending (stable, so ties keep input order). */
function ascendingOrder(p: readonly number[]): number[] {
  return p.map((_, i) => i).sort((a, b) => p[a] - p[b] || a - b);
}

/** Per-rank factors k/m (BH) or (k/m)/c(m) (BY), k = 1..m. */
function rankFactors(m: number, method: FdrMethod): number[] {
  const c = method === "by" ? harmonic(m) : 1;
  const factors: number[] = [];
  for (let k = 1; k <= m; k++) factors.push(method === "by" ? k / m / c : k / m);
  return factors;
}

function stepUp(p: readonly number[], q: number, method: FdrMethod): boolean[] {
  requirePValues(p);
  requireLevel(q);
  const m = p.length;
  const order = ascendingOrder(p);
  const factors = rankFactors(m, method);
  let last = -1;
  for (let k = 0; k < m; k++) {
    if (p[order[k]] <= factors[k] * q) last = k;
  }
  const selected = new Array<boolean>(m).fill(false);
  for (let k = 0; k <= last; k++) selected[order[k]] = true;
  return selected;
}

/**
 * Benjamini-Hochberg step-up selection at FDR level q: with p sorted ascending, find the
 * largest k with p_(k) <= (k/m) q and select the k smallest. Flags are in input order.
 * Throws RangeError for p outside [0, 1] or q outside (0, 1].
 *
 * @example
 * ```ts
 * benjaminiHochberg([0.01, 0.04, 0.03, 0.5], 0.05); // [true, false, false, false]
 * ```
 */
export function benjaminiHochberg(p: readonly number[], q: number): boolean[] {
  return stepUp(p, q, "bh");
}

/**
 * Benjamini-Yekutieli step-up selection: BH at level q / sum_{i=1..m} 1/i, valid under any
 * dependence between the tests. Flags are in input order.
 * Throws RangeError for p outside [0, 1] or q outside (0, 1].
 *
 * @example
 * ```ts
 * benjaminiYekutieli([0.001, 0.01, 0.03, 0.5], 0.05); // [true, true, false, false]
 * ```
 */
export function benjaminiYekutieli(p: readonly number[], q: number): boolean[] {
  return stepUp(p, q, "by");
}

/**
 * FDR-adjusted p-values (q-values) in input order: p_(k) / factor_k made monotone by a
 * running minimum from the largest p down, capped at 1 (statsmodels multipletests
 * fdr_bh / fdr_by). Selecting adjusted <= q equals the step-up selection.
 * Throws RangeError for p outside [0, 1].
 *
 * @example
 * ```ts
 * adjustedPValues([0.01, 0.04, 0.03], "bh"); // [0.03, 0.04, 0.04]
 * ```
 */
export function adjustedPValues(p: readonly number[], method: FdrMethod): number[] {
  requirePValues(p);
  const m = p.length;
  const order = ascendingOrder(p);
  const factors = rankFactors(m, method);
  const adjusted = new Array<number>(m);
  let running = Infinity;
  for (let k = m - 1; k >= 0; k--) {
    running = Math.min(running, p[order[k]] / factors[k]);
    adjusted[order[k]] = Math.min(1, running);
  }
  return adjusted;
}

/**
 * Expected number of tests with |Z| >= zMild among m tests when every null is true and
 * Z is standard normal: m * P(|Z| >= zMild). A zMild <= 0 gives m.
 * Throws RangeError when m is negative or either argument is not finite.
 *
 * @example
 * ```ts
 * expectedFalsePositives(16, 1.959963984540054); // 0.8
 * ```
 */
export function expectedFalsePositives(m: number, zMild: number): number {
  if (!(Number.isFinite(m) && m >= 0)) throw new RangeError(`m must be >= 0: ${m}`);
  if (!Number.isFinite(zMild)) throw new RangeError(`zMild must be finite: ${zMild}`);
  return zMild <= 0 ? m : m * normalTwoSidedP(zMild);
}
