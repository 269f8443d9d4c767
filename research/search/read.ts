/**
 * The read side of the index: ranked FTS5 queries and the rows behind their hits.
 *
 * Ranking window: bm25 costs a few microseconds per matching row, so a word found in most of
 * 100,000 passages took 150–400 ms to rank. When more than {@linkcode RANK_WINDOW} rows
 * match, only the {@linkcode RANK_WINDOW} most recently indexed of them (highest rowids,
 * which follow commit order except where a re-indexed passage kept its old rowid) are
 * ranked, and the result says `capped`. Finding that window is cheap: FTS5 walks a document
 * list backwards by rowid, and bm25 runs only on the rows returned. bm25's IDF still counts
 * every match, so scores stay comparable with uncapped queries.
 *
 * Paging: the hits of a query are one fixed sequence — the window's rows by bm25 (ties by
 * rowid), then every further match, newest first — and a page is a slice of it
 * (`offset`, `limit`), so pages never overlap or skip a hit. `total` counts every match.
 *
 * @module
 */

import type { StatementSync } from "node:sqlite";
import type { PassagePlace } from "./index.ts";

/** Most matching rows that one query ranks. */
export const RANK_WINDOW = 1000;

/** A passage row with its bm25 (negative, lower is better). */
export interface PassageRow extends Omit<PassagePlace, "page_end"> {
  /** The last page of a passage over a page break, else null. */
  readonly page_end: number | null;
  /** Hex, lower case (SQLite's hex() of the stored 32 bytes: no JavaScript loop per byte). */
  readonly sha256: string;
  readonly text: string;
  /** 1-based among the passages that start on the same page (0 when `page` is null). */
  readonly paragraph: number;
  readonly rank: number;
}

/** An authored record row with its weighted bm25. */
export interface RecordRow {
  readonly kind: "dossier" | "claim" | "decision";
  readonly record_id: string;
  readonly revision: number;
  readonly title: string;
  readonly body: string;
  readonly rank: number;
}

type Prepare = (sql: string) => StatementSync;

/** One page of a table's hits, and how many rows match in all. */
export interface Page<Row> {
  readonly rows: Row[];
  /** Every matching row, not only those ranked or returned. */
  readonly total: number;
  /** More rows matched than {@linkcode RANK_WINDOW}: only the newest of them were ranked. */
  readonly capped: boolean;
}

/**
 * Hits `offset` to `offset + limit` of the passages matching a MATCH expression, in the order
 * the module doc gives, with the number of all matching passages.
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * const db = new DatabaseSync("/tmp/search.sqlite", { readOnly: true });
 * const page = searchPassages((sql) => db.prepare(sql), '"lodz"*', { offset: 0, limit: 20 });
 * page.rows.map((r) => r.passage_id); // best first; page.total counts every match
 * ```
 */
export function searchPassages(
  prepare: Prepare,
  match: string,
  page: { offset: number; limit: number },
): Page<PassageRow> {
  const { n } = prepare(PASSAGE_COUNT).get(match) as { n: number };
  return paged(n, page, (sql, ...args) => prepare(sql).all(match, ...args), PASSAGE_SQL);
}

/**
 * Like {@linkcode searchPassages}, for the current authored records (of one kind, or every
 * kind for null).
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * const db = new DatabaseSync("/tmp/search.sqlite", { readOnly: true });
 * const page = searchRecords((sql) => db.prepare(sql), '"harbour"', "claim", { offset: 0, limit: 20 });
 * page.rows.every((r) => r.kind === "claim"); // true
 * ```
 */
export function searchRecords(
  prepare: Prepare,
  match: string,
  kind: string | null,
  page: { offset: number; limit: number },
): Page<RecordRow> {
  const { n } = prepare(RECORD_COUNT).get(match, kind) as { n: number };
  return paged(n, page, (sql, ...args) => prepare(sql).all(match, kind, ...args), RECORD_SQL);
}

type Run = (sql: string, ...args: number[]) => unknown[];

/**
 * The rows of one page: from the ranked window while the page lies in it, then from the
 * matches beyond it, newest first.
 */
