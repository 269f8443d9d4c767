/**
 * "Chapters to look at": the triage (`views/triage.ts`) on paper, right after the overview —
 * the same chapters, order and sentences as the dashboard's Overview. First the plain headline
 * (how many chapters stand out beyond chance, or that nothing does); each chapter is a bold
 * line with the plain sentence of what carries it, then one sentence per carrying feature and
 * the tense flags, then the words behind them (`finding_words_text.ts`: longest sentences,
 * openings, words, dialogue, each passage with its paragraph and line, at most four lines);
 * the chapter's "details for statisticians" (its score, every threshold hit
 * with its level and FDR mark, exploratory hints) follow in muted type. When nothing passes,
 * the strongest chapters follow under "if you want to look anyway".
 * At most {@linkcode MAX_CHAPTERS} chapters are printed; the note says how many were left out.
 *
 * @module
 */

import type { TriageChapter } from "../../../views/triage.ts";
import {
  capitalise,
  chapterFindings,
  triageHeadlineText,
  triageSummaryText,
} from "../../triage_text.ts";
import type { ReportContext } from "./context.ts";
import { findingWordsBlocks, itemLine } from "../../finding_words_text.ts";
import { INK } from "./flow.ts";

/** Chapters printed at most. */
const MAX_CHAPTERS = 60;

/**
 * The counts of a chapter or the book in words: "mild 2 · tense 1" (zeros left out).
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * countsText(ctx, { strong: 0, mild: 2, fdr: 0, tense: 1 }); // "mild 2 · tense 1" (English)
 * ```
 */
export function countsText(
  ctx: ReportContext,
  c: { strong: number; mild: number; fdr: number; tense: number },
): string {
  return ([["strong", c.strong], ["mild", c.mild], ["fdr", c.fdr], ["tense", c.tense]] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${ctx.t(`chip_${k}`)} ${ctx.num(n, 0)}`)
    .join(" · ");
}

/**
 * Renders the section.
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * triageSection(ctx); // "Chapters to look at", after the overview
 * ```
 */
export function triageSection(ctx: ReportContext): void {
  const { t, num, flow, model } = ctx;
  const { triage } = model;
  const { style } = model.views;
  flow.section(t("triage_title"));
  if (!style.meta.baselines_available) {
    flow.paragraph(t("baseline_unavailable", { min: style.meta.min_chapters }));
    return;
  }
  const byNumber = new Map(triage.chapters.map((c) => [c.number, c]));
  const list = triage.lookAt.map((n) => byNumber.get(n)!);
  flow.paragraph(triageHeadlineText(triage, t, (v) => num(v, 0)), { role: "sans-bold" });
  if (list.length > MAX_CHAPTERS) {
    flow.paragraph(
      t("list_capped", {
        shown: MAX_CHAPTERS,
        total: list.length,
        omitted: list.length - MAX_CHAPTERS,
      }),
      { size: 8.5, colour: INK.muted },
    );
  }
  for (const c of list.slice(0, MAX_CHAPTERS)) chapterBlock(ctx, c);
  if (triage.anyway.length > 0) {
    flow.paragraph(t("triage_anyway"), { role: "sans-bold", size: 9.5 });
    for (const n of triage.anyway) chapterBlock(ctx, byNumber.get(n)!);
  }
  const muted = { size: 8.5, colour: INK.muted };
  flow.paragraph(t("triage_details"), { ...muted, role: "sans-bold" });
  flow.paragraph(triageSummaryText(triage, t, (v) => num(v, 0)), muted);
  flow.paragraph(t("triage_length_note"), muted);
  flow.paragraph(
    `${t("triage_usual", { z: num(triage.settings.z_mild, 1) })} ${t("triage_exploratory")}`,
    muted,
  );
}

function chapterBlock(ctx: ReportContext, c: TriageChapter): void {
  const { t, flow, model, ui } = ctx;
  const f = chapterFindings(c, model.triage, t, ui);
  flow.need(14);
  flow.paragraph(
    f.headline ? `${ctx.chapterName(c.number)} — ${f.headline}` : ctx.chapterName(c.number),
    { role: "sans-bold", size: 9, after: 0.8 },
  );
  for (const x of f.carriers) {
    flow.paragraph(`• ${x.text}`, { indent: 4, size: 9, after: 0.8 });
  }
  if (f.tense) flow.paragraph(`• ${f.tense}`, { indent: 4, size: 9, after: 0.8 });
  const words = model.views.findingWords.chapters.find((w) => w.chapter === c.number);
  const blocks = words ? findingWordsBlocks(words, t, ui) : [];
  if (blocks.length > 0) {
    flow.paragraph(t("behind_title"), { indent: 4, size: 8.5, role: "sans-bold", after: 0.6 });
  }
  for (const b of blocks) {
    flow.paragraph(b.title, { indent: 6, size: 8.5, role: "sans-bold", after: 0.4 });
    for (const i of b.items) {
      flow.paragraph(`– ${itemLine(i, { placeFirst: true })}`, {
        indent: 8,
        size: 8.5,
        maxLines: 4,
        after: 0.5,
      });
    }
  }
  const muted = { indent: 4, size: 8, colour: INK.muted, after: 0.8 };
  const counts = countsText(ctx, c);
  const details = [counts, f.evidence ?? ""].filter((x) => x !== "").join(" — ");
  if (details) flow.paragraph(`${t("triage_details")}: ${details}`, muted);
  for (const x of f.cells) flow.paragraph(`• ${x.text} (${x.tags.join(" · ")})`, muted);
  for (const e of f.exploratory) flow.paragraph(`• ${capitalise(e)}`, muted);
  flow.gap(1.6);
}
