/**
 * The `github` format: GitHub Actions workflow commands. GitHub shows at most 10 annotations
 * of each kind per step (and 50 per job), so at most {@linkcode MAX_ANNOTATIONS} are printed,
 * the most important first; when there are more, the last place goes to one notice that says
 * how many are left out. The whole ranked list goes, as Markdown, to the step summary
 * (`$GITHUB_STEP_SUMMARY`), cut to stay under GitHub's 1 MiB limit per step summary with the
 * rest counted. Annotations never fail a job by themselves: the exit code does (`--fail-on`).
 *
 * @module
 */

import { FINDING_LEVELS } from "../../views/findings.ts";
import type { Diagnostic } from "./diagnostics.ts";
import { type CheckReport, levelCounts } from "./report.ts";

/** Annotations printed at most (GitHub shows 10 per step). */
export const MAX_ANNOTATIONS = 10;

/** Bytes of step summary written at most (GitHub refuses more than 1 MiB per step). */
export const MAX_SUMMARY_BYTES = 1000 * 1024;

const COMMAND: Readonly<Record<Diagnostic["severity"], string>> = {
  error: "error",
  warning: "warning",
  note: "notice",
};

/** Escapes a workflow command's message (data). */
function escapeData(s: string): string {
  return s.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

/** Escapes a workflow command's property value. */
function escapeProperty(s: string): string {
  return escapeData(s).replaceAll(":", "%3A").replaceAll(",", "%2C");
}

/**
 * The annotations (workflow command lines).
 *
 * @example
 * ```ts
 * import type { CheckReport } from "./report.ts";
 * declare const report: CheckReport;
 * checkGithub(report).split("\n").filter(Boolean).length <= 10; // true
 * ```
 */
export function checkGithub(report: CheckReport): string {
  const all = report.diagnostics;
  const room = all.length > MAX_ANNOTATIONS ? MAX_ANNOTATIONS - 1 : MAX_ANNOTATIONS;
  const lines = all.slice(0, room).map((d) => {
    const props = [
      `file=${escapeProperty(report.path)}`,
      `line=${d.start.line}`,
      `endLine=${d.end.line}`,
      ...(d.start.line === d.end.line
        ? [`col=${d.start.column}`, `endColumn=${d.end.column}`]
        : []),
      `title=${escapeProperty(`svc ${d.rule}`)}`,
    ].join(",");
    return `::${COMMAND[d.severity]} ${props}::${escapeData(d.message)}`;
  });
  if (all.length > room) {
    lines.push(
      `::notice title=svc check::${escapeData(report.messages.check.overflow(all.length - room))}`,
    );
  }
  return lines.length === 0 ? "" : lines.join("\n") + "\n";
}

function cell(s: string): string {
  return s.replaceAll("|", "\\|").replace(/[\r\n]+/g, " ");
}

/**
 * The step summary: the ranked list as a Markdown table, cut under {@linkcode MAX_SUMMARY_BYTES}.
 *
 * @example
 * ```ts
 * import type { CheckReport } from "./report.ts";
 * declare const report: CheckReport;
 * checkSummary(report).startsWith("## svc check"); // true
 * ```
 */
export function checkSummary(report: CheckReport): string {
  const m = report.messages.check;
  const c = levelCounts(report.diagnostics);
  let out = `## ${m.summaryTitle}\n\n${m.summaryCounts(c.strong, c["beyond-chance"], c.mild)}\n\n`;
  if (report.diagnostics.length === 0) return out + `${m.summaryNone}\n`;
  out += `| ${m.summaryColumns.join(" | ")} |\n|---|---|---|---|\n`;
  const encoder = new TextEncoder();
  let bytes = encoder.encode(out).length;
  // Room for the overflow line, whatever the count.
  const reserve = encoder.encode(m.overflow(report.diagnostics.length)).length + 8;
  let shown = 0;
  for (const d of report.diagnostics) {
    const row = `| ${FINDING_LEVELS.includes(d.level) ? d.level : ""} | ${
      cell(`${report.path}:${d.start.line}`)
    } | ${cell(d.message)} | \`${d.fingerprint}\` |\n`;
    const size = encoder.encode(row).length;
    if (bytes + size + reserve > MAX_SUMMARY_BYTES) break;
    out += row;
    bytes += size;
    shown++;
  }
  if (shown < report.diagnostics.length) {
    out += `\n${m.overflow(report.diagnostics.length - shown)}\n`;
  }
  return out;
}
