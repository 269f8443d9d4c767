/**
 * Chapter measures kept between analyses of the same manuscript, beside the `ChapterMemo`: a
 * chapter's measures (`measureChapter`) depend only on its prose and on the language's
 * lexicon (word classes by folded word; type ids are only counted, so their numbering does not
 * matter), so a long-running process (`svc lsp`) measures again only the chapters an edit
 * touched. Entries are keyed by the chapter's prose (`chapterKey`) and the analysis settings;
 * those the latest call did not use are dropped. Results equal a fresh `measureChapter`
 * (measure_memo_test.ts compares).
 *
 * @module
 */

import { type ChapterMeasures, measureChapter } from "./chapter_features.ts";
import { chapterKey } from "./chapter_memo.ts";
import type { Analysis } from "./pipeline.ts";

/**
 * The memo (see the module doc).
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "./pipeline.ts";
 * const memo = new MeasureMemo();
 * const a = analyzeDocument("## One\n\nIt rained.\n\n## Two\n\nWe stayed in.");
 * memo.measure(a, "en")[1].values.asl; // 3
 * memo.measure(a, "en"); // both chapters from the memo now
 * ```
 */
export class MeasureMemo {
  #settingsKey: string | null = null;
  #entries = new Map<string, ChapterMeasures>();
  #reused = 0;

  /** Chapters the latest call took from the memo. */
  get reused(): number {
    return this.#reused;
  }

  /**
   * The measures of every chapter of an analysis made with settings `settingsKey`.
   *
   * @example
   * ```ts
   * import { analyzeDocument } from "./pipeline.ts";
   * new MeasureMemo().measure(analyzeDocument("## One\n\nIt rained."), "{}").length; // 1
   * ```
   */
  measure(analysis: Analysis, settingsKey: string): ChapterMeasures[] {
    if (settingsKey !== this.#settingsKey) {
      this.#entries.clear();
      this.#settingsKey = settingsKey;
    }
    const next = new Map<string, ChapterMeasures>();
    this.#reused = 0;
    const out = analysis.chapters.map((ct) => {
      const key = chapterKey(ct.chapter);
      const kept = this.#entries.get(key) ?? next.get(key);
      let measures: ChapterMeasures;
      if (kept !== undefined) {
        this.#reused++;
        measures = kept.number === ct.chapter.number
          ? kept
          : { ...kept, number: ct.chapter.number };
      } else measures = measureChapter(ct, analysis);
      next.set(key, measures);
      return measures;
    });
    this.#entries = next;
    return out;
  }
}
