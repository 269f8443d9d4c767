import assert from "node:assert/strict";
import { jensenShannon } from "../metrics/jsd.ts";
import { chapterDivergences } from "./divergence.ts";
import { CONTENT_WORD } from "./lexicon.ts";

const WORDS = ["the", "lamp", "sea", "keeper", "ledger", "storm", "and"];
const FLAGS = new Uint8Array([
  0,
  CONTENT_WORD,
  CONTENT_WORD,
  CONTENT_WORD,
  CONTENT_WORD,
  CONTENT_WORD,
  0,
]);

function counts(ids: number[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const id of ids) m.set(WORDS[id], (m.get(WORDS[id]) ?? 0) + 1);
  return m;
}

Deno.test("chapterDivergences() equals the full JSD of each chapter against the pooled rest", () => {
  const chapters = [[0, 1, 1, 2, 0, 6], [0, 3, 4, 4, 6, 0, 0], [5, 5, 0, 2, 1, 6]];
  const result = chapterDivergences(chapters.map((c) => Int32Array.from(c)), {
    words: WORDS,
    flags: FLAGS,
  });
  chapters.forEach((c, i) => {
    const rest = chapters.filter((_, k) => k !== i).flat();
    // jensenShannon() is checked against scipy.spatial.distance.jensenshannon(p, q)**2.
    const expected = jensenShannon(counts(c), counts(rest));
    assert.ok(Math.abs(result[i].jsd! - expected) < 1e-12, `chapter ${i + 1}`);
  });
  assert.deepEqual(result[1].topWords, ["ledger", "keeper"]);
  // Chapter 3 alone uses "storm" (p = 2/6, q = 0): it leads; "the" and "and" are not content.
  assert.equal(result[2].topWords[0], "storm");
  assert.ok(!result[2].topWords.includes("the") && !result[2].topWords.includes("and"));
});

Deno.test("chapterDivergences() is null without a rest or without words", () => {
  const one = chapterDivergences([Int32Array.of(0, 1)], { words: WORDS, flags: FLAGS });
  assert.equal(one[0].jsd, null);
  const empty = chapterDivergences([Int32Array.of(), Int32Array.of(1)], {
    words: WORDS,
    flags: FLAGS,
  });
  assert.equal(empty[0].jsd, null);
});

Deno.test("disjoint chapters diverge by ln 2", () => {
  const d = chapterDivergences([Int32Array.of(1, 2), Int32Array.of(3, 4)], {
    words: WORDS,
    flags: FLAGS,
  });
  assert.ok(Math.abs(d[0].jsd! - Math.LN2) < 1e-15);
});
