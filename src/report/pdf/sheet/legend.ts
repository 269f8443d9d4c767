/**
 * The legend of the sheet laid out: its entries (`legend_entries.ts`) in three balanced
 * columns (`balancedSplit` of the one legend module, `../../legend.ts`), then the numbered
 * list of style features. Unlike a chart legend (a row of swatches with short names), each
 * entry here explains a column or a mark in a paragraph run in after its bold name.
 *
 * Choices: legend text 7.5 pt; entries flow down three columns, split where the tallest
 * column is lowest; each entry is a swatch, its column name in bold and the explanation run
 * in after it.
 *
 * @module
 */

import { STYLE_FEATURES } from "../../../features/feature_ids.ts";
import { MM_PER_PT, type PdfWriter } from "../writer.ts";
import { legendEntries, type LegendEntry, type LegendInput } from "./legend_entries.ts";
import { INK } from "./marks.ts";
import { balancedSplit } from "../../legend.ts";
import { fitText, wrapText } from "../../text_fit.ts";

const PT = 7.5;
const TITLE_PT = 9;
const SWATCH_EM = 5.4;
const COLUMNS = 3;
const GUTTER = 8;
const LEADING = 1.28;

interface LaidEntry {
  readonly entry: LegendEntry;
  readonly lines: string[];
  readonly titleWidth: number;
}

/** A legend measured for a width: its height and how to draw it. */
export interface LegendBlock {
  readonly height: number;
  readonly draw: (x: number, y: number) => void;
}

/**
 * Measures the legend and the feature list for `width` mm.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../../../settings/thresholds.ts";
 * import { sheetLabels } from "./labels.ts";
 * import type { PdfWriter } from "../writer.ts";
 * const input = { t: sheetLabels("en"), ui: "en", thresholds: DEFAULT_THRESHOLDS,
 *   aslMedian: 14.2, creator: "svc 0.4.9" };
 * declare const writer: PdfWriter;
 * const legend = legendBlock(writer, input, 272);
 * legend.draw(14, 600 - 14 - legend.height); // at the foot of the sheet
 * ```
 */
export function legendBlock(w: PdfWriter, input: LegendInput, width: number): LegendBlock {
  const e = PT * MM_PER_PT;
  const lead = e * LEADING;
  const colWidth = (width - GUTTER * (COLUMNS - 1)) / COLUMNS;
  const textWidth = colWidth - SWATCH_EM * e;
  const measure = (s: string) => w.width(s, "sans", PT);
  const laid: LaidEntry[] = legendEntries(input).map((entry) => {
    const title = fitText(
      capitalized(entry.title, input.ui),
      textWidth,
      (s) => w.width(s, "sans-bold", PT),
    );
    const titleWidth = w.width(title, "sans-bold", PT) + 0.5 * e;
    const lines = wrapText(entry.body, textWidth, measure, {
      labels: true,
      firstWidth: textWidth - titleWidth,
    });
    return { entry: { ...entry, title }, lines, titleWidth };
  });
  const heights = laid.map((l) => Math.max(l.lines.length, 1) * lead + 0.55 * e);
  const split = balancedSplit(heights, COLUMNS);
  const itemsHeight = Math.max(...split.map((col) => col.reduce((s, i) => s + heights[i], 0)));

  const { t } = input;
  // A no-break space keeps each number with its feature name.
  const featureText = STYLE_FEATURES.map((f, i) => `${i + 1}\u00a0${t(`feature_${f}`)}`).join(
    " · ",
  );
  const featureTitle = t("sheet_features");
  const featureTitleWidth = w.width(featureTitle, "sans-bold", PT) + 0.5 * e;
  const features = wrapText(featureText, width, measure, {
    labels: true,
    firstWidth: width - featureTitleWidth,
  });
  const titleHeight = TITLE_PT * MM_PER_PT * 1.6;
  const featuresHeight = features.length * lead + 0.6 * e;
  const height = titleHeight + itemsHeight + featuresHeight;

  const draw = (x: number, y: number) => {
    w.strokeColor(INK.text);
    w.lineWidth(0.4);
    w.line(x, y, x + width, y);
    w.textColor(INK.text);
    w.text(
      fitText(t("sheet_legend"), width, (s) => w.width(s, "sans-bold", TITLE_PT)),
      x,
      y + TITLE_PT * MM_PER_PT * 1.2,
      {
        role: "sans-bold",
        size: TITLE_PT,
      },
    );
    const top = y + titleHeight;
    split.forEach((column, c) => {
      let at = top;
      const cx = x + c * (colWidth + GUTTER);
      for (const i of column) {
        drawEntry(w, laid[i], cx, at, e, lead);
        at += heights[i];
      }
    });
    let fy = top + itemsHeight + 0.75 * e;
    features.forEach((line, i) => {
      if (i === 0) w.text(featureTitle, x, fy, { role: "sans-bold", size: PT });
      w.text(line, i === 0 ? x + featureTitleWidth : x, fy, { role: "sans", size: PT });
      fy += lead;
    });
  };
  return { height, draw };
}

function capitalized(text: string, ui: string): string {
  const first = [...text][0] ?? "";
  return first.toLocaleUpperCase(ui) + text.slice(first.length);
}

function drawEntry(
  w: PdfWriter,
  laid: LaidEntry,
  x: number,
  y: number,
  e: number,
  lead: number,
): void {
  const tx = x + SWATCH_EM * e;
  const baseline = y + 0.8 * e;
  laid.entry.swatch?.(w, x, y + 0.05 * e, e);
  w.textColor(INK.text);
  w.text(laid.entry.title, tx, baseline, { role: "sans-bold", size: PT });
  w.textColor(INK.muted);
  laid.lines.forEach((line, i) => {
    w.text(line, i === 0 ? tx + laid.titleWidth : tx, baseline + i * lead, {
      role: "sans",
      size: PT,
    });
  });
  w.textColor(INK.text);
}
