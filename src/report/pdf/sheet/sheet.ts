/**
 * The `sheet` layout (SPEC 1.5, 4.1): one 300 × 600 mm portrait page with an overview of the
 * whole book — a header band with the key totals, one strip per chapter with its measures and
 * flags, a legend of every mark and column, and a footer with the thresholds.
 *
 * However many chapters the book has, the page stays one: the strips are set in one to four
 * columns at the type size that fits best (see `grid.ts`). The legend always stands at the
 * foot of the page above the footer; when the strips of a short book leave room between the
 * header and the legend, they are centred in it, so the page reads as one composition rather
 * than a table with empty paper below.
 *
 * @module
 */

import type { ViewsInput } from "../layout.ts";
import { PAGE_SIZES, PdfWriter } from "../writer.ts";
import {
  columnHeaders,
  type ColumnSpec,
  columnSpecs,
  needPerPt,
  placeColumns,
  type RowTexts,
  rowTexts,
} from "./columns.ts";
import { GRID, type GridPlan, planGrid } from "./grid.ts";
import { drawHeader } from "./header.ts";
import { sheetLabels } from "./labels.ts";
import { drawFooter, FOOTER_HEIGHT } from "./footer.ts";
import { legendBlock } from "./legend.ts";
import { INK } from "./marks.ts";
import { type SheetData, sheetData } from "./rows.ts";
import { drawStrip, drawStripHeader, type StripFrame } from "./strips.ts";
import { fitText } from "../../text_fit.ts";

/** Page margin, mm. */
const MARGIN = 14;
/** Space between the header band, the strips and the legend, mm. */
const SPACE = 6;
/** Share of the free height set above the strips (the rest goes below): centred. */
const BALANCE = 0.5;

/**
 * Renders the overview sheet as a one-page PDF. Throws a `ProcessingError` naming the font
 * role and the code point when a font cannot draw a character.
 *
 * @example
 * ```ts
 * import type { DashboardViews } from "../../../views/dashboard.ts";
 * import type { FontSource } from "../fonts.ts";
 * // TrueType fonts: the sheet prints ≥ and σ, which the standard fonts lack.
 * declare const views: DashboardViews, fonts: FontSource;
 * const bytes = sheetPdf({ title: "The Ledger", created: new Date(0), creator: "svc 0.4.9",
 *   fonts, uiLanguage: "en", views });
 * ```
 */
export function sheetPdf(input: ViewsInput): Uint8Array {
  return composeSheet(input).bytes;
}

/** The sheet's bytes and the strip arrangement chosen for them (null without chapters). */
export interface ComposedSheet {
  readonly bytes: Uint8Array;
  readonly plan: GridPlan | null;
}

/**
 * {@linkcode sheetPdf} that also reports the strip arrangement (columns, type size, pitch),
 * for tests and diagnostics.
 *
 * @example
 * ```ts
 * import type { DashboardViews } from "../../../views/dashboard.ts";
 * import type { FontSource } from "../fonts.ts";
 * // TrueType fonts: the sheet prints ≥ and σ, which the standard fonts lack.
 * declare const views: DashboardViews, fonts: FontSource;
 * const sheet = composeSheet({ title: "The Ledger", created: new Date(0), creator: "svc 0.4.9",
 *   fonts, uiLanguage: "en", views });
 * sheet.plan?.fontPt; // the strip type size in pt; plan is null without chapters
 * ```
 */
export function composeSheet(input: ViewsInput): ComposedSheet {
  const [pageWidth, pageHeight] = PAGE_SIZES.sheet;
  const t = sheetLabels(input.uiLanguage);
  const ui = input.uiLanguage;
  const w = new PdfWriter({
    pageSize: PAGE_SIZES.sheet,
    fonts: input.fonts,
    title: input.title,
    author: input.author,
    subject: t("layout_sheet"),
    language: ui,
    created: input.created,
    creator: input.creator,
  });
  const data = sheetData(input.views);
  const x = MARGIN;
  const width = pageWidth - 2 * MARGIN;

  const headerBottom = drawHeader(
    w,
    { ...input, t, ui, triage: data.model.triage },
    x,
    MARGIN,
    width,
  );
  const legendInput = {
    t,
    ui,
    thresholds: input.views.thresholds,
    aslMedian: data.aslMedian,
    creator: input.creator,
  };
  const legend = legendBlock(w, legendInput, width);
  const footerTop = pageHeight - MARGIN - FOOTER_HEIGHT;
  const top = headerBottom + SPACE;
  const legendTop = footerTop - SPACE - legend.height;
  // The strips may use everything between the header and the legend.
  const height = legendTop - SPACE - top;
  let plan: GridPlan | null = null;

  if (data.rows.length === 0) {
    w.textColor(INK.muted);
    const text = fitText(t("none_found"), width, (s) => w.width(s, "sans", 12));
    w.text(text, x, top + 10, { role: "sans", size: 12 });
  } else {
    const texts = data.rows.map((r) => rowTexts(r, ui));
    const specs = columnSpecs(w, texts, columnHeaders(t));
    plan = planGrid(data.rows.length, needPerPt(specs), width, height);
    // The first column is the longest, so this is the height of the whole block of strips.
    const used = plan.headerHeight + plan.rowsPerColumn * plan.pitch;
    drawStrips(w, { data, texts, specs, plan }, x, top + Math.max(0, height - used) * BALANCE);
  }
  legend.draw(x, legendTop);
  drawFooter(w, legendInput, x, pageHeight - MARGIN, width);
  return { bytes: w.bytes(), plan };
}

/** Draws the columns of strips from (x, top). */
function drawStrips(
  w: PdfWriter,
  strips: {
    data: SheetData;
    texts: readonly RowTexts[];
    specs: readonly ColumnSpec[];
    plan: GridPlan;
  },
  x: number,
  top: number,
): void {
  const { data, texts, specs, plan } = strips;
  for (let c = 0; c < plan.columns; c++) {
    const first = c * plan.rowsPerColumn;
    const rows = data.rows.slice(first, first + plan.rowsPerColumn);
    if (rows.length === 0) continue;
    const frame: StripFrame = {
      w,
      data,
      columns: placeColumns(
        specs,
        plan.fontPt,
        x + c * (plan.columnWidth + GRID.gutter),
        plan.columnWidth,
      ),
      fontPt: plan.fontPt,
      pitch: plan.pitch,
    };
    drawStripHeader(frame, top, plan.headerHeight);
    rows.forEach((row, i) => {
      const y = top + plan.headerHeight + i * plan.pitch;
      drawStrip(frame, row, texts[first + i], y, i % 2 === 1);
    });
  }
}
