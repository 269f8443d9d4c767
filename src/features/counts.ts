/**
 * One pass over a chapter's tokens that yields every count the chapter features need, reading
 * the per-type lexicon (word classes are decided once per type, not once per token).
 *
 * @module
 */

import type { Analysis, ChapterText } from "./pipeline.ts";
import { TENSE_PAST, TENSE_PRESENT } from "./pipeline.ts";
import { FILTER_VERB, FIRST_PERSON, FUNCTION_WORD, LONG_WORD, MODAL_VERB } from "./lexicon.ts";

/** Raw counts of one chapter. */
export interface ChapterCounts {
  readonly words: number;
  readonly dialogueWords: number;
  readonly functionWords: number;
  readonly longWords: number;
  readonly filterVerbs: number;
  readonly modalVerbs: number;
  readonly adjectives: number;
  readonly presentMarks: number;
  readonly pastMarks: number;
  /** First word of each sentence -> number of sentences starting with it. */
  readonly sentenceStarts: ReadonlyMap<string, number>;
  readonly firstPersonStarts: number;
}

/**
 * Counts tokens by class in one pass.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "./pipeline.ts";
 * const a = analyzeDocument("## One\n\nIt rained. We stayed in.", { language: "en" });
 * countChapter(a.chapters[0], a).words; // 5
 * ```
 */
export function countChapter(
  ct: ChapterText,
  analysis: Pick<Analysis, "lexicon">,
): ChapterCounts {
  const { flags, isAdjective } = analysis.lexicon;
  let dialogueWords = 0, functionWords = 0, longWords = 0, filterVerbs = 0, modalVerbs = 0;
  let adjectives = 0, presentMarks = 0, pastMarks = 0;
  const { ids, words, raw, dialogue, tense } = ct;
  for (let i = 0; i < ids.length; i++) {
    const f = flags[ids[i]];
    if (dialogue[i]) dialogueWords++;
    if (f & FUNCTION_WORD) functionWords++;
    if (f & LONG_WORD) longWords++;
    if (f & FILTER_VERB) filterVerbs++;
    if (f & MODAL_VERB) modalVerbs++;
    if (isAdjective(ids[i], raw[i].charCodeAt(0) !== words[i].charCodeAt(0))) adjectives++;
    if (tense[i] === TENSE_PRESENT) presentMarks++;
    else if (tense[i] === TENSE_PAST) pastMarks++;
  }
  const sentenceStarts = new Map<string, number>();
  let firstPersonStarts = 0;
  for (const start of ct.sentenceStarts) {
    const w = words[start];
    sentenceStarts.set(w, (sentenceStarts.get(w) ?? 0) + 1);
    if (flags[ids[start]] & FIRST_PERSON) firstPersonStarts++;
  }
  return {
    words: ids.length,
    dialogueWords,
    functionWords,
    longWords,
    filterVerbs,
    modalVerbs,
    adjectives,
    presentMarks,
    pastMarks,
    sentenceStarts,
    firstPersonStarts,
  };
}
