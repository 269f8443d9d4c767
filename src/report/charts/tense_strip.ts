/**
 * Tense strip: paragraphs along the book, binned to at most 600 bins. A bin's bar height and
 * colour are its highest tense-switch severity (0 is a thin grey baseline tick, 3 the tallest
 * and darkest, whatever the tense); the majority dominant tense places a mark in one of four
 * labelled lanes under the bars. Chapter starts are faint ticks on top.
 *
 * A bin is named and opened by the chapter of its most severe paragraph (the first one at the
 * bin's highest severity), and its tooltip names every chapter it spans, so a bin that starts
 * in one chapter never points at the flag of the next.
 *
 * @module
 */

import type { SafeHtml } from "../html.ts";
import { legend } from "./legend.ts";
import { GREYS, OKABE_ITO, SEVERITY_COLOURS } from "./palette.ts";
import { chapterNo, CHART_FONT, el, emptyChart, fmt, fmtText, svgFrame, textWidth } from "./svg.ts";
import { thinnedIndices } from "./scale.ts";

/** A paragraph's dominant tense. */
export type Tense = "present" | "past" | "mixed" | "neutral";

/** One paragraph of {@linkcode TenseStripInput}. */
export interface TenseParagraph {
  readonly chapter: number;
  readonly severity: 0 | 1 | 2 | 3;
  readonly dominant: Tense;
}

/** Visible texts of {@linkcode tenseStrip}. */
export interface TenseStripLabels {
  readonly title: string;
  readonly description: string;
  /** Name of a severity level 0–3. */
  readonly severity: (s: 0 | 1 | 2 | 3) => string;
  /** Name of a tense. */
  readonly tense: (t: Tense) => string;
  /** Chapter reference in tooltips; default the bare number. */
  readonly chapter?: (n: number) => string;
  readonly emptyText: string;
}

/** Input of {@linkcode tenseStrip}. */
export interface TenseStripInput {
  readonly id: string;
  /** Paragraphs in book order. */
  readonly paragraphs: readonly TenseParagraph[];
  readonly labels: TenseStripLabels;
}

/** One bin of consecutive paragraphs. */
export interface TenseBin {
  /** First paragraph index (inclusive). */
  readonly start: number;
  /** Last paragraph index (exclusive). */
  readonly end: number;
  /** Chapter of the bin's most severe paragraph (the first at its highest severity). */
  readonly chapter: number;
  /** Chapters of the bin's first and last paragraph (a bin may straddle chapters). */
  readonly firstChapter: number;
  readonly lastChapter: number;
  /** Highest severity in the bin. */
  readonly severity: 0 | 1 | 2 | 3;
  /** Paragraphs per dominant tense. */
  readonly counts: Readonly<Record<Tense, number>>;
  /** Majority tense; ties go to mixed, then present, past, neutral (the rarer signal first). */
  readonly dominant: Tense;
}

/** Tenses in tie-break order, which is also the lane order top to bottom. */
export const TENSES: readonly Tense[] = ["mixed", "present", "past", "neutral"];

/** Colours by tense: Okabe–Ito blue, orange and purple, grey for neutral. */
export const TENSE_COLOURS: Readonly<Record<Tense, string>> = {
  past: OKABE_ITO.blue,
  present: OKABE_ITO.orange,
  mixed: OKABE_ITO.purple,
  neutral: GREYS.missing,
};

/** Bins at most. */
export const MAX_BINS = 600;

/**
 * Splits paragraphs into `min(maxBins, n)` bins of consecutive paragraphs whose sizes differ by
 * at most one (bin b covers ⌊b·n/bins⌋ … ⌊(b+1)·n/bins⌋).
 *
 * @example
 * ```ts
 * binParagraphs([{ chapter: 1, severity: 2, dominant: "past" }], 600)[0].severity; // 2
 * ```
 */
export function binParagraphs(
  paragraphs: readonly TenseParagraph[],
  maxBins: number = MAX_BINS,
): TenseBin[] {
  const n = paragraphs.length;
  const count = Math.min(Math.max(1, Math.floor(maxBins)), n);
  const bins: TenseBin[] = [];
  for (let b = 0; b < count; b++) {
    const start = Math.floor((b * n) / count);
    const end = Math.floor(((b + 1) * n) / count);
    const counts: Record<Tense, number> = { present: 0, past: 0, mixed: 0, neutral: 0 };
    let severity = 0;
    let worst = start;
    for (let p = start; p < end; p++) {
      const para = paragraphs[p];
      const s = clampSeverity(para.severity);
      if (s > severity) {
        severity = s;
        worst = p;
      }
      counts[TENSES.includes(para.dominant) ? para.dominant : "neutral"]++;
    }
    let dominant: Tense = TENSES[0];
    for (const t of TENSES) if (counts[t] > counts[dominant]) dominant = t;
    bins.push({
      start,
      end,
      chapter: chapterNo(paragraphs[worst].chapter),
      firstChapter: chapterNo(paragraphs[start].chapter),
      lastChapter: chapterNo(paragraphs[end - 1].chapter),
      severity: severity as 0 | 1 | 2 | 3,
      counts,
      dominant,
    });
  }
  return bins;
}

