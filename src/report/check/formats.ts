/**
 * Every `svc check` format's renderer in one table, and the file each one becomes when
 * `svc build --check` writes it beside the exports (issue 29):
 *
 * | format | file |
 * |---|---|
 * | `text` | `<slug>-check.txt` |
 * | `json` | `<slug>-check.json` |
 * | `sarif` | `<slug>-check.sarif` |
 * | `github` | `<slug>-check-github.txt` |
 * | `rdjsonl` | `<slug>-check.rdjsonl` |
 * | `checkstyle` | `<slug>-check-checkstyle.xml` |
 * | `junit` | `<slug>-check-junit.xml` |
 * | `codeclimate` | `<slug>-check-codeclimate.json` |
 *
 * The names keep each format's usual extension (SARIF viewers look for `.sarif`, test
 * reporters for `.xml`) and never collide.
 *
 * @module
 */

import type { CheckFormat } from "./choices.ts";
import type { CheckReport } from "./report.ts";
import { checkJson, checkText } from "./text_json.ts";
import { checkSarif } from "./sarif.ts";
import { checkGithub } from "./github.ts";
import { checkCodeclimate, checkRdjsonl } from "./line_formats.ts";
import { checkCheckstyle, checkJunit } from "./xml_formats.ts";

const RENDER: Readonly<Record<CheckFormat, (r: CheckReport) => string>> = {
  text: checkText,
  json: checkJson,
  sarif: checkSarif,
  github: checkGithub,
  rdjsonl: checkRdjsonl,
  checkstyle: checkCheckstyle,
  junit: checkJunit,
  codeclimate: checkCodeclimate,
};

const FILE_SUFFIX: Readonly<Record<CheckFormat, string>> = {
  text: "check.txt",
  json: "check.json",
  sarif: "check.sarif",
  github: "check-github.txt",
  rdjsonl: "check.rdjsonl",
  checkstyle: "check-checkstyle.xml",
  junit: "check-junit.xml",
  codeclimate: "check-codeclimate.json",
};

/**
 * A check report in one format.
 *
 * @example
 * ```ts
 * import type { CheckReport } from "./report.ts";
 * declare const report: CheckReport;
 * renderCheck("sarif", report).startsWith("{"); // true
 * ```
 */
export function renderCheck(format: CheckFormat, report: CheckReport): string {
  return RENDER[format](report);
}

/**
 * The export file name of a format.
 *
 * @example
 * ```ts
 * checkFileName("book", "sarif"); // "book-check.sarif"
 * checkFileName("book", "junit"); // "book-check-junit.xml"
 * ```
 */
export function checkFileName(slug: string, format: CheckFormat): string {
  return `${slug}-${FILE_SUFFIX[format]}`;
}
