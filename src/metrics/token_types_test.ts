import assert from "node:assert/strict";
import { countTypes, typeFrequencies, typeIds } from "./token_types.ts";

Deno.test("countTypes() counts each type", () => {
  assert.deepEqual([...countTypes(["a", "b", "a"])], [["a", 2], ["b", 1]]);
  assert.equal(countTypes([]).size, 0);
});

Deno.test("typeIds() numbers types by first occurrence", () => {
  const { ids, types } = typeIds(["x", "y", "x", "z"]);
  assert.deepEqual([...ids], [0, 1, 0, 2]);
  assert.equal(types, 3);
});

Deno.test("typeFrequencies() lists counts in type id order, for a few tokens of many types too", () => {
  // Fewer tokens than types takes the sorting path; more takes the counting array: both give
  // the non-zero counts of types 0, 1, 2, … in that order (counted here by hand).
  assert.deepEqual(typeFrequencies({ ids: Int32Array.of(7, 2, 7, 40, 2, 7), types: 50 }), [
    2,
    3,
    1,
  ]);
  assert.deepEqual(typeFrequencies({ ids: Int32Array.of(2, 0, 2, 1, 2, 0), types: 3 }), [2, 1, 3]);
  assert.deepEqual(typeFrequencies({ ids: new Int32Array(0), types: 10 }), []);
  // Both paths agree on a random sequence (a seeded LCG).
  let seed = 7;
  const ids = Int32Array.from({ length: 3000 }, () => (seed = (seed * 48271) % 2147483647) % 900);
  const dense = typeFrequencies({ ids, types: 900 });
  assert.deepEqual(typeFrequencies({ ids, types: 5000 }), dense);
  assert.equal(dense.reduce((a, b) => a + b, 0), 3000);
});
