/**
 * Source-to-manuscript comparison (SPEC 1.4, 4.1 `research compare`, 4.2 `compare_source`,
 * 4.3 `POST /api/research-compare`): a separate lexical and register report, labelled
 * `source_internal`. Pure: two texts in, one JSON-ready report out, numbers unrounded.
 *
 * The manuscript goes through the normal pipeline exactly as `analyze` and `fingerprint` see
 * it. The source is analysed as its own document, as one unit: it is parsed with a chapter
 * marker no line can start with (a line never contains a line feed), so the core's parser
 * treats the whole text as one implicit chapter. No heading is added and no text is altered;
 * level-one and `## ` headings, comments and code fences are not prose, and no part of the
 * source is dropped as front matter or appendix. Nothing of the source reaches the
 * manuscript's analysis, baselines or style reference: the two analyses share no object.
 *
 * @module
 */

import { measureChapter } from "../../src/features/chapter_features.ts";
import { MIN_COMPARABLE_SENTENCES, MIN_COMPARABLE_WORDS } from "../../src/features/feature_ids.ts";
import { isLanguageChoice, resolveLanguage } from "../../src/language/registry.ts";
import type { LanguageChoice, LanguageCode } from "../../src/language/types.ts";
import {
  type Analysis,
  analyzeDocument,
  type CorpusSettings,
} from "../../src/features/pipeline.ts";
import {
  featureDisplayName,
  LENGTH_DEPENDENT_FEATURES,
  PERCENTILE_MIN_CHAPTERS,
  REGISTER_MIN_CHAPTERS,
  type RegisterRow,
  registerRows,
} from "./register.ts";
import {
  compareVocabulary,
  DISTINCTIVE_MIN_COUNT,
  DISTINCTIVE_MIN_G2,
  type DistinctiveWords,
  distinctiveWords,
  type VocabularyComparison,
  wordCounts,
} from "./vocabulary.ts";
import { processingError, usageError } from "../keyed_errors.ts";
import { fillMessage } from "../../src/i18n/keyed_message.ts";
import { RESEARCH_TEXT_EN, type ResearchTextKey } from "../../src/i18n/research_text_en.ts";

/** Schema identifier of the report. */
export const COMPARE_SCHEMA = "research-compare-local/1";

/**
 * The chapter marker the source is parsed with: lines are split at line feeds, so no line
 * starts with one, and the parser sees a text without chapters (one implicit chapter).
 */
const WHOLE_TEXT_MARKER = "\n";

/** Options of {@linkcode compareTexts}. */
export interface CompareOptions {
  /** Analysis language of both texts; `auto` detects it from the manuscript. Default `en`. */
  readonly language?: LanguageChoice;
  readonly sourceId?: string | null;
  readonly versionId?: string | null;
  readonly sourceTitle?: string | null;
  /** Display name of the manuscript (e.g. its file name). */
  readonly manuscriptName?: string | null;
  /**
   * The project's corpus settings. `chapterMarker` and `appendixMarker` shape the manuscript
   * only; `wordRegex` and `nominalRegex` apply to both texts, so both are tokenised alike.
   */
  readonly corpus?: Pick<
    CorpusSettings,
    "wordRegex" | "nominalRegex" | "chapterMarker" | "appendixMarker"
  >;
}

/** A caveat of the report: a stable code and an English sentence. */
export interface CompareNote {
  readonly code: string;
  readonly message: string;
}

/** The comparison report (`research-compare-local/1`). */
export interface ComparisonReport {
  readonly schema: typeof COMPARE_SCHEMA;
  readonly label: "source_internal";
  readonly source: {
    readonly id: string | null;
    readonly version: string | null;
    readonly title: string | null;
    readonly words: number;
    readonly sentences: number;
    /** The language both texts were analysed in. */
    readonly language: LanguageCode;
    /** What detection by function words says of the source alone (`generic` = undecided). */
    readonly detected_language: LanguageCode;
  };
  readonly manuscript: {
    readonly name: string | null;
    readonly words: number;
    readonly chapters: number;
    /** Chapters of at least 100 words: those that can enter a baseline. */
    readonly comparable_chapters: number;
  };
  readonly vocabulary: VocabularyComparison;
  readonly distinctive: DistinctiveWords;
  readonly register: RegisterRow[];
  readonly notes: CompareNote[];
}

/**
 * Compares a research source with a manuscript. The manuscript's own analysis and style
 * reference are not changed by it. Throws `UsageError` for an unknown language and
 * `ProcessingError` when either text has no words to compare.
 *
 * @example
 * ```ts
 * const report = compareTexts(
 *   "The lighthouse keeper rowed out to the lighthouse.",
 *   "## One\n\nThe gardener walked in the garden.",
 *   { language: "en", sourceId: "src-1" },
 * );
 * report.label; // "source_internal"
 * report.vocabulary.shared_types; // 1 ("the")
 * ```
 */
