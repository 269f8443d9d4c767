/**
 * Heatmap of chapter × feature robust z-scores: features are rows, chapters columns in book
 * order. Fill is the seven-class diverging scale (|z| clamped at 4); strong departures carry a
 * filled dot, mild ones a hollow ring, FDR-selected cells a thick outline, and unmeasured cells
 * are light grey with a diagonal hatch line, so no meaning relies on colour alone.
 *
 * Size: each cell is a vertical stroke `M{column} 0v15` in a group scaled horizontally by the
 * cell width (the stroke becomes exactly one cell wide), and cells of one colour share one
 * `stroke` on their group. What remains per cell is the interaction contract (`class`,
 * `data-chapter`, `data-feature`) and the tooltip text, which dominates.
 *
 * @module
 */

import type { SafeHtml } from "../html.ts";
import { fitText } from "../text_fit.ts";
import { chapterAxis } from "./axis.ts";
import { legend, type LegendItem } from "./legend.ts";
import { DIVERGING, DIVERGING_EDGES, divergingClass, GREYS } from "./palette.ts";
import {
  chapterNo,
  CHART_FONT,
  el,
  emptyChart,
  fmt,
  fmtSigned,
  fmtText,
  isNum,
  svgFrame,
  textWidth,
} from "./svg.ts";
import { clamp } from "./scale.ts";

/** One cell of {@linkcode HeatmapInput}. */
export interface HeatmapCell {
  /** Robust z-score; null when the feature could not be measured in this chapter. */
  readonly z: number | null;
  /** 2 strong, 1 mild, 0 no departure. */
  readonly level: 0 | 1 | 2;
  /** Selected by the false-discovery-rate procedure. */
  readonly fdr: boolean;
}

/** Visible texts of {@linkcode heatmapChart}. */
export interface HeatmapLabels {
  readonly title: string;
  readonly description: string;
  /** Name of a strong departure (legend and tooltip). */
  readonly strong: string;
  /** Name of a mild departure (legend and tooltip). */
  readonly mild: string;
  /** Name of an FDR-selected cell (legend and tooltip). */
  readonly fdr: string;
  /** Name of an unmeasured cell (legend and tooltip). */
  readonly unavailable: string;
  /** Symbol of the score in tooltips and legend, e.g. "z*"; default "z". */
  readonly z?: string;
  readonly emptyText: string;
}

/** Input of {@linkcode heatmapChart}. */
export interface HeatmapInput {
  readonly id: string;
  /** Rows, top to bottom (meant for ≤ 16; all are drawn); `id` goes to `data-feature`. */
  readonly features: readonly { readonly id: string; readonly label: string }[];
  /** Columns in book order. */
  readonly chapters: readonly { readonly number: number; readonly label: string }[];
  /** `cells[chapterIndex][featureIndex]`; a missing cell or non-finite z is unmeasured. */
  readonly cells: readonly (readonly HeatmapCell[])[];
  readonly labels: HeatmapLabels;
}

const MIN_WIDTH = 960;
const TOP = 22;
const ROW = 18;
const CELL_HEIGHT = 16;
const MAX_LABEL_WIDTH = 260;
const FONT = CHART_FONT;

/**
 * Cell width in user units: 880 / chapters clamped to [2, 44], rounded to 2 decimals so the
 * scaled cells and the unscaled marks share exactly the same width.
 *
 * @example
 * ```ts
 * heatmapCellWidth(364); // 2.42
 * heatmapCellWidth(5); // 44
 * ```
 */
export function heatmapCellWidth(chapters: number): number {
  return Number(fmt(clamp(880 / Math.max(1, chapters), 2, 44)));
}

/**
 * Renders the heatmap.
 *
 * @example
 * ```ts
 * heatmapChart({
 *   id: "heat",
 *   features: [{ id: "asl", label: "Average sentence length" }],
 *   chapters: [{ number: 1, label: "Chapter 1" }],
 *   cells: [[{ z: 2.4, level: 1, fdr: false }]],
 *   labels: { title: "Heatmap", description: "…", strong: "strong", mild: "mild", fdr: "FDR-selected", unavailable: "unavailable", emptyText: "No data" },
 * });
 * ```
 */
