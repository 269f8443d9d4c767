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
  return serialise(value);
}

/**
 * Writes the text directly instead of building a sorted copy: a JavaScript object lists
 * integer-like keys ("9", "10") first whatever their insertion order, so a sorted copy would
 * not keep the RFC 8785 order for such keys.
 */
function serialise(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) {
    return `[${value.map((v) => (v === undefined ? "null" : serialise(v))).join(",")}]`;
  }
  const parts: string[] = [];
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined && typeof v !== "function") {
      parts.push(`${JSON.stringify(key)}:${serialise(v)}`);
    }
  }
  return `{${parts.join(",")}}`;
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
