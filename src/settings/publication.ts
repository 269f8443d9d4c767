/**
 * Publication settings (SPEC 2.8): the `[publication]` table of the project config, printed as
 * the imprint of the A5 `book` layout when `enabled` is true, and its validation — syntax,
 * bounds, ISBN checksums and distinct canonical print/digital identifiers, not legal
 * completeness. One rule set for a config file's table, the settings form's posted edits and
 * the table that results from merging the edits into the file.
 *
 * Rules (the per-value ones are in `publication_fields.ts`):
 * - `enabled` is a boolean (absent: false). Every text field is an optional string; absent and
 *   `""` are the same (nothing to print) and leave the field out of the value.
 * - Print and digital ISBNs must differ in canonical 13-digit form (0-306-40615-2 and
 *   978-0-306-40615-7 are the same ISBN): each format of an edition needs its own ISBN.
 * - Unknown keys are errors. Values are kept as written (no trimming, no ISBN reformatting).
 * - Every problem is reported, not only the first; messages name `"publication.<field>"`.
 *
 * @module
 */

import { parseIsbn } from "./isbn.ts";
import { publicationFieldIssue } from "./publication_fields.ts";
import { nested, type SettingProblem, settingProblem } from "./setting_problem.ts";

/** The optional text fields, in imprint order. */
export const PUBLICATION_TEXT_FIELDS = [
  "publisher_name",
  "publisher_address",
  "printer_name",
  "printer_address",
  "edition",
  "year",
  "isbn_print",
  "isbn_digital",
  "rights_notice",
  "credits",
  "extra_info",
] as const;

/** One text field name. */
export type PublicationTextField = typeof PUBLICATION_TEXT_FIELDS[number];

/** Validated publication settings; an absent field is empty (nothing to print). */
export type Publication =
  & { readonly enabled: boolean }
  & { readonly [K in PublicationTextField]?: string };

/** Publication settings of a project without a `[publication]` table. */
export const NO_PUBLICATION: Publication = { enabled: false };

/** Publication settings as posted: every key optional, `""` clears a text field. */
export interface PublicationEdits {
  readonly enabled?: boolean;
  readonly [field: string]: string | boolean | undefined;
}

/**
 * The outcome of a check: the validated settings, or every problem found (`issues` holds the
 * same problems with their catalogue keys).
 */
export type PublicationCheck =
  | { readonly ok: true; readonly value: Publication }
  | {
    readonly ok: false;
    readonly messages: readonly string[];
    readonly issues: readonly SettingProblem[];
  };

/** A merged check also gives the merged table (what the config file will hold). */
export type MergedPublicationCheck =
  | { readonly ok: true; readonly value: Publication; readonly table: Record<string, unknown> }
  | {
    readonly ok: false;
    readonly messages: readonly string[];
    readonly issues: readonly SettingProblem[];
  };

const TEXT_FIELDS: ReadonlySet<string> = new Set(PUBLICATION_TEXT_FIELDS);
const NOT_A_TABLE = settingProblem("settings.publication_table", '"publication" must be a table');

function refused(issues: readonly SettingProblem[]): {
  ok: false;
  messages: string[];
  issues: readonly SettingProblem[];
} {
  return { ok: false, messages: issues.map((i) => i.message), issues };
}

function isTable(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date);
}

/**
 * A value for a message (TOML gives numbers, big integers, dates, lists and tables too); the
 * kinds are words of the catalogue.
 */
function shown(v: unknown): string | { text: string; ref: SettingProblem["ref"] } {
  if (Array.isArray(v)) return nested(settingProblem("settings.a_list", "a list"));
  if (v instanceof Date) return nested(settingProblem("settings.a_date", "a date"));
  if (isTable(v)) return nested(settingProblem("settings.a_table", "a table"));
  return typeof v === "string" ? `"${v}"` : String(v);
}

function shownText(v: unknown): string {
  const s = shown(v);
  return typeof s === "string" ? s : s.text;
}

