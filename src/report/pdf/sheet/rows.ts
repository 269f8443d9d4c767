/**
 * What one chapter strip of the sheet shows, joined from the dashboard model (cells with
 * z*, level and FDR selection, flagged paragraphs, scenes, hooks, balance) and the pacing and
 * profile views, plus the book-wide scales the strips share. Nothing is computed here that the
 * dashboard does not report, except the spreads that size the bars.
 *
 * Choices:
 * - Strong, mild, FDR and paragraphs are the triage's counts of the chapter
 *   (`views/triage.ts`, through the dashboard model): the numbers the dashboard's Overview
 *   and chapter table, the A4 report and the `style` text report print.
 * - The sentence-length reference is the book's figure `chapterAslMedian` (`views/figures.ts`):
 *   the style reference's median of the chapters' average sentence lengths (SPEC 2.3), the
 *   median line of the dashboard's and the A4 report's rhythm charts. The bar's half-width is
 *   the largest distance of a chapter from it (at least 1 word); without a baseline (fewer
 *   comparable chapters than `min_chapters`) there is no reference and no bar.
 * - The show/tell bar's half-width is the largest |balance| (at least 1).
 *
 * @module
 */

import { type DashboardModel, dashboardModel, type FeatureCell } from "../../dashboard/model.ts";
import type { DashboardViews } from "../../../views/dashboard.ts";

/** One chapter strip. */
export interface SheetRow {
  readonly number: number;
  readonly title: string;
  readonly words: number;
  /** Average sentence length; null without sentences. */
  readonly asl: number | null;
  /** Dialogue share in percent; null when unavailable. */
  readonly dialogPct: number | null;
  readonly scenes: number | null;
  readonly wordsPerScene: number | null;
  /** Short closing sentence, open punctuation, dialogue close. */
  readonly hooks: readonly [boolean, boolean, boolean];
  /** Highest tense-switch severity among the chapter's paragraphs (0 none). */
  readonly severity: 0 | 1 | 2 | 3;
  /** Showing minus telling; null when the chapter is not comparable. */
  readonly balance: number | null;
  /** Whether the chapter has z* values (passes the comparability floors). */
  readonly comparable: boolean;
  /** The 16 style cells, in STYLE_FEATURES order. */
  readonly cells: readonly FeatureCell[];
  readonly strong: number;
  readonly mild: number;
  readonly fdr: number;
  readonly paragraphs: number;
}

/** The strips and the scales they share. */
export interface SheetData {
  readonly model: DashboardModel;
  readonly rows: readonly SheetRow[];
  /** The style reference's median of the chapters' average sentence lengths, or null. */
  readonly aslMedian: number | null;
  /** Half-width of the sentence-length bar in words per sentence (≥ 1). */
  readonly aslSpread: number;
  /** Half-width of the show/tell bar in balance units (≥ 1). */
  readonly balanceSpread: number;
}

function maxSeverity(counts: readonly number[] | undefined): 0 | 1 | 2 | 3 {
  if (!counts) return 0;
  for (const s of [3, 2, 1] as const) if ((counts[s] ?? 0) > 0) return s;
  return 0;
}

/**
 * The strips of a book, one per chapter in book order.
 *
 * @example
 * ```ts
 * import type { DashboardViews } from "../../../views/dashboard.ts";
 * declare const views: DashboardViews;
 * sheetData(views).rows[0].strong; // chapter 1's strong cells (|z*| ≥ z_strong)
 * ```
 */
export function sheetData(views: DashboardViews): SheetData {
  const model = dashboardModel(views);
  const pace = new Map(views.pacing.chapters.map((c) => [c.number, c]));
  const profile = new Map(views.profile.chapters.map((c) => [c.number, c]));
  const rows = model.chapters.map((c, i): SheetRow => {
    const triage = model.triage.chapters[i];
    const p = pace.get(c.number);
    return {
      number: c.number,
      title: c.title,
      words: c.words,
      asl: c.asl,
      dialogPct: c.dialogPct,
      scenes: c.scenes,
      wordsPerScene: p?.words_per_scene ?? null,
      hooks: [
        p?.hook.short_close ?? false,
        p?.hook.open_punctuation ?? false,
        p?.hook.dialogue_close ?? false,
      ],
      severity: maxSeverity(profile.get(c.number)?.severity_counts),
      balance: c.balance,
      comparable: c.comparable,
      cells: c.cells,
      strong: triage.strong,
      mild: triage.mild,
      fdr: triage.fdr,
      paragraphs: triage.tense,
    };
  });
  const asls = rows.flatMap((r) => r.asl !== null && Number.isFinite(r.asl) ? [r.asl] : []);
  const aslMedian = views.figures.chapterAslMedian;
  const aslSpread = Math.max(1, ...asls.map((a) => Math.abs(a - (aslMedian ?? a))));
  const balances = rows.flatMap((r) =>
    r.balance !== null && Number.isFinite(r.balance) ? [Math.abs(r.balance)] : []
  );
  return { model, rows, aslMedian, aslSpread, balanceSpread: Math.max(1, ...balances) };
}
