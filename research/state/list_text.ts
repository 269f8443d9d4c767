/**
 * The long lists — `claim list`, `timeline`, `matrix` as JSON — written from the materialised
 * state's pre-rendered claim rows (`claim_rows.ts`): SQLite joins the rows of a run of claims
 * into one text with what depends on other records (a claim's active evidence links, counted
 * from the `records_link_claim` index; the matrix's decision cells, computed here from the
 * decisions alone), and hands it over as bytes, which are written as they are. No claim is
 * parsed or serialised on read; the text is what `printJson` prints of the view a replay
 * gives (`JSON.stringify(view, null, 2)` and a line break), byte for byte.
 *
 * Each function runs inside the read transaction that checked the state (`current.ts`) and
 * returns the text in chunks of about one run of claims each; null when the state leaves the
 * answer to the replay (a dossier the state does not hold as one: the replay reports it).
 *
 * @module
 */

import type { DatabaseSync } from "node:sqlite";
import * as f from "../records/fields.ts";
import type { ArchivePaths } from "../store/paths.ts";
import { emptyState } from "../store/state.ts";
import { matrixDecisions } from "../views/matrix.ts";
import type { CurrentState } from "./current.ts";
import { elementText } from "./claim_rows.ts";
import { readKinds } from "./kinds.ts";

/** Claims per run (per SQLite statement and chunk). */
const RUN = 5000;

const encoder = new TextEncoder();

/** Builds a list's text: envelope members as text, list elements as SQLite's bytes. */
class ListWriter {
  readonly chunks: Uint8Array[] = [];
  #members = 0;

  constructor() {
    this.#text("{");
  }

  /** A member written whole (`JSON.stringify` of a scalar or small value). */
  member(key: string, value: unknown): void {
    const text = (JSON.stringify(value, null, 2) ?? "null").replaceAll("\n", "\n  ");
    this.#key(key);
    this.#text(text);
  }

  /**
   * A list member whose elements come in runs: `next(after)` gives the next run's text (its
   * elements each led by "\n    ", joined by ",") and the cursor after it, or null at the end.
   */
  list(key: string, next: (after: number) => { text: Uint8Array; last: number } | null): void {
    this.#key(key);
    let any = false;
    for (let after = 0;;) {
      const run = next(after);
      if (run === null) break;
      this.#text(any ? "," : "[");
      this.chunks.push(run.text);
      any = true;
      after = run.last;
    }
    this.#text(any ? "\n  ]" : "[]");
  }

  /** Elements already rendered (a short list). */
  elements(key: string, values: readonly unknown[]): void {
    this.#key(key);
    if (values.length === 0) this.#text("[]");
    else this.#text(`[${values.map((v) => `\n    ${elementText(v)}`).join(",")}\n  ]`);
  }

  end(): Uint8Array[] {
    this.#text(this.#members ? "\n}\n" : "}\n");
    return this.chunks;
  }

  #key(key: string): void {
    this.#text(`${this.#members++ ? "," : ""}\n  ${JSON.stringify(key)}: `);
  }

  #text(text: string): void {
    this.chunks.push(encoder.encode(text));
  }
}

/** One run of a query giving `text` (a BLOB) and `last` (the cursor), or null when empty. */
function runOf(
  db: DatabaseSync,
  sql: string,
): (...params: (string | number)[]) => { text: Uint8Array; last: number } | null {
  const statement = db.prepare(sql);
  return (...params) => {
    const got = statement.get(...params) as { text: Uint8Array | null; last: number | null };
    return got.text === null ? null : { text: got.text, last: got.last! };
  };
}

/** The dossier `id` names (validated as the replay validates it), or null to leave it to it. */
function dossierOf(db: DatabaseSync, id: string | null): string | null | undefined {
  if (id === null) return null;
  const checked = f.recordId(id, "dossier_id", "dos");
  const row = db.prepare("SELECT kind FROM records WHERE record_id = ?").get(checked) as
    | { kind: string }
    | undefined;
  return row?.kind === "dossier" ? checked : undefined;
}

/** Leads each element with its line break and indent, as `prettyJsonChunks` does. */
const LEAD = "char(10) || '    ' || ";
/** `char(10)` and spaces: a line break and an indent inside a row's text. */
const nl = (indent: number) => `char(10) || '${" ".repeat(indent)}'`;

