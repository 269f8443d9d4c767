import assert from "node:assert/strict";
import { dotRadius } from "./dots.ts";

Deno.test("dotRadius() makes the area proportional to the count", () => {
  // By hand: 2 × √(4 / 16) = 1; 2 × √(16 / 16) = 2.
  assert.equal(dotRadius(4, 16, 2, 0.3), 1);
  assert.equal(dotRadius(16, 16, 2, 0.3), 2);
});

Deno.test("dotRadius() keeps a single mention visible and draws nothing for none", () => {
  assert.equal(dotRadius(1, 10000, 2, 0.3), 0.3);
  assert.equal(dotRadius(0, 16, 2, 0.3), 0);
  assert.equal(dotRadius(NaN, 16, 2, 0.3), 0);
  assert.equal(dotRadius(3, 0, 2, 0.3), 0);
});
