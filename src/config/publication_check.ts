/**
 * Validation of publication settings (SPEC 2.8): syntax, bounds, ISBN checksums and distinct
 * canonical print/digital identifiers — not legal completeness. One rule set for the
 * `[publication]` table of a config file, the settings form's posted edits and the table that
 * results from merging the edits into the file.
 *
 * Rules and choices:
 * - `enabled` is a boolean (absent: false). Every text field is optional; absent and `""` are
 *   the same (nothing to print) and leave the field out of the value.
 * - A present value must not be blank (whitespace only): the form clears a field with `""`.
 * - Single-line fields (`publisher_name`, `printer_name`, `edition`, `year`, `isbn_print`,
 *   `isbn_digital`): no control characters or line separators, at most 500 characters (the
 *   `author_name` bound of SPEC 8). Addresses may span lines (tab, LF, CR allowed), at most
 *   2,000 characters; `rights_notice`, `credits`, `extra_info` likewise, at most 5,000.
 *   Lengths count Unicode code points.
 * - `year`: exactly four ASCII digits from 1450 (the first books printed with movable type in
 *   Europe) to 2999 (the last four-digit year). No comparison with today: results must not
 *   depend on the clock, and forthcoming books carry a future year.
 * - ISBNs: valid ISBN-10 or ISBN-13 (see `isbn.ts`), stored as written; print and digital must
 *   differ in canonical 13-digit form (an edition in another format needs its own ISBN).
 * - Unknown keys are errors. Values are kept as written (no trimming, no ISBN reformatting).
 * - Messages name the field as `"publication.<field>"`; all problems are reported, not only
 *   the first.
 *
 * @module
 */

import { parseIsbn } from "./isbn.ts";
import {
  NO_PUBLICATION,
  type Publication,
  PUBLICATION_TEXT_FIELDS,
  type PublicationTextField,
} from "./publication.ts";

/** Longest single-line value (title, author name, short publication field), in characters. */
export const MAX_LINE_LENGTH = 500;
/** Longest publisher or printer address, in characters. */
export const MAX_ADDRESS_LENGTH = 2000;
/** Longest `rights_notice`, `credits` and `extra_info`, in characters. */
export const MAX_LONG_TEXT_LENGTH = 5000;
/** Earliest accepted `year` (movable-type printing in Europe). */
export const MIN_YEAR = 1450;
/** Latest accepted `year` (four digits). */
export const MAX_YEAR = 2999;

/** Publication text fields that are one line. */
export const PUBLICATION_LINE_FIELDS = [
  "publisher_name",
  "printer_name",
  "edition",
  "year",
  "isbn_print",
  "isbn_digital",
] as const satisfies readonly PublicationTextField[];
/** Publication text fields that may span lines, with their length bound. */
export const PUBLICATION_MULTILINE_LIMITS: Readonly<Record<string, number>> = {
  publisher_address: MAX_ADDRESS_LENGTH,
  printer_address: MAX_ADDRESS_LENGTH,
  rights_notice: MAX_LONG_TEXT_LENGTH,
  credits: MAX_LONG_TEXT_LENGTH,
  extra_info: MAX_LONG_TEXT_LENGTH,
};

/** Publication settings as posted: every key optional, `""` clears a text field. */
export interface PublicationEdits {
  readonly enabled?: boolean;
  readonly [field: string]: string | boolean | undefined;
}

/** The outcome of a check: the validated settings, or every problem found. */
export type PublicationCheck =
  | { readonly ok: true; readonly value: Publication }
  | { readonly ok: false; readonly messages: readonly string[] };

/** A merged check also gives the merged table (what a config file would hold). */
export type MergedPublicationCheck =
  | { readonly ok: true; readonly value: Publication; readonly table: Record<string, unknown> }
  | { readonly ok: false; readonly messages: readonly string[] };

