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

Deno.test("chapterDivergences() top words are the first JSD_TOP_WORDS of all contributions sorted", () => {
  // 40 content words over 6 chapters of a seeded random text: the kept words must equal a full
  // sort of every over-represented word by its JSD term (then by the word), cut to the limit.
  let seed = 3;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const words = Array.from({ length: 40 }, (_, k) => `w${k}`);
  const flags = new Uint8Array(40).fill(CONTENT_WORD);
  const chapters = Array.from(
    { length: 6 },
    () => Int32Array.from({ length: 300 }, () => Math.floor(next() ** 2 * 40)),
  );
  const total = new Map<number, number>();
  for (const ids of chapters) for (const id of ids) total.set(id, (total.get(id) ?? 0) + 1);
  const result = chapterDivergences(chapters, { words, flags });
  chapters.forEach((ids, c) => {
    const own = new Map<number, number>();
    for (const id of ids) own.set(id, (own.get(id) ?? 0) + 1);
    const rest = 1800 - ids.length;
    const terms: [string, number][] = [];
    for (const [id, k] of own) {
      const p = k / ids.length, q = (total.get(id)! - k) / rest, m = (p + q) / 2;
      const term = 0.5 * p * Math.log(p / m) + (q > 0 ? 0.5 * q * Math.log(q / m) : 0);
      if (p > q) terms.push([words[id], term]);
    }
    terms.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    assert.ok(terms.length > 10);
    assert.deepEqual(result[c].topWords, terms.slice(0, 10).map(([w]) => w));
  });
});
