/**
 * The layout of `index/state.sqlite`, the archive's materialised state: what a replay of the
 * log (`store/state.ts`) holds, kept on disk so that a read of one record need not replay the
 * whole log. Derived, never the truth: it records the commit it reflects and the log length
 * through that commit's line, is caught up from the commits after it, and is rebuilt from the
 * log when missing, stale or damaged (`reindex` rebuilds it too).
 *
 * - `meta`: one row — format, the `project_id` and init operation of the log (`init`, JSON with
 *   its `at`), the last applied commit (`commit_no`, `sha256`), the log length through that
 *   commit's line (`log_bytes`), the highest schema any commit needed, and the counts the
 *   status overview shows (`sources`, `versions`, `passages`: as a replay counts them).
 * - `records`: one row per authored record in creation order (`id`), its kind, its number of
 *   revisions and its current revision (`current`, the JSON its `revisions` row holds too: a
 *   list of a kind reads its records in one pass along `records_kind`, at about half the cost
 *   of a lookup in `revisions` per record, for a state about 1.6 times the size; the partial
 *   index `records_revised` finds the records with more than one revision); for an evidence
 *   link whose current revision is active, also its claim, relation and pinned claim revision
 *   (`link_*`, else null: what a claim list counts and the matrix sums up, read from the
 *   partial index `records_link_claim` without reading the links);
 *   `revisions`: every revision, the replayed `RevisionState` as JSON (its keys in the replay's
 *   order, so a view of it serialises byte for byte as one of the replay).
 * - `pins`: which records name which ids in any of their revisions (records, passages and
 *   source versions alike: a claim's dossier, a link's claim and passage, a decision's claim and
 *   dossiers, a relation's claims, a dossier's evidence and images). Read by target, it gives a
 *   claim's evidence links, relations and decisions; by record, what a record pins.
 * - `versions` (the replayed `VersionState` without `passage_ids`, in commit order) and
 *   `passages` (in commit order: a version's `passage_ids` are its passages by `id`).
 * - `events` (decision acknowledgements) and `tombstones` (per source version, in commit order:
 *   the availability the log gives each version, `store/tombstones.ts`).
 * - `source_metadata`: a source's metadata revisions, the replayed `SourceMetadataState` as
 *   JSON, in commit order (format 2).
 * - `claim_rows` (format 5): per claim (`record_ref`, so in creation order), what the long lists
 *   sort, filter and count by: its current revision number, its `dossier_id` (and the
 *   `dossier_revision` it pins) and `confidence` (which the review's candidates are found by:
 *   `review_slice.ts`), where a placed
 *   claim sorts on the timeline (`timeline_key`, `timeline_label`; null when unplaced), and
 *   its current active evidence links by relation, in all (`links`) and those pinning an
 *   earlier revision than the current (`older`) — recounted whenever the claim or one of its
 *   links is revised (per claim in a catch-up, for every claim at the end of a build).
 *   `claim_list_rows`, `timeline_rows`, `matrix_rows`: per claim, what the claim list, the
 *   timeline and the matrix print of it, already serialised as their JSON prints it
 *   (`claim_rows.ts`; the list's element and the matrix row open for the counts and the
 *   decision cells, which are added on read). Each in its own table, so a list reads only its
 *   own texts. The lists join the texts in SQLite and write the bytes they get, parsing and
 *   serialising no claim (`list_text.ts`).
 *
 * Journal and sync settings are the search index's (`search/index.ts`): rollback journal,
 * `synchronous=FULL` for catch-ups, `busy_timeout` on every connection; a build fills a temp
 * file without journal or sync and renames it into place after one fsync.
 *
 * @module
 */

import type { DatabaseSync } from "node:sqlite";

/** Bumped whenever the layout changes; a state of another format is rebuilt. */
export const STATE_FORMAT = 5;

