/**
 * Rules for one publication text value (SPEC 2.8, 8): line structure, bounds, `year` range and
 * ISBN validity. The rules across fields (distinct ISBNs) and whole tables are in
 * `publication.ts`.
 *
 * Choices:
 * - `""` is always fine (absent, or "clear this field" in a posted edit). A present value must
 *   not be blank (whitespace only).
 * - Single-line fields (`publisher_name`, `printer_name`, `edition`, `year`, `isbn_print`,
 *   `isbn_digital`): no control characters or line separators, at most 500 characters (the
 *   `author_name` bound of SPEC 8). Addresses may span lines (tab, LF, CR allowed), at most
 *   2,000 characters; `rights_notice`, `credits`, `extra_info` likewise, at most 5,000.
 *   Lengths count Unicode code points.
 * - `year`: exactly four ASCII digits from 1450 (the first books printed with movable type in
 *   Europe) to 2999 (the last four-digit year). No comparison with today: results must not
 *   depend on the clock, and forthcoming books carry a future year.
 * - ISBN fields: a valid ISBN-10 or ISBN-13 (see `isbn.ts`).
 * - Messages name the field as `"publication.<field>"`.
 *
 * @module
 */

import { parseIsbn } from "./isbn.ts";
import { type SettingProblem, settingProblem } from "./setting_problem.ts";
import type { PublicationTextField } from "./publication.ts";

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
export const PUBLICATION_MULTILINE_LIMITS: Readonly<
  Partial<Record<PublicationTextField, number>>
> = {
  publisher_address: MAX_ADDRESS_LENGTH,
  printer_address: MAX_ADDRESS_LENGTH,
  rights_notice: MAX_LONG_TEXT_LENGTH,
  credits: MAX_LONG_TEXT_LENGTH,
  extra_info: MAX_LONG_TEXT_LENGTH,
};

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
  return lineIssue(name, value, max)?.message ?? null;
}

/**
 * {@linkcode lineProblem} with the catalogue key of its message.
 *
 * @example
 * ```ts
 * lineIssue("title", "A\nB", 500)?.ref.key; // "settings.single_line"
 * ```
 */
export function lineIssue(name: string, value: string, max: number): SettingProblem | null {
  if (value === "") return null;
  if (LINE_BREAK_OR_CONTROL.test(value)) {
    return settingProblem(
      "settings.single_line",
      `"${name}" must be a single line without control characters`,
      { name },
    );
  }
  return boundsIssue(name, value, max);
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
  return multilineIssue(name, value, max)?.message ?? null;
}

function multilineIssue(name: string, value: string, max: number): SettingProblem | null {
  if (value === "") return null;
  if (CONTROL_EXCEPT_LINES.test(value)) {
    return settingProblem("settings.control", `"${name}" must not contain control characters`, {
      name,
    });
  }
  return boundsIssue(name, value, max);
}

function boundsIssue(name: string, value: string, max: number): SettingProblem | null {
  if (value.trim() === "") {
    return settingProblem("settings.blank", `"${name}" must not be blank (send "" to clear it)`, {
      name,
    });
  }
  if ([...value].length > max) {
    return settingProblem("settings.too_long", `"${name}" must be at most ${max} characters`, {
      name,
      max,
    });
  }
  return null;
}

/**
 * The problem with one publication text value, or null. `""` (cleared) is fine.
 *
 * @example
 * ```ts
 * checkPublicationField("year", "1449");
 * // '"publication.year" must be a year from 1450 to 2999 (four digits)'
 * checkPublicationField("isbn_print", "978-3-16-148410-0"); // null
 * ```
 */
export function checkPublicationField(field: PublicationTextField, value: string): string | null {
  return publicationFieldIssue(field, value)?.message ?? null;
}

/**
 * {@linkcode checkPublicationField} with the catalogue key of its message.
 *
 * @example
 * ```ts
 * publicationFieldIssue("year", "1449")?.ref.key; // "settings.year"
 * ```
 */
export function publicationFieldIssue(
  field: PublicationTextField,
  value: string,
): SettingProblem | null {
  const name = `publication.${field}`;
  const limit = PUBLICATION_MULTILINE_LIMITS[field];
  const shape = limit !== undefined
    ? multilineIssue(name, value, limit)
    : lineIssue(name, value, MAX_LINE_LENGTH);
  if (shape !== null || value === "") return shape;
  if (field === "year") {
    const year = /^[0-9]{4}$/.test(value) ? Number(value) : NaN;
    if (!(year >= MIN_YEAR && year <= MAX_YEAR)) {
      return settingProblem(
        "settings.year",
        `"${name}" must be a year from ${MIN_YEAR} to ${MAX_YEAR} (four digits)`,
        { name, min: MIN_YEAR, max: MAX_YEAR },
      );
    }
  }
  if (field === "isbn_print" || field === "isbn_digital") {
    const isbn = parseIsbn(value);
    if (!isbn.ok) {
      return settingProblem("settings.isbn", `"${name}" is not a valid ISBN: ${isbn.message}`, {
        name,
        why: { text: isbn.message, ref: isbn.ref },
      });
    }
  }
  return null;
}
