/**
 * Applying commits to the materialised state (`schema.ts`), exactly as `applyCommits` of
 * `store/state.ts` applies them to a replay: a record's revisions are appended in log order
 * whatever their number, a version or passage is stored as the replay stores it, a passage
 * counts for its version only when that version is already there. Every row holds the replayed
 * value as JSON, so what a read takes out of the state is what a replay holds.
 *
 * The caller owns the transaction: a build applies every commit in one, a catch-up the missing
 * ones in one (`current.ts`).
 *
 * @module
 */

import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { Commit, RevisionOp } from "../types.ts";
import type { RevisionState } from "../store/state.ts";
import { claimRow } from "./claim_rows.ts";
import { namedIds } from "./named_ids.ts";
import { STATE_FORMAT } from "./schema.ts";

/**
 * The `link_*` columns of a record whose current revision is `op`: an active evidence link's
 * claim, relation and pinned claim revision, as `currentLinks` (`records/view.ts`) reads them.
 */
function activeLink(op: RevisionOp): [string | null, string | null, number | null] {
  const r = op.record;
  if (op.kind !== "evidence_link" || r.state !== "active") return [null, null, null];
  return [
    typeof r.claim_id === "string" ? r.claim_id : null,
    typeof r.relation === "string" ? r.relation : null,
    typeof r.claim_revision === "number" ? r.claim_revision : null,
  ];
}

/**
 * Applies commits to an open state database inside the caller's transaction (see the module
 * doc). Statements are prepared once per writer.
 */
export class StateWriter {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  /** Pins are collected in a temp table and added in order by {@linkcode finish} (a build). */
  readonly #bulk: boolean;

  /**
   * With `bulk` (a build of a whole state) pins are gathered unordered and added sorted by
   * {@linkcode StateWriter.finish}: a third of a build's time otherwise goes to inserting them
   * one by one into their ordered table.
   *
   * @example
   * ```ts
   * import { DatabaseSync } from "node:sqlite";
   * import { STATE_SQL } from "./schema.ts";
   * const db = new DatabaseSync(":memory:");
   * db.exec(STATE_SQL);
   * const writer = new StateWriter(db); // then writer.start() once, writer.apply(…) per run
   * ```
   */
  constructor(db: DatabaseSync, options: { readonly bulk?: boolean } = {}) {
    this.#db = db;
    this.#bulk = options.bulk === true;
    if (this.#bulk) {
      db.exec("CREATE TEMP TABLE new_pins (target TEXT NOT NULL, record_ref INTEGER NOT NULL)");
    }
  }

  /**
   * Adds the pins a bulk writer gathered (nothing to do for another writer).
   *
   * @example
   * ```ts
   * import { DatabaseSync } from "node:sqlite";
   * import { STATE_SQL } from "./schema.ts";
   * const db = new DatabaseSync(":memory:");
   * db.exec(STATE_SQL);
   * const writer = new StateWriter(db, { bulk: true });
   * writer.start();
   * writer.finish(); // the pins of every applied commit are in `pins` now
   * ```
   */
  finish(): void {
    if (!this.#bulk) return;
    this.#recount(null);
    this.#db.exec(
      "INSERT OR IGNORE INTO pins (target, record_ref) " +
        "SELECT target, record_ref FROM temp.new_pins ORDER BY target, record_ref; " +
        "DROP TABLE temp.new_pins",
    );
  }

