/**
 * Shared token bookkeeping for the lexical-diversity indices: type frequencies and dense
 * integer ids, so the sliding and factor-based indices run on typed arrays instead of
 * string-keyed maps in their inner loops.
 *
 * @module
 */

/**
 * Frequency of every type (distinct token string) in `tokens`.
 *
 * @example
 * ```ts
 * countTypes(["a", "b", "a"]); // Map { "a" => 2, "b" => 1 }
 * ```
 */
export function countTypes(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

/** Tokens mapped to dense type ids `0..types-1` in order of first occurrence. */
export interface TypeIds {
  /** `ids[i]` is the type id of `tokens[i]`. */
  readonly ids: Int32Array;
  /** Number of distinct types (V). */
  readonly types: number;
}

/**
 * Maps every token to a dense integer id (first occurrence order).
 *
 * @example
 * ```ts
 * typeIds(["x", "y", "x"]); // { ids: Int32Array [0, 1, 0], types: 2 }
 * ```
 */
export function typeIds(tokens: readonly string[]): TypeIds {
  const index = new Map<string, number>();
  const ids = new Int32Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    let id = index.get(token);
    if (id === undefined) {
      id = index.size;
      index.set(token, id);
    }
    ids[i] = id;
  }
  return { ids, types: index.size };
}

/**
 * Accepts tokens or already interned ids (the pipeline's vocabulary ids, dense in
 * `[0, types)`), so callers that interned once never pay for hashing strings again.
 *
 * @example
 * ```ts
 * asTypeIds(["x", "y", "x"]).types; // 2
 * asTypeIds({ ids: Int32Array.of(0, 1, 0), types: 2 }).ids.length; // 3
 * ```
 */
export function asTypeIds(tokens: readonly string[] | TypeIds): TypeIds {
  return "ids" in tokens ? tokens : typeIds(tokens);
}

/**
 * The non-zero type frequencies of interned ids (for HD-D, TTR, Maas from counts).
 *
 * @example
 * ```ts
 * typeFrequencies({ ids: Int32Array.of(0, 1, 0), types: 2 }); // [2, 1]
 * ```
 */
export function typeFrequencies(t: TypeIds): number[] {
  // A chapter holds a few thousand tokens of a book's tens of thousands of types: sorting its
  // ids and counting runs gives the same list (type id order) without a vocabulary-sized array.
  if (t.ids.length < t.types) return runLengths(t.ids.slice().sort());
  const counts = new Int32Array(t.types);
  for (let i = 0; i < t.ids.length; i++) counts[t.ids[i]]++;
  const out: number[] = [];
  for (let k = 0; k < counts.length; k++) if (counts[k] > 0) out.push(counts[k]);
  return out;
}

function runLengths(sorted: Int32Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    out.push(j - i);
    i = j;
  }
  return out;
}
