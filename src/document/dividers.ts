/**
 * Scene dividers (SPEC 2.1): a line that consists of exactly one of ten forms.
 *
 * @module
 */

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
  return DIVIDER_SET.has(line.trim());
}
