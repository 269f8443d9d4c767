import assert from "node:assert/strict";
import { balancedSplit } from "./legend.ts";

Deno.test("balancedSplit() splits equal items evenly", () => {
  assert.deepEqual(balancedSplit([1, 1, 1, 1], 2), [[0, 1], [2, 3]]);
});

Deno.test("balancedSplit() keeps the order and lowers the tallest column", () => {
  // Splits of [3, 1, 1, 1, 3] into 3: [3] [1 1 1] [3] has tallest column 3.
  assert.deepEqual(balancedSplit([3, 1, 1, 1, 3], 3), [[0], [1, 2, 3], [4]]);
});

Deno.test("balancedSplit() leaves columns empty when there are fewer items", () => {
  const split = balancedSplit([2], 3);
  assert.deepEqual(split.flat(), [0]);
  assert.equal(split.length, 3);
});
