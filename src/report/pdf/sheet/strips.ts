/**
 * Drawing the chapter strips: the header row of a column of strips and one strip per
 * chapter. Every text is measured and shortened to its column; marks come from `marks.ts`.
 *
 * @module
 */

import { clamp } from "../../charts/scale.ts";
import { MM_PER_PT, type PdfWriter } from "../writer.ts";
import type { PlacedColumn, RowTexts } from "./columns.ts";
import { STRIP } from "./columns.ts";
import {
  centredBar,
  type FlagKind,
  flagMark,
  hookPips,
  hookPipsWidth,
  INK,
  severitySteps,
  severityStepsWidth,
  shareBar,
  styleCell,
} from "./marks.ts";
import type { SheetData, SheetRow } from "./rows.ts";
import { fitText, wrapText } from "../../text_fit.ts";

/** What every strip of one sheet shares. */
export interface StripFrame {
  readonly w: PdfWriter;
  readonly data: SheetData;
  readonly columns: readonly PlacedColumn[];
  /** Strip type size, pt. */
  readonly fontPt: number;
  /** Row pitch, mm. */
  readonly pitch: number;
}

const FLAG_KINDS: readonly FlagKind[] = ["strong", "mild", "fdr", "paragraphs"];
const RIGHT_ALIGNED = new Set(["number", "words", "scenes", "wps"]);
/** Style-cell indices labelled in the header (1-based numbers 1, 4, 8, 12, 16). */
const CELL_TICKS = [0, 3, 7, 11, 15];

/** Row height (em) up to which bars and cells keep their base size. */
const MARK_BASE_PITCH_EM = 2.4;
/** How much taller bars and cells may grow in the tallest rows. */
const MARK_MAX_GROWTH = 1.5;

function em(frame: StripFrame): number {
  return frame.fontPt * MM_PER_PT;
}

/**
 * Factor for bar and cell heights: 1 in rows up to 2.4 em, growing with the row up to 1.5, so
 * a short book's tall rows do not leave thin slivers of colour in a wide band.
 */
function markGrowth(frame: StripFrame): number {
  return clamp(frame.pitch / (MARK_BASE_PITCH_EM * em(frame)), 1, MARK_MAX_GROWTH);
}

/** Left edges of the four flag subcolumns. */
function flagSlots(frame: StripFrame, col: PlacedColumn): number[] {
  const e = em(frame);
  const slot = (STRIP.markEm + STRIP.markGapEm + STRIP.flagGapEm) * e + col.value;
  return FLAG_KINDS.map((_, i) => col.x + i * slot);
}

/**
 * Draws the header row of one column of strips, `height` mm high, from `y`: labels on up to
 * two lines (bottom-aligned), the style-cell numbers and the flag marks on the lower line.
 *
 * @example
 * ```ts
 * import type { GridPlan } from "./grid.ts";
 * declare const frame: StripFrame, plan: GridPlan;
 * drawStripHeader(frame, 80, plan.headerHeight);
 * ```
 */
export function drawStripHeader(frame: StripFrame, y: number, height: number): void {
  const { w } = frame;
  const size = frame.fontPt * STRIP.headerScale;
  const e = em(frame);
  const line = size * MM_PER_PT * 1.12;
  const bottom = y + height - 0.45 * e;
  w.textColor(INK.muted);
  for (const col of frame.columns) {
    const measure = (s: string) => w.width(s, "sans-bold", size);
    const twoLines = col.key !== "style" && col.key !== "flags";
    const lines = twoLines
      ? wrapText(col.header, col.width, measure, { labels: true, maxLines: 2 })
      : [
        fitText(col.header, col.width, measure),
      ];
    const firstBaseline = twoLines ? bottom - (lines.length - 1) * line : bottom - line;
    lines.forEach((text, i) => {
      const right = RIGHT_ALIGNED.has(col.key);
      w.text(text, right ? col.x + col.width : col.x, firstBaseline + i * line, {
        role: "sans-bold",
        size,
        align: right ? "right" : "left",
      });
    });
    if (col.key === "style") {
      const cw = STRIP.cellEm * e;
      for (const i of CELL_TICKS) {
        w.text(String(i + 1), col.x + (i + 0.5) * cw, bottom, {
          role: "sans",
          size: size * 0.8,
          align: "center",
        });
      }
    }
    if (col.key === "flags") {
      const size2 = STRIP.markEm * e;
      flagSlots(frame, col).forEach((x, i) => {
        flagMark(w, FLAG_KINDS[i], { cx: x + size2 / 2, cy: bottom - 0.33 * e, size: size2 });
      });
      w.textColor(INK.muted);
    }
  }
  w.strokeColor(INK.rule);
  w.lineWidth(0.2);
  const first = frame.columns[0];
  const last = frame.columns[frame.columns.length - 1];
  w.line(first.x, y + height, last.x + last.width, y + height);
  w.textColor(INK.text);
}

