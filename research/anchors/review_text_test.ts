import assert from "node:assert/strict";
import { MAX_TEXT_ROWS, renderReviewText } from "./review_text.ts";

function row(i: number, state = "resolved"): Record<string, unknown> {
  return {
    manuscript: "book.md",
    current_source_sha256: "a".repeat(64),
    anchor: {
      selection: { start_line: i, end_line: i, quote: `Quote\nnumber ${i} ` + "x".repeat(80) },
    },
    candidate_lines: state === "moved" ? [{ start_line: i + 2, end_line: i + 2 }] : [],
    anchor_state: state,
    claim_id: "clm_1",
    claim_revision: 1,
    claim_current_revision: 2,
    claim_title: "Title",
    flags: state === "moved"
      ? ["source_changed", "anchor_moved", "claim_changed"]
      : ["claim_changed"],
    review_needed: true,
  };
}

Deno.test("the text review lists one bounded line per link and counts the rest", () => {
  const rows = [
    row(1, "moved"),
    ...Array.from({ length: MAX_TEXT_ROWS + 4 }, (_, i) => row(i + 2)),
  ];
  const text = renderReviewText({
    rows,
    counts: { resolved: rows.length - 1, moved: 1, adjusted: 0 },
    review_needed: rows.length,
    snapshot: "0123456789abcdef",
  });
  const lines = text.trimEnd().split("\n");
  assert.equal(
    lines[0],
    `Manuscript review: ${rows.length} links, ${rows.length} to review (snapshot 0123456789abcdef)`,
  );
  assert.equal(lines[1], `resolved ${rows.length - 1}, moved 1`);
  assert.equal(lines[3], "book.md");
  assert.equal(
    lines[4],
    '! moved       lines 1-1 -> 3-3: "Quote number 1 xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" -> Title (clm_1 r1 (now r2)) [source_changed, anchor_moved, claim_changed]',
  );
  assert.equal(lines.filter((l) => l.startsWith("! ")).length, MAX_TEXT_ROWS);
  assert.equal(lines.at(-1), "… and 5 more (use --format json)");
});
