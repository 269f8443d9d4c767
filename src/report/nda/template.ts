/**
 * The placeholder syntax shared by the built-in agreement texts and project templates
 * (`nda.template`, SPEC 4.3): `{{field}}`, with optional spaces inside the braces
 * (`{{ date }}`). The six fields are `recipient_name`, `recipient_address`, `project_title`,
 * `date`, `place` and `project_author`; field names are case-sensitive. Any other field, and
 * any `{{` that does not open a well-formed field, is a {@link UsageError} naming it and its
 * line. There is no escape: a template cannot print a literal `{{`.
 *
 * Filling is a single pass, so a value that itself looks like a field (a recipient called
 * "{{date}}") is printed literally. An optional value that is absent (address, author)
 * becomes {@link FILL_IN_LINE}, a line to fill in by hand.
 *
 * @module
 */

import { UsageError } from "../../errors.ts";
import { firstControl } from "./validate.ts";

/** The fields a template may use. */
export const NDA_TEMPLATE_FIELDS = [
  "recipient_name",
  "recipient_address",
  "project_title",
  "date",
  "place",
  "project_author",
] as const;

/** One template field. */
export type NdaTemplateField = typeof NDA_TEMPLATE_FIELDS[number];

/** The values a template is filled with. */
export type NdaTemplateValues = Readonly<Record<NdaTemplateField, string>>;

/** Printed for an optional value that was not given (and for blanks in the built-in texts). */
export const FILL_IN_LINE = "_".repeat(30);

/** Largest template, in UTF-8 bytes (SPEC 8: 2 MiB). */
export const MAX_TEMPLATE_BYTES = 2 * 1024 * 1024;

const FIELD = /\{\{([^{}\n]*)\}\}/g;
const KNOWN: ReadonlySet<string> = new Set(NDA_TEMPLATE_FIELDS);

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Normalises and checks a template: a leading BOM is dropped, CRLF becomes LF; it must be at
 * most 2 MiB, contain some text, no control characters other than tab and line feed, and only
 * the six fields. Returns the normalised text.
 *
 * @example
 * ```ts
 * checkNdaTemplate("NDA\r\n{{ recipient_name }}"); // "NDA\n{{ recipient_name }}"
 * // checkNdaTemplate("Pay {{salary}}") throws UsageError naming {{salary}}
 * ```
 */
export function checkNdaTemplate(template: string): string {
  if (utf8Length(template) > MAX_TEMPLATE_BYTES) {
    throw new UsageError(`The NDA template is larger than ${MAX_TEMPLATE_BYTES} bytes (2 MiB)`);
  }
  const text = template.replace(/^\uFEFF/, "").replace(/\r\n/g, "\n");
  if (text.trim() === "") throw new UsageError("The NDA template is empty");
  const control = firstControl(text, "\t\n\u2028\u2029");
  if (control) {
    const cp = control.char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
    throw new UsageError(
      `The NDA template contains the control character U+${cp} on line ${
        lineOf(text, control.index)
      }`,
    );
  }
  for (const m of text.matchAll(FIELD)) {
    if (!KNOWN.has(m[1].trim())) {
      throw new UsageError(
        `The NDA template uses the unknown field "${m[0].slice(0, 80)}" on line ${
          lineOf(text, m.index)
        }; allowed fields: ${NDA_TEMPLATE_FIELDS.map((f) => `{{${f}}}`).join(", ")}`,
      );
    }
  }
  const stray = text.replace(FIELD, (m) => " ".repeat(m.length)).indexOf("{{");
  if (stray >= 0) {
    throw new UsageError(
      `The NDA template has a "{{" on line ${
        lineOf(text, stray)
      } that does not form a field such as {{date}}`,
    );
  }
  return text;
}

/**
 * The fields a checked template uses, in order of first use.
 *
 * @example
 * ```ts
 * templateFields("{{date}} {{ place }} {{date}}"); // ["date", "place"]
 * ```
 */
export function templateFields(template: string): NdaTemplateField[] {
  const seen = new Set<NdaTemplateField>();
  for (const m of template.matchAll(FIELD)) {
    const name = m[1].trim();
    if (KNOWN.has(name)) seen.add(name as NdaTemplateField);
  }
  return [...seen];
}

/**
 * Checks the template and replaces every field with its value in one pass.
 *
 * @example
 * ```ts
 * const values = { recipient_name: "Ada", recipient_address: "", project_title: "Engines",
 *   date: "1 May 2026", place: "London", project_author: "" };
 * fillNdaTemplate("{{recipient_name}}, {{ place }}", values); // "Ada, London"
 * ```
 */
export function fillNdaTemplate(template: string, values: NdaTemplateValues): string {
  return checkNdaTemplate(template).replace(
    FIELD,
    (_m, name: string) => values[name.trim() as NdaTemplateField],
  );
}
