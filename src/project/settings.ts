/**
 * Resolving the effective settings of one CLI run: the config files are read here (the only
 * I/O), and layered by src/settings: CLI flag (`--language`; `SVC_LANG` for the interface
 * language), then project config, then user config, then code defaults (the UI session layer
 * belongs to the server). The interface language of the CLI's own help, errors and text reports
 * comes from the same layers ({@linkcode interfaceLanguage}), so it always matches the one the
 * run's dashboard and PDF get.
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
  type LanguageSettings,
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
  // commander has already checked `--language` against LANGUAGE_CHOICES.
  const languages = runLanguages(loaded, options.language as LanguageChoice | undefined, io);
  return {
    project,
    user,
    uiLanguage: languages.ui_language,
    corpus: corpusSettings(languages.language, project, user),
  };
}

/**
 * Where the project config of a CLI run is: beside the manuscript (`svc.toml`, else
 * `[tool.svc]` of `pyproject.toml`, in its folder) or in a project folder (`--project`).
 */
export type ConfigPlace = { readonly manuscript: string } | { readonly projectDir: string };

/**
 * The interface language of a CLI run's help, errors and text reports: `SVC_LANG`, then
 * `ui_language` of the project config at `place` (no project layer when null), then of the user
 * config, then English. The analysis language plays no part. The files are read through the
 * one config lookup ({@linkcode loadConfig}) but quietly: a file that cannot be read is ignored
 * here, and its `[warning]` line is the command's to print when it reads its settings.
 *
 * @example
 * ```ts
 * import { PROCESS_IO } from "./io.ts";
 * await interfaceLanguage({ manuscript: "book/book.md" }, PROCESS_IO);
 * // "de" when book/svc.toml says ui_language = "de" and SVC_LANG is unset
 * await interfaceLanguage(null, PROCESS_IO); // SVC_LANG, else the user config's, else "en"
 * ```
 */
export async function interfaceLanguage(
  place: ConfigPlace | null,
  io: CliIO,
): Promise<InterfaceLanguage> {
  const loaded = await loadConfig(place && "manuscript" in place ? place.manuscript : null, {
    home: io.env("HOME") ?? null,
    ...(place && "projectDir" in place ? { projectDir: place.projectDir } : {}),
  });
  return runLanguages(loaded, undefined, io).ui_language;
}

/** The layered languages of a run: `--language` and `SVC_LANG` above the config files. */
function runLanguages(
  config: { readonly project: ProjectConfig; readonly user: ProjectConfig },
  language: LanguageChoice | undefined,
  io: CliIO,
): LanguageSettings {
  return resolveLanguages({
    flags: { language, ui_language: interfaceLanguageOf(io.env("SVC_LANG")) },
    project: config.project,
    user: config.user,
  });
}
