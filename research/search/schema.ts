/**
 * The layout of `index/search.sqlite`, the derived search index (never the truth: `reindex`
 * rebuilds it from the log).
 *
 * - `meta`: one row — index format, the archive's `project_id`, and the last applied commit
 *   (`commit_no`, `sha256`; null before the first).
 * - `versions`: one row per source version (ids, number, title), so a title is stored once,
 *   not once per passage.
 * - `passages`: one row per passage with its citation fields and ORIGINAL text (excerpts are
 *   cut from it); `sha256` as 32 raw bytes, half the size of hex; `page_end` null unless the
 *   passage runs over a page break.
 * - `passages_fts`: FTS5 over the FOLDED passage text, keyed by `passages.id`.
 * - `records` / `records_fts`: the current revision of each authored record (dossier, claim,
 *   decision) with title and body; the FTS table holds both columns folded.
 *
 * The FTS tables are contentless with `contentless_delete=1` (SQLite 3.43+): the folded text
 * is never read back (excerpts come from the original text, which `passages` and `records`
 * keep anyway), so storing it again — as a normal FTS5 table would — or keeping a folded copy
 * for an external-content table would only double the file. `contentless_delete` lets a
 * replaced or removed row be deleted by rowid alone. `detail=full` (the default) keeps token
 * positions: bm25 needs term counts, and a quoted term that the tokenizer splits is a phrase.
 * The FTS rowid is the row table's `id`.
 *
 * @module
 */

import type { DatabaseSync } from "node:sqlite";
import type { IndexState } from "./index.ts";

/** How long a connection waits for another's lock before giving up. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * Bumped whenever the layout or the folding changes; an index of another format is rebuilt.
 * 2: the folding shares analysis's letter table, which adds ħ→h (and so ℏ, U+A7F8, U+10795).
 * 3: `passages.page_end`, the last page of a passage that runs over a page break ("pp. 8–9").
 */
export const INDEX_FORMAT = 3;

/**
 * Page size of new index files. Measured on the synthetic 100,000-passage archive: 4 KiB
 * pages made the file 4% larger (114.5 MB against 110.3 MB) for the same query times; 8 and
 * 16 KiB were within 1% of each other in both, and 8 KiB is the largest this SQLite build
 * uses by default.
 */
export const PAGE_SIZE = 8192;

/**
 * Prefix indexes for 3- and 4-character prefixes: a prefix query otherwise merges the
 * document lists of every word with that prefix (a common 4-letter prefix over 100,000
 * passages: 150–170 ms without, about 20 ms with, on a busy 2-core machine). The cost is file
 * size: 110.3 MB instead of 86.3 MB (+28%) on the synthetic 100,000-passage archive, whose
 * made-up words are long; 1- and 2-letter prefixes are not searched at all (see query.ts).
 */
const FTS_OPTIONS = `tokenize="unicode61 remove_diacritics 2", prefix='3 4', content='', ` +
  `contentless_delete=1`;

/** Statements that create an empty index (run inside a transaction). */
export const SCHEMA_SQL = `
CREATE TABLE meta (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  format INTEGER NOT NULL,
  project_id TEXT NOT NULL,
  commit_no INTEGER,
  sha256 TEXT
);
CREATE TABLE versions (
  id INTEGER PRIMARY KEY,
  version_id TEXT NOT NULL UNIQUE,
  source_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  title TEXT NOT NULL
);
CREATE INDEX versions_source ON versions(source_id);
CREATE TABLE passages (
  id INTEGER PRIMARY KEY,
  passage_id TEXT NOT NULL UNIQUE,
  version_ref INTEGER NOT NULL,
  page INTEGER,
  page_end INTEGER,
  ordinal INTEGER NOT NULL,
  start INTEGER NOT NULL,
  "end" INTEGER NOT NULL,
  sha256 BLOB NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX passages_version ON passages(version_ref);
CREATE VIRTUAL TABLE passages_fts USING fts5(text, ${FTS_OPTIONS});
CREATE TABLE records (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  record_id TEXT NOT NULL,
  revision INTEGER NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  UNIQUE (kind, record_id)
);
CREATE VIRTUAL TABLE records_fts USING fts5(title, body, ${FTS_OPTIONS});
`;

/**
 * True when the database has no tables yet (a new or empty file).
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * isEmptyDatabase(new DatabaseSync(":memory:")); // true
 * ```
 */
export function isEmptyDatabase(db: DatabaseSync): boolean {
  const row = db.prepare("SELECT count(*) AS n FROM sqlite_master").get() as { n: number };
  return row.n === 0;
}

/** The one row of `meta`. */
export interface MetaRow {
  format: number;
  project_id: string;
  commit_no: number | null;
  sha256: string | null;
}

/**
 * The `meta` row, or null when the database has no `meta` table (not a search index).
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * const db = new DatabaseSync(":memory:");
 * readMeta(db); // null: no meta table
 * db.exec(SCHEMA_SQL);
 * db.prepare("INSERT INTO meta (id, format, project_id) VALUES (1, 1, 'prj_1')").run();
 * readMeta(db); // { format: 1, project_id: "prj_1", commit_no: null, sha256: null }
 * ```
 */
export function readMeta(db: DatabaseSync): MetaRow | null {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
    .get();
  if (!table) return null;
  return (db.prepare("SELECT format, project_id, commit_no, sha256 FROM meta WHERE id = 1")
    .get() as MetaRow | undefined) ?? null;
}

/**
 * The project and last applied commit, or null before the first commit.
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * readState(new DatabaseSync(":memory:")); // null: not an index
 * const index = new DatabaseSync("/tmp/search.sqlite", { readOnly: true });
 * readState(index); // e.g. { project_id: "prj_…", commit: 2, sha256: "9f…" }
 * ```
 */
export function readState(db: DatabaseSync): IndexState | null {
  const meta = readMeta(db);
  if (!meta || meta.commit_no === null || meta.sha256 === null) return null;
  return { project_id: meta.project_id, commit: meta.commit_no, sha256: meta.sha256 };
}
