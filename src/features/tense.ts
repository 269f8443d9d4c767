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

/** Marker counts of one sentence of narration. */
export interface SentenceMarks {
  readonly present: number;
  readonly past: number;
}

/**
 * Paragraph dominance with its sentences in view. The marker shares of
 * {@linkcode dominantTense} decide, except that a paragraph whose narration holds a whole
 * sentence in each tense (every marker of one sentence present, every marker of another
 * past) is `mixed` however few markers the minority sentence has: a gnomic or narrator's
 * present sentence inside past narration ("It is the mark of a modest man to …"), a switch of
 * the story's tense, or past narration inside a present essay. A minority marker that shares
 * its sentence with the other tense (a relative clause, a simile, "as is always the case")
 * leaves the share rule alone.
 *
 * @example
 * ```ts
 * // 1 present against 9 past, but the present one is a sentence of its own.
 * paragraphDominance([{ present: 0, past: 5 }, { present: 1, past: 0 }, { present: 0, past: 4 }]);
 * // "mixed"
 * paragraphDominance([{ present: 1, past: 5 }, { present: 0, past: 4 }]); // "past"
 * ```
 */
export function paragraphDominance(
  sentences: readonly SentenceMarks[],
  maxMinorityShare: number = MAX_MINORITY_SHARE,
): Dominance {
  let present = 0, past = 0, presentOnly = false, pastOnly = false;
  for (const s of sentences) {
    present += s.present;
    past += s.past;
    if (s.present > 0 && s.past === 0) presentOnly = true;
    if (s.past > 0 && s.present === 0) pastOnly = true;
  }
  return presentOnly && pastOnly ? "mixed" : dominantTense(present, past, maxMinorityShare);
}
