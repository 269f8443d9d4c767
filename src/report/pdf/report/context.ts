/**
 * What every part of the report receives: the writer's page flow, the label lookup, number
 * formatting in the interface language and the dashboard model (the same per-chapter joins the
 * HTML dashboard reads).
 *
 * @module
 */

import { formatNumber, formatShare } from "../../dashboard/format.ts";
import type { DashboardModel } from "../../dashboard/model.ts";
import { chapterLabel, sectionContext } from "../../dashboard/sections/context.ts";
import type { LabelLanguage } from "../../labels/packs.ts";
import { plainSpaces } from "../../text_fit.ts";
import type { PdfWriter } from "../writer.ts";
import type { Flow } from "./flow.ts";
import type { ReportTranslate } from "./labels.ts";

/** The shared state of one report. */
export interface ReportContext {
  readonly w: PdfWriter;
  readonly flow: Flow;
  readonly t: ReportTranslate;
  readonly ui: LabelLanguage;
  readonly model: DashboardModel;
  /** The document title as printed. */
  readonly title: string;
  /** Formats a number with at most `digits` decimals (default 2); "–" when unavailable. */
  readonly num: (value: number | null | undefined, digits?: number) => string;
  /** Formats a share in [0, 1] as a percentage. */
  readonly share: (value: number | null | undefined) => string;
  /** "Chapter N · Title" for a chapter number. */
  readonly chapterName: (number: number) => string;
}

/** How the report prints numbers and shares in the interface language. */
export interface ReportNumbers {
  /** Formats a number with at most `digits` decimals (default 2); "–" when unavailable. */
  readonly num: (value: number | null | undefined, digits?: number) => string;
  /** Formats a share in [0, 1] as a percentage. */
  readonly share: (value: number | null | undefined) => string;
}

/**
 * The dashboard's number formats with the spaces every font has: French digit groups use
 * U+202F, which many fonts lack, so a no-break space is printed instead.
 *
 * @example
 * ```ts
 * reportNumbers("fr").num(1234.5, 1); // "1\u00A0234,5"
 * reportNumbers("en").share(0.25); // "25 %"
 * ```
 */
export function reportNumbers(ui: string): ReportNumbers {
  return {
    num: (value, digits = 2) => plainSpaces(formatNumber(value, ui, digits)),
    share: (value) => plainSpaces(formatShare(value, ui)),
  };
}

/**
 * Builds the context.
 *
 * @example
 * ```ts
 * import type { DashboardModel } from "../../dashboard/model.ts";
 * import type { PdfWriter } from "../writer.ts";
 * import { Flow } from "./flow.ts";
 * import { reportLabels } from "./labels.ts";
 * declare const writer: PdfWriter, model: DashboardModel;
 * const ctx = reportContext(writer, new Flow(writer), reportLabels("en"), "en", model, "Title");
 * ctx.num(1234.5, 1); // "1,234.5"
 * ```
 */
export function reportContext(
  w: PdfWriter,
  flow: Flow,
  t: ReportTranslate,
  ui: LabelLanguage,
  model: DashboardModel,
  title: string,
): ReportContext {
  const section = sectionContext(model, t, ui);
  const titles = new Map(model.chapters.map((c) => [c.number, c.title]));
  return {
    w,
    flow,
    t,
    ui,
    model,
    title,
    ...reportNumbers(ui),
    chapterName: (number) => chapterLabel(section, { number, title: titles.get(number) ?? "" }),
  };
}