/**
 * The `printf` format of a matrix row: its head, evidence counts and decision cells (an SQL
 * string literal: the line breaks are in it as they are).
 */
const MATRIX_ROW = `'
    %s,
      "evidence": {
        "supports": %d,
        "contradicts": %d,
        "qualifies": %d,
        "mentions": %d,
        "total": %d,
        "on_older_revision": %d
      },
      "decisions": %s
    }'`;

/**
 * `svc research claim list [--dossier-id ID]` (`listClaims`, `research-claims-local/2`) as
 * text (see the module doc).
 *
 * @example
 * ```ts
 * import type { CurrentState } from "./current.ts";
 * declare const s: CurrentState;
 * const chunks = claimListText(s, null); // then write each chunk to stdout
 * ```
 */
export function claimListText(s: CurrentState, dossierId: string | null): Uint8Array[] | null {
  const dossier = dossierOf(s.db, dossierId);
  if (dossier === undefined) return null;
  const run = runOf(
    s.db,
    `SELECT CAST(group_concat(t, ',') AS BLOB) AS text, max(ref) AS last FROM (
       SELECT c.record_ref AS ref, ${LEAD} t.text || ',' || ${nl(6)} || '"evidence_links": ' ||
         c.links || ${nl(4)} || '}' AS t
       FROM claim_rows c JOIN claim_list_rows t ON t.record_ref = c.record_ref
       WHERE c.record_ref > ? ${dossier === null ? "" : "AND c.dossier_id = ?"}
       ORDER BY c.record_ref LIMIT ${RUN})`,
  );
  const out = new ListWriter();
  out.member("schema", "research-claims-local/2");
  out.member("project_id", s.manifest.project_id);
  out.member("snapshot", s.meta.sha256);
  out.list("claims", (after) => dossier === null ? run(after) : run(after, dossier));
  return out.end();
}

/**
 * `svc research timeline [--dossier-id ID]` as JSON (`timelineView`,
 * `research-timeline-local/1`) as text (see the module doc). Placed claims are ordered here
 * as the view orders them (`comparePlaced`, then creation order), from their keys alone.
 *
 * @example
 * ```ts
 * import type { CurrentState } from "./current.ts";
 * declare const s: CurrentState;
 * const chunks = timelineText(s, null); // then write each chunk to stdout
 * ```
 */
export function timelineText(s: CurrentState, dossierId: string | null): Uint8Array[] | null {
  const dossier = dossierOf(s.db, dossierId);
  if (dossier === undefined) return null;
  const where = dossier === null ? "" : "AND dossier_id = ?";
  const params = dossier === null ? [] : [dossier];
  const keys = s.db.prepare(
    "SELECT json_group_array(json_array(record_ref, timeline_key, timeline_label)) AS keys " +
      `FROM (SELECT * FROM claim_rows WHERE timeline_key IS NOT NULL ${where} ` +
      "ORDER BY record_ref)",
  ).get(...params) as { keys: string };
  const placed = JSON.parse(keys.keys) as [number, string, string][];
  // Array.prototype.sort is stable: equal periods keep creation order, as in the view.
  placed.sort((a, b) => compare(a[1], b[1]) || compare(a[2], b[2]));
  const order = placed.map((p) => p[0]);
  const dated = runOf(
    s.db,
    `SELECT CAST(group_concat(${LEAD} t.text, ',') AS BLOB) AS text, max(j.key) AS last
     FROM (SELECT key, value FROM json_each(?) WHERE key >= ? ORDER BY key LIMIT ${RUN}) j
     JOIN timeline_rows t ON t.record_ref = j.value`,
  );
  const unplaced = runOf(
    s.db,
    `SELECT CAST(group_concat(t, ',') AS BLOB) AS text, max(ref) AS last FROM (
       SELECT c.record_ref AS ref, ${LEAD} t.text AS t
       FROM claim_rows c JOIN timeline_rows t ON t.record_ref = c.record_ref
       WHERE c.timeline_key IS NULL AND c.record_ref > ? ${where}
       ORDER BY c.record_ref LIMIT ${RUN})`,
  );
  const orderJson = JSON.stringify(order);
  const out = new ListWriter();
  out.member("schema", "research-timeline-local/1");
  out.member("project_id", s.manifest.project_id);
  out.member("snapshot", s.meta.sha256);
  out.member("dossier_id", dossier);
  // `after` counts the placed claims written so far (json_each's keys are 0-based).
  out.list("dated", (after) => {
    const got = dated(orderJson, after);
    return got && { text: got.text, last: got.last + 1 };
  });
  out.list("unplaced", (after) => unplaced(after, ...params));
  return out.end();
}

