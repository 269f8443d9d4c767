/**
 * What is drawn after every section is laid out, when the page count is known: the contents
 * page (page 2, reserved before the sections; every entry links to its page) and, on every
 * page after the title, the running head (title left, section right, never touching) and the
 * footer "Page N of M".
 *
 * @module
 */

import { lineHeight, measureWith } from "../draw/style.ts";
import { fitText } from "../../text_fit.ts";
import type { ReportContext } from "./context.ts";
import { INK, PAGE } from "./flow.ts";

/**
 * Fills the reserved contents page (page 2) from the flow's contents entries.
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * contentsPage(ctx); // after all sections, fills page 2
 * ```
 */
export function contentsPage(ctx: ReportContext): void {
  const { w, t, flow } = ctx;
  w.setPage(2);
  let y = PAGE.top + lineHeight(16) * 0.8;
  w.textColor(INK.body);
  w.text(t("contents"), PAGE.left, y, { role: "sans-bold", size: 16 });
  w.strokeColor(INK.accent);
  w.lineWidth(0.5);
  w.line(PAGE.left, y + 2.2, PAGE.left + 24, y + 2.2);
  y += 10;
  for (const entry of flow.toc) {
    const size = entry.level === 0 ? 10 : 9;
    const role = entry.level === 0 ? "sans-bold" : "sans";
    const lh = lineHeight(size) + (entry.level === 0 ? 2.2 : 0.9);
    if (entry.level === 0) y += 1.5;
    if (y + lh > PAGE.bottom) break; // the entries are bounded; this only guards the margin
    const indent = entry.level === 0 ? 0 : 6;
    const page = String(entry.page);
    const measure = measureWith(w, role, size);
    const pageWidth = measure(page);
    const title = fitText(entry.title, PAGE.right - PAGE.left - indent - pageWidth - 8, measure);
    const titleEnd = PAGE.left + indent + measure(title);
    w.textColor(entry.level === 0 ? INK.body : INK.muted);
    w.text(title, PAGE.left + indent, y, { role, size });
    w.text(page, PAGE.right, y, { role, size, align: "right" });
    // A dotted leader between title and page number.
    w.strokeColor(INK.rule);
    w.lineWidth(0.2);
    w.dash([0.3, 1.2]);
    w.line(titleEnd + 2, y - 0.3, PAGE.right - pageWidth - 2, y - 0.3);
    w.dash(null);
    w.link(
      PAGE.left,
      y - lineHeight(size) * 0.8,
      PAGE.right - PAGE.left,
      lineHeight(size),
      entry.page,
    );
    y += lh;
  }
}

/**
 * Draws the running head and the footer on every page after the title page.
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * pageFurniture(ctx); // last, when the page count is final
 * ```
 */
export function pageFurniture(ctx: ReportContext): void {
  const { w, t, flow } = ctx;
  const total = w.pageCount;
  const size = 7.5;
  const measure = measureWith(w, "sans", size);
  const width = PAGE.right - PAGE.left;
  for (let page = 2; page <= total; page++) {
    w.setPage(page);
    const section = page === 2 ? t("contents") : flow.sections.get(page) ?? "";
    // The section name keeps up to 40 % of the width; the title gets the rest minus a gap.
    const sectionText = fitText(section, width * 0.4, measure);
    const titleText = fitText(ctx.title, width - measure(sectionText) - 6, measure);
    w.textColor(INK.muted);
    w.text(titleText, PAGE.left, PAGE.head, { role: "sans", size });
    w.text(sectionText, PAGE.right, PAGE.head, { role: "sans", size, align: "right" });
    w.strokeColor(INK.rule);
    w.lineWidth(0.2);
    w.line(PAGE.left, PAGE.head + 1.8, PAGE.right, PAGE.head + 1.8);
    w.text(t("page_of", { n: page, m: total }), (PAGE.left + PAGE.right) / 2, PAGE.foot, {
      role: "sans",
      size,
      align: "center",
    });
  }
}
