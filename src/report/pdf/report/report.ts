/**
 * The A4 `report` layout (`svc pdf FILE --layout report`): the dashboard's results on paper.
 *
 * Pages, in order:
 * 1. Title page: report kind, title, author, date, size, language, the caveat statement.
 * 2. Contents, with a link per entry (filled in last, when every page number is known).
 * 3. Overview: the Overview tab's figures, the result-set counts, the thresholds, caveats;
 *    then the chapters to look at (the triage, one sentence per finding).
 * 4. Charts, redrawn as vector graphics: rhythm, heatmap (split into blocks for long books),
 *    dimensions, dialogue share, words per scene, hooks, tense strip, showing/telling,
 *    character presence (only with names).
 * 5. FDR-selected cells, then flagged paragraphs (at most 200 each, the count of the rest said).
 * 6. Structural diagnostics; 7. work markers; 8. the chapter table.
 *
 * Every page after the title carries a running head (title, section) and "Page N of M"; every
 * section and chart has an outline entry. Labels come from the dashboard packs in the
 * interface language plus this folder's PDF-only labels; numbers from the dashboard's
 * `formatNumber`. Manuscript text is drawn as inert text only.
 *
 * @module
 */

import { dashboardModel } from "../../dashboard/model.ts";
import { PAGE_SIZES, PdfWriter } from "../writer.ts";
import type { ViewsInput } from "../layout.ts";
import { dimensionsChart, heatmapChart, rhythmChart } from "./charts_style.ts";
import { pacingCharts, showingChart, tenseChart } from "./charts_chapters.ts";
import { presenceChart } from "./charts_presence.ts";
import { reportContext } from "./context.ts";
import { flaggedCellsSection, flaggedParagraphsSection } from "./findings.ts";
import { Flow } from "./flow.ts";
import { contentsPage, pageFurniture } from "./furniture.ts";
import { reportLabels } from "./labels.ts";
import { chaptersSection, markersSection } from "./lists.ts";
import { overviewSection } from "./overview.ts";
import { structureSection } from "./structure.ts";
import { titlePage } from "./title_page.ts";
import { triageSection } from "./triage.ts";

/**
 * Renders the A4 report. Throws a `ProcessingError` (naming the font role and the code point)
 * when a role's font cannot draw a character; nothing is returned in that case.
 *
 * @example
 * ```ts
 * import type { DashboardViews } from "../../../views/dashboard.ts";
 * import type { FontSource } from "../fonts.ts";
 * // TrueType fonts: the report prints σ and ≥, which the standard fonts lack.
 * declare const views: DashboardViews, fonts: FontSource;
 * const bytes = reportPdf({ views, title: "My Book", created: new Date(0), creator: "svc 0.4.9",
 *   fonts, uiLanguage: "en" });
 * ```
 */
export function reportPdf(input: ViewsInput): Uint8Array {
  const t = reportLabels(input.uiLanguage);
  const title = input.title.trim() === "" ? t("untitled") : input.title;
  const w = new PdfWriter({
    pageSize: PAGE_SIZES.a4,
    fonts: input.fonts,
    title,
    author: input.author,
    subject: t("report_subtitle"),
    language: input.uiLanguage,
    created: input.created,
    creator: input.creator,
  });
  const flow = new Flow(w);
  const ctx = reportContext(w, flow, t, input.uiLanguage, dashboardModel(input.views), title);

  titlePage(ctx, { author: input.author, created: input.created, creator: input.creator });
  w.bookmark(title, null, 1);
  flow.newPage(); // page 2: the contents, drawn at the end
  w.bookmark(t("contents"), null, 2);

  overviewSection(ctx);
  triageSection(ctx);
  const charts = flow.section(t("charts"));
  flow.y -= 2;
  rhythmChart(ctx, charts);
  heatmapChart(ctx, charts);
  dimensionsChart(ctx, charts);
  pacingCharts(ctx, charts);
  tenseChart(ctx, charts);
  showingChart(ctx, charts);
  presenceChart(ctx, charts);
  flaggedCellsSection(ctx);
  flaggedParagraphsSection(ctx);
  structureSection(ctx);
  markersSection(ctx);
  chaptersSection(ctx);

  contentsPage(ctx);
  pageFurniture(ctx);
  return w.bytes();
}
