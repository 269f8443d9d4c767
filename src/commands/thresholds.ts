/**
 * The style-threshold flags shared by `style`, `dashboard` and `build` (SPEC 4.1), and their
 * layering: CLI flag, then project config, then user config, then defaults. An invalid flag
 * value, or a combination with z_strong < z_mild, is a usage error (exit 2).
 *
 * @module
 */

import type { OptionSpec } from "../cli/registry.ts";
import {
  mergeThresholds,
  parseThresholdFlag,
  type StyleThresholds,
  type ThresholdKey,
} from "../config/thresholds.ts";
import { UsageError } from "../errors.ts";
import type { Messages } from "../i18n/messages.ts";
import type { RunSettings } from "./settings.ts";

const FLAGS: readonly {
  flag: string;
  option: string;
  key: ThresholdKey;
  help: (m: Messages) => string;
  choices?: string[];
}[] = [
  { flag: "--z-mild", option: "zMild", key: "z_mild", help: (m) => m.help.zMild },
  { flag: "--z-strong", option: "zStrong", key: "z_strong", help: (m) => m.help.zStrong },
  { flag: "--fdr-q", option: "fdrQ", key: "fdr_q", help: (m) => m.help.fdrQ },
  {
    flag: "--fdr-method",
    option: "fdrMethod",
    key: "fdr_method",
    help: (m) => m.help.fdrMethod,
    choices: ["bh", "by"],
  },
  {
    flag: "--dim-threshold",
    option: "dimThreshold",
    key: "dim_score_threshold",
    help: (m) => m.help.dimThreshold,
  },
  {
    flag: "--flag-min-severity",
    option: "flagMinSeverity",
    key: "flag_min_severity",
    help: (m) => m.help.flagMinSeverity,
    choices: ["1", "2", "3"],
  },
  {
    flag: "--min-chapters",
    option: "minChapters",
    key: "min_chapters",
    help: (m) => m.help.minChapters,
  },
];

/** The threshold options as registry entries. */
export const THRESHOLD_OPTIONS: readonly OptionSpec[] = FLAGS.map((f) => ({
  flags: `${f.flag} <value>`,
  help: f.help,
  ...(f.choices ? { choices: f.choices } : {}),
}));

/**
 * Resolves the active thresholds of one run.
 *
 * @example
 * ```ts
 * // thresholdsFor({ zMild: "3" }, settings, messages).z_mild === 3
 * ```
 */
export function thresholdsFor(
  options: Readonly<Record<string, unknown>>,
  settings: Pick<RunSettings, "project" | "user">,
  m: Messages,
): StyleThresholds {
  const cli: Record<string, unknown> = {};
  for (const f of FLAGS) {
    const raw = options[f.option];
    if (raw === undefined) continue;
    const parsed = parseThresholdFlag(f.key, String(raw));
    if (!parsed.ok) throw new UsageError(m.errors.invalidThreshold(f.flag, parsed.message));
    cli[f.key] = parsed.value;
  }
  const merged = mergeThresholds([
    settings.user.thresholds,
    settings.project.thresholds,
    cli as Partial<StyleThresholds>,
  ]);
  if (!merged.ok) {
    throw new UsageError(m.errors.invalidThreshold("--z-strong/--z-mild", merged.message));
  }
  return merged.value;
}
