/**
 * The A5 reading layout (`svc pdf --layout book`): the manuscript typeset as a book.
 *
 * Page sequence: 1 the title page (recto); 2 its back, with the imprint when publication is
 * enabled, else left blank so that the text opens on a recto (the only intentionally blank
 * page; an empty document without imprint is the title page alone); then every chapter from
 * a new page, recto or verso, whichever comes next (a novel of hundreds of short chapters
 * would otherwise waste a blank page on every other one). The design (margins, sizes, grid)
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
import { BOOK_LABELS } from "./book_labels.ts";
import { setChapter } from "./chapter.ts";
import { BodyMetrics } from "./flow.ts";
import { drawImprint, drawTitlePage } from "./front_matter.ts";
import { BODY_SIZE_PT } from "./geometry.ts";
import { imprintBlocks } from "./imprint.ts";

/**
 * The book as PDF bytes.
 *
 * @example
 * ```ts
 * // const bytes = bookPdf({ title: "The Ledger", author: "I. Tarrant", document, language: "en",
 * //   publication: NO_PUBLICATION, fonts, uiLanguage: "en", created: new Date(0), creator: "svc" });
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
  drawTitlePage(writer, input.title, input.author ?? "", publisher);
  const imprint = imprintBlocks(input.publication, labels);
  const chapters = input.document.chapters;
  if (imprint.length > 0 || chapters.length > 0) {
    writer.addPage();
    drawImprint(writer, imprint);
  }
  const metrics = new BodyMetrics((s) => writer.width(s, "serif", BODY_SIZE_PT), input.language);
  const context = { writer, metrics, title: input.title, labels, locale };
  for (const chapter of chapters) setChapter(context, chapter);
  return writer.bytes();
}
