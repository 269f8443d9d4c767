/**
 * The legend of the sheet (every column and every mark, with the same marks the strips draw),
 * the numbered list of style features, and the footer with the thresholds and the producer.
 *
 * Choices: legend text 7.5 pt; entries flow down three columns, split where the tallest
 * column is lowest; each entry is a swatch, its column name in bold and the explanation run
 * in after it.
 *
 * @module
 */

import { STYLE_FEATURES } from "../../../features/feature_ids.ts";
import type { Translate } from "../../labels/packs.ts";
import { formatNumber } from "../../dashboard/format.ts";
import { DIVERGING, GREYS } from "../../charts/palette.ts";
import type { StyleThresholds } from "../../../config/thresholds.ts";
import { MM_PER_PT, type PdfWriter } from "../writer.ts";
import { STRIP } from "./columns.ts";
import {
  centredBar,
  type FlagKind,
  flagMark,
  hookPips,
  INK,
  severitySteps,
  shareBar,
  styleCell,
} from "./marks.ts";
import { fitText, wrapText } from "./text_fit.ts";

/** What the legend explains. */
export interface LegendInput {
  readonly t: Translate;
  readonly ui: string;
  readonly thresholds: StyleThresholds;
  /** Median of the chapters' average sentence lengths, or null. */
  readonly aslMedian: number | null;
  /** Producer, e.g. "svc 0.4.9". */
  readonly creator: string;
}

/** Draws a swatch with its top-left at (x, y), `e` mm per em. */
type Swatch = (w: PdfWriter, x: number, y: number, e: number) => void;

interface Entry {
  readonly title: string;
  readonly body: string;
  readonly swatch: Swatch | null;
}

const PT = 7.5;
const TITLE_PT = 9;
const FOOTER_PT = 7;
const SWATCH_EM = 5.4;
const COLUMNS = 3;
const GUTTER = 8;
const LEADING = 1.28;

function mark(kind: FlagKind): Swatch {
  return (w, x, y, e) => {
    const size = 1.1 * e;
    if (kind !== "paragraphs") {
      w.fillColor(DIVERGING[3]);
      w.strokeColor(INK.rule);
      w.lineWidth(0.08);
      w.rect(x, y, size, size, "FD");
    }
    flagMark(w, kind, { cx: x + size / 2, cy: y + size / 2, size });
  };
}

function entries(input: LegendInput): Entry[] {
  const { t, ui, thresholds: th } = input;
  const flags = t("flags");
  const bar = (e: number) => ({ width: STRIP.trackEm * e, height: 0.9 * e });
  const q = formatNumber(th.fdr_q, ui, 3);
  return [
    { title: `# · ${t("title")}`, body: t("sheet_key_chapter"), swatch: null },
    { title: t("words"), body: t("sheet_key_words"), swatch: null },
    {
      title: t("sort_asl"),
      body: t("sheet_key_asl", { median: formatNumber(input.aslMedian, ui, 1) }),
      swatch: (w, x, y, e) =>
        centredBar(w, { x, y, ...bar(e) }, 0.6, { right: INK.higher, left: INK.lower }),
    },
    {
      title: t("dialogue_share"),
      body: t("sheet_key_dialogue"),
      swatch: (w, x, y, e) => shareBar(w, { x, y, ...bar(e) }, 0.35, INK.dialogue),
    },
    {
      title: `${t("scenes")} · ${t("sheet_words_per_scene")}`,
      body: t("sheet_key_scenes"),
      swatch: null,
    },
    {
      title: t("sheet_hooks"),
      body: t("sheet_key_hooks", {
        hooks: [t("hook_short_close"), t("hook_open_punctuation"), t("hook_dialogue_close")]
          .join(", "),
      }),
      swatch: (w, x, y, e) =>
        hookPips(w, x, y + 0.45 * e, STRIP.pipRadiusEm * e, [true, false, true]),
    },
    {
      title: t("tense"),
      body: t("sheet_key_tense", { s1: t("severity_1"), s2: t("severity_2"), s3: t("severity_3") }),
      swatch: (w, x, y, e) => severitySteps(w, x, y + 0.9 * e, STRIP.stepEm * e, 0.9 * e, 2),
    },
    {
      title: t("sheet_show_tell"),
      body: t("sheet_key_show_tell"),
      swatch: (w, x, y, e) =>
        centredBar(w, { x, y, ...bar(e) }, 0.55, { right: INK.showing, left: INK.telling }),
    },
    {
      title: t("sheet_style"),
      body: t("sheet_key_style"),
      swatch: (w, x, y, e) => {
        const cw = 0.7 * e;
        [-3.5, -2.5, -1.5, 0, 1.5, 2.5, 3.5].forEach((z, i) => {
          styleCell(w, { x: x + i * cw, y, width: cw, height: e }, { z, level: 0, fdr: false });
        });
        w.strokeColor(INK.rule);
        w.lineWidth(0.08);
        w.rect(x, y, 7 * cw, e, "S");
      },
    },
    {
      title: t("strong"),
      body: t("sheet_key_strong", { strong: formatNumber(th.z_strong, ui, 2), flags }),
      swatch: mark("strong"),
    },
    {
      title: t("mild"),
      body: t("sheet_key_mild", {
        mild: formatNumber(th.z_mild, ui, 2),
        strong: formatNumber(th.z_strong, ui, 2),
        flags,
      }),
      swatch: mark("mild"),
    },
    {
      title: t("fdr_selected"),
      body: t("sheet_key_fdr", { q, method: th.fdr_method.toUpperCase(), flags }),
      swatch: mark("fdr"),
    },
    {
      title: t("unavailable"),
      body: t("sheet_key_unmeasured"),
      swatch: (w, x, y, e) => styleCell(w, { x, y, width: 1.1 * e, height: 1.1 * e }, null),
    },
    {
      title: t("section_flagged_paragraphs"),
      body: t("sheet_key_paragraphs", { severity: th.flag_min_severity, flags }),
      swatch: mark("paragraphs"),
    },
  ];
}

