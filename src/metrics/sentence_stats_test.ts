import assert from "node:assert/strict";
import {
  coefficientOfVariation,
  entropySeBits,
  exactMedian,
  meanOf,
  sampleStandardDeviation,
  shannonEntropyBits,
  shareAtLeast,
  shareAtMost,
  upperMedian,
} from "./sentence_stats.ts";

const LENGTHS = [12, 7, 3, 25, 9, 14, 5, 18];
const close = (actual: number | null, expected: number, tol = 1e-12) =>
  assert.ok(
    actual !== null && Math.abs(actual - expected) < tol,
    `${actual} is not within ${tol} of ${expected}`,
  );

Deno.test("upperMedian() takes the element at floor(n/2) of the sorted list", () => {
  // Python: statistics.median_high([12, 7, 3, 25, 9, 14, 5, 18]) -> 12
  assert.equal(upperMedian(LENGTHS), 12);
  assert.equal(upperMedian([5, 1, 3]), 3);
  assert.equal(upperMedian([10, 2]), 10); // numeric, not lexicographic, order
  assert.equal(upperMedian([]), 0);
});

Deno.test("exactMedian() averages the two middle values for even counts", () => {
  // Python: statistics.median([12, 7, 3, 25, 9, 14, 5, 18]) -> 10.5
  assert.equal(exactMedian(LENGTHS), 10.5);
  assert.equal(exactMedian([5, 1, 3]), 3);
  assert.equal(exactMedian([]), 0);
});

Deno.test("meanOf() is the arithmetic mean and 0 for an empty list", () => {
  assert.equal(meanOf(LENGTHS), 11.625); // Python: statistics.mean -> 11.625
  assert.equal(meanOf([]), 0);
});

Deno.test("sampleStandardDeviation() uses n − 1 and is null below 2 values", () => {
  close(sampleStandardDeviation(LENGTHS), 7.2886898685566255); // Python: statistics.stdev
  assert.equal(sampleStandardDeviation([4]), null);
});

Deno.test("coefficientOfVariation() is sample sd over mean", () => {
  // Python: statistics.stdev(xs) / statistics.mean(xs) -> 0.6269840747145484
  close(coefficientOfVariation(LENGTHS), 0.6269840747145484);
  close(coefficientOfVariation([10, 20, 30]), 0.5, 1e-15); // hand: sd 10, mean 20
});

Deno.test("coefficientOfVariation() is null below 2 values or for a zero mean", () => {
  assert.equal(coefficientOfVariation([8]), null);
  assert.equal(coefficientOfVariation([]), null);
  assert.equal(coefficientOfVariation([-2, 2]), null);
});

Deno.test("shareAtMost() and shareAtLeast() give inclusive percentages", () => {
  // ≤ 7: 7, 3, 5 -> 3 of 8; ≥ 14: 25, 14, 18 -> 3 of 8
  assert.equal(shareAtMost(LENGTHS, 7), 37.5);
  assert.equal(shareAtLeast(LENGTHS, 14), 37.5);
  assert.equal(shareAtMost(LENGTHS, 100), 100);
  assert.equal(shareAtLeast(LENGTHS, 100), 0);
  assert.equal(shareAtMost([], 5), 0);
  assert.equal(shareAtLeast([], 5), 0);
});

Deno.test("shannonEntropyBits() matches scipy and ignores zero counts", () => {
  // scipy 1.17.1: scipy.stats.entropy([5, 3, 1, 1], base=2) -> 1.6854752972273344
  close(shannonEntropyBits([5, 3, 1, 1]), 1.6854752972273344);
  close(
    shannonEntropyBits(new Map([["a", 5], ["b", 0], ["c", 3], ["d", 1], ["e", 1]]).values()),
    1.6854752972273344,
  );
  assert.equal(shannonEntropyBits([4, 4, 4, 4]), 2); // hand: log2 4
  assert.equal(shannonEntropyBits([7]), 0);
  assert.equal(shannonEntropyBits([]), 0);
});

Deno.test("entropySeBits() is the delta-method standard error", () => {
  // numpy: p = c/c.sum(); H = -(p*log2 p).sum(); sqrt(((p*log2(p)**2).sum() - H**2) / c.sum())
  //   c = [5, 3, 1, 1] -> 0.2777281257906683
  close(entropySeBits([5, 3, 1, 1]), 0.2777281257906683);
  // hand, c = [3, 1]: H = 0.811278; Σp(log2 p)² = 0.75·0.17243 + 0.25·4 = 1.12932;
  //   sqrt((1.12932 − 0.65817)/4) = 0.343154
  close(entropySeBits([3, 1]), 0.34315444741755824);
  // no spread in −log2 p (one type, uniform split): variance 0
  assert.equal(entropySeBits([9]), 0);
  assert.equal(entropySeBits([2, 2, 2, 2]), 0);
});

Deno.test("entropySeBits() is null below a total count of 2", () => {
  assert.equal(entropySeBits([1]), null);
  assert.equal(entropySeBits([]), null);
});
