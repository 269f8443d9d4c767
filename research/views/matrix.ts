/**
 * The claim/decision matrix (`claimMatrixData`, SPEC 4.2): claims as rows, the decisions that
 * pin them as their cells. One row per claim (current revision, creation order) with its
 * confidence, period label as written, and the number of its active evidence links by
 * relation; each decision whose current revision pins the claim is listed with the claim
 * revision it pins next to the current one, `deviation_from_fact` and `review_needed`.
 * Decisions that pin no claim are listed apart (`unlinked_decisions`), so every decision
 * appears once. SPEC names no identifier for this envelope; it is
 * `research-claim-matrix-local/1`.
 *
 * Counting rule: an evidence link counts when its current revision is `active`, whichever
 * claim revision it pins; `on_older_revision` says how many of those pin an earlier revision
 * than the claim's current one.
 *
 * @module
 */

import type { EVIDENCE_RELATIONS } from "../records/kinds.ts";
import {
  acknowledgementIndex,
  currentLinkPins,
  type LinkPin,
  reviewNeeded,
} from "../records/view.ts";
import type { LoadedArchive } from "../store/load.ts";
import { latestRevision, type RevisionState } from "../store/state.ts";

/** Active evidence of a claim, by relation. */
export interface EvidenceCounts {
  readonly supports: number;
  readonly contradicts: number;
  readonly qualifies: number;
  readonly mentions: number;
  readonly total: number;
  /** Active links that pin an earlier claim revision than the current one. */
  readonly on_older_revision: number;
}

/** A decision as a cell of the matrix. */
export interface MatrixDecision {
  readonly decision_id: string;
  readonly revision: number;
  readonly title: string;
  /** The claim revision the decision pins; null when it pins no claim. */
  readonly pinned_claim_revision: number | null;
  /** The claim's current revision; null when the decision pins no claim. */
  readonly current_claim_revision: number | null;
  readonly deviation_from_fact: boolean;
  /** A pinned claim or dossier revision is behind the current one (computed on read). */
  readonly review_needed: boolean;
}

/** One claim row. */
export interface MatrixClaim {
  readonly claim_id: string;
  readonly title: string;
  readonly confidence: string;
  readonly revision: number;
  readonly time_period: string | null;
  readonly dossier_id: string | null;
  readonly evidence: EvidenceCounts;
  readonly decisions: MatrixDecision[];
}

/** The matrix envelope. */
export interface ClaimMatrixData {
  readonly schema: "research-claim-matrix-local/1";
  readonly project_id: string;
  readonly snapshot: string | null;
  readonly claims: MatrixClaim[];
  readonly unlinked_decisions: MatrixDecision[];
}

function evidenceCounts(links: readonly LinkPin[], claimRevision: number): EvidenceCounts {
  const counts = { supports: 0, contradicts: 0, qualifies: 0, mentions: 0 };
  let older = 0;
  for (const link of links) {
    counts[link.relation as typeof EVIDENCE_RELATIONS[number]]++;
    if (link.claim_revision < claimRevision) older++;
  }
  return { ...counts, total: links.length, on_older_revision: older };
}

/**
 * The matrix of a loaded archive; `links` are its current active evidence links by claim
 * (computed from the archive when not given: the materialised state gives them without
 * holding the links).
 *
 * @example
 * ```ts
 * import { loadArchive } from "../store/load.ts";
 * import { archivePaths } from "../store/paths.ts";
 * const matrix = claimMatrixView(await loadArchive(archivePaths("/tmp/ledger")));
 * matrix.schema; // "research-claim-matrix-local/1"
 * matrix.claims[0].decisions; // the decisions pinning the first claim: [{ decision_id, … }]
 * ```
 */
export function claimMatrixView(
  archive: LoadedArchive,
  links: ReadonlyMap<string, readonly LinkPin[]> = currentLinkPins(archive),
): ClaimMatrixData {
  const { byClaim, unlinked } = matrixDecisions(archive);
  const claims: MatrixClaim[] = [];
  for (const record of archive.state.records.values()) {
    if (record.kind !== "claim") continue;
    const rev = latestRevision(record);
    claims.push(
      matrixClaim(
        rev,
        evidenceCounts(links.get(rev.record_id) ?? [], rev.revision),
        byClaim.get(rev.record_id) ?? [],
      ),
    );
  }
  return {
    schema: "research-claim-matrix-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    claims,
    unlinked_decisions: unlinked,
  };
}

/**
 * A claim row of the matrix: the claim's current revision `rev` with its evidence counts and
 * decision cells.
 *
 * @example
 * ```ts
 * import type { RevisionState } from "../store/state.ts";
 * declare const claim: RevisionState;
 * const none = { supports: 0, contradicts: 0, qualifies: 0, mentions: 0, total: 0 };
 * matrixClaim(claim, { ...none, on_older_revision: 0 }, []).claim_id === claim.record_id; // true
 * ```
 */
export function matrixClaim(
  rev: RevisionState,
  evidence: EvidenceCounts,
  decisions: MatrixDecision[],
): MatrixClaim {
  const r = rev.record;
  return {
    claim_id: rev.record_id,
    title: r.title as string,
    confidence: r.confidence as string,
    revision: rev.revision,
    time_period: (r.time_period ?? null) as string | null,
    dossier_id: (r.dossier_id ?? null) as string | null,
    evidence,
    decisions,
  };
}

/** The decision cells of the matrix: by the claim each pins, and those pinning none. */
export interface MatrixDecisions {
  readonly byClaim: Map<string, MatrixDecision[]>;
  readonly unlinked: MatrixDecision[];
}

/**
 * Every decision of `archive` as a cell of the matrix (current revision, creation order),
 * grouped by the claim it pins; the archive must hold the decisions, the claims and dossiers
 * they pin (their numbers of revisions are read) and the acknowledgements.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * matrixDecisions(archive).unlinked.length; // the decisions that pin no claim
 * ```
 */
export function matrixDecisions(archive: LoadedArchive): MatrixDecisions {
  const acks = acknowledgementIndex(archive.state);
  const byClaim = new Map<string, MatrixDecision[]>();
  const unlinked: MatrixDecision[] = [];
  for (const record of archive.state.records.values()) {
    if (record.kind !== "decision") continue;
    const rev = latestRevision(record);
    const r = rev.record;
    const claimId = (r.claim_id ?? null) as string | null;
    const cell: MatrixDecision = {
      decision_id: rev.record_id,
      revision: rev.revision,
      title: r.title as string,
      pinned_claim_revision: claimId === null ? null : r.claim_revision as number,
      current_claim_revision: claimId === null
        ? null
        : archive.state.records.get(claimId)!.revisions.length,
      deviation_from_fact: r.deviation_from_fact as boolean,
      review_needed: reviewNeeded(archive, rev, acks),
    };
    if (claimId === null) unlinked.push(cell);
    else {
      const cells = byClaim.get(claimId);
      if (cells) cells.push(cell);
      else byClaim.set(claimId, [cell]);
    }
  }
  return { byClaim, unlinked };
}