function clampSeverity(s: number): number {
  return Number.isFinite(s) ? Math.max(0, Math.min(3, Math.round(s))) : 0;
}

const WIDTH = 960;
const RIGHT = WIDTH - 16;
const BASE = 90;
const LEVEL = 20;
const LANE = 15;
const LANE_TOP = BASE + 6;

/**
 * Renders the tense strip.
 *
 * @example
 * ```ts
 * tenseStrip({
 *   id: "tense",
 *   paragraphs: [{ chapter: 1, severity: 0, dominant: "past" }, { chapter: 2, severity: 3, dominant: "mixed" }],
 *   labels: { title: "Tense", description: "…", severity: (s) => `severity ${s}`, tense: (t) => t, emptyText: "No data" },
 * });
 * ```
 */
export function tenseStrip(input: TenseStripInput): SafeHtml {
  const { labels, paragraphs } = input;
  const frame = {
    kind: "tense",
    id: input.id,
    title: labels.title,
    description: labels.description,
  };
  if (paragraphs.length === 0) return emptyChart(frame, labels.emptyText);

  const chapterText = labels.chapter ?? ((n: number) => fmtText(n));
  const laneNames = TENSES.map((t) => labels.tense(t));
  const left = 28 + Math.max(...laneNames.map((t) => textWidth(t, CHART_FONT)));
  const bins = binParagraphs(paragraphs);
  const binWidth = (RIGHT - left) / bins.length;
  // A hairline gap between wide bins keeps neighbours apart; narrow bins stay solid.
  const drawWidth = Number(fmt(binWidth > 3 ? binWidth - 1 : binWidth));

  const bars: SafeHtml[][] = [[], [], [], []];
  const lanes = new Map<Tense, string>(TENSES.map((t) => [t, ""]));
  bins.forEach((bin, b) => {
    const x = fmt(left + b * binWidth);
    const h = bin.severity === 0 ? 2 : bin.severity * LEVEL;
    const counts = TENSES.filter((t) => bin.counts[t] > 0)
      .map((t) => `${labels.tense(t)} ${bin.counts[t]}`).join(" · ");
    const where = bin.firstChapter === bin.lastChapter
      ? chapterText(bin.firstChapter)
      : `${chapterText(bin.firstChapter)}–${fmtText(bin.lastChapter)}`;
    const tip = `${where} · ${labels.severity(bin.severity)} · ${counts}`;
    bars[bin.severity].push(el(
      "rect",
      {
        class: "svc-hit",
        "data-chapter": bin.chapter,
        x,
        y: BASE - h,
        width: drawWidth,
        height: h,
      },
      el("title", {}, tip),
    ));
    const laneY = LANE_TOP + TENSES.indexOf(bin.dominant) * LANE;
    lanes.set(
      bin.dominant,
      `${lanes.get(bin.dominant)}M${x} ${laneY}h${drawWidth}v${LANE - 1}H${x}z`,
    );
  });

  // Chapter starts: the paragraph index where the chapter number changes.
  const starts: { p: number; chapter: number }[] = [];
  paragraphs.forEach((para, p) => {
    const n = chapterNo(para.chapter);
    if (p === 0 || n !== chapterNo(paragraphs[p - 1].chapter)) starts.push({ p, chapter: n });
  });
  const xAt = (p: number) => left + (p / paragraphs.length) * (RIGHT - left);

  const laneMarks = TENSES.map((t, k) => {
    const y = LANE_TOP + k * LANE;
    const d = lanes.get(t) ?? "";
    return [
      d === "" ? null : el("path", { d, fill: TENSE_COLOURS[t] }),
      el("rect", { x: left - 16, y, width: 10, height: LANE - 1, fill: TENSE_COLOURS[t] }),
      el("text", { x: left - 20, y: y + 11 }, laneNames[k]),
    ];
  });
  const levels = ([0, 1, 2, 3] as const).map((s) => {
    const h = s === 0 ? 1 : s * 4;
    return {
      swatch: el("rect", { x: 3, y: 12 - h, width: 6, height: h, fill: SEVERITY_COLOURS[s] }),
      text: labels.severity(s),
    };
  });
  const laneBottom = LANE_TOP + TENSES.length * LANE;
  const key = legend(levels, left, laneBottom + 12, RIGHT - left);

  return svgFrame({ ...frame, width: WIDTH, height: laneBottom + 12 + key.height + 8 }, [
    el(
      "g",
      { class: "svc-chapters", fill: GREYS.text, "text-anchor": "middle" },
      el("path", {
        d: starts.map((s) => `M${fmt(xAt(s.p))} 14v6`).join(""),
        stroke: GREYS.grid,
      }),
      thinnedIndices(starts.length, 20).map((k) =>
        el("text", { x: xAt(starts[k].p), y: 12 }, fmtText(starts[k].chapter))
      ),
    ),
    el("path", { class: "svc-baseline", d: `M${fmt(left)} ${BASE}H${RIGHT}`, stroke: GREYS.grid }),
    bars.map((list, s) => el("g", { class: `svc-severity${s}`, fill: SEVERITY_COLOURS[s] }, list)),
    el("g", {
      class: "svc-lanes",
      "text-anchor": "end",
      fill: GREYS.text,
      "pointer-events": "none",
    }, laneMarks),
    key.markup,
  ]);
}
