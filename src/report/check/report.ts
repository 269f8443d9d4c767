/**
 * A `svc check` run's result, shared by every format: the file, the `--fail-on` level and
 * the diagnostics (most important first), and which of them fail the run.
 *
 * @module
 */

import type { Messages } from "../../i18n/messages.ts";
import { FINDING_LEVELS } from "../../views/findings.ts";
import type { Diagnostic } from "./diagnostics.ts";

import type { FailOn } from "./choices.ts";
export { FAIL_ON, type FailOn } from "./choices.ts";

/** Everything a format prints. */
export interface CheckReport {
  /** The manuscript's path as given (forward slashes). */
  readonly path: string;
  readonly failOn: FailOn;
  readonly diagnostics: readonly Diagnostic[];
  readonly version: string;
  readonly messages: Messages;
  /** The interface language of the messages and rule help. */
  readonly language: string;
}

/**
 * Whether a diagnostic reaches the `--fail-on` level (`never`: none does).
 *
 * @example
 * ```ts
 * fails({ level: "mild" }, "beyond-chance"); // false
 * fails({ level: "strong" }, "beyond-chance"); // true
 * ```
 */
export function fails(d: Pick<Diagnostic, "level">, failOn: FailOn): boolean {
  if (failOn === "never") return false;
  return FINDING_LEVELS.indexOf(d.level) <= FINDING_LEVELS.indexOf(failOn);
}

/**
 * The counts per level.
 *
 * @example
 * ```ts
 * levelCounts([{ level: "mild" }, { level: "mild" }]).mild; // 2
 * ```
 */
export function levelCounts(
  list: readonly Pick<Diagnostic, "level">[],
): { strong: number; "beyond-chance": number; mild: number } {
  const counts = { strong: 0, "beyond-chance": 0, mild: 0 };
  for (const d of list) counts[d.level]++;
  return counts;
}
