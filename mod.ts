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
} from "./src/features/pipeline.ts";
import { type AnalyzeResult, analyzeView } from "./src/views/analyze.ts";
import { DEFAULT_LANGUAGES, resolveLanguages } from "./src/settings/languages.ts";
import { layerSettings } from "./src/settings/layers.ts";
import {
  checkThreshold,
  mergeThresholds,
  type StyleThresholds,
  THRESHOLD_ALIASES,
  THRESHOLD_OPTION_NAMES,
  type ThresholdKey,
} from "./src/settings/thresholds.ts";
import { UsageError } from "./src/errors.ts";
import { type HdDOptions, hdDStats } from "./src/metrics/hd_d.ts";
import { fingerprintView, passportView, type StyleResult } from "./src/views/style.ts";
import { flaggedParagraphs, type ProfileResult, profileView } from "./src/views/profile.ts";
import { type DialogueResult, dialogueView } from "./src/views/dialogue.ts";
import { type CharactersResult, charactersView, parseNames } from "./src/views/characters.ts";
import { type PacingResult, pacingView } from "./src/views/pacing.ts";
import { compileMotifs, type MotifsResult, motifsView } from "./src/views/motifs.ts";
import { type ShowingResult, showingView } from "./src/views/showing.ts";
import { readSceneSettings, type ScenesResult, scenesView } from "./src/views/scenes.ts";
import { computeDashboardViews } from "./src/views/dashboard.ts";
import { standaloneDashboard } from "./src/report/dashboard/standalone.ts";
import { type About, about as describeBuild } from "./src/about.ts";
import { currentBuildKind } from "./src/project/build_kind.ts";
import {
  analysisSpans,
  isSignal,
  type Signal,
  SIGNALS,
  type SignalSpan,
} from "./src/features/signal_spans.ts";

export { computeDashboardViews } from "./src/views/dashboard.ts";
export type { DashboardViews } from "./src/views/dashboard.ts";
export { DASHBOARD_ACTIONS, dashboardCsp, renderDashboard } from "./src/report/dashboard/page.ts";
export type { RenderDashboardOptions } from "./src/report/dashboard/page.ts";

export { draftDocument, NDA_LANGUAGES, resolveNdaLanguage } from "./src/report/nda/mod.ts";
export type { NdaDraft, NdaInput, NdaLanguage } from "./src/report/nda/mod.ts";
export { composePdf } from "./src/report/pdf/compose.ts";
export type { ComposeInput } from "./src/report/pdf/compose.ts";
export { PDF_LAYOUTS } from "./src/report/pdf/layout.ts";
export type { PdfLayout } from "./src/report/pdf/layout.ts";
export type { About, BuildKind } from "./src/about.ts";
export type {
  Analysis,
  AnalyzeResult,
  CharactersResult,
  CorpusSettings,
  DialogueResult,
  LanguageChoice,
  MotifsResult,
  PacingResult,
  ProfileResult,
  ScenesResult,
  ShowingResult,
  StyleResult,
  StyleThresholds,
};
export { flaggedParagraphs };
export { analysisSpans, SIGNALS } from "./src/features/signal_spans.ts";
export type { Signal, SignalSpan } from "./src/features/signal_spans.ts";
export { addMarker, markers, resolveMarker } from "./src/document/markers.ts";
export type { AddMarkerOptions, MarkerEdit } from "./src/document/markers.ts";
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
 * What this build offers (SPEC 1.7, 2.5): version, how it was built (`compiled` binary or
 * `deno run`), commands, languages, the 16 style features, default thresholds and the
 * heuristics' constants.
 *
 * @example
 * ```ts
 * about().heuristics.hd_d_sample_size; // 42
 * ```
 */
export function about(): About {
  return describeBuild(currentBuildKind());
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
  // The facade reads no files: the explicit option (flags layer), else the default.
  const { language } = resolveLanguages({ flags: { language: options.language } });
  return runPipeline(text, { ...options, language });
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
  readonly projectConfig?: {
    readonly thresholds?: Readonly<Record<string, unknown>>;
    /** Explicit scene settings (SPEC 2.6), used by {@linkcode scenes}. */
    readonly scene_analysis?: unknown;
  };
}

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
 * Resolves thresholds: explicit options (flags layer) over `projectConfig.thresholds` (project
 * layer) over defaults. Throws `UsageError` for an invalid value.
 */
