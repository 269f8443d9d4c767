/**
 * The `svc check` files a build writes beside its exports when asked (`svc build --check
 * sarif,junit`, or the project config's `check_formats = ["sarif", "junit"]`; issue 29). Pure:
 * the same findings `svc check` reports, from the build's own views, so the files and the
 * dashboard beside them cannot disagree. Paths inside the files are the manuscript's base
 * name: the exports are meant to be read from the manuscript's folder (the repository root of
 * a book project), and the bytes do not change with the folder the build was started from.
 * The fail level (`check_fail_on`, default `beyond-chance`) marks failures inside the formats
 * that have them (JUnit, SARIF levels stay the severity); a build never fails on findings.
 *
 * @module
 */

import type { Analysis } from "../../features/pipeline.ts";
import type { DashboardViews } from "../../views/dashboard.ts";
import { findingsView } from "../../views/findings.ts";
import { type Messages, messages } from "../../i18n/messages.ts";
import { VERSION } from "../../version.ts";
import {
  CHECK_FORMATS,
  type CheckFormat,
  FAIL_ON,
  type FailOn,
} from "../../report/check/choices.ts";
import { checkReportOf } from "../../report/check/report.ts";
import { checkFileName, renderCheck } from "../../report/check/formats.ts";
import { UsageError } from "../../errors.ts";
import { artifact, type RenderedArtifact } from "./artifact.ts";

/** Which check files a build writes. */
export interface CheckExport {
  /** Formats, in the order given, without repeats. */
  readonly formats: readonly CheckFormat[];
  readonly failOn: FailOn;
}

/**
 * Reads the `--check` flag (comma-separated formats) or, without it, the project config's
 * `check_formats` (a list) and `check_fail_on`; null when no check file is wanted.
 *
 * @example
 * ```ts
 * checkExportOf("sarif,junit", undefined, undefined)?.formats; // ["sarif", "junit"]
 * checkExportOf(undefined, ["json"], "strong")?.failOn; // "strong"
 * checkExportOf(undefined, undefined, undefined); // null
 * ```
 */
export function checkExportOf(
  flag: unknown,
  configured: unknown,
  failOn: unknown,
  m: Messages = messages("en"),
): CheckExport | null {
  const choices = CHECK_FORMATS.join(", ");
  let names: string[];
  if (flag !== undefined) {
    names = String(flag).split(",").map((x) => x.trim()).filter((x) => x !== "");
  } else if (configured === undefined) {
    return null;
  } else if (Array.isArray(configured) && configured.every((x) => typeof x === "string")) {
    names = configured;
  } else {
    throw new UsageError(m.build.badCheckFormats(choices));
  }
  const bad = names.filter((x) => !(CHECK_FORMATS as readonly string[]).includes(x));
  if (bad.length > 0) {
    throw new UsageError(m.build.badCheckFormat(bad[0], choices));
  }
  const level = failOn === undefined ? "beyond-chance" : String(failOn);
  if (!(FAIL_ON as readonly string[]).includes(level)) {
    throw new UsageError(m.build.badCheckFailOn(level, FAIL_ON.join(", ")));
  }
  if (names.length === 0) return null;
  return { formats: [...new Set(names)] as CheckFormat[], failOn: level as FailOn };
}

/**
 * The file names of a check export (for the manifest's expectation, before any analysis).
 *
 * @example
 * ```ts
 * checkNames("book", { formats: ["sarif"], failOn: "beyond-chance" }); // ["book-check.sarif"]
 * ```
 */
export function checkNames(slug: string, check: CheckExport | null): string[] {
  return check === null ? [] : check.formats.map((f) => checkFileName(slug, f));
}

/** What {@linkcode checkArtifacts} needs beside the views. */
export interface CheckArtifactInput {
  readonly slug: string;
  readonly check: CheckExport;
  /** The manuscript's text as analysed. */
  readonly text: string;
  /** The manuscript's base name, printed in the files. */
  readonly file: string;
  readonly uiLanguage: string;
  readonly dismissed: ReadonlySet<string>;
}

/**
 * Renders the check files of one build from its views.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../../features/pipeline.ts";
 * import { computeDashboardViews } from "../../views/dashboard.ts";
 * import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
 * const text = "## One\n\nIt rained. We stayed in.";
 * const analysis = analyzeDocument(text, { language: "en" });
 * const views = computeDashboardViews(analysis, { thresholds: DEFAULT_THRESHOLDS });
 * const check = { formats: ["json"], failOn: "never" } as const;
 * const input = { slug: "book", check, text, file: "book.md", uiLanguage: "en", dismissed: new Set<string>() };
 * checkArtifacts(analysis, views, input)[0].name; // "book-check.json"
 * ```
 */
export function checkArtifacts(
  analysis: Analysis,
  views: DashboardViews,
  input: CheckArtifactInput,
): RenderedArtifact[] {
  const chapters = analysis.document.chapters;
  const minSeverity = views.thresholds.flag_min_severity;
  const findings = findingsView({
    triage: views.triage,
    flagged: views.profile.paragraphs.filter((p) => p.severity >= minSeverity),
    headingLines: new Map(chapters.map((c) => [c.number, c.headingLine])),
    dismissed: input.dismissed,
  });
  const report = checkReportOf({
    findings,
    text: input.text,
    endLines: new Map(chapters.map((c) => [c.number, c.endLine])),
    path: input.file,
    failOn: input.check.failOn,
    version: VERSION,
    messages: messages(input.uiLanguage),
    language: input.uiLanguage,
  });
  return input.check.formats.map((format) =>
    artifact(checkFileName(input.slug, format), `check-${format}`, renderCheck(format, report))
  );
}
