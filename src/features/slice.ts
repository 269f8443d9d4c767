/**
 * A run of paragraphs of one chapter (a scene) as a `ChapterText` of its own, cut from the
 * chapter's arrays (no re-tokenising), so the chapter measures apply to scenes unchanged.
 *
 * @module
 */

import type { Chapter } from "../document/types.ts";
import type { Analysis, ChapterText } from "./pipeline.ts";
import { countPunctuation } from "../metrics/punctuation.ts";
import { whitespaceWords } from "../text/tokenize.ts";
import { tokenTotals } from "./lexicon.ts";

/**
 * Paragraphs `[from, to)` of a chapter as a ChapterText.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "./pipeline.ts";
 * const a = analyzeDocument("## One\n\nIt rained.\n\nWe stayed in.", { language: "en" });
 * sliceParagraphs(a, a.chapters[0], 1, 2).words; // ["we", "stayed", "in"]
 * ```
 */
export function sliceParagraphs(
  analysis: Pick<Analysis, "lexicon" | "nominalPattern">,
  ct: ChapterText,
  from: number,
  to: number,
): ChapterText {
  const t0 = ct.paragraphTokenStarts[from], t1 = ct.paragraphTokenStarts[to];
  const s0 = ct.paragraphSentenceStarts[from], s1 = ct.paragraphSentenceStarts[to];
  const u0 = ct.paragraphTurnStarts[from], u1 = ct.paragraphTurnStarts[to];
  const ids = ct.ids.subarray(t0, t1);
  const raw = ct.raw.slice(t0, t1);
  const paragraphs = ct.chapter.paragraphs.slice(from, to);
  const chapter: Chapter = {
    ...ct.chapter,
    paragraphs,
    sceneBreaks: 0,
    headingLine: paragraphs[0]?.startLine ?? ct.chapter.headingLine,
    endLine: paragraphs[paragraphs.length - 1]?.endLine ?? ct.chapter.endLine,
  };
  const sentencePassives = ct.sentencePassives.subarray(s0, s1);
  return {
    chapter,
    ids,
    words: ct.words.slice(t0, t1),
    raw,
    // Offsets are per paragraph, so a slice of whole paragraphs keeps them as they are.
    tokenStarts: ct.tokenStarts.subarray(t0, t1),
    dialogue: ct.dialogue.subarray(t0, t1),
    tense: ct.tense.subarray(t0, t1),
    sentenceLengths: ct.sentenceLengths.slice(s0, s1),
    sentenceStarts: ct.sentenceStarts.slice(s0, s1).map((s) => s - t0),
    paragraphTokenStarts: ct.paragraphTokenStarts.slice(from, to + 1).map((s) => s - t0),
    paragraphSentenceStarts: ct.paragraphSentenceStarts.slice(from, to + 1).map((s) => s - s0),
    paragraphTurnStarts: ct.paragraphTurnStarts.slice(from, to + 1).map((s) => s - u0),
    turnWords: ct.turnWords.slice(u0, u1),
    ...tokenTotals(ids, raw, analysis.lexicon, analysis.nominalPattern),
    passives: sentencePassives.reduce((a, b) => a + b, 0),
    sentencePassives,
    passiveTokens: ct.passiveTokens.filter((i) => i >= t0 && i < t1).map((i) => i - t0),
    cleanWords: paragraphs.reduce((n, p) => n + whitespaceWords(p.text), 0),
    punctuation: countPunctuation(paragraphs.map((p) => p.text).join("\n")),
  };
}
