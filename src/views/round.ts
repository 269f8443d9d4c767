/**
 * Rounding for JSON output: results carry 4 decimals (deterministic, readable, and far below
 * any difference the heuristics can resolve). Computation never uses rounded values.
 *
 * @module
 */

/** Decimals kept in JSON results. */
export const JSON_DECIMALS = 4;

/**
 * Rounds half away from zero to `JSON_DECIMALS` decimals; null stays null; -0 becomes 0.
 *
 * @example
 * ```ts
 * round(2 / 3); // 0.6667
 * round(null); // null
 * ```
 */
export function round(x: number | null, decimals: number = JSON_DECIMALS): number | null {
  if (x === null || !Number.isFinite(x)) return null;
  const f = 10 ** decimals;
  const r = Math.sign(x) * Math.round(Math.abs(x) * f) / f;
  return r === 0 ? 0 : r;
}

/**
 * Rounds a number that is never null (counts-based values of a non-empty input).
 *
 * @example
 * ```ts
 * roundNumber(1.23456); // 1.2346
 * ```
 */
export function roundNumber(x: number, decimals: number = JSON_DECIMALS): number {
  return round(x, decimals) ?? 0;
}
