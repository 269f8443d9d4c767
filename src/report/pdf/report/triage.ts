/**
 * "Chapters to look at": the triage (`views/triage.ts`) on paper, right after the overview —
 * the same chapters, order, counts and sentences as the dashboard's Overview. Each chapter is
 * a bold line with its counts, then one sentence per finding (with its threshold level and
 * FDR mark) and the tense flags; exploratory hints follow in muted type and are not counted.
 * At most {@linkcode MAX_CHAPTERS} chapters are printed; the note says how many were left out.
 *
 * @module
 */

import { capitalise, chapterFindings, triageSummaryText } from "../../triage_text.ts";
import type { ReportContext } from "./context.ts";
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
  const { t, num, flow, model, ui } = ctx;
  const { triage } = model;
  const { style, figures } = model.views;
  flow.section(t("triage_title"));
  const byNumber = new Map(triage.chapters.map((c) => [c.number, c]));
  const list = triage.lookAt.map((n) => byNumber.get(n)!);
  if (list.length === 0) {
    flow.paragraph(
      style.meta.baselines_available
        ? t("triage_none")
        : t("baseline_unavailable", { min: style.meta.min_chapters }),
    );
    return;
  }
  flow.paragraph(triageSummaryText(triage, figures.flaggedChapters, t, (v) => num(v, 0)));
  flow.paragraph(
    `${t("triage_usual", { z: num(triage.settings.z_mild, 1) })} ${t("triage_exploratory")}`,
    { size: 8.5, colour: INK.muted },
  );
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
  for (const c of list.slice(0, MAX_CHAPTERS)) {
    const f = chapterFindings(c, triage, t, ui);
    flow.need(14);
    flow.paragraph(`${ctx.chapterName(c.number)} — ${countsText(ctx, c)}`, {
      role: "sans-bold",
      size: 9,
      after: 0.8,
    });
    for (const x of f.cells) {
      flow.paragraph(`• ${x.text} (${x.tags.join(" · ")})`, { indent: 4, size: 9, after: 0.8 });
    }
    if (f.tense) flow.paragraph(`• ${f.tense}`, { indent: 4, size: 9, after: 0.8 });
    for (const e of f.exploratory) {
      flow.paragraph(`• ${capitalise(e)}`, {
        indent: 4,
        size: 8,
        colour: INK.muted,
        after: 0.8,
      });
    }
    flow.gap(1.6);
  }
}
