/**
 * Review flags of a manuscript claim link (SPEC 2.7 "Review row"): structural signals, never
 * a semantic contradiction or a factual proof. `source_changed` (the file's bytes differ
 * from the anchored ones) is informational: it never sets `review_needed` alone.
 *
 * @module
 */

import type { AnchorState } from "./resolve.ts";

/** Every flag, in the order rows list them. */
export const REVIEW_FLAGS = [
  "source_changed",
  "source_missing",
  "source_unreadable",
  "claim_changed",
  "claim_withdrawn",
  "anchor_moved",
  "anchor_adjusted",
  "anchor_ambiguous",
  "anchor_changed",
] as const;
/** One review flag. */
export type ReviewFlag = typeof REVIEW_FLAGS[number];

/** What the flags are computed from. */
export interface FlagInput {
  readonly anchorState: AnchorState;
  /** Why the file could not be read (only with `unavailable`). */
  readonly sourceProblem: "missing" | "unreadable" | null;
  /** The file's current SHA-256, or null when it could not be read. */
  readonly currentSha256: string | null;
  /** The SHA-256 the anchor binds. */
  readonly anchoredSha256: string;
  /** The claim's current revision is newer than the pinned one. */
  readonly claimChanged: boolean;
  readonly claimWithdrawn: boolean;
}

const ANCHOR_FLAG: Partial<Record<AnchorState, ReviewFlag>> = {
  moved: "anchor_moved",
  adjusted: "anchor_adjusted",
  ambiguous: "anchor_ambiguous",
  changed: "anchor_changed",
};

/**
 * The flags of one link, in {@linkcode REVIEW_FLAGS} order.
 *
 * @example
 * ```ts
 * reviewFlags({ anchorState: "moved", sourceProblem: null, currentSha256: "b".repeat(64),
 *   anchoredSha256: "a".repeat(64), claimChanged: false, claimWithdrawn: false });
 * // ["source_changed", "anchor_moved"]
 * ```
 */
export function reviewFlags(input: FlagInput): ReviewFlag[] {
  const set = new Set<ReviewFlag>();
  if (input.currentSha256 !== null && input.currentSha256 !== input.anchoredSha256) {
    set.add("source_changed");
  }
  if (input.sourceProblem === "missing") set.add("source_missing");
  if (input.sourceProblem === "unreadable") set.add("source_unreadable");
  if (input.claimChanged) set.add("claim_changed");
  if (input.claimWithdrawn) set.add("claim_withdrawn");
  const anchor = ANCHOR_FLAG[input.anchorState];
  if (anchor) set.add(anchor);
  return REVIEW_FLAGS.filter((f) => set.has(f));
}

/**
 * Whether an author should look at the link: any flag but `source_changed`.
 *
 * @example
 * ```ts
 * reviewNeeded(["source_changed"]); // false
 * reviewNeeded(["source_changed", "anchor_moved"]); // true
 * ```
 */
export function reviewNeeded(flags: readonly ReviewFlag[]): boolean {
  return flags.some((f) => f !== "source_changed");
}