/**
 * Draws one chapter strip with its top at `y`.
 *
 * @example
 * ```ts
 * import { rowTexts } from "./columns.ts";
 * declare const frame: StripFrame;
 * const row = frame.data.rows[0];
 * drawStrip(frame, row, rowTexts(row, "en"), 84, false); // chapter 1's strip, no zebra fill
 * ```
 */
export function drawStrip(
  frame: StripFrame,
  row: SheetRow,
  texts: RowTexts,
  y: number,
  zebra: boolean,
): void {
  const { w, data, pitch, fontPt } = frame;
  const e = em(frame);
  const first = frame.columns[0];
  const last = frame.columns[frame.columns.length - 1];
  if (zebra) {
    w.fillColor(INK.zebra);
    w.rect(first.x - 0.3 * e, y, last.x + last.width - first.x + 0.6 * e, pitch, "F");
  }
  const mid = y + pitch / 2;
  const baseline = mid + 0.36 * e;
  const barH = Math.min(0.9 * e * markGrowth(frame), pitch * 0.62);
  const barY = mid - barH / 2;
  const mono = (text: string, x: number, colour: string = INK.text) => {
    w.textColor(colour);
    w.text(text, x, baseline, { role: "mono", size: fontPt, align: "right" });
  };
  for (const col of frame.columns) {
    switch (col.key) {
      case "number":
        mono(texts.number, col.x + col.width, INK.muted);
        break;
      case "title":
        w.textColor(INK.text);
        w.text(
          fitText(row.title, col.width, (s) => w.width(s, "sans", fontPt)),
          col.x,
          baseline,
          { role: "sans", size: fontPt },
        );
        break;
      case "words":
        mono(texts.words, col.x + col.width);
        break;
      case "asl": {
        mono(texts.asl, col.x + col.value - STRIP.valueGapEm * e);
        const fraction = row.asl === null || data.aslMedian === null
          ? null
          : (row.asl - data.aslMedian) / data.aslSpread;
        const box = { x: col.x + col.value, y: barY, width: col.width - col.value, height: barH };
        centredBar(w, box, fraction, { right: INK.higher, left: INK.lower });
        break;
      }
      case "dialogue": {
        mono(texts.dialogue, col.x + col.value - STRIP.valueGapEm * e);
        const box = { x: col.x + col.value, y: barY, width: col.width - col.value, height: barH };
        shareBar(w, box, row.dialogPct === null ? null : row.dialogPct / 100, INK.dialogue);
        break;
      }
      case "scenes":
        mono(texts.scenes, col.x + col.width);
        break;
      case "wps":
        mono(texts.wps, col.x + col.width);
        break;
      case "hooks": {
        const r = STRIP.pipRadiusEm * e;
        hookPips(w, col.x + (col.width - hookPipsWidth(r)) / 2, mid, r, row.hooks);
        break;
      }
      case "tense": {
        const step = STRIP.stepEm * e;
        const x = col.x + (col.width - severityStepsWidth(step)) / 2;
        severitySteps(w, x, barY + barH, step, barH, row.severity);
        break;
      }
      case "show": {
        const fraction = row.balance === null ? null : row.balance / data.balanceSpread;
        const box = { x: col.x, y: barY, width: col.width, height: barH };
        centredBar(w, box, fraction, { right: INK.showing, left: INK.telling });
        break;
      }
      case "style":
        drawCells(frame, row, col.x, mid);
        break;
      case "flags":
        drawFlags(frame, row, texts, col, baseline, mid);
        break;
    }
  }
  w.textColor(INK.text);
}

function drawCells(frame: StripFrame, row: SheetRow, x: number, mid: number): void {
  const { w, pitch } = frame;
  const cw = STRIP.cellEm * em(frame);
  const ch = Math.min(pitch * 0.82, em(frame) * markGrowth(frame));
  const top = mid - ch / 2;
  row.cells.forEach((cell, i) => {
    styleCell(w, { x: x + i * cw, y: top, width: cw, height: ch }, row.comparable ? cell : null);
  });
  w.strokeColor(INK.rule);
  w.lineWidth(0.08);
  w.rect(x, top, cw * row.cells.length, ch, "S");
}

function drawFlags(
  frame: StripFrame,
  row: SheetRow,
  texts: RowTexts,
  col: PlacedColumn,
  baseline: number,
  mid: number,
): void {
  const { w, fontPt } = frame;
  const e = em(frame);
  const size = STRIP.markEm * e;
  const counts = [row.strong, row.mild, row.fdr, row.paragraphs];
  flagSlots(frame, col).forEach((x, i) => {
    const n = counts[i];
    const shown = i === 3 || row.comparable;
    if (shown && n > 0) flagMark(w, FLAG_KINDS[i], { cx: x + size / 2, cy: mid, size });
    w.textColor(shown && n > 0 ? INK.text : INK.faint);
    w.text(texts.flags[i], x + size + STRIP.markGapEm * e + col.value, baseline, {
      role: "mono",
      size: fontPt,
      align: "right",
    });
  });
}
