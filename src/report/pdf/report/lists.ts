/**
 * The two reference tables at the end of the report: work markers (kind, line, chapter, note,
 * id — as on the dashboard's Notes tab) and the chapter table (number, title, words, sentence
 * length, dialogue share, dominant tense, flag count — as on the Chapters tab).
 *
 * @module
 */

import type { ReportContext } from "./context.ts";
import { drawTable } from "./table.ts";
import { countsText } from "./triage.ts";
import { runtimeLabel } from "../../labels/packs.ts";

/**
 * The work markers section; continues on the current page when there is room.
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * markersSection(ctx); // the work markers table
 * ```
 */
export function markersSection(ctx: ReportContext): void {
  const { t, flow, model } = ctx;
  const markers = model.views.markers;
  flow.section(t("section_markers"), 60);
  if (markers.length === 0) {
    flow.paragraph(t("no_markers"));
    return;
  }
  const owner = new Map<string, number>();
  for (const c of model.chapters) for (const m of c.markers) owner.set(m.id, c.number);
  drawTable(
    flow,
    [
      { header: t("kind"), width: 1.4 },
      { header: t("line"), width: 0.9, align: "right", role: "mono" },
      { header: t("chapter"), width: 1, align: "right" },
      { header: t("note"), width: 5, role: "serif", maxLines: 4 },
      { header: "ID", width: 1.6, role: "mono" },
    ],
    markers.map((m) => {
      const chapter = owner.get(m.id);
      return [
        m.kind,
        String(m.line),
        chapter === undefined ? "–" : String(chapter),
        m.note || "–",
        m.id,
      ];
    }),
  );
}

/**
 * The chapter table section; continues on the current page when there is room.
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * chaptersSection(ctx); // the chapter table
 * ```
 */
export function chaptersSection(ctx: ReportContext): void {
  const { t, num, flow, model } = ctx;
  flow.section(t("tab_chapters"), 60);
  if (model.chapters.length === 0) {
    flow.paragraph(t("none_found"));
    return;
  }
  drawTable(
    flow,
    [
      { header: "#", width: 0.7, align: "right", role: "mono" },
      { header: t("title"), width: 4, role: "serif" },
      { header: t("words"), width: 1.2, align: "right", role: "mono" },
      { header: t("sort_asl"), width: 1.3, align: "right", role: "mono" },
      { header: t("dialogue_share"), width: 1.4, align: "right", role: "mono" },
      { header: t("tense"), width: 1.2 },
      { header: t("flags"), width: 1.9 },
    ],
    model.chapters.map((c, i) => [
      String(c.number),
      c.title,
      num(c.words, 0),
      num(c.asl, 1),
      c.dialogPct === null ? "–" : `${num(c.dialogPct, 1)} %`,
      runtimeLabel(t, `tense_${c.dominance}`),
      countsText(ctx, model.triage.chapters[i]) || "0",
    ]),
  );
}
