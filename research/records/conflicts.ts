/**
 * Conflicting evidence of a claim: its current, active evidence links include both `supports`
 * and `contradicts`. That is worth a look, never a verdict: two passages may well disagree, and
 * the author decides. The sharpest case is one passage linked both ways to the same claim,
 * which is almost always a slip; those passages are named.
 *
 * @module
 */

import { keyed } from "../keyed_errors.ts";
import type { RevisionState } from "../store/state.ts";

/** Both kinds of evidence on one claim (see the module doc). */
export interface EvidenceConflict {
  /** Active `supports` links. */
  readonly supports: number;
  /** Active `contradicts` links. */
  readonly contradicts: number;
  /** Passages linked to the claim both as `supports` and as `contradicts`, in link order. */
  readonly passage_ids: string[];
}

/**
 * The conflict among a claim's current active evidence links, or null when there is none.
 *
 * @example
 * ```ts
 * import type { RevisionState } from "../store/state.ts";
 * declare const links: RevisionState[]; // the claim's active links (records/view.ts currentLinks)
 * evidenceConflict(links)?.passage_ids; // ["psg_…"] when one passage supports and contradicts
 * evidenceConflict([]); // null
 * ```
 */
export function evidenceConflict(links: readonly RevisionState[]): EvidenceConflict | null {
  let supports = 0;
  let contradicts = 0;
  const seen = new Map<string, Set<string>>();
  const both: string[] = [];
  for (const link of links) {
    const relation = link.record.relation as string;
    if (relation !== "supports" && relation !== "contradicts") continue;
    if (relation === "supports") supports++;
    else contradicts++;
    const passage = link.record.passage_id as string;
    const relations = seen.get(passage) ?? new Set<string>();
    relations.add(relation);
    seen.set(passage, relations);
    if (relations.size === 2 && !both.includes(passage)) both.push(passage);
  }
  return supports > 0 && contradicts > 0 ? { supports, contradicts, passage_ids: both } : null;
}

/**
 * The warning a new link gets when it leaves its claim with conflicting evidence: one line,
 * naming the passage when it now both supports and contradicts the claim.
 *
 * @example
 * ```ts
 * const conflict = { supports: 1, contradicts: 1, passage_ids: ["psg_A"] };
 * conflictWarning("clm_B", "psg_A", conflict);
 * // "Passage psg_A now both supports and contradicts claim clm_B: …"
 * ```
 */
export function conflictWarning(
  claimId: string,
  passageId: string,
  conflict: EvidenceConflict,
): string {
  if (conflict.passage_ids.includes(passageId)) {
    return keyed("warn.passage_both_ways", { passage: passageId, claim: claimId }).message;
  }
  return keyed("warn.claim_conflict", {
    claim: claimId,
    supports: conflict.supports,
    contradicts: conflict.contradicts,
  }).message;
}
