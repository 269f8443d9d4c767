import assert from "node:assert/strict";
import { testFonts } from "../../../../testing/pdf.ts";
import { parseManuscript } from "../../../document/parse.ts";
import { PAGE_SIZES, PdfWriter } from "../writer.ts";
import { BodyMetrics, chapterFlow } from "./flow.ts";
import { BODY_SIZE_PT, DIVIDER_LINES, INDENT, MEASURE } from "./geometry.ts";

const writer = new PdfWriter({
  pageSize: PAGE_SIZES.a5,
  fonts: await testFonts(),
  title: "t",
  created: new Date(0),
  creator: "test",
});
const width = (s: string) => writer.width(s, "serif", BODY_SIZE_PT);

Deno.test("chapterFlow() lines of the samples fit the measure in the real body font", async () => {
  for (const [name, language] of [["sample-en", "en"], ["sample-de", "de"]] as const) {
    const url = new URL(`../../../../testdata/${name}.md`, import.meta.url);
    const document = parseManuscript(await Deno.readTextFile(url));
    const metrics = new BodyMetrics(width, language);
    let hyphenated = 0;
    for (const chapter of document.chapters) {
      for (const row of chapterFlow(chapter, metrics)) {
        if (row.kind !== "line") continue;
        assert.ok(width(row.text) <= MEASURE - row.indent + 1e-9, `${name}: "${row.text}"`);
        if (/\p{L}-$/u.test(row.text)) hyphenated++;
      }
    }
    // Hyphenation is used, but sparingly.
    assert.ok(hyphenated > 0 && hyphenated < 40, `${name}: ${hyphenated}`);
  }
});

Deno.test("chapterFlow() indents all paragraphs but the first and those after a divider", () => {
  const chapter = parseManuscript(
    "## One\n\nFirst paragraph.\n\nSecond paragraph.\n\n* * *\n\nAfter the break.\n\nLast.\n",
  ).chapters[0];
  const rows = chapterFlow(chapter, new BodyMetrics(width, "en"));
  assert.deepEqual(rows.map((r) => [r.kind, r.text, r.indent, r.height]), [
    ["line", "First paragraph.", 0, 1],
    ["line", "Second paragraph.", INDENT, 1],
    ["divider", "", 0, DIVIDER_LINES],
    ["line", "After the break.", 0, 1],
    ["line", "Last.", INDENT, 1],
  ]);
});

Deno.test("chapterFlow() drops a divider before the first paragraph and empty paragraphs", () => {
  const chapter = parseManuscript("## One\n\n* * *\n\nOpening.\n\n<!-- a note -->\n\nNext.\n")
    .chapters[0];
  const rows = chapterFlow(chapter, new BodyMetrics(width, "en"));
  assert.deepEqual(rows.map((r) => [r.kind, r.text, r.indent]), [
    ["line", "Opening.", 0],
    ["line", "Next.", INDENT],
  ]);
});

Deno.test("chapterFlow() sets a line flush left when justifying it would open huge gaps", () => {
  // Two words of 24 "m" (about 69 mm each) cannot share a 114 mm line, and generic text has
  // no hyphenation: "Ab mmm…" keeps one space that justification would stretch by ~40 mm.
  const m = "m".repeat(24);
  const chapter = parseManuscript(`## One\n\nAb ${m} ${m} ab.\n`).chapters[0];
  const rows = chapterFlow(chapter, new BodyMetrics(width, "generic"));
  assert.deepEqual(rows.map((r) => [r.text, r.ragged]), [
    [`Ab ${m}`, true],
    [`${m} ab.`, false],
  ]);
  // Ordinary text is justified throughout.
  const plain = parseManuscript(`## One\n\n${"All work and no play. ".repeat(20)}\n`).chapters[0];
  assert.ok(chapterFlow(plain, new BodyMetrics(width, "en")).every((r) => !r.ragged));
});

Deno.test("BodyMetrics.width() measures each string once", () => {
  let calls = 0;
  const metrics = new BodyMetrics((s) => (calls++, s.length), "en");
  assert.equal(metrics.width("word"), 4);
  assert.equal(metrics.width("word"), 4);
  assert.equal(calls, 1);
});
