/**
 * `about()`: what this build offers (SPEC 1.7, 2.5): version, commands, languages, the 16
 * style feature identifiers, default thresholds, and the heuristics' constants.
 *
 * @module
 */

import { COMMAND_NAMES } from "./command_names.ts";
import { DEFAULT_THRESHOLDS, type StyleThresholds } from "./settings/thresholds.ts";
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
import { PROFILE_THRESHOLDS } from "./views/profile.ts";
import { DIALOGUE_PARAGRAPH_SHARE } from "./views/dialogue.ts";
import { HOOK_MAX_WORDS } from "./views/pacing.ts";
import { MAX_PHRASES, MIN_PHRASE_COUNT, TOP_WORDS } from "./views/motifs.ts";
import { RANKING_SIZE, SHOWING_MIN_CHAPTERS } from "./views/showing.ts";
import { DEFAULT_BOOTSTRAP, DEFAULT_SEED } from "./stats/power_law.ts";
import {
  COOCCURRENCE_MIN_TOKENS,
  COOCCURRENCE_WINDOW,
  KEYNESS_MIN_TOKENS,
} from "./style/text_structure.ts";
import { LOW_POWER_CHAPTERS, RUNS_ALPHA } from "./style/baseline_diagnostics.ts";
import {
  DIMENSION_MIN_CHAPTERS,
  DIMENSION_MIN_FEATURES,
  MAX_DIMENSIONS,
} from "./style/dimensions.ts";
import { REDUNDANCY_RHO } from "./style/redundancy.ts";
import { STRUCTURAL_ALPHA } from "./style/structural.ts";

/**
 * How the running program was built: a self-contained `deno compile` binary, or the sources
 * run by a `deno` executable (`deno run`, `deno task`, a `deno install -g` shim).
 */
export type BuildKind = "compiled" | "deno run";

/** The `about()` payload. */
export interface About {
  tool: string;
  version: string;
  build: BuildKind;
  schemas: Record<string, number>;
  commands: string[];
  languages: string[];
  default_language: string;
  features: string[];
  thresholds: StyleThresholds;
  heuristics: Record<string, number | string | boolean>;
}

/**
 * Describes this build. Deterministic: no clock, no environment; the caller says how the
 * program was built (`src/project/build_kind.ts` reads it from the runtime).
 *
 * @example
 * ```ts
 * about("deno run").heuristics.hd_d_sample_size; // 42
 * ```
 */
export function about(build: BuildKind): About {
  return {
    tool: TOOL,
    version: VERSION,
    build,
    schemas: { analyze: 2, profile: 2, style: 4, scenes: 1 },
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
      sigma: "1.4826 * MAD",
      z_star: "(x - median) / sqrt(sigma^2 + SE^2); missing SE = 0",
      fdr_p_values: "two_sided_standard_normal",
      effect_size: "cliffs_delta_chapter_vs_other_chapters (Romano 2006 labels)",
      dimension_space: "standardized_midranks",
      dimension_max_components: MAX_DIMENSIONS,
      dimension_min_chapters: DIMENSION_MIN_CHAPTERS,
      dimension_min_features: DIMENSION_MIN_FEATURES,
      redundancy_abs_rho: REDUNDANCY_RHO,
      runs_test_alpha: RUNS_ALPHA,
      low_power_chapters: LOW_POWER_CHAPTERS,
      segmentation: "optimal_partitioning_exact_dp",
      segmentation_penalty: "2 * sigma_diff^2 * ln(n), sigma_diff = 1.4826 * MAD(diff) / sqrt(2)",
      segmentation_min_size: 2,
      trend_test: "mann_kendall_tau_a_continuity_corrected",
      structural_alpha: STRUCTURAL_ALPHA,
      sn_constant: 1.1926,
      qn_constant: 2.21914,
      hill_k: "floor(sqrt(m)) over |x - median|",
      ks_p_value: "asymptotic_kolmogorov_stephens_correction",
      cooccurrence_window: COOCCURRENCE_WINDOW,
      cooccurrence_min_tokens: COOCCURRENCE_MIN_TOKENS,
      power_law_fit: "clauset_shalizi_newman_2009_discrete",
      power_law_bootstrap: DEFAULT_BOOTSTRAP,
      power_law_seed: DEFAULT_SEED,
      keyness: "log_likelihood_g2",
      keyness_min_tokens: KEYNESS_MIN_TOKENS,
      profile_max_minority_share: PROFILE_THRESHOLDS.maxMinorityShare,
      profile_switch_minority: PROFILE_THRESHOLDS.switchMinority,
      profile_mixed_minority: PROFILE_THRESHOLDS.mixedMinority,
      profile_switch: "leading tense differs from the nearest earlier paragraph with one",
      dialogue_paragraph_share: DIALOGUE_PARAGRAPH_SHARE,
      hook_max_words: HOOK_MAX_WORDS,
      motif_flags: "giu",
      top_words: TOP_WORDS,
      repeated_phrase_min_count: MIN_PHRASE_COUNT,
      repeated_phrase_ngrams: "3,4",
      repeated_phrases_max: MAX_PHRASES,
      showing_min_chapters: SHOWING_MIN_CHAPTERS,
      showing_ranking_size: RANKING_SIZE,
      characters_matching: "whole_word_case_and_accent_insensitive",
      characters_suggestions: "capitalised_words_osa_distance_1_2_3_by_length_4_8",
      dash_dialogue: "es fr it pt: em dash, en dash, horizontal bar, --, - before speech",
      json_numbers: "full_double_precision",
      marker_syntax: "<!-- svc:KIND m-XXXXXXXX NOTE -->",
    },
  };
}