export function heatmapChart(input: HeatmapInput): SafeHtml {
  const { labels, features, chapters } = input;
  const frame = {
    kind: "heatmap",
    id: input.id,
    title: labels.title,
    description: labels.description,
  };
  const cellAt = (c: number, f: number): (HeatmapCell & { z: number }) | null => {
    const v = input.cells[c]?.[f];
    return v && isNum(v.z) ? v as HeatmapCell & { z: number } : null;
  };
  const anyMeasured = chapters.some((_, c) => features.some((_, f) => cellAt(c, f) !== null));
  if (!anyMeasured) return emptyChart(frame, labels.emptyText);

  const zLabel = labels.z ?? "z";
  const rowLabels = features.map((f) =>
    fitText(f.label, MAX_LABEL_WIDTH, (s) => textWidth(s, FONT))
  );
  const left = 10 + Math.max(40, ...rowLabels.map((t) => textWidth(t, FONT)));
  const n = chapters.length;
  const cw = heatmapCellWidth(n);
  const gridBottom = TOP + features.length * ROW;
  const width = Math.max(MIN_WIDTH, Math.ceil(left + n * cw + 12));
  const r = clamp(Math.min(cw, CELL_HEIGHT) * 0.3, 0.9, 4);

  const rows: SafeHtml[] = [];
  let hatch = "";
  const strong: SafeHtml[] = [];
  const mild: SafeHtml[] = [];
  const outlines: SafeHtml[] = [];
  features.forEach((feature, f) => {
    const y = f * ROW;
    const byColour = new Map<string, SafeHtml[]>();
    chapters.forEach((ch, c) => {
      const v = cellAt(c, f);
      let tip = `${ch.label} · ${feature.label} · `;
      if (v === null) {
        tip += labels.unavailable;
        hatch += `M${fmt(c * cw)} ${y + CELL_HEIGHT}l${fmt(cw)} -${CELL_HEIGHT}`;
      } else {
        tip += `${zLabel} ${fmtText(v.z)}`;
        const centre = { cx: (c + 0.5) * cw, cy: y + CELL_HEIGHT / 2, r };
        if (v.level === 2) {
          tip += ` · ${labels.strong}`;
          strong.push(el("circle", centre));
        } else if (v.level === 1) {
          tip += ` · ${labels.mild}`;
          mild.push(el("circle", centre));
        }
        if (v.fdr) {
          tip += ` · ${labels.fdr}`;
          outlines.push(el("rect", { x: c * cw, y, width: cw, height: CELL_HEIGHT }));
        }
      }
      const colour = v === null ? GREYS.unmeasured : DIVERGING[divergingClass(v.z)];
      const list = byColour.get(colour) ?? [];
      list.push(el(
        "path",
        {
          class: "svc-hit",
          "data-chapter": chapterNo(ch.number),
          "data-feature": feature.id,
          d: `M${c} 0v${CELL_HEIGHT}`,
        },
        el("title", {}, tip),
      ));
      byColour.set(colour, list);
    });
    rows.push(el(
      "g",
      { transform: `translate(0 ${y})` },
      [...byColour].map(([colour, cells]) => el("g", { stroke: colour }, cells)),
    ));
  });

  const key = legend(legendItems(labels, zLabel), left, gridBottom + 14, width - left - 12);
  return svgFrame({ ...frame, width, height: gridBottom + 14 + key.height + 8 }, [
    chapterAxis(chapters.map((c) => chapterNo(c.number)), (i) => left + (i + 0.5) * cw, 14, 30),
    el(
      "g",
      { class: "svc-axis-y", fill: GREYS.text, "text-anchor": "end" },
      rowLabels.map((t, f) => el("text", { x: left - 6, y: TOP + f * ROW + 12 }, t)),
    ),
    el("g", {
      class: "svc-cells",
      transform: `translate(${fmt(left + cw / 2)} ${TOP}) scale(${fmt(cw)} 1)`,
      "stroke-width": 1,
    }, rows),
    // Marks sit in an unscaled layer and ignore the pointer: clicks and tooltips reach the cell.
    el(
      "g",
      { class: "svc-marks", transform: `translate(${fmt(left)} ${TOP})`, "pointer-events": "none" },
      hatch === "" ? null : el("path", {
        class: "svc-na",
        d: hatch,
        fill: "none",
        stroke: GREYS.hatch,
        "stroke-width": 0.75,
      }),
      el("g", { class: "svc-strong", fill: "#000", stroke: "#FFF", "stroke-width": 0.5 }, strong),
      el("g", {
        class: "svc-mild",
        fill: "none",
        stroke: "#000",
        "stroke-width": Math.max(0.5, r * 0.4),
      }, mild),
      el("g", {
        class: "svc-fdr",
        fill: "none",
        stroke: "#000",
        "stroke-width": clamp(cw / 3, 0.8, 2),
      }, outlines),
    ),
    key.markup,
  ]);
}

function legendItems(labels: HeatmapLabels, zLabel: string): LegendItem[] {
  const sw = 28;
  const box = (fill: string, mark: SafeHtml) => [
    el("rect", { width: 12, height: 12, fill, stroke: GREYS.missing, "stroke-width": 0.5 }),
    mark,
  ];
  return [
    {
      swatch: [
        ...DIVERGING.map((fill, k) => el("rect", { x: k * sw, width: sw, height: 10, fill })),
        el("rect", {
          width: sw * DIVERGING.length,
          height: 10,
          fill: "none",
          stroke: GREYS.missing,
          "stroke-width": 0.5,
        }),
        el(
          "g",
          { "text-anchor": "middle" },
          DIVERGING_EDGES.map((e, k) => el("text", { x: k * sw, y: 24 }, fmtSigned(e))),
        ),
      ],
      width: sw * DIVERGING.length,
      height: 26,
      text: zLabel,
    },
    {
      swatch: box(DIVERGING[3], el("circle", { cx: 6, cy: 6, r: 3, fill: "#000" })),
      text: labels.strong,
    },
    {
      swatch: box(
        DIVERGING[3],
        el("circle", { cx: 6, cy: 6, r: 3, fill: "none", stroke: "#000", "stroke-width": 1.2 }),
      ),
      text: labels.mild,
    },
    {
      swatch: el("rect", {
        x: 1,
        y: 1,
        width: 10,
        height: 10,
        fill: DIVERGING[3],
        stroke: "#000",
        "stroke-width": 2,
      }),
      text: labels.fdr,
    },
    {
      swatch: box(
        GREYS.unmeasured,
        el("path", { d: "M0 12L12 0", stroke: GREYS.hatch, "stroke-width": 0.75 }),
      ),
      text: labels.unavailable,
    },
  ];
}
