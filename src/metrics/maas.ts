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
  const n = tokens.length;
  if (n < MAAS_MIN_TOKENS) return null;
  const logN = Math.log10(n);
  return (logN - Math.log10(new Set(tokens).size)) / (logN * logN);
}
