/**
 * Writing batches into an open index database (the caller owns the transaction).
 *
 * Row tables (`versions`, `passages`, `records`) are changed batch by batch, in order; the
 * FTS tables are changed once, at the end ({@linkcode IndexWriter.finish}). The reason is
 * speed: a write to an ordinary table that opens a statement savepoint makes FTS5 flush its
 * pending in-memory index into a new tiny segment; interleaving row and FTS writes measured
 * 4× slower inserts and a fragmented index. Deferring needs care with rowids that SQLite
 * reuses after a delete: an FTS row is deleted only if it existed before this writer started,
 * and the text inserted is read back from the row table, so it is always the final one.
 *
 * @module
 */

import type { DatabaseSync, StatementSync } from "node:sqlite";
import { fold } from "./fold.ts";
import type {
  AuthoredKind,
  IndexBatch,
  IndexedPassage,
  IndexedRecord,
  RecordKey,
} from "./index.ts";

const KINDS: readonly AuthoredKind[] = ["dossier", "claim", "decision"];
const HEX64 = /^[0-9a-f]{64}$/;

/** FTS changes of one table, collected until {@linkcode IndexWriter.finish}. */
class FtsChanges {
  /** Rowids whose FTS row existed before and must go. */
  readonly deletes = new Set<number>();
  /** Rowids that need an FTS row from the final row-table content. */
  readonly inserts = new Set<number>();
  /** Rowids created by this writer (their FTS rows do not exist yet). */
  readonly created = new Set<number>();

  removed(id: number): void {
    if (!this.created.has(id)) this.deletes.add(id);
    this.created.delete(id);
    this.inserts.delete(id);
  }

  added(id: number): void {
    this.created.add(id);
    this.inserts.add(id);
  }
}

/**
 * Applies batches to the row tables and, on {@linkcode finish}, to the FTS tables.
 *
 * @example
 * ```ts
 * import type { DatabaseSync } from "node:sqlite";
 * import type { IndexBatch } from "./index.ts";
 * declare const db: DatabaseSync; // an open search index
 * declare const batches: IndexBatch[];
 * db.exec("BEGIN IMMEDIATE");
 * const w = new IndexWriter(db);
 * for (const b of batches) w.apply(b);
 * w.finish();
 * db.exec("COMMIT");
 * ```
 */
export class IndexWriter {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #passages = new FtsChanges();
  readonly #records = new FtsChanges();
  #last: IndexBatch | null = null;

