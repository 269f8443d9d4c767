import assert from "node:assert/strict";
import { mannKendall } from "./mann_kendall.ts";

// Reference: pymannkendall is not installed, so original_test was replicated by hand in
// numpy 2.4.6 / scipy 1.17.1: s = sum sign(x[j]-x[i]); var = (n(n-1)(2n+5) -
// sum tp(tp-1)(2tp+5))/18 with tp = np.unique(x, return_counts=True)[1];
// z = (s-1)/sqrt(var) if s>0, (s+1)/sqrt(var) if s<0, else 0; p = 2*scipy.stats.norm.sf(|z|).

function close(actual: number, expected: number, tol = 1e-13): void {
  assert.ok(Math.abs(actual - expected) <= tol, `expected ${expected}, got ${actual}`);
}

Deno.test("mannKendall by hand: x = [1, 3, 2, 4]", () => {
  // Pairs (i<j): +1 +1 +1 -1 +1 +1 -> S = 4; tau = 4/6; Var = 4*3*13/18 = 8.6667;
  // Z = (4-1)/sqrt(8.6667) = 1.01905; p = 2*(1 - Phi(1.01905)) = 0.308180 (scipy norm.sf).
  // scipy 1.17.1: scipy.stats.kendalltau(range(4), [1,3,2,4]).statistic -> 0.6666666666666669
  const r = mannKendall([1, 3, 2, 4]);
  assert.ok(r !== null);
  assert.equal(r.S, 4);
  close(r.tau, 0.6666666666666666);
  close(r.p, 0.308179547467054);
});

Deno.test("mannKendall on a strictly increasing series", () => {
  // replica: S = 10, Var = 16.6667, Z = 2.2045407685048604, p = 0.02748633611151033
  const r = mannKendall([1, 2, 3, 4, 5]);
  assert.deepEqual(r && { S: r.S, tau: r.tau }, { S: 10, tau: 1 });
  close(r!.p, 0.02748633611151033);
});

Deno.test("mannKendall tau equals scipy kendalltau against time when there are no ties", () => {
  const xs = [4.1, 3.9, 5.2, 5.0, 6.3, 5.8, 7.1, 6.9, 7.7, 8.4, 8.0, 9.3];
  // scipy 1.17.1: scipy.stats.kendalltau(range(12), xs).statistic -> 0.8484848484848484
  // replica: S = 56, Var = 212.6667, p = 0.00016227556647604302
  const r = mannKendall(xs)!;
  assert.equal(r.S, 56);
  close(r.tau, 0.8484848484848484);
  close(r.p, 0.00016227556647604302, 1e-16);
});

Deno.test("mannKendall applies the tie correction to Var(S)", () => {
  // replica on [1,1,2,2,3,3]: S = 12, tau = 0.8, Var = (6*5*17 - 3*2*1*9)/18 = 25.3333,
  //   p = 0.028853788793347705
  const r = mannKendall([1, 1, 2, 2, 3, 3])!;
  assert.equal(r.S, 12);
  close(r.tau, 0.8);
  close(r.p, 0.028853788793347705);
});

Deno.test("mannKendall on a decreasing series of n = 3 uses S + 1", () => {
  // replica on [5,4,3]: S = -3, tau = -1, Z = -2/sqrt(3.6667), p = 0.2962698714842864
  const r = mannKendall([5, 4, 3])!;
  assert.equal(r.S, -3);
  assert.equal(r.tau, -1);
  close(r.p, 0.2962698714842864);
});

Deno.test("mannKendall gives p = 1 when S = 0 or every value is tied", () => {
  assert.deepEqual(mannKendall([3, 1, 3, 1, 3]), { tau: 0, S: 0, p: 1 });
  assert.deepEqual(mannKendall([2, 2, 2, 2]), { tau: 0, S: 0, p: 1 });
});

Deno.test("mannKendall is null below 3 values", () => {
  assert.equal(mannKendall([]), null);
  assert.equal(mannKendall([1]), null);
  assert.equal(mannKendall([1, 2]), null);
});
