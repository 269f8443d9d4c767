/**
 * The columns of a chapter strip: their header labels, the texts of every row, and their
 * widths. Every width is proportional to the strip's type size (text widths are measured at
 * 1 pt and scale linearly), so the grid can choose the size and the columns follow.
 *
 * A column is as wide as its widest content and at least as wide as the longest unbreakable
 * word of its header (headers wrap onto two lines at spaces and slashes); the title takes
 * what is left, at least {@linkcode STRIP.titleMinEm}.
 *
 * @module
 */

import type { SheetTranslate } from "./labels.ts";
import { formatNumber } from "../../dashboard/format.ts";
import { MM_PER_PT, type PdfWriter } from "../writer.ts";
import { hookPipsWidth, severityStepsWidth } from "./marks.ts";
import type { SheetRow } from "./rows.ts";

/** Proportions of a strip in em (the strip type size). */
export const STRIP = {
  gapEm: 0.55,
  valueGapEm: 0.3,
  trackEm: 3.4,
  cellEm: 0.58,
  pipRadiusEm: 0.24,
  stepEm: 0.34,
  markEm: 0.8,
  markGapEm: 0.15,
  flagGapEm: 0.4,
  titleMinEm: 12,
  /** Header type relative to the strip type. */
  headerScale: 0.8,
} as const;

/** Column identifiers, in strip order. */
export const COLUMN_KEYS = [
  "number",
  "title",
  "words",
  "asl",
  "dialogue",
  "scenes",
  "wps",
  "hooks",
  "tense",
  "show",
  "style",
  "flags",
] as const;

/** One column identifier. */
export type ColumnKey = typeof COLUMN_KEYS[number];

/** The texts one strip prints. */
export interface RowTexts {
  readonly number: string;
  readonly words: string;
  readonly asl: string;
  readonly dialogue: string;
  readonly scenes: string;
  readonly wps: string;
  /** strong, mild, FDR, paragraphs. */
  readonly flags: readonly [string, string, string, string];
}

/** A column with its header and its width per point of type size (mm/pt). */
export interface ColumnSpec {
  readonly key: ColumnKey;
  readonly header: string;
  readonly perPt: number;
  /** Width of the value text inside a bar column or of one flag count, mm/pt. */
  readonly valuePerPt: number;
}

/** A placed column: left edge and width in mm. */
export interface PlacedColumn {
  readonly key: ColumnKey;
  readonly header: string;
  readonly x: number;
  readonly width: number;
  /** Width of the value text (bar columns) or of one flag count, mm. */
  readonly value: number;
}

const FIXED = new Map<string, Intl.NumberFormat>();

/**
 * A number with exactly `digits` decimals in the interface language, so a column of values
 * lines up; null gives "–".
 *
 * @example
 * ```ts
 * fixedNumber(16, "de", 1); // "16,0"
 * ```
 */
