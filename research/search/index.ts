/**
 * The derived full-text index `index/search.sqlite` (layout in `schema.ts`): passages of
 * source versions and the current revisions of authored records, searched with FTS5 and
 * ranked by bm25.
 *
 * Refresh: {@linkcode SearchIndex.apply} takes the batches derived from the commits the index
 * has not seen and applies them in ONE transaction, skipping any batch whose commit number is
 * not above the recorded one; two processes refreshing at once therefore apply each commit
 * exactly once (the second waits for the first's write lock, then skips). `reindex` uses
 * `buildIndexFile` (build.ts): a fresh file under a temp name in the same folder, fsynced,
 * renamed into place.
 *
 * PRAGMAs and why:
 * - Rollback journal (`journal_mode=DELETE`, SQLite's default), not WAL. A read-only open of
 *   a WAL file may create `-wal`/`-shm` files, and a file replaced by `reindex`'s rename must
 *   not inherit another file's WAL. Writes are short refreshes; readers wait them out with
 *   `busy_timeout`.
 * - `synchronous=FULL` for refreshes: a refresh is one transaction, so full sync costs a few
 *   fsyncs per accepted write — cheap next to the log's own — and a power cut can then not
 *   leave a recorded commit number over pages that never reached the disk (a silently wrong
 *   index is worse than a slow one).
 * - Building (`buildIndexFile`) runs with `journal_mode=MEMORY, synchronous=OFF`: nobody sees
 *   the temp file before the one fsync and the rename, and a crash leaves only a temp file.
 *   (`journal_mode=OFF` would do too, but this SQLite build runs in defensive mode, which
 *   refuses it.)
 * - `busy_timeout=5000` on every connection; `mmap_size` for readers (fewer read calls).
 *
 * Replaced files: every call first compares the file at the index path (device, inode) with
 * the one this connection opened, and reopens when `reindex` renamed a new file into place,
 * so a long-running server never answers from a replaced index. A writer checks again under
 * its write lock; `buildIndexFile` holds an exclusive lock on the old file while renaming, so
 * no write to the old file can start after the rename and leave a journal behind for the new
 * one.
 *
 * Scores: `score` is −bm25 (SQLite's bm25 is negative, lower is better), rounded to 6
 * decimals: positive, larger is better, comparable only within one query. Record titles
 * weigh twice their body. Scope `all` gives two groups, the author's records first, then the
 * passages: each table has its own bm25 statistics (a claim's 0.4 and a passage's 10 say
 * nothing about each other), and an author's own claim about the query belongs on the first
 * page. `count` is the number of all hits, `offset` pages through them (`read.ts`: pages are
 * slices of one fixed order). More than 1,000 matches in a table: only the newest 1,000 are
 * ranked, the rest follow newest first, and the result says `capped`.
 *
 * @module
 */

import { DatabaseSync, type StatementSync } from "node:sqlite";
import { ProcessingError } from "../../src/errors.ts";
import { checkOrder, IndexWriter } from "./apply.ts";
import { type FileId, fileId, fileIdOrNull, sameFile } from "./file_id.ts";
import { type Highlight, makeExcerpt } from "./excerpt.ts";
import { parseQuery, type QueryTerm } from "./query.ts";
import { isSqliteDamage } from "./sqlite_damage.ts";
import { type PassageRow, type RecordRow, searchPassages, searchRecords } from "./read.ts";
import {
  BUSY_TIMEOUT_MS,
  INDEX_FORMAT,
  isEmptyDatabase,
  PAGE_SIZE,
  readMeta,
  readState,
  SCHEMA_SQL,
} from "./schema.ts";
import { keyedArgs, messageOf, processingError, usageError } from "../keyed_errors.ts";

export type { Highlight } from "./excerpt.ts";

/** Where a passage stands: its ids, version, title, page and code-point offsets. */
export interface PassagePlace {
  readonly passage_id: string;
  readonly source_id: string;
  readonly version_id: string;
  readonly version: number;
  /** Title of the source version. */
  readonly title: string;
  readonly page: number | null;
  /** The last page of a passage that runs over a page break ("pp. 8–9"); absent otherwise. */
  readonly page_end?: number;
  readonly ordinal: number;
  /** Code-point offsets into the version's extracted text. */
  readonly start: number;
  readonly end: number;
}

/** One passage as the index stores it: the log's passage op joined with its version. */
export interface IndexedPassage extends PassagePlace {
  /** Hex SHA-256 of the passage text's UTF-8 bytes. */
  readonly sha256: string;
  /** The passage text, cut from the extracted text (original, unfolded; `end - start` long). */
  readonly text: string;
}