const TEXT_FIELDS: ReadonlySet<string> = new Set(PUBLICATION_TEXT_FIELDS);
const ISBN_FIELDS = new Set(["isbn_print", "isbn_digital"]);
/** Control characters and line separators: never inside a one-line value. */
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** Multi-line values allow tab, LF and CR only. */
const CONTROL_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}/u;

/**
 * The problem with a one-line text value, or null: control characters or line breaks, blank,
 * too long. `""` is fine (it clears). Shared with title and author.
 *
 * @example
 * ```ts
 * lineProblem("title", "A\nB", 500); // '"title" must be a single line without control characters'
 * lineProblem("title", "Night Train", 500); // null
 * ```
 */
export function lineProblem(name: string, value: string, max: number): string | null {
  if (value === "") return null;
  if (LINE_BREAK_OR_CONTROL.test(value)) {
    return `"${name}" must be a single line without control characters`;
  }
  return boundsProblem(name, value, max);
}

/**
 * The problem with a multi-line text value, or null (tab, LF and CR allowed).
 *
 * @example
 * ```ts
 * multilineProblem("credits", "Cover: K.\nEditing: L.", 5000); // null
 * ```
 */
export function multilineProblem(name: string, value: string, max: number): string | null {
  if (value === "") return null;
  if (CONTROL_EXCEPT_LINES.test(value)) return `"${name}" must not contain control characters`;
  return boundsProblem(name, value, max);
}

function boundsProblem(name: string, value: string, max: number): string | null {
  if (value.trim() === "") return `"${name}" must not be blank (send "" to clear it)`;
  if ([...value].length > max) return `"${name}" must be at most ${max} characters`;
  return null;
}

/**
 * The problem with one publication text value, or null. `""` (cleared) is fine.
 *
 * @example
 * ```ts
 * checkPublicationField("year", "1449"); // '"publication.year" must be a year from 1450 to 2999'
 * checkPublicationField("isbn_print", "978-3-16-148410-0"); // null
 * ```
 */
export function checkPublicationField(field: PublicationTextField, value: string): string | null {
  const name = `publication.${field}`;
  const limit = PUBLICATION_MULTILINE_LIMITS[field];
  const shape = limit !== undefined
    ? multilineProblem(name, value, limit)
    : lineProblem(name, value, MAX_LINE_LENGTH);
  if (shape !== null || value === "") return shape;
  if (field === "year") {
    const year = /^[0-9]{4}$/.test(value) ? Number(value) : NaN;
    if (!(year >= MIN_YEAR && year <= MAX_YEAR)) {
      return `"${name}" must be a year from ${MIN_YEAR} to ${MAX_YEAR} (four digits)`;
    }
  }
  if (ISBN_FIELDS.has(field)) {
    const isbn = parseIsbn(value);
    if (!isbn.ok) return `"${name}" is not a valid ISBN: ${isbn.message}`;
  }
  return null;
}

function isTable(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date);
}

function shown(v: unknown): string {
  if (isTable(v)) return "a table";
  if (Array.isArray(v)) return "a list";
  if (v instanceof Date) return "a date";
  return typeof v === "string" ? `"${v}"` : String(v);
}

/**
 * Checks a whole publication table (a config file's `[publication]`, or the merged result of
 * an edit); see the module notes. `undefined` is the empty table.
 *
 * @example
 * ```ts
 * checkPublication({ enabled: true, year: "2024" });
 * // { ok: true, value: { enabled: true, year: "2024" } }
 * checkPublication({ isbn_print: "0-306-40615-2", isbn_digital: "9780306406157" }).ok; // false
 * ```
 */
