/**
 * The header band of the sheet: title, author, the book's key totals as a row of cards, the
 * one-line caveat that these are diagnostic heuristics, not a quality score, and the triage:
 * the chapters to look at in order with the book's counts, then the finding sentences of the
 * most pressing chapters (at most {@linkcode FINDING_LINES} lines, one sentence a line) — the
 * same chapters, counts and sentences as the dashboard's Overview and the A4 report.
 *
 * Choices: the title is set at 40 pt and steps down to 24 pt before it is shortened; each card
 * is as wide as its label and value, long notes are shortened first, spare width is shared;
 * the date is the PDF's creation date as YYYY-MM-DD (UTC).
 *
 * @module
 */

import type { SheetTranslate } from "./labels.ts";
import { formatNumber, formatShare } from "../../dashboard/format.ts";
import type { DashboardViews } from "../../../views/dashboard.ts";
import type { Triage } from "../../../views/triage.ts";
import {
  consistencyText,
  findingSentence,
  tenseText,
  triageHeadlineText,
} from "../../triage_text.ts";
import { MM_PER_PT, type PdfWriter } from "../writer.ts";
import { INK } from "./marks.ts";
import { fitText } from "../../text_fit.ts";
import { runtimeLabel } from "../../labels/packs.ts";

/** What the header prints. */
export interface HeaderInput {
  readonly title: string;
  readonly author?: string;
  readonly created: Date;
  readonly views: DashboardViews;
  readonly t: SheetTranslate;
  /** Interface language (number format). */
  readonly ui: string;
  /** The triage of the dashboard model; no triage lines without it. */
  readonly triage?: Triage;
}

/** Finding sentences printed under the header at most. */
const FINDING_LINES = 3;
const TRIAGE_PT = 7.5;

/** One card of the totals row. */
export interface HeaderCard {
  readonly label: string;
  readonly value: string;
  readonly note: string;
}

const TITLE_MAX_PT = 40;
const TITLE_MIN_PT = 24;
const AUTHOR_PT = 17;
const LABEL_PT = 7.5;
const VALUE_PT = 15;
const NOTE_PT = 7;
const CAVEAT_PT = 9;
const CARD_PAD = 2.5;

/**
 * The key totals as cards: words, chapters, scenes, language, readability (with its formula),
 * lexical diversity (MTLD), dialogue share, consistency (with the measured cells) and date.
 *
 * @example
 * ```ts
 * import type { DashboardViews } from "../../../views/dashboard.ts";
 * import { sheetLabels } from "./labels.ts";
 * declare const views: DashboardViews;
 * const input = { title: "The Ledger", created: new Date(0), views, t: sheetLabels("en"),
 *   ui: "en" };
 * headerCards(input)[0].label; // "Words"
 * ```
 */
export function headerCards(input: HeaderInput): HeaderCard[] {
  const { t, ui } = input;
  const f = input.views.figures;
  const num = (v: number | null | undefined, digits: number) => formatNumber(v, ui, digits);
  return [
    { label: t("words"), value: num(f.words, 0), note: "" },
    { label: t("chapters"), value: num(f.chapters, 0), note: "" },
    { label: t("total_scenes"), value: num(f.scenes, 0), note: "" },
    { label: t("language"), value: runtimeLabel(t, `language_${f.language}`), note: "" },
    {
      label: t("readability"),
      value: num(f.readability, 1),
      note: runtimeLabel(t, `formula_${f.readabilityFormula}`),
    },
    { label: t("lexical_diversity_mtld"), value: num(f.mtld, 1), note: "" },
    { label: t("dialogue_share"), value: formatShare(f.dialogueShare, ui), note: "" },
    {
      label: t("consistency"),
      value: consistencyText(f.consistency, ui, t),
      note: t("measured_cells", { n: num(f.measuredCells, 0) }),
    },
    { label: t("sheet_date"), value: input.created.toISOString().slice(0, 10), note: "" },
  ];
}

