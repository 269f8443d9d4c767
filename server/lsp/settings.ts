/**
 * The settings of one document in `svc lsp`, layered as everywhere else (SPEC 4.1: flag >
 * session > project config > user config > defaults): the flags are those `svc lsp` was
 * started with (`--language`, the threshold flags; `SVC_LANG` for the interface language),
 * the session layer is the editor's `initializationOptions` (or a later
 * `workspace/didChangeConfiguration`), the project and user layers are the config files the
 * CLI reads beside the manuscript (`loadConfig`), and each layer is merged by the one layering
 * function of `src/settings` (`mergeThresholds`, `resolveLanguages`).
 *
 * @module
 */

import { loadConfig } from "../../src/project/config_files.ts";
import { resolveNames } from "../../src/settings/names.ts";
import { type NameEntry, parseNames } from "../../src/views/characters.ts";
import type { CorpusSettings } from "../../src/features/pipeline.ts";
import { LANGUAGE_CHOICES, type LanguageChoice } from "../../src/language/types.ts";
import { corpusSettings } from "../../src/settings/corpus.ts";
import {
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  resolveLanguages,
} from "../../src/settings/languages.ts";
import {
  checkThreshold,
  mergeThresholds,
  type StyleThresholds,
  type ThresholdKey,
} from "../../src/settings/thresholds.ts";

/** The flags layer: what `svc lsp` was started with. */
export interface LspFlags {
  readonly language?: LanguageChoice;
  /** `SVC_LANG`, already read as an interface language. */
  readonly uiLanguage?: InterfaceLanguage;
  readonly thresholds: Partial<StyleThresholds>;
  readonly home: string | null;
}

/** The session layer: the editor's options. */
export interface LspSession {
  readonly language?: LanguageChoice;
  readonly ui_language?: InterfaceLanguage;
  readonly thresholds: Partial<StyleThresholds>;
}

/** The settings one analysis of a document uses. */
export interface DocumentSettings {
  readonly corpus: CorpusSettings;
  readonly thresholds: StyleThresholds;
  readonly uiLanguage: InterfaceLanguage;
  /** The configured character names (left out of the words behind a finding). */
  readonly names: readonly NameEntry[];
  /** Config problems (each names its file) and invalid combinations, to show the author. */
  readonly warnings: readonly string[];
}

/** An empty session layer. */
export const NO_SESSION: LspSession = { thresholds: {} };

/**
 * Reads the session layer from the editor's options: `{language, ui_language, thresholds}`,
 * at the top level or under `svc`. Values that are not valid are left out, each with a
 * message.
 *
 * @example
 * ```ts
 * sessionOf({ svc: { language: "de", thresholds: { z_mild: 3 } } }).session.thresholds.z_mild;
 * // 3
 * ```
 */
export function sessionOf(options: unknown): { session: LspSession; problems: string[] } {
  const problems: string[] = [];
  const raw = (options && typeof options === "object" && "svc" in options)
    ? (options as { svc: unknown }).svc
    : options;
  if (raw === null || raw === undefined || typeof raw !== "object") {
    return { session: NO_SESSION, problems };
  }
  const o = raw as Record<string, unknown>;
  const session: { -readonly [K in keyof LspSession]: LspSession[K] } = { thresholds: {} };
  if (o.language !== undefined) {
    if ((LANGUAGE_CHOICES as readonly unknown[]).includes(o.language)) {
      session.language = o.language as LanguageChoice;
    } else problems.push(`language must be one of ${LANGUAGE_CHOICES.join(", ")}`);
  }
  if (o.ui_language !== undefined) {
    if ((INTERFACE_LANGUAGES as readonly unknown[]).includes(o.ui_language)) {
      session.ui_language = o.ui_language as InterfaceLanguage;
    } else problems.push(`ui_language must be one of ${INTERFACE_LANGUAGES.join(", ")}`);
  }
  const thresholds: Record<string, unknown> = {};
  if (o.thresholds && typeof o.thresholds === "object") {
    for (const [key, value] of Object.entries(o.thresholds)) {
      const checked = checkThreshold(key as ThresholdKey, value);
      if (checked.ok) thresholds[key] = checked.value;
      else problems.push(checked.message);
    }
  }
  session.thresholds = thresholds as Partial<StyleThresholds>;
  return { session, problems };
}

/**
 * The layered settings of the manuscript at `path`. A config file that cannot be read is left
 * out with a warning, and an invalid threshold combination falls back to the lower layers'
 * thresholds with a warning: a document always gets settings.
 *
 * @example
 * ```ts
 * const s = await documentSettings("/tmp/book.md", { thresholds: {}, home: null }, NO_SESSION);
 * s.thresholds.z_mild; // 2.5 without configs
 * ```
 */
export async function documentSettings(
  path: string,
  flags: LspFlags,
  session: LspSession,
): Promise<DocumentSettings> {
  const loaded = await loadConfig(path, { home: flags.home });
  const { project, user } = loaded;
  const warnings = [...loaded.warnings];
  let merged = mergeThresholds({
    flags: flags.thresholds,
    session: session.thresholds,
    project: project.thresholds,
    user: user.thresholds,
  });
  if (!merged.ok) {
    warnings.push(merged.message);
    merged = mergeThresholds({ flags: flags.thresholds });
    if (!merged.ok) merged = mergeThresholds({});
  }
  const languages = resolveLanguages({
    flags: { language: flags.language, ui_language: flags.uiLanguage },
    session: { language: session.language, ui_language: session.ui_language },
    project,
    user,
  });
  let names: NameEntry[] = [];
  const entries = resolveNames({ project, user });
  if (entries.length > 0) {
    try {
      names = parseNames(entries);
    } catch (e) {
      // A hand-edited config value: reported and ignored, as the server does.
      warnings.push(`names: ${(e as Error).message}`);
    }
  }
  return {
    corpus: corpusSettings(languages.language, project, user),
    names,
    thresholds: (merged as { value: StyleThresholds }).value,
    uiLanguage: languages.ui_language,
    warnings,
  };
}
