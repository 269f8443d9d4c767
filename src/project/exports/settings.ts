/**
 * The settings a build depends on, in the canonical form the manifest records and hashes
 * (`settings` / `settings_sha256`). Everything that can change an artifact's bytes for the
 * same manuscript bytes and tool version is here: the language choice, the corpus settings,
 * the resolved thresholds, `scene_analysis` (the scenes artifact), the project `title`
 * (the dashboard's title), `ui_language` (the dashboard's label language), the `svc check`
 * files asked for (their formats and fail level) and, when the
 * project has any, the dismissed fingerprints (`svc-dismissals.json`: every count and list
 * leaves them out, so a new dismissal rebuilds). Unset corpus settings are recorded as null, so the record is
 * complete and says "default" explicitly. No paths, no time.
 *
 * `resolved_language` (the language `auto` detection chose) is recorded too. It is known only
 * after analysis, but it is a function of the manuscript bytes, the other settings and the
 * tool version, so the no-analysis fast path may take it from the old manifest: if the hash
 * then matches, every input of that function matched.
 *
 * @module
 */

import type { StyleThresholds } from "../../settings/thresholds.ts";
import type { LanguageChoice } from "../../language/types.ts";
import type { CorpusSettings } from "../../features/pipeline.ts";
import type { SceneSettings } from "../../views/scenes.ts";
import { canonicalJson, sortKeys } from "../../codec/canonical_json.ts";
import { sha256Hex } from "../../codec/hash.ts";

/** Corpus settings as the config files spell them; null where the default applies. */
export interface BuildCorpusSettings {
  readonly chapter_marker: string | null;
  readonly appendix_marker: string | null;
  readonly word_regex: string | null;
  readonly nominal_regex: string | null;
  readonly signal_keywords: Readonly<Record<string, readonly string[]>> | null;
}

/** Everything known before the analysis runs. */
export interface RequestedSettings {
  readonly language: LanguageChoice;
  readonly corpus: BuildCorpusSettings;
  readonly thresholds: StyleThresholds;
  readonly scene_analysis: {
    readonly assignments: Readonly<Record<string, string>>;
    readonly targets: Readonly<Record<string, Readonly<Record<string, number>>>>;
  };
  /** Project config `title` (the dashboard title), or null. */
  readonly title: string | null;
  /** The interface language of the dashboard's labels (apart from the analysis language). */
  readonly ui_language: string;
  /** The project's dismissed fingerprints, sorted; absent when there are none. */
  readonly dismissed?: readonly string[];
  /** The `svc check` files asked for (`check_files.ts`); absent when none. */
  readonly check?: { readonly formats: readonly string[]; readonly fail_on: string };
}

/** The complete record, with the language the analysis used. */
export interface BuildSettings extends RequestedSettings {
  readonly resolved_language: string;
}

/**
 * Collects the requested settings of one run.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
 * const requested = requestedSettings({ language: "de" }, DEFAULT_THRESHOLDS, {}, "Mill town", "en");
 * requested.corpus.chapter_marker; // null
 * requested.title; // "Mill town"
 * requested.ui_language; // "en"
 * ```
 */
export function requestedSettings(
  corpus: CorpusSettings,
  thresholds: StyleThresholds,
  scenes: SceneSettings,
  title: string | undefined,
  uiLanguage: string = "en",
  dismissed: readonly string[] = [],
  check: { readonly formats: readonly string[]; readonly failOn: string } | null = null,
): RequestedSettings {
  return sortKeys({
    language: corpus.language ?? "en",
    corpus: {
      chapter_marker: corpus.chapterMarker ?? null,
      appendix_marker: corpus.appendixMarker ?? null,
      word_regex: corpus.wordRegex ?? null,
      nominal_regex: corpus.nominalRegex ?? null,
      signal_keywords: corpus.signalKeywords ?? null,
    },
    thresholds,
    // `{}` and `{assignments: {}, targets: {}}` mean the same: record one form.
    scene_analysis: { assignments: scenes.assignments ?? {}, targets: scenes.targets ?? {} },
    title: title ?? null,
    ui_language: uiLanguage,
    ...(dismissed.length > 0 ? { dismissed: [...dismissed].sort() } : {}),
    ...(check ? { check: { formats: [...check.formats], fail_on: check.failOn } } : {}),
  }) as RequestedSettings;
}

/**
 * Completes the record with the analysis language (keys in canonical order).
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
 * const requested = requestedSettings({ language: "auto" }, DEFAULT_THRESHOLDS, {}, undefined);
 * withResolvedLanguage(requested, "en").resolved_language; // "en"
 * ```
 */
export function withResolvedLanguage(
  requested: RequestedSettings,
  resolved: string,
): BuildSettings {
  return sortKeys({ ...requested, resolved_language: resolved }) as BuildSettings;
}

/**
 * `settings_sha256`: SHA-256 of the canonical JSON of the settings record.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
 * const requested = requestedSettings({}, DEFAULT_THRESHOLDS, {}, undefined);
 * settingsSha256(withResolvedLanguage(requested, "en")).length; // 64
 * ```
 */
export function settingsSha256(settings: BuildSettings): string {
  return sha256Hex(canonicalJson(settings));
}
