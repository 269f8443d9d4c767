/**
 * Tense dominance from counts of present and past markers in narration.
 *
 * A text is `neutral` without markers, `present` or `past` when the other tense holds at most
 * `maxMinorityShare` of the markers (default 0.25), and `mixed` otherwise. Values are the
 * language-neutral identifiers of SPEC 3; display labels come from label packs.
 *
 * @module
 */

/** Tense dominance values (SPEC 3). */
export type Dominance = "present" | "past" | "mixed" | "neutral";

/** Default largest share of minority-tense markers that still leaves one tense dominant. */
export const MAX_MINORITY_SHARE = 0.25;

/**
 * Classifies marker counts.
 *
 * @example
 * ```ts
 * dominantTense(1, 9); // "past"
 * dominantTense(4, 5); // "mixed"
 * dominantTense(0, 0); // "neutral"
 * ```
 */
export function dominantTense(
  present: number,
  past: number,
  maxMinorityShare: number = MAX_MINORITY_SHARE,
): Dominance {
  const total = present + past;
  if (total === 0) return "neutral";
  const minority = Math.min(present, past);
  if (minority / total <= maxMinorityShare) return present > past ? "present" : "past";
  return "mixed";
}
