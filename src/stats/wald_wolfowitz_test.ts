import assert from "node:assert/strict";
import { runsTest } from "./wald_wolfowitz.ts";

// Reference: statsmodels is not installed; values computed by hand in numpy 2.4.6 / scipy
// 1.17.1: drop x == np.median(x); runs of (x > median); E = 2 n1 n2/n + 1;
// V = 2 n1 n2 (2 n1 n2 - n)/(n^2 (n-1)); z = (R - E)/sqrt(V); p = 2*scipy.stats.norm.sf(|z|).

function close(actual: number, expected: number, tol = 1e-14): void {
  assert.ok(Math.abs(actual - expected) <= tol, `expected ${expected}, got ${actual}`);
}

Deno.test("runsTest by hand: a trend gives two runs", () => {
  // [1..6]: median 3.5, signs ---+++ -> R = 2; n1 = n2 = 3; E = 4; V = 36*12/(36*5) = 1.2;
  // z = -2/sqrt(1.2) = -1.8257418583505538; p = 0.06788915486182899
  const r = runsTest([1, 2, 3, 4, 5, 6])!;
  assert.equal(r.runs, 2);
  assert.equal(r.expected, 4);
  close(r.z, -1.8257418583505538);
  close(r.p, 0.06788915486182899);
});

Deno.test("runsTest: alternation gives many runs and a positive z", () => {
  // [1,9,2,8,3,7,4,6]: R = 8, E = 5, z = 2.2912878474779204, p = 0.021946771003246834
  const r = runsTest([1, 9, 2, 8, 3, 7, 4, 6])!;
  assert.equal(r.runs, 8);
  assert.equal(r.expected, 5);
  close(r.z, 2.2912878474779204);
  close(r.p, 0.021946771003246834);
});

Deno.test("runsTest drops values equal to the median", () => {
  // [5,1,5,9,5,2,8,5]: median 5, kept [1,9,2,8] -> R = 4, E = 3, z = 1.224744871391589,
  // p = 0.22067136191984693
  const r = runsTest([5, 1, 5, 9, 5, 2, 8, 5])!;
  assert.equal(r.runs, 4);
  assert.equal(r.expected, 3);
  close(r.z, 1.224744871391589);
  close(r.p, 0.22067136191984693);
  // odd n with ties at the median: R = 8, E = 7, z = 0.6055300708194983, p = 0.5448268505172666
  const s = runsTest([3, 8, 1, 9, 2, 7, 7, 4, 6, 5, 0, 10, 11])!;
  assert.equal(s.runs, 8);
  close(s.z, 0.6055300708194983);
  close(s.p, 0.5448268505172666);
});

Deno.test("runsTest handles ties that straddle the median", () => {
  // [1,1,1,2,2,2]: median 1.5, R = 2, same z as the trend case
  close(runsTest([1, 1, 1, 2, 2, 2])!.z, -1.8257418583505538);
});

Deno.test("runsTest is null with fewer than 2 values on either side", () => {
  assert.equal(runsTest([]), null);
  assert.equal(runsTest([1]), null);
  assert.equal(runsTest([1, 2]), null);
  assert.equal(runsTest([1, 2, 3]), null);
  assert.equal(runsTest([4, 4, 4, 4]), null);
  assert.equal(runsTest([1, 5, 5, 5, 9, 9]), null);
});
