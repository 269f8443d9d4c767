/**
 * The title page (page 1): what the report is, the document's title and author, its date and
 * size, and the statement that every output is a diagnostic heuristic, not a quality score
 * (SPEC 1.2; the dashboard's caveat texts).
 *
 * @module
 */

import { lineHeight, measureWith } from "../draw/style.ts";
import { wrapText } from "../../text_fit.ts";
import type { ReportContext } from "./context.ts";
import { INK, PAGE } from "./flow.ts";
import { runtimeLabel } from "../../labels/packs.ts";

/**
 * The creation date as `YYYY-MM-DD` (UTC, so the machine's time zone cannot change it).
 *
 * @example
 * ```ts
 * isoDate(new Date(Date.UTC(2024, 4, 7, 23, 30))); // "2024-05-07"
 * ```
 */
export function isoDate(date: Date): string {
  if (!Number.isFinite(date.getTime())) return "–";
  const p = (n: number, len = 2) => String(n).padStart(len, "0");
  return `${p(date.getUTCFullYear(), 4)}-${p(date.getUTCMonth() + 1)}-${p(date.getUTCDate())}`;
}

/**
 * Draws the title page on page 1.
 *
 * @example
 * ```ts
 * import type { ReportContext } from "./context.ts";
 * declare const ctx: ReportContext;
 * titlePage(ctx, { author: "Jane Doe", created: new Date(0), creator: "svc 0.4.9" });
 * ```
 */
export function titlePage(
  ctx: ReportContext,
  meta: { author?: string; created: Date; creator: string },
): void {
  const { w, t, num, model } = ctx;
  const width = PAGE.right - PAGE.left;
  const f = model.views.figures;
  w.setPage(1);
  let y = 62;
  w.textColor(INK.accent);
  w.text(t("report_subtitle"), PAGE.left, y, { role: "sans-bold", size: 11 });
  y += 12;
  const titleLines = wrapText(ctx.title, width, measureWith(w, "bold", 26), { maxLines: 4 });
  w.textColor(INK.body);
  for (const line of titleLines) {
    w.text(line, PAGE.left, y, { role: "bold", size: 26 });
    y += lineHeight(26);
  }
  const author = meta.author?.trim() ?? "";
  if (author !== "") {
    y += 2;
    w.textColor(INK.muted);
    for (const line of wrapText(author, width, measureWith(w, "serif", 15), { maxLines: 2 })) {
      w.text(line, PAGE.left, y, { role: "serif", size: 15 });
      y += lineHeight(15);
    }
  }
  y += 4;
  w.strokeColor(INK.accent);
  w.lineWidth(0.6);
  w.line(PAGE.left, y, PAGE.left + 40, y);
  y += 10;

  const facts: [string, string][] = [
    [t("date"), isoDate(meta.created)],
    [t("words"), num(f.words, 0)],
    [t("chapters"), num(f.chapters, 0)],
    [t("total_scenes"), num(f.scenes, 0)],
    [t("language"), runtimeLabel(t, `language_${f.language}`)],
  ];
  const measure = measureWith(w, "sans", 9.5);
  const labelWidth = Math.min(70, 4 + Math.max(...facts.map(([k]) => measure(k))));
  for (const [key, value] of facts) {
    w.textColor(INK.muted);
    w.text(wrapText(key, labelWidth - 2, measure, { maxLines: 1 })[0] ?? "", PAGE.left, y, {
      role: "sans",
      size: 9.5,
    });
    w.textColor(INK.body);
    const valueLine = wrapText(value, width - labelWidth, measureWith(w, "sans-bold", 9.5), {
      maxLines: 1,
    });
    w.text(valueLine[0] ?? "", PAGE.left + labelWidth, y, { role: "sans-bold", size: 9.5 });
    y += 5.6;
  }

  // The statement sits in the lower part of the page, after the facts.
  y = Math.max(y + 14, 190);
  w.fillColor("#F3F5F8");
  const statement = [t("caveat_diagnostics"), t("caveat_three_sets"), t("caveat_readability")]
    .join(" ");
  const lines = wrapText(statement, width - 12, measureWith(w, "serif", 10), { maxLines: 12 });
  const boxH = 14 + lines.length * lineHeight(10);
  w.rect(PAGE.left, y, width, boxH, "F");
  w.fillColor(INK.accent);
  w.rect(PAGE.left, y, 1.2, boxH, "F");
  w.textColor(INK.body);
  w.text(t("how_to_read"), PAGE.left + 6, y + 8, { role: "sans-bold", size: 10.5 });
  let ly = y + 14;
  for (const line of lines) {
    w.text(line, PAGE.left + 6, ly, { role: "serif", size: 10 });
    ly += lineHeight(10);
  }
  w.textColor(INK.muted);
  const creator = wrapText(
    t("created_with", { creator: meta.creator }),
    width,
    measureWith(w, "sans", 8),
    { maxLines: 1 },
  );
  w.text(creator[0] ?? "", PAGE.left, PAGE.foot, { role: "sans", size: 8 });
}
