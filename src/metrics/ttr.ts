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
  if (tokens.length === 0) return 0;
  return new Set(tokens).size / tokens.length;
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
  if (tokens.length === 0) return 0;
  return new Set(tokens).size / Math.sqrt(tokens.length);
}
