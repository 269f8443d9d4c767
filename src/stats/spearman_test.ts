import assert from "node:assert/strict";
import { spearmanRho } from "./spearman.ts";

function close(actual: number | null, expected: number, tol = 1e-14): void {
  assert.ok(actual !== null, `expected ${expected}, got null`);
  assert.ok(Math.abs(actual - expected) <= tol, `expected ${expected}, got ${actual}`);
}

Deno.test("spearmanRho matches scipy.stats.spearmanr without ties", () => {
  // scipy 1.17.1: scipy.stats.spearmanr([1,2,3,4],[10,30,20,40]).statistic -> 0.7999999999999999
  close(spearmanRho([1, 2, 3, 4], [10, 30, 20, 40]), 0.8);
  // scipy 1.17.1: spearmanr([1,2,3],[3,2,1]).statistic -> -1.0
  close(spearmanRho([1, 2, 3], [3, 2, 1]), -1);
});

Deno.test("spearmanRho uses midranks for ties like scipy", () => {
  // scipy 1.17.1: spearmanr([1,2,2,3,5,4,4,8],[2,1,3,3,9,4,6,5]).statistic -> 0.8545611491092096
  close(spearmanRho([1, 2, 2, 3, 5, 4, 4, 8], [2, 1, 3, 3, 9, 4, 6, 5]), 0.8545611491092096);
  // scipy 1.17.1: spearmanr([3,1,4,1,5,9,2,6,5,3,5],[2,7,1,8,2,8,1,8,2,8,4]).statistic
  //   -> 0.1384567651467695
  close(
    spearmanRho([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5], [2, 7, 1, 8, 2, 8, 1, 8, 2, 8, 4]),
    0.1384567651467695,
  );
});

Deno.test("spearmanRho is invariant to monotone transforms", () => {
  const x = [0.3, 1.7, 0.9, 2.4, 1.1];
  const y = [5, 3, 4, 1, 2];
  close(spearmanRho(x.map((v) => Math.exp(v)), y), spearmanRho(x, y) as number);
});

Deno.test("spearmanRho is null for n < 3 or a constant vector", () => {
  assert.equal(spearmanRho([], []), null);
  assert.equal(spearmanRho([1], [2]), null);
  assert.equal(spearmanRho([1, 2], [2, 1]), null);
  assert.equal(spearmanRho([4, 4, 4, 4], [1, 2, 3, 4]), null);
  assert.equal(spearmanRho([1, 2, 3, 4], [0.1, 0.1, 0.1, 0.1]), null);
});

Deno.test("spearmanRho rejects vectors of different length", () => {
  assert.throws(() => spearmanRho([1, 2, 3], [1, 2]), RangeError);
});
