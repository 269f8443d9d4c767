import assert from "node:assert/strict";
import {
  highMedian,
  lowMedian,
  mad,
  mean,
  median,
  requireFinite,
  sampleSd,
  sigmaMad,
} from "./descriptive.ts";

function close(actual: number | null, expected: number, tol = 1e-12): void {
  assert.ok(actual !== null, `expected ${expected}, got null`);
  assert.ok(Math.abs(actual - expected) <= tol, `expected ${expected}, got ${actual}`);
}

Deno.test("descriptive statistics are null on an empty array", () => {
  assert.equal(mean([]), null);
  assert.equal(sampleSd([]), null);
  assert.equal(median([]), null);
  assert.equal(lowMedian([]), null);
  assert.equal(highMedian([]), null);
  assert.equal(mad([]), null);
  assert.equal(sigmaMad([]), null);
});

Deno.test("a single value is its own mean and medians, has MAD 0 and no sample sd", () => {
  assert.equal(mean([4.5]), 4.5);
  assert.equal(sampleSd([4.5]), null);
  assert.equal(median([4.5]), 4.5);
  assert.equal(lowMedian([4.5]), 4.5);
  assert.equal(highMedian([4.5]), 4.5);
  assert.equal(mad([4.5]), 0);
  assert.equal(sigmaMad([4.5]), 0);
});

Deno.test("two values: median averages, low/high medians pick the order statistics", () => {
  // numpy 2.4.6: np.mean([5,1]) -> 3.0; np.std([5,1], ddof=1) -> 2.8284271247461903
  // Python statistics.median_low([5,1]) -> 1, median_high -> 5
  // scipy 1.17.1: scipy.stats.median_abs_deviation([5,1]) -> 2.0
  assert.equal(mean([5, 1]), 3);
  close(sampleSd([5, 1]), 2.8284271247461903);
  assert.equal(median([5, 1]), 3);
  assert.equal(lowMedian([5, 1]), 1);
  assert.equal(highMedian([5, 1]), 5);
  assert.equal(mad([5, 1]), 2);
});

Deno.test("even n with ties matches numpy, Python statistics and scipy", () => {
  const xs = [2, 4, 4, 4, 5, 5, 7, 9];
  // numpy 2.4.6: np.mean(xs) -> 5.0; np.std(xs, ddof=1) -> 2.138089935299395;
  //   np.median(xs) -> 4.5; statistics.median_low -> 4; statistics.median_high -> 5
  // scipy 1.17.1: scipy.stats.median_abs_deviation(xs) -> 0.5; * 1.4826 -> 0.7413
  assert.equal(mean(xs), 5);
  close(sampleSd(xs), 2.138089935299395);
  assert.equal(median(xs), 4.5);
  assert.equal(lowMedian(xs), 4);
  assert.equal(highMedian(xs), 5);
  assert.equal(mad(xs), 0.5);
  close(sigmaMad(xs), 0.7413);
});

Deno.test("odd n: all three medians coincide", () => {
  const xs = [1, 1, 2, 2, 4, 6, 9];
  // numpy 2.4.6: np.mean -> 3.5714285714285716; np.std(ddof=1) -> 2.9920529661723827;
  //   np.median -> 2.0; scipy.stats.median_abs_deviation -> 1.0
  close(mean(xs), 3.5714285714285716);
  close(sampleSd(xs), 2.9920529661723827);
  assert.equal(median(xs), 2);
  assert.equal(lowMedian(xs), 2);
  assert.equal(highMedian(xs), 2);
  assert.equal(mad(xs), 1);
  assert.equal(sigmaMad(xs), 1.4826);
});

Deno.test("unsorted fractional input matches numpy and scipy", () => {
  const xs = [3.5, -1.25, 10, 0.5, 7.75, 2];
  // numpy 2.4.6: mean 3.75; std(ddof=1) 4.330127018922194; median 2.75;
  //   median_low 2; median_high 3.5; scipy median_abs_deviation 3.125; * 1.4826 -> 4.633125
  close(mean(xs), 3.75);
  close(sampleSd(xs), 4.330127018922194);
  close(median(xs), 2.75);
  assert.equal(lowMedian(xs), 2);
  assert.equal(highMedian(xs), 3.5);
  close(mad(xs), 3.125);
  close(sigmaMad(xs), 4.633125);
});

Deno.test("a constant vector has exactly its value as mean and a zero sd", () => {
  // numpy gives np.mean([0.1]*7) -> 0.09999999999999999 and std 1.5e-17; we clamp.
  const xs = new Array(7).fill(0.1);
  assert.equal(mean(xs), 0.1);
  assert.equal(sampleSd(xs), 0);
  assert.equal(mad(xs), 0);
});

Deno.test("descriptive functions do not mutate their input", () => {
  const xs = [3, 1, 2];
  median(xs);
  lowMedian(xs);
  highMedian(xs);
  mad(xs);
  assert.deepEqual(xs, [3, 1, 2]);
});

Deno.test("non-finite values are rejected with a RangeError", () => {
  assert.throws(() => mean([1, NaN]), RangeError);
  assert.throws(() => median([Infinity, 1]), RangeError);
  assert.throws(() => requireFinite([0, -Infinity], "xs"), /xs\[1\]/);
});
