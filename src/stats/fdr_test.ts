import assert from "node:assert/strict";
import {
  adjustedPValues,
  benjaminiHochberg,
  benjaminiYekutieli,
  expectedFalsePositives,
} from "./fdr.ts";

// Reference values: statsmodels is not installed here, so its fdrcorrection was replicated
// by hand in numpy 2.4.6 (sorted p; factors np.arange(1, m+1)/m, divided by
// np.sum(1./np.arange(1, m+1)) for BY; reject p_sorted <= factor*alpha up to the last
// rejection; adjusted = np.minimum.accumulate((p_sorted/factor)[::-1])[::-1] capped at 1).

function allClose(actual: number[], expected: number[], tol = 1e-14): void {
  assert.equal(actual.length, expected.length);
  actual.forEach((a, i) =>
    assert.ok(Math.abs(a - expected[i]) <= tol, `[${i}] expected ${expected[i]}, got ${a}`)
  );
}

const TEN = [0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205, 0.212, 0.216];

Deno.test("BH selects the step-up set and reports flags in input order", () => {
  // numpy replica of fdrcorrection([0.01, 0.04, 0.03, 0.5], 0.05) -> [T, F, F, F]
  assert.deepEqual(benjaminiHochberg([0.01, 0.04, 0.03, 0.5], 0.05), [true, false, false, false]);
  // numpy replica of fdrcorrection(TEN, 0.05) -> first two rejected
  assert.deepEqual(
    benjaminiHochberg(TEN, 0.05),
    [true, true, false, false, false, false, false, false, false, false],
  );
  // Reversed input: the same p-values are selected, in their new positions.
  assert.deepEqual(
    benjaminiHochberg([...TEN].reverse(), 0.05),
    [false, false, false, false, false, false, false, false, true, true],
  );
});

Deno.test("BH step-up rescues a p-value above its own threshold", () => {
  // p_(1)=0.02 > 0.05/3 but p_(3)=0.04 <= 0.05, so all three are selected
  // (numpy replica of fdrcorrection([0.02, 0.03, 0.04], 0.05) -> [T, T, T]).
  assert.deepEqual(benjaminiHochberg([0.02, 0.03, 0.04], 0.05), [true, true, true]);
  // numpy replica of fdrcorrection([0.001, 0.01, 0.03, 0.5], 0.05) -> [T, T, T, F]
  assert.deepEqual(benjaminiHochberg([0.001, 0.01, 0.03, 0.5], 0.05), [true, true, true, false]);
});

Deno.test("BY is stricter than BH by the harmonic factor", () => {
  // numpy replica of fdrcorrection(..., method='negcorr'), c(4) = 2.0833...
  assert.deepEqual(benjaminiYekutieli([0.001, 0.01, 0.03, 0.5], 0.05), [true, true, false, false]);
  assert.deepEqual(benjaminiYekutieli([0.02, 0.03, 0.04], 0.05), [false, false, false]);
  assert.deepEqual(
    benjaminiYekutieli(TEN, 0.05),
    [true, false, false, false, false, false, false, false, false, false],
  );
});

Deno.test("all-equal p-values are selected together or not at all", () => {
  assert.deepEqual(benjaminiHochberg([0.2, 0.2, 0.2, 0.2], 0.05), [false, false, false, false]);
  assert.deepEqual(benjaminiHochberg([0.01, 0.01, 0.01], 0.05), [true, true, true]);
  assert.deepEqual(benjaminiYekutieli([0.01, 0.01, 0.01], 0.05), [true, true, true]);
  // numpy replica: adjusted BH of [0.2]*4 -> 0.2 each; BY -> 0.41666666666666663 each
  allClose(adjustedPValues([0.2, 0.2, 0.2, 0.2], "bh"), [0.2, 0.2, 0.2, 0.2]);
  allClose(adjustedPValues([0.2, 0.2, 0.2, 0.2], "by"), new Array(4).fill(0.41666666666666663));
});

Deno.test("adjusted p-values match the statsmodels fdr_bh / fdr_by construction", () => {
  allClose(adjustedPValues([0.01, 0.04, 0.03, 0.5], "bh"), [
    0.04,
    0.05333333333333334,
    0.05333333333333334,
    0.5,
  ]);
  allClose(adjustedPValues([0.01, 0.04, 0.03, 0.5], "by"), [
    0.08333333333333331,
    0.1111111111111111,
    0.1111111111111111,
    1,
  ]);
  allClose(adjustedPValues(TEN, "bh"), [
    0.01,
    0.04,
    0.084,
    0.084,
    0.084,
    0.1,
    0.10571428571428572,
    0.216,
    0.216,
    0.216,
  ]);
  allClose(adjustedPValues(TEN, "by"), [
    0.029289682539682536,
    0.11715873015873014,
    0.24603333333333333,
    0.24603333333333333,
    0.24603333333333333,
    0.2928968253968254,
    0.3096337868480725,
    0.6326571428571428,
    0.6326571428571428,
    0.6326571428571428,
  ]);
});

Deno.test("selecting adjusted p <= q reproduces the step-up selection", () => {
  for (const method of ["bh", "by"] as const) {
    const adjusted = adjustedPValues(TEN, method);
    const select = method === "bh" ? benjaminiHochberg : benjaminiYekutieli;
    for (const q of [0.01, 0.05, 0.1, 0.25]) {
      assert.deepEqual(adjusted.map((a) => a <= q), select(TEN, q));
    }
  }
});

Deno.test("empty and single p-value families", () => {
  assert.deepEqual(benjaminiHochberg([], 0.05), []);
  assert.deepEqual(benjaminiYekutieli([], 0.05), []);
  assert.deepEqual(adjustedPValues([], "bh"), []);
  assert.deepEqual(benjaminiHochberg([0.5], 0.05), [false]);
  assert.deepEqual(benjaminiHochberg([0.05], 0.05), [true]);
  assert.deepEqual(adjustedPValues([0.5], "by"), [0.5]);
});

Deno.test("invalid p-values or levels throw a RangeError", () => {
  assert.throws(() => benjaminiHochberg([0.1, NaN], 0.05), RangeError);
  assert.throws(() => benjaminiHochberg([1.2], 0.05), RangeError);
  assert.throws(() => benjaminiYekutieli([0.1], 0), RangeError);
  assert.throws(() => adjustedPValues([-0.1], "bh"), RangeError);
});

Deno.test("expectedFalsePositives is m times the two-sided normal tail", () => {
  // scipy 1.17.1: 16 * 2 * scipy.stats.norm.sf(1.959963984540054) -> 0.8
  //   16 * 2 * norm.sf(2.5) -> 0.19870929042483623; 400 * 2 * norm.sf(1.5) -> 53.445761015086454
  assert.ok(Math.abs(expectedFalsePositives(16, 1.959963984540054) - 0.8) < 1e-13);
  assert.ok(Math.abs(expectedFalsePositives(16, 2.5) - 0.19870929042483623) < 1e-14);
  assert.ok(Math.abs(expectedFalsePositives(400, 1.5) - 53.445761015086454) < 1e-11);
  assert.equal(expectedFalsePositives(0, 2), 0);
  assert.equal(expectedFalsePositives(3, 0), 3);
  assert.equal(expectedFalsePositives(3, -1), 3);
  assert.throws(() => expectedFalsePositives(-1, 2), RangeError);
  assert.throws(() => expectedFalsePositives(5, NaN), RangeError);
});
