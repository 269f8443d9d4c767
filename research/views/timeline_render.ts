/**
 * Readable renderings of the timeline (`svc research timeline --format text|md`): the dated
 * claims in order, then the unplaced ones with their reasons. Labels are printed as written
 * (made one-line for the terminal, cell-escaped for Markdown); the JSON envelope is exact.
 *
 * @module
 */

import { mdTable, oneLine, padPoints, snapshotLabel } from "./text.ts";
import type { Timeline } from "./timeline.ts";

/** Widest period column in text output; longer labels overflow rather than being cut. */
const MAX_PERIOD_WIDTH = 24;

function summary(t: Timeline): string {
  const scope = t.dossier_id === null ? "" : ` · dossier ${t.dossier_id}`;
  return `${t.dated.length} dated · ${t.unplaced.length} unplaced${scope} · snapshot ${
    snapshotLabel(t.snapshot)
  }`;
}

/**
 * Renders `research-timeline-local/1` as plain text or Markdown.
 *
 * @example
 * ```ts
 * renderTimeline({ schema: "research-timeline-local/1", project_id: "prj_1", snapshot: null,
 *   dossier_id: null, dated: [], unplaced: [] }, "text");
 * // "Timeline · 0 dated · 0 unplaced · snapshot none\n\n" +
 * //   "No claim has a placeable time period.\n"
 * ```
 */
export function renderTimeline(t: Timeline, format: "text" | "md"): string {
  return format === "md" ? markdown(t) : text(t);
}

function text(t: Timeline): string {
  const label = (s: string | null) => s === null ? "(none)" : oneLine(s);
  const width = Math.min(
    MAX_PERIOD_WIDTH,
    Math.max(0, ...t.dated.map((e) => [...label(e.time_period)].length)),
  );
  const lines = [`Timeline · ${summary(t)}`, ""];
  for (const e of t.dated) {
    lines.push(
      `${padPoints(label(e.time_period), width)}  ${oneLine(e.title)} ` +
        `(${e.claim_id} r${e.revision}, ${e.confidence})`,
    );
  }
  if (t.dated.length === 0) lines.push("No claim has a placeable time period.");
  if (t.unplaced.length > 0) {
    lines.push("", "Unplaced");
    for (const e of t.unplaced) {
      lines.push(
        `${label(e.time_period)}  ${e.reason}  ${oneLine(e.title)} (${e.claim_id} r${e.revision})`,
      );
    }
  }
  return lines.join("\n") + "\n";
}

function markdown(t: Timeline): string {
  const parts = [
    "# Timeline\n\n",
    mdTable(
      ["Period", "Precision", "Start", "End", "Claim", "Confidence", "ID"],
      t.dated.map((e) => [
        e.time_period,
        e.precision,
        e.start,
        e.end,
        e.title,
        e.confidence,
        `${e.claim_id} r${e.revision}`,
      ]),
    ),
  ];
  if (t.unplaced.length > 0) {
    parts.push(
      "\n## Unplaced\n\n",
      mdTable(
        ["Period", "Reason", "Claim", "Confidence", "ID"],
        t.unplaced.map((e) => [
          e.time_period ?? "",
          e.reason,
          e.title,
          e.confidence,
          `${e.claim_id} r${e.revision}`,
        ]),
      ),
    );
  }
  parts.push(`\n${summary(t)}\n`);
  return parts.join("");
}
