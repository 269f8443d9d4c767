import assert from "node:assert/strict";
import { analyze, fingerprint, profile } from "../../mod.ts";
import { ProcessingError, UsageError } from "../../src/errors.ts";
import { getProfile } from "../../src/language/registry.ts";
import { LANGUAGE_CODES } from "../../src/language/types.ts";
import { COMPARE_SCHEMA, compareTexts } from "./compare.ts";

const read = (name: string) =>
  Deno.readTextFileSync(new URL(`../../testdata/${name}`, import.meta.url));
const MANUSCRIPT = read("sample-en.md");
const SOURCE = read("deviant-en.md");
const OTHER_SOURCE = read("sample-de.md");

/** Sizes of every word list of every language profile: what a careless caller could mutate. */
function profileSizes(): string {
  return JSON.stringify(LANGUAGE_CODES.map((code) => {
    const p = getProfile(code);
    return [
      p.functionWords.size,
      p.stopWords.size,
      p.firstPersonPronouns.size,
      p.filterVerbs.size,
      p.modalVerbs.size,
      p.nominalExclusions.size,
      p.abbreviations.size,
      p.nominalSuffixes.length,
    ];
  }));
}

// First test of the file, so "before" is computed before any comparison ran in this isolate.
Deno.test("a comparison leaves the manuscript's fingerprint, analysis and profile byte-identical", () => {
  const before = {
    style: JSON.stringify(fingerprint(MANUSCRIPT, { language: "en" })),
    analyze: JSON.stringify(analyze(MANUSCRIPT, { language: "en" })),
    profile: JSON.stringify(profile(MANUSCRIPT, { language: "en" })),
    other: JSON.stringify(fingerprint(OTHER_SOURCE, { language: "de" })),
    sizes: profileSizes(),
  };
  compareTexts(SOURCE, MANUSCRIPT, { language: "en", sourceId: "s1" });
  compareTexts(OTHER_SOURCE, MANUSCRIPT, { language: "en", sourceId: "s2" });
  compareTexts(MANUSCRIPT, OTHER_SOURCE, { language: "auto" });
  const after = {
    style: JSON.stringify(fingerprint(MANUSCRIPT, { language: "en" })),
    analyze: JSON.stringify(analyze(MANUSCRIPT, { language: "en" })),
    profile: JSON.stringify(profile(MANUSCRIPT, { language: "en" })),
    other: JSON.stringify(fingerprint(OTHER_SOURCE, { language: "de" })),
    sizes: profileSizes(),
  };
  assert.equal(after.style, before.style);
  assert.equal(after.analyze, before.analyze);
  assert.equal(after.profile, before.profile);
  assert.equal(after.other, before.other);
  assert.equal(after.sizes, before.sizes);
});

Deno.test("the manuscript side of the report does not depend on the source", () => {
  const a = compareTexts(SOURCE, MANUSCRIPT, { language: "en" });
  const b = compareTexts(OTHER_SOURCE, MANUSCRIPT, { language: "en" });
  const manuscriptSide = (r: typeof a) =>
    JSON.stringify({
      manuscript: r.manuscript,
      register: r.register.map((row) => [
        row.feature,
        row.manuscript_median,
        row.manuscript_range,
        row.range_kind,
        row.chapters_measured,
      ]),
      tokens: r.vocabulary.manuscript_tokens,
      types: r.vocabulary.manuscript_types,
      content: r.distinctive.manuscript_content_tokens,
    });
  assert.equal(manuscriptSide(a), manuscriptSide(b));
  assert.notEqual(a.source.words, b.source.words);
});

Deno.test("register medians are the style reference's own baseline medians", () => {
  const report = compareTexts(SOURCE, MANUSCRIPT, { language: "en" });
  const style = fingerprint(MANUSCRIPT, { language: "en" });
  for (const row of report.register) {
    const baseline = style.features.find((f) => f.feature === row.feature)!;
    assert.equal(row.chapters_measured, baseline.chapters_measured, row.feature);
    assert.equal(row.unit, baseline.unit, row.feature);
    const median = row.manuscript_median;
    // The style reference rounds to 4 decimals; the report keeps the exact value.
    assert.equal(median, baseline.median);
  }
});

