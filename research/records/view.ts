/**
 * Views of authored records: a stored revision plus what is derived when it is read
 * (editable sections, `review_needed`, each dossier image's availability and URL), its citations in the scope SPEC 2.7 names for its
 * kind, and the updates an author may want to look at (newer source versions, newer
 * revisions of pinned records). Everything comes from one loaded archive: one read.
 *
 * @module
 */

import type { LoadedArchive } from "../store/load.ts";
import {
  type EventState,
  latestRevision,
  type RecordState,
  type RevisionState,
} from "../store/state.ts";
import type { AuthoredKind } from "../types.ts";
import { passageCitation, sourceUpdate, TextCache } from "./citations.ts";
import { evidenceConflict } from "./conflicts.ts";
import { servedFields } from "./served_fields.ts";
import { editableSections } from "./sections.ts";
import { imageView, type StoredImageEntry } from "../images/entries.ts";
import { processingError } from "../keyed_errors.ts";

/** SPEC 2.7 `citation_scope` per kind. */
const CITATION_SCOPE: Readonly<Record<AuthoredKind, string>> = {
  dossier: "pinned_passages",
  evidence_link: "pinned_passages",
  claim: "current_links_to_pinned_claim_revision",
  decision: "current_links_to_pinned_claim_revision",
  claim_relation: "pinned_claim_revisions",
  // Not named by SPEC: a manuscript link cites what the claim revision it pins cites.
  manuscript_claim_link: "current_links_to_pinned_claim_revision",
};

/** A pinned record whose current revision is newer than the pin. */
export interface ReferenceUpdate {
  readonly kind: AuthoredKind;
  readonly record_id: string;
  readonly field: string;
  readonly pinned_revision: number;
  readonly latest_revision: number;
}

/**
 * Latest revision number of a record, or 0 when it does not exist.
 *
 * @example
 * ```ts
 * import { emptyState } from "../store/state.ts";
 * latestOf(emptyState(), "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T"); // 0: no such record
 * ```
 */
export function latestOf(state: LoadedArchive["state"], id: string): number {
  return state.records.get(id)?.revisions.length ?? 0;
}

/**
 * The pins of a revision whose records have moved on since.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * import type { RevisionState } from "../store/state.ts";
 * declare const archive: LoadedArchive;
 * declare const rev: RevisionState;
 * referenceUpdates(archive, rev).length === 0; // true when every pin is still the latest
 * ```
 */
export function referenceUpdates(archive: LoadedArchive, rev: RevisionState): ReferenceUpdate[] {
  const r = rev.record;
  const out: ReferenceUpdate[] = [];
  const check = (kind: AuthoredKind, id: unknown, pinned: unknown, field: string) => {
    if (typeof id !== "string" || typeof pinned !== "number") return;
    const latest = latestOf(archive.state, id);
    if (latest > pinned) {
      out.push({ kind, record_id: id, field, pinned_revision: pinned, latest_revision: latest });
    }
  };
  switch (rev.kind) {
    case "claim":
      check("dossier", r.dossier_id, r.dossier_revision, "dossier_revision");
      break;
    case "evidence_link":
      check("claim", r.claim_id, r.claim_revision, "claim_revision");
      break;
    case "decision":
      check("claim", r.claim_id, r.claim_revision, "claim_revision");
      for (const [id, pin] of Object.entries(r.dossier_revisions as Record<string, number>)) {
        check("dossier", id, pin, `dossier_revisions.${id}`);
      }
      break;
    case "manuscript_claim_link": {
      const ref = r.claim_ref as { claim_id: string; claim_revision: number };
      check("claim", ref.claim_id, ref.claim_revision, "claim_ref.claim_revision");
      break;
    }
    case "claim_relation":
      check("claim", r.from_claim_id, r.from_claim_revision, "from_claim_revision");
      check("claim", r.to_claim_id, r.to_claim_revision, "to_claim_revision");
      break;
  }
  return out;
}

