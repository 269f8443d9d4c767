/**
 * The footer line of the sheet: the thresholds the flags used on the left, the producer
 * (`svc <version>`) on the right, under a hairline.
 *
 * @module
 */

import { GREYS } from "../../charts/palette.ts";
import { formatNumber } from "../../dashboard/format.ts";
import { MM_PER_PT, type PdfWriter } from "../writer.ts";
import type { LegendInput } from "./legend_entries.ts";
import { INK } from "./marks.ts";
import { fitText } from "../../text_fit.ts";

const FOOTER_PT = 7;

/** Height of the footer drawn by {@linkcode drawFooter}, mm. */
export const FOOTER_HEIGHT = FOOTER_PT * MM_PER_PT * 2.4;

/**
 * Draws the footer line (thresholds left, producer right) with its baseline at `baseline`.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../../../settings/thresholds.ts";
 * import { sheetLabels } from "./labels.ts";
 * import type { PdfWriter } from "../writer.ts";
 * const input = { t: sheetLabels("en"), ui: "en", thresholds: DEFAULT_THRESHOLDS,
 *   aslMedian: 14.2, creator: "svc 0.4.9" };
 * declare const writer: PdfWriter;
 * drawFooter(writer, input, 14, 600 - 14, 272); // thresholds left, "svc 0.4.9" right
 * ```
 */
export function drawFooter(
  w: PdfWriter,
  input: LegendInput,
  x: number,
  baseline: number,
  width: number,
): void {
  const { t, ui, thresholds: th } = input;
  const measure = (s: string) => w.width(s, "sans", FOOTER_PT);
  const creator = fitText(input.creator, width / 3, measure);
  const room = width - measure(creator) - 6;
  const text = t("sheet_thresholds", {
    mild: formatNumber(th.z_mild, ui, 2),
    strong: formatNumber(th.z_strong, ui, 2),
    q: formatNumber(th.fdr_q, ui, 3),
    method: th.fdr_method.toUpperCase(),
    severity: th.flag_min_severity,
    min: th.min_chapters,
  });
  w.strokeColor(GREYS.grid);
  w.lineWidth(0.2);
  w.line(
    x,
    baseline - FOOTER_PT * MM_PER_PT * 1.2,
    x + width,
    baseline - FOOTER_PT * MM_PER_PT * 1.2,
  );
  w.textColor(INK.muted);
  w.text(fitText(text, room, measure), x, baseline, { role: "sans", size: FOOTER_PT });
  w.text(creator, x + width, baseline, { role: "sans", size: FOOTER_PT, align: "right" });
  w.textColor(INK.text);
}
