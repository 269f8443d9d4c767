/**
 * Sets one chapter: a new page with the sunk heading (or none for a chapter without one),
 * the text flow paginated with widow and orphan control, running heads on the pages after
 * the opening and a folio on every page.
 *
 * @module
 */

import type { Chapter } from "../../../document/types.ts";
import { MM_PER_PT, type PdfWriter, printable } from "../writer.ts";
import { fillLabel } from "../../labels/packs.ts";
import type { BookLabels } from "./book_labels.ts";
import { type BodyMetrics, type BookRow, chapterFlow } from "./flow.ts";
import {
  baseline,
  BODY_SIZE_PT,
  CHAPTER_BASELINE,
  CHAPTER_GAP,
  CHAPTER_LEADING_PT,
  CHAPTER_MAX_LINES,
  CHAPTER_SIZE_PT,
  DIVIDER_TEXT,
  LEADING,
  LINES_PER_PAGE,
  MEASURE,
  textLeft,
} from "./geometry.ts";
import { paginate } from "./paginate.ts";
import { drawFolio, drawRunningHead } from "./furniture.ts";
import { wrapText } from "../../text_fit.ts";

/** What every chapter of one book shares. */
export interface BookContext {
  readonly writer: PdfWriter;
  readonly metrics: BodyMetrics;
  /** The book title (running head of versos). */
  readonly title: string;
  readonly labels: BookLabels;
  /** BCP 47 tag for upper-casing running heads, e.g. "de"; undefined: the default rules. */
  readonly locale: string | undefined;
}

/** A chapter set but not yet drawn: its heading lines, text rows and page breaks. */
export interface ChapterPlan {
  readonly chapter: Chapter;
  /** The heading as printed ("" for a chapter without one). */
  readonly heading: string;
  /** The heading's lines (wrapped, at most {@linkcode CHAPTER_MAX_LINES}). */
  readonly headingLines: readonly string[];
  /** Grid row where the text starts on the opening page. */
  readonly startRow: number;
  readonly rows: readonly BookRow[];
  /** First row of each page; the chapter takes `starts.length` pages. */
  readonly starts: readonly number[];
}

/**
 * Sets a chapter without drawing it, so the pages it takes are known before any is drawn
 * (the contents page lists them).
 *
 * @example
 * ```ts
 * import { parseManuscript } from "../../../document/parse.ts";
 * declare const context: BookContext;
 * const chapter = parseManuscript("## One\n\nIt was late.\n").chapters[0];
 * planChapter(context, chapter).starts.length; // 1 (the chapter takes one page)
 * ```
 */
export function planChapter(context: BookContext, chapter: Chapter): ChapterPlan {
  const heading = printable(chapter.title).trim();
  const headingLines = heading ? headingLinesOf(context.writer, heading) : [];
  const startRow = heading ? textRowAfter(headingLines.length) : 0;
  const rows = chapterFlow(chapter, context.metrics);
  const starts = paginate(rows, (n) => n === 0 ? LINES_PER_PAGE - startRow : LINES_PER_PAGE);
  if (starts.length === 0) starts.push(0);
  return { chapter, heading, headingLines, startRow, rows, starts };
}

/**
 * Draws a planned chapter from a new page on; returns the page it opens on.
 *
 * @example
 * ```ts
 * import { parseManuscript } from "../../../document/parse.ts";
 * declare const context: BookContext;
 * const chapter = parseManuscript("## One\n\nIt was late.\n").chapters[0];
 * const page = drawChapter(context, planChapter(context, chapter)); // the opening page
 * ```
 */
export function drawChapter(context: BookContext, plan: ChapterPlan): number {
  const { writer } = context;
  const { chapter, heading, rows, starts, startRow } = plan;
  writer.addPage();
  const opening = writer.page;
  writer.bookmark(heading || fillLabel(context.labels.chapter, { number: chapter.number }));
  if (heading) drawHeading(writer, plan.headingLines);
  starts.forEach((from, k) => {
    if (k > 0) writer.addPage();
    const to = k + 1 < starts.length ? starts[k + 1] : rows.length;
    drawRows(writer, rows, from, to, k === 0 ? startRow : 0);
    if (writer.page !== opening) {
      const recto = writer.page % 2 === 1;
      drawRunningHead(writer, recto ? heading || context.title : context.title, context.locale);
    }
    drawFolio(writer);
  });
  return opening;
}

/**
 * A heading wrapped to the measure, at most {@linkcode CHAPTER_MAX_LINES} lines.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * headingLinesOf(writer, "The Storm"); // ["The Storm"]
 * ```
 */
export function headingLinesOf(writer: PdfWriter, heading: string): string[] {
  const measure = (s: string) => writer.width(s, "bold", CHAPTER_SIZE_PT);
  return wrapText(heading, MEASURE, measure, { maxLines: CHAPTER_MAX_LINES, keepBlank: true });
}

/**
 * The grid row where text starts below a sunk heading of `count` lines.
 *
 * @example
 * ```ts
 * textRowAfter(1); // 9
 * textRowAfter(2); // 10
 * ```
 */
export function textRowAfter(count: number): number {
  const last = CHAPTER_BASELINE + (count - 1) * CHAPTER_LEADING_PT * MM_PER_PT;
  let row = 0;
  while (baseline(row) < last + CHAPTER_GAP) row++;
  return row;
}

/**
 * Draws heading lines centred and sunk, as every chapter (and the contents) opens.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * drawHeading(writer, ["The Storm"]); // centred in bold at the chapter baseline
 * ```
 */
export function drawHeading(writer: PdfWriter, lines: readonly string[]): void {
  const center = textLeft(writer.page) + MEASURE / 2;
  const leading = CHAPTER_LEADING_PT * MM_PER_PT;
  lines.forEach((line, i) => {
    writer.text(line, center, CHAPTER_BASELINE + i * leading, {
      role: "bold",
      size: CHAPTER_SIZE_PT,
      align: "center",
    });
  });
}

/** Draws rows `from`..`to` (exclusive) from grid row `row` on the current page. */
function drawRows(
  writer: PdfWriter,
  rows: readonly BookRow[],
  from: number,
  to: number,
  row: number,
) {
  const left = textLeft(writer.page);
  const em = BODY_SIZE_PT * MM_PER_PT;
  let i = from;
  while (i < to) {
    const first = rows[i];
    if (first.kind === "divider") {
      // Centred between the text above and below: half a line down, raised by the
      // asterisks' own height above the baseline.
      const y = baseline(row) + LEADING / 2 + 0.25 * em;
      writer.text(DIVIDER_TEXT, left + MEASURE / 2, y, {
        role: "serif",
        size: BODY_SIZE_PT,
        align: "center",
      });
      row += first.height;
      i++;
      continue;
    }
    if (first.ragged) {
      writer.text(first.text, left + first.indent, baseline(row), {
        role: "serif",
        size: BODY_SIZE_PT,
      });
      row++;
      i++;
      continue;
    }
    let j = i + 1;
    // One justified call per run of lines of a paragraph; an indented first line alone.
    if (first.indent === 0) {
      while (
        j < to && rows[j].kind === "line" && rows[j].paragraph === first.paragraph &&
        !rows[j].ragged
      ) j++;
    }
    const lines = rows.slice(i, j).map((r) => r.text);
    writer.use("serif", BODY_SIZE_PT);
    writer.justified(
      lines,
      left + first.indent,
      baseline(row),
      MEASURE - first.indent,
      LEADING,
      !rows[j - 1].last,
    );
    row += j - i;
    i = j;
  }
}
