/**
 * The editorial review from the materialised state without reading every record: the records
 * that may carry a review flag (`views/review.ts`) are found in SQLite from the state's
 * columns, and a slice holds them with what their flags read. The view then looks only at
 * them (`editorialReviewView(archive, { only })`) and answers as on a replay, byte for byte:
 * a record left out could carry no flag.
 *
 * Looked at (a superset of the flagged records):
 * - every decision, dossier and claim relation (few; their flags weigh pins, acknowledgements
 *   and cited sources);
 * - a claim marked `evidenced` without an active `supports` link, with both supporting and
 *   contradicting links, or pinning a dossier revision older than the dossier's latest
 *   (`claim_rows`);
 * - an active evidence link pinning a claim revision older than the claim's latest, or citing
 *   a passage of a source with more than one version.
 * Held besides, for lookups only: the claims those records name and the active evidence links
 * of every claim looked at, every acknowledgement, and the passages and
 * source versions the dossiers and links looked at cite. Records are held as `kinds.ts` holds
 * them: their true number of revisions with the current one; nothing the review reads needs
 * another.
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
import { namedIds } from "./named_ids.ts";
import type { StateMeta } from "./schema.ts";
import { addSources } from "./slice.ts";
import type { EditorialReview } from "../views/review.ts";

/** What {@linkcode readReviewSlice} gives: the slice and the records to look at. */
export interface ReviewSlice {
  readonly state: ArchiveState;
  readonly only: ReadonlySet<string>;
}

/**
 * The claims with a review flag (`records.id`), exactly: their flags read only what
 * `claim_rows` keeps (the dossier pin, the confidence, the active links by relation).
 */
const FLAGGED_CLAIMS = `
SELECT c.record_ref AS id FROM claim_rows c
WHERE (c.confidence = 'evidenced' AND c.supports = 0)
   OR (c.supports > 0 AND c.contradicts > 0)
   OR (c.dossier_id IS NOT NULL AND c.dossier_revision IS NOT NULL AND c.dossier_revision <
       coalesce((SELECT d.revisions FROM records d WHERE d.record_id = c.dossier_id), 0))`;

/** The active evidence links pinning a claim revision older than the claim's latest. */
const BEHIND_LINKS = `
SELECT l.id AS id FROM records l INDEXED BY records_link_claim
WHERE l.link_claim IS NOT NULL AND l.link_claim_revision IS NOT NULL AND l.link_claim_revision <
  coalesce((SELECT c.revisions FROM records c WHERE c.record_id = l.link_claim), 0)`;

/** The records whose flags are worked out by the view itself: few, or citing sources. */
const LOOKED_AT = `
SELECT id FROM records WHERE kind IN ('decision', 'dossier', 'claim_relation')
UNION
SELECT r.id AS id FROM pins p JOIN records r ON r.id = p.record_ref
WHERE r.kind = 'evidence_link' AND p.target IN (
  SELECT g.passage_id FROM passages g WHERE g.version_id IN (
    SELECT v.version_id FROM versions v WHERE v.source_id IN (
      SELECT source_id FROM versions GROUP BY source_id HAVING count(*) > 1)))`;

/** The `records.id` of the records that may carry a review flag. */
const CANDIDATES = `${LOOKED_AT} UNION ${FLAGGED_CLAIMS} UNION ${BEHIND_LINKS}`;

/** The ids a query of one `records.id` column gives, ascending. */
function ids(db: DatabaseSync, sql: string): number[] {
  const got = db.prepare(
    `SELECT json_group_array(id) AS ids FROM (SELECT id FROM (${sql}) ORDER BY id)`,
  ).get() as { ids: string };
  return JSON.parse(got.ids) as number[];
}

/** What {@linkcode readReviewHead} gives. */
export interface ReviewHead extends ReviewSlice {
  /** How many claims have a flag. */
  readonly flaggedClaims: number;
  /** How many active links pin an older claim revision, among those not in `lookedLinks`. */
  readonly behindLinks: number;
  /** The links whose flags the view works out in full (they cite a source with versions). */
  readonly lookedLinks: ReadonlySet<string>;
}

/**
 * What the review's text prints — its first `limit` items and how many there are — without
 * looking at every flagged record: the claims with a flag and the links pinning an older claim
 * revision are counted in SQLite (`FLAGGED_CLAIMS`, `BEHIND_LINKS`: exactly the records the
 * view flags for these reasons), and only the first `limit` of each, with the decisions,
 * dossiers, relations and links citing a source with several versions, are looked at by the
 * view. The slice's review then begins with the whole review's first `limit` items;
 * {@linkcode reviewItemCount} gives the whole review's count.
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * import { readStateMeta } from "./schema.ts";
 * const db = new DatabaseSync("/tmp/ledger/svc-research/index/state.sqlite", { readOnly: true });
 * const head = readReviewHead(db, readStateMeta(db)!, 50);
 * head.flaggedClaims >= 0; // true
 * ```
 */
