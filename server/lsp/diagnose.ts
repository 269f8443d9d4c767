/**
 * One analysis of an open document: its text through the incremental pipeline (the document's
 * own `ChapterMemo`, as the server's Analysis cache keeps one, so after an edit only the
 * chapters whose prose changed are tokenised again, and its own `MeasureMemo`, so only they
 * are measured again), then the book's findings
 * (`views/book_findings.ts`) and their diagnostics (`report/check/diagnostics.ts`): the same
 * findings and the same one conversion to ranges, severities and messages as `svc check`.
 * Nothing here reads or writes files.
 *
 * @module
 */

import type { ChapterMemo } from "../../src/features/chapter_memo.ts";
import type { MeasureMemo } from "../../src/features/measure_memo.ts";
import { type Analysis, analyzeDocument } from "../../src/features/pipeline.ts";
import { type Messages, messages } from "../../src/i18n/messages.ts";
import { type Diagnostic, diagnosticsOf } from "../../src/report/check/diagnostics.ts";
import { bookFindings } from "../../src/views/book_findings.ts";
import type { Finding } from "../../src/views/findings.ts";
import type { Triage } from "../../src/views/triage.ts";
import type { DocumentSettings } from "./settings.ts";

/** The result of one analysis of a document version. */
export interface DocumentResult {
  readonly version: number;
  readonly text: string;
  readonly analysis: Analysis;
  readonly triage: Triage;
  /** The findings, most important first, dismissed ones left out. */
  readonly findings: readonly Finding[];
  /** `diagnostics[i]` is `findings[i]` as a diagnostic. */
  readonly diagnostics: readonly Diagnostic[];
  readonly settings: DocumentSettings;
  /** The dismissed fingerprints the findings were computed without. */
  readonly dismissed: ReadonlySet<string>;
  readonly messages: Messages;
}

/** What {@linkcode diagnoseText} reads. */
export interface DiagnoseInput {
  readonly version: number;
  readonly text: string;
  readonly settings: DocumentSettings;
  readonly dismissed: ReadonlySet<string>;
  readonly memo: ChapterMemo;
  /** The document's chapter measures of earlier versions. */
  readonly measures: MeasureMemo;
}

/**
 * Analyses a document's text and lists its findings as diagnostics.
 *
 * @example
 * ```ts
 * import { ChapterMemo } from "../../src/features/chapter_memo.ts";
 * import { MeasureMemo } from "../../src/features/measure_memo.ts";
 * import { DEFAULT_THRESHOLDS } from "../../src/settings/thresholds.ts";
 * const settings = { corpus: {}, thresholds: DEFAULT_THRESHOLDS, uiLanguage: "en" as const,
 *   names: [], warnings: [] };
 * const text = "## One\n\nIt was late.\n";
 * const input = { memo: new ChapterMemo(), measures: new MeasureMemo(), dismissed: new Set([]) };
 * diagnoseText({ version: 1, text, settings, ...input }).diagnostics; // []
 * ```
 */
export function diagnoseText(input: DiagnoseInput): DocumentResult {
  const { text, settings } = input;
  const analysis = analyzeDocument(text, settings.corpus, input.memo);
  const measures = input.measures.measure(analysis, JSON.stringify(settings.corpus));
  const { findings, triage } = bookFindings(
    analysis,
    settings.thresholds,
    input.dismissed,
    measures,
  );
  const m = messages(settings.uiLanguage);
  const chapters = analysis.document.chapters;
  const diagnostics = diagnosticsOf(findings, {
    lines: (text.startsWith("\uFEFF") ? text.slice(1) : text).split("\n"),
    endLines: new Map(chapters.map((c) => [c.number, c.endLine])),
    messages: m,
    language: settings.uiLanguage,
  });
  return {
    version: input.version,
    text,
    analysis,
    triage,
    findings,
    diagnostics,
    settings,
    dismissed: input.dismissed,
    messages: m,
  };
}
