/**
 * `svc check FILE [--format F] [--fail-on L] [--baseline FILE] [--changed-since REF]`: the
 * triage's findings and the tense flags as diagnostics for CI (issue 29). Dismissed findings
 * (the project's `svc-dismissals.json`) are left out; `--baseline` leaves out the findings of
 * a saved earlier json result (by fingerprint); `--changed-since` keeps only findings whose
 * lines (or, for a chapter, whose chapter's lines) touch lines changed since a git ref. The
 * exit code is 1 when a finding left reaches `--fail-on` (default `beyond-chance`), else 0.
 * With `--format github` and `$GITHUB_STEP_SUMMARY` set, the ranked list is appended there.
 *
 * @module
 */

import type { CommandContext } from "../console/spec.ts";
import { UsageError } from "../errors.ts";
import { VERSION } from "../version.ts";
import { bookFindings } from "../views/book_findings.ts";
import { manuscriptDismissals } from "../project/dismissals.ts";
import { appendText, changedLines, type LineRange } from "../project/git_changes.ts";
import type { Diagnostic } from "../report/check/diagnostics.ts";
import {
  type CheckReport,
  checkReportOf,
  FAIL_ON,
  type FailOn,
  fails,
} from "../report/check/report.ts";
import { baselineFingerprints } from "../report/check/text_json.ts";
import { checkSummary } from "../report/check/github.ts";
import { renderCheck } from "../report/check/formats.ts";
import { thresholdsFor } from "../console/threshold_options.ts";
import { CHECK_FORMATS } from "../report/check/choices.ts";
import { analyzeDocument } from "../features/pipeline.ts";
import { readManuscript } from "../project/manuscript.ts";
import { resolveSettings } from "../project/settings.ts";

function choice<T extends string>(value: unknown, allowed: readonly T[], flag: string, def: T): T {
  if (value === undefined) return def;
  const text = String(value);
  if (!(allowed as readonly string[]).includes(text)) {
    throw new UsageError(`${flag} must be one of ${allowed.join(", ")}, not "${text}"`);
  }
  return text as T;
}

function touches(d: Diagnostic, ranges: readonly LineRange[]): boolean {
  const spans = [[d.start.line, d.end.line], ...d.related.map((r) => [r.start.line, r.end.line])];
  return spans.some(([a, b]) => ranges.some(([c, e]) => a <= e && c <= b));
}

/**
 * Runs the command; returns the exit code (1 when a finding reaches `--fail-on`).
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const options = { format: "sarif", failOn: "strong" };
 * await run({ args: ["book.md"], options, io, messages: messages("en") }); // 0 or 1
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const m = ctx.messages;
  const format = choice(ctx.options.format, CHECK_FORMATS, "--format", "text");
  const failOn: FailOn = choice(ctx.options.failOn, FAIL_ON, "--fail-on", "beyond-chance");
  const path = ctx.args[0];
  const settings = await resolveSettings(path, ctx.options, ctx.io);
  const thresholds = thresholdsFor(ctx.options, settings, m);
  const text = await readManuscript(path, m);
  const analysis = analyzeDocument(text, settings.corpus);
  let baseline = new Set<string>();
  if (ctx.options.baseline !== undefined) {
    const file = String(ctx.options.baseline);
    try {
      baseline = baselineFingerprints(await Deno.readTextFile(file));
    } catch (e) {
      throw new UsageError(m.check.badBaseline(file, (e as Error).message));
    }
  }
  let changed: LineRange[] | null = null;
  if (ctx.options.changedSince !== undefined) {
    const ref = String(ctx.options.changedSince);
    try {
      changed = await changedLines(path, ref);
    } catch (e) {
      throw new UsageError(m.check.gitFailed(ref, (e as Error).message));
    }
  }
  const dismissed = await manuscriptDismissals(path);
  const chapters = analysis.document.chapters;
  const findings = bookFindings(analysis, thresholds, dismissed).findings
    .filter((f) => !baseline.has(f.fingerprint));
  const report: CheckReport = checkReportOf({
    findings,
    text,
    endLines: new Map(chapters.map((c) => [c.number, c.endLine])),
    path,
    failOn,
    version: VERSION,
    messages: m,
    language: settings.uiLanguage,
    keep: changed === null ? undefined : (d) => touches(d, changed),
  });
  const diagnostics = report.diagnostics;
  ctx.io.stdout(renderCheck(format, report));
  const summary = ctx.io.env("GITHUB_STEP_SUMMARY");
  if (format === "github" && summary) await appendText(summary, checkSummary(report));
  return diagnostics.some((d) => fails(d, failOn)) ? 1 : 0;
}
