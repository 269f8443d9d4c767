/**
 * The `sarif` format: SARIF 2.1.0 (OASIS), one run whose tool driver lists the rules that
 * occur with their help in the interface language; each result names its rule, level
 * (`error`, `warning`, `note`), the file region, the related locations behind it and its
 * fingerprint under `partialFingerprints` (`svc/v1`), which code scanning keeps across runs.
 *
 * @module
 */

import { runtimeLabel } from "../labels/packs.ts";
import { labelsFor } from "../labels/packs.ts";
import type { Diagnostic, Position } from "./diagnostics.ts";
import type { CheckReport } from "./report.ts";

/** The schema URI every SARIF 2.1.0 log names. */
export const SARIF_SCHEMA =
  "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

function region(start: Position, end: Position) {
  return {
    startLine: start.line,
    startColumn: start.column,
    endLine: end.line,
    endColumn: end.column,
  };
}

function ruleHelp(rule: string, report: CheckReport): string {
  const m = report.messages.check;
  if (rule === "tense") return m.ruleTense;
  if (rule === "chapter-beyond-chance") return m.ruleChapter;
  const feature = rule.slice("style/".length);
  return m.ruleStyle(runtimeLabel(labelsFor(report.language), `feature_${feature}`));
}

function ruleName(rule: string): string {
  // SARIF asks for a PascalCase-like identifier without spaces.
  return rule.split(/[-/_]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}

function result(d: Diagnostic, ruleIndex: number, uri: string) {
  const physical = (start: Position, end: Position) => ({
    artifactLocation: { uri, index: 0 },
    region: region(start, end),
  });
  return {
    ruleId: d.rule,
    ruleIndex,
    level: d.severity,
    message: { text: d.message },
    locations: [{ physicalLocation: physical(d.start, d.end) }],
    ...(d.related.length > 0
      ? {
        relatedLocations: d.related.map((r, id) => ({
          id,
          physicalLocation: physical(r.start, r.end),
          message: { text: r.message },
        })),
      }
      : {}),
    partialFingerprints: { "svc/v1": d.fingerprint },
    properties: { level: d.level, chapter: d.chapter },
  };
}

/**
 * The SARIF log as an object.
 *
 * @example
 * ```ts
 * import type { CheckReport } from "./report.ts";
 * declare const report: CheckReport;
 * sarifLog(report).version; // "2.1.0"
 * ```
 */
export function sarifLog(report: CheckReport) {
  const rules = [...new Set(report.diagnostics.map((d) => d.rule))].sort();
  const index = new Map(rules.map((r, i) => [r, i]));
  const uri = report.path.replaceAll("\\", "/");
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0" as const,
    runs: [{
      tool: {
        driver: {
          name: "svc",
          version: report.version,
          semanticVersion: report.version,
          language: report.language,
          rules: rules.map((id) => {
            const help = ruleHelp(id, report);
            return {
              id,
              name: ruleName(id),
              shortDescription: { text: help.split(/(?<=\.) /)[0] },
              fullDescription: { text: help },
              help: { text: help },
              defaultConfiguration: {
                level: id === "chapter-beyond-chance" ? "warning" : "note",
              },
            };
          }),
        },
      },
      artifacts: [{ location: { uri } }],
      columnKind: "utf16CodeUnits",
      results: report.diagnostics.map((d) => result(d, index.get(d.rule)!, uri)),
    }],
  };
}

/**
 * The sarif format: the log as JSON text.
 *
 * @example
 * ```ts
 * import type { CheckReport } from "./report.ts";
 * declare const report: CheckReport;
 * JSON.parse(checkSarif(report)).runs[0].tool.driver.name; // "svc"
 * ```
 */
export function checkSarif(report: CheckReport): string {
  return JSON.stringify(sarifLog(report), null, 2) + "\n";
}
