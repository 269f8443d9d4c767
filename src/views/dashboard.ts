/**
 * The view results a dashboard shows, computed once from one shared {@linkcode Analysis}.
 * `svc dashboard`, `svc build` (which also writes these results as JSON), `svc pdf` and the
 * server all start here, so a page, a PDF and the JSON beside them can never disagree. The
 * triage (`triage.ts`) and the book's headline figures (`figures.ts`) are computed here too,
 * once, for every renderer.
 *
 * @module
 */

import type { StyleThresholds } from "../settings/thresholds.ts";
import type { Marker } from "../document/types.ts";
import { markerChapters } from "../document/markers.ts";
import { measureChapter } from "../features/chapter_features.ts";
import type { Analysis } from "../features/pipeline.ts";
import { type AnalyzeResult, analyzeView } from "./analyze.ts";
import { type CharactersResult, charactersView, type NameEntry } from "./characters.ts";
import { type DialogueResult, dialogueView } from "./dialogue.ts";
import { type PacingResult, pacingView } from "./pacing.ts";
import { type ProfileResult, profileView } from "./profile.ts";
import { withoutDismissedFlags } from "./tense_flags.ts";
import { type ShowingResult, showingView } from "./showing.ts";
import { fingerprintView, type StyleResult } from "./style.ts";
import { type DashboardSignals, dashboardSignals } from "./dashboard_signals.ts";
import { type BookFigures, bookFigures } from "./figures.ts";
import { type Triage, triageView } from "./triage.ts";
import { type FindingWords, findingWordsView, nameWords } from "./finding_words.ts";

/** Everything the dashboard reads. */
export interface DashboardViews {
  readonly analyze: AnalyzeResult;
  readonly style: StyleResult;
  readonly profile: ProfileResult;
  readonly dialogue: DialogueResult;
  readonly pacing: PacingResult;
  readonly showing: ShowingResult;
  /** Null without names (`--names`). */
  readonly characters: CharactersResult | null;
  /** Work markers, in line order. */
  readonly markers: readonly Marker[];
  /**
   * The chapter number of each of `markers` (same order; `markerChapters` of
   * document/markers.ts), null above the first chapter.
   */
  readonly markerChapters: readonly (number | null)[];
  /** The thresholds the style reference and the profile flags used. */
  readonly thresholds: StyleThresholds;
  /** The manuscript's own title (a level-one heading), if any. */
  readonly documentTitle: string | null;
  /** The words behind the signals (chapter details, tense flags). */
  readonly signals: DashboardSignals;
  /** Which chapters to look at and why, shared by every surface. */
  readonly triage: Triage;
  /** The words behind the findings of each chapter the triage lists. */
  readonly findingWords: FindingWords;
  /** The book's headline figures, shared by every surface. */
  readonly figures: BookFigures;
  /**
   * The project's dismissed fingerprints (sorted) that these views left out of every count,
   * badge and list; the tense list still shows its dismissed flags, faded, for undoing.
   */
  readonly dismissed?: readonly string[];
}

/** Options of {@linkcode computeDashboardViews}. */
export interface DashboardViewOptions {
  readonly thresholds: StyleThresholds;
  /** Character names; none leaves `characters` null. */
  readonly names?: readonly NameEntry[];
  /** The project's dismissed fingerprints (`svc-dismissals.json`); none by default. */
  readonly dismissed?: ReadonlySet<string>;
}

/**
 * Computes every view the dashboard needs from one analysis.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const analysis = analyzeDocument("## One\n\nIt was late.\n\n## Two\n\nShe is here.\n");
 * const views = computeDashboardViews(analysis, { thresholds: DEFAULT_THRESHOLDS });
 * views.style.meta.schema_version; // 4
 * views.figures.sentences; // 2
 * ```
 */
export function computeDashboardViews(
  analysis: Analysis,
  options: DashboardViewOptions,
): DashboardViews {
  const { thresholds } = options;
  const names = options.names ?? [];
  // Chapter measures once for every view that reads them (each would compute the same ones).
  const measures = analysis.chapters.map((c) => measureChapter(c, analysis));
  const style = fingerprintView(analysis, thresholds, measures);
  const dismissed = options.dismissed ?? new Set<string>();
  const profile = withoutDismissedFlags(
    profileView(analysis, thresholds.flag_min_severity),
    thresholds.flag_min_severity,
    dismissed,
  );
  const analyze = analyzeView(analysis, measures);
  const dialogue = dialogueView(analysis);
  const pacing = pacingView(analysis);
  const triage = triageView({
    style,
    chapters: analyze.metrics.chapters,
    tense: profile.chapters,
    dismissed,
  });
  const markers = analysis.document.markers;
  return {
    analyze,
    style,
    profile,
    dialogue,
    pacing,
    showing: showingView(analysis, analysis.settings.signalKeywords ?? {}, measures),
    characters: names.length > 0 ? charactersView(analysis, names) : null,
    markers,
    markerChapters: markerChapters(markers, analysis.document.chapters),
    thresholds,
    documentTitle: analysis.document.title,
    signals: dashboardSignals(analysis, style, profile, thresholds),
    triage,
    findingWords: findingWordsView(analysis, triage, { names: nameWords(names) }),
    figures: bookFigures({ analyze, style, pacing, dialogue, triage, markers: markers.length }),
    dismissed: [...dismissed].sort(),
  };
}

export { tenseFingerprints, withoutDismissedFlags } from "./tense_flags.ts";