function resolveThresholds(options: ThresholdOptions): StyleThresholds {
  const configKeys: Record<string, ThresholdKey> = { ...THRESHOLD_ALIASES };
  for (const key of Object.values(THRESHOLD_OPTION_NAMES)) configKeys[key] = key;
  const merged = mergeThresholds({
    flags: thresholdLayer(options as Record<string, unknown>, THRESHOLD_OPTION_NAMES),
    project: thresholdLayer(options.projectConfig?.thresholds ?? {}, configKeys),
  });
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

/**
 * The paragraph tense profile (SPEC 2.4): `{meta, chapters, paragraphs}`. `flagMinSeverity`
 * (or `projectConfig.thresholds.flag_min_severity`, default 2) sets which paragraphs
 * {@linkcode flaggedParagraphs} returns; the flag itself is not serialized.
 *
 * @example
 * ```ts
 * profile("", { language: "en" }).paragraphs; // []
 * ```
 */
export function profile(
  text: string,
  options: AnalyzeOptions & ThresholdOptions = {},
): ProfileResult {
  const thresholds = resolveThresholds(options);
  return profileView(analyzeDocument(text, options), thresholds.flag_min_severity);
}

/**
 * Dialogue turns (SPEC 2.5).
 *
 * @example
 * ```ts
 * dialogue("## A\n\n“Hi,” she said.", { language: "en" }).turns; // 1
 * ```
 */
export function dialogue(text: string, options: AnalyzeOptions = {}): DialogueResult {
  return dialogueView(analyzeDocument(text, options));
}

/**
 * Character presence per chapter (SPEC 2.5). `names` are literal names or `Pattern=Display`
 * aliases; an empty list throws `UsageError`.
 *
 * @example
 * ```ts
 * characters("## A\n\nAnna met Bob.", ["Anna"], { language: "en" }).characters[0].mentions; // 1
 * ```
 */
export function characters(
  text: string,
  names: readonly string[],
  options: AnalyzeOptions = {},
): CharactersResult {
  const parsed = parseNames(names);
  return charactersView(analyzeDocument(text, options), parsed);
}

/**
 * Scenes, pace and chapter-ending hooks (SPEC 2.5).
 *
 * @example
 * ```ts
 * pacing("## A\n\nShort.", { language: "en" }).scenes_are_chapters; // true
 * ```
 */
export function pacing(text: string, options: AnalyzeOptions = {}): PacingResult {
  return pacingView(analyzeDocument(text, options));
}

/**
 * Motif presence by regular expression, top content words and repeated phrases (SPEC 2.5).
 * An invalid pattern throws `UsageError` naming it.
 *
 * @example
 * ```ts
 * motifs("## A\n\nThe sea. The sea!", { sea: "sea" }, { language: "en" }).motifs[0].mentions; // 2
 * ```
 */
export function motifs(
  text: string,
  patterns: Readonly<Record<string, string>>,
  options: AnalyzeOptions = {},
): MotifsResult {
  const compiled = compileMotifs(patterns);
  return motifsView(analyzeDocument(text, options), compiled);
}

/**
 * Showing versus telling per chapter (SPEC 2.5); `signalKeywords` fills `signal_counts`.
 *
 * @example
 * ```ts
 * showing("", { language: "en" }).chapters; // []
 * ```
 */
export function showing(text: string, options: AnalyzeOptions = {}): ShowingResult {
  return showingView(analyzeDocument(text, options), options.signalKeywords ?? {});
}

/**
 * Scene features and register baselines, schema_version 1 (SPEC 2.6). Scene groups and
 * targets come only from `projectConfig.scene_analysis`; a malformed table throws
 * `UsageError`.
 *
 * @example
 * ```ts
 * scenes("", { language: "en" }).scenes.items; // []
 * ```
 */
export function scenes(
  text: string,
  options: AnalyzeOptions & ThresholdOptions = {},
): ScenesResult {
  const settings = readSceneSettings(options.projectConfig?.scene_analysis);
  return scenesView(analyzeDocument(text, options), settings);
}

/** Options of {@linkcode dashboard}. */
export interface DashboardOptions extends AnalyzeOptions, ThresholdOptions {
  /** Page title; default the project config's `title`, then the manuscript's own title. */
  readonly title?: string;
  /**
   * Interface language (label packs: de en fr es it pt nl; another code gets English); default
   * the project config's `ui_language`, then English. Apart from `language`, the analysis
   * language: changing one never changes the other.
   */
  readonly uiLanguage?: string;
  /** Character names for the presence matrix (as `characters`). */
  readonly names?: readonly string[];
  readonly projectConfig?: ThresholdOptions["projectConfig"] & {
    readonly title?: string;
    readonly ui_language?: string;
  };
}

/**
 * The single-file review dashboard as an HTML string (what `svc dashboard` writes): inline
 * SVG charts, a nonce'd script and stylesheet repeated in a content-security-policy `<meta>`,
 * no host actions. Throws `UsageError` for invalid thresholds or names.
 *
 * @example
 * ```ts
 * const page = dashboard("## One\n\nIt rained.", { language: "en", title: "Rain" });
 * page.startsWith("<!doctype html>"); // true
 * ```
 */
export function dashboard(text: string, options: DashboardOptions = {}): string {
  const thresholds = resolveThresholds(options);
  const names = options.names ? parseNames(options.names) : [];
  const views = computeDashboardViews(analyzeDocument(text, options), { thresholds, names });
  const page = layerSettings<{ title?: string; ui_language: string }>({
    flags: { title: options.title, ui_language: options.uiLanguage },
    project: {
      title: options.projectConfig?.title,
      ui_language: options.projectConfig?.ui_language,
    },
    defaults: { ui_language: DEFAULT_LANGUAGES.ui_language },
  });
  return standaloneDashboard(views, { title: page.title, uiLanguage: page.ui_language });
}

/** Options of {@linkcode signalSpans}. */
export interface SignalSpanOptions extends AnalyzeOptions {
  /** Only this chapter (its number). */
  readonly chapter?: number;
  /** Only this 1-based paragraph of the chapter (with `chapter`). */
  readonly paragraph?: number;
  /** Only this signal, or these: a count feature id or `tense_present` / `tense_past`. */
  readonly feature?: Signal | readonly Signal[];
}

/**
 * The words behind each signal: every token a count feature counted (filter verbs, modals,
 * passives — auxiliary and participle —, nominalisations, adjectives, long words,
 * first-person sentence openings, dialogue) and every tense marker, as
 * `{signal, chapter, paragraph, start, end, text}`. `paragraph` is 1-based inside the
 * chapter; `start`/`end` are UTF-16 offsets into that paragraph's displayed text (its source
 * lines joined by one space, Markdown emphasis and comments removed), so
 * `paragraphText.slice(start, end) === text`. The positions are kept while the text is
 * tokenised, never found by searching it again. An unknown feature, a chapter the book
 * lacks, or a paragraph without a chapter throws `UsageError`.
 *
 * @example
 * ```ts
 * const spans = signalSpans("## One\n\nShe saw the sea.", { language: "en", feature: "filter_density" });
 * spans[0]; // { signal: "filter_density", chapter: 1, paragraph: 1, start: 4, end: 7, text: "saw" }
 * ```
 */
export function signalSpans(text: string, options: SignalSpanOptions = {}): SignalSpan[] {
  const wanted = options.feature === undefined
    ? SIGNALS
    : typeof options.feature === "string"
    ? [options.feature]
    : options.feature;
  for (const name of wanted) {
    if (!isSignal(String(name))) {
      throw new UsageError(
        `Cannot list signal spans: unknown feature "${name}" (use one of ${SIGNALS.join(", ")})`,
      );
    }
  }
  if (options.paragraph !== undefined && options.chapter === undefined) {
    throw new UsageError("Cannot list signal spans: a paragraph needs a chapter");
  }
  const analysis = analyzeDocument(text, options);
  if (
    options.chapter !== undefined &&
    !analysis.chapters.some((c) => c.chapter.number === options.chapter)
  ) {
    throw new UsageError(
      `Cannot list signal spans: chapter "${options.chapter}" is not in the manuscript ` +
        `(${analysis.chapters.length} chapters)`,
    );
  }
  return analysisSpans(analysis, {
    chapter: options.chapter,
    paragraph: options.paragraph,
    signals: wanted,
  });
}
