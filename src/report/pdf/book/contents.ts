/**
 * The contents page(s) of the book: the heading sunk like a chapter's, then one entry per
 * chapter in body type on the text grid — the chapter title flush left (wrapped, with a
 * hanging indent, when it is long), dot leaders, and the page number flush right in a column
 * as wide as the widest number, so numbers and leaders line up down the page. Each entry
 * links to its chapter's first page.
 *
 * The layout depends on the titles only, so the pages it needs are known before any chapter
 * is set; the page numbers are filled in after the chapters are drawn (`PdfWriter.setPage`).
 *
 * @module
 */

import { MM_PER_PT, type PdfWriter, printable } from "../writer.ts";
import { drawFolio } from "./furniture.ts";
import { drawHeading, headingLinesOf, textRowAfter } from "./chapter.ts";
import { baseline, BODY_SIZE_PT, LEADING, LINES_PER_PAGE, MEASURE, textLeft } from "./geometry.ts";
import { wrapText } from "../../text_fit.ts";

/** Hanging indent of an entry's continuation lines, in ems of the body size. */
const HANG_EMS = 1.5;
/** Space between a title (or its leaders) and the number column, in ems. */
const GAP_EMS = 1;
/** The leader unit: a dot and a space, repeated. */
const LEADER = ". ";

/** One line of the contents. */
export interface ContentsLine {
  readonly text: string;
  /** Index of the entry (chapter) it belongs to. */
  readonly entry: number;
  /** Whether it is the entry's last line (which carries leaders and the page number). */
  readonly last: boolean;
  /** Left indent (mm): 0, or the hanging indent of a continuation line. */
  readonly indent: number;
  /** Page of the contents (0-based) and grid row on it. */
  readonly page: number;
  readonly row: number;
}

/** The contents, laid out. */
export interface ContentsLayout {
  readonly heading: readonly string[];
  readonly lines: readonly ContentsLine[];
  /** Pages the contents take. */
  readonly pages: number;
  /** Width of the number column (mm). */
  readonly numberWidth: number;
}

/**
 * Lays out the contents for entry titles; `maxPage` is the largest page number it may have to
 * print (its width sets the number column).
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * contentsLayout(writer, "Contents", ["One", "Two"], 400).pages; // 1
 * ```
 */
export function contentsLayout(
  writer: PdfWriter,
  heading: string,
  titles: readonly string[],
  maxPage: number,
): ContentsLayout {
  const em = BODY_SIZE_PT * MM_PER_PT;
  const measure = (s: string) => writer.width(s, "serif", BODY_SIZE_PT);
  const numberWidth = measure(String(maxPage).replace(/\d/g, "0"));
  const room = MEASURE - numberWidth - GAP_EMS * em;
  const headingLines = headingLinesOf(writer, heading);
  const lines: ContentsLine[] = [];
  let page = 0;
  let row = textRowAfter(headingLines.length);
  titles.forEach((title, entry) => {
    // Continuation lines hang: they are set narrower, under the first line's text.
    const wrapped = wrapText(printable(title), room - HANG_EMS * em, measure, {
      firstWidth: room,
      keepBlank: true,
    });
    // An entry is not split over two pages.
    if (row + wrapped.length > LINES_PER_PAGE && row > 0) {
      page++;
      row = 0;
    }
    wrapped.forEach((text, k) => {
      lines.push({
        text,
        entry,
        last: k === wrapped.length - 1,
        indent: k === 0 ? 0 : HANG_EMS * em,
        page,
        row: row++,
      });
    });
  });
  return { heading: headingLines, lines, pages: page + 1, numberWidth };
}

/**
 * Draws the contents on pages `firstPage` … (already added), with each entry's page number
 * and a link to it; the writer is left on the last contents page.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * const layout = contentsLayout(writer, "Contents", ["One", "Two", "Three"], 400);
 * drawContents(writer, layout, 5, [7, 12, 19]); // contents on page 5, entries link to 7, 12, 19
 * ```
 */
export function drawContents(
  writer: PdfWriter,
  layout: ContentsLayout,
  firstPage: number,
  pageNumbers: readonly number[],
): void {
  const em = BODY_SIZE_PT * MM_PER_PT;
  const measure = (s: string) => writer.width(s, "serif", BODY_SIZE_PT);
  const leaderWidth = measure(LEADER);
  for (let p = 0; p < layout.pages; p++) {
    writer.setPage(firstPage + p);
    if (p === 0) drawHeading(writer, layout.heading);
    drawFolio(writer);
  }
  let top = 0;
  for (const line of layout.lines) {
    const page = firstPage + line.page;
    writer.setPage(page);
    const left = textLeft(page);
    const right = left + MEASURE;
    const y = baseline(line.row);
    if (line.indent === 0) top = y - LEADING * 0.75;
    writer.text(line.text, left + line.indent, y, { role: "serif", size: BODY_SIZE_PT });
    if (!line.last) continue;
    const number = String(pageNumbers[line.entry]);
    writer.text(number, right, y, { role: "serif", size: BODY_SIZE_PT, align: "right" });
    // Leaders end a fixed distance before the number column, so their dots line up.
    const end = right - layout.numberWidth - GAP_EMS * em / 2;
    const start = left + line.indent + measure(line.text) + GAP_EMS * em / 2;
    const count = Math.floor((end - start) / leaderWidth);
    if (count >= 2) {
      writer.text(LEADER.repeat(count).trimEnd(), end, y, {
        role: "serif",
        size: BODY_SIZE_PT,
        align: "right",
      });
    }
    writer.link(left, top, MEASURE, y - top + LEADING * 0.25, pageNumbers[line.entry]);
  }
}
