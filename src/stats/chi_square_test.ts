import assert from "node:assert/strict";
import { chiSquareMedian, chiSquareSf } from "./chi_square.ts";

const close = (a: number, b: number, rel = 1e-10) =>
  assert.ok(Math.abs(a - b) <= rel * Math.abs(b), `${a} vs ${b}`);

Deno.test("chiSquareSf() with 2 degrees of freedom is e^(-x/2) (by hand)", () => {
  for (const x of [0.1, 1, 2, 7.5, 30]) close(chiSquareSf(x, 2), Math.exp(-x / 2), 1e-13);
});

Deno.test("chiSquareSf() matches scipy.stats.chi2.sf (scipy 1.17.1)", () => {
  // python3 -c "from scipy import stats; print(stats.chi2.sf(x, k))"
  const table: [number, number, number][] = [
    [9.5, 3, 0.023331360430831553],
    [40, 15, 0.00045349813510223386],
    [60.3, 15, 2.239508763125281e-07],
    [0.5, 1, 0.47950012218695337],
    [120, 13, 2.0133780460534232e-19],
    [7.2, 4, 0.12568912325754575],
  ];
  for (const [x, k, p] of table) close(chiSquareSf(x, k), p, 1e-9);
});

Deno.test("chiSquareSf() is 1 at and below 0 and NaN without degrees of freedom", () => {
  assert.equal(chiSquareSf(0, 3), 1);
  assert.equal(chiSquareSf(-1, 3), 1);
  assert.ok(Number.isNaN(chiSquareSf(1, 0)));
  assert.ok(Number.isNaN(chiSquareSf(Infinity, 2)));
});

Deno.test("chiSquareMedian() matches scipy.stats.chi2.median (scipy 1.17.1)", () => {
  close(chiSquareMedian(1), 0.454936423119572, 1e-9);
  close(chiSquareMedian(3), 2.3659738843753377, 1e-9);
  close(chiSquareMedian(4), 3.3566939800333224, 1e-9);
  close(chiSquareMedian(13), 12.339755882563905, 1e-9);
  close(chiSquareMedian(15), 14.338859510956645, 1e-9);
  assert.ok(Number.isNaN(chiSquareMedian(0)));
});
