/**
 * A run of paragraphs of one chapter (a scene) as a `ChapterText` of its own, cut from the
 * chapter's arrays (no re-tokenising), so the chapter measures apply to scenes unchanged.
 *
 * @module
 */

import type { Chapter } from "../document/types.ts";
import type { Analysis, ChapterText } from "../pipeline.ts";
import { countPunctuation } from "../metrics/punctuation.ts";
import { NOMINALIZATION } from "./lexicon.ts";

/**
 * Paragraphs `[from, to)` of a chapter as a ChapterText.
 *
 * @example
 * ```ts
 * // sliceParagraphs(analysis, analysis.chapters[0], 0, 3).words.length
 * ```
 */
export function sliceParagraphs(
  analysis: Pick<Analysis, "lexicon" | "settings">,
  ct: ChapterText,
  from: number,
  to: number,
): ChapterText {
  const t0 = ct.paragraphTokenStarts[from], t1 = ct.paragraphTokenStarts[to];
  const s0 = ct.paragraphSentenceStarts[from], s1 = ct.paragraphSentenceStarts[to];
  const u0 = ct.paragraphTurnStarts[from], u1 = ct.paragraphTurnStarts[to];
  const ids = ct.ids.subarray(t0, t1);
  const raw = ct.raw.slice(t0, t1);
  const nominal = analysis.settings.nominalRegex
    ? new RegExp(analysis.settings.nominalRegex, "u")
    : null;
  let nominalizations = 0, syllables = 0;
  for (let i = 0; i < ids.length; i++) {
    syllables += analysis.lexicon.syllables[ids[i]];
    if (nominal ? nominal.test(raw[i]) : analysis.lexicon.flags[ids[i]] & NOMINALIZATION) {
      nominalizations++;
    }
  }
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
    dialogue: ct.dialogue.subarray(t0, t1),
    tense: ct.tense.subarray(t0, t1),
    sentenceLengths: ct.sentenceLengths.slice(s0, s1),
    sentenceStarts: ct.sentenceStarts.slice(s0, s1).map((s) => s - t0),
    paragraphTokenStarts: ct.paragraphTokenStarts.slice(from, to + 1).map((s) => s - t0),
    paragraphSentenceStarts: ct.paragraphSentenceStarts.slice(from, to + 1).map((s) => s - s0),
    paragraphTurnStarts: ct.paragraphTurnStarts.slice(from, to + 1).map((s) => s - u0),
    turnWords: ct.turnWords.slice(u0, u1),
    syllables,
    nominalizations,
    passives: sentencePassives.reduce((a, b) => a + b, 0),
    sentencePassives,
    cleanWords: paragraphs.reduce((n, p) => n + p.text.split(/\s+/).filter(Boolean).length, 0),
    punctuation: countPunctuation(paragraphs.map((p) => p.text).join("\n")),
  };
}
