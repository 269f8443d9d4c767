/**
 * A slice of the materialised state for the lists and views over whole kinds (`claim list`,
 * `timeline`, `matrix`, `review`): every record of the kinds asked for, in creation order, with
 * what those views read of a record — its number of revisions, its current revision and its
 * first one (a listed record's `created_at`) — and, when asked, the passages and source
 * versions its current revision cites and the decision acknowledgements. The views run on it
 * unchanged and answer as on a replay, byte for byte.
 *
 * What a list costs follows what it returns: the revisions between the first and the current
 * one are not read, so a record's `revisions` array has its true length (the current revision
 * number) with only its first and last entries present. The list views read nothing else of a
 * record (`latestRevision`, `revisions.length`, `revisions[0].at`); a view that reads a middle
 * revision (a relation's pinned endpoints, a decision's impact) needs `readSlice` (`slice.ts`).
 *
 * Rows are fetched in runs of `RUN` records of one kind, each run as ONE text that SQLite joins
 * and one `JSON.parse` reads: a row at a time through `node:sqlite` costs more than the parse.
 *
 * @module
 */

import type { DatabaseSync } from "node:sqlite";
import {
  type ArchiveState,
  emptyState,
  type EventState,
  latestRevision,
  type RevisionState,
} from "../store/state.ts";
import type { LinkPin } from "../records/view.ts";
import type { AuthoredKind } from "../types.ts";
import { namedIds } from "./named_ids.ts";
import type { StateMeta } from "./schema.ts";
import { addSources } from "./slice.ts";

/** Options of {@linkcode readKinds}. */
export interface KindsOptions {
  /** The kinds whose records the slice holds. */
  readonly kinds: readonly AuthoredKind[];
  /** Kinds (among `kinds`) whose current revisions' passages and versions it holds too. */
  readonly citing?: readonly AuthoredKind[];
  /** Also every decision acknowledgement, in commit order. */
  readonly events?: boolean;
}

/** Records per fetched run. */
const RUN = 4000;

/**
 * The slice of whole kinds (see the module doc) from a state whose `meta` is `meta`; run it
 * inside the read transaction that checked `meta`.
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * import { readStateMeta } from "./schema.ts";
 * const db = new DatabaseSync("/tmp/ledger/svc-research/index/state.sqlite", { readOnly: true });
 * const state = readKinds(db, readStateMeta(db)!, { kinds: ["claim", "dossier"] });
 * [...state.records.values()].every((r) => r.kind === "claim" || r.kind === "dossier"); // true
 * ```
 */
export function readKinds(db: DatabaseSync, meta: StateMeta, options: KindsOptions): ArchiveState {
  const state = emptyState();
  (state as { init: ArchiveState["init"] }).init = JSON.parse(meta.init);
  state.commit = meta.commit_no;
  state.head = meta.sha256;
  state.schema = meta.schema;
  // Each kind in runs along `records_kind` (kind, id), touching no record of another kind;
  // the current revisions (`records.current`) joined without a per-row sort, the ids joined
  // alike telling the order the texts came in. Kinds are then merged in creation order.
  const run = db.prepare(
    "SELECT group_concat(id) AS ids, group_concat(revisions) AS counts, " +
      "group_concat(current, ',') AS states FROM (" +
      "SELECT id, revisions, current FROM records WHERE kind = ? AND id > ? ORDER BY id LIMIT ?)",
  );
  const firsts = firstRevisions(db, JSON.stringify(options.kinds));
  const ids: number[] = [], counts: number[] = [], states: RevisionState[] = [];
  for (const kind of new Set(options.kinds)) {
    for (let after = 0;;) {
      const got = run.get(kind, after, RUN) as Record<string, string | null>;
      if (got.ids === null) break;
      const runIds = got.ids.split(",").map(Number);
      ids.push(...runIds);
      counts.push(...got.counts!.split(",").map(Number));
      states.push(...JSON.parse(`[${got.states}]`) as RevisionState[]);
      after = Math.max(...runIds);
    }
  }
  const order = ids.map((_, i) => i);
  if (ids.some((id, i) => i > 0 && id < ids[i - 1])) order.sort((a, b) => ids[a] - ids[b]);
  for (const i of order) {
    const current = states[i];
    const revisions = new Array<RevisionState>(counts[i]);
    revisions[0] = firsts.get(current.record_id) ?? current;
    revisions[counts[i] - 1] = current;
    state.records.set(current.record_id, {
      kind: current.kind,
      record_id: current.record_id,
      revisions,
    });
  }
  const citing = new Set(options.citing ?? []);
  if (citing.size > 0) {
    const named = new Set<string>();
    for (const r of state.records.values()) {
      if (citing.has(r.kind)) {
        for (const id of namedIds(latestRevision(r).record)) named.add(id);
      }
    }
    addSources(db, state, named);
  }
  if (options.events) {
    const rows = db.prepare("SELECT state FROM events ORDER BY id").all() as { state: string }[];
    for (const row of rows) state.events.push(JSON.parse(row.state) as EventState);
  }
  return state;
}

/** The first revisions of the records of `kinds` (a JSON array) that have more than one. */
function firstRevisions(db: DatabaseSync, kinds: string): Map<string, RevisionState> {
  const got = db.prepare(
    // Through `records_revised`: only the revised records are looked at.
    "SELECT group_concat(f.state, ',') AS states FROM records r INDEXED BY records_revised " +
      "JOIN revisions f ON f.record_ref = r.id AND f.seq = 1 " +
      "WHERE r.revisions > 1 AND r.kind IN (SELECT value FROM json_each(?))",
  ).get(kinds) as { states: string | null };
  const out = new Map<string, RevisionState>();
  if (got.states === null) return out;
  for (const rev of JSON.parse(`[${got.states}]`) as RevisionState[]) out.set(rev.record_id, rev);
  return out;
}

/**
 * The relation and pinned claim revision of every current active evidence link, by claim (as
 * `currentLinkPins` of `records/view.ts` gives them from a replay, though not in creation order
 * within a claim: what is read of them is counted), from the index on the `link_*` columns
 * alone; run it inside the read transaction that checked the state.
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * const db = new DatabaseSync("/tmp/ledger/svc-research/index/state.sqlite", { readOnly: true });
 * readLinkPins(db).get("clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T")?.length; // its active links
 * ```
 */
export function readLinkPins(db: DatabaseSync): Map<string, LinkPin[]> {
  const got = db.prepare(
    "SELECT json_group_array(json_array(link_claim, link_relation, link_claim_revision)) AS pins " +
      "FROM records INDEXED BY records_link_claim WHERE link_claim IS NOT NULL",
  ).get() as { pins: string };
  const out = new Map<string, LinkPin[]>();
  for (const [claimId, relation, revision] of JSON.parse(got.pins) as [string, string, number][]) {
    const pin = { relation, claim_revision: revision };
    const list = out.get(claimId);
    if (list) list.push(pin);
    else out.set(claimId, [pin]);
  }
  return out;
}
