/**
 * The metadata a source version is cited and exported with (styled citations, RIS, CSL-JSON
 * and BibTeX alike): the source's metadata (its latest `source_metadata` revision) where it
 * names a field, else what the version's ingest context says (`authors`/`author`, `place`,
 * `created_period`, `origin_url`), so that archives of schemas 1 to 7 cite and export as they
 * did and an ingest that gave only a context is not cited as undated. The title is the
 * metadata's when the source has a metadata revision, else the version's own title, else its
 * file name. Pure.
 *
 * @module
 */

import type { ArchiveState, VersionState } from "../store/state.ts";
import type { SourceMetadata } from "../types.ts";
import { sourceMetadataView } from "./source_metadata_view.ts";

/**
 * The metadata of version `v` as it is cited and exported.
 *
 * @example
 * ```ts
 * import type { ArchiveState } from "../store/state.ts";
 * declare const state: ArchiveState;
 * const [v] = state.versions.values();
 * versionMetadata(state, v).title; // the source's title (never empty: the file name at worst)
 * ```
 */
export function versionMetadata(state: ArchiveState, v: VersionState): SourceMetadata {
  const revised = (state.metadata.get(v.source_id) ?? []).length > 0;
  const meta = sourceMetadataView(state, v.source_id).metadata;
  const ctx = v.context;
  const text = (value: unknown): string | undefined =>
    typeof value === "string" && value.trim() !== "" ? value : undefined;
  const authors = meta.authors?.length ? meta.authors : contextAuthors(ctx);
  const out: Record<string, unknown> = {
    title: (revised ? text(meta.title) : undefined) ?? text(v.title) ?? v.filename,
    authors: authors.length ? authors : undefined,
    date: meta.date ?? text(ctx.created_period),
    publisher: meta.publisher,
    place: meta.place ?? text(ctx.place),
    url: meta.url ?? v.origin_url,
    language: meta.language,
    kind: meta.kind,
  };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out as SourceMetadata;
}

/**
 * Authors named by an ingest context: `authors` (a list of strings) or else `author` (a
 * string); blank entries dropped.
 */
function contextAuthors(ctx: Readonly<Record<string, unknown>>): string[] {
  const list = Array.isArray(ctx.authors)
    ? ctx.authors
    : typeof ctx.author === "string"
    ? [ctx.author]
    : [];
  return list.filter((a): a is string => typeof a === "string" && a.trim() !== "");
}
