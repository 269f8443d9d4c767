/**
 * Field validators for authored records. Every value an author sends passes through one of
 * these before it is stored; each failure is a `UsageError` (exit 2 / HTTP 400) that
 * names the field and quotes what was wrong, so a client can fix its request.
 *
 * @module
 */

import { type IdPrefix, isId } from "../store/id_format.ts";
import { usageError } from "../keyed_errors.ts";

/** Longest single-line title (characters). */
export const MAX_TITLE_CHARS = 500;
/** Longest free text field such as a statement or rationale (characters). */
const MAX_TEXT_CHARS = 20_000;
/** Longest dossier body (characters). */
export const MAX_BODY_CHARS = 1_000_000;
/** Longest revision reason (characters). */
export const MAX_REASON_CHARS = 2_000;
/** Most passages one dossier may cite. */
const MAX_EVIDENCE_IDS = 10_000;

function chars(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/**
 * A required single-line, non-blank title of at most 500 characters (trimmed).
 *
 * @example
 * ```ts
 * title(" Letters ", "title"); // "Letters"
 * ```
 */
export function title(value: unknown, field: string): string {
  if (typeof value !== "string") throw usageError("field.string", { field });
  if (/[\r\n\u2028\u2029]/.test(value)) throw usageError("field.single_line", { field });
  const t = value.trim();
  if (t === "") throw usageError("field.blank", { field });
  if (chars(t) > MAX_TITLE_CHARS) {
    throw usageError("field.too_long", { field, max: MAX_TITLE_CHARS });
  }
  return t;
}

/**
 * A string of at most `max` characters; `required` also refuses blank text.
 *
 * @example
 * ```ts
 * text("A reason", "reason", { required: true }); // "A reason"
 * ```
 */
export function text(
  value: unknown,
  field: string,
  options: { required?: boolean; max?: number } = {},
): string {
  if (typeof value !== "string") throw usageError("field.string", { field });
  if (options.required && value.trim() === "") {
    throw usageError("field.blank", { field });
  }
  const max = options.max ?? MAX_TEXT_CHARS;
  if (chars(value) > max) throw usageError("field.too_long", { field, max });
  return value;
}

/**
 * Optional text: `null` and `undefined` become `null`, anything else goes through `text`.
 *
 * @example
 * ```ts
 * optionalText(undefined, "rationale"); // null
 * ```
 */
export function optionalText(value: unknown, field: string, max?: number): string | null {
  return value == null ? null : text(value, field, { max });
}

/**
 * One of the allowed string values.
 *
 * @example
 * ```ts
 * oneOf("evidenced", "confidence", ["hypothetical", "evidenced", "disputed"]);
 * ```
 */
export function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw usageError("field.one_of", {
      field,
      allowed: allowed.join(", "),
      value: JSON.stringify(value),
    });
  }
  return value as T;
}

/**
 * A boolean (only `true` or `false`, never a string or a number).
 *
 * @example
 * ```ts
 * bool(false, "deviation_from_fact"); // false
 * ```
 */
export function bool(value: unknown, field: string): boolean {
  if (typeof value !== "boolean") throw usageError("field.boolean", { field });
  return value;
}

/**
 * A positive integer revision number (fractions, strings and booleans are refused).
 *
 * @example
 * ```ts
 * revisionNumber(2, "claim_revision"); // 2
 * ```
 */
export function revisionNumber(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) {
    throw usageError("field.positive_integer", { field, value: JSON.stringify(value) });
  }
  return value;
}

/**
 * A full record id of the given kind prefix.
 *
 * @example
 * ```ts
 * recordId("clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", "claim_id", "clm"); // the id itself
 * recordId("clm_1", "claim_id", "clm"); // throws UsageError: must be a full clm_ id
 * ```
 */
export function recordId(value: unknown, field: string, prefix: IdPrefix): string {
  if (!isId(value, prefix)) {
    throw usageError("field.full_id", { field, prefix, value: JSON.stringify(value) });
  }
  return value;
}

/**
 * A list of distinct ids of one prefix, order kept.
 *
 * @example
 * ```ts
 * idList([], "dossier_ids", "dos"); // []
 * ```
 */
export function idList(
  value: unknown,
  field: string,
  prefix: IdPrefix,
  max = MAX_EVIDENCE_IDS,
): string[] {
  if (!Array.isArray(value)) throw usageError("field.id_list", { field });
  if (value.length > max) throw usageError("field.too_many_ids", { field, max });
  const seen = new Set<string>();
  for (const v of value) {
    recordId(v, field, prefix);
    if (seen.has(v)) throw usageError("field.id_twice", { field, id: String(v) });
    seen.add(v);
  }
  return [...value] as string[];
}

/**
 * A plain JSON object (not an array, not null).
 *
 * @example
 * ```ts
 * plainObject({}, "changes"); // {}
 * ```
 */
export function plainObject(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw usageError("field.object", { field });
  }
  return value as Record<string, unknown>;
}
