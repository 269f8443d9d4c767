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
 * @module
 */

import type { StatementSync } from "node:sqlite";
import type { PassagePlace } from "./index.ts";

/** Most matching rows that one query ranks. */
export const RANK_WINDOW = 1000;

/** A passage row with its bm25 (negative, lower is better). */
export interface PassageRow extends PassagePlace {
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

/**
 * The best `limit` passages for a MATCH expression, and whether the ranking window applied.
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * const db = new DatabaseSync("/tmp/search.sqlite", { readOnly: true });
 * const { rows, capped } = searchPassages((sql) => db.prepare(sql), '"lodz"*', 20);
 * rows.map((r) => r.passage_id); // best first; `capped` is false up to 1,000 matches
 * ```
 */
export function searchPassages(
  prepare: Prepare,
  match: string,
  limit: number,
): { rows: PassageRow[]; capped: boolean } {
  const rows = prepare(PASSAGE_SEARCH).all(match, RANK_WINDOW, limit) as unknown as (
    PassageRow & { matched: number }
  )[];
  return { rows, capped: rows.length > 0 && rows[0].matched > RANK_WINDOW };
}

/**
 * The best `limit` current authored records (of one kind, or all kinds for null).
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * const db = new DatabaseSync("/tmp/search.sqlite", { readOnly: true });
 * const { rows } = searchRecords((sql) => db.prepare(sql), '"harbour"', "claim", 20);
 * rows.every((r) => r.kind === "claim"); // true
 * ```
 */
export function searchRecords(
  prepare: Prepare,
  match: string,
  kind: string | null,
  limit: number,
): { rows: RecordRow[]; capped: boolean } {
  const rows = prepare(RECORD_SEARCH).all(match, RANK_WINDOW, kind, limit) as unknown as (
    RecordRow & { matched: number }
  )[];
  return { rows, capped: rows.length > 0 && rows[0].matched > RANK_WINDOW };
}

// One statement per table, so that FTS5 evaluates the MATCH (for a prefix term: merges the
// document lists of all its words) once for the window, plus once for bm25's IDF. `w` holds
// the newest window + 1 matches, each with its bm25 (computed only for those rows); `matched`
// = window + 1 says there were more; the extra row itself is not ranked. `top` picks the best
// `limit` ids first, and only those rows are joined with their text: joining all 1,000 before
// sorting read every passage's text and cost a fresh search 10–20 ms.
const PASSAGE_SEARCH = `
WITH w AS MATERIALIZED (
  SELECT rowid AS id, bm25(passages_fts) AS rank FROM passages_fts
  WHERE passages_fts MATCH ?1 ORDER BY rowid DESC LIMIT ?2 + 1),
n AS MATERIALIZED (SELECT count(*) AS matched, min(id) AS lowest FROM w),
top AS MATERIALIZED (
  SELECT w.id, w.rank FROM w, n
  WHERE n.matched <= ?2 OR w.id > n.lowest
  ORDER BY w.rank, w.id LIMIT ?3)
SELECT p.passage_id, v.source_id, v.version_id, v.version, v.title, p.page, p.ordinal,
       p.start, p."end" AS "end", lower(hex(p.sha256)) AS sha256, p.text,
       (SELECT count(*) FROM passages q WHERE q.version_ref = p.version_ref AND q.page = p.page
          AND q.ordinal <= p.ordinal) AS paragraph,
       top.rank, n.matched
FROM top, n
JOIN passages p ON p.id = top.id
JOIN versions v ON v.id = p.version_ref
ORDER BY top.rank, top.id`;

// Titles weigh twice their body. The kind filter applies before the window is cut, so a
// flood of one kind never hides another kind's matches.
const RECORD_SEARCH = `
WITH w AS MATERIALIZED (
  SELECT records_fts.rowid AS id, bm25(records_fts, 2.0, 1.0) AS rank
  FROM records_fts JOIN records k ON k.id = records_fts.rowid
  WHERE records_fts MATCH ?1 AND (?3 IS NULL OR k.kind = ?3)
  ORDER BY records_fts.rowid DESC LIMIT ?2 + 1),
n AS MATERIALIZED (SELECT count(*) AS matched, min(id) AS lowest FROM w),
top AS MATERIALIZED (
  SELECT w.id, w.rank FROM w, n
  WHERE n.matched <= ?2 OR w.id > n.lowest
  ORDER BY w.rank, w.id LIMIT ?4)
SELECT r.kind, r.record_id, r.revision, r.title, r.body, top.rank, n.matched
FROM top, n
JOIN records r ON r.id = top.id
ORDER BY top.rank, top.id`;
