/**
 * A source version as a CSL-JSON item (the input of every CSL engine and of Zotero's import):
 * its metadata's title, authors, date, publisher, place, URL, language and kind. Pure.
 *
 * Names: "Family, Given" is split at the first comma; a name without a comma is kept whole
 * as a `literal` (an institution, or a person whose name order is not known). Dates: the
 * metadata date's period gives `date-parts` (a range gives two); an unplaced date such as
 * "c. 1850" travels as `literal`. Kinds map to CSL types: book → `book`, article →
 * `article-journal`, chapter → `chapter`, letter → `personal_communication`, newspaper →
 * `article-newspaper`, archival record → `manuscript`, web page → `webpage`; without a kind
 * an HTML capture is a `webpage` and anything else a `document`.
 *
 * @module
 */

import type { SourceKind, SourceMetadata } from "../records/source_metadata.ts";
import { placePeriod } from "../views/period.ts";

/** A CSL-JSON item (only the fields this archive fills). */
export type CslItem = Record<string, unknown> & { readonly id: string; readonly type: string };

const TYPES: Record<SourceKind, string> = {
  book: "book",
  article: "article-journal",
  chapter: "chapter",
  letter: "personal_communication",
  newspaper: "article-newspaper",
  archival_record: "manuscript",
  web_page: "webpage",
};

/**
 * The CSL-JSON item of a source with `metadata`; `mediaType` decides the type when the
 * metadata names no kind.
 *
 * @example
 * ```ts
 * cslItem("src_1", { title: "Briefe", authors: ["Fontane, Theodor"], date: "1898" }, "text/plain");
 * // { id: "src_1", type: "document", title: "Briefe",
 * //   author: [{ family: "Fontane", given: "Theodor" }], issued: { "date-parts": [[1898]] } }
 * ```
 */
export function cslItem(id: string, metadata: SourceMetadata, mediaType: string): CslItem {
  const type = metadata.kind
    ? TYPES[metadata.kind]
    : mediaType === "text/html"
    ? "webpage"
    : "document";
  const item: Record<string, unknown> = { id, type };
  if (metadata.title) item.title = metadata.title;
  if (metadata.authors?.length) item.author = metadata.authors.map(cslName);
  if (metadata.date) item.issued = cslDate(metadata.date);
  if (metadata.publisher) item.publisher = metadata.publisher;
  if (metadata.place) item["publisher-place"] = metadata.place;
  if (metadata.url) item.URL = metadata.url;
  if (metadata.language) item.language = metadata.language;
  return item as CslItem;
}

function cslName(name: string): Record<string, string> {
  const comma = name.indexOf(",");
  if (comma < 0) return { literal: name };
  return { family: name.slice(0, comma).trim(), given: name.slice(comma + 1).trim() };
}

function cslDate(date: string): Record<string, unknown> {
  const p = placePeriod(date);
  if (!p.placed) return { literal: date };
  const parts = (s: string) => s.split("-").map(Number);
  return { "date-parts": p.start === p.end ? [parts(p.start)] : [parts(p.start), parts(p.end)] };
}
