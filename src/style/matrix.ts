/**
 * The chapter × feature matrix of the style reference, with the comparability floors applied
 * (SPEC 2.2): a chapter under `MIN_COMPARABLE_WORDS` words gets no feature at all; one under
 * `MIN_COMPARABLE_SENTENCES` sentences gets none of the sentence-distribution features.
 * A null cell stays out of baselines, deviations and FDR sets.
 *
 * @module
 */

import {
  MIN_COMPARABLE_SENTENCES,
  MIN_COMPARABLE_WORDS,
  SENTENCE_FEATURES,
  STYLE_FEATURES,
  type StyleFeature,
} from "../features/feature_ids.ts";

/** What the matrix needs of a chapter (a `ChapterMeasures` or an analyze chapter). */
export interface MeasuredChapter {
  readonly number: number;
  readonly words: number;
  readonly sentences: number;
  readonly values: Readonly<Record<StyleFeature, number | null>>;
  readonly se: Readonly<Partial<Record<string, number>>>;
}

/** One chapter's row: floored values and standard errors, in `STYLE_FEATURES` order. */
export interface MatrixRow {
  readonly chapter: number;
  readonly values: readonly (number | null)[];
  /** Standard error per feature; 0 where none exists (SPEC: a missing SE counts as zero). */
  readonly se: readonly number[];
}

/**
 * Builds the floored matrix.
 *
 * @example
 * ```ts
 * declare const measures: readonly MeasuredChapter[];
 * featureMatrix(measures)[0].values[0]; // ASL of chapter 1, or null under the floors
 * ```
 */
export function featureMatrix(measures: readonly MeasuredChapter[]): MatrixRow[] {
  return measures.map((m) => {
    const wordsOk = m.words >= MIN_COMPARABLE_WORDS;
    const sentencesOk = m.sentences >= MIN_COMPARABLE_SENTENCES;
    const values = STYLE_FEATURES.map((f) => {
      if (!wordsOk || (SENTENCE_FEATURES.has(f) && !sentencesOk)) return null;
      const v = m.values[f];
      return v === null || !Number.isFinite(v) ? null : v;
    });
    const se = STYLE_FEATURES.map((f: StyleFeature) => m.se[f] ?? 0);
    return { chapter: m.number, values, se };
  });
}

/**
 * The non-null values of feature column `j` with their chapter numbers, in chapter order.
 *
 * @example
 * ```ts
 * const rows: MatrixRow[] = [
 *   { chapter: 1, values: [14.2], se: [0] },
 *   { chapter: 2, values: [null], se: [0] },
 *   { chapter: 3, values: [15.1], se: [0] },
 * ];
 * column(rows, 0); // { chapters: [1, 3], values: [14.2, 15.1] }
 * ```
 */
export function column(
  rows: readonly MatrixRow[],
  j: number,
): { chapters: number[]; values: number[] } {
  const chapters: number[] = [];
  const values: number[] = [];
  for (const r of rows) {
    const v = r.values[j];
    if (v !== null) {
      chapters.push(r.chapter);
      values.push(v);
    }
  }
  return { chapters, values };
}
