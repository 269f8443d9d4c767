/**
 * Page design of the A5 reading layout (148 × 210 mm), in millimetres unless a name says pt.
 *
 * - Margins: inner 19, outer 15 (the inner one is wider: a glued A5 paperback loses a few
 *   millimetres in the spine), giving a 114 mm measure, about 66 characters of 10.5 pt serif.
 * - Body: 10.5 pt on 14 pt leading, 34 lines on a fixed baseline grid from 24 mm to 187 mm;
 *   the type area's top (cap height of the first line) is about 21.5 mm from the page top,
 *   its last baseline 23 mm above the bottom edge.
 * - Running head 8 pt capitals on a baseline 15.5 mm from the top; folio 9 pt, centred,
 *   197 mm from the top.
 * - Page 1 (the title page) is a recto: odd pages are rectos, their inner margin on the left.
 *
 * @module
 */

import { MM_PER_PT } from "../writer.ts";

/** Page width. */
const PAGE_WIDTH = 148;
/** Margin on the spine side. */
const INNER_MARGIN = 19;
/** Margin on the fore-edge side. */
const OUTER_MARGIN = 15;
/** Width of the type area. */
export const MEASURE = PAGE_WIDTH - INNER_MARGIN - OUTER_MARGIN;

/** Body text size (pt) and leading (pt, mm). */
export const BODY_SIZE_PT = 10.5;
const LEADING_PT = 14;
export const LEADING = LEADING_PT * MM_PER_PT;
/** First-line indent of a paragraph: one em of the body size. */
export const INDENT = BODY_SIZE_PT * MM_PER_PT;
/** Baseline of the first grid line and number of grid lines per page. */
export const FIRST_BASELINE = 24;
export const LINES_PER_PAGE = 34;
/** Baseline of the last grid line. */
export const LAST_BASELINE = FIRST_BASELINE + (LINES_PER_PAGE - 1) * LEADING;

/** Running head: size (pt) and baseline. */
export const HEAD_SIZE_PT = 8;
export const HEAD_BASELINE = 15.5;
/** Folio (page number): size (pt) and baseline. */
export const FOLIO_SIZE_PT = 9;
export const FOLIO_BASELINE = 197;

/** Chapter heading: size and leading (pt), first baseline, space down to the text. */
export const CHAPTER_SIZE_PT = 15;
export const CHAPTER_LEADING_PT = 19;
export const CHAPTER_BASELINE = 50;
export const CHAPTER_GAP = 14;
/** Most heading lines printed; a longer heading ends with "…". */
export const CHAPTER_MAX_LINES = 6;

/** Grid lines a scene divider takes (the asterisks sit between them). */
export const DIVIDER_LINES = 2;
/** The divider: three asterisks, spaced with plain spaces (every text font has both). */
export const DIVIDER_TEXT = "*   *   *";

/**
 * Left edge of the type area on a page (1-based; odd pages are rectos).
 *
 * @example
 * ```ts
 * textLeft(1); // 19 (recto: inner margin on the left)
 * textLeft(2); // 15
 * ```
 */
export function textLeft(page: number): number {
  return page % 2 === 1 ? INNER_MARGIN : OUTER_MARGIN;
}

/**
 * Baseline of grid line `row` (0-based).
 *
 * @example
 * ```ts
 * baseline(0); // 24
 * ```
 */
export function baseline(row: number): number {
  return FIRST_BASELINE + row * LEADING;
}