interface LaidEntry {
  readonly entry: Entry;
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
 * // const legend = legendBlock(writer, input, 272); legend.draw(14, 600 - 14 - legend.height);
 * ```
 */
export function legendBlock(w: PdfWriter, input: LegendInput, width: number): LegendBlock {
  const e = PT * MM_PER_PT;
  const lead = e * LEADING;
  const colWidth = (width - GUTTER * (COLUMNS - 1)) / COLUMNS;
  const textWidth = colWidth - SWATCH_EM * e;
  const measure = (s: string) => w.width(s, "sans", PT);
  const laid: LaidEntry[] = entries(input).map((entry) => {
    const title = fitText(
      capitalized(entry.title, input.ui),
      textWidth,
      (s) => w.width(s, "sans-bold", PT),
    );
    const titleWidth = w.width(title, "sans-bold", PT) + 0.5 * e;
    const lines = wrapText(entry.body, textWidth, measure, Infinity, textWidth - titleWidth);
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
  const features = wrapText(featureText, width, measure, Infinity, width - featureTitleWidth);
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

/** Height of the footer drawn by {@linkcode drawFooter}, mm. */
export const FOOTER_HEIGHT = FOOTER_PT * MM_PER_PT * 2.4;

/**
 * Draws the footer line (thresholds left, producer right) with its baseline at `baseline`.
 *
 * @example
 * ```ts
 * // drawFooter(writer, input, 14, 600 - 14, 272);
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

/**
 * Splits items (in order) into `k` consecutive columns so the tallest column is as low as
 * possible; returns the item indices per column.
 *
 * @example
 * ```ts
 * balancedSplit([1, 1, 1, 1], 2); // [[0, 1], [2, 3]]
 * ```
 */
export function balancedSplit(heights: readonly number[], k: number): number[][] {
  const n = heights.length;
  const prefix = [0];
  for (const h of heights) prefix.push(prefix[prefix.length - 1] + h);
  const sum = (a: number, b: number) => prefix[b] - prefix[a];
  // best[j][i]: lowest tallest column when the first i items fill j columns.
  const best: number[][] = Array.from({ length: k + 1 }, () => Array(n + 1).fill(Infinity));
  const cut: number[][] = Array.from({ length: k + 1 }, () => Array(n + 1).fill(0));
  best[0][0] = 0;
  for (let j = 1; j <= k; j++) {
    for (let i = 0; i <= n; i++) {
      for (let s = 0; s <= i; s++) {
        const v = Math.max(best[j - 1][s], sum(s, i));
        if (v < best[j][i] - 1e-9) {
          best[j][i] = v;
          cut[j][i] = s;
        }
      }
    }
  }
  const columns: number[][] = [];
  let end = n;
  for (let j = k; j >= 1; j--) {
    const start = cut[j][end];
    columns.unshift(Array.from({ length: end - start }, (_, i) => start + i));
    end = start;
  }
  return columns;
}
