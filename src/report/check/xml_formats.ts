/**
 * XML formats: `checkstyle` (the Checkstyle 4.3 report that textlint, reviewdog and most CI
 * plugins read) and `junit` (JUnit XML: one test suite for the manuscript, one test case a
 * finding; those at or above `--fail-on` fail, the others are skipped, so a CI test view shows
 * them without failing). Text is escaped with `npm:entities`; characters XML 1.0 cannot hold
 * are dropped first.
 *
 * @module
 */

import { escapeAttribute, escapeText } from "npm:entities@9.0.0";
import type { FindingLevel } from "../../views/findings.ts";
import { type CheckReport, fails } from "./report.ts";

// deno-lint-ignore no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function attr(value: string | number): string {
  return escapeAttribute(String(value).replace(NOT_XML, ""));
}

function text(value: string): string {
  return escapeText(value.replace(NOT_XML, ""));
}

const CHECKSTYLE_SEVERITY: Readonly<Record<FindingLevel, string>> = {
  strong: "error",
  "beyond-chance": "warning",
  mild: "info",
};

/**
 * The checkstyle format.
 *
 * @example
 * ```ts
 * import type { CheckReport } from "./report.ts";
 * declare const report: CheckReport;
 * checkCheckstyle(report).startsWith('<?xml version="1.0" encoding="UTF-8"?>'); // true
 * ```
 */
export function checkCheckstyle(report: CheckReport): string {
  const errors = report.diagnostics.map((d) =>
    `    <error line="${d.start.line}" column="${d.start.column}" severity="${
      CHECKSTYLE_SEVERITY[d.level]
    }" message="${attr(d.message)}" source="svc.${attr(d.rule)}"/>\n`
  ).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<checkstyle version="4.3">\n` +
    `  <file name="${attr(report.path)}">\n${errors}  </file>\n</checkstyle>\n`;
}

/**
 * The junit format.
 *
 * @example
 * ```ts
 * import type { CheckReport } from "./report.ts";
 * declare const report: CheckReport;
 * checkJunit(report).includes("<testsuites"); // true
 * ```
 */
export function checkJunit(report: CheckReport): string {
  const failing = report.diagnostics.filter((d) => fails(d, report.failOn)).length;
  const skipped = report.diagnostics.length - failing;
  const cases = report.diagnostics.map((d) => {
    const name = `${report.path}:${d.start.line}:${d.start.column} ${d.rule}`;
    const body = fails(d, report.failOn)
      ? `<failure message="${attr(d.message)}" type="${attr(d.severity)}">${
        text(`${d.message}\n${d.fingerprint}`)
      }</failure>`
      : `<skipped message="${attr(`${d.severity}: ${d.message}`)}"/>`;
    return `    <testcase name="${attr(name)}" classname="svc.${attr(d.rule)}" file="${
      attr(report.path)
    }" line="${d.start.line}">${body}</testcase>\n`;
  });
  // A suite without any case reads as "ran nothing": an empty check is one passing case.
  if (cases.length === 0) {
    cases.push(`    <testcase name="${attr(report.path)}" classname="svc.check"/>\n`);
  }
  const tests = cases.length;
  const head = `tests="${tests}" failures="${failing}" errors="0" skipped="${skipped}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="svc check" ${head}>\n` +
    `  <testsuite name="${attr(report.path)}" ${head}>\n${cases.join("")}  </testsuite>\n` +
    `</testsuites>\n`;
}
