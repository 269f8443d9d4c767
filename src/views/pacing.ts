/**
 * The pacing module (SPEC 2.5): scenes, sentence pace and chapter-ending hooks.
 *
 * - `scenes` per chapter = explicit scene breaks + 1. Without any divider in the manuscript,
 *   `explicit_scene_breaks` is 0 and `scenes_are_chapters` is true.
 * - `hook_score` 0..3 of a chapter's ending: +1 when the closing sentence has at most 8 words,
 *   +1 when it ends with `?`, `!` or an ellipsis (closing quotes and brackets are looked
 *   through), +1 when the chapter closes in dialogue (its last word stands inside quotes).
 * - `fastest_chapter` / `slowest_chapter`: lowest / highest ASL among chapters with sentences
 *   (the earlier chapter on ties); null without any.
 *
 * @module
 */

import { meanOf } from "../metrics/sentence_stats.ts";
import type { Analysis, ChapterText } from "../features/pipeline.ts";
import { type ResultMeta, resultMeta } from "./meta.ts";
import { finite } from "./finite.ts";

/** Words a closing sentence may have to count as short. */
export const HOOK_MAX_WORDS = 8;

/** Pacing of one chapter. */
export interface PacingChapter {
  number: number;
  words: number;
  sentences: number;
  asl: number | null;
  scenes: number;
  scene_breaks: number;
  words_per_scene: number | null;
  hook_score: number;
  hook: { short_close: boolean; open_punctuation: boolean; dialogue_close: boolean };
}

/** The pacing result. */
export interface PacingResult {
  meta: ResultMeta;
  explicit_scene_breaks: number;
  scenes_are_chapters: boolean;
  total_scenes: number;
  fastest_chapter: number | null;
  slowest_chapter: number | null;
  mean_hook_score: number | null;
  chapters: PacingChapter[];
}

const TRAILING_CLOSERS = /[\s”’"»«›‹“)\]*_]+$/u;

function hook(ct: ChapterText) {
  const n = ct.sentenceLengths.length;
  const paragraphs = ct.chapter.paragraphs;
  const lastText = paragraphs.length > 0 ? paragraphs[paragraphs.length - 1].text : "";
  const end = lastText.replace(TRAILING_CLOSERS, "");
  const shortClose = n > 0 && ct.sentenceLengths[n - 1] <= HOOK_MAX_WORDS;
  const openPunctuation = /(?:[?!…]|\.\.\.)$/.test(end);
  const dialogueClose = ct.dialogue.length > 0 && ct.dialogue[ct.dialogue.length - 1] === 1;
  return {
    score: Number(shortClose) + Number(openPunctuation) + Number(dialogueClose),
    parts: {
      short_close: shortClose,
      open_punctuation: openPunctuation,
      dialogue_close: dialogueClose,
    },
  };
}

/**
 * Builds the pacing result.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const a = analyzeDocument("## One\n\nIt rained. Who was at the door?", { language: "en" });
 * pacingView(a).chapters[0].hook_score; // 2 (short closing sentence ending in "?")
 * ```
 */
export function pacingView(analysis: Analysis): PacingResult {
  const breaks = analysis.chapters.reduce((s, c) => s + c.chapter.sceneBreaks, 0);
  const chapters = analysis.chapters.map((ct): PacingChapter => {
    const h = hook(ct);
    const scenes = ct.chapter.sceneBreaks + 1;
    const asl = ct.sentenceLengths.length > 0 ? meanOf(ct.sentenceLengths) : null;
    return {
      number: ct.chapter.number,
      words: ct.words.length,
      sentences: ct.sentenceLengths.length,
      asl: finite(asl),
      scenes,
      scene_breaks: ct.chapter.sceneBreaks,
      words_per_scene: finite(ct.words.length / scenes),
      hook_score: h.score,
      hook: h.parts,
    };
  });
  const timed = analysis.chapters
    .map((ct) => ({
      n: ct.chapter.number,
      asl: meanOf(ct.sentenceLengths),
      s: ct.sentenceLengths.length,
    }))
    .filter((c) => c.s > 0);
  const by = (better: (a: number, b: number) => boolean) =>
    timed.length === 0 ? null : timed.reduce((best, c) => (better(c.asl, best.asl) ? c : best)).n;
  return {
    meta: resultMeta(analysis, 2),
    explicit_scene_breaks: breaks,
    scenes_are_chapters: breaks === 0,
    total_scenes: chapters.reduce((s, c) => s + c.scenes, 0),
    fastest_chapter: by((a, b) => a < b),
    slowest_chapter: by((a, b) => a > b),
    mean_hook_score: chapters.length > 0
      ? finite(chapters.reduce((s, c) => s + c.hook_score, 0) / chapters.length)
      : null,
    chapters,
  };
}
