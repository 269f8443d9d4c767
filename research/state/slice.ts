/**
 * A slice of the materialised state: an `ArchiveState` (`store/state.ts`) that holds, exactly
 * as a replay holds them, the records one read looks at and everything the views of those
 * records look up — and nothing else. The views (`records/view.ts`, `views/impact.ts`) run on
 * it unchanged, so an answer from a slice is the answer of a replay, byte for byte.
 *
 * What a slice of records R holds, each entry whole (every revision of a record, every version
 * of a source):
 * - R, the records R's revisions name (a claim's dossier, a link's claim, a decision's claim and
 *   dossiers, a relation's claims, a manuscript link's claim), and the records those name (a
 *   decision's claim's dossier);
 * - every evidence link naming a claim of R or one R names (a claim's current links and the
 *   links a decision's impact compares), with their passages;
 * - the passages and images R's revisions name, their source versions, every version of their
 *   sources (`sourceUpdate` compares with the latest) with their passage ids, and the
 *   tombstones of those versions and the metadata revisions of those sources;
 * - the acknowledgements of the decisions it holds.
 * Records keep their creation order and events their commit order, as in a replay. A slice
 * carries no `hashes` (no view reads them).
 *
 * @module
 */

import type { DatabaseSync } from "node:sqlite";
import {
  type ArchiveState,
  emptyState,
  type EventState,
  type PassageState,
  type RecordState,
  type RevisionState,
  type SourceMetadataState,
  type SourceState,
  type TombstoneState,
  type VersionState,
} from "../store/state.ts";
import type { AuthoredKind } from "../types.ts";
import { namedIds } from "./named_ids.ts";
import type { StateMeta } from "./schema.ts";

/** Options of {@linkcode readSlice}. */
export interface SliceOptions {
  /**
   * Also what the views of the records look up (see the module doc). False: the records
   * alone (a history).
   */
  readonly related: boolean;
}

/** Passage and version ids carry these prefixes; every other named id is a record's. */
const PASSAGE = "psg_";
const VERSION = "ver_";

/**
 * The slice of `ids` (see the module doc) from a state whose `meta` is `meta`; run it inside
 * the read transaction that checked `meta`. Unknown ids are left out (a view then reports them
 * as a replay would).
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * import { readStateMeta } from "./schema.ts";
 * const db = new DatabaseSync("/tmp/ledger/svc-research/index/state.sqlite", { readOnly: true });
 * const state = readSlice(db, readStateMeta(db)!, ["clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T"], {
 *   related: true,
 * });
 * state.records.get("clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T")?.revisions.length; // its revisions
 * ```
 */
export function readSlice(
  db: DatabaseSync,
  meta: StateMeta,
  ids: readonly string[],
  options: SliceOptions,
): ArchiveState {
  const q = new Queries(db);
  const state = emptyState();
  (state as { init: ArchiveState["init"] }).init = JSON.parse(meta.init);
  state.commit = meta.commit_no;
  state.head = meta.sha256;
  state.schema = meta.schema;
  const roots = q.records(ids);
  if (!options.related) {
    for (const r of roots) {
      state.records.set(r.record_id, {
        kind: r.kind,
        record_id: r.record_id,
        revisions: r.revisions,
      });
    }
    return state;
  }
  const first = q.records(recordTargets(roots));
  const second = q.records(recordTargets(first));
  const claims = [...roots, ...first].filter((r) => r.kind === "claim").map((r) => r.record_id);
  const links = q.records(q.pinning(claims, "evidence_link"));
  const all = new Map<string, RecordState & { order: number }>();
  for (const r of [...roots, ...first, ...second, ...links]) all.set(r.record_id, r);
  for (const r of [...all.values()].sort((a, b) => a.order - b.order)) {
    state.records.set(r.record_id, {
      kind: r.kind,
      record_id: r.record_id,
      revisions: r.revisions,
    });
  }
  const named = new Set<string>();
  for (const r of [...roots, ...links]) {
    for (const rev of r.revisions) for (const id of namedIds(rev.record)) named.add(id);
  }
  addSources(db, state, named);
  const decisions = [...all.values()].filter((r) => r.kind === "decision").map((r) => r.record_id);
  state.events.push(...q.events(decisions));
  return state;
}

/**
 * Adds to `state` the passages and source versions among `named` ids, every version of their
 * sources (with their passage ids) and the tombstones of those versions — what citations and
 * `sourceUpdate` look up — in commit order, as a replay holds them.
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * import { emptyState } from "../store/state.ts";
 * const db = new DatabaseSync("/tmp/ledger/svc-research/index/state.sqlite", { readOnly: true });
 * const state = emptyState();
 * addSources(db, state, new Set(["psg_01JD5ZQ8XK4V0G3N6M7P8R9S2T"]));
 * state.passages.size; // 1 when the archive holds that passage
 * ```
 */
