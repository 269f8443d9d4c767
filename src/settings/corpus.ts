/**
 * The corpus settings of one run (SPEC 2.1, 2.5): the analysis language plus the `[corpus]`
 * keys of the config files, each key from the project config over the user config (by the one
 * settings layering, `layers.ts`; no flag or session sets them). Shared by the CLI and the
 * server.
 *
 * @module
 */

import type { LanguageChoice } from "../language/types.ts";
import type { CorpusSettings } from "../features/pipeline.ts";
import type { CorpusConfig, ProjectConfig } from "./project_config.ts";
import { layerSettings } from "./layers.ts";

/**
 * The corpus settings for an analysis language and the two config layers.
 *
 * @example
 * ```ts
 * import { EMPTY_CONFIG } from "./project_config.ts";
 * const project = { ...EMPTY_CONFIG, corpus: { chapter_marker: "^# " } };
 * corpusSettings("en", project, EMPTY_CONFIG).chapterMarker; // "^# "
 * ```
 */
export function corpusSettings(
  language: LanguageChoice,
  project: Pick<ProjectConfig, "corpus">,
  user: Pick<ProjectConfig, "corpus">,
): CorpusSettings {
  const corpus = layerSettings<CorpusConfig>({
    project: project.corpus,
    user: user.corpus,
    defaults: {},
  });
  return {
    language,
    wordRegex: corpus.word_regex,
    nominalRegex: corpus.nominal_regex,
    chapterMarker: corpus.chapter_marker,
    appendixMarker: corpus.appendix_marker,
    signalKeywords: corpus.signal_keywords,
  };
}