/** Authored record kinds that search covers. */
export type AuthoredKind = "dossier" | "claim" | "decision";

/** The current revision of an authored record, as search sees it. */
export interface IndexedRecord {
  readonly kind: AuthoredKind;
  readonly record_id: string;
  readonly revision: number;
  readonly title: string;
  /** Searchable text: a dossier's body, a claim's statement, a decision's rationale. */
  readonly body: string;
}

/** Identifies an authored record. */
export interface RecordKey {
  readonly kind: AuthoredKind;
  readonly record_id: string;
}

/**
 * What one commit changes in the index. Removals run before additions. A passage whose id is
 * already indexed is replaced; a record replaces the stored one unless that one has a higher
 * revision (a stale revision never replaces a newer one).
 */
export interface IndexBatch {
  readonly commit: number;
  /** The commit's `sha256`. */
  readonly sha256: string;
  readonly passages?: readonly IndexedPassage[];
  readonly records?: readonly IndexedRecord[];
  /** Withdrawn or purged sources: all their versions and passages go. */
  readonly removeSources?: readonly string[];
  /** Withdrawn or purged source versions. */
  readonly removeVersions?: readonly string[];
  /** Withdrawn authored records. */
  readonly removeRecords?: readonly RecordKey[];
}

/** Which archive and commit the index reflects. */
export interface IndexState {
  readonly project_id: string;
  /** Last applied commit number. */
  readonly commit: number;
  /** That commit's `sha256`. */
  readonly sha256: string;
}

/** Search scopes (SPEC 4.3). */
export type SearchScope = "sources" | "dossiers" | "claims" | "decisions" | "all";

/** A passage hit: citation fields, excerpt and score. */
export interface PassageHit extends PassagePlace {
  readonly kind: "passage";
  /** PDF passages: the paragraph's number within its page (the "¶ 4" of "p. 8, ¶ 4"). */
  readonly paragraph?: number;
  readonly sha256: string;
  /** About 240 code points of the original text around the first match. */
  readonly excerpt: string;
  /** Matched words: code-point ranges within `excerpt`. */
  readonly highlights: readonly Highlight[];
  /** −bm25: positive, larger is better. */
  readonly score: number;
}

/** A hit on the current revision of an authored record. */
export interface RecordHit {
  readonly kind: AuthoredKind;
  readonly record_id: string;
  readonly revision: number;
  readonly title: string;
  readonly excerpt: string;
  readonly highlights: readonly Highlight[];
  readonly score: number;
}

/** A search hit, discriminated by `kind`. */
export type SearchHit = PassageHit | RecordHit;

/** What {@linkcode SearchIndex.search} returns. */
export interface SearchResult {
  /** One page, best first; at most `limit`. For scope `all`: records first, then passages. */
  readonly hits: readonly SearchHit[];
  /** How many hits the query has in all, on every page. */
  readonly count: number;
  /** That total per table searched: authored `records`, source `passages`. */
  readonly counts: { readonly records?: number; readonly passages?: number };
  /**
   * True when more than 1,000 rows of a table matched and only the 1,000 most recently
   * indexed of them were ranked (see `read.ts`): a broader word than search can rank fully.
   */
  readonly capped: boolean;
}

/** Options of {@linkcode SearchIndex.search}. */
export interface SearchOptions {
  /** Default `sources`. */
  readonly scope?: SearchScope;
  /** 1 to {@linkcode MAX_LIMIT}, default {@linkcode DEFAULT_LIMIT}. */
  readonly limit?: number;
  /** Hits to skip: 0 (the default) to {@linkcode MAX_OFFSET}. */
  readonly offset?: number;
  /** Look for German words in all their spellings (`query.ts`). */
  readonly german?: boolean;
}

/** Options of {@linkcode openIndex}. */
export interface OpenOptions {
  /** Open read-only: never creates, repairs or writes anything. */
  readonly readonly?: boolean;
  /**
   * The archive's project id. Required to create a new index; when given, an index of another
   * project is refused with a {@linkcode StaleIndexError}.
   */
  readonly projectId?: string;
}

/** Default number of hits. */
export const DEFAULT_LIMIT = 20;
/** Most hits one search returns. */
export const MAX_LIMIT = 100;
/** Largest offset (paging deeper than a million hits is not reading). */
export const MAX_OFFSET = 1_000_000;