/** Statements that create an empty state (run inside a transaction). */
export const STATE_SQL = `
CREATE TABLE meta (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  format INTEGER NOT NULL,
  project_id TEXT NOT NULL,
  init TEXT NOT NULL,
  commit_no INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  log_bytes INTEGER NOT NULL,
  schema INTEGER NOT NULL,
  sources INTEGER NOT NULL,
  versions INTEGER NOT NULL,
  passages INTEGER NOT NULL
);
CREATE TABLE records (
  id INTEGER PRIMARY KEY,
  record_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  revisions INTEGER NOT NULL,
  current TEXT NOT NULL,
  link_claim TEXT,
  link_relation TEXT,
  link_claim_revision INTEGER
);
CREATE INDEX records_kind ON records(kind, id);
CREATE INDEX records_revised ON records(revisions) WHERE revisions > 1;
CREATE INDEX records_link_claim ON records(link_claim, link_relation, link_claim_revision)
  WHERE link_claim IS NOT NULL;
CREATE TABLE revisions (
  id INTEGER PRIMARY KEY,
  record_ref INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  state TEXT NOT NULL
);
CREATE UNIQUE INDEX revisions_record ON revisions(record_ref, seq);
CREATE TABLE pins (
  target TEXT NOT NULL,
  record_ref INTEGER NOT NULL,
  PRIMARY KEY (target, record_ref)
) WITHOUT ROWID;
CREATE TABLE versions (
  id INTEGER PRIMARY KEY,
  version_id TEXT NOT NULL UNIQUE,
  source_id TEXT NOT NULL,
  state TEXT NOT NULL
);
CREATE INDEX versions_source ON versions(source_id, id);
CREATE TABLE passages (
  id INTEGER PRIMARY KEY,
  passage_id TEXT NOT NULL UNIQUE,
  version_id TEXT NOT NULL,
  state TEXT NOT NULL
);
CREATE INDEX passages_version ON passages(version_id, id, passage_id);
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  decision_id TEXT NOT NULL,
  state TEXT NOT NULL
);
CREATE INDEX events_decision ON events(decision_id, id);
CREATE TABLE tombstones (
  id INTEGER PRIMARY KEY,
  version_id TEXT NOT NULL,
  state TEXT NOT NULL
);
CREATE INDEX tombstones_version ON tombstones(version_id, id);
CREATE TABLE source_metadata (
  id INTEGER PRIMARY KEY,
  source_id TEXT NOT NULL,
  state TEXT NOT NULL
);
CREATE INDEX source_metadata_source ON source_metadata(source_id, id);
CREATE TABLE claim_rows (
  record_ref INTEGER PRIMARY KEY,
  revision INTEGER NOT NULL,
  dossier_id TEXT,
  dossier_revision INTEGER,
  confidence TEXT,
  timeline_key TEXT,
  timeline_label TEXT,
  supports INTEGER NOT NULL DEFAULT 0,
  contradicts INTEGER NOT NULL DEFAULT 0,
  qualifies INTEGER NOT NULL DEFAULT 0,
  mentions INTEGER NOT NULL DEFAULT 0,
  links INTEGER NOT NULL DEFAULT 0,
  older INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX claim_rows_dossier ON claim_rows(dossier_id, record_ref);
CREATE TABLE claim_list_rows (record_ref INTEGER PRIMARY KEY, text TEXT NOT NULL);
CREATE TABLE timeline_rows (record_ref INTEGER PRIMARY KEY, text TEXT NOT NULL);
CREATE TABLE matrix_rows (record_ref INTEGER PRIMARY KEY, text TEXT NOT NULL);
`;

/** The one row of `meta`. */
export interface StateMeta {
  readonly format: number;
  readonly project_id: string;
  /** JSON of the replayed init operation (with `at`). */
  readonly init: string;
  /** Last applied commit (0 before the first). */
  readonly commit_no: number;
  /** Its `sha256` ("" before the first). */
  readonly sha256: string;
  /** Log length through the last applied commit's line. */
  readonly log_bytes: number;
  /** Highest schema any applied commit needed. */
  readonly schema: number;
  readonly sources: number;
  readonly versions: number;
  readonly passages: number;
}

/**
 * The `meta` row, or null when the database holds no state of this format (a new, foreign or
 * older file).
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * const db = new DatabaseSync(":memory:");
 * readStateMeta(db); // null: no meta table
 * db.exec(STATE_SQL);
 * readStateMeta(db); // null: no row yet
 * ```
 */
export function readStateMeta(db: DatabaseSync): StateMeta | null {
  const table = db.prepare(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'",
  ).get();
  if (!table) return null;
  const row = db.prepare("SELECT * FROM meta WHERE id = 1").get() as StateMeta | undefined;
  return row && row.format === STATE_FORMAT ? row : null;
}