  /** A writer over `db`, which must be inside a write transaction. */
  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** Applies one batch's removals, then its additions, to the row tables. */
  apply(batch: IndexBatch): void {
    for (const key of batch.removeRecords ?? []) this.#removeRecord(key);
    for (const versionId of batch.removeVersions ?? []) this.#removeVersion(versionId);
    for (const sourceId of batch.removeSources ?? []) {
      const rows = this.#prepare("SELECT version_id FROM versions WHERE source_id = ?")
        .all(sourceId) as { version_id: string }[];
      for (const r of rows) this.#removeVersion(r.version_id);
    }
    const versionRefs = new Map<string, number>();
    for (const p of batch.passages ?? []) {
      checkPassage(p);
      let ref = versionRefs.get(p.version_id);
      if (ref === undefined) {
        ref = (this.#prepare(
          `INSERT INTO versions (version_id, source_id, version, title) VALUES (?, ?, ?, ?)
           ON CONFLICT (version_id) DO UPDATE SET source_id = excluded.source_id,
             version = excluded.version, title = excluded.title
           RETURNING id`,
        ).get(p.version_id, p.source_id, p.version, p.title) as { id: number }).id;
        versionRefs.set(p.version_id, ref);
      }
      this.#upsertPassage(p, ref);
    }
    for (const r of batch.records ?? []) this.#upsertRecord(r);
    this.#last = batch;
  }

  /** Writes the FTS changes and the last applied commit into `meta`. */
  finish(): void {
    this.#flush(
      this.#passages,
      "DELETE FROM passages_fts WHERE rowid = ?",
      "SELECT text FROM passages WHERE id = ?",
      "INSERT INTO passages_fts (rowid, text) VALUES (?, ?)",
      (row) => [fold(row.text as string)],
    );
    this.#flush(
      this.#records,
      "DELETE FROM records_fts WHERE rowid = ?",
      "SELECT title, body FROM records WHERE id = ?",
      "INSERT INTO records_fts (rowid, title, body) VALUES (?, ?, ?)",
      (row) => [fold(row.title as string), fold(row.body as string)],
    );
    if (this.#last) {
      this.#prepare("UPDATE meta SET commit_no = ?, sha256 = ? WHERE id = 1")
        .run(this.#last.commit, this.#last.sha256);
    }
  }

  #flush(
    changes: FtsChanges,
    deleteSql: string,
    readSql: string,
    insertSql: string,
    values: (row: Record<string, unknown>) => string[],
  ): void {
    const del = this.#prepare(deleteSql);
    for (const id of changes.deletes) del.run(id);
    const read = this.#prepare(readSql);
    const insert = this.#prepare(insertSql);
    for (const id of [...changes.inserts].sort((a, b) => a - b)) {
      insert.run(id, ...values(read.get(id) as Record<string, unknown>));
    }
  }

  #upsertPassage(p: IndexedPassage, ref: number): void {
    const old = this.#prepare("SELECT id FROM passages WHERE passage_id = ?").get(p.passage_id) as
      | { id: number }
      | undefined;
    if (old) {
      this.#prepare("DELETE FROM passages WHERE id = ?").run(old.id);
      this.#passages.removed(old.id);
    }
    const row = this.#prepare(
      `INSERT INTO passages
       (id, passage_id, version_ref, page, page_end, ordinal, start, "end", sha256, text)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    ).get(
      old?.id ?? null,
      p.passage_id,
      ref,
      p.page,
      p.page_end ?? null,
      p.ordinal,
      p.start,
      p.end,
      fromHex(p.sha256),
      p.text,
    ) as { id: number };
    this.#passages.added(row.id);
  }

  #removeVersion(versionId: string): void {
    const v = this.#prepare("SELECT id FROM versions WHERE version_id = ?").get(versionId) as
      | { id: number }
      | undefined;
    if (!v) return;
    const ids = this.#prepare("SELECT id FROM passages WHERE version_ref = ?").all(v.id) as {
      id: number;
    }[];
    for (const { id } of ids) this.#passages.removed(id);
    this.#prepare("DELETE FROM passages WHERE version_ref = ?").run(v.id);
    this.#prepare("DELETE FROM versions WHERE id = ?").run(v.id);
  }

  #upsertRecord(r: IndexedRecord): void {
    if (!KINDS.includes(r.kind)) {
      throw new RangeError(`Unknown record kind ${JSON.stringify(r.kind)}`);
    }
    if (!Number.isSafeInteger(r.revision) || r.revision < 1) {
      throw new RangeError(`Record ${r.record_id} has an invalid revision ${r.revision}`);
    }
    const old = this.#prepare("SELECT id, revision FROM records WHERE kind = ? AND record_id = ?")
      .get(r.kind, r.record_id) as { id: number; revision: number } | undefined;
    if (old && old.revision > r.revision) return;
    if (old) this.#removeRecordRow(old.id);
    const row = this.#prepare(
      `INSERT INTO records (id, kind, record_id, revision, title, body) VALUES (?, ?, ?, ?, ?, ?)
       RETURNING id`,
    ).get(old?.id ?? null, r.kind, r.record_id, r.revision, r.title, r.body) as { id: number };
    this.#records.added(row.id);
  }

  #removeRecord(key: RecordKey): void {
    const old = this.#prepare("SELECT id FROM records WHERE kind = ? AND record_id = ?")
      .get(key.kind, key.record_id) as { id: number } | undefined;
    if (old) this.#removeRecordRow(old.id);
  }

  #removeRecordRow(id: number): void {
    this.#prepare("DELETE FROM records WHERE id = ?").run(id);
    this.#records.removed(id);
  }

  #prepare(sql: string): StatementSync {
    let s = this.#statements.get(sql);
    if (!s) this.#statements.set(sql, s = this.#db.prepare(sql));
    return s;
  }
}

/**
 * Throws a RangeError unless commits are safe integers above `after`, strictly increasing,
 * each with a 64-hex `sha256`.
 *
 * @example
 * ```ts
 * checkOrder([{ commit: 2, sha256: "a".repeat(64) }], 1); // ok
 * ```
 */
export function checkOrder(list: readonly IndexBatch[], after = 0): void {
  let prev = after;
  for (const b of list) {
    if (!Number.isSafeInteger(b.commit) || b.commit < 1 || b.commit <= prev) {
      throw new RangeError(
        `Index batches need increasing commit numbers, got ${b.commit} after ${prev}`,
      );
    }
    if (!HEX64.test(b.sha256)) {
      throw new RangeError(
        `Index batch ${b.commit} has an invalid sha256 ${JSON.stringify(b.sha256)}`,
      );
    }
    prev = b.commit;
  }
}

function checkPassage(p: IndexedPassage): void {
  let n = 0;
  for (const _ of p.text) n++;
  if (!Number.isSafeInteger(p.start) || p.start < 0 || p.end - p.start !== n) {
    throw new RangeError(
      `Passage ${p.passage_id} has ${n} code points but offsets ${p.start}-${p.end}`,
    );
  }
  if (
    p.page_end !== undefined &&
    (p.page === null || !Number.isSafeInteger(p.page_end) || p.page_end <= p.page)
  ) {
    throw new RangeError(
      `Passage ${p.passage_id} has page_end ${p.page_end} but starts on page ${p.page}`,
    );
  }
  if (!HEX64.test(p.sha256)) {
    throw new RangeError(
      `Passage ${p.passage_id} has an invalid sha256 ${JSON.stringify(p.sha256)}`,
    );
  }
}

function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}
