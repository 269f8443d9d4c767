/**
 * The shape of generated ids (a kind prefix and a 26-character ULID), apart from their
 * generator so that readers can check an id without loading the ULID package.
 *
 * @module
 */

/** The kinds of generated ids and their prefixes (ARCHIVE.md "The log"). */
export type IdPrefix =
  | "prj"
  | "src"
  | "ver"
  | "psg"
  | "dos"
  | "clm"
  | "evl"
  | "dec"
  | "rel"
  | "mcl";

/**
 * True when `value` is an id of the given kind (prefix and 26 Crockford base-32 characters).
 *
 * @example
 * ```ts
 * isId("src_01JD5ZQ8XK4V0G3N6M7P8R9S2T", "src"); // true
 * ```
 */
export function isId(value: unknown, prefix: IdPrefix): value is string {
  return typeof value === "string" && value.length === prefix.length + 27 &&
    value.startsWith(`${prefix}_`) &&
    /^[0-9A-HJKMNP-TV-Z]{26}$/.test(value.slice(prefix.length + 1));
}