export function addSources(
  db: DatabaseSync,
  state: ArchiveState,
  named: ReadonlySet<string>,
): void {
  const q = new Queries(db);
  const passages = q.passages([...named].filter((id) => id.startsWith(PASSAGE)));
  for (const p of passages) state.passages.set(p.passage_id, p);
  const versionIds = new Set([...named].filter((id) => id.startsWith(VERSION)));
  for (const p of passages) versionIds.add(p.version_id);
  const sourceIds = q.sourcesOf([...versionIds]);
  const versions = q.versionsOf(sourceIds);
  const passageIds = q.passageIds(versions.map((v) => v.version_id));
  for (const v of versions) {
    const full: VersionState = { ...v, passage_ids: passageIds.get(v.version_id) ?? [] };
    state.versions.set(v.version_id, full);
    let s = state.sources.get(v.source_id);
    if (!s) {
      s = { source_id: v.source_id, versions: [] } satisfies SourceState;
      state.sources.set(v.source_id, s);
    }
    s.versions.push(full);
  }
  for (const t of q.tombstones(versions.map((v) => v.version_id))) {
    const list = state.tombstones.get(t.version_id) ?? [];
    list.push(t);
    state.tombstones.set(t.version_id, list);
  }
  for (const m of q.metadata(sourceIds)) {
    const list = state.metadata.get(m.source_id) ?? [];
    list.push(m);
    state.metadata.set(m.source_id, list);
  }
}

/** The record ids the revisions of `records` name. */
function recordTargets(records: readonly RecordState[]): string[] {
  const out = new Set<string>();
  for (const r of records) {
    for (const rev of r.revisions) {
      for (const id of namedIds(rev.record)) {
        if (!id.startsWith(PASSAGE) && !id.startsWith(VERSION)) out.add(id);
      }
    }
  }
  return [...out];
}

type VersionRow = Omit<VersionState, "passage_ids">;

/** The statements of one slice read, each taking its list of ids as one JSON array. */
class Queries {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #all(sql: string, ids: readonly string[]): Record<string, unknown>[] {
    if (ids.length === 0) return [];
    return this.#db.prepare(sql).all(JSON.stringify(ids)) as Record<string, unknown>[];
  }

  /** Records with every revision, each with its creation order. */
  records(ids: readonly string[]): (RecordState & { order: number })[] {
    const rows = this.#all(
      "SELECT r.id, r.record_id, r.kind, v.state FROM records r " +
        "JOIN revisions v ON v.record_ref = r.id " +
        "WHERE r.record_id IN (SELECT value FROM json_each(?)) ORDER BY r.id, v.seq",
      ids,
    );
    const out: (RecordState & { order: number })[] = [];
    for (const row of rows) {
      let last = out[out.length - 1];
      if (!last || last.order !== row.id) {
        last = {
          order: row.id as number,
          kind: row.kind as AuthoredKind,
          record_id: row.record_id as string,
          revisions: [],
        };
        out.push(last);
      }
      last.revisions.push(JSON.parse(row.state as string) as RevisionState);
    }
    return out;
  }

  /** Ids of the records of `kind` whose revisions name any of `targets`. */
  pinning(targets: readonly string[], kind: AuthoredKind): string[] {
    // CROSS JOIN fixes the loop order: from the few targets through `pins` to their records
    // (without statistics SQLite would rather walk every record of the kind).
    return this.#all(
      "SELECT DISTINCT r.record_id FROM json_each(?) j CROSS JOIN pins p CROSS JOIN records r " +
        "WHERE p.target = j.value AND r.id = p.record_ref AND r.kind = '" + kind + "'",
      targets,
    ).map((row) => row.record_id as string);
  }

  passages(ids: readonly string[]): PassageState[] {
    return this.#all(
      "SELECT state FROM passages WHERE passage_id IN (SELECT value FROM json_each(?)) " +
        "ORDER BY id",
      ids,
    ).map((row) => JSON.parse(row.state as string) as PassageState);
  }

  sourcesOf(versionIds: readonly string[]): string[] {
    return this.#all(
      "SELECT DISTINCT source_id FROM versions " +
        "WHERE version_id IN (SELECT value FROM json_each(?))",
      versionIds,
    ).map((row) => row.source_id as string);
  }

  /** Every version of `sourceIds`, in commit order. */
  versionsOf(sourceIds: readonly string[]): (VersionRow & { source_id: string })[] {
    return this.#all(
      "SELECT state FROM versions WHERE source_id IN (SELECT value FROM json_each(?)) " +
        "ORDER BY id",
      sourceIds,
    ).map((row) => JSON.parse(row.state as string));
  }

  passageIds(versionIds: readonly string[]): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (
      const row of this.#all(
        "SELECT version_id, passage_id FROM passages " +
          "WHERE version_id IN (SELECT value FROM json_each(?)) ORDER BY id",
        versionIds,
      )
    ) {
      const list = out.get(row.version_id as string) ?? [];
      list.push(row.passage_id as string);
      out.set(row.version_id as string, list);
    }
    return out;
  }

  tombstones(versionIds: readonly string[]): TombstoneState[] {
    return this.#all(
      "SELECT state FROM tombstones WHERE version_id IN (SELECT value FROM json_each(?)) " +
        "ORDER BY id",
      versionIds,
    ).map((row) => JSON.parse(row.state as string) as TombstoneState);
  }

  metadata(sourceIds: readonly string[]): SourceMetadataState[] {
    return this.#all(
      "SELECT state FROM source_metadata WHERE source_id IN (SELECT value FROM json_each(?)) " +
        "ORDER BY id",
      sourceIds,
    ).map((row) => JSON.parse(row.state as string) as SourceMetadataState);
  }

  events(decisionIds: readonly string[]): EventState[] {
    return this.#all(
      "SELECT state FROM events WHERE decision_id IN (SELECT value FROM json_each(?)) " +
        "ORDER BY id",
      decisionIds,
    ).map((row) => JSON.parse(row.state as string) as EventState);
  }
}
