/**
 * Page furniture of the book: the running head (capitals, small, centred over the type area)
 * and the folio (page number, centred below it).
 *
 * @module
 */

import { type PdfWriter, printable } from "../writer.ts";
import {
  FOLIO_BASELINE,
  FOLIO_SIZE_PT,
  HEAD_BASELINE,
  HEAD_SIZE_PT,
  MEASURE,
  textLeft,
} from "./geometry.ts";
import { fitText } from "../../text_fit.ts";

/**
 * Draws a running head on the current page: `text` in capitals (upper-cased for `locale`),
 * shortened with "…" to the measure.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * drawRunningHead(writer, "War and Peace", "en"); // "WAR AND PEACE", centred
 * ```
 */
export function drawRunningHead(
  writer: PdfWriter,
  text: string,
  locale: string | undefined,
): void {
  const caps = printable(text).trim().toLocaleUpperCase(locale);
  if (!caps) return;
  const line = fitText(caps, MEASURE, (s) => writer.width(s, "serif", HEAD_SIZE_PT));
  writer.text(line, textLeft(writer.page) + MEASURE / 2, HEAD_BASELINE, {
    role: "serif",
    size: HEAD_SIZE_PT,
    align: "center",
  });
}

/**
 * Draws the current page's number centred below the type area.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * drawFolio(writer); // the page number, e.g. "7", centred below the text
 * ```
 */
export function drawFolio(writer: PdfWriter): void {
  writer.text(String(writer.page), textLeft(writer.page) + MEASURE / 2, FOLIO_BASELINE, {
    role: "serif",
    size: FOLIO_SIZE_PT,
    align: "center",
  });
}
