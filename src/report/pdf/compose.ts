/**
 * One entry for the three composed layouts, shared by `svc pdf` and `POST /api/manuscript-pdf`:
 * it picks the layout, computes the dashboard views when the layout needs them (report,
 * sheet) and settles the printed title and the label language the same way for both.
 *
 * @module
 */

import type { StyleThresholds } from "../../config/thresholds.ts";
import type { Publication } from "../../config/publication.ts";
import type { Analysis } from "../../pipeline.ts";
import { computeDashboardViews, type DashboardViews } from "../dashboard/views.ts";
import { isLabelLanguage, type LabelLanguage } from "../labels/packs.ts";
import { bookPdf } from "./book/book.ts";
import type { FontSource } from "./fonts.ts";
import type { PdfLayout } from "./layout.ts";
import { reportPdf } from "./report/report.ts";
import { sheetPdf } from "./sheet/sheet.ts";

/** What {@linkcode composePdf} needs. */
export interface ComposeInput {
  readonly layout: PdfLayout;
  /**
   * The analysis, or for `report` and `sheet` the views already computed from it with these
   * thresholds (the server caches them). `book` needs the analysis (the document).
   */
  readonly source:
    | { readonly analysis: Analysis }
    | { readonly views: DashboardViews; readonly language: string };
  /** Thresholds of the style reference (report, sheet). */
  readonly thresholds: StyleThresholds;
  /** Project title; null or undefined falls back to the manuscript heading, then `fallbackTitle`. */
  readonly title?: string | null;
  /** Title when neither the project nor the manuscript has one (the file name). */
  readonly fallbackTitle: string;
  readonly author?: string | null;
  readonly publication: Publication;
  readonly fonts: FontSource;
  readonly created: Date;
  readonly creator: string;
  /** Label language; default the analysis language, English for `generic`. */
  readonly uiLanguage?: string;
}

/**
 * The printed title: project title, else the manuscript's level-one heading, else the fallback.
 *
 * @example
 * ```ts
 * printedTitle(null, "Der Prozess", "prozess"); // "Der Prozess"
 * ```
 */
export function printedTitle(
  project: string | null | undefined,
  heading: string | null,
  fallback: string,
): string {
  for (const t of [project, heading]) if (t && t.trim() !== "") return t.trim();
  return fallback;
}

/**
 * Renders the layout; throws `ProcessingError` (missing glyph, no font) before returning any
 * bytes.
 *
 * @example
 * ```ts
 * // const bytes = composePdf({ layout: "book", analysis, thresholds, fallbackTitle: "book", ... });
 * ```
 */
export function composePdf(input: ComposeInput): Uint8Array {
  const { source } = input;
  const language = "analysis" in source ? source.analysis.language : source.language;
  const heading = "analysis" in source
    ? source.analysis.document.title
    : source.views.documentTitle;
  const requested = input.uiLanguage ?? language;
  const uiLanguage: LabelLanguage = isLabelLanguage(requested) ? requested : "en";
  const common = {
    title: printedTitle(input.title, heading, input.fallbackTitle),
    ...(input.author && input.author.trim() !== "" ? { author: input.author.trim() } : {}),
    created: input.created,
    creator: input.creator,
    fonts: input.fonts,
    uiLanguage,
  };
  if (input.layout === "book") {
    if (!("analysis" in source)) throw new Error("The book layout needs the analysis");
    const { analysis } = source;
    return bookPdf({
      ...common,
      document: analysis.document,
      language: analysis.language,
      publication: input.publication,
    });
  }
  const views = "views" in source
    ? source.views
    : computeDashboardViews(source.analysis, { thresholds: input.thresholds });
  return input.layout === "report"
    ? reportPdf({ ...common, views })
    : sheetPdf({ ...common, views });
}
