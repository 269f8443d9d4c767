/**
 * The manuscript review as bounded text (`review-manuscript --format text`): one line per
 * link in reading order — state, recorded lines, a short quote, the claim and its revisions,
 * the flags — at most {@linkcode MAX_TEXT_ROWS} of them, then a count of the rest. Quotes and
 * titles are cut to {@linkcode MAX_EXCERPT} code points and kept on one line.
 *
 * @module
 */

import { countIn, type RenderTextOptions, sayIn, TEXT_EN } from "../views/text.ts";

/** Most rows the text lists. */
export const MAX_TEXT_ROWS = 200;
/** Longest quote or title excerpt, in code points. */
const MAX_EXCERPT = 60;

function excerpt(text: unknown): string {
  const cps = [...String(text ?? "").replace(/\s+/g, " ")];
  return cps.length > MAX_EXCERPT ? cps.slice(0, MAX_EXCERPT - 1).join("") + "…" : cps.join("");
}

/**
 * Renders a `research-manuscript-review-local/1` envelope.
 *
 * @example
 * ```ts
 * renderReviewText({ rows: [], counts: {}, review_needed: 0, snapshot: "0123456789abcdef" });
 * // "Manuscript review: 0 links, 0 to review (snapshot 0123456789abcdef)\nno links\n"
 * ```
 *
 * The wording is English unless `options.text` gives another language's.
 */
export function renderReviewText(
  review: Readonly<Record<string, unknown>>,
  options: RenderTextOptions = {},
): string {
  const t = options.text ?? TEXT_EN;
  const say = sayIn(t);
  const rows = review.rows as Record<string, unknown>[];
  const counts = review.counts as Record<string, number>;
  const lines = [
    say("manuscript_heading", {
      links: countIn(t, "link", rows.length),
      review: String(review.review_needed),
      snapshot: String(review.snapshot),
    }),
    Object.entries(counts).filter(([, n]) => n > 0).map(([s, n]) => `${s} ${n}`).join(", ") ||
    t.manuscript_no_links,
  ];
  let file: unknown = null;
  for (const r of rows.slice(0, MAX_TEXT_ROWS)) {
    if (r.manuscript !== file) {
      file = r.manuscript;
      lines.push("", `${file}${r.current_source_sha256 === null ? t.manuscript_unavailable : ""}`);
    }
    const sel = (r.anchor as { selection: Record<string, unknown> }).selection;
    const now = (r.candidate_lines as Record<string, number>[])
      .map((c) => `${c.start_line}-${c.end_line}`);
    const recorded = say("manuscript_lines", {
      start: String(sel.start_line),
      end: String(sel.end_line),
    });
    const where = r.anchor_state === "resolved" || now.length === 0
      ? recorded
      : `${recorded} -> ${now.join(", ")}`;
    const claim = `${r.claim_id} r${r.claim_revision}` +
      (r.claim_current_revision !== r.claim_revision
        ? say("manuscript_now", { revision: String(r.claim_current_revision ?? "-") })
        : "");
    const flags = (r.flags as string[]).length ? ` [${(r.flags as string[]).join(", ")}]` : "";
    lines.push(
      `${r.review_needed ? "!" : " "} ${String(r.anchor_state).padEnd(11)} ${where}: ` +
        `"${excerpt(sel.quote)}" -> ${excerpt(r.claim_title)} (${claim})${flags}`,
    );
  }
  if (rows.length > MAX_TEXT_ROWS) {
    lines.push("", say("manuscript_more", { n: rows.length - MAX_TEXT_ROWS }));
  }
  return lines.join("\n") + "\n";
}
