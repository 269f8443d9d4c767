/**
 * The per-chapter bar charts (dialogue share, words per scene, chapter-ending hooks), the
 * tense strip and the showing/telling balance, redrawn as vector graphics from the same data
 * as the dashboard's Dialogue & pacing, Tense and Showing tabs.
 *
 * @module
 */

import { OKABE_ITO, SEVERITY_COLOURS } from "../../charts/palette.ts";
import { binParagraphs, TENSE_COLOURS, TENSES } from "../../charts/tense_strip.ts";
import { drawBarChart } from "../draw/bars.ts";
import { type LegendItem, swatchLine } from "../draw/legend.ts";
import { drawSeverityStrip, stripHeight, type StripInput } from "../draw/strip.ts";
import type { Bookmark, PdfWriter } from "../writer.ts";
import { chartBlock, emptyChart, STYLE, tickFormat } from "./chart_block.ts";
import type { ReportContext } from "./context.ts";

const DASH = [1.2, 0.8] as const;
const BAR_HEIGHT = 54;
/** Narrowest tense-strip column in mm; more paragraphs than columns are binned. */
const MIN_BIN = 0.45;

function markedSwatch(w: PdfWriter, x: number, y: number, width: number, height: number): void {
  w.fillColor(OKABE_ITO.orange);
  w.rect(x, y + height * 0.4, width, height * 0.6, "F");
  w.fillColor("#000000");
  w.polygon([[x + width * 0.2, y], [x + width * 0.8, y], [x + width / 2, y + height * 0.3]], "F");
}

/**
 * Draws the dialogue share, words per scene and hook score charts.
 *
 * @example
 * ```ts
 * import type { Bookmark } from "../writer.ts";
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext, charts: Bookmark;
 * pacingCharts(ctx, charts); // dialogue share, words per scene, hook score
 * ```
 */
export function pacingCharts(ctx: ReportContext, parent: Bookmark): void {
  const { t, num, model, w } = ctx;
  const { pacing, figures } = model.views;
  const chapters = model.chapters;
  const numbers = chapters.map((c) => c.number);
  const whole: LegendItem = { swatch: swatchLine("#000000", DASH), text: t("whole_book") };

  const dialogue = chapters.map((c) => (c.words > 0 ? c.dialogPct : null));
  if (!dialogue.some((v) => v !== null)) emptyChart(ctx, parent, t("section_dialogue"));
  else {
    chartBlock(
      ctx,
      parent,
      t("section_dialogue"),
      null,
      BAR_HEIGHT,
      (box) =>
        drawBarChart(w, STYLE, box, {
          numbers,
          values: dialogue,
          lines: [figures.dialogueShare * 100],
          max: 100,
          format: tickFormat(ctx, 0),
          unit: `${t("dialogue_share")} (%)`,
          legend: [whole],
        }),
    );
  }

  const perScene = new Map(pacing.chapters.map((c) => [c.number, c.words_per_scene]));
  const scenes = chapters.map((c) => perScene.get(c.number) ?? null);
  if (!scenes.some((v) => v !== null)) emptyChart(ctx, parent, t("words_per_scene"));
  else {
    const marked = chapters.map((c) =>
      c.number === pacing.fastest_chapter || c.number === pacing.slowest_chapter
    );
    const guide = `${t("fastest_chapter")}: ${pacing.fastest_chapter ?? "–"} · ${
      t("slowest_chapter")
    }: ${pacing.slowest_chapter ?? "–"} · ${t("total_scenes")}: ${num(figures.scenes, 0)}${
      pacing.scenes_are_chapters ? ` · ${t("scenes_are_chapters")}` : ""
    }`;
    chartBlock(
      ctx,
      parent,
      t("words_per_scene"),
      guide,
      BAR_HEIGHT,
      (box) =>
        drawBarChart(w, STYLE, box, {
          numbers,
          values: scenes,
          marked,
          format: tickFormat(ctx, 0),
          unit: t("words"),
          legend: marked.some(Boolean)
            ? [{ swatch: markedSwatch, text: t("fastest_slowest") }]
            : [],
        }),
    );
  }

  const hooks = chapters.map((c) => c.hookScore);
  if (!hooks.some((v) => v !== null)) emptyChart(ctx, parent, t("hooks"));
  else {
    const guide = `${t("hook_score")} 0–3: ${t("hook_short_close")} · ${
      t("hook_open_punctuation")
    } · ${t("hook_dialogue_close")}`;
    chartBlock(ctx, parent, t("hooks"), guide, BAR_HEIGHT, (box) =>
      drawBarChart(w, STYLE, box, {
        numbers,
        values: hooks,
        lines: pacing.mean_hook_score === null ? [] : [pacing.mean_hook_score],
        max: 3,
        format: tickFormat(ctx, 1),
        unit: t("hook_score"),
        legend: pacing.mean_hook_score === null ? [] : [whole],
      }));
  }
}

