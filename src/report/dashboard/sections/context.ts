/**
 * What every dashboard section receives: the model, the label lookup and number formatting
 * in the interface language.
 *
 * @module
 */

import type { Translate } from "../../labels/packs.ts";
import { formatNumber, formatShare } from "../format.ts";
import type { DashboardModel } from "../model.ts";

/** The shared rendering context of the sections. */
export interface SectionContext {
  readonly model: DashboardModel;
  readonly t: Translate;
  /** Interface language (label packs, number format). */
  readonly ui: string;
  /** Formats a number with at most `digits` decimals (default 2). */
  readonly num: (value: number | null | undefined, digits?: number) => string;
  /** Formats a share in [0, 1] as a percentage. */
  readonly share: (value: number | null | undefined) => string;
}

/**
 * Builds the context.
 *
 * @example
 * ```ts
 * // sectionContext(model, labelsFor("de"), "de").num(1.5) === "1,5"
 * ```
 */
export function sectionContext(model: DashboardModel, t: Translate, ui: string): SectionContext {
  return {
    model,
    t,
    ui,
    num: (value, digits = 2) => formatNumber(value, ui, digits),
    share: (value) => formatShare(value, ui),
  };
}

/**
 * The label of a chapter for charts and lists: "Chapter N · Title".
 *
 * @example
 * ```ts
 * // chapterLabel(ctx, { number: 3, title: "Storm" }) === "Chapter 3 · Storm"
 * ```
 */
export function chapterLabel(ctx: SectionContext, c: { number: number; title: string }): string {
  const head = ctx.t("chapter_n", { n: c.number });
  return c.title ? `${head} · ${c.title}` : head;
}
