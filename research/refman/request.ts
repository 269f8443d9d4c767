/**
 * Field checks shared by `refman` and `refman-ingest`: every one throws a `UsageError` (HTTP
 * 400, exit 2) whose message names the field and quotes the value.
 *
 * @module
 */

import type { LoadedArchive } from "../store/load.ts";
import { usageError } from "../keyed_errors.ts";

/**
 * The archive's project id when `value` names it; otherwise a 400 (a request prepared for
 * another archive, or before a restore replaced this one).
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * requireProject(archive, archive.manifest.project_id); // the project id itself
 * requireProject(archive, ""); // throws UsageError: project_id is required
 * ```
 */
export function requireProject(archive: LoadedArchive, value: unknown): string {
  if (typeof value !== "string" || value === "") {
    throw usageError("refman.project_id_required");
  }
  const actual = archive.manifest.project_id;
  if (value !== actual) {
    throw usageError("refman.project_id_does", { value, actual });
  }
  return actual;
}

/**
 * A whole number in `[min, max]`, or `fallback` when absent.
 *
 * @example
 * ```ts
 * wholeNumber(undefined, "limit", 1, 100, 25); // 25
 * ```
 */
export function wholeNumber(
  value: unknown,
  field: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw usageError("refman.whole_number_from", { field, min, max, value: JSON.stringify(value) });
  }
  return value;
}

/**
 * An optional string of at most `max` characters, trimmed; empty counts as absent.
 *
 * @example
 * ```ts
 * optionalText("  Łódź ", "query", 200); // "Łódź"
 * ```
 */
export function optionalText(value: unknown, field: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") {
    throw usageError("refman.string", { field, value: JSON.stringify(value) });
  }
  const text = value.trim();
  if ([...text].length > max) throw usageError("refman.longer_than_characters", { field, max });
  return text === "" ? null : text;
}
