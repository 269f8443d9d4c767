import assert from "node:assert/strict";
import { fitPowerLaw } from "./power_law.ts";
import { hurwitzZeta } from "./hurwitz_zeta.ts";
import { mulberry32 } from "../codec/prng.ts";

/**
 * Exact discrete power-law sample by inverse transform over the CDF table x^−α / ζ(α, x_min)
 * up to x_min + 10⁵ (the mass beyond is < 1e-7; a draw there uses the continuous tail).
 * Deliberately not the generator under test.
 */
function powerLawSample(n: number, alpha: number, xmin: number, seed: number): number[] {
  const rand = mulberry32(seed);
  const z = hurwitzZeta(alpha, xmin)!;
  const cdf: number[] = [];
  let total = 0;
  for (let x = xmin; x < xmin + 100000; x++) cdf.push(total += Math.pow(x, -alpha) / z);
  return Array.from({ length: n }, () => {
    const u = rand();
    if (u > cdf[cdf.length - 1]) return Math.floor(xmin * Math.pow(1 - u, -1 / (alpha - 1)));
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] >= u) hi = mid;
      else lo = mid + 1;
    }
    return xmin + lo;
  });
}

const SMALL = [
  1,
  1,
  1,
  1,
  1,
  1,
  1,
  1,
  1,
  1,
  1,
  1,
  1,
  1,
  1,
  1,
  2,
  2,
  2,
  2,
  2,
  2,
  2,
  2,
  3,
  3,
  3,
  3,
  3,
  4,
  4,
  4,
  5,
  5,
  6,
  6,
  7,
  8,
  9,
  11,
  13,
  14,
  17,
  24,
  31,
  55,
];

Deno.test("fitPowerLaw() matches a by-hand scan with scipy's Hurwitz zeta", () => {
  // Python, scipy 1.17.1, for each distinct xmin with >= 10 tail values:
  //   a = 1 + n/np.sum(np.log(tail/(xmin - 0.5))); grid = np.arange(xmin, tail.max() + 1)
  //   ks = max|ecdf(grid) - (1 - scipy.special.zeta(a, grid + 1)/scipy.special.zeta(a, xmin))|
  // smallest ks -> a 1.8083501648716986, xmin 2, ks 0.06156832557623709, n 30
  const fit = fitPowerLaw([...SMALL].reverse(), { bootstrap: 50 })!;
  assert.ok(Math.abs(fit.exponent - 1.8083501648716986) < 1e-12);
  assert.equal(fit.xmin, 2);
  assert.ok(Math.abs(fit.ks_distance - 0.06156832557623709) < 1e-12);
  assert.equal(fit.n_tail, 30);
  assert.ok(fit.p_value >= 0 && fit.p_value <= 1 && Number.isInteger(fit.p_value * 50));
});

Deno.test("fitPowerLaw() recovers alpha 2.5 from exact discrete power-law samples", () => {
  const tailOnly = fitPowerLaw(powerLawSample(2000, 2.5, 5, 1))!;
  assert.ok(Math.abs(tailOnly.exponent - 2.5) < 0.15, `alpha ${tailOnly.exponent}`);
  assert.equal(tailOnly.xmin, 5);
  const fromOne = fitPowerLaw(powerLawSample(20000, 2.5, 1, 7))!;
  assert.ok(Math.abs(fromOne.exponent - 2.5) < 0.15, `alpha ${fromOne.exponent}`);
  assert.ok(fromOne.p_value > 0.1, `p ${fromOne.p_value}`);
});

Deno.test("fitPowerLaw() gives uniform 1..50 data a small p-value", () => {
  const rand = mulberry32(1);
  const uniform = Array.from({ length: 1000 }, () => 1 + Math.floor(rand() * 50));
  const fit = fitPowerLaw(uniform)!;
  assert.ok(fit.p_value < 0.05, `p ${fit.p_value}`);
});

Deno.test("fitPowerLaw() is deterministic for a given seed", () => {
  const sample = powerLawSample(3000, 2.2, 2, 9);
  const first = fitPowerLaw(sample);
  assert.deepEqual(fitPowerLaw(sample), first);
  assert.deepEqual(fitPowerLaw(sample, { seed: 20240917, bootstrap: 100 }), first);
  const other = fitPowerLaw(sample, { seed: 5 })!;
  assert.equal(other.exponent, first!.exponent); // only the p-value depends on the seed
  assert.equal(other.ks_distance, first!.ks_distance);
});

Deno.test("fitPowerLaw() is null below ten positive values and ignores the rest", () => {
  assert.equal(fitPowerLaw([]), null);
  assert.equal(fitPowerLaw([3]), null);
  assert.equal(fitPowerLaw([1, 2, 3, 4, 5, 6, 7, 8, 9]), null);
  assert.equal(fitPowerLaw([0, 0, -1, Number.NaN, 1, 2, 3, 4, 5, 6, 7, 8, 9]), null);
  const padded = fitPowerLaw([...SMALL, 0, -4, Number.NaN, Number.POSITIVE_INFINITY], {
    bootstrap: 5,
  });
  assert.deepEqual(padded, fitPowerLaw(SMALL, { bootstrap: 5 }));
  // Non-integers round to the nearest integer (at least 1).
  const rounded = SMALL.map((x) => x + 0.2);
  assert.deepEqual(fitPowerLaw(rounded, { bootstrap: 5 }), fitPowerLaw(SMALL, { bootstrap: 5 }));
});

Deno.test("fitPowerLaw() fits constant input without NaN", () => {
  // Same by-hand scan on [7]*12: a = 1 + 1/ln(7/6.5) = 14.493824900858227,
  // ks = 1 - 7^-a/zeta(a, 7) = 0.15130062797303978
  const fit = fitPowerLaw(Array(12).fill(7), { bootstrap: 20 })!;
  assert.ok(Math.abs(fit.exponent - 14.493824900858227) < 1e-9);
  assert.equal(fit.xmin, 7);
  assert.ok(Math.abs(fit.ks_distance - 0.15130062797303978) < 1e-12);
  assert.equal(fit.n_tail, 12);
  assert.ok(Number.isFinite(fit.p_value));
});

Deno.test("fitPowerLaw() rejects a bootstrap count that is not a positive integer", () => {
  assert.throws(() => fitPowerLaw(SMALL, { bootstrap: 0 }), RangeError);
  assert.throws(() => fitPowerLaw(SMALL, { bootstrap: 2.5 }), RangeError);
});