  /**
   * Writes the `meta` row of an empty state (before the first commit).
   *
   * @example
   * ```ts
   * import { DatabaseSync } from "node:sqlite";
   * import { readStateMeta, STATE_SQL } from "./schema.ts";
   * const db = new DatabaseSync(":memory:");
   * db.exec(STATE_SQL);
   * new StateWriter(db).start();
   * readStateMeta(db)?.commit_no; // 0
   * ```
   */
  start(): void {
    const init = { op: "init", project_id: "", title: "", language: "", at: "" };
    this.#run(
      "INSERT INTO meta (id, format, project_id, init, commit_no, sha256, log_bytes, schema, " +
        "sources, versions, passages) VALUES (1, ?, '', ?, 0, '', 0, 1, 0, 0, 0)",
      STATE_FORMAT,
      JSON.stringify(init),
    );
  }

  /**
   * Applies consecutive commits, the last of whose lines ends at byte `logBytes` of the log.
   *
   * @example
   * ```ts
   * import type { Commit } from "../types.ts";
   * declare const writer: StateWriter, commits: Commit[], logBytes: number;
   * writer.apply(commits, logBytes); // meta now names the last commit and logBytes
   * ```
   */
  apply(commits: readonly Commit[], logBytes: number): void {
    for (const c of commits) this.#commit(c);
    if (commits.length) this.#run("UPDATE meta SET log_bytes = ? WHERE id = 1", logBytes);
  }

  #commit(c: Commit): void {
    for (const op of c.ops) {
      switch (op.op) {
        case "init":
          this.#run(
            "UPDATE meta SET project_id = ?, init = ? WHERE id = 1",
            op.project_id,
            JSON.stringify({ ...op, at: c.at }),
          );
          break;
        case "source_version": {
          const known = this.#get(
            "SELECT 1 FROM versions WHERE source_id = ? LIMIT 1",
            op.source_id,
          );
          const state = { ...op, commit: c.commit, at: c.at, actor: c.actor };
          this.#run(
            "INSERT INTO versions (version_id, source_id, state) VALUES (?, ?, ?)",
            op.version_id,
            op.source_id,
            JSON.stringify(state),
          );
          this.#run(
            "UPDATE meta SET versions = versions + 1, sources = sources + ? WHERE id = 1",
            known ? 0 : 1,
          );
          break;
        }
        case "passage": {
          const version = this.#get("SELECT 1 FROM versions WHERE version_id = ?", op.version_id);
          this.#run(
            "INSERT INTO passages (passage_id, version_id, state) VALUES (?, ?, ?)",
            op.passage_id,
            op.version_id,
            JSON.stringify({ ...op, commit: c.commit }),
          );
          if (version) this.#run("UPDATE meta SET passages = passages + 1 WHERE id = 1");
          break;
        }
        case "revision":
          this.#revision(op, c);
          break;
        case "event":
          this.#run(
            "INSERT INTO events (decision_id, state) VALUES (?, ?)",
            op.decision_id,
            JSON.stringify({ ...op, commit: c.commit, at: c.at, actor: c.actor }),
          );
          break;
        case "tombstone":
          this.#run(
            "INSERT INTO tombstones (version_id, state) VALUES (?, ?)",
            op.version_id,
            JSON.stringify({ ...op, commit: c.commit, at: c.at, actor: c.actor }),
          );
          break;
        case "source_metadata":
          this.#run(
            "INSERT INTO source_metadata (source_id, state) VALUES (?, ?)",
            op.source_id,
            JSON.stringify({ ...op, commit: c.commit, at: c.at, actor: c.actor }),
          );
          break;
      }
    }
    this.#run(
      "UPDATE meta SET commit_no = ?, sha256 = ?, schema = max(schema, ?) WHERE id = 1",
      c.commit,
      c.sha256,
      c.schema,
    );
  }

  #revision(op: RevisionOp, c: Commit): void {
    const found = this.#get(
      "SELECT id, revisions, link_claim FROM records WHERE record_id = ?",
      op.record_id,
    ) as
      | { id: number; revisions: number; link_claim: string | null }
      | undefined;
    const link = activeLink(op);
    const rev: RevisionState = { ...op, commit: c.commit, at: c.at, actor: c.actor };
    const state = JSON.stringify(rev);
    let ref: number, seq: number;
    if (found) {
      ref = found.id;
      seq = found.revisions + 1;
      this.#run(
        "UPDATE records SET revisions = ?, current = ?, link_claim = ?, link_relation = ?, " +
          "link_claim_revision = ? WHERE id = ?",
        seq,
        state,
        ...link,
        ref,
      );
    } else {
      seq = 1;
      ref = Number(
        this.#run(
          "INSERT INTO records (record_id, kind, revisions, current, link_claim, link_relation, " +
            "link_claim_revision) VALUES (?, ?, 1, ?, ?, ?, ?)",
          op.record_id,
          op.kind,
          state,
          ...link,
        ).lastInsertRowid,
      );
    }
    this.#run(
      "INSERT INTO revisions (record_ref, seq, state) VALUES (?, ?, ?)",
      ref,
      seq,
      state,
    );
    if (op.kind === "claim") this.#claimRow(rev, ref, seq);
    if (op.kind === "evidence_link" && !this.#bulk) {
      // The claim it counted for and the one it counts for now (either may be none).
      for (const claim of new Set([found?.link_claim ?? null, link[0]])) {
        if (claim !== null) this.#recount(claim);
      }
    }
    const pin = this.#bulk
      ? "INSERT INTO temp.new_pins (target, record_ref) VALUES (?, ?)"
      : "INSERT OR IGNORE INTO pins (target, record_ref) VALUES (?, ?)";
    for (const target of namedIds(op.record)) this.#run(pin, target, ref);
  }

  /** Renders the list rows of a claim's new current revision (`claim_rows.ts`). */
  #claimRow(rev: RevisionState, ref: number, seq: number): void {
    const first = seq === 1 ? null : this.#get(
      "SELECT json_extract(state, '$.at') AS at FROM revisions WHERE record_ref = ? AND seq = 1",
      ref,
    ) as { at: string } | undefined;
    const row = claimRow(rev, first?.at ?? rev.at);
    this.#run(
      "INSERT INTO claim_rows (record_ref, revision, dossier_id, dossier_revision, confidence, " +
        "timeline_key, timeline_label) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (record_ref) DO " +
        "UPDATE SET revision = excluded.revision, dossier_id = excluded.dossier_id, " +
        "dossier_revision = excluded.dossier_revision, confidence = excluded.confidence, " +
        "timeline_key = excluded.timeline_key, timeline_label = excluded.timeline_label",
      ref,
      rev.revision,
      row.dossier_id,
      typeof rev.record.dossier_revision === "number" ? rev.record.dossier_revision : null,
      typeof rev.record.confidence === "string" ? rev.record.confidence : null,
      row.timeline_key,
      row.timeline_label,
    );
    for (
      const [table, text] of [["claim_list_rows", row.list_head], [
        "timeline_rows",
        row.timeline_row,
      ], ["matrix_rows", row.matrix_head]]
    ) {
      this.#run(`INSERT OR REPLACE INTO ${table} (record_ref, text) VALUES (?, ?)`, ref, text);
    }
    if (!this.#bulk) this.#recount(rev.record_id);
  }
  /**
   * Counts again the current active evidence links of claim `claimId` in `claim_rows` (of
   * every claim: null, at the end of a build).
   */
  #recount(claimId: string | null): void {
    const counts = "SELECT count(*) FILTER (WHERE link_relation = 'supports'), " +
      "count(*) FILTER (WHERE link_relation = 'contradicts'), " +
      "count(*) FILTER (WHERE link_relation = 'qualifies'), " +
      "count(*) FILTER (WHERE link_relation = 'mentions'), count(*), " +
      "count(*) FILTER (WHERE link_claim_revision < claim_rows.revision) " +
      "FROM records INDEXED BY records_link_claim WHERE link_claim = ";
    const set =
      "UPDATE claim_rows SET (supports, contradicts, qualifies, mentions, links, older) = ";
    if (claimId === null) {
      this.#db.exec(
        `${set}(${counts}(SELECT record_id FROM records WHERE id = claim_rows.record_ref))`,
      );
    } else {
      this.#run(
        `${set}(${counts}?1) WHERE record_ref = (SELECT id FROM records WHERE record_id = ?1)`,
        claimId,
      );
    }
  }
  #statement(sql: string): StatementSync {
    let s = this.#statements.get(sql);
    if (!s) {
      s = this.#db.prepare(sql);
      this.#statements.set(sql, s);
    }
    return s;
  }

  #run(sql: string, ...params: (string | number | null)[]) {
    return this.#statement(sql).run(...params);
  }

  #get(sql: string, ...params: (string | number)[]): unknown {
    return this.#statement(sql).get(...params);
  }
}
