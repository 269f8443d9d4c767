/**
 * Readable renderings of the timeline (`svc research timeline --format text|md`): the dated
 * claims in order, then the unplaced ones with their reasons. Labels are printed as written
 * (made one-line for the terminal, cell-escaped for Markdown); the JSON envelope is exact.
 *
 * @module
 */

import {
  mdTable,
  oneLine,
  padPoints,
  type RenderTextOptions,
  type ResearchText,
  sayIn,
  snapshotIn,
  TEXT_EN,
} from "./text.ts";
import type { Timeline } from "./timeline.ts";

/** Widest period column in text output; longer labels overflow rather than being cut. */
const MAX_PERIOD_WIDTH = 24;

function summary(t: Timeline, w: ResearchText): string {
  const say = sayIn(w);
  return say("timeline_summary", {
    dated: t.dated.length,
    unplaced: t.unplaced.length,
    scope: t.dossier_id === null ? "" : say("timeline_scope", { id: t.dossier_id }),
    snapshot: snapshotIn(w, t.snapshot),
  });
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
 *
 * The wording is English unless `options.text` gives another language's.
 */
export function renderTimeline(
  t: Timeline,
  format: "text" | "md",
  options: RenderTextOptions = {},
): string {
  const w = options.text ?? TEXT_EN;
  return format === "md" ? markdown(t, w) : text(t, w);
}

function text(t: Timeline, w: ResearchText): string {
  const label = (s: string | null) => s === null ? w.timeline_no_period : oneLine(s);
  const width = Math.min(
    MAX_PERIOD_WIDTH,
    Math.max(0, ...t.dated.map((e) => [...label(e.time_period)].length)),
  );
  const lines = [`${w.timeline_title} · ${summary(t, w)}`, ""];
  for (const e of t.dated) {
    lines.push(
      `${padPoints(label(e.time_period), width)}  ${oneLine(e.title)} ` +
        `(${e.claim_id} r${e.revision}, ${e.confidence})`,
    );
  }
  if (t.dated.length === 0) lines.push(w.timeline_none_dated);
  if (t.unplaced.length > 0) {
    lines.push("", w.timeline_unplaced);
    for (const e of t.unplaced) {
      lines.push(
        `${label(e.time_period)}  ${e.reason}  ${oneLine(e.title)} (${e.claim_id} r${e.revision})`,
      );
    }
  }
  return lines.join("\n") + "\n";
}

function markdown(t: Timeline, w: ResearchText): string {
  const parts = [
    `# ${w.timeline_title}\n\n`,
    mdTable(
      [
        w.col_period,
        w.col_precision,
        w.col_start,
        w.col_end,
        w.col_claim,
        w.col_confidence,
        w.col_id,
      ],
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
      `\n## ${w.timeline_unplaced}\n\n`,
      mdTable(
        [w.col_period, w.col_reason, w.col_claim, w.col_confidence, w.col_id],
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
  parts.push(`\n${summary(t, w)}\n`);
  return parts.join("");
}
