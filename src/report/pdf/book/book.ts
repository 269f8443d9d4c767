/**
 * The A5 reading layout (`svc pdf --layout book`): the manuscript typeset as a book.
 *
 * Page sequence: 1 the half-title (the title alone); 2 blank; 3 the title page (title, then
 * the author below it); 4 its back, with the imprint when publication is enabled, else
 * blank; 5 the contents (chapter titles with their page numbers, right-aligned behind dot
 * leaders, each a link), over as many pages as it needs; a blank page when that makes the
 * text open on a recto; then every chapter from a new page, recto or verso, whichever comes
 * next (a novel of hundreds of short chapters would otherwise waste a blank page on every
 * other one). Page numbers are the PDF's own, so the contents and a viewer agree. A document
 * without chapters is the title page alone (with the imprint behind it when enabled). The design (margins, sizes, grid)
 * is in `geometry.ts`; line breaking in `line_breaker.ts`; widow and orphan control in
 * `paginate.ts`.
 *
 * Every drawn string goes through the writer's glyph check: a character the role's font
 * cannot draw is a `ProcessingError` naming the role and `U+XXXX`, raised before any byte
 * is returned.
 *
 * @module
 */

import { PAGE_SIZES, PdfWriter } from "../writer.ts";
import type { BookInput } from "../layout.ts";
import { fillLabel } from "../../labels/packs.ts";
import { BOOK_LABELS } from "./book_labels.ts";
import { drawChapter, planChapter } from "./chapter.ts";
import { contentsLayout, drawContents } from "./contents.ts";
import { BodyMetrics } from "./flow.ts";
import { drawHalfTitle, drawImprint, drawTitlePage } from "./front_matter.ts";
import { BODY_SIZE_PT } from "./geometry.ts";
import { imprintBlocks } from "./imprint.ts";

/**
 * The book as PDF bytes.
 *
 * @example
 * ```ts
 * import { NO_PUBLICATION } from "../../../settings/publication.ts";
 * import { parseManuscript } from "../../../document/parse.ts";
 * const document = parseManuscript("# The Ledger\n\n## One\n\nIt was late.\n");
 * const bytes = bookPdf({ title: "The Ledger", author: "I. Tarrant", document, language: "en",
 *   publication: NO_PUBLICATION, fonts: { kind: "standard" }, uiLanguage: "en",
 *   created: new Date(0), creator: "svc" }); // starts with "%PDF-"
 * ```
 */
export function bookPdf(input: BookInput): Uint8Array {
  const locale = input.language === "generic" ? undefined : input.language;
  const writer = new PdfWriter({
    pageSize: PAGE_SIZES.a5,
    fonts: input.fonts,
    title: input.title,
    author: input.author,
    language: locale,
    created: input.created,
    creator: input.creator,
  });
  const labels = BOOK_LABELS[input.uiLanguage] ?? BOOK_LABELS.en;
  const publisher = input.publication.enabled ? input.publication.publisher_name ?? "" : "";
  const imprint = imprintBlocks(input.publication, labels);
  const chapters = input.document.chapters;
  if (chapters.length > 0) {
    drawHalfTitle(writer, input.title);
    writer.addPage();
    writer.addPage();
  }
  drawTitlePage(writer, input.title, input.author ?? "", publisher);
  if (imprint.length > 0 || chapters.length > 0) {
    writer.addPage();
    drawImprint(writer, imprint);
  }
  if (chapters.length === 0) return writer.bytes();
  const metrics = new BodyMetrics((s) => writer.width(s, "serif", BODY_SIZE_PT), input.language);
  const context = { writer, metrics, title: input.title, labels, locale };
  const plans = chapters.map((chapter) => planChapter(context, chapter));
  const titles = plans.map((p) =>
    p.heading || fillLabel(labels.chapter, { number: p.chapter.number })
  );
  // The largest page number the contents could print: every page of the book.
  const bodyPages = plans.reduce((n, p) => n + p.starts.length, 0);
  const estimate = contentsLayout(writer, labels.contents, titles, writer.pageCount + bodyPages);
  const layout = contentsLayout(
    writer,
    labels.contents,
    titles,
    writer.pageCount + estimate.pages + 1 + bodyPages,
  );
  const contentsPage = writer.pageCount + 1;
  for (let k = 0; k < layout.pages; k++) writer.addPage();
  // The text opens on a recto (odd page).
  if (writer.pageCount % 2 === 1) writer.addPage();
  const opening = plans.map((plan) => drawChapter(context, plan));
  drawContents(writer, layout, contentsPage, opening);
  writer.setPage(writer.pageCount);
  return writer.bytes();
}
