/**
 * Maas' index a² (Maas 1972), a log-based length correction of TTR.
 *
 * @module
 */

/** Local 100-token floor for Maas a² (a policy, not a reliability guarantee). */
export const MAAS_MIN_TOKENS = 100;

/**
 * Maas a² = (log10 N − log10 V) / (log10 N)²; lower means more diverse. A text of a single
 * repeated type is accepted (100 tokens, 1 type give 0.5). Null when N < 100.
 *
 * @example
 * ```ts
 * maasA2(Array(100).fill("la")); // 0.5
 * ```
 */
export function maasA2(tokens: readonly string[]): number | null {
  return maasA2FromCounts(tokens.length, new Set(tokens).size);
}

/**
 * Maas a² from N tokens and V types (same definition and floor as {@link maasA2}).
 *
 * @example
 * ```ts
 * maasA2FromCounts(100, 1); // 0.5
 * ```
 */
export function maasA2FromCounts(n: number, v: number): number | null {
  if (n < MAAS_MIN_TOKENS) return null;
  const logN = Math.log10(n);
  return (logN - Math.log10(v)) / (logN * logN);
}
