import assert from "node:assert/strict";
import { analysisSpans, analyzeDocument, signalSpans, UsageError } from "./mod.ts";

const TEXT = "## One\n\nShe saw the sea. It was *painted* blue.\n\n## Two\n\nWe could see it.\n";

Deno.test("signalSpans() gives the counted words with offsets into the paragraph text", () => {
  const spans = signalSpans(TEXT, { language: "en", feature: "filter_density" });
  assert.deepEqual(spans, [
    { signal: "filter_density", chapter: 1, paragraph: 1, start: 4, end: 7, text: "saw" },
    { signal: "filter_density", chapter: 2, paragraph: 1, start: 9, end: 12, text: "see" },
  ]);
  // Emphasis is removed from the displayed text, so the offsets skip the asterisks.
  const passive = signalSpans(TEXT, { language: "en", chapter: 1, feature: "passive_density" });
  const paragraph = analyzeDocument(TEXT).chapters[0].chapter.paragraphs[0].text;
  assert.equal(paragraph, "She saw the sea. It was painted blue.");
  assert.deepEqual(passive.map((s) => paragraph.slice(s.start, s.end)), ["was", "painted"]);
  const two = signalSpans(TEXT, {
    language: "en",
    chapter: 2,
    paragraph: 1,
    feature: ["modal_density", "first_person_start_rate"],
  });
  assert.deepEqual(two.map((s) => [s.signal, s.text]), [
    ["first_person_start_rate", "We"],
    ["modal_density", "could"],
  ]);
});

Deno.test("signalSpans() equals analysisSpans() on a reused analysis", () => {
  const analysis = analyzeDocument(TEXT, { language: "en" });
  assert.deepEqual(signalSpans(TEXT, { language: "en" }), analysisSpans(analysis));
});

Deno.test("signalSpans() rejects an unknown feature, a missing chapter, a lone paragraph", () => {
  assert.throws(() => signalSpans(TEXT, { feature: "asl" as never }), UsageError);
  assert.throws(() => signalSpans(TEXT, { feature: "nope" as never }), /unknown feature "nope"/);
  assert.throws(() => signalSpans(TEXT, { chapter: 3 }), /chapter "3" is not in the manuscript/);
  assert.throws(() => signalSpans(TEXT, { paragraph: 1 }), /a paragraph needs a chapter/);
});