/** The problem with one entry of a table or an edit, or null. */
function entryIssue(key: string, v: unknown): SettingProblem | null {
  if (key === "enabled") {
    return typeof v === "boolean" ? null : settingProblem(
      "settings.enabled_boolean",
      `"publication.enabled" must be true or false (got ${shownText(v)})`,
      { got: shown(v) },
    );
  }
  if (!TEXT_FIELDS.has(key)) {
    return settingProblem("settings.publication_unknown", `Unknown field "publication.${key}"`, {
      key,
    });
  }
  if (typeof v !== "string") {
    return settingProblem(
      "settings.publication_text",
      `"publication.${key}" must be text (got ${shownText(v)})`,
      { key, got: shown(v) },
    );
  }
  return publicationFieldIssue(key as PublicationTextField, v);
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
  if (!isTable(raw)) return refused([NOT_A_TABLE]);
  const issues: SettingProblem[] = [];
  const value: Record<string, unknown> = { enabled: false };
  for (const [key, v] of Object.entries(raw)) {
    const problem = entryIssue(key, v);
    if (problem !== null) issues.push(problem);
    else if (v !== "") value[key] = v;
  }
  const { isbn_print: print, isbn_digital: digital } = value;
  if (typeof print === "string" && typeof digital === "string") {
    const a = parseIsbn(print), b = parseIsbn(digital);
    if (a.ok && b.ok && a.canonical === b.canonical) {
      issues.push(settingProblem(
        "settings.same_isbn",
        `"publication.isbn_print" and "publication.isbn_digital" are the same ISBN ` +
          `(${a.canonical}); the print and digital editions need different ISBNs`,
        { isbn: a.canonical },
      ));
    }
  }
  if (issues.length > 0) return refused(issues);
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
  return publicationEditIssues(edits).map((issue) => issue.message);
}

/**
 * {@linkcode checkPublicationEdits} with the catalogue key of each message.
 *
 * @example
 * ```ts
 * publicationEditIssues({ year: "1066" })[0].ref.key; // "settings.year"
 * ```
 */
export function publicationEditIssues(edits: PublicationEdits): SettingProblem[] {
  const issues: SettingProblem[] = [];
  for (const [key, v] of Object.entries(edits)) {
    if (v === undefined) continue;
    const problem = entryIssue(key, v);
    if (problem !== null) issues.push(problem);
  }
  return issues;
}

/**
 * Applies edits to the current table (`""` removes a text field, `undefined` keeps it) and
 * checks the result, so the rules across fields (distinct ISBNs) hold after the change.
 * `current` is the existing `[publication]` table or `undefined`; it is not changed; keys keep
 * their order and new keys go last.
 *
 * @example
 * ```ts
 * checkMergedPublication({ isbn_print: "0-306-40615-2" }, {
 *   isbn_digital: "978-0-306-40615-7",
 * }).ok; // false: the same ISBN in canonical form
 * ```
 */
export function checkMergedPublication(
  current: unknown,
  edits: PublicationEdits,
): MergedPublicationCheck {
  if (current !== undefined && !isTable(current)) return refused([NOT_A_TABLE]);
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
 * The publication settings of a parsed config table (its `publication` key). An absent table
 * is silent; an invalid one adds one message per fault to `problems` (each naming its key,
 * e.g. `"publication.year"`) and gives {@linkcode NO_PUBLICATION}: the invalid value is
 * reported and ignored, and a half-checked imprint is never printed.
 *
 * @example
 * ```ts
 * const problems: string[] = [];
 * publicationFromConfig({ publication: { enabled: true, year: "20xx" } }, problems);
 * // NO_PUBLICATION; problems[0] starts with '"publication.year"'
 * ```
 */
export function publicationFromConfig(
  raw: Record<string, unknown>,
  problems: string[],
): Publication {
  const checked = checkPublication(raw.publication);
  if (checked.ok) return checked.value;
  problems.push(...checked.messages);
  return NO_PUBLICATION;
}
