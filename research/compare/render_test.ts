import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import { compareTexts } from "./compare.ts";
import { renderComparison } from "./render.ts";

const read = (name: string) =>
  Deno.readTextFileSync(new URL(`../../testdata/${name}`, import.meta.url));
const REPORT = compareTexts(read("deviant-en.md"), read("sample-en.md"), {
  language: "en",
  sourceId: "src-7",
  versionId: "v2",
  sourceTitle: "Log | <b>bold</b> [link](x)\nsecond line",
  manuscriptName: "sample-en.md",
});

Deno.test("renderComparison() rounds only in the rendering and leaves the report unchanged", () => {
  const before = JSON.stringify(REPORT);
  const text = renderComparison(REPORT, "text");
  assert.equal(JSON.stringify(REPORT), before);
  const jsd = REPORT.vocabulary.jsd!;
  // The JSON value has full precision; the text shows 4 decimals.
  assert.ok(String(jsd).length > 8);
  assert.ok(text.includes(`Jensen-Shannon divergence  ${jsd.toFixed(4)} (natural log`), text);
  const asl = REPORT.register.find((r) => r.feature === "asl")!;
  assert.ok(text.includes(asl.source_value!.toFixed(2)));
  assert.ok(text.includes(`${REPORT.manuscript.chapters} chapters`));
  for (const note of REPORT.notes) assert.ok(text.includes(note.message), note.code);
});

Deno.test("renderComparison() lists distinctive words with G² and counts", () => {
  const text = renderComparison(REPORT, "text");
  const first = REPORT.distinctive.source[0];
  assert.ok(first, "the fixture has a distinctive source word");
  const line = text.split("\n").find((l) => l.trim().startsWith("1.") && l.includes(first.word));
  assert.ok(line, text);
  assert.ok(line.includes(first.g2.toFixed(1)) && line.includes(String(first.source_count)));
});

Deno.test("renderComparison() escapes titles in Markdown and flattens control characters", () => {
  const md = renderComparison(REPORT, "md");
  assert.ok(md.startsWith("# Source comparison\n"));
  assert.ok(md.includes("“Log \\| \\<b\\>bold\\</b\\> \\[link\\](x) second line”"), md);
  assert.ok(!md.includes("<b>"));
  const text = renderComparison(REPORT, "text");
  assert.ok(text.includes("“Log | <b>bold</b> [link](x) second line” [src-7, version v2]"));
  // Every register row is one table row with six cells.
  const rows = md.split("\n").filter((l) => l.startsWith("| ") && l.includes(" per 1,000 words |"));
  assert.equal(rows.length, 5);
  for (const row of rows) assert.equal(row.split(" | ").length, 6, row);
});

Deno.test("renderComparison() shows unavailable values as n/a and empty lists plainly", () => {
  const report = compareTexts("A short note.", "## One\n\nIt rained.", { language: "en" });
  const text = renderComparison(report, "text");
  assert.ok(text.includes("(no word passes the thresholds)"));
  assert.ok(text.includes("(untitled)") && text.includes("(unnamed)"));
  assert.ok(/Average sentence length .* n\/a .* n\/a/.test(text), text);
  assert.ok(renderComparison(report, "md").includes("No word passes the thresholds."));
});

Deno.test("renderComparison() rejects an unknown format", () => {
  assert.throws(
    () => renderComparison(REPORT, "pdf" as "md"),
    (e: unknown) => e instanceof UsageError && e.message.includes('"pdf"'),
  );
});
