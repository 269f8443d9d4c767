/**
 * Presence matrix: one row per name, one column per chapter in book order, a circle whose area
 * is proportional to the mentions in that chapter (radius ∝ √(count / max), so area ∝ count;
 * the radius is at least 0.8 so one mention stays visible).
 * A chapter without mentions draws nothing over the faint dotted row grid.
 *
 * @module
 */

import type { SafeHtml } from "../html.ts";
import { fitText } from "../text_fit.ts";
import { chapterAxis } from "./axis.ts";
import { legend } from "./legend.ts";
import { GREYS, OKABE_ITO } from "./palette.ts";
import { chapterNo, CHART_FONT, el, emptyChart, fmt, isNum, svgFrame, textWidth } from "./svg.ts";
import { clamp } from "./scale.ts";

/** Visible texts of {@linkcode presenceMatrix}. */
export interface PresenceLabels {
  readonly title: string;
  readonly description: string;
  /** Count text, e.g. (3) → "3 mentions". */
  readonly mentions: (n: number) => string;
  readonly emptyText: string;
}

/** Input of {@linkcode presenceMatrix}. */
export interface PresenceInput {
  readonly id: string;
  /** Rows, top to bottom. */
  readonly names: readonly string[];
  /** Columns in book order. */
  readonly chapters: readonly { readonly number: number; readonly label: string }[];
  /** `counts[nameIndex][chapterIndex]`; missing, negative or non-finite counts are 0. */
  readonly counts: readonly (readonly number[])[];
  readonly labels: PresenceLabels;
}

const MIN_WIDTH = 960;
const TOP = 22;
const ROW = 18;
const FONT = CHART_FONT;
const MAX_LABEL_WIDTH = 240;
/** Smallest radius drawn, so a single mention stays visible next to a large maximum. */
const MIN_RADIUS = 0.8;
/** Smallest radius of the largest count. */
const MIN_MAX_RADIUS = 3;

/**
 * Renders the presence matrix.
 *
 * @example
 * ```ts
 * presenceMatrix({
 *   id: "presence",
 *   names: ["Anna", "Ben"],
 *   chapters: [{ number: 1, label: "Chapter 1" }, { number: 2, label: "Chapter 2" }],
 *   counts: [[3, 0], [1, 5]],
 *   labels: { title: "Presence", description: "…", mentions: (n) => `${n} mentions`, emptyText: "No names" },
 * });
 * ```
 */
export function presenceMatrix(input: PresenceInput): SafeHtml {
  const { labels, names, chapters } = input;
  const frame = {
    kind: "presence",
    id: input.id,
    title: labels.title,
    description: labels.description,
  };
  const count = (r: number, c: number) => {
    const v = input.counts[r]?.[c];
    return isNum(v) && v > 0 ? v : 0;
  };
  let max = 0;
  names.forEach((_, r) => chapters.forEach((_, c) => max = Math.max(max, count(r, c))));
  if (max === 0) return emptyChart(frame, labels.emptyText);

  const rowLabels = names.map((t) => fitText(t, MAX_LABEL_WIDTH, (s) => textWidth(s, FONT)));
  const left = 10 + Math.max(40, ...rowLabels.map((t) => textWidth(t, FONT)));
  const n = chapters.length;
  const cw = Number(fmt(clamp(880 / n, 2, 28)));
  // Narrow columns (many chapters) still get circles of radius 3: neighbours may overlap a
  // little, which reads as a run of presence, instead of dots too small to see.
  const rMax = Math.max(MIN_MAX_RADIUS, Math.min(cw, ROW) / 2 - 0.5);
  const radius = (v: number) => Math.max(MIN_RADIUS, rMax * Math.sqrt(v / max));
  const gridBottom = TOP + names.length * ROW;
  const width = Math.max(MIN_WIDTH, Math.ceil(left + n * cw + 12));
  const cx = (c: number) => left + (c + 0.5) * cw;
  const cy = (r: number) => TOP + r * ROW + ROW / 2;

  const circles: SafeHtml[] = [];
  names.forEach((name, r) => {
    chapters.forEach((ch, c) => {
      const v = count(r, c);
      if (v === 0) return;
      circles.push(el(
        "circle",
        {
          class: "svc-hit",
          "data-chapter": chapterNo(ch.number),
          cx: cx(c),
          cy: cy(r),
          r: radius(v),
        },
        el("title", {}, `${name} · ${ch.label} · ${labels.mentions(v)}`),
      ));
    });
  });

  const sizes = [...new Set([1, Math.round(max / 2), max])].filter((v) => v >= 1 && v <= max);
  const items = sizes.map((v) => {
    const box = Math.max(12, 2 * radius(v));
    return {
      swatch: el("circle", { cx: box / 2, cy: box / 2, r: radius(v), fill: OKABE_ITO.blue }),
      width: box,
      height: box,
      text: labels.mentions(v),
    };
  });
  const key = legend(items, left, gridBottom + 12, width - left - 12);

  return svgFrame({ ...frame, width, height: gridBottom + 12 + key.height + 8 }, [
    chapterAxis(chapters.map((c) => chapterNo(c.number)), cx, 14, 30, 9),
    el(
      "g",
      { class: "svc-axis-y", fill: GREYS.text, "text-anchor": "end" },
      rowLabels.map((t, r) => el("text", { x: left - 6, y: cy(r) + 4 }, t)),
    ),
    // One dotted line per row puts a faint dot at every cell centre (dash 0.8, gap cw − 0.8).
    el("path", {
      class: "svc-grid",
      d: names.map((_, r) => `M${fmt(cx(0) - 0.4)} ${fmt(cy(r))}H${fmt(cx(n - 1) + 0.4)}`).join(""),
      stroke: GREYS.grid,
      "stroke-width": 0.8,
      "stroke-dasharray": `0.8 ${fmt(cw - 0.8)}`,
    }),
    el("g", { class: "svc-cells", fill: OKABE_ITO.blue, "fill-opacity": 0.85 }, circles),
    key.markup,
  ]);
}
