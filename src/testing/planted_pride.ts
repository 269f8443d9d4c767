/**
 * A test book whose one chapter stands out beyond chance: Pride and Prejudice with every
 * sentence of chapter 11 opening with "Then". The chapter evidence model lists that chapter
 * alone (Jekyll and Hyde's ten chapters are too few for anything to pass chance), so tests of
 * chapter findings (`svc check`, dismissals) read it.
 *
 * @module
 */

import { analyzeDocument } from "../features/pipeline.ts";

/** The planted chapter's number. */
export const PLANTED_CHAPTER = 11;

/**
 * The planted book's text and the planted chapter's heading line (1-based), or null when the
 * corpus is not beside the repository.
 *
 * @example
 * ```ts
 * const planted = await plantedPride();
 * planted?.headingLine; // the line of "## Chapter XI"
 * ```
 */
export async function plantedPride(): Promise<{ text: string; headingLine: number } | null> {
  const url = new URL("../../../shared/corpus/en/pride-and-prejudice.md", import.meta.url);
  const text = await Deno.readTextFile(url).catch(() => null);
  if (text === null) return null;
  const lines = text.split("\n");
  const chapter = analyzeDocument(text, { language: "en" }).document
    .chapters[PLANTED_CHAPTER - 1];
  const planted = [
    ...lines.slice(0, chapter.headingLine),
    lines.slice(chapter.headingLine, chapter.endLine).join("\n")
      .replace(/([.!?]["”]?\s+)(\p{Lu})/gu, (_m, end, l) => `${end}Then ${l.toLowerCase()}`),
    ...lines.slice(chapter.endLine),
  ].join("\n");
  return { text: planted, headingLine: chapter.headingLine };
}
