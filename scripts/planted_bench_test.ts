import assert from "node:assert/strict";
import { benchNovel, benchTable, plantCount } from "./planted_bench.ts";

const PRIDE = new URL("../../shared/corpus/en/pride-and-prejudice.md", import.meta.url);
const pride = await Deno.readTextFile(PRIDE).catch(() => null);

Deno.test("plantCount() plants one chapter per eight, between one and six", () => {
  assert.deepEqual([3, 10, 26, 61, 364].map(plantCount), [1, 1, 3, 6, 6]);
});

Deno.test({
  name: "planted bench on Pride and Prejudice: large plants are listed, untouched chapters are not",
  ignore: pride === null,
  fn() {
    // Three plants: the hard case (ASL + 2 σ by glued sentences), sentences glued at half the
    // ends, sentences chopped at every comma.
    const out = benchNovel("en/pride-and-prejudice.md", pride!, "en", 3);
    assert.equal(out.chapters, 61);
    assert.deepEqual(out.untouchedListed, []);
    assert.deepEqual(out.plants.map((p) => p.kind), ["hard", "glue", "chop"]);
    const chop = out.plants[2];
    assert.ok(chop.sigma >= 1.5 && chop.feature === "staccato_pct", JSON.stringify(chop));
    assert.equal(chop.listed, true);
    // The hard case moves ASL by about 2 σ (the bisection's target) or as far as gluing goes.
    const hard = out.plants[0];
    assert.ok(hard.sigma > 0.5, JSON.stringify(hard));
    assert.deepEqual(out.unplantedListed, []);
    assert.ok(out.recall.of >= 1 && out.recall.listed >= 1);
    assert.match(benchTable([out]), /\| en\/pride-and-prejudice\.md \| 61 \| 0 \|/);
  },
});
