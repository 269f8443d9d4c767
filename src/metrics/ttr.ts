/**
 * Type-token ratio and Guiraud's R (root TTR). Both depend strongly on text length; they are
 * reported for continuity, the length-robust indices are HD-D, MTLD, MATTR and Maas.
 *
 * @module
 */

/**
 * Type-token ratio V/N; 0 for an empty token list.
 *
 * @example
 * ```ts
 * ttr(["a", "b", "a", "c"]); // 0.75
 * ```
 */
export function ttr(tokens: readonly string[]): number {
  return ttrFromCounts(tokens.length, new Set(tokens).size);
}

/**
 * Guiraud's R = V/sqrt(N) (Guiraud 1954); 0 for an empty token list.
 *
 * @example
 * ```ts
 * guiraudR(["a", "b", "a", "c"]); // 1.5
 * ```
 */
export function guiraudR(tokens: readonly string[]): number {
  return guiraudFromCounts(tokens.length, new Set(tokens).size);
}

/**
 * TTR = V/N from counts (0 for N = 0).
 *
 * @example
 * ```ts
 * ttrFromCounts(4, 3); // 0.75
 * ```
 */
export function ttrFromCounts(n: number, v: number): number {
  return n > 0 ? v / n : 0;
}

/**
 * Guiraud's R = V/√N from counts (0 for N = 0).
 *
 * @example
 * ```ts
 * guiraudFromCounts(4, 3); // 1.5
 * ```
 */
export function guiraudFromCounts(n: number, v: number): number {
  return n > 0 ? v / Math.sqrt(n) : 0;
}
