import assert from "node:assert/strict";
import { hillTailIndex } from "./hill.ts";
import { mulberry32 } from "../codec/prng.ts";

// Reference implementation, numpy 2.4.6:
//   p = np.sort(x[x > 0])[::-1]; k = k or int(np.floor(np.sqrt(len(p))))
//   k / np.sum(np.log(p[:k] / p[k]))
Deno.test("hillTailIndex() matches numpy on powers of two with k = 3", () => {
  const xs = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512];
  assert.ok(Math.abs(hillTailIndex(xs, 3)! - 0.7213475204444818) < 1e-12);
});

Deno.test("hillTailIndex() drops non-positive values and defaults k to floor(sqrt(m))", () => {
  // m = 8 positive values, k = 2: 2 / (ln(9/5) + ln(7/5)) -> numpy 2.163895848558957
  assert.ok(Math.abs(hillTailIndex([5, -3, 0, 2, 9, 2, 7, 1, 1, 3])! - 2.163895848558957) < 1e-12);
  // Ties above the threshold still count: numpy on [5, 5, 1, 1, 1], k = 2 -> 2 / (2 ln 5)
  assert.ok(Math.abs(hillTailIndex([5, 5, 1, 1, 1], 2)! - 0.6213349345596119) < 1e-12);
});

Deno.test("hillTailIndex() recovers the index of an exact Pareto sample", () => {
  const rand = mulberry32(5);
  // Inverse transform of P(X > x) = x^-1.5, x >= 1.
  const xs = Array.from({ length: 20000 }, () => Math.pow(1 - rand(), -1 / 1.5));
  const alpha = hillTailIndex(xs, 1000)!;
  assert.ok(Math.abs(alpha - 1.5) < 0.15, `alpha ${alpha}`);
});

Deno.test("hillTailIndex() is null for too few values, k < 2 and a zero log sum", () => {
  assert.equal(hillTailIndex([]), null);
  assert.equal(hillTailIndex([3]), null);
  assert.equal(hillTailIndex([3, 2]), null); // default k = 1
  assert.equal(hillTailIndex([3, 2, 1]), null); // default k = 1
  assert.equal(hillTailIndex([3, 2, 1], 2), 2 / (Math.log(3) + Math.log(2)));
  assert.equal(hillTailIndex([3, 2], 2), null); // m < k + 1
  assert.equal(hillTailIndex([5, 4, 3, 2, 1], 1), null);
  assert.equal(hillTailIndex([5, 4, 3, 2, 1], 2.5), null);
  assert.equal(hillTailIndex([-1, -2, 0, 0, 0]), null);
  assert.equal(hillTailIndex([3, 3, 3, 3, 3, 1], 3), null); // constant top: sum 0
  assert.equal(hillTailIndex([7, 7, 7, 7, 7, 7, 7, 7, 7]), null);
});
