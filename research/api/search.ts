/**
 * Full-text search and citation over the archive's passages (and, later, its authored
 * records). Read envelopes carry `project_id` and `snapshot`; the snapshot is the head the
 * index was brought up to, so a `--pick` guard always refers to the hits the user saw.
 *
 * What search trusts is what every read trusts (`store/head_mark.ts`): as in git, writers,
 * export and `audit` verify the hash chain, and reads trust the verified-through mark that
 * writers leave in `HEAD.json`. Search refuses a log that no longer holds that acknowledged
 * head (cut short or replaced), verifies the lines after it, and otherwise answers from the
 * index when the index holds the log's last commit (its hash, read from the log's tail). A
 * byte flipped inside the marked part of the log is therefore reported by `audit` and refused
 * by the next writer, while search and every other read keep answering. Re-verifying the
 * chain on every search would cost a full read of the log (28 MB for 100,000 passages) and
 * most of the fresh-process budget.
 *
 * This module is the start-up path of a fresh `svc research search`: citation lives in
 * `cite.ts` and reindexing in `index_rebuild.ts`, so that a search loads neither the log
 * replay nor the object store.
 *
 * @module
 */

import { CodePointText } from "../code_points.ts";
import type { Highlight } from "../search/excerpt.ts";
import type { PassageHit, SearchHit, SearchScope } from "../search/index.ts";
import { archiveLanguage } from "../store/archive_language.ts";
import { archivePaths } from "../store/paths.ts";
import { currentIndex } from "./index_sync.ts";

/** Options of {@linkcode search}. */
export interface SearchOptions {
  /** The query, in the syntax of `search/query.ts` (words, "phrases", prefix*, OR, NOT, ()). */
  readonly query: string;
  readonly scope?: SearchScope;
  readonly limit?: number;
  /** Hits to skip, for the next page: the previous envelope's `next_offset`. */
  readonly offset?: number;
  /** Refuse a stale index instead of refreshing it. */
  readonly strict?: boolean;
}

/** Scopes whose envelope is `research-search-local/2`. */
const AUTHORED_SCOPES = new Set<string>(["dossiers", "claims", "decisions", "all"]);

/** Marks highlighted ranges of an excerpt with `**`, the way a Markdown reader shows them. */
function markExcerpt(excerpt: string, highlights: readonly Highlight[]): string {
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
 * `research-search-local/2` for `dossiers`, `claims`, `decisions` or `all`. `count` is the
 * number of all hits; `hits` is the page from `offset` (at most `limit`), `next_offset` the
 * offset of the next page (null on the last), `counts` the total per group (`records`,
 * `passages`). With scope `all` the records come first. In a German archive every word is
 * also looked for in its other spellings (`Mueller`, `Müller`); a query with ä, ö, ü or ß too.
 *
 * @example
 * ```ts
 * const result = await search("/tmp/ledger", { query: "lodz" });
 * result.schema; // "research-search-local/1"
 * ```
 */
export async function search(
  root: string,
  options: SearchOptions,
): Promise<Record<string, unknown>> {
  const scope = options.scope ?? "sources";
  const paths = archivePaths(root);
  const current = await currentIndex(paths, { strict: options.strict });
  try {
    const offset = options.offset ?? 0;
    const { hits, count, counts, capped } = current.index.search(options.query, {
      scope,
      limit: options.limit,
      offset,
      german: archiveLanguage(paths.log) === "de",
    });
    const authored = AUTHORED_SCOPES.has(scope);
    const next = offset + hits.length;
    return {
      schema: authored ? "research-search-local/2" : "research-search-local/1",
      project_id: current.project_id,
      snapshot: current.snapshot,
      query: options.query,
      scope,
      limit: options.limit ?? 20,
      offset,
      count,
      counts,
      next_offset: next < count ? next : null,
      capped,
      hits: authored ? hits.map(hitView) : hits.map((h) => passageView(h as PassageHit)),
    };
  } finally {
    current.release();
  }
}
