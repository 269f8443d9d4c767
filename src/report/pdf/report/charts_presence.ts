/**
 * The character presence matrix (only when names were given, `views.characters` non-null) and
 * the per-name table, as on the dashboard's Characters tab. Like the heatmap, a long book is
 * split into blocks of chapters so the dots stay readable.
 *
 * @module
 */

import { dotLegend, dotMatrixBlockHeight, drawDotMatrixBlock } from "../draw/dots.ts";
import { splitEvenly } from "../draw/heatmap.ts";
import { drawLegend, legendHeight } from "../draw/legend.ts";
import { label, lineHeight, measureWith } from "../draw/style.ts";
import type { Bookmark } from "../writer.ts";
import { emptyChart, GUIDE, STYLE } from "./chart_block.ts";
import type { ReportContext } from "./context.ts";
import { PAGE } from "./flow.ts";
import { drawTable } from "./table.ts";

const MIN_CELL = 2.2;
const MAX_CELL = 8;
const ROW = 4;
/** Names per block at most, so a block always fits one page. */
const MAX_ROWS = 45;
/** Height of one name-table row at the table's default size (mm), for keeping it with the chart. */
const ROW_ESTIMATE = 5.2;

/**
 * Draws the presence matrix and the name table; nothing when no names were given.
 *
 * @example
 * ```ts
 * import type { Bookmark } from "../writer.ts";
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext, charts: Bookmark;
 * presenceChart(ctx, charts); // the presence matrix (nothing without names)
 * ```
 */
export function presenceChart(ctx: ReportContext, parent: Bookmark): void {
  const { t, num, share, flow, model, w } = ctx;
  const result = model.views.characters;
  if (!result) return;
  const title = t("section_presence");
  const chapters = model.chapters;
  const names = result.characters.map((c) => c.name);
  const counts = result.characters.map((c) =>
    chapters.map((ch) => c.per_chapter[String(ch.number)] ?? 0)
  );
  const max = Math.max(0, ...counts.flat().filter((v) => Number.isFinite(v)));
  if (max === 0 || chapters.length === 0) return emptyChart(ctx, parent, title);

  const measure = measureWith(w, STYLE.role, STYLE.tickSize);
  const labelWidth = Math.min(45, 2 + Math.max(...names.map(measure)));
  const avail = flow.width - labelWidth - 2;
  const blocks = splitEvenly(chapters.length, Math.floor(avail / MIN_CELL));
  const largest = Math.max(...blocks.map(([a, b]) => b - a));
  const cellWidth = Math.min(MAX_CELL, avail / largest);
  const legend = dotLegend(
    { max, cellWidth, rowHeight: ROW },
    (n) => `${t("mentions")}: ${num(n, 0)}`,
  );
  const legendH = legendHeight(w, STYLE, legend, flow.width);
  // Many names are split into groups of rows that fit a page, like chapters into blocks.
  const groups = splitEvenly(names.length, MAX_ROWS);
  const blockH = dotMatrixBlockHeight(STYLE, groups[0][1] - groups[0][0], ROW);
  const split = blocks.length > 1;
  const captionH = split ? lineHeight(STYLE.labelSize) + 0.5 : 0;
  let guide = t("guide_presence");
  if (split) guide += " " + t("heatmap_split", { n: largest });
  const guideH = flow.paragraphHeight(guide, GUIDE) + 1.5;
  // A book in one block keeps its (short) name table on the chart's page too.
  const tableH = split ? 0 : (Math.min(names.length, 12) + 1) * ROW_ESTIMATE + 5;
  const mark = flow.heading(title, parent, guideH + legendH + 2 + captionH + blockH + tableH);
  flow.paragraph(guide, GUIDE);
  drawLegend(w, STYLE, legend, PAGE.left, flow.y, flow.width);
  flow.y += legendH + 2;
  for (const [from, to] of blocks) {
    groups.forEach(([top, bottom], g) => {
      flow.need((g === 0 ? captionH : 0) + dotMatrixBlockHeight(STYLE, bottom - top, ROW) + 2);
      if (split && g === 0) {
        const caption = t("heatmap_part", {
          from: chapters[from].number,
          to: chapters[to - 1].number,
        });
        flow.y += lineHeight(STYLE.labelSize);
        label(w, STYLE, caption, PAGE.left, flow.y - 0.8, { bold: true });
        flow.y += 0.5;
        w.bookmark(caption, mark);
      }
      flow.y += drawDotMatrixBlock(w, STYLE, PAGE.left, flow.y, {
        rows: names.slice(top, bottom),
        numbers: chapters.slice(from, to).map((c) => c.number),
        count: (c, r) => counts[top + r][from + c],
        max,
        labelWidth,
        cellWidth,
        rowHeight: ROW,
      });
      flow.y += 3;
    });
  }
  flow.gap(2);
  drawTable(
    flow,
    [
      { header: t("name"), width: 3 },
      { header: t("mentions"), width: 1.2, align: "right" },
      { header: t("chapters"), width: 1.2, align: "right" },
      { header: t("span"), width: 1.2, align: "right" },
      { header: t("longest_gap"), width: 1.4, align: "right" },
      { header: t("presence"), width: 1.2, align: "right" },
    ],
    result.characters.map((c) => [
      c.name,
      num(c.mentions, 0),
      num(c.chapters_present, 0),
      `${c.first_chapter ?? "–"}–${c.last_chapter ?? "–"}`,
      num(c.longest_gap, 0),
      share(c.presence_ratio),
    ]),
  );
}