export function compareTexts(
  sourceText: string,
  manuscriptText: string,
  options: CompareOptions = {},
): ComparisonReport {
  const choice = options.language ?? "en";
  const sourceId = options.sourceId ?? null;
  const subject = sourceId === null ? "the source" : `source "${sourceId}"`;
  if (!isLanguageChoice(choice)) {
    throw usageError("compare.compare_unknown_language", { subject, choice });
  }
  const corpus = options.corpus ?? {};
  const manuscript = analyzeDocument(manuscriptText, { ...corpus, language: choice });
  const language = manuscript.language;
  const source = analyzeDocument(sourceText, {
    wordRegex: corpus.wordRegex,
    nominalRegex: corpus.nominalRegex,
    chapterMarker: WHOLE_TEXT_MARKER,
    language,
  });
  const sourceAll = wordCounts(source, false);
  const manuscriptAll = wordCounts(manuscript, false);
  const vocabulary = compareVocabulary(sourceAll, manuscriptAll);
  if (vocabulary.source_tokens === 0) {
    throw processingError("compare.compare_source_text", { subject });
  }
  if (vocabulary.manuscript_tokens === 0) {
    const name = options.manuscriptName ? ` "${options.manuscriptName}"` : "";
    throw processingError("compare.compare_with_manuscript", { subject, name });
  }
  const sourceMeasure = measureChapter(source.chapters[0], source);
  const manuscriptMeasures = manuscript.chapters.map((c) => measureChapter(c, manuscript));
  const register = registerRows(sourceMeasure, manuscriptMeasures);
  const detected = detectSourceLanguage(source);
  return {
    schema: COMPARE_SCHEMA,
    label: "source_internal",
    source: {
      id: sourceId,
      version: options.versionId ?? null,
      title: options.sourceTitle ?? null,
      words: sourceMeasure.words,
      sentences: sourceMeasure.sentences,
      language,
      detected_language: detected,
    },
    manuscript: {
      name: options.manuscriptName ?? null,
      words: vocabulary.manuscript_tokens,
      chapters: manuscript.chapters.length,
      comparable_chapters: manuscriptMeasures.filter((m) => m.words >= MIN_COMPARABLE_WORDS)
        .length,
    },
    vocabulary,
    distinctive: distinctiveWords(wordCounts(source, true), wordCounts(manuscript, true)),
    register,
    notes: notes({
      language,
      detected,
      sourceWords: sourceMeasure.words,
      sourceSentences: sourceMeasure.sentences,
      register,
    }),
  };
}

function detectSourceLanguage(source: Analysis): LanguageCode {
  const prose = source.document.chapters.flatMap((c) => c.paragraphs.map((p) => p.text));
  return resolveLanguage("auto", prose.join("\n"));
}

interface NoteFacts {
  readonly language: LanguageCode;
  readonly detected: LanguageCode;
  readonly sourceWords: number;
  readonly sourceSentences: number;
  readonly register: readonly RegisterRow[];
}

/** A note by its code, worded by the English template `compare_note_<code>` of the text table. */
function note(code: string, values: Readonly<Record<string, string | number>> = {}): CompareNote {
  const key = `compare_note_${code}` as ResearchTextKey;
  return { code, message: fillMessage(RESEARCH_TEXT_EN[key], values) };
}

function notes(facts: NoteFacts): CompareNote[] {
  const out: CompareNote[] = [
    note("source_internal"),
    note("diagnostic"),
    note("source_one_unit"),
    note("jsd_length"),
    note("distinctive_words", { g2: DISTINCTIVE_MIN_G2, count: DISTINCTIVE_MIN_COUNT }),
    note("register_scope"),
    note("length_dependent_omitted", {
      features: [...LENGTH_DEPENDENT_FEATURES].map((f) => featureDisplayName(f)).join(", "),
    }),
  ];
  if (
    facts.sourceWords < MIN_COMPARABLE_WORDS || facts.sourceSentences < MIN_COMPARABLE_SENTENCES
  ) {
    out.push(note("source_below_floor", {
      words: facts.sourceWords,
      sentences: facts.sourceSentences,
      min_words: MIN_COMPARABLE_WORDS,
      min_sentences: MIN_COMPARABLE_SENTENCES,
    }));
  }
  if (facts.register.some((r) => r.chapters_measured < REGISTER_MIN_CHAPTERS)) {
    out.push(note("manuscript_few_chapters", { min: REGISTER_MIN_CHAPTERS }));
  }
  if (facts.register.some((r) => r.range_kind === "min_max")) {
    out.push(note("range_min_max", { min: PERCENTILE_MIN_CHAPTERS }));
  }
  if (facts.detected !== "generic" && facts.detected !== facts.language) {
    out.push(note("language_mismatch", { detected: facts.detected, language: facts.language }));
  }
  return out;
}