/**
 * A revision's fields as served: the stored record, its identity and revision, and the
 * fields derived on read.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * import type { RevisionState } from "../store/state.ts";
 * declare const archive: LoadedArchive;
 * declare const rev: RevisionState;
 * recordFields(archive, rev).review_needed; // a boolean for decisions and relations only
 * ```
 */
export function recordFields(
  archive: LoadedArchive,
  rev: RevisionState,
): Record<string, unknown> {
  const record = archive.state.records.get(rev.record_id)!;
  const out = servedFields(rev, record.revisions[0].at);
  if (rev.kind === "dossier") {
    out.images = ((rev.record.images ?? []) as StoredImageEntry[]).map((img) =>
      imageView(archive, img)
    );
    out.editable_sections = editableSections(String(rev.record.body));
  }
  if (rev.kind === "decision" || rev.kind === "claim_relation") {
    out.review_needed = reviewNeeded(archive, rev);
  }
  return out;
}

/** The latest acknowledgement of each (decision, dossier) pair: decision id → dossier id → event. */
export type AcknowledgementIndex = ReadonlyMap<string, ReadonlyMap<string, EventState>>;

/**
 * Builds the {@linkcode AcknowledgementIndex} of a state, once per read.
 *
 * @example
 * ```ts
 * import { emptyState } from "../store/state.ts";
 * acknowledgementIndex(emptyState()).size; // 0
 * ```
 */
export function acknowledgementIndex(state: LoadedArchive["state"]): AcknowledgementIndex {
  const out = new Map<string, Map<string, EventState>>();
  for (const e of state.events) {
    const perDossier = out.get(e.decision_id) ?? new Map<string, EventState>();
    perDossier.set(e.dossier_id, e);
    out.set(e.decision_id, perDossier);
  }
  return out;
}

/**
 * The pins of a revision that still ask for a look: {@linkcode referenceUpdates}, less the
 * dossier pins of a decision that the author has settled — the latest acknowledgement for that
 * dossier is `applied` at the decision's revision `rev` and at the dossier's current revision
 * (`mark-applied … --expected-dossier-revision` of the dossier as it is now). A later revision
 * of either opens the pin again. Claim pins are never settled this way: acknowledgements are
 * per dossier; re-pinning the record settles them. Pass `acks` when calling it for many
 * records (built once by {@linkcode acknowledgementIndex}).
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * import type { RevisionState } from "../store/state.ts";
 * declare const archive: LoadedArchive;
 * declare const decision: RevisionState;
 * openReferenceUpdates(archive, decision).length; // 0 once every moved dossier is marked applied
 * ```
 */
export function openReferenceUpdates(
  archive: LoadedArchive,
  rev: RevisionState,
  acks: AcknowledgementIndex = acknowledgementIndex(archive.state),
): ReferenceUpdate[] {
  const updates = referenceUpdates(archive, rev);
  if (rev.kind !== "decision") return updates;
  return updates.filter((u) => {
    if (u.kind !== "dossier") return true;
    const ack = acks.get(rev.record_id)?.get(u.record_id);
    return !(ack !== undefined && ack.status === "applied" &&
      ack.decision_revision === rev.revision && ack.dossier_revision === u.latest_revision);
  });
}

/**
 * The one `review_needed` rule of decisions and claim relations, in the record view, the matrix,
 * decision impact and the editorial review alike: an open pin ({@linkcode openReferenceUpdates}),
 * or, for a decision, a dossier whose latest acknowledgement is `review_needed` (reopened).
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * import type { RevisionState } from "../store/state.ts";
 * declare const archive: LoadedArchive;
 * declare const decision: RevisionState;
 * reviewNeeded(archive, decision); // false after `mark-applied` at the current revisions
 * ```
 */
