/**
 * A `svc check` run's result, shared by every format: the file, the `--fail-on` level and
 * the diagnostics (most important first), and which of them fail the run.
 *
 * @module
 */

import type { Messages } from "../../i18n/messages.ts";
import { type Finding, FINDING_LEVELS } from "../../views/findings.ts";
import { type Diagnostic, diagnosticsOf } from "./diagnostics.ts";

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

/** What {@linkcode checkReportOf} needs: the findings and where they sit. */
export interface CheckReportInput {
  /** The book's findings, most important first (`findingsView`). */
  readonly findings: readonly Finding[];
  /** The manuscript's text as analysed (BOM dropped): its lines give the columns. */
  readonly text: string;
  /** Each chapter's last source line, by chapter number. */
  readonly endLines: ReadonlyMap<number, number>;
  /** The manuscript's path as the formats print it. */
  readonly path: string;
  readonly failOn: FailOn;
  readonly version: string;
  readonly messages: Messages;
  readonly language: string;
  /** Keeps only the diagnostics this accepts (`--changed-since`); all by default. */
  readonly keep?: (d: Diagnostic) => boolean;
}

/**
 * The one way from findings to a report, used by `svc check`, `svc build --check` and the
 * language server: diagnostics in the interface language, paths with forward slashes.
 *
 * @example
 * ```ts
 * import { messages } from "../../i18n/messages.ts";
 * const report = checkReportOf({
 *   findings: [],
 *   text: "## One\n\nText.",
 *   endLines: new Map([[1, 3]]),
 *   path: "book.md",
 *   failOn: "beyond-chance",
 *   version: "0.0.0",
 *   messages: messages("en"),
 *   language: "en",
 * });
 * report.diagnostics.length; // 0
 * ```
 */
export function checkReportOf(input: CheckReportInput): CheckReport {
  const all = diagnosticsOf(input.findings, {
    lines: input.text.split("\n"),
    endLines: input.endLines,
    messages: input.messages,
    language: input.language,
  });
  return {
    path: input.path.replaceAll("\\", "/"),
    failOn: input.failOn,
    diagnostics: input.keep ? all.filter(input.keep) : all,
    version: input.version,
    messages: input.messages,
    language: input.language,
  };
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
