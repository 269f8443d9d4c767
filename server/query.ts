/**
 * Query-string parsing for the GET routes that read archive records: each route names the
 * parameters it knows, and anything else — an unknown name, a name given twice, a revision
 * that is not a positive integer, a flag that is not `true` or `false` — is a 400 that names
 * the parameter, so a typo such as `revison=2` never silently reads the current revision.
 *
 * @module
 */

import type { Context } from "npm:hono@4.13.19";
import { httpError } from "./http.ts";

/**
 * The request's query parameters, each given at most once and each one of `allowed`.
 *
 * @example
 * ```ts
 * import type { Context } from "npm:hono@4.13.19";
 * declare const c: Context; // a request to /api/research/record?kind=claim&id=c1
 * const q = queryOf(c, ["kind", "id", "revision"]);
 * q.kind; // "claim"
 * ```
 */
export function queryOf(
  c: Context,
  allowed: readonly string[],
): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (!allowed.includes(name)) {
      throw httpError(400, "query.unknown_query_field", {
        name,
        map: allowed.map((a) => `"${a}"`).join(", "),
      });
    }
    if (values.length > 1) throw httpError(400, "query.given_more_than", { name });
    out[name] = values[0];
  }
  return out;
}

/**
 * A required query parameter: 400 when it is absent or blank.
 *
 * @example
 * ```ts
 * requiredParam({ kind: "claim", id: "c1" }, "kind"); // "claim"
 * ```
 */
export function requiredParam(q: Partial<Record<string, string>>, name: string): string {
  const value = q[name];
  if (value === undefined || value.trim() === "") {
    throw httpError(400, "query.query_field_required", { name });
  }
  return value;
}

/**
 * A positive integer written in decimal digits (`1`, `12`; not `0`, `01`, `1.0`, `+1`,
 * `1e2`), or a 400.
 *
 * @example
 * ```ts
 * positiveInteger("3", "revision"); // 3
 * ```
 */
export function positiveInteger(value: string, name: string): number {
  const n = Number(value);
  if (!/^[1-9][0-9]*$/.test(value) || !Number.isSafeInteger(n)) {
    throw httpError(400, "query.positive_integer", { name, value: JSON.stringify(value) });
  }
  return n;
}

/**
 * `true` or `false`, or a 400.
 *
 * @example
 * ```ts
 * booleanParam("true", "include_retracted"); // true
 * ```
 */
export function booleanParam(value: string, name: string): boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  throw httpError(400, "query.true_false", { name, value: JSON.stringify(value) });
}
