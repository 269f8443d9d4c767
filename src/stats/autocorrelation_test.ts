import assert from "node:assert/strict";
import { acfCritical, lag1Autocorrelation } from "./autocorrelation.ts";

// Reference: statsmodels is not installed; its acf (adjusted=False) at lag 1 was computed in
// numpy 2.4.6 as d = x - x.mean(); np.sum(d[:-1] * d[1:]) / np.sum(d * d).

function close(actual: number | null, expected: number, tol = 1e-15): void {
  assert.ok(actual !== null, `expected ${expected}, got null`);
  assert.ok(Math.abs(actual - expected) <= tol, `expected ${expected}, got ${actual}`);
}

Deno.test("lag1Autocorrelation matches the statsmodels acf formula", () => {
  // numpy: [1,2,3,4,5] -> 0.4 (by hand: (-2*-1 + -1*0 + 0*1 + 1*2) / 10)
  close(lag1Autocorrelation([1, 2, 3, 4, 5]), 0.4);
  // numpy: [1,-1,1,-1,1,-1] -> -0.8333333333333334
  close(lag1Autocorrelation([1, -1, 1, -1, 1, -1]), -0.8333333333333334);
  // numpy: [2.5,3.1,2.8,4.0,3.6,4.4,5.1,4.7] -> 0.5240188062142274
  close(lag1Autocorrelation([2.5, 3.1, 2.8, 4.0, 3.6, 4.4, 5.1, 4.7]), 0.5240188062142274);
  // numpy: [1,2,1] -> -0.6666666666666666
  close(lag1Autocorrelation([1, 2, 1]), -0.6666666666666666);
});

Deno.test("lag1Autocorrelation is null for n < 3 or a constant series", () => {
  assert.equal(lag1Autocorrelation([]), null);
  assert.equal(lag1Autocorrelation([1]), null);
  assert.equal(lag1Autocorrelation([1, 2]), null);
  assert.equal(lag1Autocorrelation([0.1, 0.1, 0.1, 0.1, 0.1]), null);
});

Deno.test("acfCritical is 1.96 / sqrt(n)", () => {
  close(acfCritical(16), 0.49);
  close(acfCritical(400), 0.098);
  close(acfCritical(1), 1.96);
  assert.throws(() => acfCritical(0), RangeError);
  assert.throws(() => acfCritical(NaN), RangeError);
});
