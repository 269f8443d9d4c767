/**
 * What the sheet's legend explains, entry by entry: each column and each mark with a swatch
 * drawn by the same functions as the strips, its name (the column header or the dashboard's
 * name of the mark) and its explanation with the active thresholds filled in.
 *
 * @module
 */

import type { StyleThresholds } from "../../../settings/thresholds.ts";
import { DIVERGING } from "../../charts/palette.ts";
import { formatNumber } from "../../dashboard/format.ts";
import type { SheetTranslate } from "./labels.ts";
import type { PdfWriter } from "../writer.ts";
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

/** What the legend explains. */
export interface LegendInput {
  readonly t: SheetTranslate;
  readonly ui: string;
  readonly thresholds: StyleThresholds;
  /** The style reference's median of the chapters' average sentence lengths, or null. */
  readonly aslMedian: number | null;
  /** Producer, e.g. "svc 0.4.9". */
  readonly creator: string;
}

/** Draws a swatch with its top-left at (x, y), `e` mm per em. */
export type Swatch = (w: PdfWriter, x: number, y: number, e: number) => void;

/** One legend entry. */
export interface LegendEntry {
  readonly title: string;
  readonly body: string;
  readonly swatch: Swatch | null;
}

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

/**
 * The legend entries in reading order: chapter, words, sentence length, dialogue, scenes,
 * hooks, tense, show/tell, style cells, then the four flag marks and unmeasured cells.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../../../settings/thresholds.ts";
 * import { sheetLabels } from "./labels.ts";
 * const input = { t: sheetLabels("en"), ui: "en", thresholds: DEFAULT_THRESHOLDS,
 *   aslMedian: 14.2, creator: "svc 0.4.9" };
 * legendEntries(input)[2].title; // "Sentence length"
 * ```
 */
export function legendEntries(input: LegendInput): LegendEntry[] {
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
