/**
 * Validation of the request fields of an NDA draft (SPEC 2.8): what may be printed into an
 * agreement. Values are trimmed; the address keeps its line breaks (CRLF from an HTML form
 * becomes LF; each line is trimmed and blank lines are dropped).
 *
 * Limits, counted in Unicode code points: name, place, project name and author at most 500
 * (the `author_name` limit of SPEC 8), address at most 2000 (the longest free-text field of
 * SPEC 8). No control characters anywhere, except line feeds inside the address.
 *
 * @module
 */

import { UsageError } from "../../errors.ts";

/** Longest single-line field, in code points. */
export const MAX_LINE_FIELD = 500;
/** Longest address, in code points. */
export const MAX_ADDRESS = 2000;

/** The validated, normalised fields of a draft. */
export interface NdaFields {
  readonly name: string;
  /** Absent when not given or blank. */
  readonly address?: string;
  readonly projectName: string;
  readonly place: string;
  /** Absent when not given or blank. */
  readonly author?: string;
}

// C0, DEL and C1 controls (\p{Cc}); also the Unicode line and paragraph separators, which
// would break a single line just like a newline does.
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;

/**
 * The first control character (or line/paragraph separator) of `text` that is not in
 * `allowed`, with its index, or null.
 *
 * @example
 * ```ts
 * firstControl("a\nb\u0007", "\n")?.index; // 3
 * ```
 */
export function firstControl(
  text: string,
  allowed = "",
): { readonly char: string; readonly index: number } | null {
  for (const m of text.matchAll(CONTROL)) {
    if (!allowed.includes(m[0])) return { char: m[0], index: m.index };
  }
  return null;
}

function describe(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (ch === "\n" || ch === "\r") return "a line break";
  return `the control character U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
}

function text(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw new UsageError(`${field} must be a string`);
  return value;
}

function limit(value: string, field: string, max: number): void {
  const length = [...value].length;
  if (length > max) {
    throw new UsageError(`${field} is too long: ${length} characters, at most ${max} allowed`);
  }
}

/**
 * A single-line field: required ones must be non-blank; optional blank ones become undefined.
 *
 * @example
 * ```ts
 * singleLine("  Ada Lovelace ", "name", true); // "Ada Lovelace"
 * // singleLine("a\nb", "name", true) throws UsageError
 * ```
 */
export function singleLine(value: unknown, field: string, required: boolean): string | undefined {
  const raw = text(value, field);
  const trimmed = raw?.trim() ?? "";
  if (trimmed === "") {
    if (required) throw new UsageError(`${field} is required and must not be blank`);
    return undefined;
  }
  const bad = firstControl(trimmed);
  if (bad) throw new UsageError(`${field} must be a single line without ${describe(bad.char)}`);
  limit(trimmed, field, MAX_LINE_FIELD);
  return trimmed;
}

/**
 * The optional multi-line address: LF or CRLF line breaks, no other control characters.
 *
 * @example
 * ```ts
 * multiLine("Main St 1\r\n10115 Berlin\r\n", "address"); // "Main St 1\n10115 Berlin"
 * ```
 */
export function multiLine(value: unknown, field: string): string | undefined {
  const raw = text(value, field);
  if (raw === undefined) return undefined;
  // Blank lines inside an address would split the agreement's paragraph: drop them.
  const lines = raw.replace(/\r\n/g, "\n").split("\n").map((line) => line.trim());
  const joined = lines.filter((line) => line !== "").join("\n");
  if (joined === "") return undefined;
  const bad = firstControl(joined, "\n");
  if (bad) throw new UsageError(`${field} must not contain ${describe(bad.char)}`);
  limit(joined, field, MAX_ADDRESS);
  return joined;
}

/**
 * Validates the person and project fields of a draft request.
 *
 * @example
 * ```ts
 * validateNdaFields({ name: "Ada", projectName: "Engines", place: "London" }).name; // "Ada"
 * ```
 */
export function validateNdaFields(input: {
  readonly name: unknown;
  readonly address?: unknown;
  readonly projectName: unknown;
  readonly place: unknown;
  readonly author?: unknown;
}): NdaFields {
  const fields: {
    name: string;
    address?: string;
    projectName: string;
    place: string;
    author?: string;
  } = {
    name: singleLine(input.name, "name", true)!,
    projectName: singleLine(input.projectName, "project name", true)!,
    place: singleLine(input.place, "place", true)!,
  };
  const address = multiLine(input.address, "address");
  if (address !== undefined) fields.address = address;
  const author = singleLine(input.author, "author", false);
  if (author !== undefined) fields.author = author;
  return fields;
}
