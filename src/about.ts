/**
 * `about()`: what this build offers (SPEC 1.7, 2.5): version, commands, languages, the 16
 * style feature identifiers, default thresholds, and the heuristics' constants.
 *
 * @module
 */

import { COMMAND_NAMES } from "./cli/command_names.ts";
import { DEFAULT_THRESHOLDS, type StyleThresholds } from "./config/thresholds.ts";
import {
  KASKADE_MIN_WORDS,
  LONG_WORD_MIN_LETTERS,
  MIN_COMPARABLE_SENTENCES,
  MIN_COMPARABLE_WORDS,
  STACCATO_MAX_WORDS,
  STYLE_FEATURES,
} from "./features/feature_ids.ts";
import { MAX_MINORITY_SHARE } from "./features/tense.ts";
import { JSD_TOP_WORDS } from "./features/divergence.ts";
import { LANGUAGE_CODES } from "./language/types.ts";
import { HD_D_MIN_TOKENS, HD_D_SAMPLE_SIZE } from "./metrics/hd_d.ts";
import { MATTR_WINDOW } from "./metrics/mattr.ts";
import { MTLD_MIN_TOKENS, MTLD_THRESHOLD } from "./metrics/mtld.ts";
import { MAAS_MIN_TOKENS } from "./metrics/maas.ts";
import { DEFAULT_WORD_PATTERN } from "./text/tokenize.ts";
import { TOOL, VERSION } from "./version.ts";

/** The `about()` payload. */
export interface About {
  tool: string;
  version: string;
  schemas: Record<string, number>;
  commands: string[];
  languages: string[];
  default_language: string;
  features: string[];
  thresholds: StyleThresholds;
  heuristics: Record<string, number | string | boolean>;
}

/**
 * Describes this build. Deterministic: no clock, no environment.
 *
 * @example
 * ```ts
 * about().heuristics.hd_d_sample_size; // 42
 * ```
 */
export function about(): About {
  return {
    tool: TOOL,
    version: VERSION,
    schemas: { analyze: 2 },
    commands: [...COMMAND_NAMES],
    languages: ["auto", ...LANGUAGE_CODES],
    default_language: "en",
    features: [...STYLE_FEATURES],
    thresholds: { ...DEFAULT_THRESHOLDS },
    heuristics: {
      min_comparable_words: MIN_COMPARABLE_WORDS,
      min_comparable_sentences: MIN_COMPARABLE_SENTENCES,
      hd_d_method: "exact_hypergeometric_expectation",
      hd_d_min_tokens: HD_D_MIN_TOKENS,
      hd_d_sample_size: HD_D_SAMPLE_SIZE,
      hd_d_samples: 0,
      mtld_threshold: MTLD_THRESHOLD,
      mtld_min_tokens: MTLD_MIN_TOKENS,
      mattr_window: MATTR_WINDOW,
      maas_min_tokens: MAAS_MIN_TOKENS,
      maas_log_base: 10,
      staccato_max_words: STACCATO_MAX_WORDS,
      kaskade_min_words: KASKADE_MIN_WORDS,
      long_word_min_letters: LONG_WORD_MIN_LETTERS,
      tense_max_minority_share: MAX_MINORITY_SHARE,
      jsd_log_base: "e",
      jsd_top_words: JSD_TOP_WORDS,
      word_regex: DEFAULT_WORD_PATTERN,
      language_detection: "function_words",
    },
  };
}
