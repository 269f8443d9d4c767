/**
 * svc — manuscript linguistics. The analysis facade (SPEC 4.2): pure functions from manuscript
 * text to JSON-ready results. No I/O.
 *
 * @example
 * ```ts
 * import { analyze } from "./mod.ts";
 * const result = analyze("## One\n\nIt rained all day.", { language: "en" });
 * result.metrics.raw_words; // 4
 * ```
 *
 * @module
 */

import type { LanguageChoice } from "./src/language/types.ts";
import {
  type Analysis,
  analyzeDocument as runPipeline,
  type CorpusSettings,
} from "./src/pipeline.ts";
import { type AnalyzeResult, analyzeView } from "./src/views/analyze.ts";

export { about } from "./src/about.ts";
export type { About } from "./src/about.ts";
export type { Analysis, AnalyzeResult, CorpusSettings, LanguageChoice };

/** Options of {@linkcode analyze}. */
export interface AnalyzeOptions extends CorpusSettings {
  /**
   * Analysis language; `auto` detects. Default `en`: since 1.15.0 the default analysis
   * language is English everywhere (SPEC 2.1, 9.4), in the facade as on the command line.
   */
  readonly language?: LanguageChoice;
}

/**
 * The shared pipeline result (parse and tokenise once) that several views can reuse.
 *
 * @example
 * ```ts
 * const a = analyzeDocument("## One\n\nText.", { language: "en" });
 * a.chapters.length; // 1
 * ```
 */
export function analyzeDocument(text: string, options: AnalyzeOptions = {}): Analysis {
  return runPipeline(text, { ...options, language: options.language ?? "en" });
}

/**
 * Corpus metrics and per-chapter features, schema_version 2 (SPEC 2.2).
 *
 * @example
 * ```ts
 * analyze("", { language: "en" }).metrics.chapters; // []
 * ```
 */
export function analyze(text: string, options: AnalyzeOptions = {}): AnalyzeResult {
  return analyzeView(analyzeDocument(text, options));
}
