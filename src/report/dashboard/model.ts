/**
 * The dashboard model: the view results rearranged per chapter and per finding, so every
 * section and the page script read one structure. No statistic is computed here; this only
 * joins what the views already report (z*, FDR selection, effect labels, flagged paragraphs,
 * markers).
 *
 * Choices:
 * - A cell's level is the triage's threshold level (`hitLevel`): 2 strong, 1 mild, else 0.
 * - A chapter's flag count is its triage findings (`views/triage.ts`): distinct cells that
 *   are a threshold hit (strong or mild) or FDR-selected, plus its tense flags — the count
 *   the Overview, the sheet, the PDF report and the `style` text report use.
 * - A marker belongs to the chapter the views assign it (`markerChapters` of
 *   document/markers.ts: the last chapter whose heading is at or above it, so a marker under
 *   a heading and above the chapter's first paragraph is that chapter's); markers before the
 *   first chapter belong to none.
 *
 * @module
 */

import type { Marker } from "../../document/types.ts";
import { STYLE_FEATURES, type StyleFeature } from "../../features/feature_ids.ts";
import type { ProfileParagraph } from "../../views/profile.ts";
import { hitLevel, type Triage } from "../../views/triage.ts";
import { type DashboardViews, tenseFingerprints } from "../../views/dashboard.ts";

/** One chapter × feature cell. */
export interface FeatureCell {
  readonly value: number | null;
  readonly z: number | null;
  readonly level: 0 | 1 | 2;
  readonly fdr: boolean;
  /** Cliff's delta label of an FDR-selected cell (`negligible` … `large`), else null. */
  readonly effect: string | null;
}

/** One chapter as the dashboard shows it. */
export interface ChapterModel {
  readonly number: number;
  readonly title: string;
  readonly words: number;
  readonly sentences: number;
  readonly asl: number | null;
  readonly dialogPct: number | null;
  readonly dominance: string;
  /** Whether the chapter passes the comparability floors (has z* values). */
  readonly comparable: boolean;
  /** In {@linkcode STYLE_FEATURES} order. */
  readonly cells: readonly FeatureCell[];
  readonly flaggedParagraphs: readonly ProfileParagraph[];
  readonly markers: readonly Marker[];
  readonly flags: number;
  readonly scenes: number | null;
  readonly hookScore: number | null;
  readonly balance: number | null;
}

/** A selected (FDR) cell for the findings list. */
export interface FlaggedCell {
  readonly chapter: number;
  readonly feature: StyleFeature;
  readonly z: number | null;
  readonly effect: string | null;
}

/** The whole model. */
export interface DashboardModel {
  readonly views: DashboardViews;
  readonly chapters: readonly ChapterModel[];
  readonly flaggedCells: readonly FlaggedCell[];
  /** Severity descending, then line ascending. */
  readonly flaggedParagraphs: readonly ProfileParagraph[];
  /** Which chapters to look at and why (the views' triage), shared by every surface. */
  readonly triage: Triage;
}

function cellLevel(z: number | null, zMild: number, zStrong: number): 0 | 1 | 2 {
  const level = z === null ? null : hitLevel(z, zMild, zStrong);
  return level === "strong" ? 2 : level === "mild" ? 1 : 0;
}

function markersByChapter(views: DashboardViews): Map<number, Marker[]> {
  const byChapter = new Map<number, Marker[]>();
  views.markers.forEach((m, i) => {
    const owner = views.markerChapters[i];
    if (owner === null || owner === undefined) return;
    const list = byChapter.get(owner) ?? [];
    list.push(m);
    byChapter.set(owner, list);
  });
  return byChapter;
}

/**
 * Builds the model from the views.
 *
 * @example
 * ```ts
 * import type { DashboardViews } from "../../views/dashboard.ts";
 * declare const views: DashboardViews;
 * dashboardModel(views).chapters[0].cells.length; // 16 (one per style feature)
 * ```
 */
export function dashboardModel(views: DashboardViews): DashboardModel {
  const { analyze, style, profile, pacing, showing, thresholds, triage } = views;
  const dismissed = new Set(views.dismissed ?? []);
  const flagged = tenseFingerprints(profile, thresholds.flag_min_severity)
    .filter((f) => !dismissed.has(f.fingerprint))
    .map((f) => f.paragraph)
    .sort((a, b) => b.severity - a.severity || a.start_line - b.start_line);
  const paragraphsByChapter = new Map<number, ProfileParagraph[]>();
  for (const p of flagged) {
    const list = paragraphsByChapter.get(p.chapter) ?? [];
    list.push(p);
    paragraphsByChapter.set(p.chapter, list);
  }
  const markers = markersByChapter(views);
  const pace = new Map(pacing.chapters.map((c) => [c.number, c]));
  const show = new Map(showing.chapters.map((c) => [c.number, c]));
  const flaggedCells: FlaggedCell[] = [];
  const chapters = analyze.metrics.chapters.map((c, i): ChapterModel => {
    const key = String(c.number);
    const deviations = style.deviations[key];
    const fdr = new Set(style.fdr_flagged[key] ?? []);
    const effects = style.effect_magnitudes[key] ?? {};
    const record = c as unknown as Record<string, number | null>;
    const cells = STYLE_FEATURES.map((feature): FeatureCell => {
      const z = deviations?.[feature] ?? null;
      return {
        value: record[feature] ?? null,
        z,
        level: cellLevel(z, thresholds.z_mild, thresholds.z_strong),
        fdr: fdr.has(feature),
        effect: effects[feature] ?? null,
      };
    });
    STYLE_FEATURES.forEach((feature, j) => {
      if (cells[j].fdr) {
        flaggedCells.push({ chapter: c.number, feature, z: cells[j].z, effect: cells[j].effect });
      }
    });
    const paragraphs = paragraphsByChapter.get(c.number) ?? [];
    return {
      number: c.number,
      title: c.title,
      words: c.words,
      sentences: c.sentences,
      asl: c.asl,
      dialogPct: c.dialog_pct,
      dominance: c.dominance,
      comparable: deviations !== undefined,
      cells,
      flaggedParagraphs: paragraphs,
      markers: markers.get(c.number) ?? [],
      flags: triage.chapters[i].findings,
      scenes: pace.get(c.number)?.scenes ?? null,
      hookScore: pace.get(c.number)?.hook_score ?? null,
      balance: show.get(c.number)?.balance ?? null,
    };
  });
  flaggedCells.sort((a, b) => Math.abs(b.z ?? 0) - Math.abs(a.z ?? 0) || a.chapter - b.chapter);
  return { views, chapters, flaggedCells, flaggedParagraphs: flagged, triage };
}
