/**
 * One pass over a chapter's tokens that yields every count the chapter features need.
 *
 * @module
 */

import type { LanguageProfile } from "../language/types.ts";
import { type ChapterText, TENSE_PAST, TENSE_PRESENT } from "../pipeline.ts";
import { LONG_WORD_MIN_LETTERS } from "./feature_ids.ts";

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
 * // countChapter(analysis.chapters[0], analysis.profile).words
 * ```
 */
export function countChapter(ct: ChapterText, profile: LanguageProfile): ChapterCounts {
  let dialogueWords = 0, functionWords = 0, longWords = 0, filterVerbs = 0, modalVerbs = 0;
  let adjectives = 0, presentMarks = 0, pastMarks = 0;
  const { words, raw, dialogue, tense } = ct;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (dialogue[i]) dialogueWords++;
    if (profile.functionWords.has(w)) functionWords++;
    if (letterCount(w) >= LONG_WORD_MIN_LETTERS) longWords++;
    if (profile.filterVerbs.has(w)) filterVerbs++;
    if (profile.modalVerbs.has(w)) modalVerbs++;
    if (profile.isAdjective(w, raw[i])) adjectives++;
    if (tense[i] === TENSE_PRESENT) presentMarks++;
    else if (tense[i] === TENSE_PAST) pastMarks++;
  }
  const sentenceStarts = new Map<string, number>();
  let firstPersonStarts = 0;
  for (const start of ct.sentenceStarts) {
    const w = words[start];
    sentenceStarts.set(w, (sentenceStarts.get(w) ?? 0) + 1);
    if (profile.firstPersonPronouns.has(w)) firstPersonStarts++;
  }
  return {
    words: words.length,
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

/** Letters in a token (apostrophes and hyphens do not count). */
function letterCount(w: string): number {
  let n = 0;
  for (const ch of w) if (ch !== "'" && ch !== "-") n++;
  return n;
}
