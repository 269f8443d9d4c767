/**
 * Axes shared by the per-chapter charts: a value axis (grid lines plus tick labels) and a
 * chapter axis whose numbers are thinned so they never crowd.
 *
 * @module
 */

import type { SafeHtml } from "../html.ts";
import { GREYS } from "./palette.ts";
import { CHART_FONT, el, fmt, fmtText } from "./svg.ts";
import { thinnedIndices, type Ticks } from "./scale.ts";

/**
 * Horizontal grid lines at each tick from `x0` to `x1` and the tick labels right-aligned just
 * left of `x0`, as `<g class="svc-axis-y">`.
 *
 * @example
 * ```ts
 * import { linearScale, niceTicks } from "./scale.ts";
 * yAxis(niceTicks(0, 10), linearScale(0, 10, 200, 0), 40, 600);
 * ```
 */
export function yAxis(ticks: Ticks, y: (v: number) => number, x0: number, x1: number): SafeHtml {
  const grid = ticks.values.map((v) => `M${fmt(x0)} ${fmt(y(v))}H${fmt(x1)}`).join("");
  return el(
    "g",
    { class: "svc-axis-y", fill: GREYS.text, "text-anchor": "end" },
    el("path", { d: grid, stroke: GREYS.grid, fill: "none" }),
    ticks.values.map((v) => el("text", { x: x0 - 6, y: y(v) + 4 }, fmtText(v))),
  );
}

/**
 * Chapter numbers under (or over) a chart, centred on `xOf(i)` at baseline `y`, at most `max`
 * of them (see `thinnedIndices`), as `<g class="svc-axis-x">`.
 *
 * @example
 * ```ts
 * chapterAxis([1, 2, 3], (i) => 50 + i * 10, 220, 20);
 * ```
 */
export function chapterAxis(
  numbers: readonly number[],
  xOf: (i: number) => number,
  y: number,
  max: number,
  fontSize = CHART_FONT,
): SafeHtml {
  return el(
    "g",
    { class: "svc-axis-x", fill: GREYS.text, "text-anchor": "middle", "font-size": fontSize },
    thinnedIndices(numbers.length, max).map((i) =>
      el("text", { x: xOf(i), y }, fmtText(numbers[i]))
    ),
  );
}

/**
 * An axis title; `vertical` rotates it to read bottom to top, centred on (x, y). Empty text
 * draws nothing.
 *
 * @example
 * ```ts
 * axisTitle("Average sentence length", 16, 150, true);
 * ```
 */
export function axisTitle(text: string, x: number, y: number, vertical = false): SafeHtml | null {
  if (text === "") return null;
  return vertical
    ? el("text", {
      class: "svc-axis-title",
      transform: `translate(${fmt(x)} ${fmt(y)}) rotate(-90)`,
      "text-anchor": "middle",
      fill: GREYS.text,
    }, text)
    : el("text", { class: "svc-axis-title", x, y, fill: GREYS.text }, text);
}
