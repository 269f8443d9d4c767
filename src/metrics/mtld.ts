/**
 * MTLD, the measure of textual lexical diversity (McCarthy & Jarvis 2010): the mean length
 * of consecutive stretches ("factors") whose running TTR stays at or above a threshold,
 * averaged over a forward and a backward pass.
 *
 * @module
 */

import { asTypeIds, type TypeIds } from "./token_types.ts";

/** Standard factor threshold (McCarthy & Jarvis 2010). */
export const MTLD_THRESHOLD = 0.72;

/** Local floor: MTLD is null below this many tokens (a policy, not a reliability bound). */
export const MTLD_MIN_TOKENS = 100;

/** MTLD options. */
export interface MtldOptions {
  /** Factor threshold in (0, 1); default {@link MTLD_THRESHOLD}. */
  readonly threshold?: number;
}

function checkThreshold(threshold: number): void {
  if (!(threshold > 0 && threshold < 1)) {
    throw new RangeError(`MTLD threshold must lie in (0, 1), got ${threshold}`);
  }
}

/** Factor count of one pass over `ids` (reversed when `backward`). */
function passFactors(ids: Int32Array, types: number, threshold: number, backward: boolean): number {
  const n = ids.length;
  // stamp[id] === factor + 1 marks "type already seen in the current factor" without clearing.
  const stamp = new Int32Array(types);
  let factor = 0;
  let count = 0;
  let seen = 0;
  for (let k = 0; k < n; k++) {
    const id = ids[backward ? n - 1 - k : k];
    count++;
    if (stamp[id] !== factor + 1) {
      stamp[id] = factor + 1;
      seen++;
    }
    // "Falls below" is strict: a TTR exactly equal to the threshold continues the factor.
    if (seen / count < threshold) {
      factor++;
      count = 0;
      seen = 0;
    }
  }
  // The unfinished last stretch counts as the share of the way from TTR 1 to the threshold.
  const partial = count > 0 ? (1 - seen / count) / (1 - threshold) : 0;
  return factor + partial;
}

/**
 * Factor count of one forward MTLD pass, including the partial last factor
 * (1 − TTR_left)/(1 − threshold). No length floor: meant for inspection and tests; reverse
 * the tokens for the backward pass.
 *
 * @example
 * ```ts
 * mtldFactors(["a", "a", "b", "c", "d", "b"]); // 1 + (1 − 3/4)/(1 − 0.72) ≈ 1.8929
 * ```
 */
export function mtldFactors(tokens: readonly string[], threshold = MTLD_THRESHOLD): number {
  checkThreshold(threshold);
  const { ids, types } = asTypeIds(tokens);
  return passFactors(ids, types, threshold, false);
}

/**
 * MTLD = mean of N/factors_forward and N/factors_backward. Null when N < 100 or when a
 * pass has a factor count of 0, which happens only when every token is distinct (the TTR
 * never leaves 1, so the text is too short to measure a factor length). Throws RangeError
 * for a threshold outside (0, 1).
 *
 * @example
 * ```ts
 * declare const tokens: readonly string[];
 * mtld(tokens); // e.g. 71.3
 * mtld(tokens, { threshold: 0.7 });
 * ```
 */
export function mtld(
  tokens: readonly string[] | TypeIds,
  options: MtldOptions = {},
): number | null {
  const threshold = options.threshold ?? MTLD_THRESHOLD;
  checkThreshold(threshold);
  const n = "ids" in tokens ? tokens.ids.length : tokens.length;
  if (n < MTLD_MIN_TOKENS) return null;
  const { ids, types } = asTypeIds(tokens);
  const forward = passFactors(ids, types, threshold, false);
  const backward = passFactors(ids, types, threshold, true);
  if (forward === 0 || backward === 0) return null;
  return (n / forward + n / backward) / 2;
}