/**
 * Draws the tense strip: paragraphs along the book, binned to columns at least
 * {@linkcode MIN_BIN} mm wide.
 *
 * @example
 * ```ts
 * import type { Bookmark } from "../writer.ts";
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext, charts: Bookmark;
 * tenseChart(ctx, charts); // the tense strip
 * ```
 */
export function tenseChart(ctx: ReportContext, parent: Bookmark): void {
  const { t, flow, model, w } = ctx;
  const title = t("section_tense");
  const paragraphs = model.views.profile.paragraphs;
  if (paragraphs.length === 0) return emptyChart(ctx, parent, title);
  const bins = binParagraphs(
    paragraphs.map((p) => ({
      chapter: p.chapter,
      severity: p.severity as 0 | 1 | 2 | 3,
      dominant: p.dominant,
    })),
    Math.floor((flow.width - 30) / MIN_BIN),
  );
  // Chapter starts from the paragraphs themselves, so chapters shorter than a bin keep theirs.
  const starts: { at: number; chapter: number }[] = [];
  paragraphs.forEach((p, k) => {
    if (k === 0 || p.chapter !== paragraphs[k - 1].chapter) {
      starts.push({ at: k / paragraphs.length, chapter: p.chapter });
    }
  });
  const legend: LegendItem[] = ([0, 1, 2, 3] as const).map((s) => ({
    text: s === 0 ? `${t("severity")} 0` : `${t("severity")} ${s} · ${t(`severity_${s}`)}`,
    swatch: (pw: PdfWriter, x: number, y: number, width: number, height: number) => {
      const h = s === 0 ? 0.3 : (height * s) / 3;
      pw.fillColor(SEVERITY_COLOURS[s]);
      pw.rect(x + width * 0.25, y + height - h, width * 0.5, h, "F");
    },
  }));
  const input: StripInput = {
    bins,
    categories: TENSES.map((k) => ({ key: k, label: t(`tense_${k}`), colour: TENSE_COLOURS[k] })),
    chapterStarts: starts,
    legend,
    severityColours: SEVERITY_COLOURS,
  };
  const sizes = bins.map((b) => b.end - b.start);
  const lo = Math.min(...sizes);
  const hi = Math.max(...sizes);
  let guide = `${t("guide_tense")} ${t("help_tense")}`;
  if (hi > 1) guide += " " + t("bins_note", { n: lo === hi ? String(lo) : `${lo}–${hi}` });
  const height = stripHeight(w, STYLE, input, flow.width);
  chartBlock(ctx, parent, title, guide, height, (box) => drawSeverityStrip(w, STYLE, box, input));
}

/**
 * Draws the showing/telling balance per chapter, then the chapters that show or tell most and
 * the book means.
 *
 * @example
 * ```ts
 * import type { Bookmark } from "../writer.ts";
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext, charts: Bookmark;
 * showingChart(ctx, charts); // the showing/telling chart
 * ```
 */
export function showingChart(ctx: ReportContext, parent: Bookmark): void {
  const { t, num, flow, model, w } = ctx;
  const { showing } = model.views;
  const title = t("section_showing");
  const byNumber = new Map(showing.chapters.map((c) => [c.number, c.balance]));
  const values = model.chapters.map((c) => byNumber.get(c.number) ?? null);
  if (!values.some((v) => v !== null)) return emptyChart(ctx, parent, title);
  chartBlock(
    ctx,
    parent,
    title,
    t("guide_showing"),
    BAR_HEIGHT,
    (box) =>
      drawBarChart(w, STYLE, box, {
        numbers: model.chapters.map((c) => c.number),
        values,
        symmetric: true,
        colours: { positive: OKABE_ITO.blue, negative: OKABE_ITO.orange },
        format: tickFormat(ctx, 1),
        unit: t("balance"),
        directions: { up: t("showing"), down: t("telling") },
      }),
  );
  const list = (numbers: readonly number[]) =>
    numbers.length === 0 ? t("none") : numbers.map((n) => ctx.chapterName(n)).join(" · ");
  flow.y -= 2;
  flow.paragraph(`${t("most_showing")}: ${list(showing.most_showing)}`, { size: 8.5, after: 0.8 });
  flow.paragraph(`${t("most_telling")}: ${list(showing.most_telling)}`, { size: 8.5, after: 0.8 });
  flow.paragraph(
    `${t("tell_z")}: ${num(showing.means.tell_z)} · ${t("show_z")}: ${
      num(showing.means.show_z)
    } · ${t("balance")}: ${num(showing.means.balance)}`,
    { size: 8.5, after: 4 },
  );
}
