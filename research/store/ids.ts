/**
 * Generated identifiers: a kind prefix and a ULID (`src_01J…`). Order in the archive comes
 * from the commit number, never from an id; the ULID only makes ids unique and readable.
 *
 * @module
 */

import { monotonicFactory } from "npm:ulid@3.0.2";

import type { IdPrefix } from "./id_format.ts";

export type { IdPrefix };

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

export { isId } from "./id_format.ts";
