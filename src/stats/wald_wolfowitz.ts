/**
 * Wald-Wolfowitz runs test for randomness of a series about its median.
 *
 * @module
 */

import { median } from "./descriptive.ts";
import { normalTwoSidedP } from "./normal.ts";

/** Observed runs, their expectation under randomness, the z statistic and two-sided p. */
export interface RunsTestResult {
  runs: number;
  expected: number;
  z: number;
  p: number;
}

/**
 * Runs above/below the median. Values equal to the median are dropped; with n1 values above
 * and n2 below, E[R] = 2 n1 n2 / (n1 + n2) + 1 and
 * Var[R] = 2 n1 n2 (2 n1 n2 - n1 - n2) / ((n1 + n2)^2 (n1 + n2 - 1)) (Wald & Wolfowitz 1940).
 * z = (R - E[R]) / sqrt(Var[R]) with NO continuity correction (statsmodels' runstest_1samp
 * adds 0.5 toward the mean when n < 50; we keep the plain normal approximation), and p is
 * two-sided. Few runs (z < 0) means clustering, many (z > 0) alternation.
 * Null when fewer than 2 values lie above or fewer than 2 below the median.
 * Throws RangeError on non-finite values.
 *
 * @example
 * ```ts
 * runsTest([1, 2, 3, 4, 5, 6]); // { runs: 2, expected: 4, z: -1.826..., p: 0.0678... }
 * ```
 */
export function runsTest(xs: readonly number[]): RunsTestResult | null {
  const med = median(xs);
  if (med === null) return null;
  const signs = xs.filter((x) => x !== med).map((x) => x > med);
  const n1 = signs.filter((s) => s).length;
  const n2 = signs.length - n1;
  if (n1 < 2 || n2 < 2) return null;
  let runs = 1;
  for (let i = 1; i < signs.length; i++) if (signs[i] !== signs[i - 1]) runs++;
  const n = n1 + n2;
  const expected = 2 * n1 * n2 / n + 1;
  const variance = 2 * n1 * n2 * (2 * n1 * n2 - n) / (n * n * (n - 1));
  const z = (runs - expected) / Math.sqrt(variance);
  return { runs, expected, z, p: normalTwoSidedP(z) };
}