const SCOPES: readonly SearchScope[] = ["sources", "dossiers", "claims", "decisions", "all"];
const SCOPE_KIND: Readonly<Record<string, AuthoredKind>> = {
  dossiers: "dossier",
  claims: "claim",
  decisions: "decision",
};
const MMAP_BYTES = 256 * 1024 * 1024;

/** Why an index cannot be used as it is; `reindex` (buildIndexFile) fixes every reason. */
export type StaleReason = "missing" | "format" | "project" | "corrupt" | "gap";

/**
 * The index file is missing, of another format or project, or damaged, or a refresh skipped
 * a commit: rebuild it.
 */
export class StaleIndexError extends ProcessingError {
  /** Why the index cannot be used. */
  readonly reason: StaleReason;
  /**
   * @example
   * ```ts
   * const error = new StaleIndexError("missing", 'Cannot open search index "x": not found');
   * error.reason; // "missing"
   * ```
   */
  constructor(reason: StaleReason, message: string, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
  }
}

/**
 * Opens the index at `path`. Writable (the default) creates the file and schema when missing
 * (`projectId` required then); `readonly` never writes and throws a {@linkcode StaleIndexError}
 * with reason `missing` when there is no file.
 *
 * @example
 * ```ts
 * const index = openIndex("/tmp/search.sqlite", { projectId: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T" });
 * index.search("Łódź", { scope: "sources", limit: 20 }).hits; // [] in a new index
 * index.close();
 * openIndex("/tmp/none.sqlite", { readonly: true }); // throws StaleIndexError ("missing")
 * ```
 */
export function openIndex(path: string, options: OpenOptions = {}): SearchIndex {
  return new SearchIndex(path, options);
}

/** An open search index. Not safe to share between threads; cheap to keep open. */
export class SearchIndex {
  readonly path: string;
  readonly readonly: boolean;
  readonly #projectId: string | undefined;
  #db!: DatabaseSync;
  #file!: FileId;
  #statements = new Map<string, StatementSync>();
  #closed = false;

  /** Use {@linkcode openIndex}. */
  constructor(path: string, options: OpenOptions = {}) {
    this.path = path;
    this.readonly = options.readonly ?? false;
    this.#projectId = options.projectId;
    this.#open();
  }

  /**
   * The project and last applied commit, or null before the first commit.
   *
   * @example
   * ```ts
   * const index = openIndex("/tmp/search.sqlite", { projectId: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T" });
   * index.state(); // null in a new index
   * index.apply({ commit: 1, sha256: "a".repeat(64) });
   * index.state(); // { project_id: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T", commit: 1, sha256: "aa…" }
   * ```
   */
  state(): IndexState | null {
    this.#ensureCurrent();
    return this.#guard(() => readState(this.#db));
  }