export function checkPublication(raw: unknown): PublicationCheck {
  if (raw === undefined) return { ok: true, value: NO_PUBLICATION };
  if (!isTable(raw)) return { ok: false, messages: [`"publication" must be a table`] };
  const messages: string[] = [];
  const value: Record<string, unknown> = { enabled: false };
  for (const [key, v] of Object.entries(raw)) {
    if (key === "enabled") {
      if (typeof v === "boolean") value.enabled = v;
      else messages.push(`"publication.enabled" must be true or false (got ${shown(v)})`);
    } else if (!TEXT_FIELDS.has(key)) {
      messages.push(`Unknown field "publication.${key}"`);
    } else if (typeof v !== "string") {
      messages.push(`"publication.${key}" must be text (got ${shown(v)})`);
    } else {
      const problem = checkPublicationField(key as PublicationTextField, v);
      if (problem !== null) messages.push(problem);
      else if (v !== "") value[key] = v;
    }
  }
  const print = value.isbn_print, digital = value.isbn_digital;
  if (typeof print === "string" && typeof digital === "string") {
    const a = parseIsbn(print), b = parseIsbn(digital);
    if (a.ok && b.ok && a.canonical === b.canonical) {
      messages.push(
        `"publication.isbn_print" and "publication.isbn_digital" are the same ISBN ` +
          `(${a.canonical}); the print and digital editions need different ISBNs`,
      );
    }
  }
  if (messages.length > 0) return { ok: false, messages };
  return { ok: true, value: value as Publication };
}

/**
 * Checks posted edits field by field, before they are merged: known keys only, `enabled`
 * boolean, text values valid or `""` (clear). Returns every problem (empty when fine).
 *
 * @example
 * ```ts
 * checkPublicationEdits({ year: "", isbn_print: "978-3-16-148410-1" });
 * // ['"publication.isbn_print" is not a valid ISBN: the check digit is 1 but should be 0']
 * ```
 */
export function checkPublicationEdits(edits: PublicationEdits): string[] {
  const messages: string[] = [];
  for (const [key, v] of Object.entries(edits)) {
    if (v === undefined) continue;
    if (key === "enabled") {
      if (typeof v !== "boolean") messages.push(`"publication.enabled" must be true or false`);
    } else if (!TEXT_FIELDS.has(key)) {
      messages.push(`Unknown field "publication.${key}"`);
    } else if (typeof v !== "string") {
      messages.push(`"publication.${key}" must be text (got ${shown(v)})`);
    } else {
      const problem = checkPublicationField(key as PublicationTextField, v);
      if (problem !== null) messages.push(problem);
    }
  }
  return messages;
}

/**
 * Applies edits to a current table (`""` removes a text field, `undefined` keeps it) and checks
 * the result, so rules across fields (distinct ISBNs) hold after the change. `current` is the
 * existing `[publication]` table or `undefined`; keys keep their order, new keys go last.
 *
 * @example
 * ```ts
 * const r = checkMergedPublication({ isbn_print: "0-306-40615-2" }, {
 *   isbn_digital: "978-0-306-40615-7",
 * });
 * r.ok; // false: the same ISBN in canonical form
 * ```
 */
export function checkMergedPublication(
  current: unknown,
  edits: PublicationEdits,
): MergedPublicationCheck {
  if (current !== undefined && !isTable(current)) {
    return { ok: false, messages: [`"publication" must be a table`] };
  }
  const table: Record<string, unknown> = { ...current };
  for (const [key, v] of Object.entries(edits)) {
    if (v === undefined) continue;
    if (v === "") delete table[key];
    else table[key] = v;
  }
  const checked = checkPublication(table);
  return checked.ok ? { ...checked, table } : checked;
}

/**
 * The publication settings of a parsed config file. An absent table is silent; an invalid
 * one adds one problem per fault to `problems` (each naming its key) and gives
 * {@linkcode NO_PUBLICATION}: a half-checked imprint is never printed.
 *
 * @example
 * ```ts
 * const problems: string[] = [];
 * publicationFromConfig({ publication: { enabled: true, year: "20xx" } }, problems);
 * // NO_PUBLICATION; problems[0] names "publication.year"
 * ```
 */
export function publicationFromConfig(
  raw: Record<string, unknown>,
  problems: string[],
): Publication {
  const checked = checkPublication(raw.publication);
  if (checked.ok) return checked.value;
  for (const m of checked.messages) problems.push(`${m}; the [publication] table is ignored`);
  return NO_PUBLICATION;
}
