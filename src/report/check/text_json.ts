/**
 * The `text` format (`path:line:col: severity: message`, one line a diagnostic, then a count
 * line) and the `json` format (`svc-check/1`: the diagnostics with their fingerprints, which
 * `--baseline` reads back).
 *
 * @module
 */

import { type CheckReport, fails, levelCounts } from "./report.ts";

/** Schema tag of the json format. */
export const CHECK_SCHEMA = "svc-check/1";

/**
 * The text format.
 *
 * @example
 * ```ts
 * import type { CheckReport } from "./report.ts";
 * declare const report: CheckReport;
 * checkText(report); // "book.md:12:1: warning: Chapter 3 …\n…\n1 finding, 1 at or above …\n"
 * ```
 */
export function checkText(report: CheckReport): string {
  const lines = report.diagnostics.map((d) =>
    `${report.path}:${d.start.line}:${d.start.column}: ${d.severity}: ${d.message} [${d.rule}]`
  );
  const failing = report.diagnostics.filter((d) => fails(d, report.failOn)).length;
  lines.push(report.messages.check.total(report.diagnostics.length, failing, report.failOn));
  return lines.join("\n") + "\n";
}

/**
 * The json format.
 *
 * @example
 * ```ts
 * import type { CheckReport } from "./report.ts";
 * declare const report: CheckReport;
 * JSON.parse(checkJson(report)).schema; // "svc-check/1"
 * ```
 */
export function checkJson(report: CheckReport): string {
  return JSON.stringify(
    {
      schema: CHECK_SCHEMA,
      tool: { name: "svc", version: report.version },
      path: report.path,
      fail_on: report.failOn,
      failed: report.diagnostics.some((d) => fails(d, report.failOn)),
      counts: levelCounts(report.diagnostics),
      diagnostics: report.diagnostics,
    },
    null,
    2,
  ) + "\n";
}

/**
 * The fingerprints of a saved json result (for `--baseline`); throws a message when the text
 * is not one.
 *
 * @example
 * ```ts
 * baselineFingerprints('{"schema":"svc-check/1","diagnostics":[{"fingerprint":"t-0123456789abcdef"}]}')
 *   .has("t-0123456789abcdef"); // true
 * ```
 */
export function baselineFingerprints(text: string): Set<string> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error("it is not JSON");
  }
  const d = data as { schema?: unknown; diagnostics?: unknown } | null;
  if (d?.schema !== CHECK_SCHEMA || !Array.isArray(d.diagnostics)) {
    throw new Error(`it is not a ${CHECK_SCHEMA} result (svc check --format json)`);
  }
  return new Set(
    d.diagnostics.flatMap((x) =>
      typeof x?.fingerprint === "string" ? [x.fingerprint as string] : []
    ),
  );
}
