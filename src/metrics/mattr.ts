/**
 * MATTR, the moving-average type-token ratio (Covington & McFall 2010).
 *
 * @module
 */

import { asTypeIds, type TypeIds } from "./token_types.ts";

/** Default MATTR window in tokens. */
export const MATTR_WINDOW = 50;

/**
 * Mean TTR over every window of `window` consecutive tokens (N − window + 1 windows),
 * computed with sliding type counts in O(N). Null when N < window (no full window).
 * Throws RangeError when `window` is not a positive integer.
 *
 * @example
 * ```ts
 * declare const tokens: readonly string[];
 * mattr(tokens); // window 50
 * mattr(["a", "b", "a"], 2); // (2/2 + 2/2) / 2 = 1
 * ```
 */
export function mattr(
  tokens: readonly string[] | TypeIds,
  window: number = MATTR_WINDOW,
): number | null {
  if (!Number.isInteger(window) || window < 1) {
    throw new RangeError(`MATTR window must be a positive integer, got ${window}`);
  }
  const n = "ids" in tokens ? tokens.ids.length : tokens.length;
  if (n < window) return null;
  const { ids, types } = asTypeIds(tokens);
  const counts = new Int32Array(types);
  let distinct = 0;
  for (let i = 0; i < window; i++) if (counts[ids[i]]++ === 0) distinct++;
  // Integer sum of per-window type counts: exact, one division at the end.
  let total = distinct;
  for (let i = window; i < n; i++) {
    if (--counts[ids[i - window]] === 0) distinct--;
    if (counts[ids[i]]++ === 0) distinct++;
    total += distinct;
  }
  const windows = n - window + 1;
  return total / (windows * window);
}