  /**
   * Applies batches in ONE transaction, in order, skipping those whose commit is not above the
   * recorded one. Give one batch per commit (empty when a commit changes nothing searchable):
   * the first applied must follow the recorded commit and the rest must be consecutive, else a
   * {@linkcode StaleIndexError} with reason `gap` (nothing is applied). Returns how many were
   * applied and the state.
   *
   * @example
   * ```ts
   * const index = openIndex("/tmp/search.sqlite", { projectId: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T" });
   * const sha256 = "a".repeat(64);
   * index.apply([{ commit: 1, sha256 }, { commit: 2, sha256 }]).applied; // 2 in a new index
   * index.apply({ commit: 2, sha256 }).applied; // 0: commit 2 is already in
   * index.apply({ commit: 4, sha256 }); // throws StaleIndexError ("gap": commit 3 is missing)
   * ```
   */
  apply(
    batches: IndexBatch | readonly IndexBatch[],
  ): { applied: number; state: IndexState | null } {
    if (this.readonly) throw new Error(`Cannot apply to search index "${this.path}": read-only`);
    const list = Array.isArray(batches)
      ? batches as readonly IndexBatch[]
      : [batches as IndexBatch];
    checkOrder(list);
    for (let attempt = 0;; attempt++) {
      this.#ensureCurrent();
      const result = this.#guard(() => {
        this.#db.exec("BEGIN IMMEDIATE");
        try {
          // Under the write lock: a reindex may have renamed a new file in meanwhile.
          if (!sameFile(this.#file, fileIdOrNull(this.path))) {
            this.#db.exec("ROLLBACK");
            return null;
          }
          const recorded = readState(this.#db)?.commit ?? 0;
          const writer = new IndexWriter(this.#db);
          let applied = 0;
          for (const batch of list) {
            if (batch.commit <= recorded) continue;
            // A missing commit would leave the index silently incomplete.
            if (batch.commit !== recorded + applied + 1) {
              throw new StaleIndexError(
                "gap",
                ...keyedArgs("search.apply_commit_search", {
                  commit: batch.commit,
                  path: this.path,
                  recorded: recorded + applied,
                }),
              );
            }
            writer.apply(batch);
            applied++;
          }
          writer.finish();
          this.#db.exec("COMMIT");
          return { applied, state: readState(this.#db) };
        } catch (e) {
          if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
          throw e;
        }
      });
      if (result) return result;
      if (attempt >= 2) {
        throw processingError("search.apply_search_index", { path: this.path });
      }
      this.#reopen();
    }
  }

  /**
   * Searches passages (scope `sources`, the default), the current revisions of one authored
   * kind, or everything (`all`: records first, then passages), best first; returns the page
   * of `limit` hits from `offset` and the number of all hits. The query is parsed by
   * `query.ts` (never an error); a {@linkcode UsageError} is thrown only for a query without
   * a word to look for, an unknown scope, a limit outside 1 to 100 or an offset outside 0 to
   * {@linkcode MAX_OFFSET}.
   *
   * @example
   * ```ts
   * const index = openIndex("/tmp/search.sqlite", { projectId: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T" });
   * const passage = { passage_id: "psg_1", source_id: "src_1", version_id: "ver_1", version: 1,
   *   title: "Letters", page: null, ordinal: 0, start: 0, end: 17, sha256: "b".repeat(64),
   *   text: "Letters from Łódź" };
   * index.apply({ commit: 1, sha256: "a".repeat(64), passages: [passage] });
   * index.search("lodz", { limit: 5 }).hits[0].excerpt; // "Letters from Łódź"
   * ```
   */
  search(query: string, options: SearchOptions = {}): SearchResult {
    const scope = options.scope ?? "sources";
    if (!SCOPES.includes(scope)) {
      throw usageError("search.search_scope_one", {
        list: SCOPES.join(", "),
        scope: JSON.stringify(scope),
      });
    }
    const limit = options.limit ?? DEFAULT_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      throw usageError("search.search_limit_integer", { max_limit: MAX_LIMIT, limit });
    }
    const offset = options.offset ?? 0;
    if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) {
      throw usageError("search.search_offset_integer", { max_offset: MAX_OFFSET, offset });
    }
    const q = parseQuery(query, { german: options.german });
    if (q.match === null) {
      throw usageError("search.search_needs_least", { clip: JSON.stringify(clip(query)) });
    }
    const match = q.match;
    this.#ensureCurrent();
    return this.#guard(() => {
      const prepare = this.#prepare.bind(this);
      const hits: SearchHit[] = [];
      const counts: { records?: number; passages?: number } = {};
      let capped = false;
      // Scope `all`: the author's records first, then the passages (two groups; bm25 scores
      // of the two tables are not comparable), one page running on from one into the other.
      let at = offset;
      let room = limit;
      if (scope !== "sources") {
        const found = searchRecords(prepare, match, SCOPE_KIND[scope] ?? null, {
          offset: at,
          limit: room,
        });
        counts.records = found.total;
        capped ||= found.capped;
        for (const r of found.rows) hits.push(recordHit(r, q.terms));
        at = Math.max(0, at - found.total);
        room -= found.rows.length;
      }
      if (scope === "sources" || scope === "all") {
        const found = searchPassages(prepare, match, { offset: at, limit: room });
        counts.passages = found.total;
        capped ||= found.capped;
        for (const r of found.rows) hits.push(passageHit(r, q.terms));
      }
      const count = (counts.records ?? 0) + (counts.passages ?? 0);
      return { hits, count, counts, capped };
    });
  }

  /** Closes the connection; later calls throw. Safe to call twice. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#statements.clear();
    this.#db.close();
  }

  /** Same as {@linkcode close}, for `using`. */
  [Symbol.dispose](): void {
    this.close();
  }

  #open(): void {
    if (this.readonly) {
      let id: FileId;
      try {
        id = fileId(this.path);
      } catch (e) {
        if (e instanceof Deno.errors.NotFound) {
          throw new StaleIndexError(
            "missing",
            ...keyedArgs("search.open_search_index", { path: this.path }),
          );
        }
        throw e;
      }
      this.#file = id;
      this.#db = new DatabaseSync(this.path, { readOnly: true });
      this.#closeOnThrow(() => {
        this.#db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA mmap_size = ${MMAP_BYTES}`);
        this.#checkMeta();
      });
      return;
    }
    // Stat before opening: a file replaced in between is then seen as changed, never missed.
    const before = fileIdOrNull(this.path);
    this.#db = new DatabaseSync(this.path);
    this.#closeOnThrow(() => {
      this.#db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA synchronous = FULL`);
      this.#db.exec(`PRAGMA mmap_size = ${MMAP_BYTES}`);
      if (isEmptyDatabase(this.#db)) this.#create();
      this.#checkMeta();
    });
    this.#file = before ?? fileId(this.path);
  }

  #closeOnThrow(fn: () => void): void {
    try {
      this.#guard(fn);
    } catch (e) {
      this.#closed = true;
      this.#db.close();
      throw e;
    }
  }

  #create(): void {
    if (this.#projectId === undefined) {
      throw usageError("search.create_search_index", { path: this.path });
    }
    this.#db.exec(`PRAGMA page_size = ${PAGE_SIZE}`);
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      // Another process may have created it while we waited for the lock.
      if (isEmptyDatabase(this.#db)) {
        this.#db.exec(SCHEMA_SQL);
        this.#db.prepare("INSERT INTO meta (id, format, project_id) VALUES (1, ?, ?)")
          .run(INDEX_FORMAT, this.#projectId);
      }
      this.#db.exec("COMMIT");
    } catch (e) {
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
      throw e;
    }
  }

  #checkMeta(): void {
    const meta = readMeta(this.#db);
    if (!meta || meta.format !== INDEX_FORMAT) {
      const found = meta ? `format ${meta.format}` : "no search schema";
      throw new StaleIndexError(
        "format",
        ...keyedArgs("search.use_search_index", {
          path: this.path,
          found,
          index_format: INDEX_FORMAT,
        }),
      );
    }
    if (this.#projectId !== undefined && meta.project_id !== this.#projectId) {
      throw new StaleIndexError(
        "project",
        ...keyedArgs("search.use_search_index_2", {
          path: this.path,
          project_id: JSON.stringify(meta.project_id),
          expected: JSON.stringify(this.#projectId),
        }),
      );
    }
  }

  #ensureCurrent(): void {
    if (this.#closed) throw new Error(`Search index "${this.path}" is closed`);
    let now: FileId | null;
    try {
      now = fileIdOrNull(this.path);
    } catch {
      return;
    }
    if (now === null && this.readonly) {
      throw new StaleIndexError(
        "missing",
        ...keyedArgs("search.open_search_index", { path: this.path }),
      );
    }
    if (now === null || !sameFile(this.#file, now)) this.#reopen();
  }

  #reopen(): void {
    this.#statements.clear();
    this.#db.close();
    this.#open();
  }

  #prepare(sql: string): StatementSync {
    let s = this.#statements.get(sql);
    if (!s) {
      s = this.#db.prepare(sql);
      this.#statements.set(sql, s);
    }
    return s;
  }

  /** Runs `fn`, turning SQLite's "corrupt" and "not a database" into a StaleIndexError. */
  #guard<T>(fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      if (isSqliteDamage(e)) {
        throw new StaleIndexError(
          "corrupt",
          ...keyedArgs("search.use_search_index_3", { path: this.path, why: messageOf(e) }, {
            cause: e,
          }),
        );
      }
      throw e;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reading

function passageHit(r: PassageRow, terms: readonly QueryTerm[]): PassageHit {
  const { excerpt, highlights } = makeExcerpt(r.text, terms);
  return {
    kind: "passage",
    passage_id: r.passage_id,
    source_id: r.source_id,
    version_id: r.version_id,
    version: r.version,
    title: r.title,
    page: r.page,
    ...(r.page_end !== null ? { page_end: r.page_end } : {}),
    ...(r.page !== null ? { paragraph: r.paragraph } : {}),
    ordinal: r.ordinal,
    start: r.start,
    end: r.end,
    sha256: r.sha256,
    excerpt,
    highlights,
    score: score(r.rank),
  };
}

function recordHit(r: RecordRow, terms: readonly QueryTerm[]): RecordHit {
  const { excerpt, highlights } = makeExcerpt(r.body, terms);
  return {
    kind: r.kind,
    record_id: r.record_id,
    revision: r.revision,
    title: r.title,
    excerpt,
    highlights,
    score: score(r.rank),
  };
}

function clip(text: string): string {
  const cps = Array.from(text);
  return cps.length > 40 ? cps.slice(0, 40).join("") + "…" : text;
}

function score(rank: number): number {
  return Math.round(-rank * 1e6) / 1e6;
}
