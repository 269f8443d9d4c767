/**
 * RIS writing (the tagged format every reference manager imports): one record per archived
 * source version, `TY` first and `ER` last, lines ended by CRLF, UTF-8 without a byte-order
 * mark. Pure: no I/O.
 *
 * Choices where the RIS specification leaves room, each made so that Zotero's RIS importer
 * and other readers take the value as meant:
 *
 * - A value is one line: CR, LF and every other control or whitespace run (tabs, U+2028 line
 *   separators, NBSP, …) becomes one ASCII space and the ends are trimmed. Collapsing runs
 *   also keeps `"  - "`, the tag separator, out of any value (some readers split a line at
 *   its first occurrence). A value that is empty afterwards is left out with its tag.
 * - `TY` follows the media type, because that is all the archive knows for certain about what
 *   a source is: HTML → `ELEC` (electronic source; a captured web page), PNG/JPEG → `ART`,
 *   everything else (plain text, Markdown, PDF) → `GEN` (generic; CSL `document`). Genres in
 *   the ingest context are free text and are not guessed into types.
 * - Dates: `PY` is the four-digit year and `DA` the RIS date `YYYY/MM/DD/` (unknown parts
 *   empty, so `1848///` for a year, `1848/03//` for a month), both taken from the period's
 *   first endpoint. RIS has no ranges; a range such as `1848–1849` therefore dates the record
 *   by its start, and the label itself travels in the note.
 *
 * @module
 */

import type { PlacedPeriod } from "../views/period.ts";

/** One RIS tag and its value. */
export type RisField = readonly [tag: string, value: string];

/** One record: its type (`TY`) and the tags between `TY` and `ER`, in order. */
export interface RisRecord {
  readonly type: string;
  readonly fields: readonly RisField[];
}

const TAG = /^[A-Z][A-Z0-9]$/;
/** C0/C1 controls, and every Unicode space or line/paragraph separator (`\s`). */
// deno-lint-ignore no-control-regex -- control characters are exactly what is replaced
const BREAKS = /[\s\u0000-\u001f\u007f-\u009f]+/gu;

/**
 * A value as one RIS line: control characters and whitespace runs become one space, trimmed.
 *
 * @example
 * ```ts
 * risValue("Letter\r\nfrom  Łódź\t"); // "Letter from Łódź"
 * ```
 */
export function risValue(value: string): string {
  return value.replace(BREAKS, " ").trim();
}

/**
 * The RIS text of `records`: CRLF line ends, a blank line after each `ER`.
 *
 * @example
 * ```ts
 * formatRis([{ type: "GEN", fields: [["TI", "Letter"]] }]);
 * // "TY  - GEN\r\nTI  - Letter\r\nER  - \r\n\r\n"
 * ```
 */
export function formatRis(records: readonly RisRecord[]): string {
  let out = "";
  for (const record of records) {
    const type = risValue(record.type);
    if (!/^[A-Z]+$/.test(type)) throw new Error(`Invalid RIS type "${record.type}"`);
    out += `TY  - ${type}\r\n`;
    for (const [tag, raw] of record.fields) {
      if (!TAG.test(tag) || tag === "TY" || tag === "ER") {
        throw new Error(`Invalid RIS tag "${tag}" inside a record`);
      }
      const value = risValue(raw);
      if (value !== "") out += `${tag}  - ${value}\r\n`;
    }
    out += "ER  - \r\n\r\n";
  }
  return out;
}

/**
 * The RIS type of an archived media type.
 *
 * @example
 * ```ts
 * risType("text/html"); // "ELEC"
 * risType("application/pdf"); // "GEN"
 * ```
 */
export function risType(mediaType: string): string {
  if (mediaType === "text/html") return "ELEC";
  if (mediaType === "image/png" || mediaType === "image/jpeg") return "ART";
  return "GEN";
}

/**
 * `PY` and `DA` of a placed period (its first endpoint).
 *
 * @example
 * ```ts
 * import { placePeriod } from "../views/period.ts";
 * const period = placePeriod("1848-03");
 * if (period.placed) risDate(period); // { PY: "1848", DA: "1848/03//" }
 * ```
 */
export function risDate(period: PlacedPeriod): { PY: string; DA: string } {
  const [year, month = "", day = ""] = period.start.split("-");
  return { PY: year, DA: `${year}/${month}/${day}/` };
}