function cardWidths(w: PdfWriter, cards: readonly HeaderCard[], width: number): number[] {
  // Label and value must fit; a note may be shortened. Cards narrower than a cap keep their
  // natural width, wider ones (long notes) are cut to the cap, and spare width is shared.
  const base = cards.map((c) =>
    Math.max(w.width(c.label, "sans", LABEL_PT), w.width(c.value, "sans-bold", VALUE_PT)) +
    2 * CARD_PAD
  );
  const natural = cards.map((c, i) =>
    Math.max(base[i], w.width(c.note, "sans", NOTE_PT) + 2 * CARD_PAD)
  );
  const total = (cap: number) =>
    natural.reduce((s, n, i) => s + Math.max(base[i], Math.min(n, cap)), 0);
  let sized = natural;
  if (total(Infinity) > width) {
    let lo = 0;
    let hi = Math.max(...natural);
    for (let k = 0; k < 40; k++) {
      const mid = (lo + hi) / 2;
      if (total(mid) > width) hi = mid;
      else lo = mid;
    }
    sized = natural.map((n, i) => Math.max(base[i], Math.min(n, lo)));
  }
  const sum = sized.reduce((a, b) => a + b, 0);
  // When even labels and values overflow, every card shrinks alike and its texts are cut.
  if (sum > width) return sized.map((n) => n * width / sum);
  return sized.map((n) => n + (width - sum) / cards.length);
}

/**
 * Draws the header band from (x, y) across `width` mm; returns the y of its lower edge.
 *
 * @example
 * ```ts
 * import type { DashboardViews } from "../../../views/dashboard.ts";
 * import { sheetLabels } from "./labels.ts";
 * import type { PdfWriter } from "../writer.ts";
 * declare const views: DashboardViews;
 * const input = { title: "The Ledger", created: new Date(0), views, t: sheetLabels("en"),
 *   ui: "en" };
 * declare const writer: PdfWriter;
 * const bottom = drawHeader(writer, input, 14, 14, 272); // y of the band's lower edge
 * ```
 */
export function drawHeader(
  w: PdfWriter,
  input: HeaderInput,
  x: number,
  y: number,
  width: number,
): number {
  const { t } = input;
  let size = TITLE_MAX_PT;
  while (size > TITLE_MIN_PT && w.width(input.title, "sans-bold", size) > width) size -= 2;
  let at = y + size * MM_PER_PT * 0.76;
  w.textColor(INK.text);
  const title = fitText(input.title, width, (s) => w.width(s, "sans-bold", size));
  w.text(title, x, at, { role: "sans-bold", size });
  if (input.author) {
    at += AUTHOR_PT * MM_PER_PT * 1.35;
    const author = fitText(input.author, width, (s) => w.width(s, "sans", AUTHOR_PT));
    w.textColor(INK.muted);
    w.text(author, x, at, { role: "sans", size: AUTHOR_PT });
  }

  const cards = headerCards(input);
  const widths = cardWidths(w, cards, width);
  const top = at + 6;
  const height = 19;
  w.fillColor(INK.zebra);
  w.rect(x, top, width, height, "F");
  let cx = x;
  cards.forEach((card, i) => {
    const inner = widths[i] - 2 * CARD_PAD;
    const put = (text: string, role: "sans" | "sans-bold", pt: number, dy: number, ink: string) => {
      w.textColor(ink);
      w.text(fitText(text, inner, (s) => w.width(s, role, pt)), cx + CARD_PAD, top + dy, {
        role,
        size: pt,
      });
    };
    put(card.label, "sans", LABEL_PT, 4.9, INK.muted);
    put(card.value, "sans-bold", VALUE_PT, 11.4, INK.text);
    if (card.note) put(card.note, "sans", NOTE_PT, 16.4, INK.muted);
    if (i > 0) {
      w.strokeColor("#FFFFFF");
      w.lineWidth(0.8);
      w.line(cx, top, cx, top + height);
    }
    cx += widths[i];
  });

  at = top + height + 6;
  w.textColor(INK.text);
  const caveat = fitText(t("sheet_caveat"), width, (s) => w.width(s, "sans", CAVEAT_PT));
  w.text(caveat, x, at, { role: "sans", size: CAVEAT_PT });
  if (!input.views.style.meta.baselines_available) {
    at += CAVEAT_PT * MM_PER_PT * 1.4;
    const text = t("baseline_unavailable", { min: input.views.style.meta.min_chapters });
    w.textColor(INK.muted);
    w.text(fitText(text, width, (s) => w.width(s, "sans", CAVEAT_PT)), x, at, {
      role: "sans",
      size: CAVEAT_PT,
    });
  }
  if (input.triage) at = triageLines(w, input, input.triage, x, at, width);
  at += 3;
  w.strokeColor(INK.text);
  w.lineWidth(0.6);
  w.line(x, at, x + width, at);
  w.textColor(INK.text);
  return at;
}

