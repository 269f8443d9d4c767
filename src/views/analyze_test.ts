import assert from "node:assert/strict";
import { analyze } from "../../mod.ts";
import { assertClose } from "../../testing/close.ts";

const BOOK = [
  "# Title",
  "",
  "Front matter words that never count.",
  "",
  "## One",
  "",
  "“Come here,” she said. He came. <!-- a comment with many words inside it -->",
  "",
  "* * *",
  "",
  "It was late; the lamp burned... Was it? Yes!",
  "",
  "## Anmerkungen und Literaturverzeichnis",
  "",
  "Appendix words that never count either.",
].join("\n");

Deno.test("analyze('') has no chapters and no undefined numbers", () => {
  const r = analyze("", { language: "en" });
  assert.equal(r.meta.schema_version, 2);
  assert.equal(r.meta.tool, "svc");
  assert.deepEqual(r.metrics.chapters, []);
  assert.equal(r.metrics.raw_words, 0);
  assert.equal(r.metrics.asl, 0);
  assert.equal(r.metrics.hd_d, null);
  assert.equal(r.metrics.mtld, null);
  assert.equal(r.metrics.flesch_de, null);
});

Deno.test("analyze() counts only chapter prose (hand-counted)", () => {
  const m = analyze(BOOK, { language: "en" }).metrics;
  // Words: Come here she said He came | It was late the lamp burned Was it Yes = 6 + 9.
  assert.equal(m.raw_words, 15);
  // Sentences: “Come here,” she said. | He came. | It was late; the lamp burned... | Was it? | Yes!
  assert.equal(m.chapters[0].sentences, 5);
  assert.equal(m.asl, 3); // 15 / 5
  // Lengths 4, 2, 6, 2, 1 -> sorted 1 2 2 4 6: upper median = exact median = 2.
  assert.equal(m.median_sl, 2);
  assert.equal(m.median_sl_exact, 2);
  // Short sentences (≤ 5 words): 4 of 5.
  assert.equal(m.staccato_pct, 80);
  // Quoted: Come here.
  assert.equal(m.dialog_words, 2);
  assertClose(m.dialog_ratio, 2 / 15);
  assertClose(m.chapters[0].dialog_pct, (100 * 2) / 15);
  // clean_words: whitespace words of the displayed prose (comment removed).
  assert.equal(m.clean_words, 15);
  assert.deepEqual(m.punctuation, {
    periods: 2,
    commas: 1,
    dashes: 0,
    colons: 0,
    semicolons: 1,
    questions: 1,
    exclamations: 1,
    ellipses: 1,
  });
  assert.equal(m.chapters.length, 1);
  assert.equal(m.chapters[0].title, "One");
});

Deno.test("analyze() Flesch score follows the 1948 formula on hand counts", () => {
  // "The cat sat. The dog ran." 6 words, 2 sentences, 6 syllables:
  // 206.835 − 1.015·3 − 84.6·1 = 119.19
  const m = analyze("## A\n\nThe cat sat. The dog ran.", { language: "en" }).metrics;
  assertClose(m.flesch_de, 206.835 - 1.015 * (6 / 2) - 84.6 * (6 / 6));
  assertClose(m.flesch_de, 119.19, 1e-12);
  assert.equal(m.flesch_variant, "flesch_1948");
});

Deno.test("adding or removing work markers changes no metric", () => {
  const plain = analyze(BOOK, { language: "en" });
  const marked = analyze(
    BOOK.replace("## One\n", "## One\n<!-- svc:todo m-1a2b3c4d check this -->\n"),
    { language: "en" },
  );
  assert.deepEqual(marked.metrics, plain.metrics);
});

Deno.test("chapter fields stay measured below the floors; HD-D needs 100 tokens", () => {
  const c = analyze(BOOK, { language: "en" }).metrics.chapters[0];
  assert.equal(c.words, 15);
  // 15 words in 5 sentences ("Come here she said" · "He came" · "It was late the lamp burned" ·
  // "Was it" · "Yes"): ASL = 15 / 5, by hand.
  assert.equal(c.sentences, 5);
  assert.equal(c.asl, 3);
  assert.equal(c.hd_d, null);
  assert.ok(!("hd_d" in c.style_se));
  // SE of the mean sentence length: sample SD of [4, 2, 6, 2, 1] is 2, so 2 / sqrt(5).
  assert.ok(Math.abs(c.style_se.asl - 2 / Math.sqrt(5)) < 1e-12, String(c.style_se.asl));
});

Deno.test("German analysis uses Amstad's formula and German quotes", () => {
  const m = analyze("## Eins\n\n„Komm her“, sagte sie. Er kam.", { language: "de" }).metrics;
  assert.equal(m.flesch_variant, "amstad_1978");
  assert.equal(m.dialog_words, 2);
});

Deno.test("an explicit nominal_regex keeps its own match semantics", () => {
  const text = "## A\n\nThe Zeitung and the Erfahrung met Ordnung.";
  const m = analyze(text, { language: "en", nominalRegex: "ung$" }).metrics;
  // 3 of 7 words -> 428.571… per 1,000.
  assertClose(m.chapters[0].nominalization_density, 3000 / 7);
});

Deno.test("a custom word_regex changes the tokens", () => {
  const m = analyze("## A\n\nIt is 1887 now.", { language: "en", wordRegex: "[\\p{L}\\p{N}]+" });
  assert.equal(m.metrics.raw_words, 4);
});

Deno.test("hdD() warns once per deprecated option and ignores it", async () => {
  const { hdD } = await import("../../mod.ts");
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (msg: string) => warnings.push(msg);
  try {
    const tokens = Array.from({ length: 120 }, (_, i) => `w${i % 30}`);
    assert.equal(hdD(tokens, { seed: 1, minSamples: 5 }), hdD(tokens));
  } finally {
    console.warn = original;
  }
  assert.equal(warnings.length, 2);
  assert.match(warnings[0], /^\[warning\] .*seed/);
});
