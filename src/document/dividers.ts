/**
 * Scene dividers (SPEC 2.1): a line that consists of exactly one of ten forms.
 *
 * @module
 */

import { firstNonWhitespace } from "./whitespace.ts";

/** The ten divider forms, as written (surrounding whitespace is ignored). */
export const SCENE_DIVIDERS: readonly string[] = [
  "---",
  "- - -",
  "***",
  "* * *",
  "___",
  "_ _ _",
  "\u2022\u2022\u2022",
  "\u2022 \u2022 \u2022",
  "\u2014\u2014\u2014",
  "\u2042",
];

const DIVIDER_SET = new Set(SCENE_DIVIDERS);
const DIVIDER_STARTS = new Set(SCENE_DIVIDERS.map((d) => d.charCodeAt(0)));

/**
 * Whether a (comment-free) line is a scene divider.
 *
 * @example
 * ```ts
 * isSceneDivider("  * * *  "); // true
 * isSceneDivider("****"); // false
 * ```
 */
export function isSceneDivider(line: string): boolean {
  // Most lines are prose: a look at the first visible character spares a trimmed copy.
  const first = firstNonWhitespace(line);
  return first < line.length && DIVIDER_STARTS.has(line.charCodeAt(first)) &&
    DIVIDER_SET.has(line.trim());
}
