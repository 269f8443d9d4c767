/**
 * One chart in the report flow: a heading with its outline entry, the guide text, and a box of
 * fixed height kept on the same page as the heading.
 *
 * @module
 */

import { type Box, CHART_STYLE, type ChartStyle } from "../draw/style.ts";
import type { Bookmark } from "../writer.ts";
import type { ReportContext } from "./context.ts";
import { INK, PAGE, type ParagraphOptions } from "./flow.ts";

/** The chart style of the report. */
export const STYLE: ChartStyle = CHART_STYLE;

/** Guide texts under chart headings. */
export const GUIDE: ParagraphOptions = { size: 8.5, colour: INK.muted, after: 1.5 };

/**
 * Draws a titled chart: heading (outline child of `parent`), optional guide, then `draw` into a
 * box `height` mm tall at the cursor. Returns the heading's bookmark.
 *
 * @example
 * ```ts
 * import { drawLineChart } from "../draw/line.ts";
 * import type { Bookmark } from "../writer.ts";
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext, charts: Bookmark;
 * const input = { numbers: [1, 2, 3], values: [12, 18, 14], format: String };
 * const mark = chartBlock(ctx, charts, "Sentence rhythm", null, 60, (box) =>
 *   drawLineChart(ctx.w, STYLE, box, input)); // the heading's bookmark
 * ```
 */
export function chartBlock(
  ctx: ReportContext,
  parent: Bookmark,
  title: string,
  guide: string | null,
  height: number,
  draw: (box: Box) => void,
): Bookmark {
  const { flow } = ctx;
  const guideHeight = guide ? flow.paragraphHeight(guide, GUIDE) + 1.5 : 0;
  const mark = flow.heading(title, parent, guideHeight + height);
  if (guide) flow.paragraph(guide, GUIDE);
  flow.need(height);
  draw({ x: PAGE.left, y: flow.y, w: flow.width, h: height });
  flow.y += height + 5;
  return mark;
}

/**
 * A heading with a guide and a "nothing to report" line, for a chart without data.
 *
 * @example
 * ```ts
 * import type { Bookmark } from "../writer.ts";
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext, charts: Bookmark;
 * emptyChart(ctx, charts, "Sentence rhythm"); // heading, then "Nothing to report here."
 * ```
 */
export function emptyChart(ctx: ReportContext, parent: Bookmark, title: string): void {
  ctx.flow.heading(title, parent, 10);
  ctx.flow.paragraph(ctx.t("none_found"), GUIDE);
  ctx.flow.gap(3);
}

/**
 * A tick formatter in the interface language with at most `digits` decimals.
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * tickFormat(ctx)(2.5); // "2.5" in English, "2,5" in German
 * ```
 */
export function tickFormat(ctx: ReportContext, digits = 2): (v: number) => string {
  return (v) => ctx.num(v, digits);
}
