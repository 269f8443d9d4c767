/**
 * Numbers for JSON results: full double precision, never rounded (a consumer must be able to
 * verify every figure). Only what JSON cannot carry is normalised: a non-finite value becomes
 * null (or 0 where the field is never null) and -0 becomes 0, so that `JSON.stringify` and
 * deep comparisons agree. Rounding for people happens where a number is displayed.
 *
 * @module
 */

/**
 * The value itself when finite (-0 as 0); null for null, NaN and ±Infinity.
 *
 * @example
 * ```ts
 * finite(2 / 3); // 0.6666666666666666
 * finite(Number.NaN); // null
 * ```
 */
export function finite(x: number | null): number | null {
  if (x === null || !Number.isFinite(x)) return null;
  return x === 0 ? 0 : x;
}

/**
 * Like {@linkcode finite} for fields that are never null: a non-finite value gives 0.
 *
 * @example
 * ```ts
 * finiteNumber(1 / 3); // 0.3333333333333333
 * finiteNumber(Number.NaN); // 0
 * ```
 */
export function finiteNumber(x: number): number {
  return finite(x) ?? 0;
}

/**
 * Applies {@linkcode finite} to every number of a plain JSON-ready value (arrays and objects
 * are copied; strings, booleans and null stay).
 *
 * @example
 * ```ts
 * finiteDeep({ a: [1 / 3, Number.NaN], b: "x" }); // { a: [0.3333333333333333, null], b: "x" }
 * ```
 */
export function finiteDeep(value: unknown): unknown {
  if (typeof value === "number") return finite(value);
  if (Array.isArray(value)) return value.map(finiteDeep);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = finiteDeep(v);
    return out;
  }
  return value;
}
