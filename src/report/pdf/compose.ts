/**
 * One entry for the three composed layouts, shared by `svc pdf` and `POST /api/manuscript-pdf`:
 * it picks the layout, computes the dashboard views when the layout needs them (report,
 * sheet) and settles the printed title and the label language the same way for both.
 *
 * The layouts (with jsPDF and about 1.2 MB of hyphenation patterns) load on the first call,
 * not when this module is imported: importing `mod.ts` or starting the server stays cheap.
 *
 * @module
 */

import type { StyleThresholds } from "../../settings/thresholds.ts";
import type { Publication } from "../../settings/publication.ts";
import type { Document } from "../../document/types.ts";
import type { LanguageCode } from "../../language/types.ts";
import type { Analysis } from "../../features/pipeline.ts";
import { computeDashboardViews, type DashboardViews } from "../../views/dashboard.ts";
import { isLabelLanguage, type LabelLanguage } from "../labels/packs.ts";
import type { FontSource } from "./fonts.ts";
import type { PdfLayout } from "./layout.ts";

/** What {@linkcode composePdf} needs. */
export interface ComposeInput {
  readonly layout: PdfLayout;
  /**
   * The analysis; or, where the caller already has less costly parts, the views computed with
   * these thresholds (`report`, `sheet`; the server caches them) or the parsed document and
   * its resolved language (`book` prints only the text, so it needs no tokens).
   */
  readonly source:
    | { readonly analysis: Analysis }
    | { readonly views: DashboardViews; readonly language: string }
    | { readonly document: Document; readonly language: LanguageCode };
  /** Thresholds of the style reference (report, sheet). */
  readonly thresholds: StyleThresholds;
  /** The project's dismissed fingerprints, left out of every count and list; none by default. */
  readonly dismissed?: ReadonlySet<string>;
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

/** The printed title: project title, else the manuscript's level-one heading, else the fallback. */
function printedTitle(
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
 * import { NO_PUBLICATION } from "../../settings/publication.ts";
 * import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
 * import { parseManuscript } from "../../document/parse.ts";
 * const document = parseManuscript("## One\n\nIt was late.\n");
 * const bytes = await composePdf({ layout: "book", source: { document, language: "en" },
 *   thresholds: DEFAULT_THRESHOLDS, fallbackTitle: "book", publication: NO_PUBLICATION,
 *   fonts: { kind: "standard" }, created: new Date(0), creator: "svc" }); // an A5 book PDF
 * ```
 */
export async function composePdf(input: ComposeInput): Promise<Uint8Array> {
  const { source } = input;
  const language = "analysis" in source ? source.analysis.language : source.language;
  const heading = "analysis" in source
    ? source.analysis.document.title
    : "views" in source
    ? source.views.documentTitle
    : source.document.title;
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
    const parsed = "analysis" in source ? source.analysis : source;
    if (!("document" in parsed)) throw new Error("The book layout needs the document");
    const { bookPdf } = await import("./book/book.ts");
    return bookPdf({
      ...common,
      document: parsed.document,
      language: parsed.language,
      publication: input.publication,
    });
  }
  if ("document" in source) throw new Error("The report and sheet layouts need the views");
  const views = "views" in source ? source.views : computeDashboardViews(source.analysis, {
    thresholds: input.thresholds,
    dismissed: input.dismissed,
  });
  if (input.layout === "report") {
    const { reportPdf } = await import("./report/report.ts");
    return reportPdf({ ...common, views });
  }
  const { sheetPdf } = await import("./sheet/sheet.ts");
  return sheetPdf({ ...common, views });
}
