/**
 * Shared pieces of the inline SVG charts: number printing, the element builder and the
 * accessible root frame (scales and ticks live in `scale.ts`). Every chart is a string of plain
 * SVG built with {@linkcode el}, which escapes every value through the project's `escapeHtml`,
 * so manuscript text stays inert, and the markup passes a strict CSP (presentation attributes
 * only, no `style`, no handlers, no external references).
 *
 * @module
 */

import { escapeHtml, html, type HtmlValue, raw, type SafeHtml } from "../html.ts";

/** The typographic minus used in visible numbers ("−2.5" reads better than "-2.5"). */
const MINUS = "\u2212";

/** Shown in tooltips where a value is missing (a dash, not a word, so no language is baked in). */
export const NO_VALUE = "\u2013";

/**
 * True for a finite number: NaN, ±Infinity and null are treated as "no value" by every chart.
 *
 * @example
 * ```ts
 * isNum(2); // true
 * isNum(NaN); // false
 * ```
 */
export function isNum(v: unknown): v is number {
  return typeof v === "number" && Number.isFinite(v);
}

/**
 * Prints a coordinate or value with at most two decimals (halves round up, as `Math.round`),
 * never `-0`, `NaN` or `Infinity` (a non-finite input prints `0`; callers filter those out
 * earlier with {@linkcode isNum}).
 *
 * @example
 * ```ts
 * fmt(12.5); // "12.5"
 * fmt(3.0); // "3"
 * fmt(-0.001); // "0"
 * ```
 */
export function fmt(n: number): string {
  if (!Number.isFinite(n)) return "0";
  const r = Math.round(n * 100) / 100;
  return r === 0 ? "0" : String(r);
}

/**
 * {@linkcode fmt} for visible text: negative numbers get a typographic minus.
 *
 * @example
 * ```ts
 * fmtText(-21.456); // "−21.46"
 * ```
 */
export function fmtText(n: number): string {
  const s = fmt(n);
  return s.startsWith("-") ? MINUS + s.slice(1) : s;
}

/**
 * {@linkcode fmtText} with an explicit sign for positive numbers (legend edges, z values).
 *
 * @example
 * ```ts
 * fmtSigned(2); // "+2"
 * fmtSigned(0); // "0"
 * ```
 */
export function fmtSigned(n: number): string {
  const s = fmtText(n);
  return s === "0" || s.startsWith(MINUS) ? s : "+" + s;
}

/**
 * A chapter number for `data-chapter`: rounded to an integer, 0 when not finite.
 *
 * @example
 * ```ts
 * chapterNo(3); // 3
 * chapterNo(NaN); // 0
 * ```
 */
export function chapterNo(n: number): number {
  return isNum(n) ? Math.round(n) + 0 : 0;
}

/**
 * An id safe for `id`, `aria-labelledby` and `url(#…)`: characters other than ASCII letters,
 * digits, `_` and `-` become `_` (it is still escaped when interpolated).
 *
 * @example
 * ```ts
 * chartId("rhythm 1"); // "rhythm_1"
 * ```
 */
export function chartId(id: string): string {
  const s = String(id).replace(/[^A-Za-z0-9_-]/g, "_");
  return s === "" ? "chart" : s;
}

/**
 * Rough width of a text in user units (0.6 em per character), for margins and legend flow.
 *
 * @example
 * ```ts
 * textWidth("Chapter", 10); // 42
 * ```
 */
export function textWidth(text: string, fontSize: number): number {
  return [...text].length * fontSize * 0.6;
}

/** Attribute values of {@linkcode el}: numbers print through {@linkcode fmt}; null, undefined
 * and false leave the attribute out. */
export type Attrs = Readonly<Record<string, string | number | null | undefined | false>>;

/**
 * One SVG element as safe markup: attribute values and text children are escaped with
 * {@linkcode escapeHtml} (numbers are printed with {@linkcode fmt}), {@linkcode SafeHtml}
 * children pass as they are; no children gives a self-closing tag. Element and attribute names
 * are code literals, never data. (An element builder rather than `html` templates: `deno fmt`
 * re-indents `html` templates as HTML, which would put whitespace into the markup.)
 *
 * @example
 * ```ts
 * el("rect", { x: 1.234, y: 0, fill: "#000", hidden: null }).value; // '<rect x="1.23" y="0" fill="#000"/>'
 * el("text", { x: 0 }, "<b>").value; // '<text x="0">&lt;b&gt;</text>'
 * ```
 */
export function el(name: string, attrs: Attrs, ...children: HtmlValue[]): SafeHtml {
  let out = "<" + name;
  for (const key in attrs) {
    const v = attrs[key];
    if (v === null || v === undefined || v === false) continue;
    out += ` ${key}="${typeof v === "number" ? fmt(v) : escapeHtml(v)}"`;
  }
  if (children.length === 0) return raw(out + "/>");
  return raw(out + ">" + html`${children}`.value + "</" + name + ">");
}

