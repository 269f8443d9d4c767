/**
 * Style thresholds (SPEC 2.3, 4.1, 4.3): defaults, validation and layering (by
 * the one settings layering, `layers.ts`).
 *
 * Validation (same for CLI flags, config files and HTTP settings): z values finite and
 * non-negative with z_strong >= z_mild; fdr_q strictly between 0 and 1; dim threshold
 * positive; fdr_method `bh` or `by`; min_chapters an integer >= 2; flag_min_severity an
 * integer 1..3; integers reject fractions and booleans; no other ceilings or rounding.
 *
 * @module
 */

import type { MessageRef } from "../errors.ts";
import { type ChosenLayers, layerSettings } from "./layers.ts";

/** Active style thresholds, spelled as in `style` meta. */
export interface StyleThresholds {
  readonly z_mild: number;
  readonly z_strong: number;
  readonly fdr_q: number;
  readonly fdr_method: "bh" | "by";
  readonly dim_score_threshold: number;
  readonly flag_min_severity: number;
  readonly min_chapters: number;
}

/** Code defaults: 2.5 / 3.5 / 0.05 / bh / 2.5 / 2 / 2. */
export const DEFAULT_THRESHOLDS: StyleThresholds = {
  z_mild: 2.5,
  z_strong: 3.5,
  fdr_q: 0.05,
  fdr_method: "bh",
  dim_score_threshold: 2.5,
  flag_min_severity: 2,
  min_chapters: 2,
};

/** Threshold keys in their canonical spelling. */
export type ThresholdKey = keyof StyleThresholds;

/**
 * camelCase option names of the thresholds, as the facade takes them and as commander names
 * the CLI flags (`--z-mild` -> `zMild`, `--dim-threshold` -> `dimThreshold`).
 */
export const THRESHOLD_OPTION_NAMES: Readonly<Record<string, ThresholdKey>> = {
  zMild: "z_mild",
  zStrong: "z_strong",
  fdrQ: "fdr_q",
  fdrMethod: "fdr_method",
  dimThreshold: "dim_score_threshold",
  flagMinSeverity: "flag_min_severity",
  minChapters: "min_chapters",
};

/** Other spellings accepted in config files and requests. */
export const THRESHOLD_ALIASES: Readonly<Record<string, ThresholdKey>> = {
  dim_threshold: "dim_score_threshold",
};

/**
 * Checks one value; returns the accepted value or an error message (sentence case, naming the
 * key and quoting the value).
 *
 * @example
 * ```ts
 * checkThreshold("fdr_q", 0.1); // { ok: true, value: 0.1 }
 * checkThreshold("min_chapters", 2.5).ok; // false
 * ```
 */
export function checkThreshold(
  key: ThresholdKey,
  value: unknown,
):
  | { ok: true; value: number | string }
  | { ok: false; message: string; ref: MessageRef } {
  // Each refusal carries the key of its text (`settings.threshold_*` of the server catalogue).
  const bad = (rule: string, why: string) => {
    const got = JSON.stringify(value) ?? String(value);
    return {
      ok: false as const,
      message: `${key} must be ${why} (got ${got})`,
      ref: { key: `settings.threshold_${rule}`, values: { key, got } },
    };
  };
  if (key === "fdr_method") {
    return value === "bh" || value === "by" ? { ok: true, value } : bad("bh_by", '"bh" or "by"');
  }
  if (typeof value !== "number" || !Number.isFinite(value)) {
    return bad("finite", "a finite number");
  }
  switch (key) {
    case "z_mild":
    case "z_strong":
      return value >= 0 ? { ok: true, value } : bad("non_negative", "a non-negative number");
    case "fdr_q":
      return value > 0 && value < 1
        ? { ok: true, value }
        : bad("open_unit", "strictly between 0 and 1");
    case "dim_score_threshold":
      return value > 0 ? { ok: true, value } : bad("positive", "a positive number");
    case "flag_min_severity":
      return Number.isInteger(value) && value >= 1 && value <= 3
        ? { ok: true, value }
        : bad("severity", "an integer from 1 to 3");
    case "min_chapters":
      return Number.isInteger(value) && value >= 2
        ? { ok: true, value }
        : bad("chapters", "an integer >= 2");
  }
}

/**
 * Layers partial threshold sets over the defaults with {@linkcode layerSettings} (flags >
 * session > project > user > defaults), and checks the cross-field rule z_strong >= z_mild.
 * Returns the thresholds or an error message.
 *
 * @example
 * ```ts
 * mergeThresholds({ flags: { z_strong: 3 }, project: { z_mild: 2 } }); // { ok: true, value: {...} }
 * mergeThresholds({ project: { z_mild: 4 } }).ok; // false: z_strong 3.5 < z_mild 4
 * ```
 */
export function mergeThresholds(
  layers: ChosenLayers<StyleThresholds>,
): { ok: true; value: StyleThresholds } | { ok: false; message: string; ref: MessageRef } {
  const merged = layerSettings({ ...layers, defaults: DEFAULT_THRESHOLDS });
  if (merged.z_strong < merged.z_mild) {
    return {
      ok: false,
      message: `z_strong (${merged.z_strong}) must be at least z_mild (${merged.z_mild})`,
      ref: {
        key: "settings.z_order",
        values: { strong: String(merged.z_strong), mild: String(merged.z_mild) },
      },
    };
  }
  return { ok: true, value: merged };
}

/**
 * Parses a CLI flag value for a threshold: numbers as decimal literals, integers as digit
 * strings only. Returns the typed value or an error message.
 *
 * @example
 * ```ts
 * parseThresholdFlag("z_mild", "2.5"); // { ok: true, value: 2.5 }
 * parseThresholdFlag("min_chapters", "2.5").ok; // false
 * ```
 */
export function parseThresholdFlag(
  key: ThresholdKey,
  text: string,
): { ok: true; value: number | string } | { ok: false; message: string } {
  if (key === "fdr_method") return checkThreshold(key, text);
  const integer = key === "min_chapters" || key === "flag_min_severity";
  const pattern = integer ? /^[+-]?\d+$/ : /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
  if (!pattern.test(text.trim())) {
    const kind = integer ? "an integer" : "a number";
    return { ok: false, message: `${key} must be ${kind} (got "${text}")` };
  }
  return checkThreshold(key, Number(text));
}