Deno.test("compareTexts() returns the same JSON string for the same inputs", () => {
  const options = {
    language: "en" as const,
    sourceId: "src-01",
    versionId: "v-01",
    sourceTitle: "Deviant",
    manuscriptName: "sample-en.md",
  };
  const first = JSON.stringify(compareTexts(SOURCE, MANUSCRIPT, options));
  const second = JSON.stringify(compareTexts(SOURCE, MANUSCRIPT, options));
  assert.equal(first, second);
  const parsed = JSON.parse(first);
  assert.equal(parsed.schema, COMPARE_SCHEMA);
  assert.equal(parsed.label, "source_internal");
  assert.deepEqual(parsed.source, {
    id: "src-01",
    version: "v-01",
    title: "Deviant",
    words: parsed.source.words,
    sentences: parsed.source.sentences,
    language: "en",
    detected_language: "en",
  });
  assert.equal(parsed.manuscript.name, "sample-en.md");
  // Exact doubles survive the JSON round trip.
  assert.deepEqual(parsed, JSON.parse(JSON.stringify(parsed)));
});

Deno.test("the source is one unit: front matter, headings and appendix text all count", () => {
  const source = "Before any heading stand four words.\n\n## One\n\nThree more words.\n\n" +
    "## Anmerkungen und Literaturverzeichnis\n\nAppendix prose counts too.";
  const report = compareTexts(source, "## A\n\nWords of the manuscript.", { language: "en" });
  // 6 + 3 + 4 words; the two heading lines are not prose.
  assert.equal(report.source.words, 13);
  assert.equal(report.source.sentences, 3);
  // The same text as a manuscript keeps only chapter "One" (front matter and appendix out).
  assert.equal(analyze(source, { language: "en" }).metrics.raw_words, 3);
  assert.ok(report.notes.some((n) => n.code === "source_one_unit"));
});

Deno.test("a short source and a one-chapter manuscript give notes instead of positions", () => {
  const report = compareTexts("A short note.", "## One\n\nIt rained.", { language: "en" });
  const codes = report.notes.map((n) => n.code);
  for (const code of ["source_below_floor", "manuscript_few_chapters", "source_internal"]) {
    assert.ok(codes.includes(code), code);
  }
  assert.ok(report.register.every((r) => r.position === null && r.source_value === null));
});

Deno.test("language auto follows the manuscript, and a source in another language is noted", () => {
  const report = compareTexts(OTHER_SOURCE, MANUSCRIPT, { language: "auto" });
  assert.equal(report.source.language, "en");
  assert.equal(report.source.detected_language, "de");
  assert.ok(report.notes.some((n) => n.code === "language_mismatch"));
  const same = compareTexts(SOURCE, MANUSCRIPT, { language: "en" });
  assert.ok(!same.notes.some((n) => n.code === "language_mismatch"));
});

Deno.test("compareTexts() rejects an unknown language and texts without words", () => {
  assert.throws(
    () => compareTexts(SOURCE, MANUSCRIPT, { language: "xx" as "en", sourceId: "s9" }),
    (e: unknown) => e instanceof UsageError && /source "s9".*language "xx"/.test(e.message),
  );
  assert.throws(
    () => compareTexts("<!-- only a comment -->\n", MANUSCRIPT, { sourceId: "s9" }),
    (e: unknown) => e instanceof ProcessingError && /source "s9".*no words/.test(e.message),
  );
  assert.throws(
    () => compareTexts(SOURCE, "# Title only\n", { manuscriptName: "empty.md" }),
    (e: unknown) => e instanceof ProcessingError && /manuscript "empty\.md"/.test(e.message),
  );
});

Deno.test("corpus settings shape the manuscript's chapters but not the source", () => {
  const manuscript = "=== One\n\nFirst chapter text.\n\n=== Two\n\nSecond chapter text.";
  const report = compareTexts("=== Not a chapter\n\nSource text.", manuscript, {
    language: "en",
    corpus: { chapterMarker: "=== " },
  });
  assert.equal(report.manuscript.chapters, 2);
  // With the marker, "=== Not a chapter" is an ordinary line of the source's prose.
  assert.equal(report.source.words, 5);
});
