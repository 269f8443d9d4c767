import assert from "node:assert/strict";
import { midranks } from "./ranks.ts";

Deno.test("midranks averages the ranks of tied values like scipy rankdata", () => {
  // scipy 1.17.1: scipy.stats.rankdata([10, 20, 20, 5]) -> [2, 3.5, 3.5, 1]
  assert.deepEqual(midranks([10, 20, 20, 5]), [2, 3.5, 3.5, 1]);
  // scipy 1.17.1: rankdata([3,1,4,1,5,9,2,6,5,3,5]) -> [4.5,1.5,6,1.5,8,11,3,10,8,4.5,8]
  assert.deepEqual(midranks([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]), [
    4.5,
    1.5,
    6,
    1.5,
    8,
    11,
    3,
    10,
    8,
    4.5,
    8,
  ]);
});

Deno.test("midranks of a constant vector are all (n+1)/2", () => {
  // scipy 1.17.1: rankdata([7, 7, 7]) -> [2, 2, 2]
  assert.deepEqual(midranks([7, 7, 7]), [2, 2, 2]);
});

Deno.test("midranks handles n = 0, 1, 2 and negative values", () => {
  assert.deepEqual(midranks([]), []);
  assert.deepEqual(midranks([2.5]), [1]);
  assert.deepEqual(midranks([4, -4]), [2, 1]);
  assert.deepEqual(midranks([-0, 0]), [1.5, 1.5]);
});

Deno.test("midranks leaves its input untouched and rejects NaN", () => {
  const xs = [3, 1, 2];
  midranks(xs);
  assert.deepEqual(xs, [3, 1, 2]);
  assert.throws(() => midranks([1, NaN]), RangeError);
});

Deno.test("midranks agree with ranks counted by hand on random data with many ties", () => {
  // The rank of x by definition: 1 + #(values below x) + (#(values equal to x) − 1) / 2.
  let seed = 11;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (const n of [3, 10, 57, 400]) {
    const xs = Array.from({ length: n }, () => Math.round(next() * 20) / 4 - 2);
    if (n === 57) xs[5] = -0;
    const byHand = xs.map((x) => {
      const below = xs.filter((v) => v < x).length;
      const equal = xs.filter((v) => v === x).length;
      return 1 + below + (equal - 1) / 2;
    });
    assert.deepEqual(midranks(xs), byHand);
  }
});