export function fixedNumber(value: number | null, ui: string, digits: number): string {
  if (value === null || !Number.isFinite(value)) return "–";
  const key = `${ui}:${digits}`;
  let f = FIXED.get(key);
  if (!f) {
    f = new Intl.NumberFormat(ui, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    FIXED.set(key, f);
  }
  return f.format(value);
}

/**
 * The texts of one strip in the interface language; unavailable values print "–", and the
 * style counts of a chapter without z* print "–" too.
 *
 * @example
 * ```ts
 * import type { SheetRow } from "./rows.ts";
 * declare const row: SheetRow;
 * rowTexts({ ...row, words: 1234 }, "de").words; // "1.234"
 * ```
 */
export function rowTexts(row: SheetRow, ui: string): RowTexts {
  const style = (n: number) => row.comparable ? String(n) : "–";
  return {
    number: String(row.number),
    words: formatNumber(row.words, ui, 0),
    asl: fixedNumber(row.asl, ui, 1),
    dialogue: formatNumber(row.dialogPct, ui, 0),
    scenes: formatNumber(row.scenes, ui, 0),
    wps: formatNumber(row.wordsPerScene, ui, 0),
    flags: [style(row.strong), style(row.mild), style(row.fdr), String(row.paragraphs)],
  };
}

/**
 * The header label of each column.
 *
 * @example
 * ```ts
 * import { sheetLabels } from "./labels.ts";
 * columnHeaders(sheetLabels("en")).asl; // "Sentence length"
 * ```
 */
export function columnHeaders(t: SheetTranslate): Readonly<Record<ColumnKey, string>> {
  return {
    number: "#",
    title: t("title"),
    words: t("words"),
    asl: t("sort_asl"),
    dialogue: t("dialogue_share"),
    scenes: t("scenes"),
    wps: t("sheet_words_per_scene"),
    hooks: t("sheet_hooks"),
    tense: t("tense"),
    show: t("sheet_show_tell"),
    style: t("sheet_style"),
    flags: t("flags"),
  };
}

/**
 * The columns with their widths per point of type size, for these rows and headers.
 *
 * @example
 * ```ts
 * import { sheetLabels } from "./labels.ts";
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * declare const texts: RowTexts[];
 * columnSpecs(writer, texts, columnHeaders(sheetLabels("en"))).length; // 12, one per column
 * ```
 */
export function columnSpecs(
  w: PdfWriter,
  texts: readonly RowTexts[],
  headers: Readonly<Record<ColumnKey, string>>,
): ColumnSpec[] {
  const em = MM_PER_PT;
  const widest = (values: readonly string[]) =>
    Math.max(w.width("0", "mono", 1), ...values.map((v) => w.width(v, "mono", 1)));
  const headerWord = (text: string) =>
    Math.max(
      0,
      ...text.split(/ |(?<=\/)/).map((s) => w.width(s, "sans-bold", 1) * STRIP.headerScale),
    );
  const bar = (values: readonly string[]) => widest(values) + STRIP.valueGapEm * em;
  const flagCount = widest(texts.flatMap((r) => r.flags));
  const content: Record<ColumnKey, [number, number]> = {
    number: [widest(texts.map((r) => r.number)), 0],
    title: [STRIP.titleMinEm * em, 0],
    words: [widest(texts.map((r) => r.words)), 0],
    asl: [bar(texts.map((r) => r.asl)) + STRIP.trackEm * em, bar(texts.map((r) => r.asl))],
    dialogue: [
      bar(texts.map((r) => r.dialogue)) + STRIP.trackEm * em,
      bar(texts.map((r) => r.dialogue)),
    ],
    scenes: [widest(texts.map((r) => r.scenes)), 0],
    wps: [widest(texts.map((r) => r.wps)), 0],
    hooks: [hookPipsWidth(STRIP.pipRadiusEm * em), 0],
    tense: [severityStepsWidth(STRIP.stepEm * em), 0],
    show: [STRIP.trackEm * em, 0],
    style: [16 * STRIP.cellEm * em, 0],
    flags: [
      4 * ((STRIP.markEm + STRIP.markGapEm) * em + flagCount) + 3 * STRIP.flagGapEm * em,
      flagCount,
    ],
  };
  return COLUMN_KEYS.map((key) => ({
    key,
    header: headers[key],
    perPt: Math.max(content[key][0], key === "title" ? 0 : headerWord(headers[key])),
    valuePerPt: content[key][1],
  }));
}

/**
 * Width per point of type size that a strip needs: every column plus the gaps between them.
 *
 * @example
 * ```ts
 * const specs = [
 *   { key: "number", header: "#", perPt: 0.5, valuePerPt: 0 },
 *   { key: "title", header: "Title", perPt: 4, valuePerPt: 0 },
 * ] as const;
 * needPerPt(specs); // ≈ 4.69 (mm per pt: at 6 pt the strip needs ≈ 28.2 mm)
 * ```
 */
export function needPerPt(specs: readonly ColumnSpec[]): number {
  const gaps = Math.max(0, specs.length - 1) * STRIP.gapEm * MM_PER_PT;
  return specs.reduce((s, c) => s + c.perPt, 0) + gaps;
}

/**
 * Places the columns at a type size in a strip from `x` of `width` mm; the title column takes
 * the space the others leave.
 *
 * @example
 * ```ts
 * const specs = [
 *   { key: "number", header: "#", perPt: 0.5, valuePerPt: 0 },
 *   { key: "title", header: "Title", perPt: 4, valuePerPt: 0 },
 * ] as const;
 * placeColumns(specs, 6, 12, 134).map((c) => c.width); // [3, ≈ 129.84]: the title fills
 * ```
 */
export function placeColumns(
  specs: readonly ColumnSpec[],
  fontPt: number,
  x: number,
  width: number,
): PlacedColumn[] {
  const gap = STRIP.gapEm * MM_PER_PT * fontPt;
  const fixed = specs.filter((c) => c.key !== "title").reduce((s, c) => s + c.perPt * fontPt, 0);
  const title = Math.max(0, width - fixed - gap * (specs.length - 1));
  let at = x;
  return specs.map((c) => {
    const w = c.key === "title" ? title : c.perPt * fontPt;
    const placed = { key: c.key, header: c.header, x: at, width: w, value: c.valuePerPt * fontPt };
    at += w + gap;
    return placed;
  });
}