/** Size of every chart text in user units (a chart's viewBox is about 960 wide). */
export const CHART_FONT = 13;
/** Size of the visible chart title in user units. */
const TITLE_FONT = 15;
/** Height the visible title takes above the chart body, in user units. */
const TITLE_HEIGHT = 28;
/** Smallest rendered text size, in CSS pixels, that stays legible (a phone is 390 px wide). */
export const MIN_TEXT_PX = 11;
/** Minimum widths come in steps of this many pixels (one CSS rule per step). */
const MIN_WIDTH_STEP = 40;
/** Widest minimum: wider charts scale their text below MIN_TEXT_PX rather than scroll forever. */
export const MAX_MIN_WIDTH = 2000;

/**
 * The narrowest rendered width, in CSS pixels, at which a chart of `width` user units still
 * draws its {@linkcode CHART_FONT} text at least {@linkcode MIN_TEXT_PX} high, rounded up to a
 * step of 40 and capped at {@linkcode MAX_MIN_WIDTH}. Narrower boxes scroll the chart.
 *
 * @example
 * ```ts
 * legibleMinWidth(960); // 840 (960 × 11 / 13 = 812.3, rounded up)
 * ```
 */
export function legibleMinWidth(width: number): number {
  const px = (width * MIN_TEXT_PX) / CHART_FONT;
  return Math.min(MAX_MIN_WIDTH, Math.ceil(px / MIN_WIDTH_STEP) * MIN_WIDTH_STEP);
}

/**
 * The stylesheet rules behind the `svc-min-N` classes of {@linkcode svgFrame}: a chart never
 * renders narrower than its legible width (its box scrolls instead). A page includes it once.
 *
 * @example
 * ```ts
 * chartCss().includes(".svc-chart.svc-min-840{min-width:840px}"); // true
 * ```
 */
export function chartCss(): string {
  const rules: string[] = [];
  for (let w = MIN_WIDTH_STEP; w <= MAX_MIN_WIDTH; w += MIN_WIDTH_STEP) {
    rules.push(`.svc-chart.svc-min-${w}{min-width:${w}px}`);
  }
  return rules.join("\n") + "\n";
}

/** What {@linkcode svgFrame} needs besides the body. */
export interface FrameOptions {
  /** Chart kind, for the class `svc-chart-KIND`. */
  readonly kind: string;
  /** Element id prefix (sanitised with {@linkcode chartId}). */
  readonly id: string;
  /** viewBox width in user units. */
  readonly width: number;
  /** Height of the chart body in user units (the title adds {@linkcode TITLE_HEIGHT}). */
  readonly height: number;
  /** Accessible name (`<title>`), also drawn as the visible title. */
  readonly title: string;
  /** Accessible description (`<desc>`). */
  readonly description: string;
}

/**
 * The root `<svg>`: viewBox, `width="100%"` with no height (the height follows the viewBox
 * aspect ratio), top-aligned `meet` scaling, role="img" labelled by its `<title>` and `<desc>`,
 * the base font, the title drawn visibly at the top (the body is moved down under it), and
 * the class `svc-min-N` of its legible minimum width ({@linkcode legibleMinWidth}).
 *
 * @example
 * ```ts
 * svgFrame({ kind: "x", id: "c", width: 100, height: 50, title: "T", description: "D" }, "");
 * ```
 */
export function svgFrame(o: FrameOptions, body: HtmlValue): SafeHtml {
  const id = chartId(o.id);
  return el(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      class: `svc-chart svc-chart-${o.kind} svc-min-${legibleMinWidth(o.width)}`,
      viewBox: `0 0 ${fmt(o.width)} ${fmt(o.height + TITLE_HEIGHT)}`,
      width: "100%",
      preserveAspectRatio: "xMidYMin meet",
      role: "img",
      "aria-labelledby": `${id}-title ${id}-desc`,
      "font-family": "sans-serif",
      "font-size": CHART_FONT,
    },
    el("title", { id: `${id}-title` }, o.title),
    el("desc", { id: `${id}-desc` }, o.description),
    el("text", {
      class: "svc-title",
      x: 8,
      y: 18,
      "font-size": TITLE_FONT,
      "font-weight": "bold",
      fill: "#1D2330",
      "aria-hidden": "true",
    }, o.title),
    el("g", { transform: `translate(0 ${TITLE_HEIGHT})` }, body),
  );
}

/**
 * The small chart shown for empty input: the frame (as wide as the charts, so the text has the
 * same size) with `emptyText` centred.
 *
 * @example
 * ```ts
 * emptyChart({ kind: "rhythm", id: "r", title: "T", description: "D" }, "No chapters");
 * ```
 */
export function emptyChart(
  o: Omit<FrameOptions, "width" | "height">,
  emptyText: string,
): SafeHtml {
  return svgFrame(
    { ...o, width: 960, height: 40 },
    el(
      "text",
      { class: "svc-empty", x: 480, y: 24, "text-anchor": "middle", fill: "#5B6476" },
      emptyText,
    ),
  );
}
