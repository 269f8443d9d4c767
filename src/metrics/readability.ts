/**
 * Flesch-type reading ease: base − asl·ASL − asw·ASW with language-calibrated coefficients
 * (Flesch 1948 for English; Amstad 1978, Kandel & Moles 1958, Fernández Huerta 1959,
 * Flesch-Vacca 1972, Martins et al. 1996 and Douma 1960 for de, fr, es, it, pt, nl).
 * The coefficients come from the language profile; this module only applies them.
 *
 * @module
 */

/** Coefficients of a Flesch-type formula (structurally the language profile's `flesch`). */
export interface FleschCoefficients {
  /** Name reported as `flesch_variant`, e.g. `"amstad_1978"`. */
  readonly variant: string;
  /** Constant term. */
  readonly base: number;
  /** Weight of ASL (words per sentence). */
  readonly asl: number;
  /** Weight of ASW (syllables per word). */
  readonly asw: number;
}

/** Raw counts the formula needs. */
export interface ReadabilityCounts {
  /** Word tokens; ASW and ASL are undefined when 0. */
  readonly words: number;
  /** Sentences; ASL is undefined when 0. */
  readonly sentences: number;
  /** Syllables over all words. */
  readonly syllables: number;
}

/**
 * Reading ease base − asl·(words/sentences) − asw·(syllables/words). Not clipped to
 * 0..100 (very easy or very hard text may fall outside). Null when words or sentences is 0
 * (or negative), where ASL or ASW is undefined.
 *
 * @example
 * ```ts
 * const english = { variant: "flesch_1948", base: 206.835, asl: 1.015, asw: 84.6 };
 * flesch(english, { words: 100, sentences: 5, syllables: 150 }); // 59.635
 * ```
 */
export function flesch(formula: FleschCoefficients, counts: ReadabilityCounts): number | null {
  const { words, sentences, syllables } = counts;
  if (!(words > 0 && sentences > 0)) return null;
  return formula.base - formula.asl * (words / sentences) - formula.asw * (syllables / words);
}
