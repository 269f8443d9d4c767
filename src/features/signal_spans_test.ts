import assert from "node:assert/strict";
import { analyzeDocument } from "./pipeline.ts";
import { profileView } from "../views/profile.ts";
import { countChapter } from "./counts.ts";
import {
  analysisSpans,
  chapterSpans,
  isSignal,
  paragraphIndexOf,
  type Signal,
  SIGNALS,
  signalTokens,
} from "./signal_spans.ts";

const TEXT = "## One\n\nI saw that the door was opened by somebody. “We might go,” she said. " +
  "Suddenly the enormous house is quiet.\n\nWe could feel the darkness.\n";

Deno.test("chapterSpans() points at each counted word of a hand-checked English chapter", () => {
  const analysis = analyzeDocument(TEXT, { language: "en" });
  const got = (signal: Signal) =>
    analysisSpans(analysis, { signals: [signal] }).map((s) => [s.paragraph, s.start, s.text]);
  // Offsets counted by hand in "I saw that the door was opened by somebody. “We might go,” …"
  assert.deepEqual(got("filter_density"), [[1, 2, "saw"], [2, 9, "feel"]]);
  assert.deepEqual(got("passive_density"), [[1, 20, "was"], [1, 24, "opened"]]);
  assert.deepEqual(got("modal_density"), [[1, 48, "might"], [2, 3, "could"]]);
  assert.deepEqual(got("first_person_start_rate"), [[1, 0, "I"], [1, 45, "We"], [2, 0, "We"]]);
  assert.deepEqual(got("dialog_pct"), [[1, 45, "We"], [1, 48, "might"], [1, 54, "go"]]);
  assert.deepEqual(got("nominalization_density"), [[2, 18, "darkness"]]);
  assert.deepEqual(got("adjective_density"), [[1, 82, "enormous"], [1, 100, "quiet"]]);
  assert.deepEqual(got("tense_present"), [[1, 97, "is"]]);
  // One marker per verb group (issue 26): "was opened" is past through its auxiliary alone.
  assert.deepEqual(got("tense_past").map((s) => s[2]), ["saw", "was", "said", "could"]);
});

Deno.test("every span's offsets select its own text from the paragraph", async () => {
  for (const [file, language] of [["sample-en.md", "en"], ["sample-de.md", "de"]] as const) {
    const text = await Deno.readTextFile(new URL(`../../testdata/${file}`, import.meta.url));
    const analysis = analyzeDocument(text, { language });
    const spans = analysisSpans(analysis);
    assert.ok(spans.length > 100, file);
    for (const s of spans) {
      const ct = analysis.chapters.find((c) => c.chapter.number === s.chapter)!;
      const paragraph = ct.chapter.paragraphs[s.paragraph - 1].text;
      assert.equal(paragraph.slice(s.start, s.end), s.text, `${file} ${JSON.stringify(s)}`);
    }
  }
});

Deno.test("a chapter has as many spans of a signal as the count behind its feature", async () => {
  const text = await Deno.readTextFile(new URL("../../testdata/sample-de.md", import.meta.url));
  for (const language of ["de", "en"] as const) {
    const analysis = analyzeDocument(text, { language });
    const profile = profileView(analysis, 2);
    for (const ct of analysis.chapters) {
      const c = countChapter(ct, analysis);
      const n = (s: Signal) => signalTokens(ct, analysis, s).length;
      const tag = `${language} chapter ${ct.chapter.number}`;
      assert.equal(n("filter_density"), c.filterVerbs, tag);
      assert.equal(n("modal_density"), c.modalVerbs, tag);
      assert.equal(n("long_word_pct"), c.longWords, tag);
      assert.equal(n("adjective_density"), c.adjectives, tag);
      assert.equal(n("dialog_pct"), c.dialogueWords, tag);
      assert.equal(n("first_person_start_rate"), c.firstPersonStarts, tag);
      assert.equal(n("nominalization_density"), ct.nominalizations, tag);
      assert.equal(n("passive_density"), 2 * ct.passives, tag);
      const paragraphs = profile.paragraphs.filter((p) => p.chapter === ct.chapter.number);
      assert.equal(n("tense_present"), paragraphs.reduce((a, p) => a + p.present, 0), tag);
      assert.equal(n("tense_past"), paragraphs.reduce((a, p) => a + p.past, 0), tag);
    }
  }
});

Deno.test("German passives keep both the werden-form and the participle", () => {
  const analysis = analyzeDocument("## Eins\n\nDie Tür wurde gestern geöffnet.\n", {
    language: "de",
  });
  const spans = analysisSpans(analysis, { signals: ["passive_density"] });
  assert.deepEqual(spans.map((s) => [s.start, s.text]), [[8, "wurde"], [22, "geöffnet"]]);
});

Deno.test("a nominal_regex decides the nominalisation spans as it decides the count", () => {
  const analysis = analyzeDocument("## A\n\nThe Kindness of Darkness and kindness.\n", {
    language: "en",
    nominalRegex: "^[A-Z]\\w*ness$",
  });
  assert.equal(analysis.chapters[0].nominalizations, 2);
  const spans = analysisSpans(analysis, { signals: ["nominalization_density"] });
  assert.deepEqual(spans.map((s) => s.text), ["Kindness", "Darkness"]);
});

Deno.test("chapterSpans() filters by paragraph and analysisSpans() by chapter", () => {
  const analysis = analyzeDocument(TEXT + "\n## Two\n\nThey could see it.\n", { language: "en" });
  const ct = analysis.chapters[0];
  assert.deepEqual(
    chapterSpans(ct, analysis, { paragraph: 2, signals: ["modal_density"] }).map((s) => s.text),
    ["could"],
  );
  assert.deepEqual(chapterSpans(ct, analysis, { paragraph: 3 }), []);
  assert.deepEqual(chapterSpans(ct, analysis, { paragraph: 0 }), []);
  const two = analysisSpans(analysis, { chapter: 2, signals: ["filter_density"] });
  assert.deepEqual(two.map((s) => [s.chapter, s.paragraph, s.start, s.text]), [[2, 1, 11, "see"]]);
  assert.equal(paragraphIndexOf(ct, 0), 0);
  assert.equal(paragraphIndexOf(ct, ct.paragraphTokenStarts[1]), 1);
});

Deno.test("isSignal() accepts the ten signals only", () => {
  assert.equal(SIGNALS.length, 10);
  for (const s of SIGNALS) assert.ok(isSignal(s));
  assert.ok(!isSignal("asl"));
  assert.ok(!isSignal(""));
});
