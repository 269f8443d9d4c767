import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
import { analyzeDocument } from "../features/pipeline.ts";
import { computeDashboardViews } from "./dashboard.ts";
import {
  chapterWords,
  FEATURE_KINDS,
  findingWordsView,
  nameWords,
  TOP_EVIDENCE,
} from "./finding_words.ts";
import { parseNames } from "./characters.ts";
import type { TriageCell } from "./triage.ts";

// A chapter whose facts are counted by hand: 6 sentences of 3, 10, 4, 14, 2 and 5 words; "She"
// opens three of them, "The" two; "Wickham" is written with a capital mid-sentence (a name),
// "Margaret" is a configured name; "wonderful" (9 letters) is the commonest long word.
const TEXT = [
  "## One",
  "",
  "She walked out.",
  "",
  "The wonderful morning light fell across Wickham and the garden.",
  "",
  "She saw Margaret there.",
  "",
  "“What a wonderful, wonderful and entirely remarkable morning this is for us,” said Margaret.",
  "",
  "The end.",
  "",
  "She was watched by everybody.",
  "",
].join("\n");

function carrier(feature: TriageCell["feature"], direction: "high" | "low"): TriageCell {
  const usual = { median: 0, low: 0, high: 0 };
  return {
    chapter: 1,
    feature,
    value: 0,
    z: 3,
    level: "mild",
    fdr: false,
    effect: null,
    direction,
    usual,
  };
}

Deno.test("chapterWords() lists the longest sentences with their words and places", () => {
  const a = analyzeDocument(TEXT, { language: "en" });
  const cw = chapterWords(a, a.chapters[0], [carrier("asl", "high")]);
  assert.deepEqual(a.chapters[0].sentenceLengths, [3, 10, 4, 14, 2, 5]);
  assert.deepEqual(cw.kinds, ["longest"]);
  assert.deepEqual(cw.longest.map((s) => s.words), [14, 10, 5]);
  assert.equal(
    cw.longest[0].text,
    "“What a wonderful, wonderful and entirely remarkable morning this is for us,” said Margaret.",
  );
  // Paragraph 4 of the chapter starts on line 9 of the file.
  assert.deepEqual([cw.longest[0].paragraph, cw.longest[0].line], [4, 9]);
  assert.equal(
    cw.longest[1].text,
    "The wonderful morning light fell across Wickham and the garden.",
  );
  assert.deepEqual(cw.shortest.map((s) => [s.words, s.text]), [
    [2, "The end."],
    [3, "She walked out."],
    [4, "She saw Margaret there."],
  ]);
});

Deno.test("chapterWords() counts repeated openings, with examples in text order", () => {
  const a = analyzeDocument(TEXT, { language: "en" });
  const cw = chapterWords(a, a.chapters[0], [carrier("start_entropy", "low")]);
  assert.deepEqual(cw.kinds, ["openings"]);
  assert.deepEqual(
    cw.openings.map((o) => [o.opening, o.count, o.sentences]),
    [["She", 3, 6], ["The", 2, 6]],
  );
  assert.deepEqual(cw.openings[0].examples.map((e) => [e.text, e.paragraph]), [
    ["She walked out.", 1],
    ["She saw Margaret there.", 3],
  ]);
});

Deno.test("chapterWords() leaves names out of the long words", () => {
  const a = analyzeDocument(TEXT, { language: "en" });
  const plain = chapterWords(a, a.chapters[0], [carrier("long_word_pct", "high")]);
  // "Wickham" stands capitalised mid-sentence, "Margaret" too ("said Margaret").
  const words = plain.long_words.map((w) => w.word);
  assert.ok(!words.includes("wickham") && !words.includes("margaret"), words.join());
  assert.deepEqual(plain.long_words[0], {
    word: "wonderful",
    count: 3,
    place: { paragraph: 2, line: 5 },
  });
  assert.ok(plain.long_words.length <= TOP_EVIDENCE);
  // A configured name is left out even where no capital shows it (German, nouns capitalised).
  const de = analyzeDocument(
    "## Eins\n\nAnnemarie wartete. Die Nachbarschaft schlief. Annemarie lachte.",
    {
      language: "de",
    },
  );
  const without = chapterWords(de, de.chapters[0], [carrier("long_word_pct", "high")]);
  assert.equal(without.long_words[0].word, "annemarie");
  const named = chapterWords(de, de.chapters[0], [carrier("long_word_pct", "high")], {
    names: ["Annemarie"],
  });
  // Long: 7 letters or more (LIX), so "wartete" and "schlief" count too.
  assert.deepEqual(named.long_words.map((w) => w.word), ["wartete", "nachbarschaft", "schlief"]);
});

Deno.test("chapterWords() gives passives and the dialogue share with an example of each side", () => {
  const a = analyzeDocument(TEXT, { language: "en" });
  const cw = chapterWords(a, a.chapters[0], [
    carrier("passive_density", "high"),
    carrier("dialog_pct", "high"),
    carrier("function_word_pct", "high"),
  ]);
  assert.deepEqual(cw.kinds, ["passive", "dialogue"]);
  assert.deepEqual(cw.passive.map((p) => [p.word, p.count]), [["was watched", 1]]);
  // 12 of the 38 words are inside the quotation marks.
  assert.equal(a.chapters[0].words.length, 38);
  assert.equal(cw.dialogue.share, (100 * 12) / 38);
  assert.equal(
    cw.dialogue.dialogue?.text,
    "What a wonderful, wonderful and entirely remarkable morning this is for us",
  );
  assert.equal(
    cw.dialogue.narration?.text,
    "The wonderful morning light fell across Wickham and the garden.",
  );
});

Deno.test("every style feature maps to a kind of evidence or to none, both ways", () => {
  for (const kinds of Object.values(FEATURE_KINDS)) {
    assert.ok("high" in kinds && "low" in kinds);
  }
  assert.equal(FEATURE_KINDS.asl.high, "longest");
  assert.equal(FEATURE_KINDS.asl.low, "shortest");
});

const PRIDE = new URL("../../../shared/corpus/en/pride-and-prejudice.md", import.meta.url);
const pride = await Deno.readTextFile(PRIDE).catch(() => null);

Deno.test({
  name: "Pride and Prejudice: chapter 44 (sentences 2.7 σ longer) shows its longest sentences",
  ignore: pride === null,
  fn() {
    const a = analyzeDocument(pride!, { language: "en" });
    const views = computeDashboardViews(a, { thresholds: DEFAULT_THRESHOLDS });
    const words = findingWordsView(a, views.triage);
    // Nothing is beyond chance: the chapters offered anyway have words; those listed for
    // their tense flags alone have none.
    assert.deepEqual(views.triage.beyondChance, []);
    assert.deepEqual(words.chapters.map((c) => c.chapter), [...views.triage.anyway]);
    const c44 = words.chapters.find((c) => c.chapter === 44)!;
    assert.equal(c44.kinds[0], "longest");
    const ct = a.chapters[43];
    assert.equal(c44.longest[0].words, Math.max(...ct.sentenceLengths));
    assert.ok(c44.longest[0].text.startsWith("When she saw him thus seeking the acquaintance"));
  },
});

Deno.test("nameWords() gives display forms and the plain words of a pattern", () => {
  assert.deepEqual(nameWords(parseNames(["Lizzy|Eliza=Elizabeth", "Darcy", "Mr\\.? ?B\\w+=B"])), [
    "Elizabeth",
    "Lizzy",
    "Eliza",
    "Darcy",
    "B",
  ]);
});
