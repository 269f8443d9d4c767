/**
 * The two finding lists: FDR-selected cells (with their Cliff's-delta labels) and flagged
 * paragraphs (severity, chapter, lines, tense counts and an excerpt wrapped to the column and
 * shortened with an ellipsis). Both are different result sets (SPEC 1.2) and stay apart.
 * Long lists keep the first {@linkcode MAX_ITEMS} in the dashboard model's order (|z*| or
 * severity first) and say how many were left out.
 *
 * @module
 */

import { SEVERITY_COLOURS } from "../../charts/palette.ts";
import { excerpt } from "../../dashboard/format.ts";
import type { ProfileParagraph } from "../../../views/profile.ts";
import { lineHeight, measureWith } from "../draw/style.ts";
import { fitText, wrapText } from "../../text_fit.ts";
import type { ReportContext } from "./context.ts";
import { INK, PAGE } from "./flow.ts";
import { drawTable } from "./table.ts";
import { runtimeLabel } from "../../labels/packs.ts";

/** Longest list printed in full. */
const MAX_ITEMS = 200;
/** Lines of an excerpt at most. */
const EXCERPT_LINES = 4;

function cappedNote(ctx: ReportContext, total: number): void {
  if (total <= MAX_ITEMS) return;
  ctx.flow.paragraph(
    ctx.t("list_capped", { shown: MAX_ITEMS, total, omitted: total - MAX_ITEMS }),
    { size: 8.5, colour: INK.muted },
  );
}

/**
 * The FDR-selected cells section.
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * flaggedCellsSection(ctx); // a new section listing the FDR-selected cells
 * ```
 */
export function flaggedCellsSection(ctx: ReportContext): void {
  const { t, num, flow, model } = ctx;
  const { style } = model.views;
  const cells = model.flaggedCells;
  flow.section(t("section_flagged_cells"));
  flow.paragraph(
    t("help_fdr", {
      q: num(style.meta.fdr_q, 3),
      method: style.meta.fdr_method.toUpperCase(),
      expected: num(style.meta.expected_false_positives, 2),
    }),
    { size: 9, colour: INK.muted },
  );
  if (cells.length === 0) {
    flow.paragraph(t("none_found"));
    return;
  }
  cappedNote(ctx, cells.length);
  drawTable(
    flow,
    [
      { header: t("chapter"), width: 4, maxLines: 2 },
      { header: t("feature"), width: 3, maxLines: 2 },
      { header: t("z_score"), width: 1, align: "right", role: "mono" },
      { header: t("effect"), width: 1.6 },
    ],
    cells.slice(0, MAX_ITEMS).map((c) => [
      ctx.chapterName(c.chapter),
      t(`feature_${c.feature}`),
      num(c.z, 2),
      c.effect ? runtimeLabel(t, `effect_${c.effect}`) : "–",
    ]),
  );
}

function paragraphItem(ctx: ReportContext, p: ProfileParagraph): void {
  const { t, flow, w } = ctx;
  const indent = 4;
  const width = flow.width - indent;
  const head = `${t("severity")} ${p.severity} · ${runtimeLabel(t, `severity_${p.severity}`)} · ${
    ctx.chapterName(p.chapter)
  }`;
  const lines = p.start_line === p.end_line
    ? String(p.start_line)
    : `${p.start_line}–${p.end_line}`;
  const meta = `${t("line_n", { n: lines })} · ${t(`tense_${p.dominant}`)} (${
    t("tense_present")
  } ${p.present}, ${t("tense_past")} ${p.past})`;
  const text = wrapText(excerpt(p.text, 700), width, measureWith(w, "serif", 9), {
    maxLines: EXCERPT_LINES,
  });
  const height = 2 * lineHeight(8) + text.length * lineHeight(9) + 1;
  flow.need(height + 2.5);
  const top = flow.y;
  w.fillColor(SEVERITY_COLOURS[Math.max(0, Math.min(3, p.severity))]);
  w.rect(PAGE.left, top, 1.2, height, "F");
  let y = top + lineHeight(8) * 0.8;
  w.textColor(INK.body);
  w.text(fitText(head, width, measureWith(w, "sans-bold", 8)), PAGE.left + indent, y, {
    role: "sans-bold",
    size: 8,
  });
  y += lineHeight(8);
  w.textColor(INK.muted);
  w.text(fitText(meta, width, measureWith(w, "sans", 8)), PAGE.left + indent, y, {
    role: "sans",
    size: 8,
  });
  y += lineHeight(9) + 0.4;
  w.textColor(INK.body);
  for (const line of text) {
    w.text(line, PAGE.left + indent, y, { role: "serif", size: 9 });
    y += lineHeight(9);
  }
  flow.y = top + height + 2.5;
}

/**
 * The flagged paragraphs section (continues on the current page when there is room).
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * flaggedParagraphsSection(ctx); // on the current page when 70 mm are left
 * ```
 */
export function flaggedParagraphsSection(ctx: ReportContext): void {
  const { t, flow, model } = ctx;
  const flagged = model.flaggedParagraphs;
  flow.section(t("section_flagged_paragraphs"), 70);
  flow.paragraph(t("help_tense"), { size: 9, colour: INK.muted });
  if (flagged.length === 0) {
    flow.paragraph(t("none_found"));
    return;
  }
  cappedNote(ctx, flagged.length);
  flow.gap(1);
  for (const p of flagged.slice(0, MAX_ITEMS)) paragraphItem(ctx, p);
}
