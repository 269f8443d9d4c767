/**
 * Citing one passage: by id, by a query with exactly one hit, or by a numbered pick among the
 * hits a caller was shown (guarded by the snapshot shown with them).
 *
 * @module
 */

import { loadArchive } from "../store/load.ts";
import { passageCitation, TextCache } from "../records/citations.ts";
import { optionalSnapshotGuard } from "../records/snapshot_guard.ts";
import { archivePaths } from "../store/paths.ts";
import { search } from "./search.ts";
import { type CitationStyle, isCitationStyle, styledCitation } from "../cite/csl.ts";
import { cslItem } from "../cite/csl_item.ts";
import { sourceMetadataView } from "../views/source_metadata_view.ts";
import { versionMetadata } from "../views/version_metadata.ts";
import { staleError, usageError } from "../keyed_errors.ts";

/** Options of {@linkcode cite}. */
export interface CiteOptions {
  readonly query?: string;
  /** 1-based choice among the hits of `query` (1 to 20); needs `expectedSnapshot`. */
  readonly pick?: number;
  readonly expectedSnapshot?: string;
  /** Exact retrieval of one passage. */
  readonly passageId?: string;
  readonly strict?: boolean;
  /** Also format the citation in this CSL style (`styled` in the envelope). */
  readonly style?: CitationStyle;
  /** Interface language for the CSL locale (default `en`). */
  readonly language?: string;
}

/** Most hits `cite` offers as numbered choices, and the range of `--pick`. */
export const MAX_PICK = 20;

/**
 * Cites one passage: by id, by a query with exactly one hit, or by `pick` among the hits the
 * caller was shown (guarded by `expectedSnapshot`). With zero or several hits and no pick,
 * the unchanged search envelope comes back instead (its `schema` tells which).
 *
 * @example
 * ```ts
 * const r = await cite("/tmp/ledger", { query: "winter Łódź" });
 * r.schema; // "research-citation-local/1" for one hit, else "research-search-local/1"
 * ```
 */
export async function cite(root: string, options: CiteOptions): Promise<Record<string, unknown>> {
  if (options.passageId !== undefined) {
    if (options.query !== undefined || options.pick !== undefined) {
      throw usageError("cite.passage_exact");
    }
    return await citation(root, options.passageId, options);
  }
  if (options.query === undefined) throw usageError("cite.needs_query");
  const expected = optionalSnapshotGuard(options.expectedSnapshot, "--expected-snapshot");
  if (options.pick !== undefined) {
    if (!Number.isInteger(options.pick) || options.pick < 1 || options.pick > MAX_PICK) {
      throw usageError("cite.pick_range", { max: MAX_PICK });
    }
    if (expected === null) {
      throw usageError("cite.pick_needs_snapshot");
    }
  }
  const result = await search(root, {
    query: options.query,
    scope: "sources",
    limit: MAX_PICK,
    strict: options.strict,
  });
  const hits = result.hits as { passage_id: string }[];
  if (options.pick !== undefined) {
    if (result.snapshot !== expected) {
      throw staleError("cite.choices_changed");
    }
    if (options.pick > hits.length) {
      throw usageError("cite.pick_beyond", { pick: options.pick, hits: hits.length });
    }
    return await citation(root, hits[options.pick - 1].passage_id, options);
  }
  if (hits.length === 1) return await citation(root, hits[0].passage_id, options);
  return result;
}

/**
 * The `research-citation-local/1` envelope of one passage.
 *
 * @example
 * ```ts
 * const c = await citation("/tmp/ledger", "psg_01JD5ZQ8XK4V0G3N6M7P8R9S2T");
 * c.schema; // "research-citation-local/1"
 * ```
 */
export async function citation(
  root: string,
  passageId: string,
  options: { style?: CitationStyle; language?: string } = {},
): Promise<Record<string, unknown>> {
  if (options.style !== undefined && !isCitationStyle(options.style)) {
    throw usageError("cite.style", { style: String(options.style) });
  }
  const archive = await loadArchive(archivePaths(root));
  const body = await passageCitation(archive, passageId, new TextCache(archive));
  const p = archive.state.passages.get(passageId)!;
  const v = archive.state.versions.get(p.version_id)!;
  const { metadata } = sourceMetadataView(archive.state, p.source_id);
  // The styled citation also knows what an older ingest context said (place, period, URL).
  const item = cslItem(p.source_id, versionMetadata(archive.state, v), v.media_type);
  return {
    schema: "research-citation-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    ...body,
    metadata,
    csl: item,
    ...(options.style
      ? { styled: styledCitation(item, { ...options, style: options.style, page: p.page }) }
      : {}),
  };
}

export { formatCitation } from "../records/citations.ts";
