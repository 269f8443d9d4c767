/**
 * One row of the manuscript review (SPEC 2.7 "Review row"): a link's pinned claim and its
 * current standing, the anchor, the file's current digest, the anchor state, the flags and
 * where the quote stands now.
 *
 * Choices where SPEC is silent:
 * - `dossier_id` / `dossier_revision` are those of the pinned claim revision (the dossier the
 *   linked claim rested on when the sentence was linked).
 * - `candidate_lines` lists `{start_line, end_line, start, end, paragraph_sha256}` of every
 *   place the quote stands now (the recorded one when `resolved`; empty when `changed` or
 *   `unavailable`); the `resolved_*` fields are set only for `resolved`: a `moved` or
 *   `adjusted` candidate stays unresolved until it is re-pinned.
 * - A claim counts as withdrawn when the archive holds no claim under the pinned id. The
 *   archive has no withdraw operation for claims (claims are revised, links and relations are
 *   retracted), so today only a damaged or hand-made log can raise `claim_withdrawn`;
 *   {@linkcode claimStanding} is the one place a future withdrawal would be recognised.
 *
 * @module
 */

import type { ArchiveState, RevisionState } from "../store/state.ts";
import { type ReviewFlag, reviewFlags, reviewNeeded } from "./flags.ts";
import type { AnchorState, Candidate } from "./resolve.ts";
import type { Anchor } from "./selection.ts";

/** The pinned claim of a link and where that claim stands now. */
export interface ClaimStanding {
  readonly claim_id: string;
  readonly claim_revision: number;
  /** Latest revision, or null when the claim is withdrawn. */
  readonly current_revision: number | null;
  readonly withdrawn: boolean;
  /** The pinned revision's stored record, or null when withdrawn. */
  readonly pinned: Readonly<Record<string, unknown>> | null;
}

/**
 * Where a link's pinned claim stands in `state`.
 *
 * @example
 * ```ts
 * import { emptyState } from "../store/state.ts";
 * const ref = { claim_id: "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", claim_revision: 1 };
 * claimStanding(emptyState(), ref).withdrawn; // true (no such claim)
 * claimStanding(emptyState(), ref).current_revision; // null
 * ```
 */
export function claimStanding(
  state: ArchiveState,
  ref: { claim_id: string; claim_revision: number },
): ClaimStanding {
  const claim = state.records.get(ref.claim_id);
  if (!claim || claim.kind !== "claim") {
    return { ...ref, current_revision: null, withdrawn: true, pinned: null };
  }
  return {
    ...ref,
    current_revision: claim.revisions.length,
    withdrawn: false,
    pinned: claim.revisions[ref.claim_revision - 1]?.record ?? null,
  };
}

/** Where the manuscript stands for one row. */
export type RowSource =
  | {
    readonly status: "ok";
    readonly sha256: string;
    readonly anchor_state: Exclude<AnchorState, "unavailable">;
    readonly candidates: readonly Candidate[];
  }
  | { readonly status: "missing" | "unreadable"; readonly reason: string };

/**
 * The review row of one link revision.
 *
 * @example
 * ```ts
 * import type { RevisionState } from "../store/state.ts";
 * declare const link: RevisionState;
 * const claim = { claim_id: "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", claim_revision: 1,
 *   current_revision: 1, withdrawn: false, pinned: null };
 * reviewRow(link, claim, { status: "missing", reason: "gone" }).flags; // ["source_missing"]
 * ```
 */
export function reviewRow(
  link: RevisionState,
  claim: ClaimStanding,
  source: RowSource,
): Record<string, unknown> {
  const anchor = link.record.anchor as Anchor;
  const anchorState: AnchorState = source.status === "ok" ? source.anchor_state : "unavailable";
  const flags: ReviewFlag[] = reviewFlags({
    anchorState,
    sourceProblem: source.status === "ok" ? null : source.status,
    currentSha256: source.status === "ok" ? source.sha256 : null,
    anchoredSha256: anchor.source_sha256,
    claimChanged: claim.current_revision !== null &&
      claim.current_revision > claim.claim_revision,
    claimWithdrawn: claim.withdrawn,
  });
  const candidates = source.status === "ok" ? source.candidates : [];
  const resolved = anchorState === "resolved" ? candidates[0] : null;
  return {
    link_id: link.record_id,
    link_revision: link.revision,
    link_state: link.record.state,
    manuscript: anchor.manuscript,
    note: link.record.note ?? null,
    claim_id: claim.claim_id,
    claim_revision: claim.claim_revision,
    claim_current_revision: claim.current_revision,
    claim_title: claim.pinned?.title ?? null,
    dossier_id: claim.pinned?.dossier_id ?? null,
    dossier_revision: claim.pinned?.dossier_revision ?? null,
    anchor,
    current_source_sha256: source.status === "ok" ? source.sha256 : null,
    source_problem: source.status === "ok" ? null : source.reason,
    flags,
    review_needed: reviewNeeded(flags),
    anchor_state: anchorState,
    candidate_lines: candidates,
    resolved_start_line: resolved?.start_line ?? null,
    resolved_end_line: resolved?.end_line ?? null,
    resolved_start: resolved?.start ?? null,
    resolved_end: resolved?.end ?? null,
  };
}
