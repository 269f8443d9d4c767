/**
 * Fast verification of log lines: the same answers as serialising with `canonicalJson` and
 * comparing, at a fraction of the cost on large commits (a whole-process read of a log with
 * 10,000 claims spent most of its time in two full canonical serialisations per line).
 *
 * Why the fast path is exact: `JSON.stringify` writes an object's own keys in property
 * order, and `canonicalJson` writes them sorted by UTF-16 code units; both write primitives
 * with `JSON.stringify` and, for values that came from `JSON.parse` (no `undefined`, no
 * functions, no `toJSON`), nothing else differs. So when every object's `Object.keys` is
 * already sorted, the two serialisations are the same string. When some object's keys are not
 * in sorted order (integer-like keys, which parsing reorders, or a text that is not sorted),
 * the full canonical serialisation decides, as before.
 *
 * @module
 */

import { canonicalJson } from "../../src/codec/canonical_json.ts";

/**
 * True when every object in `value` (at any depth) has its `Object.keys` in sorted order.
 *
 * @example
 * ```ts
 * keysSorted({ a: 1, b: [{ c: 2, d: 3 }] }); // true
 * keysSorted({ b: 1, a: 2 }); // false
 * ```
 */
export function keysSorted(value: unknown): boolean {
  if (value === null || typeof value !== "object") return true;
  if (Array.isArray(value)) {
    for (const v of value) if (!keysSorted(v)) return false;
    return true;
  }
  // for-in allocates no key array (this runs once per object of a large commit, mostly before
  // the JIT warms up); it visits own keys in the order Object.keys gives, then any inherited
  // enumerable ones, which can only turn the answer to false and so to the full check.
  let prev: string | null = null;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (prev !== null && !(prev < key)) return false;
    prev = key;
    if (!keysSorted(record[key])) return false;
  }
  return true;
}

/**
 * Whether `text` is exactly `canonicalJson(value)`, for a `value` parsed from JSON.
 *
 * @example
 * ```ts
 * isCanonicalText(JSON.parse('{"a":1,"b":2}'), '{"a":1,"b":2}'); // true
 * isCanonicalText(JSON.parse('{"b":2,"a":1}'), '{"b":2,"a":1}'); // false
 * ```
 */
export function isCanonicalText(value: unknown, text: string): boolean {
  if (keysSorted(value)) return JSON.stringify(value) === text;
  return canonicalJson(value) === text;
}

/**
 * The canonical JSON of an object without one of its top-level members, cut out of the
 * object's canonical text (`text` must be `canonicalJson(value)`); null when the member is
 * absent or not where the canonical form puts it.
 *
 * @example
 * ```ts
 * withoutMember({ a: 1, h: "x", z: 2 }, '{"a":1,"h":"x","z":2}', "h"); // '{"a":1,"z":2}'
 * ```
 */
export function withoutMember(
  value: Readonly<Record<string, unknown>>,
  text: string,
  key: string,
): string | null {
  if (!Object.hasOwn(value, key) || value[key] === undefined) return null;
  const tail = Object.keys(value).filter((k) => k > key && value[k] !== undefined).sort()
    .map((k) => `,${JSON.stringify(k)}:${canonicalJson(value[k])}`).join("") + "}";
  const member = `${JSON.stringify(key)}:${canonicalJson(value[key])}`;
  if (!text.endsWith(member + tail)) return null;
  const start = text.length - member.length - tail.length;
  if (start > 1 && text[start - 1] === ",") return text.slice(0, start - 1) + tail;
  if (start === 1 && text[0] === "{") return tail === "}" ? "{}" : "{" + tail.slice(1);
  return null;
}
