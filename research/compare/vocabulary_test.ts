import assert from "node:assert/strict";
import { analyzeDocument } from "../../src/features/pipeline.ts";
import {
  compareVocabulary,
  DISTINCTIVE_LIMIT,
  distinctiveWords,
  JSD_DEFINITION,
  wordCounts,
} from "./vocabulary.ts";
import { compareTexts } from "./compare.ts";

const close = (actual: number | null, expected: number, tol = 1e-12) =>
  assert.ok(
    actual !== null && Math.abs(actual - expected) < tol,
    `${actual} is not within ${tol} of ${expected}`,
  );

// Jensen-Shannon divergence, Lin (1991, "Divergence measures based on the Shannon entropy",
// IEEE Trans. Inf. Theory 37(1)): JSD(P, Q) = ½ KL(P‖M) + ½ KL(Q‖M), M = ½ (P + Q), natural log.
// By hand for P = {cat 2/3, dog 1/3}, Q = {dog 1/2, bird 1/2}:
//   M = {cat 1/3, dog 5/12, bird 1/4}
//   KL(P‖M) = 2/3 ln((2/3)/(1/3)) + 1/3 ln((1/3)/(5/12)) = 2/3 ln 2 + 1/3 ln(4/5)
//   KL(Q‖M) = 1/2 ln((1/2)/(5/12)) + 1/2 ln((1/2)/(1/4)) = 1/2 ln(6/5) + 1/2 ln 2
//   JSD = 7/12 ln 2 + 1/6 ln(4/5) + 1/4 ln(6/5)
//       = 0.404335855 − 0.037190592 + 0.045580389 = 0.412725652 (nats)
const HAND_JSD = (7 / 12) * Math.LN2 + Math.log(4 / 5) / 6 + Math.log(6 / 5) / 4;

Deno.test("compareVocabulary() gives the hand-computed JSD of two small word tables", () => {
  close(HAND_JSD, 0.412725652, 1e-9);
  const v = compareVocabulary(
    new Map([["cat", 2], ["dog", 1]]),
    new Map([["dog", 1], ["bird", 1]]),
  );
  close(v.jsd, HAND_JSD);
  assert.equal(v.log_base, "e");
  assert.equal(v.jsd_max, Math.LN2);
  assert.equal(v.definition, JSD_DEFINITION);
  assert.equal(v.source_tokens, 3);
  assert.equal(v.manuscript_tokens, 2);
  assert.equal(v.shared_types, 1);
  // shared / union = 1 / 3; "dog" is 1 of the source's 3 tokens and 1 of the manuscript's 2.
  close(v.jaccard, 1 / 3);
  close(v.source_token_coverage, 1 / 3);
  close(v.manuscript_token_coverage, 1 / 2);
});

Deno.test("compareTexts() reaches the same JSD through the pipeline's tokeniser", () => {
  // Case folding makes "Cat" and "cat" one type; the manuscript's heading is not prose.
  const report = compareTexts("Cat cat dog.", "## One\n\nDog bird.", { language: "en" });
  close(report.vocabulary.jsd, HAND_JSD);
  assert.equal(report.vocabulary.shared_types, 1);
});

Deno.test("compareVocabulary() is ln 2 for disjoint texts, 0 for proportional ones, null for none", () => {
  close(compareVocabulary(new Map([["a", 1]]), new Map([["b", 3]])).jsd, Math.LN2);
  assert.equal(
    compareVocabulary(new Map([["a", 1], ["b", 2]]), new Map([["a", 2], ["b", 4]])).jsd,
    0,
  );
  const none = compareVocabulary(new Map(), new Map([["b", 3]]));
  assert.equal(none.jsd, null);
  assert.equal(none.jaccard, 0);
  assert.equal(none.source_token_coverage, null);
});

// G² (Dunning 1993; Rayson & Garside 2000) by hand, c = d = 20 content tokens:
//   lighthouse a = 10, b = 0: E1 = 20·10/40 = 5, G² = 2 (10 ln(10/5)) = 20 ln 2 = 13.8629 ≥ 10.83
//   harbour a = b = 10: equal relative frequency, G² = 0, listed nowhere
//   garden a = 0, b = 10: E2 = 5, G² = 20 ln 2, manuscript side
Deno.test("distinctiveWords() lists each side's word with the hand-computed G² unrounded", () => {
  const d = distinctiveWords(
    new Map([["lighthouse", 10], ["harbour", 10]]),
    new Map([["harbour", 10], ["garden", 10]]),
  );
  assert.equal(d.source.length, 1);
  assert.equal(d.manuscript.length, 1);
  assert.equal(d.source[0].word, "lighthouse");
  assert.equal(d.manuscript[0].word, "garden");
  close(d.source[0].g2, 20 * Math.LN2);
  close(d.manuscript[0].g2, 20 * Math.LN2);
  // The core rounds to 4 decimals for the style reference; this report keeps full precision.
  assert.notEqual(d.source[0].g2, 13.8629);
  assert.deepEqual(
    [d.source[0].source_count, d.source[0].manuscript_count, d.manuscript[0].manuscript_count],
    [10, 0, 10],
  );
  assert.equal(d.source_content_tokens, 20);
  assert.equal(d.manuscript_content_tokens, 20);
});

Deno.test("distinctiveWords() drops words under the G² or the count threshold", () => {
  // a = 5 (enough occurrences), b = 0, c = 9, d = 8: E1 = 9·5/17, G² = 10 ln(17/9) = 6.360
  // < 10.83.
  const weak = distinctiveWords(new Map([["storm", 5], ["sea", 4]]), new Map([["sea", 8]]));
  assert.deepEqual(weak.source, []);
  // a = 4, b = 0, c = 4, d = 10000: G² = 8 ln(10004/4) = 62.6, but a + b = 4 < 5.
  const rare = distinctiveWords(new Map([["storm", 4]]), new Map([["sea", 10000]]));
  assert.deepEqual(rare.source, []);
});

Deno.test("distinctiveWords() keeps the strongest words by exact G², ties by word", () => {
  const source = new Map<string, number>();
  const manuscript = new Map<string, number>([["filler", 1000]]);
  // 30 source-only words; w00..w29 with counts 40 - i; two pairs tie exactly.
  for (let i = 0; i < 30; i++) source.set(`w${String(i).padStart(2, "0")}`, 40 - i);
  source.set("tie-b", 30);
  source.set("tie-a", 30);
  const d = distinctiveWords(source, manuscript);
  assert.equal(d.source.length, DISTINCTIVE_LIMIT);
  for (let i = 1; i < d.source.length; i++) {
    const [x, y] = [d.source[i - 1], d.source[i]];
    assert.ok(x.g2 > y.g2 || (x.g2 === y.g2 && x.word < y.word), `${x.word} before ${y.word}`);
  }
  const names = d.source.map((w) => w.word);
  assert.ok(names.indexOf("tie-a") < names.indexOf("tie-b"));
});

Deno.test("wordCounts() counts chapter prose only, and content words on request", () => {
  const a = analyzeDocument(
    "# Title\n\nFront matter.\n\n## One\n\nThe sea and the storm.\n\n" +
      "## Anmerkungen und Literaturverzeichnis\n\nSources here.",
    { language: "en" },
  );
  assert.deepEqual([...wordCounts(a, false)], [["the", 2], ["sea", 1], ["and", 1], ["storm", 1]]);
  assert.deepEqual([...wordCounts(a, true)], [["sea", 1], ["storm", 1]]);
});
