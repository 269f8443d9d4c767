/**
 * Resolving the effective settings of one CLI run: CLI flag, then project config, then user
 * config, then code defaults (the UI session layer belongs to the server).
 *
 * @module
 */

import type { CliIO } from "./io.ts";
import { warn } from "./io.ts";
import { loadConfig } from "./config_files.ts";
import type { ProjectConfig } from "../settings/project_config.ts";
import type { LanguageChoice } from "../language/types.ts";
import type { CorpusSettings } from "../pipeline.ts";

/** Effective settings plus the config layers, for commands that need more keys. */
export interface RunSettings {
  readonly corpus: CorpusSettings;
  readonly project: ProjectConfig;
  readonly user: ProjectConfig;
}

/**
 * Loads config files beside the manuscript (warnings go to stderr) and layers the settings.
 *
 * @example
 * ```ts
 * import { PROCESS_IO } from "./io.ts";
 * const { corpus } = await resolveSettings("book.md", { language: "de" }, PROCESS_IO);
 * corpus.language; // "de"
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
  const language: LanguageChoice = (options.language as LanguageChoice | undefined) ??
    project.language ?? user.language ?? "en";
  return { project, user, corpus: corpusSettings(language, project, user) };
}

/**
 * The corpus settings of one run: the language choice plus the `[corpus]` keys, project
 * config over user config (shared by the CLI and the server).
 *
 * @example
 * ```ts
 * import { EMPTY_CONFIG } from "../settings/project_config.ts";
 * const project = { ...EMPTY_CONFIG, corpus: { chapter_marker: "^# " } };
 * corpusSettings("en", project, EMPTY_CONFIG).chapterMarker; // "^# "
 * ```
 */
export function corpusSettings(
  language: LanguageChoice,
  project: ProjectConfig,
  user: ProjectConfig,
): CorpusSettings {
  const corpus = { ...user.corpus, ...project.corpus };
  return {
    language,
    wordRegex: corpus.word_regex,
    nominalRegex: corpus.nominal_regex,
    chapterMarker: corpus.chapter_marker,
    appendixMarker: corpus.appendix_marker,
    signalKeywords: corpus.signal_keywords,
  };
}