/**
 * The first triage line, in plain words: how many chapters stand out beyond chance (or that
 * nothing does) with the chapters to look at in triage order, or, when nothing passes, the
 * strongest ones under "if you want to look anyway".
 *
 * @example
 * ```ts
 * import type { DashboardViews } from "../../../views/dashboard.ts";
 * import { sheetLabels } from "./labels.ts";
 * declare const views: DashboardViews;
 * const input = { title: "The Ledger", created: new Date(0), views, t: sheetLabels("en"),
 *   ui: "en" };
 * triageHeadline(input, views.triage);
 * // "2 chapters stand out beyond what chance gives in a book of 61 chapters: 15, 12"
 * ```
 */
export function triageHeadline(input: HeaderInput, triage: Triage): string {
  const { t, ui } = input;
  const num = (v: number) => formatNumber(v, ui, 0);
  const head = triageHeadlineText(triage, t, num).replace(/[.。]\s*$/, "");
  if (triage.lookAt.length > 0) return `${head}: ${triage.lookAt.join(", ")}`;
  if (triage.anyway.length > 0) {
    return `${head} — ${t("triage_anyway")}: ${triage.anyway.join(", ")}`;
  }
  return `${head}.`;
}

/** The triage lines under the caveat; returns the baseline of the last line. */
function triageLines(
  w: PdfWriter,
  input: HeaderInput,
  triage: Triage,
  x: number,
  at: number,
  width: number,
): number {
  const { t, ui } = input;
  const num = (v: number, digits = 0) => formatNumber(v, ui, digits);
  const head = triageHeadline(input, triage);
  const line = (text: string, role: "sans" | "sans-bold", ink: string) => {
    at += TRIAGE_PT * MM_PER_PT * 1.4;
    w.textColor(ink);
    w.text(fitText(text, width, (s) => w.width(s, role, TRIAGE_PT)), x, at, {
      role,
      size: TRIAGE_PT,
    });
  };
  line(head, "sans-bold", INK.text);
  const byNumber = new Map(triage.chapters.map((c) => [c.number, c]));
  const sentences: string[] = [];
  for (const n of triage.lookAt) {
    const c = byNumber.get(n)!;
    for (const cell of c.beyond ? c.carriers : []) {
      sentences.push(findingSentence(cell, t, ui));
    }
    if (c.tense > 0) {
      sentences.push(t("finding_chapter", {
        n,
        text: tenseText(c.tense, triage.settings.flag_min_severity, t),
      }));
    }
  }
  const shown = sentences.slice(0, FINDING_LINES);
  shown.forEach((s, i) => {
    const more = i === shown.length - 1 && sentences.length > FINDING_LINES
      ? ` ${t("more_hidden", { n: num(sentences.length - FINDING_LINES) })}`
      : "";
    line(s + more, "sans", INK.text);
  });
  return at;
}
