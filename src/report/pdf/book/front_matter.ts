/**
 * The front matter: the half-title (page 1: the title alone, serif 14 pt), the title page
 * (page 3, a recto) and the imprint on its back (page 4).
 *
 * Title page: the title (bold 22 pt, centred, wrapped) in the upper third, the author's name
 * (serif 13 pt) below it; with publication enabled, the publisher's name at the foot.
 * Imprint: serif 8 pt on 10.5 pt leading, flush left, set from the foot of the type area
 * upwards as copyright pages are; blocks apart by half a line. An imprint taller than the
 * type area runs from the top over as many pages as it needs (nothing is ever cut).
 *
 * @module
 */

import { MM_PER_PT, type PdfWriter, printable } from "../writer.ts";
import { FIRST_BASELINE, LAST_BASELINE, MEASURE, textLeft } from "./geometry.ts";
import { fitText, wrapText } from "../../text_fit.ts";

const TITLE_SIZE_PT = 22;
const TITLE_LEADING_PT = 27;
const TITLE_BASELINE = 62;
const TITLE_MAX_LINES = 6;
const AUTHOR_SIZE_PT = 13;
/** From the title's last baseline down to the author's. */
const AUTHOR_GAP = 16;
const HALF_TITLE_SIZE_PT = 14;
const HALF_TITLE_LEADING_PT = 18;
const HALF_TITLE_BASELINE = 62;
const PUBLISHER_SIZE_PT = 10;
const IMPRINT_SIZE_PT = 8;
const IMPRINT_LEADING_PT = 10.5;

/** Lines of a title in one size, wrapped, at most {@linkcode TITLE_MAX_LINES}. */
function titleLines(writer: PdfWriter, title: string, role: "bold" | "serif", size: number) {
  const measure = (s: string) => writer.width(s, role, size);
  return wrapText(printable(title), MEASURE, measure, {
    maxLines: TITLE_MAX_LINES,
    keepBlank: true,
  });
}

/**
 * Draws the half-title on the current page: the title alone, in the body face and smaller
 * than on the title page, in the upper third.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * drawHalfTitle(writer, "War and Peace");
 * ```
 */
export function drawHalfTitle(writer: PdfWriter, title: string): void {
  const center = textLeft(writer.page) + MEASURE / 2;
  const leading = HALF_TITLE_LEADING_PT * MM_PER_PT;
  titleLines(writer, title, "serif", HALF_TITLE_SIZE_PT).forEach((line, i) => {
    writer.text(line, center, HALF_TITLE_BASELINE + i * leading, {
      role: "serif",
      size: HALF_TITLE_SIZE_PT,
      align: "center",
    });
  });
}

/**
 * Draws the title page on the current page: the title, then the author below it, then (with
 * publication enabled) the publisher at the foot.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * drawTitlePage(writer, "War and Peace", "Leo Tolstoy", ""); // no publisher at the foot
 * ```
 */
export function drawTitlePage(
  writer: PdfWriter,
  title: string,
  author: string,
  publisher: string,
): void {
  const center = textLeft(writer.page) + MEASURE / 2;
  const lines = titleLines(writer, title, "bold", TITLE_SIZE_PT);
  const leading = TITLE_LEADING_PT * MM_PER_PT;
  lines.forEach((line, i) => {
    writer.text(line, center, TITLE_BASELINE + i * leading, {
      role: "bold",
      size: TITLE_SIZE_PT,
      align: "center",
    });
  });
  const name = printable(author).trim();
  if (name) {
    const measure = (s: string) => writer.width(s, "serif", AUTHOR_SIZE_PT);
    const y = TITLE_BASELINE + (Math.max(1, lines.length) - 1) * leading + AUTHOR_GAP;
    writer.text(fitText(name, MEASURE, measure), center, y, {
      role: "serif",
      size: AUTHOR_SIZE_PT,
      align: "center",
    });
  }
  const house = printable(publisher).trim();
  if (house) {
    const measure = (s: string) => writer.width(s, "serif", PUBLISHER_SIZE_PT);
    writer.text(fitText(house, MEASURE, measure), center, LAST_BASELINE, {
      role: "serif",
      size: PUBLISHER_SIZE_PT,
      align: "center",
    });
  }
}

/**
 * Draws the imprint blocks from the current page on (see the module notes); adds pages only
 * when the imprint is taller than one type area.
 *
 * @example
 * ```ts
 * import { BOOK_LABELS } from "./book_labels.ts";
 * import { imprintBlocks } from "./imprint.ts";
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * const publication = { enabled: true, publisher_name: "Harbour Press", year: "2025" };
 * drawImprint(writer, imprintBlocks(publication, BOOK_LABELS.en));
 * ```
 */
export function drawImprint(writer: PdfWriter, blocks: readonly (readonly string[])[]): void {
  if (blocks.length === 0) return;
  const measure = (s: string) => writer.width(s, "serif", IMPRINT_SIZE_PT);
  const leading = IMPRINT_LEADING_PT * MM_PER_PT;
  // Each entry: a line, or null for the half-line gap between blocks.
  const flow: (string | null)[] = [];
  blocks.forEach((block, b) => {
    if (b > 0) flow.push(null);
    for (const raw of block) {
      flow.push(...wrapText(printable(raw), MEASURE, measure, { keepBlank: true }));
    }
  });
  const height = flow.reduce((h, line) => h + (line === null ? leading / 2 : leading), -leading);
  const room = LAST_BASELINE - FIRST_BASELINE;
  let y = height <= room ? LAST_BASELINE - height : FIRST_BASELINE;
  for (const line of flow) {
    if (line === null) {
      y += leading / 2;
      continue;
    }
    if (y > LAST_BASELINE + 0.01) {
      writer.addPage();
      y = FIRST_BASELINE;
    }
    writer.text(line, textLeft(writer.page), y, { role: "serif", size: IMPRINT_SIZE_PT });
    y += leading;
  }
}
