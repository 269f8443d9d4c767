/**
 * Bibliographic metadata of a source — what a historian cites it by: title, authors, the date
 * as written (read for a period with `views/period.ts`, the label kept as given), publisher
 * and place, URL, language and kind. Pure: validation and merging only
 * (a date's period: `views/source_metadata_view.ts`).
 *
 * A source's metadata lives in the log as a chain of `source_metadata` revisions (full record
 * each time, never a delta; ARCHIVE.md "The log"): revision 1 comes with an ingest that knows
 * more than a title, later ones are guarded corrections (`api/source_metadata.ts`). A source
 * without any revision has only the title of its versions.
 *
 * Limits: single-line text fields of at most 500 characters (as SPEC 8's `author_name`), at
 * most 50 authors, a URL of at most 2,000 characters (SPEC 8 "Source note or URL length"),
 * http or https only and never fetched.
 *
 * @module
 */

import type { SourceKind, SourceMetadata } from "../types.ts";
import { usageError } from "../keyed_errors.ts";

/** What a source is; CSL and RIS types follow from it (`refman/csl_item.ts`, `refman/ris.ts`). */
export const SOURCE_KINDS = [
  "book",
  "article",
  "chapter",
  "letter",
  "newspaper",
  "archival_record",
  "web_page",
] as const satisfies readonly SourceKind[];

export type { SourceKind, SourceMetadata } from "../types.ts";

/** The field names of {@linkcode SourceMetadata}, in display order. */
export const METADATA_FIELDS = [
  "title",
  "authors",
  "date",
  "publisher",
  "place",
  "url",
  "language",
  "kind",
] as const;

/** Longest single-line field. */
export const MAX_FIELD = 500;
/** Most authors on one source. */
export const MAX_AUTHORS = 50;
/** Longest URL (SPEC 8). */
export const MAX_URL = 2000;

const LANGUAGE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/**
 * Checks a metadata object from a caller (flags, HTTP, a batch list): known fields only, each
 * of its type; text trimmed, empty text and empty author lists dropped. Throws `UsageError`
 * naming the field.
 *
 * @example
 * ```ts
 * checkSourceMetadata({ title: " Die Verwandlung ", authors: ["Kafka, Franz"], kind: "book" });
 * // { title: "Die Verwandlung", authors: ["Kafka, Franz"], kind: "book" }
 * ```
 */
export function checkSourceMetadata(value: unknown): SourceMetadata {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw usageError("records.source_metadata_json");
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!(METADATA_FIELDS as readonly string[]).includes(key)) {
      throw usageError("records.unknown_source_metadata", {
        key,
        list: METADATA_FIELDS.join(", "),
      });
    }
    if (v === undefined) continue;
    const checked = checkField(key as typeof METADATA_FIELDS[number], v);
    if (checked !== undefined) out[key] = checked;
  }
  return ordered(out);
}

function checkField(key: typeof METADATA_FIELDS[number], v: unknown): unknown {
  switch (key) {
    case "authors": {
      if (!Array.isArray(v)) throw usageError("records.authors_list_names");
      if (v.length > MAX_AUTHORS) {
        throw usageError("records.authors_has_more", { max_authors: MAX_AUTHORS });
      }
      const names = v.map((name, i) => line(name, `authors[${i}]`)).filter((n) => n !== "");
      return names.length ? names : undefined;
    }
    case "url": {
      if (v === "") return undefined;
      return checkHttpUrl(v, "url");
    }
    case "language": {
      const text = line(v, key);
      if (text === "") return undefined;
      if (!LANGUAGE.test(text)) {
        throw usageError("records.language_language_tag", { text });
      }
      return text;
    }
    case "kind": {
      const text = line(v, key);
      if (text === "") return undefined;
      const k = text.replace(/[\s-]+/g, "_").toLowerCase();
      if (!(SOURCE_KINDS as readonly string[]).includes(k)) {
        throw usageError("records.kind_one", { list: SOURCE_KINDS.join(", "), text });
      }
      return k;
    }
    default: {
      const text = line(v, key);
      return text === "" ? undefined : text;
    }
  }
}

function line(v: unknown, field: string): string {
  if (typeof v !== "string") throw usageError("field.string", { field });
  if (/[\r\n\u2028\u2029]/.test(v)) throw usageError("field.single_line", { field });
  const text = v.trim();
  if ([...text].length > MAX_FIELD) {
    throw usageError("records.longer_than_characters", { field, max_field: MAX_FIELD });
  }
  return text;
}

/**
 * Checks an http(s) URL given as metadata (never fetched): absolute, at most 2,000
 * characters, no user name or password. `field` names it in the error.
 *
 * @example
 * ```ts
 * checkHttpUrl(" https://example.org/letters/12 ", "url"); // "https://example.org/letters/12"
 * ```
 */
export function checkHttpUrl(value: unknown, field: string): string {
  if (typeof value !== "string" || value.trim() === "") {
    throw usageError("records.non_empty_string", { field });
  }
  const text = value.trim();
  if (text.length > MAX_URL) {
    throw usageError("records.longer_than_characters_2", { field, max_url: MAX_URL });
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw usageError("records.absolute_url", { field, text });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw usageError("records.http_https", { field, replace: url.protocol.replace(":", "") });
  }
  if (url.username || url.password) {
    throw usageError("records.carry_user_name", { field });
  }
  if (!url.hostname) throw usageError("records.has_host", { field, text });
  return text;
}

/**
 * `changes` over `base`: a field in `changes` replaces the base's, `null` removes it. The
 * result is checked like {@linkcode checkSourceMetadata}.
 *
 * @example
 * ```ts
 * mergeSourceMetadata({ title: "Letters", date: "1893" }, { date: "1894", place: null });
 * // { title: "Letters", date: "1894" }
 * ```
 */
export function mergeSourceMetadata(
  base: SourceMetadata,
  changes: Readonly<Record<string, unknown>>,
): SourceMetadata {
  if (changes === null || typeof changes !== "object" || Array.isArray(changes)) {
    throw usageError("records.source_metadata_changes");
  }
  const merged: Record<string, unknown> = { ...base };
  for (const [key, v] of Object.entries(changes)) {
    if (v === undefined) continue;
    if (v === null) {
      if (!(METADATA_FIELDS as readonly string[]).includes(key)) {
        throw usageError("records.unknown_source_metadata_2", { key });
      }
      delete merged[key];
    } else merged[key] = v;
  }
  return checkSourceMetadata(merged);
}

/**
 * Whether two metadata objects hold the same values.
 *
 * @example
 * ```ts
 * sameMetadata({ title: "A", authors: ["B"] }, { authors: ["B"], title: "A" }); // true
 * ```
 */
export function sameMetadata(a: SourceMetadata, b: SourceMetadata): boolean {
  return JSON.stringify(ordered({ ...a })) === JSON.stringify(ordered({ ...b }));
}

function ordered(m: Record<string, unknown>): SourceMetadata {
  const out: Record<string, unknown> = {};
  for (const key of METADATA_FIELDS) if (m[key] !== undefined) out[key] = m[key];
  return out as SourceMetadata;
}
