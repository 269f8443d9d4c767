/**
 * The findings of one analysed book with given thresholds and dismissals: what `svc check`
 * reports and what `svc lsp` publishes (issue 29), computed once here so the two never
 * differ. Only the views the findings need are computed (the style reference, the profile, the
 * triage), not the whole dashboard: the same functions `computeDashboardViews` calls, with the
 * same inputs. The chapter measures may be passed in (a long-running process keeps those of
 * unchanged chapters: `measureChapter` reads only the chapter and the language's lexicon).
 *
 * @module
 */

import { type ChapterMeasures, measureChapter } from "../features/chapter_features.ts";
import type { Analysis } from "../features/pipeline.ts";
import type { StyleThresholds } from "../settings/thresholds.ts";
import { type Finding, findingsView } from "./findings.ts";
import { profileView } from "./profile.ts";
import { measuresStyleView } from "./style.ts";
import { withoutDismissedFlags } from "./tense_flags.ts";
import { type Triage, triageView } from "./triage.ts";

/** The findings and the triage they come from. */
export interface BookFindings {
  /** Most important first, dismissed ones left out. */
  readonly findings: Finding[];
  /** The triage (its chapters carry the cells the words behind a finding are read for). */
  readonly triage: Triage;
}

/**
 * The book's findings (see the module doc).
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
 * const a = analyzeDocument("## One\n\nIt was late.\n\n## Two\n\nShe is here.\n");
 * bookFindings(a, DEFAULT_THRESHOLDS, new Set()).findings.length; // 0
 * ```
 */
export function bookFindings(
  analysis: Analysis,
  thresholds: StyleThresholds,
  dismissed: ReadonlySet<string>,
  measures: readonly ChapterMeasures[] = analysis.chapters.map((c) => measureChapter(c, analysis)),
): BookFindings {
  // The triage reads no text part of the style reference (co-occurrence, keyness), so it is
  // built without them: the same findings (book_findings_test.ts compares) in far less time.
  const style = measuresStyleView(measures, thresholds, analysis.language);
  const profile = profileView(analysis, thresholds.flag_min_severity);
  const triage = triageView({
    style,
    chapters: measures.map((x, i) => ({
      number: x.number,
      title: analysis.chapters[i].chapter.title,
      ...x.values,
    })),
    tense: withoutDismissedFlags(profile, thresholds.flag_min_severity, dismissed).chapters,
    dismissed,
  });
  const chapters = analysis.document.chapters;
  const findings = findingsView({
    triage,
    flagged: profile.paragraphs.filter((p) => p.severity >= thresholds.flag_min_severity),
    headingLines: new Map(chapters.map((c) => [c.number, c.headingLine])),
    dismissed,
  });
  return { findings, triage };
}
