/**
 * Line-oriented machine formats: `rdjsonl` (reviewdog's Diagnostic, one JSON object a line)
 * and `codeclimate` (the Code Climate / GitLab code quality issue array, with fingerprints).
 *
 * @module
 */

import type { FindingLevel } from "../../views/findings.ts";
import type { CheckReport } from "./report.ts";

const RDJSON_SEVERITY: Readonly<Record<FindingLevel, string>> = {
  strong: "ERROR",
  "beyond-chance": "WARNING",
  mild: "INFO",
};

const CODECLIMATE_SEVERITY: Readonly<Record<FindingLevel, string>> = {
  strong: "critical",
  "beyond-chance": "major",
  mild: "minor",
};

/**
 * The rdjsonl format (reviewdog `-f=rdjsonl`).
 *
 * @example
 * ```ts
 * import type { CheckReport } from "./report.ts";
 * declare const report: CheckReport;
 * JSON.parse(checkRdjsonl(report).split("\n")[0]).source.name; // "svc"
 * ```
 */
export function checkRdjsonl(report: CheckReport): string {
  return report.diagnostics.map((d) =>
    JSON.stringify({
      message: d.message,
      location: {
        path: report.path,
        range: { start: d.start, end: d.end },
      },
      severity: RDJSON_SEVERITY[d.level],
      source: { name: "svc" },
      code: { value: d.rule },
      ...(d.related.length > 0
        ? {
          related_locations: d.related.map((r) => ({
            message: r.message,
            location: { path: report.path, range: { start: r.start, end: r.end } },
          })),
        }
        : {}),
    }) + "\n"
  ).join("");
}

/**
 * The codeclimate format (a JSON array of issues).
 *
 * @example
 * ```ts
 * import type { CheckReport } from "./report.ts";
 * declare const report: CheckReport;
 * JSON.parse(checkCodeclimate(report))[0]?.fingerprint; // e.g. "t-0123456789abcdef"
 * ```
 */
export function checkCodeclimate(report: CheckReport): string {
  return JSON.stringify(
    report.diagnostics.map((d) => ({
      type: "issue",
      check_name: d.rule,
      description: d.message,
      categories: ["Style"],
      severity: CODECLIMATE_SEVERITY[d.level],
      fingerprint: d.fingerprint,
      location: {
        path: report.path,
        lines: { begin: d.start.line, end: d.end.line },
      },
    })),
    null,
    2,
  ) + "\n";
}
