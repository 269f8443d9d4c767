/**
 * A generic per-chapter bar chart (dialogue share, words per scene, hook score): one bar per
 * chapter in book order from zero, an optional dashed reference line (e.g. the book mean) and
 * marked bars drawn in a second colour with a triangle above them (shape, not only colour).
 * A chapter without a value shows a small grey tick on the zero line.
 *
 * @module
 */

import type { SafeHtml } from "../html.ts";
import { axisTitle, chapterAxis, yAxis } from "./axis.ts";
import { legend, type LegendItem } from "./legend.ts";
import { GREYS, OKABE_ITO } from "./palette.ts";
import { chapterNo, el, emptyChart, fmt, fmtText, isNum, NO_VALUE, svgFrame } from "./svg.ts";
import { linearScale, niceTicks } from "./scale.ts";

/** One chapter of {@linkcode ChapterBarsInput}. */
export interface ChapterBar {
  readonly number: number;
  readonly label: string;
  /** Null draws a grey tick instead of a bar. */
  readonly value: number | null;
  /** Highlighted bar (second colour + triangle marker). */
  readonly marked?: boolean;
}

/** Visible texts of {@linkcode chapterBars}. */
export interface ChapterBarsLabels {
  readonly title: string;
  readonly description: string;
  /** Legend text of the plain bars (what one bar measures); no legend entry without it. */
  readonly bars?: string;
  /** Value axis title; default the trimmed unit. */
  readonly axis?: string;
  /** Legend text of the reference line; no legend entry without it. */
  readonly reference?: string;
  /** Legend text of marked bars; no legend entry without it. */
  readonly marked?: string;
  readonly emptyText: string;
}

/** Input of {@linkcode chapterBars}. */
export interface ChapterBarsInput {
  readonly id: string;
  /** Chapters in book order. */
  readonly chapters: readonly ChapterBar[];
  /** Value of the dashed reference line; null/absent draws none. */
  readonly reference?: number | null;
  /** Appended verbatim to tooltip values ("%", " words"); trimmed, it is the axis title. */
  readonly unit: string;
  readonly labels: ChapterBarsLabels;
  /** Fixed top of the value axis (e.g. 100 for percentages); taller bars are cut at the top. */
  readonly max?: number;
}

const WIDTH = 960;
const LEFT = 64;
const RIGHT = WIDTH - 16;
const PLOT_HEIGHT = 180;

/**
 * Renders the bar chart.
 *
 * @example
 * ```ts
 * chapterBars({
 *   id: "dialogue",
 *   chapters: [{ number: 1, label: "Chapter 1", value: 32.5 }, { number: 2, label: "Chapter 2", value: 71, marked: true }],
 *   reference: 45,
 *   unit: "%",
 *   max: 100,
 *   labels: { title: "Dialogue share", description: "…", reference: "book mean", emptyText: "No data" },
 * });
 * ```
 */
