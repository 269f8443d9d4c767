/**
 * Generated identifiers: a kind prefix and a ULID (`src_01J…`). Order in the archive comes
 * from the commit number, never from an id; the ULID only makes ids unique and readable.
 *
 * @module
 */

import { monotonicFactory } from "npm:ulid@3.0.2";

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

const next = monotonicFactory();

/**
 * A new id of the given kind.
 *
 * @example
 * ```ts
 * newId("src"); // "src_01JD5…"
 * ```
 */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${next()}`;
}

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
