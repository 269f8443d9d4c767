/**
 * What every dashboard section receives: the model, the label lookup and number formatting
 * in the interface language.
 *
 * @module
 */

import type { Translate } from "../../labels/packs.ts";
import { formatNumber, formatShare } from "../format.ts";
import type { DashboardModel } from "../model.ts";

/** What the host serving the page implements beyond the standalone file. */
export interface SectionHost {
  /** The route that adds a work marker (`/api/marker-add`), or null. */
  readonly markerAdd: string | null;
  /**
   * Tense dismissals are saved in the project (posted to `url` with `token`), and `dismissed`
   * are dismissed now; null: the standalone file keeps them in memory only.
   */
  readonly tenseDismiss: {
    readonly url: string;
    readonly token: string;
    readonly dismissed: readonly string[];
  } | null;
  /**
   * The id of the host's field that takes character names (the served settings form), or
   * null/absent: a file names the CLI flag and the config key instead.
   */
  readonly namesField?: string | null;
}

/** The standalone file: no host. */
export const NO_HOST: SectionHost = { markerAdd: null, tenseDismiss: null };

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
  /** The host's workspace features ({@linkcode NO_HOST} in a file). */
  readonly host: SectionHost;
}

/**
 * Builds the context.
 *
 * @example
 * ```ts
 * import { labelsFor } from "../../labels/packs.ts";
 * import type { DashboardModel } from "../model.ts";
 * declare const model: DashboardModel;
 * sectionContext(model, labelsFor("de"), "de").num(1.5); // "1,5"
 * ```
 */
export function sectionContext(
  model: DashboardModel,
  t: Translate,
  ui: string,
  host: SectionHost = NO_HOST,
): SectionContext {
  return {
    model,
    t,
    ui,
    num: (value, digits = 2) => formatNumber(value, ui, digits),
    share: (value) => formatShare(value, ui),
    host,
  };
}

/**
 * The label of a chapter for charts and lists: "Chapter N · Title".
 *
 * @example
 * ```ts
 * import { labelsFor } from "../../labels/packs.ts";
 * import type { DashboardModel } from "../model.ts";
 * declare const model: DashboardModel;
 * const ctx = sectionContext(model, labelsFor("en"), "en");
 * chapterLabel(ctx, { number: 3, title: "Storm" }); // "Chapter 3 · Storm"
 * ```
 */
export function chapterLabel(ctx: SectionContext, c: { number: number; title: string }): string {
  const head = ctx.t("chapter_n", { n: c.number });
  return c.title ? `${head} · ${c.title}` : head;
}
