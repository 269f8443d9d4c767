import assert from "node:assert/strict";
import { ksTwoSample, wasserstein1 } from "./distances.ts";

// [a, b, wasserstein, D, p]. References, scipy 1.17.1:
//   scipy.stats.wasserstein_distance(a, b), scipy.stats.ks_2samp(a, b).statistic.
// p by hand (mpmath 1.3.0, 30 digits): en = sqrt(n*m/(n+m)); lam = (en + 0.12 + 0.11/en)*D;
//   mp.nsum(lambda j: 2*(-1)**(j-1)*mp.exp(-2*j*j*lam*lam), [1, mp.inf]), clipped to [0, 1];
// scipy.special.kolmogorov(lam) agrees to 1e-16 on every row.
const CASES: [number[], number[], number, number, number][] = [
  [[0, 1, 3], [5, 6, 8], 5, 1, 0.032621651652021175],
  [[1, 2, 3, 4], [5, 6, 7, 8], 4, 1, 0.011065637015803858],
  [
    [3.4, 1.2, 5.5, 2.2, 2.2],
    [2.2, 4.0, 1.1],
    0.6266666666666666,
    0.3333333333333333,
    0.9471307282400269,
  ],
  [[1, 1, 1, 2], [1, 2, 2, 2, 2, 3], 0.75, 0.5833333333333334, 0.25414796372508225],
  [[0.5], [2.0, -1.0], 1.5, 0.5, 0.9365281110101611],
  [
    [1.83, 0.41, 2.77, 3.1, 0.02, 1.55, 2.2, 0.9, 1.1, 4.2, 2.5, 1.7],
    [2.9, 3.3, 4.1, 1.9, 2.6, 5.0, 3.8, 2.2, 4.4, 3.0],
    1.4633333333333334,
    0.5833333333333334,
    0.02817934264874286,
  ],
];

Deno.test("wasserstein1() matches scipy.stats.wasserstein_distance, ties included", () => {
  for (const [a, b, w] of CASES) {
    assert.ok(Math.abs(wasserstein1(a, b)! - w) < 1e-12, `${a} | ${b}`);
    assert.ok(Math.abs(wasserstein1(b, a)! - w) < 1e-12, "symmetric");
  }
});

Deno.test("ksTwoSample() D matches scipy ks_2samp and p the Stephens-corrected Q_KS", () => {
  for (const [a, b, , d, p] of CASES) {
    const result = ksTwoSample(a, b)!;
    assert.ok(Math.abs(result.d - d) < 1e-12, `D ${a} | ${b}`);
    // Rows cover both evaluation branches (lambda below and above 1.18).
    assert.ok(Math.abs(result.p - p) < 1e-12, `p ${a} | ${b}: ${result.p}`);
  }
});

Deno.test("ksTwoSample() gives D = 0 and p = 1 for identical samples", () => {
  assert.deepEqual(ksTwoSample([5], [5]), { d: 0, p: 1 });
  assert.deepEqual(ksTwoSample([2, 2, 2], [2, 2]), { d: 0, p: 1 });
  assert.deepEqual(ksTwoSample([3, 1, 2], [1, 2, 3]), { d: 0, p: 1 });
  assert.equal(wasserstein1([5], [5]), 0);
  assert.equal(wasserstein1([3, 1, 2], [2, 3, 1]), 0);
});

Deno.test("wasserstein1() of two constants is their distance", () => {
  assert.equal(wasserstein1([1, 1, 1], [4, 4]), 3);
});

Deno.test("ksTwoSample() p is tiny but not negative for far-apart large samples", () => {
  const a = Array.from({ length: 400 }, (_, i) => i);
  const b = a.map((x) => x + 1000);
  const result = ksTwoSample(a, b)!;
  assert.equal(result.d, 1);
  assert.ok(result.p >= 0 && result.p < 1e-100);
});

Deno.test("wasserstein1() and ksTwoSample() are null for empty or non-finite samples", () => {
  for (const [a, b] of [[[], [1]], [[1], []], [[], []], [[1, Number.NaN], [2]]]) {
    assert.equal(wasserstein1(a, b), null);
    assert.equal(ksTwoSample(a, b), null);
  }
});
