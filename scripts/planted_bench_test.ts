import assert from "node:assert/strict";
import {
  benchNovel,
  benchTable,
  type NovelOutcome,
  operatingPoints,
  plantCount,
  sweepTable,
} from "./planted_bench.ts";

const PRIDE = new URL("../../shared/corpus/en/pride-and-prejudice.md", import.meta.url);
const pride = await Deno.readTextFile(PRIDE).catch(() => null);

Deno.test("plantCount() plants one chapter per eight, between one and seven", () => {
  assert.deepEqual([3, 10, 26, 61, 364].map(plantCount), [1, 1, 3, 7, 7]);
});

Deno.test("operatingPoints() selects by BH at each level and counts recall and untouched lists", () => {
  // A hand-made novel of 50 chapters: untouched p of chapter 1 is 1e-4 (BH at 0.01 lists it:
  // 1e-4 ≤ 0.01/50), the rest 0.5; planted: chapter 10 (a 3 σ plant) at 1e-5, chapter 20
  // (a 2 σ plant) at 0.003 (listed at 0.2: 0.003 ≤ 2·0.2/50, not at 0.01), chapter 30 (a
  // 1 σ plant, not counted) at 0.5.
  const p = (hits: Record<number, number>) =>
    Object.fromEntries(Array.from({ length: 50 }, (_, i) => [String(i + 1), hits[i + 1] ?? 0.5]));
  const plant = (chapter: number, sigma: number) => ({
    chapter,
    kind: "chop" as const,
    sigma,
    feature: "staccato_pct" as const,
    standsOut: sigma,
    listed: false,
    rank: 0,
  });
  const novel: NovelOutcome = {
    name: "hand",
    chapters: 50,
    available: true,
    untouchedListed: [],
    plants: [plant(10, 3), plant(20, 2), plant(30, 1)],
    recall: { listed: 0, of: 2 },
    unplantedListed: [],
    pValues: { untouched: p({ 1: 1e-4 }), planted: p({ 1: 1e-4, 10: 1e-5, 20: 0.003 }) },
  };
  const [strict, loose] = operatingPoints([novel], [0.01, 0.2]);
  assert.deepEqual(strict.recall, { listed: 1, of: 2 });
  assert.deepEqual(loose.recall, { listed: 2, of: 2 });
  assert.equal(strict.untouchedListed, 1);
  assert.equal(strict.novelsOver, 0); // one chapter in 50 is the budget
  assert.match(sweepTable([novel]), /\| 0\.01 \| 1\/2 \| 1 of 50 \| 0 of 1 \| 1 \|/);
});

Deno.test({
  name: "planted bench on Pride and Prejudice: large plants are listed, untouched chapters are not",
  ignore: pride === null,
  fn() {
    // Seven plants into typical chapters: the hard case (ASL + 2 σ by glued sentences), then
    // chop, no dialogue, tense, openings, vocabulary, glue.
    const out = benchNovel("en/pride-and-prejudice.md", pride!, "en", 7);
    assert.equal(out.chapters, 61);
    assert.deepEqual(out.untouchedListed, []);
    assert.deepEqual(
      out.plants.map((p) => p.kind),
      ["hard", "chop", "no_dialogue", "tense", "openings", "vocabulary", "glue"],
    );
    const byKind = new Map(out.plants.map((p) => [p.kind, p]));
    // Chopped sentences, repeated openings and plain vocabulary move their feature by more
    // than 4 σ and are listed.
    for (
      const [kind, feature] of [
        ["chop", "staccato_pct"],
        ["openings", "start_entropy"],
        ["vocabulary", "long_word_pct"],
      ] as const
    ) {
      const p = byKind.get(kind)!;
      assert.ok(p.sigma >= 4 && p.feature === feature, JSON.stringify(p));
      assert.equal(p.listed, true, JSON.stringify(p));
    }
    // The hard case moves a feature by about 2 σ (the bisection's target), too little to
    // stand out from 61 chapters by chance alone.
    const hard = byKind.get("hard")!;
    assert.ok(hard.sigma > 1.5 && hard.sigma < 3, JSON.stringify(hard));
    assert.deepEqual(out.unplantedListed, []);
    assert.ok(out.recall.listed >= 3);
    assert.match(benchTable([out]), /\| en\/pride-and-prejudice\.md \| 61 \| 0 \|/);
  },
});
