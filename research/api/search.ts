/**
 * Full-text search and citation over the archive's passages (and, later, its authored
 * records). Read envelopes carry `project_id` and `snapshot`; the snapshot is the head the
 * index was brought up to, so a `--pick` guard always refers to the hits the user saw.
 *
 * What search trusts: when the derived index already holds the log's last commit (its hash,
 * read from the log's tail), search answers from the index without re-reading the log. A byte
 * flipped in the middle of a log whose index is current therefore goes unnoticed by search
 * until the next write, while every other read (which replays the log) and `audit` refuse
 * the archive. Verifying the whole chain on every search would cost a full read of the log
 * (28 MB for 100,000 passages) and most of the fresh-process budget; search results are
 * derived data that a rebuild can always replace, so this is the documented price of fast
 * search.
 *
 * @module
 */

import { UsageError } from "../../src/errors.ts";
import { StaleArchiveError } from "../errors.ts";
import { CodePointText } from "../code_points.ts";
import type { Highlight } from "../search/excerpt.ts";
import type { PassageHit, SearchHit, SearchScope } from "../search/index.ts";
import { loadArchive } from "../store/load.ts";
import { passageCitation, TextCache } from "../records/citations.ts";
import { archivePaths } from "../store/paths.ts";
import { currentIndex, rebuild } from "./index_sync.ts";

/** Options of {@linkcode search}. */
export interface SearchOptions {
  readonly query: string;
  readonly scope?: SearchScope;
  readonly limit?: number;
  /** Refuse a stale index instead of refreshing it. */
  readonly strict?: boolean;
}

/** Scopes whose envelope is `research-search-local/2`. */
const AUTHORED_SCOPES = new Set<string>(["dossiers", "claims", "decisions", "all"]);

/**
 * Marks highlighted ranges of an excerpt with `**`, the way a Markdown reader shows them.
 *
 * @example
 * ```ts
 * markExcerpt("in Łódź today", [{ start: 3, end: 7 }]); // "in **Łódź** today"
 * ```
 */
export function markExcerpt(excerpt: string, highlights: readonly Highlight[]): string {
  const text = new CodePointText(excerpt);
  let out = "";
  let at = 0;
  for (const h of [...highlights].sort((a, b) => a.start - b.start)) {
    if (h.start < at) continue;
    out += text.slice(at, h.start) + "**" + text.slice(h.start, h.end) + "**";
    at = h.end;
  }
  return out + text.slice(at, text.length);
}

function passageView(hit: PassageHit): Record<string, unknown> {
  const { kind: _kind, ...rest } = hit;
  return { ...rest, excerpt_marked: markExcerpt(hit.excerpt, hit.highlights) };
}

function hitView(hit: SearchHit): Record<string, unknown> {
  if (hit.kind === "passage") return { kind: "passage", ...passageView(hit) };
  return { ...hit, excerpt_marked: markExcerpt(hit.excerpt, hit.highlights) };
}

/**
 * Searches the archive: `research-search-local/1` for scope `sources` (the default),
 * `research-search-local/2` for `dossiers`, `claims`, `decisions` or `all`.
 *
 * @example
 * ```ts
 * // (await search("/books/ledger", { query: "lodz" })).hits[0].passage_id
 * ```
 */
export async function search(
  root: string,
  options: SearchOptions,
): Promise<Record<string, unknown>> {
  const scope = options.scope ?? "sources";
  const current = await currentIndex(archivePaths(root), { strict: options.strict });
  try {
    const { hits, capped } = current.index.search(options.query, { scope, limit: options.limit });
    const authored = AUTHORED_SCOPES.has(scope);
    return {
      schema: authored ? "research-search-local/2" : "research-search-local/1",
      project_id: current.project_id,
      snapshot: current.snapshot,
      query: options.query,
      scope,
      limit: options.limit ?? 20,
      count: hits.length,
      capped,
      hits: authored ? hits.map(hitView) : hits.map((h) => passageView(h as PassageHit)),
    };
  } finally {
    current.release();
  }
}

/**
 * Rebuilds the search index from the log (a fresh file renamed into place).
 *
 * @example
 * ```ts
 * // (await reindex("/books/ledger")).commit
 * ```
 */
export async function reindex(root: string): Promise<Record<string, unknown>> {
  const archive = await loadArchive(archivePaths(root));
  const t0 = performance.now();
  const state = await rebuild(archive);
  let passages = 0;
  for (const v of archive.state.versions.values()) passages += v.passage_ids.length;
  return {
    schema: "research-reindex-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    commit: state?.commit ?? null,
    passages,
    ms: Math.round(performance.now() - t0),
  };
}

/** Options of {@linkcode cite}. */
export interface CiteOptions {
  readonly query?: string;
  /** 1-based choice among the hits of `query` (1 to 20); needs `expectedSnapshot`. */
  readonly pick?: number;
  readonly expectedSnapshot?: string;
  /** Exact retrieval of one passage. */
  readonly passageId?: string;
  readonly strict?: boolean;
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
 * // const r = await cite(root, { query: "winter Łódź" });
 * // r.schema === "research-citation-local/1" ? r.citation : r.hits
 * ```
 */
export async function cite(root: string, options: CiteOptions): Promise<Record<string, unknown>> {
  if (options.passageId !== undefined) {
    if (options.query !== undefined || options.pick !== undefined) {
      throw new UsageError("--passage is exact retrieval: give it without --query or --pick");
    }
    return await citation(root, options.passageId);
  }
  if (options.query === undefined) throw new UsageError("cite needs --query WORDS or --passage ID");
  if (options.pick !== undefined) {
    if (!Number.isInteger(options.pick) || options.pick < 1 || options.pick > MAX_PICK) {
      throw new UsageError(`--pick must be a whole number from 1 to ${MAX_PICK}`);
    }
    if (!options.expectedSnapshot) {
      throw new UsageError("--pick needs the --expected-snapshot that was shown with the choices");
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
    if (result.snapshot !== options.expectedSnapshot) {
      throw new StaleArchiveError(
        "The archive changed since the choices were shown; run the query again and pick from the new list",
      );
    }
    if (options.pick > hits.length) {
      throw new UsageError(`--pick ${options.pick}: the query has only ${hits.length} hits`);
    }
    return await citation(root, hits[options.pick - 1].passage_id);
  }
  if (hits.length === 1) return await citation(root, hits[0].passage_id);
  return result;
}

/**
 * The `research-citation-local/1` envelope of one passage.
 *
 * @example
 * ```ts
 * // (await citation(root, "psg_…")).citation
 * ```
 */
export async function citation(root: string, passageId: string): Promise<Record<string, unknown>> {
  const archive = await loadArchive(archivePaths(root));
  const body = await passageCitation(archive, passageId, new TextCache(archive));
  return {
    schema: "research-citation-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    ...body,
  };
}

export { formatCitation } from "../records/citations.ts";