export function reviewNeeded(
  archive: LoadedArchive,
  rev: RevisionState,
  acks: AcknowledgementIndex = acknowledgementIndex(archive.state),
): boolean {
  if (openReferenceUpdates(archive, rev, acks).length > 0) return true;
  if (rev.kind !== "decision") return false;
  for (const e of acks.get(rev.record_id)?.values() ?? []) {
    if (e.status === "review_needed") return true;
  }
  return false;
}

/**
 * Current (latest-revision, active) evidence links of a claim, grouped by claim id; built once
 * per read.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * const links = currentLinks(archive).get("clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T") ?? [];
 * links.every((l) => l.record.state === "active"); // true
 * ```
 */
export function currentLinks(archive: LoadedArchive): Map<string, RevisionState[]> {
  const out = new Map<string, RevisionState[]>();
  for (const r of archive.state.records.values()) {
    if (r.kind !== "evidence_link") continue;
    const rev = latestRevision(r);
    if (rev.record.state !== "active") continue;
    const id = rev.record.claim_id as string;
    const list = out.get(id) ?? [];
    list.push(rev);
    out.set(id, list);
  }
  return out;
}

/** What the lists count of a current active evidence link: its relation and pinned revision. */
export interface LinkPin {
  readonly relation: string;
  readonly claim_revision: number;
}

/**
 * The relation and pinned claim revision of every current active evidence link
 * ({@linkcode currentLinks}), grouped by claim id: what a claim list counts and the matrix sums
 * up (the materialised state keeps them as columns: `research/state/kinds.ts`).
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * currentLinkPins(archive).get("clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T")?.[0].relation; // "supports", …
 * ```
 */
export function currentLinkPins(archive: LoadedArchive): Map<string, LinkPin[]> {
  const out = new Map<string, LinkPin[]>();
  for (const [claimId, links] of currentLinks(archive)) {
    out.set(
      claimId,
      links.map((l) => ({
        relation: l.record.relation as string,
        claim_revision: l.record.claim_revision as number,
      })),
    );
  }
  return out;
}

async function linkCitations(
  archive: LoadedArchive,
  texts: TextCache,
  links: Map<string, RevisionState[]>,
  claimId: unknown,
  claimRevision: unknown,
): Promise<Record<string, unknown>[]> {
  if (typeof claimId !== "string" || typeof claimRevision !== "number") return [];
  const out: Record<string, unknown>[] = [];
  for (const link of links.get(claimId) ?? []) {
    if (link.record.claim_revision !== claimRevision) continue;
    out.push({
      ...(await passageCitation(archive, link.record.passage_id as string, texts)),
      evidence_link_id: link.record_id,
      evidence_link_revision: link.revision,
      claim_id: claimId,
      claim_revision: claimRevision,
      relation: link.record.relation,
    });
  }
  return out;
}

/** The citations of a revision in its kind's scope (SPEC 2.7 `citation_scope`). */
async function citationsOf(
  archive: LoadedArchive,
  rev: RevisionState,
  texts = new TextCache(archive),
): Promise<Record<string, unknown>[]> {
  const r = rev.record;
  switch (rev.kind) {
    case "dossier":
      return await Promise.all(
        (r.evidence_ids as string[]).map((id) => passageCitation(archive, id, texts)),
      );
    case "evidence_link":
      return [await passageCitation(archive, r.passage_id as string, texts)];
    case "claim":
      return await linkCitations(
        archive,
        texts,
        currentLinks(archive),
        rev.record_id,
        rev.revision,
      );
    case "decision":
      return await linkCitations(
        archive,
        texts,
        currentLinks(archive),
        r.claim_id,
        r.claim_revision,
      );
    case "manuscript_claim_link": {
      const ref = r.claim_ref as { claim_id: string; claim_revision: number };
      return await linkCitations(
        archive,
        texts,
        currentLinks(archive),
        ref.claim_id,
        ref.claim_revision,
      );
    }
    case "claim_relation": {
      const links = currentLinks(archive);
      return [
        ...(await linkCitations(archive, texts, links, r.from_claim_id, r.from_claim_revision)),
        ...(await linkCitations(archive, texts, links, r.to_claim_id, r.to_claim_revision)),
      ];
    }
  }
}

