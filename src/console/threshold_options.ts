/**
 * The style-threshold flags shared by `style`, `dashboard`, `build`, `serve` and `service`
 * (SPEC 4.1), and their layering (by `src/settings`): CLI flag, then project config, then user
 * config, then defaults. An invalid flag value, or a combination with z_strong < z_mild, is a
 * usage error (exit 2).
 *
 * @module
 */

import type { OptionSpec } from "./spec.ts";
import {
  mergeThresholds,
  parseThresholdFlag,
  type StyleThresholds,
  THRESHOLD_OPTION_NAMES,
} from "../settings/thresholds.ts";
import { UsageError } from "../errors.ts";
import type { Messages } from "../i18n/messages.ts";
import type { RunSettings } from "../project/settings.ts";

/** Help text and allowed values of each flag, by option name (see THRESHOLD_OPTION_NAMES). */
const FLAG_HELP: Readonly<Record<string, { help: (m: Messages) => string; choices?: string[] }>> = {
  zMild: { help: (m) => m.help.zMild },
  zStrong: { help: (m) => m.help.zStrong },
  fdrQ: { help: (m) => m.help.fdrQ },
  fdrMethod: { help: (m) => m.help.fdrMethod, choices: ["bh", "by"] },
  dimThreshold: { help: (m) => m.help.dimThreshold },
  flagMinSeverity: { help: (m) => m.help.flagMinSeverity, choices: ["1", "2", "3"] },
  minChapters: { help: (m) => m.help.minChapters },
};

const FLAGS = Object.entries(THRESHOLD_OPTION_NAMES).map(([option, key]) => ({
  option,
  key,
  flag: `--${option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
  ...FLAG_HELP[option],
}));

/** The threshold options as registry entries. */
export const THRESHOLD_OPTIONS: readonly OptionSpec[] = FLAGS.map((f) => ({
  flags: `${f.flag} <value>`,
  help: f.help,
  ...(f.choices ? { choices: f.choices } : {}),
}));

/**
 * The threshold flags of one invocation (commander keys) as canonical keys: the flags layer.
 * A bad value is a usage error naming the flag (shared by the analysis verbs, `serve` and
 * `service start|restart`).
 *
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * thresholdFlags({ zMild: "2", fdrMethod: "by", json: true }, messages("en"));
 * // { z_mild: 2, fdr_method: "by" }
 * ```
 */
export function thresholdFlags(
  options: Readonly<Record<string, unknown>>,
  m: Messages,
): Partial<StyleThresholds> {
  const flags: Record<string, unknown> = {};
  for (const f of FLAGS) {
    const raw = options[f.option];
    if (raw === undefined) continue;
    const parsed = parseThresholdFlag(f.key, String(raw));
    if (!parsed.ok) throw new UsageError(m.errors.invalidThreshold(f.flag, parsed.message));
    flags[f.key] = parsed.value;
  }
  return flags as Partial<StyleThresholds>;
}

/**
 * Resolves the active thresholds of one run: CLI flag, then project config, then user config,
 * then defaults.
 *
 * @example
 * ```ts
 * import { EMPTY_CONFIG } from "../settings/project_config.ts";
 * import { messages } from "../i18n/messages.ts";
 * const settings = { project: EMPTY_CONFIG, user: EMPTY_CONFIG };
 * thresholdsFor({ zMild: "3" }, settings, messages("en")).z_mild; // 3
 * ```
 */
export function thresholdsFor(
  options: Readonly<Record<string, unknown>>,
  settings: Pick<RunSettings, "project" | "user">,
  m: Messages,
): StyleThresholds {
  const merged = mergeThresholds({
    flags: thresholdFlags(options, m),
    project: settings.project.thresholds,
    user: settings.user.thresholds,
  });
  if (!merged.ok) {
    throw new UsageError(m.errors.invalidThreshold("--z-strong/--z-mild", merged.message));
  }
  return merged.value;
}