export function readReviewHead(db: DatabaseSync, meta: StateMeta, limit: number): ReviewHead {
  const looked = ids(db, LOOKED_AT);
  const claims = ids(db, FLAGGED_CLAIMS);
  const seen = new Set(looked);
  const behind = ids(db, BEHIND_LINKS).filter((id) => !seen.has(id));
  const slice = readReviewSlice(db, meta, [
    ...looked,
    ...claims.slice(0, limit),
    ...behind.slice(0, limit),
  ]);
  const lookedLinks = JSON.parse(
    (db.prepare(
      "SELECT json_group_array(r.record_id) AS ids FROM json_each(?) j " +
        "CROSS JOIN records r ON r.id = j.value WHERE r.kind = 'evidence_link'",
    ).get(JSON.stringify(looked)) as { ids: string }).ids,
  ) as string[];
  return {
    ...slice,
    flaggedClaims: claims.length,
    behindLinks: behind.length,
    lookedLinks: new Set(lookedLinks),
  };
}

/**
 * The number of items of the whole review, from the review of a {@linkcode readReviewHead}
 * slice: its items of every kind but claims and links, the flagged claims, the links behind
 * their claim and the looked-at links it flags.
 *
 * @example
 * ```ts
 * import type { EditorialReview } from "../views/review.ts";
 * declare const head: ReviewHead, review: EditorialReview;
 * reviewItemCount(head, review); // what `counts.items` of the whole review says
 * ```
 */
export function reviewItemCount(head: ReviewHead, review: EditorialReview): number {
  let n = head.flaggedClaims + head.behindLinks;
  for (const item of review.items) {
    if (item.kind === "claim") continue;
    if (item.kind === "evidence_link" && !head.lookedLinks.has(item.record_id)) continue;
    n++;
  }
  return n;
}

/**
 * The review's slice (see the module doc) from a state whose `meta` is `meta`, or the slice of
 * the records `only` (`records.id`) to look at; run it inside the read transaction that
 * checked `meta`.
 *
 * @example
 * ```ts
 * import { DatabaseSync } from "node:sqlite";
 * import { readStateMeta } from "./schema.ts";
 * const db = new DatabaseSync("/tmp/ledger/svc-research/index/state.sqlite", { readOnly: true });
 * const { state, only } = readReviewSlice(db, readStateMeta(db)!);
 * only.size <= state.records.size; // true
 * ```
 */
export function readReviewSlice(
  db: DatabaseSync,
  meta: StateMeta,
  only?: readonly number[],
): ReviewSlice {
  const state = emptyState();
  (state as { init: ArchiveState["init"] }).init = JSON.parse(meta.init);
  state.commit = meta.commit_no;
  state.head = meta.sha256;
  state.schema = meta.schema;
  const candidates = only ?? ids(db, CANDIDATES);
  const looked = readRecords(db, candidates);
  // The claims they name, and every active link of each claim looked at.
  const named = new Set<string>();
  const lookedClaims: string[] = [];
  for (const { rev } of looked) {
    for (const id of namedIds(rev.record)) if (id.startsWith("clm_")) named.add(id);
    if (rev.kind === "claim") lookedClaims.push(rev.record_id);
  }
  const more = JSON.parse(
    (db.prepare(
      "SELECT json_group_array(id) AS ids FROM (" +
        "SELECT r.id FROM json_each(?) j CROSS JOIN records r ON r.record_id = j.value " +
        "UNION SELECT l.id FROM json_each(?) j " +
        "CROSS JOIN records l INDEXED BY records_link_claim ON l.link_claim = j.value)",
    ).get(JSON.stringify([...named]), JSON.stringify(lookedClaims)) as { ids: string }).ids,
  ) as number[];
  const have = new Set(candidates);
  // Creation order, as in a replay.
  const all = [...looked, ...readRecords(db, more.filter((id) => !have.has(id)))];
  all.sort((a, b) => a.id - b.id);
  for (const { rev, count } of all) {
    const revisions = new Array<RevisionState>(count);
    revisions[count - 1] = rev;
    state.records.set(rev.record_id, { kind: rev.kind, record_id: rev.record_id, revisions });
  }
  const cited = new Set<string>();
  for (const { rev } of looked) {
    if (rev.kind === "dossier" || rev.kind === "evidence_link") {
      for (const id of namedIds(latestRevision(state.records.get(rev.record_id)!).record)) {
        cited.add(id);
      }
    }
  }
  addSources(db, state, cited);
  const rows = db.prepare("SELECT state FROM events ORDER BY id").all() as { state: string }[];
  for (const row of rows) state.events.push(JSON.parse(row.state) as EventState);
  return { state, only: new Set(looked.map(({ rev }) => rev.record_id)) };
}

/** A record's current revision, its `records.id` and its number of revisions. */
interface Held {
  readonly id: number;
  readonly count: number;
  readonly rev: RevisionState;
}

/** The current revisions of the records `ids` (`records.id`). */
function readRecords(db: DatabaseSync, ids: readonly number[]): Held[] {
  if (ids.length === 0) return [];
  const got = db.prepare(
    "SELECT group_concat(r.id) AS ids, group_concat(r.revisions) AS counts, " +
      "group_concat(r.current, ',') AS states " +
      "FROM json_each(?) j CROSS JOIN records r ON r.id = j.value",
  ).get(JSON.stringify(ids)) as { ids: string; counts: string; states: string };
  const refs = got.ids.split(",").map(Number);
  const counts = got.counts.split(",").map(Number);
  const states = JSON.parse(`[${got.states}]`) as RevisionState[];
  return states.map((rev, i) => ({ id: refs[i], count: counts[i], rev }));
}
