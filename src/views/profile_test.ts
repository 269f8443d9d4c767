import assert from "node:assert/strict";
import { flaggedParagraphs, profile } from "../../mod.ts";
import { paragraphSeverity } from "./profile.ts";

Deno.test("paragraphSeverity() follows the SPEC 2.4 table", () => {
  const cases: [boolean, boolean, number, number][] = [
    [true, true, 3, 3],
    [true, true, 2, 2], // switch and minority >= 2
    [true, false, 2, 2],
    [false, true, 3, 2], // mixed and minority >= 3
    [false, true, 2, 1],
    [true, false, 1, 1],
    [true, false, 0, 1],
    [false, false, 5, 0],
  ];
  for (const [switched, mixed, minority, expected] of cases) {
    assert.equal(
      paragraphSeverity({ switched, mixed, minority }),
      expected,
      `${switched} ${mixed} ${minority}`,
    );
  }
});

Deno.test("profile('') returns empty chapters and paragraphs", () => {
  const r = profile("", { language: "en" });
  assert.deepEqual(r.chapters, []);
  assert.deepEqual(r.paragraphs, []);
  assert.equal(r.meta.schema_version, 2);
});

const SWITCHING = [
  "## One",
  "",
  "He walked to the door and opened it. The wind was cold. He stood there for a while.",
  "",
  "She comes back now. She is tired and she looks at the sea. She knows it is late.",
  "",
  "He walked home. She is here and he was there, she knows it and he knew it, she says so.",
  "",
  "“We are going,” she said.",
].join("\n");

Deno.test("profile() marks dominant tense, switches and severity per paragraph", () => {
  const r = profile(SWITCHING, { language: "en" });
  const [p1, p2, p3, p4] = r.paragraphs;
  assert.equal(p1.dominant, "past");
  assert.equal(p1.switch, false);
  assert.equal(p2.dominant, "present");
  assert.equal(p2.switch, true);
  assert.ok(p2.severity >= 1);
  assert.equal(p3.dominant, "mixed");
  assert.ok(p3.minority >= 2);
  // Dialogue inside quotes never counts: "are going" is not narration; "said" is past.
  assert.equal(p4.present, 0);
  assert.equal(p4.start_line, 9);
  assert.equal(p4.text, "“We are going,” she said.");
  assert.equal(r.chapters[0].paragraphs, 4);
});

Deno.test("flaggedParagraphs() sorts by severity, then line, and honours the minimum", () => {
  const r = profile(SWITCHING, { language: "en" });
  const all = flaggedParagraphs(r, 1);
  for (let i = 1; i < all.length; i++) {
    const a = all[i - 1], b = all[i];
    assert.ok(
      a.severity > b.severity || (a.severity === b.severity && a.start_line < b.start_line),
    );
  }
  assert.ok(all.every((p) => p.severity >= 1));
  assert.ok(flaggedParagraphs(r).every((p) => p.severity >= 2));
  assert.ok(!("flagged" in r.paragraphs[0]), "the flag is derived, not serialized");
});

Deno.test("the present-tense chapter of the sample has present paragraphs", async () => {
  const text = await Deno.readTextFile(new URL("../../testdata/sample-en.md", import.meta.url));
  const r = profile(text, { language: "en" });
  assert.equal(r.chapters[5].dominant, "present");
  assert.equal(r.chapters[0].dominant, "past");
});