export function chapterBars(input: ChapterBarsInput): SafeHtml {
  const { labels, chapters } = input;
  const frame = {
    kind: "chapter-bars",
    id: input.id,
    title: labels.title,
    description: labels.description,
  };
  const values = chapters.map((c) => (isNum(c.value) ? c.value : null));
  const measured = values.filter((v): v is number => v !== null);
  if (measured.length === 0) return emptyChart(frame, labels.emptyText);

  const reference = isNum(input.reference) ? input.reference : null;
  const pool = [0, ...measured, ...(reference === null ? [] : [reference])];
  const fixedMax = isNum(input.max) && input.max > 0 ? input.max : null;
  const ticks = niceTicks(Math.min(...pool), fixedMax ?? Math.max(...pool));
  const anyMarked = chapters.some((c, i) => c.marked && values[i] !== null);

  const items: LegendItem[] = [];
  if (labels.bars) {
    items.push({
      swatch: el("rect", { y: 2, width: 12, height: 10, fill: OKABE_ITO.blue }),
      text: labels.bars,
    });
  }
  if (reference !== null && labels.reference) {
    items.push({
      swatch: el("path", { d: "M0 6H12", stroke: "#000", "stroke-dasharray": "3 2" }),
      text: labels.reference,
    });
  }
  if (anyMarked && labels.marked) {
    items.push({
      swatch: [
        el("rect", { y: 4, width: 12, height: 8, fill: OKABE_ITO.orange }),
        el("path", { d: "M3 0h6l-3 3z", fill: "#000" }),
      ],
      text: labels.marked,
    });
  }
  const key = legend(items, LEFT, 8, RIGHT - LEFT);
  const top = key.height > 0 ? key.height + 22 : 14;
  const bottom = top + PLOT_HEIGHT;
  const y = linearScale(ticks.min, ticks.max, bottom, top);
  const at = (v: number) => y(Math.max(ticks.min, Math.min(ticks.max, v)));
  const zero = y(0);
  const step = (RIGHT - LEFT) / chapters.length;
  const barWidth = Math.max(1, step * 0.7);
  const xOf = (i: number) => LEFT + (i + 0.5) * step;
  const unit = input.unit ?? "";

  const plain: SafeHtml[] = [];
  const marked: SafeHtml[] = [];
  const markers: SafeHtml[] = [];
  const gaps: SafeHtml[] = [];
  chapters.forEach((c, i) => {
    const n = chapterNo(c.number);
    const v = values[i];
    const x = xOf(i) - barWidth / 2;
    if (v === null) {
      const tick = { class: "svc-hit", "data-chapter": n, x, y: zero - 1, width: barWidth };
      gaps.push(el("rect", { ...tick, height: 2 }, el("title", {}, `${c.label} · ${NO_VALUE}`)));
      return;
    }
    // A zero value still gets a 1-unit stub so it can be seen and clicked.
    const h = Math.max(1, Math.abs(at(v) - zero));
    const yTop = v >= 0 ? zero - h : zero;
    const bar = el(
      "rect",
      { class: "svc-hit", "data-chapter": n, x, y: yTop, width: barWidth, height: h },
      el("title", {}, `${c.label} · ${fmtText(v)}${unit}`),
    );
    if (!c.marked) {
      plain.push(bar);
      return;
    }
    marked.push(bar);
    // A downward triangle 2 units above the bar (above the zero line for a negative bar).
    const half = Math.max(2.5, barWidth / 2);
    const base = (v >= 0 ? yTop : zero) - 2;
    markers.push(el("path", {
      class: "svc-hit",
      "data-chapter": n,
      d: `M${fmt(xOf(i) - half)} ${fmt(base - 4)}h${fmt(2 * half)}l${fmt(-half)} 4z`,
    }));
  });

  return svgFrame({ ...frame, width: WIDTH, height: bottom + 30 }, [
    key.markup,
    yAxis(ticks, y, LEFT, RIGHT),
    axisTitle(labels.axis ?? unit.trim(), 16, (top + bottom) / 2, true),
    el("path", { class: "svc-zero", d: `M${LEFT} ${fmt(zero)}H${RIGHT}`, stroke: GREYS.text }),
    el("g", { class: "svc-bars", fill: OKABE_ITO.blue }, plain),
    el("g", { class: "svc-marked", fill: OKABE_ITO.orange }, marked),
    el("g", { class: "svc-markers", fill: "#000", "pointer-events": "none" }, markers),
    el("g", { class: "svc-gaps", fill: GREYS.missing }, gaps),
    reference === null ? null : el("path", {
      class: "svc-reference",
      d: `M${LEFT} ${fmt(at(reference))}H${RIGHT}`,
      stroke: "#000",
      "stroke-dasharray": "6 4",
    }),
    chapterAxis(chapters.map((c) => chapterNo(c.number)), xOf, bottom + 18, 20),
  ]);
}
