/**
 * The editorial review (`research-editorial-review-local/1`, SPEC 4.2 `editorial_review`):
 * what an author may want to look at again, found from the structure of the archive alone.
 * The flags are structural review signals — a pin behind the current revision, an
 * acknowledgement that no longer matches, a newer source version — never a judgement that
 * anything is wrong, contradicted or proven.
 *
 * One item per current record with at least one flag; items come in kind order (decisions,
 * claims, dossiers, evidence links, claim relations), creation order within a kind.
 * Retracted links and relations are left out: nothing rests on them.
 *
 * Flags (the vocabulary SPEC leaves open):
 * - `claim_changed` — a decision, active evidence link or active relation pins a claim
 *   revision older than the claim's current one;
 * - `dossier_changed` — a decision or claim pins a dossier revision older than the current,
 *   unless (for a decision) the author marked the decision applied to that dossier at the
 *   current revisions of both (`records/view.ts` `openReferenceUpdates`: the one rule the
 *   matrix, decision impact and the record view's `review_needed` share);
 * - `acknowledgement_review_needed` — the latest acknowledgement of a decision for one of
 *   its dossiers is `review_needed` (reopened);
 * - `acknowledgement_outdated` — the latest acknowledgement is `applied`, but the decision or
 *   the dossier has a newer revision than the one acknowledged;
 * - `evidenced_without_support` — a claim marked `evidenced` has no active `supports` link;
 * - `evidence_conflict` — a claim's active evidence both supports and contradicts it
 *   (`records/conflicts.ts`; the passages linked both ways are named);
 * - `source_changed` — a passage a dossier or an active evidence link cites belongs to a
 *   source that has a newer version (the citation stays pinned; informational).
 *
 * `title` is the record's title; links and relations have none, so theirs is built from the
 * current titles of the claims they join.
 *
 * @module
 */

import { sourceUpdate } from "../records/citations.ts";
import { type EvidenceConflict, evidenceConflict } from "../records/conflicts.ts";
import { AUTHORED_KINDS, EVIDENCE_RELATIONS } from "../records/kinds.ts";
import {
  acknowledgementIndex,
  currentLinks,
  latestOf,
  openReferenceUpdates,
  type ReferenceUpdate,
} from "../records/view.ts";
import type { LoadedArchive } from "../store/load.ts";
import {
  type EventState,
  latestAcknowledgements,
  latestRevision,
  type RevisionState,
} from "../store/state.ts";
import type { AuthoredKind } from "../types.ts";

/** Review flags, in the order items list them. */
export const REVIEW_FLAGS = [
  "claim_changed",
  "dossier_changed",
  "acknowledgement_review_needed",
  "acknowledgement_outdated",
  "evidenced_without_support",
  "evidence_conflict",
  "source_changed",
] as const;
/** One review flag. */
export type ReviewFlag = typeof REVIEW_FLAGS[number];

/** Kinds in the order the review lists them. */
const REVIEW_KIND_ORDER: readonly AuthoredKind[] = [
  "decision",
  "claim",
  "dossier",
  "evidence_link",
  "claim_relation",
];

/** An acknowledgement the review points at. */
export interface AcknowledgementSignal {
  readonly dossier_id: string;
  readonly status: "applied" | "review_needed";
  readonly decision_revision: number;
  readonly dossier_revision: number;
  readonly current_decision_revision: number;
  readonly current_dossier_revision: number;
  readonly at: string;
  readonly actor: string;
  readonly note: string | null;
}

/** One record to look at again. */
export interface ReviewItem {
  readonly kind: AuthoredKind;
  readonly record_id: string;
  /** The current revision. */
  readonly revision: number;
  readonly title: string;
  readonly flags: ReviewFlag[];
  readonly details: {
    reference_updates?: ReferenceUpdate[];
    acknowledgements?: AcknowledgementSignal[];
    source_updates?: Record<string, unknown>[];
    evidence?: Record<string, number>;
    evidence_conflict?: EvidenceConflict;
  };
}

/** `research-editorial-review-local/1`. */
export interface EditorialReview {
  readonly schema: "research-editorial-review-local/1";
  readonly project_id: string;
  readonly snapshot: string | null;
  readonly items: ReviewItem[];
  readonly counts: {
    readonly items: number;
    readonly by_kind: Record<AuthoredKind, number>;
    readonly by_flag: Record<ReviewFlag, number>;
  };
}

function title(archive: LoadedArchive, rev: RevisionState): string {
  const claimTitle = (id: unknown) =>
    String(latestRevision(archive.state.records.get(id as string)!).record.title);
  switch (rev.kind) {
    case "evidence_link":
      return claimTitle(rev.record.claim_id);
    case "claim_relation":
      return `${claimTitle(rev.record.from_claim_id)} → ${claimTitle(rev.record.to_claim_id)}`;
    default:
      return String(rev.record.title);
  }
}

function sourceUpdates(archive: LoadedArchive, passageIds: readonly string[]) {
  const seen = new Set<string>();
  const out: Record<string, unknown>[] = [];
  for (const id of passageIds) {
    if (seen.has(id)) continue;
    seen.add(id);
    const u = sourceUpdate(archive, id);
    if (u) out.push(u);
  }
  return out;
}

