/**
 * Presence of a pattern across chapters, shared by `characters` and `motifs`.
 *
 * `longest_gap` is the longest run of consecutive chapters without a mention between the first
 * and the last chapter that mention it (0 when it appears in at most one chapter, or in every
 * chapter of its span); chapters before the first and after the last mention are not a gap.
 *
 * @module
 */

import type { Analysis } from "../features/pipeline.ts";
import { finite } from "./finite.ts";

/** Presence figures of one pattern. */
export interface Presence {
  mentions: number;
  chapters_present: number;
  first_chapter: number | null;
  last_chapter: number | null;
  longest_gap: number;
  presence_ratio: number | null;
  /** Mentions per chapter number (every chapter, 0 included). */
  per_chapter: Record<string, number>;
}

/**
 * Counts the matches of a global regex in each chapter's paragraphs.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const a = analyzeDocument("## One\n\nThe sea was calm.\n\n## Two\n\nHe saw the sea.");
 * countPerChapter(a, /\bsea\b/giu); // [1, 1]
 * ```
 */
export function countPerChapter(analysis: Analysis, pattern: RegExp): number[] {
  return countInTexts(
    analysis.chapters.map((ct) => ct.chapter.paragraphs.map((p) => p.text)),
    pattern,
  );
}

/**
 * Counts the matches of a global regex in each chapter's texts (one array per chapter).
 *
 * @example
 * ```ts
 * countInTexts([["a sea", "sea"], []], /sea/gu); // [2, 0]
 * ```
 */
export function countInTexts(chapters: readonly (readonly string[])[], pattern: RegExp): number[] {
  return chapters.map((texts) => {
    let n = 0;
    for (const text of texts) {
      pattern.lastIndex = 0;
      for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
        if (m[0] === "") pattern.lastIndex++;
        else n++;
      }
    }
    return n;
  });
}

/**
 * Presence figures from per-chapter counts.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const a = analyzeDocument("## One\n\nThe sea was calm.\n\n## Two\n\nHe saw the sea.");
 * presence(a, [2, 0]); // { mentions: 2, chapters_present: 1, longest_gap: 0, … }
 * ```
 */
export function presence(analysis: Analysis, counts: readonly number[]): Presence {
  const numbers = analysis.chapters.map((c) => c.chapter.number);
  const present = counts.map((c, i) => (c > 0 ? i : -1)).filter((i) => i >= 0);
  let longestGap = 0;
  for (let k = 1; k < present.length; k++) {
    longestGap = Math.max(longestGap, present[k] - present[k - 1] - 1);
  }
  const perChapter: Record<string, number> = {};
  numbers.forEach((n, i) => (perChapter[String(n)] = counts[i]));
  return {
    mentions: counts.reduce((a, b) => a + b, 0),
    chapters_present: present.length,
    first_chapter: present.length > 0 ? numbers[present[0]] : null,
    last_chapter: present.length > 0 ? numbers[present[present.length - 1]] : null,
    longest_gap: longestGap,
    presence_ratio: numbers.length > 0 ? finite(present.length / numbers.length) : null,
    per_chapter: perChapter,
  };
}

/**
 * Wraps a pattern so that it matches whole words only (no letter or digit on either side).
 *
 * @example
 * ```ts
 * wholeWord("Anna").test("Annabel"); // false
 * ```
 */
export function wholeWord(source: string, flags = "giu"): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, flags);
}

/**
 * Escapes a literal for use inside a regular expression.
 *
 * @example
 * ```ts
 * escapeRegex("Mr. Hyde"); // "Mr\\. Hyde"
 * ```
 */
export function escapeRegex(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\\/-]/g, "\\$&");
}
