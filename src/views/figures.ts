/**
 * The book's headline figures, each defined once, here, for every renderer: the dashboard's
 * Overview, the A4 report, the sheet's header and legend, and the `analyze` and `style` text
 * reports read these values and never total, average or take a median themselves.
 *
 * Definitions (where two surfaces once differed, the one kept is named):
 * - `sentences` is the sum of the chapters' sentences (the sentences behind `asl` and
 *   `median_sl`: front matter and appendix excluded, SPEC 2.1).
 * - `asl`, `medianSentence` and `medianSentenceExact` are the analyze result's mean, upper
 *   median and exact median of the book's sentence lengths (SPEC 2.2); null when the book has
 *   no sentence (the analyze JSON carries 0 there, which is no length).
 * - `chapterAslMedian` and `chapterAslBand` are the book-level sentence-length baseline of the
 *   style reference (SPEC 2.3: the median over the chapters that pass the comparability floors
 *   of their average sentence length, and median ± z_mild × σ); null when the baseline is
 *   unavailable. The sheet once took the median over every chapter; it now uses this one,
 *   like the dashboard's and the A4 report's rhythm charts and the `style` report's table.
 * - `consistency` is the style reference's share, null when no cell was measured (SPEC 2.3:
 *   the sentinel 1.0 means nothing then).
 * - `flaggedChapters` is the number of chapters the triage lists (`views/triage.ts`).
 *
 * @module
 */

import type { AnalyzeResult } from "./analyze.ts";
import type { DialogueResult } from "./dialogue.ts";
import type { PacingResult } from "./pacing.ts";
import type { StyleResult } from "./style.ts";
import type { Triage } from "./triage.ts";

/** The figures of an analyze result alone (what `svc analyze` can print). */
export interface AnalyzeFigures {
  /** Analysis language code. */
  readonly language: string;
  readonly words: number;
  readonly chapters: number;
  /** Sentences of the chapters, summed. */
  readonly sentences: number;
  /** Mean sentence length; null without sentences. */
  readonly asl: number | null;
  /** Upper median of the sentence lengths (`median_sl`); null without sentences. */
  readonly medianSentence: number | null;
  /** Exact median of the sentence lengths (`median_sl_exact`); null without sentences. */
  readonly medianSentenceExact: number | null;
  /** The language profile's Flesch-type score; null when undefined. */
  readonly readability: number | null;
  /** Identifier of the readability formula (`flesch_variant`). */
  readonly readabilityFormula: string;
  readonly ttr: number;
  readonly hdD: number | null;
  readonly mtld: number | null;
  readonly mattr: number | null;
  readonly maasA2: number | null;
  /** Share of the words in dialogue, 0..1. */
  readonly dialogueShare: number;
  readonly dialogueWords: number;
  /** Share of short sentences, percent. */
  readonly staccatoPct: number;
}

/** Every headline figure of a book (the dashboard, the PDF layouts). */
export interface BookFigures extends AnalyzeFigures {
  /** Scenes of the book (pacing). */
  readonly scenes: number;
  /** Quoted segments (dialogue module). */
  readonly dialogueTurns: number;
  /** Share of measured cells under z_mild; null when no cell was measured. */
  readonly consistency: number | null;
  readonly measuredCells: number;
  /** The style reference's median of the chapters' average sentence lengths, or null. */
  readonly chapterAslMedian: number | null;
  /** The style reference's usual range of the chapters' average sentence lengths, or null. */
  readonly chapterAslBand: readonly [number, number] | null;
  /** Chapters the triage lists to look at. */
  readonly flaggedChapters: number;
  /** Work markers in the manuscript. */
  readonly markers: number;
}

/**
 * The figures of an analyze result.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * import { analyzeView } from "./analyze.ts";
 * const a = analyzeView(analyzeDocument("## One\n\nIt rained. We stayed in.", { language: "en" }));
 * analyzeFigures(a).sentences; // 2
 * analyzeFigures(a).medianSentence; // 3
 * ```
 */
export function analyzeFigures(result: AnalyzeResult): AnalyzeFigures {
  const m = result.metrics;
  const sentences = m.chapters.reduce((s, c) => s + c.sentences, 0);
  const measured = <T>(value: T): T | null => sentences > 0 ? value : null;
  return {
    language: result.meta.language,
    words: m.raw_words,
    chapters: m.chapters.length,
    sentences,
    asl: measured(m.asl),
    medianSentence: measured(m.median_sl),
    medianSentenceExact: measured(m.median_sl_exact),
    readability: m.flesch_de,
    readabilityFormula: m.flesch_variant,
    ttr: m.ttr,
    hdD: m.hd_d,
    mtld: m.mtld,
    mattr: m.mattr,
    maasA2: m.maas_a2,
    dialogueShare: m.dialog_ratio,
    dialogueWords: m.dialog_words,
    staccatoPct: m.staccato_pct,
  };
}

/**
 * The style reference's consistency, or null when no cell was measured (SPEC 2.3).
 *
 * @example
 * ```ts
 * consistencyOf({ consistency: 0.99, measured_cells: 976 }); // 0.99
 * consistencyOf({ consistency: 1, measured_cells: 0 }); // null
 * ```
 */
export function consistencyOf(
  style: { readonly consistency: number; readonly measured_cells: number },
): number | null {
  return style.measured_cells > 0 ? style.consistency : null;
}

/** What {@linkcode bookFigures} reads. */
export interface BookFiguresInput {
  readonly analyze: AnalyzeResult;
  readonly style: StyleResult;
  readonly pacing: PacingResult;
  readonly dialogue: DialogueResult;
  readonly triage: Triage;
  /** Number of work markers. */
  readonly markers: number;
}

/**
 * Every headline figure of a book, from its view results.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
 * import { analyzeDocument } from "../features/pipeline.ts";
 * import { computeDashboardViews } from "./dashboard.ts";
 * const views = computeDashboardViews(analyzeDocument("## One\n\nIt rained.\n"),
 *   { thresholds: DEFAULT_THRESHOLDS });
 * bookFigures({ ...views, markers: views.markers.length }).chapterAslMedian; // null (1 chapter)
 * ```
 */
export function bookFigures(input: BookFiguresInput): BookFigures {
  const asl = input.style.features.find((f) => f.feature === "asl");
  return {
    ...analyzeFigures(input.analyze),
    scenes: input.pacing.total_scenes,
    dialogueTurns: input.dialogue.turns,
    consistency: consistencyOf(input.style),
    measuredCells: input.style.measured_cells,
    chapterAslMedian: asl?.median ?? null,
    chapterAslBand: asl?.band ?? null,
    flaggedChapters: input.triage.lookAt.length,
    markers: input.markers,
  };
}
