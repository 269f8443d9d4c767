import assert from "node:assert/strict";
import { countTypes, typeIds } from "./token_types.ts";

Deno.test("countTypes() counts each type", () => {
  assert.deepEqual([...countTypes(["a", "b", "a"])], [["a", 2], ["b", 1]]);
  assert.equal(countTypes([]).size, 0);
});

Deno.test("typeIds() numbers types by first occurrence", () => {
  const { ids, types } = typeIds(["x", "y", "x", "z"]);
  assert.deepEqual([...ids], [0, 1, 0, 2]);
  assert.equal(types, 3);
});
