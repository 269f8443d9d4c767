/**
 * The dialogue module (SPEC 2.5): quoted segments ("turns"; no speaker attribution) and their
 * lengths. A turn is one quoted span (every quote style of the language, or em-dash speech)
 * with at least one word. A paragraph is a dialogue paragraph when at least 50 % of its words
 * stand inside quotation marks; paragraphs without words do not count.
 *
 * @module
 */

import { exactMedian, meanOf } from "../metrics/sentence_stats.ts";
import type { Analysis, ChapterText } from "../features/pipeline.ts";
import { type ResultMeta, resultMeta } from "./meta.ts";
import { finite, finiteNumber } from "./finite.ts";

/** Dialogue figures of a text span (whole manuscript or one chapter). */
export interface DialogueFigures {
  turns: number;
  avg_turn_words: number | null;
  median_turn_words: number | null;
  longest_turn_words: number;
  turns_per_1000: number | null;
  dialogue_paragraph_pct: number | null;
}

/** The dialogue result. */
export interface DialogueResult extends DialogueFigures {
  meta: ResultMeta;
  chapters: (DialogueFigures & { number: number; words: number })[];
}

/** Share of words in quotes from which a paragraph is a dialogue paragraph. */
export const DIALOGUE_PARAGRAPH_SHARE = 0.5;

function figures(chapters: readonly ChapterText[]): DialogueFigures {
  const turns = chapters.flatMap((c) => c.turnWords);
  const words = chapters.reduce((s, c) => s + c.words.length, 0);
  let paragraphs = 0, dialogueParagraphs = 0;
  for (const c of chapters) {
    for (let k = 0; k + 1 < c.paragraphTokenStarts.length; k++) {
      const from = c.paragraphTokenStarts[k], to = c.paragraphTokenStarts[k + 1];
      if (to === from) continue;
      paragraphs++;
      let quoted = 0;
      for (let i = from; i < to; i++) quoted += c.dialogue[i];
      if (quoted >= DIALOGUE_PARAGRAPH_SHARE * (to - from)) dialogueParagraphs++;
    }
  }
  return {
    turns: turns.length,
    avg_turn_words: turns.length > 0 ? finite(meanOf(turns)) : null,
    median_turn_words: turns.length > 0 ? finite(exactMedian(turns)) : null,
    longest_turn_words: turns.reduce((m, t) => Math.max(m, t), 0),
    turns_per_1000: words > 0 ? finite((1000 * turns.length) / words) : null,
    dialogue_paragraph_pct: paragraphs > 0
      ? finiteNumber((100 * dialogueParagraphs) / paragraphs)
      : null,
  };
}

/**
 * Builds the dialogue result.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const a = analyzeDocument("## One\n\n“Hello,” said Hyde. “Come in.”", { language: "en" });
 * dialogueView(a).turns; // 2
 * ```
 */
export function dialogueView(analysis: Analysis): DialogueResult {
  return {
    meta: resultMeta(analysis, 2),
    ...figures(analysis.chapters),
    chapters: analysis.chapters.map((c) => ({
      number: c.chapter.number,
      words: c.words.length,
      ...figures([c]),
    })),
  };
}
