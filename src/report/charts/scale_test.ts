import assert from "node:assert/strict";
import { clamp, linearScale, niceTicks, thinnedIndices } from "./scale.ts";

Deno.test("clamp() and linearScale() map by hand-computed values", () => {
  assert.equal(clamp(88, 2, 44), 44);
  assert.equal(clamp(0.88, 2, 44), 2);
  // (2.5 - 0) / 10 * (0 - 100) + 100 = 75
  assert.equal(linearScale(0, 10, 100, 0)(2.5), 75);
  // (−1 − (−2)) / 4 * 200 + 0 = 50
  assert.equal(linearScale(-2, 2, 0, 200)(-1), 50);
  // A zero-width domain maps to the middle of the range.
  assert.equal(linearScale(5, 5, 0, 80)(123), 40);
});

Deno.test("niceTicks() picks the smallest 1/2/2.5/5 step giving 4 to 6 ticks", () => {
  // By hand: [3.2, 17.8] step 1 -> 3..18 (16 ticks), 2 -> 2..18 (9), 2.5 -> 2.5..20 (8), 5 -> 0..20 (5).
  assert.deepEqual(niceTicks(3.2, 17.8), { min: 0, max: 20, step: 5, values: [0, 5, 10, 15, 20] });
  // [0, 1]: step 0.1 -> 11 ticks, 0.2 -> 6.
  assert.deepEqual(niceTicks(0, 1).values, [0, 0.2, 0.4, 0.6, 0.8, 1]);
  // [−2.7, 2.7]: step 1 -> −3..3 (7), 2 -> −4..4 (5).
  assert.deepEqual(niceTicks(-2.7, 2.7).values, [-4, -2, 0, 2, 4]);
  // Reversed bounds are swapped.
  assert.deepEqual(niceTicks(17.8, 3.2).values, [0, 5, 10, 15, 20]);
});

Deno.test("niceTicks() widens degenerate and tiny ranges", () => {
  // 5 ± 0.5 -> [4.5, 5.5]: step 0.2 -> 4.4..5.6 (7), 0.25 -> 4.5..5.5 (5).
  assert.deepEqual(niceTicks(5, 5).values, [4.5, 4.75, 5, 5.25, 5.5]);
  // 0 ± 1: step 0.5 -> 5 ticks.
  assert.deepEqual(niceTicks(0, 0).values, [-1, -0.5, 0, 0.5, 1]);
  // [12, 12.01] is narrower than 0.05: widened to [11.98, 12.03], step 0.01 -> 6 ticks.
  assert.deepEqual(niceTicks(12, 12.01).values, [11.98, 11.99, 12, 12.01, 12.02, 12.03]);
  // Non-finite bounds fall back to [0, 1].
  assert.deepEqual(niceTicks(NaN, Infinity).values, [0, 0.2, 0.4, 0.6, 0.8, 1]);
});

Deno.test("thinnedIndices() keeps the first position and every nice step", () => {
  assert.deepEqual(thinnedIndices(5, 20), [0, 1, 2, 3, 4]);
  // 31 positions, max 30: step 2 -> 0 and 1, 3, 5 … 29 (16 labels).
  const odd = thinnedIndices(31, 30);
  assert.equal(odd.length, 16);
  assert.deepEqual(odd.slice(0, 4), [0, 1, 3, 5]);
  // 364 chapters, max 20: steps 1, 2, 5, 10 give 364, 183, 73, 37 labels; 20 gives 1 + 18 = 19.
  const book = thinnedIndices(364, 20);
  assert.equal(book.length, 19);
  assert.deepEqual(book.slice(0, 3), [0, 19, 39]);
  assert.equal(book.at(-1), 359);
  assert.deepEqual(thinnedIndices(0, 20), []);
  assert.ok(thinnedIndices(100_000, 20).length <= 20);
});
