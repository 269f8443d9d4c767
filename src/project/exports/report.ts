/**
 * What `svc build` prints: one line per artifact (`<status>  exports/<name>`, the status
 * words padded to one column, the manifest last) and a summary line; or, with `--json`,
 * `{ok, dry_run, exports_dir, manifest, artifacts: [{name, kind, status, sha256, bytes}],
 * written, unchanged, would_write}`. Paths in the text are relative to the manuscript's
 * folder; the counts include the manifest.
 *
 * @module
 */

import type { Messages } from "../../i18n/messages.ts";
import { MANIFEST_KIND } from "./manifest.ts";
import type { ArtifactStatus } from "./plan.ts";

/** One line of the report. */
export interface ReportEntry {
  readonly name: string;
  readonly kind: string;
  readonly status: ArtifactStatus;
  readonly sha256: string;
  readonly bytes: number;
}

/** The outcome of one build. */
export interface BuildReport {
  readonly dryRun: boolean;
  /** The exports folder as derived from the manuscript path given (or found). */
  readonly exportsDir: string;
  /** Artifacts in report order, the manifest last. */
  readonly entries: readonly ReportEntry[];
}

/** The folder name of the exports, relative to the manuscript. */
export const EXPORTS_FOLDER = "exports";

/**
 * The text report.
 *
 * @example
 * ```ts
 * import { messages } from "../../i18n/messages.ts";
 * const style = { name: "book-style.json", kind: "style", sha256: "0".repeat(64), bytes: 3 };
 * const entries: ReportEntry[] = [{ ...style, status: "written" }];
 * renderBuildText({ dryRun: false, exportsDir: "exports", entries }, messages("en"));
 * // "written      exports/book-style.json\n1 written, 0 unchanged\n"
 * ```
 */
export function renderBuildText(report: BuildReport, m: Messages): string {
  const words: Record<ArtifactStatus, string> = {
    written: m.build.written,
    unchanged: m.build.unchanged,
    would_write: m.build.wouldWrite,
  };
  const width = Math.max(...Object.values(words).map((w) => w.length));
  const lines = report.entries.map((e) =>
    `${words[e.status].padEnd(width)}  ${EXPORTS_FOLDER}/${e.name}`
  );
  const n = counts(report);
  lines.push(
    report.dryRun
      ? m.build.dryRunSummary(n.would_write, n.unchanged)
      : n.written === 0
      ? m.build.upToDate
      : m.build.summary(n.written, n.unchanged),
  );
  return lines.join("\n") + "\n";
}

/**
 * The `--json` report object.
 *
 * @example
 * ```ts
 * const style = { name: "book-style.json", kind: "style", sha256: "0".repeat(64), bytes: 3 };
 * const entries: ReportEntry[] = [{ ...style, status: "unchanged" }];
 * buildReportJson({ dryRun: false, exportsDir: "exports", entries }).unchanged; // 1
 * ```
 */
export function buildReportJson(report: BuildReport): Record<string, unknown> {
  const manifest = report.entries.find((e) => e.kind === MANIFEST_KIND);
  return {
    ok: true,
    dry_run: report.dryRun,
    exports_dir: report.exportsDir,
    manifest: manifest ? `${EXPORTS_FOLDER}/${manifest.name}` : null,
    artifacts: report.entries.map((e) => ({
      name: e.name,
      kind: e.kind,
      status: e.status,
      sha256: e.sha256,
      bytes: e.bytes,
    })),
    ...counts(report),
  };
}

function counts(report: BuildReport): Record<ArtifactStatus, number> {
  const n: Record<ArtifactStatus, number> = { written: 0, unchanged: 0, would_write: 0 };
  for (const e of report.entries) n[e.status]++;
  return n;
}
