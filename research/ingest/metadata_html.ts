/**
 * What an HTML page says about itself: `<title>`, `<html lang>`, `<link rel="canonical">` and
 * the `<meta>` vocabularies that libraries and publishers use, in this order of trust:
 *
 * 1. Highwire Press `citation_*` tags (what Google Scholar and Zotero read: `citation_title`,
 *    `citation_author` once per author, `citation_publication_date`, `citation_publisher`,
 *    `citation_journal_title`, …);
 * 2. Dublin Core (`DC.title`, `DC.creator`, `dcterms.issued`, … in any letter case);
 * 3. Open Graph (`og:title`, `og:type`, `article:published_time`, `og:site_name`, `og:url`);
 * 4. plain `<meta name="author">` and the `<title>` element.
 *
 * Tags are found by a small scanner (never a DOM, nothing runs); attribute values are decoded
 * with `npm:entities`. The result is checked like any caller's metadata, and a value that would
 * fail (an ftp: URL, an over-long name) is dropped rather than failing the ingest.
 *
 * @module
 */

import { decodeHTML } from "npm:entities@9.0.0";
import type { SourceMetadata } from "../records/source_metadata.ts";
import { htmlToText } from "./html.ts";
import { acceptedMetadata } from "./metadata_accept.ts";

const TAG = /<(meta|link|html)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const COMMENT = /<!--[\s\S]*?-->/g;
const RAW = /<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi;

/**
 * The metadata of an HTML document (see the module doc).
 *
 * @example
 * ```ts
 * htmlMetadata(`<html lang="de"><head><title>Archiv</title>
 *   <meta name="citation_title" content="Stadtchronik 1848">
 *   <meta name="citation_author" content="Müller, Anna">
 *   <meta name="citation_publication_date" content="1848/03/18">`);
 * // { title: "Stadtchronik 1848", authors: ["Müller, Anna"], date: "1848-03-18", language: "de" }
 * ```
 */
export function htmlMetadata(html: string): SourceMetadata {
  const metas = new Map<string, string[]>();
  let lang: string | undefined, canonical: string | undefined;
  const scan = html.replace(COMMENT, " ").replace(RAW, " ");
  for (const m of scan.matchAll(TAG)) {
    const attrs = attributes(m[2]);
    const tag = m[1].toLowerCase();
    if (tag === "html") lang ??= attrs.get("lang") ?? attrs.get("xml:lang");
    else if (tag === "link") {
      const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
      if (rel.includes("canonical")) canonical ??= attrs.get("href");
    } else {
      const key = (attrs.get("name") ?? attrs.get("property") ?? "").toLowerCase().trim();
      const content = attrs.get("content");
      if (!key || content === undefined || content.trim() === "") continue;
      const list = metas.get(key) ?? [];
      list.push(content.trim());
      metas.set(key, list);
    }
  }
  const one = (...keys: string[]) => {
    for (const k of keys) if (metas.get(k)?.length) return metas.get(k)![0];
    return undefined;
  };
  const all = (...keys: string[]) => {
    for (const k of keys) if (metas.get(k)?.length) return metas.get(k)!;
    return undefined;
  };
  const title = one("citation_title", "dc.title", "dcterms.title", "og:title") ??
    htmlToText(html).title ?? undefined;
  const date = one(
    "citation_publication_date",
    "citation_date",
    "citation_online_date",
    "dcterms.issued",
    "dc.date",
    "dcterms.date",
    "dcterms.created",
    "article:published_time",
  );
  return acceptedMetadata({
    title,
    authors: all("citation_author", "dc.creator", "dcterms.creator", "author", "article:author"),
    date: date === undefined ? undefined : normaliseDate(date),
    publisher: one("citation_publisher", "dc.publisher", "dcterms.publisher", "og:site_name"),
    place: one("citation_publication_place", "citation_conference_place"),
    url: one("citation_public_url", "citation_abstract_html_url", "og:url") ?? canonical,
    language: one("citation_language", "dc.language", "dcterms.language") ?? lang ??
      ogLocale(one("og:locale")),
    kind: kindOf(metas),
  });
}

function attributes(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const a of text.matchAll(ATTR)) {
    const name = a[1].toLowerCase();
    if (!out.has(name)) out.set(name, decodeHTML(a[2] ?? a[3] ?? a[4] ?? ""));
  }
  return out;
}

/** `1848/03/18` (Highwire's form) → `1848-03-18`; an ISO timestamp → its day. */
function normaliseDate(text: string): string {
  const slashed = /^(\d{4})\/(\d{2})(?:\/(\d{2}))?$/.exec(text);
  if (slashed) return [slashed[1], slashed[2], slashed[3]].filter(Boolean).join("-");
  const stamp = /^(\d{4}-\d{2}-\d{2})T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  return stamp ? stamp[1] : text;
}

function ogLocale(locale: string | undefined): string | undefined {
  return locale?.replace("_", "-");
}

function kindOf(metas: Map<string, string[]>): SourceMetadata["kind"] {
  if (metas.has("citation_inbook_title") || metas.has("citation_book_title")) return "chapter";
  if (metas.has("citation_journal_title")) return "article";
  if (metas.has("citation_isbn")) return "book";
  const og = metas.get("og:type")?.[0]?.toLowerCase();
  if (og === "article") return "article";
  if (og === "book") return "book";
  return undefined;
}