/**
 * Reference updates from outside the archive (a reference manager's item changed since its
 * capture), computed from one read's citations. Only a caller that supplies one pays for it:
 * plain record reads never look outside the archive.
 */
export type ExternalReferenceCheck = (
  archive: LoadedArchive,
  citations: readonly Record<string, unknown>[],
) => Promise<Record<string, unknown>[]>;

/**
 * `research-record-local/1` for one revision of a record; `externalCheck` adds its entries
 * after the pinned-record ones in `reference_updates`.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * const record = archive.state.records.get("clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T")!;
 * const envelope = await recordEnvelope(archive, record, 1);
 * envelope.is_latest; // true exactly when the claim has one revision
 * ```
 */
export async function recordEnvelope(
  archive: LoadedArchive,
  record: RecordState,
  revision: number,
  externalCheck?: ExternalReferenceCheck,
): Promise<Record<string, unknown>> {
  const rev = record.revisions[revision - 1];
  const texts = new TextCache(archive);
  const citations = await citationsOf(archive, rev, texts);
  const seen = new Set<string>();
  const sourceUpdates: Record<string, unknown>[] = [];
  for (const c of citations) {
    const id = c.passage_id as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const u = sourceUpdate(archive, id);
    if (u) sourceUpdates.push(u);
  }
  const envelope: Record<string, unknown> = {
    schema: "research-record-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    kind: record.kind,
    record_id: record.record_id,
    revision: rev.revision,
    record: recordFields(archive, rev),
    latest_revision: record.revisions.length,
    is_latest: rev.revision === record.revisions.length,
    change: {
      commit: rev.commit,
      at: rev.at,
      actor: rev.actor,
      change_kind: rev.change_kind ?? "creation",
      reason: rev.reason ?? null,
    },
    citations,
    citation_scope: CITATION_SCOPE[record.kind],
    source_updates: sourceUpdates,
    reference_updates: [
      ...referenceUpdates(archive, rev),
      ...(externalCheck ? await externalCheck(archive, citations) : []),
    ],
  };
  if (record.kind === "claim_relation") {
    Object.assign(envelope, relationEndpoints(archive, rev));
  }
  if (record.kind === "claim") {
    // Conflicting evidence among the claim's current active links (whatever revision is read).
    envelope.evidence_conflict = evidenceConflict(
      currentLinks(archive).get(record.record_id) ?? [],
    );
  }
  return envelope;
}

/**
 * A relation's endpoints as its view shows them: each claim's pinned and current revision
 * and title, and `review_needed` when either pin is behind.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * import type { RevisionState } from "../store/state.ts";
 * declare const archive: LoadedArchive;
 * declare const relation: RevisionState; // a claim_relation revision
 * relationEndpoints(archive, relation).review_needed; // true when either pin is behind
 * ```
 */
export function relationEndpoints(
  archive: LoadedArchive,
  rev: RevisionState,
): Record<string, unknown> {
  const end = (id: string, pinned: number) => {
    const claim = archive.state.records.get(id);
    const pinnedRev = claim?.revisions[pinned - 1];
    if (!claim || !pinnedRev) {
      // Only a log written by something else can get here: every write checks its pins.
      throw processingError("records.claim_relation_pins", {
        record_id: rev.record_id,
        id,
        pinned,
      });
    }
    return {
      claim_id: id,
      pinned_revision: pinned,
      current_revision: claim.revisions.length,
      title: pinnedRev.record.title,
      statement: pinnedRev.record.statement,
    };
  };
  const r = rev.record;
  const from = end(r.from_claim_id as string, r.from_claim_revision as number);
  const to = end(r.to_claim_id as string, r.to_claim_revision as number);
  return {
    from_claim: from,
    to_claim: to,
    review_needed: from.current_revision > from.pinned_revision ||
      to.current_revision > to.pinned_revision,
  };
}
