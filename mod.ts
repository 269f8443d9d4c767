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
import {
  checkThreshold,
  mergeThresholds,
  type StyleThresholds,
  THRESHOLD_ALIASES,
  type ThresholdKey,
} from "./src/config/thresholds.ts";
import { UsageError } from "./src/errors.ts";
import { type HdDOptions, hdDStats } from "./src/metrics/hd_d.ts";
import { fingerprintView, passportView, type StyleResult } from "./src/views/style.ts";

export { about } from "./src/about.ts";
export type { About } from "./src/about.ts";
export type {
  Analysis,
  AnalyzeResult,
  CorpusSettings,
  LanguageChoice,
  StyleResult,
  StyleThresholds,
};
export { ConflictError, ProcessingError, SvcError, UsageError } from "./src/errors.ts";

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

/** Threshold options of {@linkcode fingerprint} and {@linkcode passport} (camelCase). */
export interface ThresholdOptions {
  readonly zMild?: number;
  readonly zStrong?: number;
  readonly fdrQ?: number;
  readonly fdrMethod?: "bh" | "by";
  readonly dimThreshold?: number;
  readonly flagMinSeverity?: number;
  /** Integer >= 2. */
  readonly minChapters?: number;
  /**
   * Project configuration: `thresholds` (snake_case keys) below the explicit options. The
   * facade does no file lookup; pass `{}` or omit it for code defaults.
   */
  readonly projectConfig?: { readonly thresholds?: Readonly<Record<string, unknown>> };
}

const OPTION_KEYS: Record<string, ThresholdKey> = {
  zMild: "z_mild",
  zStrong: "z_strong",
  fdrQ: "fdr_q",
  fdrMethod: "fdr_method",
  dimThreshold: "dim_score_threshold",
  flagMinSeverity: "flag_min_severity",
  minChapters: "min_chapters",
};

function thresholdLayer(
  source: Readonly<Record<string, unknown>>,
  keys: Record<string, ThresholdKey>,
) {
  const layer: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(source)) {
    const key = keys[name];
    if (!key || value === undefined) continue;
    const checked = checkThreshold(key, value);
    if (!checked.ok) throw new UsageError(checked.message);
    layer[key] = checked.value;
  }
  return layer as Partial<StyleThresholds>;
}

/**
 * Resolves thresholds: explicit options over `projectConfig.thresholds` over defaults.
 * Throws `UsageError` for an invalid value.
 */
function resolveThresholds(options: ThresholdOptions): StyleThresholds {
  const configKeys: Record<string, ThresholdKey> = { ...THRESHOLD_ALIASES };
  for (const key of Object.values(OPTION_KEYS)) configKeys[key] = key;
  const merged = mergeThresholds([
    thresholdLayer(options.projectConfig?.thresholds ?? {}, configKeys),
    thresholdLayer(options as Record<string, unknown>, OPTION_KEYS),
  ]);
  if (!merged.ok) throw new UsageError(merged.message);
  return merged.value;
}

/**
 * The style reference, schema_version 4 (SPEC 2.3), built from manuscript text (with
 * co-occurrence and keyness). Throws `UsageError` for invalid thresholds.
 *
 * @example
 * ```ts
 * const ref = fingerprint("", { language: "en" });
 * ref.measured_cells; // 0
 * ref.consistency; // 1 (the sentinel: unavailable)
 * ```
 */
export function fingerprint(
  text: string,
  options: AnalyzeOptions & ThresholdOptions = {},
): StyleResult {
  const thresholds = resolveThresholds(options);
  return fingerprintView(analyzeDocument(text, options), thresholds);
}

/**
 * The style passport: the same reference built from an `analyze` result (no source text, so
 * no co-occurrence or keyness).
 *
 * @example
 * ```ts
 * const p = passport(analyze("## A\n\nShort.", { language: "en" }));
 * p.meta.schema_version; // 4
 * ```
 */
export function passport(result: AnalyzeResult, options: ThresholdOptions = {}): StyleResult {
  return passportView(result.metrics.chapters, resolveThresholds(options), result.meta.language);
}

/**
 * HD-D of a token list (SPEC 2.2): exact hypergeometric expectation for a 42-token draw, null
 * below 100 tokens. The `seed` and `minSamples` options are deprecated (ignored since 1.16.0,
 * when sampling was replaced by the exact formula); passing one prints a `[warning]`.
 *
 * @example
 * ```ts
 * hdD(Array(100).fill("a")); // 1 / 42 ≈ 0.0238
 * ```
 */
export function hdD(tokens: readonly string[], options: HdDOptions = {}): number | null {
  const { value, deprecated } = hdDStats(tokens, options);
  for (const name of deprecated) {
    console.warn(`[warning] hdD(): the ${name} option is deprecated and ignored (exact HD-D)`);
  }
  return value;
}
