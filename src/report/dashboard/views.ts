/**
 * The view results a dashboard shows, computed once from one shared {@linkcode Analysis}.
 * `svc dashboard`, `svc build` (which also writes these results as JSON) and the server
 * all start here, so a page and the JSON beside it can never disagree.
 *
 * @module
 */

import type { StyleThresholds } from "../../settings/thresholds.ts";
import type { Marker } from "../../document/types.ts";
import type { Analysis } from "../../pipeline.ts";
import { type AnalyzeResult, analyzeView } from "../../views/analyze.ts";
import { type CharactersResult, charactersView, type NameEntry } from "../../views/characters.ts";
import { type DialogueResult, dialogueView } from "../../views/dialogue.ts";
import { type PacingResult, pacingView } from "../../views/pacing.ts";
import { type ProfileResult, profileView } from "../../views/profile.ts";
import { type ShowingResult, showingView } from "../../views/showing.ts";
import { fingerprintView, type StyleResult } from "../../views/style.ts";
import { type DashboardSignals, dashboardSignals } from "./signal_data.ts";

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
  /** The thresholds the style reference and the profile flags used. */
  readonly thresholds: StyleThresholds;
  /** The manuscript's own title (a level-one heading), if any. */
  readonly documentTitle: string | null;
  /** The words behind the signals (chapter details, tense flags). */
  readonly signals: DashboardSignals;
}

/** Options of {@linkcode computeDashboardViews}. */
export interface DashboardViewOptions {
  readonly thresholds: StyleThresholds;
  /** Character names; none leaves `characters` null. */
  readonly names?: readonly NameEntry[];
}

/**
 * Computes every view the dashboard needs from one analysis.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
 * import { analyzeDocument } from "../../pipeline.ts";
 * const analysis = analyzeDocument("## One\n\nIt was late.\n\n## Two\n\nShe is here.\n");
 * const views = computeDashboardViews(analysis, { thresholds: DEFAULT_THRESHOLDS });
 * views.style.meta.schema_version; // 4
 * ```
 */
export function computeDashboardViews(
  analysis: Analysis,
  options: DashboardViewOptions,
): DashboardViews {
  const { thresholds } = options;
  const names = options.names ?? [];
  const style = fingerprintView(analysis, thresholds);
  const profile = profileView(analysis, thresholds.flag_min_severity);
  return {
    analyze: analyzeView(analysis),
    style,
    profile,
    dialogue: dialogueView(analysis),
    pacing: pacingView(analysis),
    showing: showingView(analysis, analysis.settings.signalKeywords ?? {}),
    characters: names.length > 0 ? charactersView(analysis, names) : null,
    markers: analysis.document.markers,
    thresholds,
    documentTitle: analysis.document.title,
    signals: dashboardSignals(analysis, style, profile, thresholds),
  };
}
