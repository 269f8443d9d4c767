/**
 * Resolving the effective settings of one CLI run: the config files are read here (the only
 * I/O), and layered by src/settings: CLI flag (`--language`; `SVC_LANG` for the interface
 * language), then project config, then user config, then code defaults (the UI session layer
 * belongs to the server).
 *
 * @module
 */

import type { CliIO } from "./io.ts";
import { warn } from "./io.ts";
import { loadConfig } from "./config_files.ts";
import type { ProjectConfig } from "../settings/project_config.ts";
import type { LanguageChoice } from "../language/types.ts";
import type { CorpusSettings } from "../features/pipeline.ts";
import { corpusSettings } from "../settings/corpus.ts";
import {
  type InterfaceLanguage,
  interfaceLanguageOf,
  resolveLanguages,
} from "../settings/languages.ts";

/** Effective settings plus the config layers, for commands that need more keys. */
export interface RunSettings {
  /** The analysis settings: analysis language and corpus keys. */
  readonly corpus: CorpusSettings;
  /** The interface language of rendered reports (dashboard, PDF). */
  readonly uiLanguage: InterfaceLanguage;
  readonly project: ProjectConfig;
  readonly user: ProjectConfig;
}

/**
 * Loads config files beside the manuscript (warnings go to stderr) and layers the settings:
 * `--language` sets the analysis language, `SVC_LANG` the interface language.
 *
 * @example
 * ```ts
 * import { PROCESS_IO } from "./io.ts";
 * const { corpus, uiLanguage } = await resolveSettings("book.md", { language: "de" }, PROCESS_IO);
 * corpus.language; // "de"
 * uiLanguage; // "en" unless SVC_LANG or a config file's ui_language says otherwise
 * ```
 */
export async function resolveSettings(
  manuscriptPath: string,
  options: Readonly<Record<string, unknown>>,
  io: CliIO,
): Promise<RunSettings> {
  const loaded = await loadConfig(manuscriptPath, { home: io.env("HOME") ?? null });
  for (const w of loaded.warnings) warn(io, w);
  const { project, user } = loaded;
  const languages = resolveLanguages({
    // commander has already checked `--language` against LANGUAGE_CHOICES.
    flags: {
      language: options.language as LanguageChoice | undefined,
      ui_language: interfaceLanguageOf(io.env("SVC_LANG")),
    },
    project,
    user,
  });
  return {
    project,
    user,
    uiLanguage: languages.ui_language,
    corpus: corpusSettings(languages.language, project, user),
  };
}
