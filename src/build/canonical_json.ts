/**
 * Canonical JSON for hashing: object keys sorted (by UTF-16 code units, as in RFC 8785),
 * no whitespace, numbers and strings exactly as `JSON.stringify` writes them, `undefined`
 * members dropped. Two equal values therefore always give the same bytes, whatever order
 * their keys were inserted in.
 *
 * @module
 */

/**
 * Serialises a JSON-compatible value canonically.
 *
 * @example
 * ```ts
 * canonicalJson({ b: [1, { d: null, c: "x" }], a: 2.5 }); // '{"a":2.5,"b":[1,{"c":"x","d":null}]}'
 * ```
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

/**
 * A deep copy whose objects list their keys in canonical order (for pretty-printing the same
 * order that {@linkcode canonicalJson} hashes).
 *
 * @example
 * ```ts
 * Object.keys(sortKeys({ b: 1, a: 2 }) as object); // ["a", "b"]
 * ```
 */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = sortKeys(v);
  }
  return out;
}