function paged<Row>(
  total: number,
  { offset, limit }: { offset: number; limit: number },
  run: Run,
  sql: { ranked: string; beyond: string },
): Page<Row> {
  const window = Math.min(total, RANK_WINDOW);
  const rows: Row[] = [];
  const ranked = Math.min(limit, window - offset);
  if (ranked > 0) rows.push(...run(sql.ranked, window, ranked, offset) as Row[]);
  const from = Math.max(offset, window);
  const end = Math.min(offset + limit, total);
  if (end > from) rows.push(...run(sql.beyond, end - from, from) as Row[]);
  return { rows, total, capped: total > RANK_WINDOW };
}

const PASSAGE_COUNT = "SELECT count(*) AS n FROM passages_fts WHERE passages_fts MATCH ?";
const RECORD_COUNT =
  `SELECT count(*) AS n FROM records_fts JOIN records k ON k.id = records_fts.rowid
WHERE records_fts MATCH ?1 AND (?2 IS NULL OR k.kind = ?2)`;

// FTS5 evaluates the MATCH (for a prefix term: merges the document lists of all its words)
// once for the window, plus once for bm25's IDF. `w` holds the newest `window` matches, each
// with its bm25 (computed only for those rows); `top` picks one page of them first, and only
// those rows are joined with their text: joining all 1,000 before sorting read every passage's
// text and cost a fresh search 10–20 ms. Beyond the window, OFFSET skips rows before bm25 is
// computed for the ones returned.
// `paragraph`: the passage's place among its page's passages (a PDF's "p. 8, ¶ 4").
const PASSAGE_COLUMNS = `p.passage_id, v.source_id, v.version_id, v.version, v.title, p.page,
  p.page_end, p.ordinal, p.start, p."end" AS "end", lower(hex(p.sha256)) AS sha256, p.text,
  (SELECT count(*) FROM passages q WHERE q.version_ref = p.version_ref AND q.page = p.page
     AND q.ordinal <= p.ordinal) AS paragraph`;
const PASSAGE_SQL = {
  ranked: `
WITH w AS MATERIALIZED (
  SELECT rowid AS id, bm25(passages_fts) AS rank FROM passages_fts
  WHERE passages_fts MATCH ?1 ORDER BY rowid DESC LIMIT ?2),
top AS MATERIALIZED (SELECT id, rank FROM w ORDER BY rank, id LIMIT ?3 OFFSET ?4)
SELECT ${PASSAGE_COLUMNS}, top.rank
FROM top JOIN passages p ON p.id = top.id JOIN versions v ON v.id = p.version_ref
ORDER BY top.rank, top.id`,
  beyond: `
WITH t AS MATERIALIZED (
  SELECT rowid AS id, bm25(passages_fts) AS rank FROM passages_fts
  WHERE passages_fts MATCH ?1 ORDER BY rowid DESC LIMIT ?2 OFFSET ?3)
SELECT ${PASSAGE_COLUMNS}, t.rank
FROM t JOIN passages p ON p.id = t.id JOIN versions v ON v.id = p.version_ref
ORDER BY t.id DESC`,
};

// Titles weigh twice their body. The kind filter applies before the window is cut, so a
// flood of one kind never hides another kind's matches.
const RECORD_SQL = {
  ranked: `
WITH w AS MATERIALIZED (
  SELECT records_fts.rowid AS id, bm25(records_fts, 2.0, 1.0) AS rank
  FROM records_fts JOIN records k ON k.id = records_fts.rowid
  WHERE records_fts MATCH ?1 AND (?2 IS NULL OR k.kind = ?2)
  ORDER BY records_fts.rowid DESC LIMIT ?3),
top AS MATERIALIZED (SELECT id, rank FROM w ORDER BY rank, id LIMIT ?4 OFFSET ?5)
SELECT r.kind, r.record_id, r.revision, r.title, r.body, top.rank
FROM top JOIN records r ON r.id = top.id
ORDER BY top.rank, top.id`,
  beyond: `
WITH t AS MATERIALIZED (
  SELECT records_fts.rowid AS id, bm25(records_fts, 2.0, 1.0) AS rank
  FROM records_fts JOIN records k ON k.id = records_fts.rowid
  WHERE records_fts MATCH ?1 AND (?2 IS NULL OR k.kind = ?2)
  ORDER BY records_fts.rowid DESC LIMIT ?3 OFFSET ?4)
SELECT r.kind, r.record_id, r.revision, r.title, r.body, t.rank
FROM t JOIN records r ON r.id = t.id
ORDER BY t.id DESC`,
};
