import assert from "node:assert/strict";
import { cliffsDelta, cliffsLabel } from "./cliffs_delta.ts";

// Reference: numpy 2.4.6, np.sign(np.array(x)[:, None] - np.array(y)[None, :]).mean()

Deno.test("cliffsDelta of one value against a sample counts wins minus losses", () => {
  // numpy: sign([5] - [1,2,3,9]).mean() -> 0.5
  assert.equal(cliffsDelta([5], [1, 2, 3, 9]), 0.5);
  // numpy: sign([4.2] - [3.1,4.2,5.0,2.2,6.1,4.0]).mean() -> 0.16666666666666666 (tie ignored)
  assert.equal(cliffsDelta([4.2], [3.1, 4.2, 5.0, 2.2, 6.1, 4.0]), 1 / 6);
  assert.equal(cliffsDelta([0], [1, 2]), -1);
});

Deno.test("cliffsDelta between two samples with ties matches the pairwise definition", () => {
  // numpy: sign([2.5,3,3,7] - [1,3,3,4,8]).mean() -> -0.1
  assert.ok(Math.abs((cliffsDelta([2.5, 3, 3, 7], [1, 3, 3, 4, 8]) as number) + 0.1) < 1e-15);
  // numpy: sign([10,11] - [1,2,3]).mean() -> 1.0; identical samples -> 0.0
  assert.equal(cliffsDelta([10, 11], [1, 2, 3]), 1);
  assert.equal(cliffsDelta([1, 2, 3], [1, 2, 3]), 0);
  assert.equal(cliffsDelta([7, 7], [7, 7, 7]), 0);
});

Deno.test("cliffsDelta is antisymmetric in its arguments", () => {
  const x = [3, 1, 4, 1, 5, 9, 2, 6];
  const y = [2, 7, 1, 8, 2, 8];
  assert.equal(cliffsDelta(x, y), -(cliffsDelta(y, x) as number));
});

Deno.test("cliffsDelta is null when either sample is empty", () => {
  assert.equal(cliffsDelta([], [1, 2]), null);
  assert.equal(cliffsDelta([1], []), null);
  assert.throws(() => cliffsDelta([NaN], [1]), RangeError);
});

Deno.test("cliffsLabel applies the Romano et al. (2006) thresholds to |d|", () => {
  assert.equal(cliffsLabel(0), "negligible");
  assert.equal(cliffsLabel(0.146), "negligible");
  assert.equal(cliffsLabel(-0.147), "small");
  assert.equal(cliffsLabel(0.329), "small");
  assert.equal(cliffsLabel(0.33), "medium");
  assert.equal(cliffsLabel(-0.4739), "medium");
  assert.equal(cliffsLabel(0.474), "large");
  assert.equal(cliffsLabel(-1), "large");
  assert.throws(() => cliffsLabel(NaN), RangeError);
  assert.throws(() => cliffsLabel(1.5), RangeError);
});
