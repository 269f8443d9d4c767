import assert from "node:assert/strict";
import { binomialSePct, cvSe, meanSe, poissonSePer1000 } from "./standard_errors.ts";

const close = (actual: number | null, expected: number, tol = 1e-12) =>
  assert.ok(
    actual !== null && Math.abs(actual - expected) < tol,
    `${actual} is not within ${tol} of ${expected}`,
  );

Deno.test("binomialSePct() is 100·sqrt(p(1 − p)/n)", () => {
  close(binomialSePct(20, 100), 4); // hand: 100·sqrt(0.16/100)
  // Python: 100 * math.sqrt(0.37 * 0.63 / 250) -> 3.0535225559998733
  close(binomialSePct(37, 250), 3.0535225559998733);
  assert.equal(binomialSePct(0, 40), 0);
  assert.equal(binomialSePct(100, 40), 0);
});

Deno.test("binomialSePct() is null for n = 0 or a percentage outside 0..100", () => {
  assert.equal(binomialSePct(20, 0), null);
  assert.equal(binomialSePct(120, 10), null);
  assert.equal(binomialSePct(-1, 10), null);
});

Deno.test("poissonSePer1000() is 1000·sqrt(count)/words", () => {
  close(poissonSePer1000(16, 2000), 2); // hand: 1000·4/2000
  // Python: 1000 * math.sqrt(7) / 3500 -> 0.7559289460184545
  close(poissonSePer1000(7, 3500), 0.7559289460184545);
  assert.equal(poissonSePer1000(0, 3500), 0);
});

Deno.test("poissonSePer1000() is null without words", () => {
  assert.equal(poissonSePer1000(3, 0), null);
});

Deno.test("meanSe() is sample sd over sqrt(n) and null below 2 values", () => {
  // Python: statistics.stdev(xs) / math.sqrt(8), xs = [12, 7, 3, 25, 9, 14, 5, 18]
  close(meanSe([12, 7, 3, 25, 9, 14, 5, 18]), 2.5769410160110375);
  assert.equal(meanSe([3]), null);
});

Deno.test("cvSe() follows the McKay normal-theory approximation", () => {
  // hand: 0.5/sqrt(16) · sqrt(1 + 2·0.25) = 0.125 · 1.2247449 = 0.15309310892394862
  close(cvSe(0.5, 8), 0.15309310892394862);
  // Python: cv/math.sqrt(2*8)*math.sqrt(1+2*cv*cv), cv = 0.6269840747145484
  close(cvSe(0.6269840747145484, 8), 0.20949022184747843);
  assert.equal(cvSe(0, 10), 0);
});

Deno.test("cvSe() is null below 2 observations", () => {
  assert.equal(cvSe(0.5, 1), null);
  assert.equal(cvSe(0.5, 0), null);
});
