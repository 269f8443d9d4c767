/**
 * p-values as a person reads them: four decimals, and "< 0.0001" below that, since a p-value
 * printed as "0" claims a certainty no test gives.
 *
 * @module
 */

import { formatNumber } from "./dashboard/format.ts";

/** Below this a p-value prints as "< 0.0001": four decimals cannot show it. */
const P_FLOOR = 0.0001;

/**
 * Formats a p-value with four decimals in the language's number format; one below
 * {@linkcode P_FLOOR} (including an underflow to 0) prints as "< 0.0001"; null gives "–".
 *
 * @example
 * ```ts
 * formatPValue(0.01234, "en"); // "0.0123"
 * formatPValue(0, "de"); // "< 0,0001"
 * ```
 */
export function formatPValue(p: number | null | undefined, language: string): string {
  if (p === null || p === undefined || !Number.isFinite(p)) return "–";
  return p < P_FLOOR ? `< ${formatNumber(P_FLOOR, language, 4)}` : formatNumber(p, language, 4);
}
