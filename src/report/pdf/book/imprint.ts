/**
 * The imprint (copyright page) text: every non-empty publication field, grouped into blocks
 * in the order of `PUBLICATION_TEXT_FIELDS`. Nothing at all when publication is disabled.
 *
 * Blocks: publisher (name after its label, then the address lines), printer (likewise),
 * edition and year in one line ("First edition 2025"), the ISBNs ("ISBN 978-… (print)"),
 * then the rights notice, the credits and the extra info as entered. Multi-line fields keep
 * their line breaks (blank lines included); wrapping long lines is the page's job.
 *
 * @module
 */

import type { Publication } from "../../../settings/publication.ts";
import { fillLabel } from "../../labels/packs.ts";
import type { BookLabels } from "./book_labels.ts";

/** Leading "ISBN", "ISBN-13:" and the like, which the imprint prints itself. */
const ISBN_PREFIX = /^\s*isbn(?:[- ]?1[03])?\s*:?\s*/i;

function value(publication: Publication, field: keyof Publication): string {
  const raw = publication[field];
  return typeof raw === "string" ? raw.trim() : "";
}

function linesOf(text: string): string[] {
  return text.replace(/\r\n?/g, "\n").replace(/\t/g, " ").split("\n").map((l) => l.trimEnd());
}

function party(label: string, name: string, address: string): string[] {
  if (!name && !address) return [];
  const head = name ? [`${label}: ${name}`] : [`${label}:`];
  return [...head, ...(address ? linesOf(address) : [])];
}

/**
 * The imprint as blocks of lines (a block is separated from the next by space on the page).
 * Empty when `publication.enabled` is false or every field is empty.
 *
 * @example
 * ```ts
 * import { BOOK_LABELS } from "./book_labels.ts";
 * imprintBlocks({ enabled: true, publisher_name: "Harbour Press", year: "2025",
 *   isbn_print: "978-3-16-148410-0" }, BOOK_LABELS.en);
 * // [["Publisher: Harbour Press"], ["Published 2025"], ["ISBN 978-3-16-148410-0 (print)"]]
 * ```
 */
export function imprintBlocks(publication: Publication, labels: BookLabels): string[][] {
  if (!publication.enabled) return [];
  const get = (field: keyof Publication) => value(publication, field);
  const edition = get("edition");
  const year = get("year");
  let dated: string[] = [];
  if (edition && year) dated = [fillLabel(labels.editionYear, { edition, year })];
  else if (edition) dated = [edition];
  else if (year) dated = [fillLabel(labels.yearOnly, { year })];
  const isbn = (field: keyof Publication, kind: string) => {
    const number = get(field).replace(ISBN_PREFIX, "");
    return number ? [`ISBN ${number} (${kind})`] : [];
  };
  const free = (field: keyof Publication) => {
    const text = get(field);
    return text ? linesOf(text) : [];
  };
  const blocks = [
    party(labels.publisher, get("publisher_name"), get("publisher_address")),
    party(labels.printer, get("printer_name"), get("printer_address")),
    dated,
    [...isbn("isbn_print", labels.isbnPrint), ...isbn("isbn_digital", labels.isbnDigital)],
    free("rights_notice"),
    free("credits"),
    free("extra_info"),
  ];
  return blocks.filter((b) => b.length > 0);
}