/**
 * `svc research matrix` as JSON (`claimMatrixView`, `research-claim-matrix-local/1`) as text
 * (see the module doc): the decision cells come from the decisions, the dossiers and the
 * acknowledgements (`matrixDecisions`), with the number of revisions of each claim a decision
 * pins; a claim's evidence counts from the `records_link_claim` index.
 *
 * @example
 * ```ts
 * import type { CurrentState } from "./current.ts";
 * declare const s: CurrentState;
 * import { archivePaths } from "../store/paths.ts";
 * const chunks = matrixText(s, archivePaths("/tmp/ledger")); // then write each chunk to stdout
 * ```
 */
export function matrixText(s: CurrentState, paths: ArchivePaths): Uint8Array[] {
  const state = readKinds(s.db, s.meta, { kinds: ["decision", "dossier"], events: true });
  const pinned = new Set<string>();
  for (const r of state.records.values()) {
    const claim = r.kind === "decision" ? r.revisions.at(-1)!.record.claim_id : undefined;
    if (typeof claim === "string") pinned.add(claim);
  }
  const counts = s.db.prepare(
    "SELECT json_group_object(r.record_id, json_array(r.id, r.revisions)) AS counts " +
      "FROM json_each(?) j JOIN records r ON r.record_id = j.value",
  ).get(JSON.stringify([...pinned])) as { counts: string };
  // What the cells read of a claim is its number of revisions (`latestOf`).
  const stubs = emptyState();
  const refs = new Map<string, number>();
  const found = JSON.parse(counts.counts) as Record<string, [number, number]>;
  for (const [id, [ref, n]] of Object.entries(found)) {
    refs.set(id, ref);
    stubs.records.set(id, { kind: "claim", record_id: id, revisions: new Array(n) });
  }
  for (const [id, r] of state.records) stubs.records.set(id, r);
  stubs.events.push(...state.events);
  const archive = {
    paths,
    manifest: s.manifest,
    state: stubs,
    validBytes: s.meta.log_bytes,
    tornBytes: s.tornBytes,
  };
  const { byClaim, unlinked } = matrixDecisions(archive);
  const cells: [number, string][] = [];
  for (const [id, list] of byClaim) {
    const ref = refs.get(id);
    if (ref !== undefined) {
      cells.push([ref, JSON.stringify(list, null, 2).replaceAll("\n", "\n      ")]);
    }
  }
  const run = runOf(
    s.db,
    `WITH cells(id, text) AS MATERIALIZED (
       SELECT CAST(value ->> 0 AS INTEGER), value ->> 1 FROM json_each(?)
     )
     SELECT CAST(group_concat(t, ',') AS BLOB) AS text, max(ref) AS last FROM (
       SELECT c.record_ref AS ref, printf(${MATRIX_ROW}, m.text, c.supports, c.contradicts,
         c.qualifies, c.mentions, c.links, c.older,
         coalesce((SELECT text FROM cells d WHERE d.id = c.record_ref), '[]')) AS t
       FROM claim_rows c JOIN matrix_rows m ON m.record_ref = c.record_ref
       WHERE c.record_ref > ? AND c.record_ref <= ? ORDER BY c.record_ref)`,
  );
  // Runs of claims by `record_ref`, each given only its own cells (`cells` is in ref order).
  const claims = JSON.parse(
    (s.db.prepare(
      "SELECT json_group_array(record_ref) AS refs FROM " +
        "(SELECT record_ref FROM claim_rows ORDER BY record_ref)",
    ).get() as {
      refs: string;
    }).refs,
  ) as number[];
  cells.sort((a, b) => a[0] - b[0]);
  let next = 0;
  const out = new ListWriter();
  out.member("schema", "research-claim-matrix-local/1");
  out.member("project_id", s.manifest.project_id);
  out.member("snapshot", s.meta.sha256);
  out.list("claims", (after) => {
    const i = next;
    if (i >= claims.length) return null;
    next = Math.min(claims.length, i + RUN);
    const last = claims[next - 1];
    const own = cells.filter(([ref]) => ref > after && ref <= last);
    return run(JSON.stringify(own), after, last);
  });
  out.elements("unlinked_decisions", unlinked);
  return out.end();
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
