import assert from "node:assert/strict";
import { splitEvenly } from "./heatmap.ts";

Deno.test("splitEvenly() makes the fewest ranges of near-equal size", () => {
  assert.deepEqual(splitEvenly(5, 2), [[0, 1], [1, 3], [3, 5]]);
  assert.deepEqual(splitEvenly(8, 52), [[0, 8]]);
});

Deno.test("splitEvenly() splits War and Peace's 364 chapters into 7 blocks of 52", () => {
  const blocks = splitEvenly(364, 52);
  assert.equal(blocks.length, 7);
  assert.ok(blocks.every(([a, b]) => b - a === 52));
  assert.equal(blocks[6][1], 364);
});

Deno.test("splitEvenly() covers every item once, sizes differing by at most one", () => {
  const blocks = splitEvenly(365, 52);
  assert.equal(blocks.length, 8);
  const sizes = blocks.map(([a, b]) => b - a);
  assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1);
  blocks.forEach(([a], k) => assert.equal(a, k === 0 ? 0 : blocks[k - 1][1]));
  assert.equal(blocks[blocks.length - 1][1], 365);
});

Deno.test("splitEvenly() of nothing is no range", () => {
  assert.deepEqual(splitEvenly(0, 10), []);
});
