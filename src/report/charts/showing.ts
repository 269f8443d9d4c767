/**
 * Showing vs telling: diverging bars of the per-chapter balance around zero, showing upwards in
 * blue, telling downwards in orange, with both directions named at the plot edge next to an
 * up or down triangle (direction, not only colour). A chapter without a balance is a gap with
 * a tiny grey tick on the zero line.
 *
 * @module
 */

import type { SafeHtml } from "../html.ts";
import { chapterAxis, yAxis } from "./axis.ts";
import { GREYS, OKABE_ITO } from "./palette.ts";
import {
  chapterNo,
  CHART_FONT,
  el,
  emptyChart,
  fmt,
  fmtText,
  isNum,
  NO_VALUE,
  svgFrame,
  textWidth,
} from "./svg.ts";
import { clamp, linearScale, niceTicks } from "./scale.ts";

/** One chapter of {@linkcode ShowingInput}. */
export interface ShowingChapter {
  readonly number: number;
  readonly label: string;
  /** Showing minus telling (positive leans to showing); null leaves a gap. */
  readonly balance: number | null;
  readonly tell_z: number | null;
  readonly show_z: number | null;
}

/** Visible texts of {@linkcode showingChart}. */
export interface ShowingLabels {
  readonly title: string;
  readonly description: string;
  /** Name of the upward direction and of `show_z` in tooltips. */
  readonly showing: string;
  /** Name of the downward direction and of `tell_z` in tooltips. */
  readonly telling: string;
  /** Name of the balance in tooltips; the bare number without it. */
  readonly balance?: string;
  readonly emptyText: string;
}

/** Input of {@linkcode showingChart}. */
export interface ShowingInput {
  readonly id: string;
  /** Chapters in book order. */
  readonly chapters: readonly ShowingChapter[];
  readonly labels: ShowingLabels;
}

const WIDTH = 960;
const LEFT = 56;
const TOP = 12;
const PLOT_HEIGHT = 200;

/**
 * Renders the showing/telling chart.
 *
 * @example
 * ```ts
 * showingChart({
 *   id: "showing",
 *   chapters: [{ number: 1, label: "Chapter 1", balance: 1.2, tell_z: -0.4, show_z: 0.8 }],
 *   labels: { title: "Showing and telling", description: "…", showing: "showing", telling: "telling", emptyText: "No data" },
 * });
 * ```
 */
export function showingChart(input: ShowingInput): SafeHtml {
  const { labels, chapters } = input;
  const frame = {
    kind: "showing",
    id: input.id,
    title: labels.title,
    description: labels.description,
  };
  const values = chapters.map((c) => (isNum(c.balance) ? c.balance : null));
  const measured = values.filter((v): v is number => v !== null);
  if (measured.length === 0) return emptyChart(frame, labels.emptyText);

  const extent = Math.max(...measured.map(Math.abs));
  const ticks = niceTicks(-extent, extent);
  const bottom = TOP + PLOT_HEIGHT;
  const y = linearScale(ticks.min, ticks.max, bottom, TOP);
  const zero = y(0);
  // The direction names sit right of the plot, so they never collide with a bar.
  const right = WIDTH - 24 -
    clamp(
      Math.max(textWidth(labels.showing, CHART_FONT), textWidth(labels.telling, CHART_FONT)),
      24,
      160,
    );
  const step = (right - LEFT) / chapters.length;
  const barWidth = Math.max(1, step * 0.7);
  const xOf = (i: number) => LEFT + (i + 0.5) * step;
  const z = (v: number | null) => (isNum(v) ? fmtText(v) : NO_VALUE);

  const up: SafeHtml[] = [];
  const down: SafeHtml[] = [];
  const gaps: SafeHtml[] = [];
  chapters.forEach((c, i) => {
    const n = chapterNo(c.number);
    const v = values[i];
    const x = xOf(i) - barWidth / 2;
    const balance = `${labels.balance ? labels.balance + " " : ""}${
      v === null ? NO_VALUE : fmtText(v)
    }`;
    const tip = el(
      "title",
      {},
      `${c.label} · ${balance} · ${labels.showing} ${z(c.show_z)} · ${labels.telling} ${
        z(c.tell_z)
      }`,
    );
    if (v === null) {
      gaps.push(
        el("rect", {
          class: "svc-hit",
          "data-chapter": n,
          x,
          y: zero - 1,
          width: barWidth,
          height: 2,
        }, tip),
      );
      return;
    }
    // A zero balance still gets a 1-unit stub so it can be seen and clicked.
    const h = Math.max(1, Math.abs(y(v) - zero));
    (v >= 0 ? up : down).push(el(
      "rect",
      {
        class: "svc-hit",
        "data-chapter": n,
        x,
        y: v >= 0 ? zero - h : zero,
        width: barWidth,
        height: h,
      },
      tip,
    ));
  });

  return svgFrame({ ...frame, width: WIDTH, height: bottom + 30 }, [
    yAxis(ticks, y, LEFT, right),
    el("path", { class: "svc-zero", d: `M${LEFT} ${fmt(zero)}H${right}`, stroke: GREYS.text }),
    el("g", { class: "svc-showing", fill: OKABE_ITO.blue }, up),
    el("g", { class: "svc-telling", fill: OKABE_ITO.orange }, down),
    el("g", { class: "svc-gaps", fill: GREYS.missing }, gaps),
    // Direction names right of the plot with an up / down triangle in the bar colour.
    el(
      "g",
      { class: "svc-directions", "font-weight": "bold", fill: GREYS.text },
      el("path", { d: `M${fmt(right + 6)} ${TOP + 10}h8l-4 -7z`, fill: OKABE_ITO.blue }),
      el("text", { x: right + 18, y: TOP + 10 }, labels.showing),
      el("path", { d: `M${fmt(right + 6)} ${bottom - 10}h8l-4 7z`, fill: OKABE_ITO.orange }),
      el("text", { x: right + 18, y: bottom - 2 }, labels.telling),
    ),
    chapterAxis(chapters.map((c) => chapterNo(c.number)), xOf, bottom + 18, 20),
  ]);
}
