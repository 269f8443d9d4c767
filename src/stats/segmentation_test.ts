import assert from "node:assert/strict";
import { segment, segmentationCost, segmentationPenalty } from "./segmentation.ts";
import { mulberry32 } from "../codec/prng.ts";

const STEPS = [2.0, 2.5, 1.8, 2.2, 6.1, 5.7, 6.3, 5.9, 6.0, 2.1, 1.9, 2.4];

/** Cheapest valid partition by enumerating every subset of break positions. */
function bruteForce(xs: readonly number[], penalty: number, minSize: number): number {
  const n = xs.length;
  let best = Infinity;
  for (let mask = 0; mask < 1 << (n - 1); mask++) {
    const breaks: number[] = [];
    for (let i = 1; i < n; i++) if (mask & (1 << (i - 1))) breaks.push(i);
    const bounds = [0, ...breaks, n];
    if (bounds.some((b, k) => k > 0 && b - bounds[k - 1] < minSize)) continue;
    best = Math.min(best, segmentationCost(xs, breaks, penalty));
  }
  return best;
}

Deno.test("segment() is exactly optimal against brute force over all partitions, n <= 10", () => {
  const rand = mulberry32(11);
  for (let trial = 0; trial < 60; trial++) {
    const n = 2 + (trial % 9);
    // Level shifts plus noise, so optimal answers range from no break to many.
    const xs = Array.from({ length: n }, (_, i) => (i > n / 2 ? 3 : 0) + rand() * 2);
    for (const minSize of [1, 2, 3]) {
      for (const penalty of [0, 0.3, 1.5, 10]) {
        const breaks = segment(xs, { penalty, minSize });
        const got = segmentationCost(xs, breaks, penalty);
        const bounds = [0, ...breaks, n];
        if (breaks.length > 0) {
          assert.ok(bounds.every((b, k) => k === 0 || b - bounds[k - 1] >= minSize));
        }
        if (n < 2 * minSize) assert.deepEqual(breaks, []);
        else assert.ok(Math.abs(got - bruteForce(xs, penalty, minSize)) < 1e-9, `n=${n}`);
      }
    }
  }
});

Deno.test("segment() finds the two level shifts of a step sequence with the default penalty", () => {
  // Python brute force over all partitions (itertools.combinations, minSize 2, numpy
  // within-segment SS) at beta = 1.3655200413103339 -> breaks (4, 9), cost 3.325206749287334
  assert.deepEqual(segment(STEPS), [4, 9]);
  assert.ok(
    Math.abs(segmentationCost(STEPS, [4, 9], 1.3655200413103339) - 3.325206749287334) < 1e-12,
  );
  // Same brute force at beta = 50 -> no break.
  assert.deepEqual(segment(STEPS, { penalty: 50 }), []);
  // minSize 1, beta = 0: every element its own segment.
  assert.deepEqual(segment(STEPS, { penalty: 0, minSize: 1 }), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
});

Deno.test("segmentationPenalty() is 2 sigma^2 ln n with the difference-MAD sigma", () => {
  // numpy 2.4.6: d = np.diff(x); s = 1.4826*np.median(np.abs(d - np.median(d)))/np.sqrt(2);
  // 2*s*s*np.log(len(x))
  const cases: [number[], number][] = [
    [[1, 2, 4, 7], 3.0472174613500678],
    [STEPS, 1.3655200413103339],
    // MAD of the differences is 0 -> sample sd: 2*np.std(x, ddof=1)**2*np.log(5)
    [[3, 3, 3, 3, 8], 16.094379124341007],
    [[1, 5], 11.090354888959126],
  ];
  for (const [xs, expected] of cases) {
    assert.ok(Math.abs(segmentationPenalty(xs)! - expected) < 1e-12 * expected, String(xs));
  }
});

Deno.test("segmentationPenalty() treats rounding residue in the differences as zero", () => {
  // The differences 0.1 and 5.1 - 5 differ in the last bits only; numpy gives a MAD of
  // ~1e-16 there. Fallback: 2*np.std(x, ddof=1)**2*np.log(8) -> 29.718190261378677
  const xs = [0, 0.1, 0, 0.1, 5, 5.1, 5, 5.1];
  assert.ok(Math.abs(segmentationPenalty(xs)! - 29.718190261378677) < 1e-9);
  assert.deepEqual(segment(xs), [4]);
});

Deno.test("segment() returns no break for empty, n = 1, constant and non-finite input", () => {
  assert.deepEqual(segment([]), []);
  assert.deepEqual(segment([4]), []);
  assert.deepEqual(segment([4, 9]), []); // n < 2 * minSize
  assert.deepEqual(segment([4, 9, 4], { penalty: 0 }), []);
  assert.deepEqual(segment([5, 5, 5, 5, 5, 5]), []);
  assert.deepEqual(segment([5, 5, 5, 5, 5, 5], { penalty: 0 }), []);
  assert.deepEqual(segment([0, 0, 0, Number.NaN, 9, 9]), []);
  assert.equal(segmentationPenalty([]), null);
  assert.equal(segmentationPenalty([2]), null);
  assert.equal(segmentationPenalty([2, 2, 2]), null);
});

Deno.test("segment() handles n = 2 and n = 3 with minSize 1 and ties deterministically", () => {
  assert.deepEqual(segment([0, 10], { penalty: 1, minSize: 1 }), [1]);
  assert.deepEqual(segment([0, 10], { penalty: 60, minSize: 1 }), []); // SS 50 < 60
  // [0, 0, 10]: one break at 2 removes all cost.
  assert.deepEqual(segment([0, 0, 10], { penalty: 1, minSize: 1 }), [2]);
  // Tie, by hand: [0, 5, 10], penalty 20: breaks [1] and [2] both cost 12.5 + 20 = 32.5
  // (no break 50, two breaks 40); the partition whose last segment starts earliest wins.
  assert.deepEqual(segment([0, 5, 10], { penalty: 20, minSize: 1 }), [1]);
  assert.equal(segmentationCost([0, 5, 10], [2], 20), 32.5);
});

Deno.test("segment() and segmentationCost() reject invalid arguments", () => {
  assert.throws(() => segment([1, 2, 3, 4], { penalty: -1 }), RangeError);
  assert.throws(() => segment([1, 2, 3, 4], { penalty: Number.POSITIVE_INFINITY }), RangeError);
  assert.throws(() => segment([1, 2, 3, 4], { minSize: 0 }), RangeError);
  assert.throws(() => segment([1, 2, 3, 4], { minSize: 1.5 }), RangeError);
  assert.throws(() => segmentationCost([1, 2, 3], [2, 1], 0), RangeError);
  assert.throws(() => segmentationCost([1, 2, 3], [3], 0), RangeError);
  assert.throws(() => segmentationCost([1, 2, 3], [0], 0), RangeError);
  assert.equal(segmentationCost([], [], 1), 0);
  // Hand: segments [1,3] and [10,12], SS 2 + 2, one break at 5 -> 9.
  assert.equal(segmentationCost([1, 3, 10, 12], [2], 5), 9);
});