function acknowledgementSignals(
  archive: LoadedArchive,
): Map<string, AcknowledgementSignal[]> {
  const out = new Map<string, AcknowledgementSignal[]>();
  for (const e of latestAcknowledgements(archive.state).values()) {
    const signal = acknowledgementSignal(archive, e);
    const behind = signal.decision_revision < signal.current_decision_revision ||
      signal.dossier_revision < signal.current_dossier_revision;
    if (e.status === "applied" && !behind) continue;
    const list = out.get(e.decision_id) ?? [];
    list.push(signal);
    out.set(e.decision_id, list);
  }
  return out;
}

/** An acknowledgement event next to the current revisions of its decision and dossier. */
function acknowledgementSignal(
  archive: LoadedArchive,
  e: EventState,
): AcknowledgementSignal {
  return {
    dossier_id: e.dossier_id,
    status: e.status,
    decision_revision: e.decision_revision,
    dossier_revision: e.dossier_revision,
    current_decision_revision: latestOf(archive.state, e.decision_id),
    current_dossier_revision: latestOf(archive.state, e.dossier_id),
    at: e.at,
    actor: e.actor,
    note: e.note ?? null,
  };
}

/** Options of {@linkcode editorialReviewView}. */
export interface ReviewOptions {
  /**
   * Look only at these records for flags; the archive's other records are there to be looked
   * up (the materialised state gives the records that may carry a flag and what their flags
   * read: `research/state/review_slice.ts`). Every record by default.
   */
  readonly only?: ReadonlySet<string>;
}

/**
 * The editorial review of a loaded archive.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * const review = editorialReviewView(archive);
 * review.counts.by_flag.claim_changed; // how many items pin a claim revision that moved on
 * ```
 */
export function editorialReviewView(
  archive: LoadedArchive,
  options: ReviewOptions = {},
): EditorialReview {
  const links = currentLinks(archive);
  const acks = acknowledgementSignals(archive);
  const ackIndex = acknowledgementIndex(archive.state);
  const byKind = new Map<AuthoredKind, ReviewItem[]>(REVIEW_KIND_ORDER.map((k) => [k, []]));
  const only = options.only;
  for (const record of archive.state.records.values()) {
    // Manuscript links need the manuscript itself: `review-manuscript` reviews them.
    if (!byKind.has(record.kind)) continue;
    if (only !== undefined && !only.has(record.record_id)) continue;
    const rev = latestRevision(record);
    const r = rev.record;
    if (
      (rev.kind === "evidence_link" || rev.kind === "claim_relation") && r.state !== "active"
    ) continue;
    const flags = new Set<ReviewFlag>();
    const details: ReviewItem["details"] = {};
    const updates = openReferenceUpdates(archive, rev, ackIndex);
    if (updates.length > 0) {
      details.reference_updates = updates;
      for (const u of updates) flags.add(u.kind === "claim" ? "claim_changed" : "dossier_changed");
    }
    if (rev.kind === "decision") {
      const signals = acks.get(rev.record_id);
      if (signals) {
        details.acknowledgements = signals;
        for (const s of signals) {
          flags.add(
            s.status === "review_needed"
              ? "acknowledgement_review_needed"
              : "acknowledgement_outdated",
          );
        }
      }
    }
    if (rev.kind === "claim") {
      const conflict = evidenceConflict(links.get(rev.record_id) ?? []);
      if (conflict !== null) {
        flags.add("evidence_conflict");
        details.evidence_conflict = conflict;
      }
    }
    if (rev.kind === "claim" && r.confidence === "evidenced") {
      const counts: Record<string, number> = Object.fromEntries(
        EVIDENCE_RELATIONS.map((x) => [x, 0]),
      );
      for (const link of links.get(rev.record_id) ?? []) counts[link.record.relation as string]++;
      if (counts.supports === 0) {
        flags.add("evidenced_without_support");
        details.evidence = counts;
      }
    }
    const cited = rev.kind === "dossier"
      ? r.evidence_ids as string[]
      : rev.kind === "evidence_link"
      ? [r.passage_id as string]
      : [];
    const sources = sourceUpdates(archive, cited);
    if (sources.length > 0) {
      flags.add("source_changed");
      details.source_updates = sources;
    }
    if (flags.size === 0) continue;
    byKind.get(rev.kind)!.push({
      kind: rev.kind,
      record_id: rev.record_id,
      revision: rev.revision,
      title: title(archive, rev),
      flags: REVIEW_FLAGS.filter((f) => flags.has(f)),
      details,
    });
  }
  const items = REVIEW_KIND_ORDER.flatMap((k) => byKind.get(k)!);
  const by_kind = Object.fromEntries(
    AUTHORED_KINDS.filter((k) => byKind.has(k)).map((k) => [k, byKind.get(k)!.length]),
  );
  const by_flag = Object.fromEntries(
    REVIEW_FLAGS.map((f) => [f, items.filter((i) => i.flags.includes(f)).length]),
  );
  return {
    schema: "research-editorial-review-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    items,
    counts: {
      items: items.length,
      by_kind: by_kind as Record<AuthoredKind, number>,
      by_flag: by_flag as Record<ReviewFlag, number>,
    },
  };
}
