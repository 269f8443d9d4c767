import assert from "node:assert/strict";
import { messages } from "../../i18n/messages.ts";
import type { Diagnostic } from "./diagnostics.ts";
import { checkGithub, checkSummary, MAX_ANNOTATIONS, MAX_SUMMARY_BYTES } from "./github.ts";
import type { CheckReport } from "./report.ts";

function report(n: number): CheckReport {
  const diagnostics = Array.from({ length: n }, (_, i): Diagnostic => ({
    fingerprint: `t-${i.toString(16).padStart(16, "0")}`,
    rule: "tense",
    level: i === 0 ? "strong" : "mild",
    severity: i === 0 ? "error" : "note",
    chapter: 1 + Math.floor(i / 100),
    chapter_title: "A chapter, with: commas",
    start: { line: 10 + i, column: 1 },
    end: { line: 10 + i, column: 40 },
    message: `Paragraph ${i} mixes tense: 50% present\nand | pipes`,
    related: [],
  }));
  return {
    path: "book/novel, draft.md",
    failOn: "beyond-chance",
    diagnostics,
    version: "0.0.0",
    messages: messages("en"),
    language: "en",
  };
}

Deno.test("10,000 findings: 9 annotations and one overflow notice, summary under 1 MiB", () => {
  const r = report(10_000);
  const lines = checkGithub(r).trimEnd().split("\n");
  assert.equal(lines.length, MAX_ANNOTATIONS);
  assert.match(
    lines[0],
    /^::error file=book\/novel%2C draft\.md,line=10,endLine=10,col=1,endColumn=40,title=svc tense::Paragraph 0 mixes tense: 50%25 present%0Aand \| pipes$/,
  );
  assert.equal(
    lines[9],
    "::notice title=svc check::9991 more findings not shown here; the full list is in the json or sarif output.",
  );
  const md = checkSummary(r);
  const bytes = new TextEncoder().encode(md).length;
  assert.ok(bytes <= MAX_SUMMARY_BYTES, `${bytes} bytes`);
  const rows = md.split("\n").filter((l) => l.startsWith("| ") && l.includes("`t-")).length;
  assert.ok(rows > 1000 && rows < 10_000, `${rows} rows`);
  assert.ok(
    md.trimEnd().endsWith(
      `${
        10_000 - rows
      } more findings not shown here; the full list is in the json or sarif output.`,
    ),
  );
  // Pipes in a message cannot break the table.
  assert.match(md, /and \\\| pipes/);
});

Deno.test("exactly 10 findings are 10 annotations, with no overflow notice", () => {
  const lines = checkGithub(report(10)).trimEnd().split("\n");
  assert.equal(lines.length, 10);
  assert.ok(!lines.some((l) => l.includes("more findings")));
  assert.equal(checkGithub(report(0)), "");
  assert.match(checkSummary(report(0)), /No findings\.\n$/);
});
