import assert from "node:assert/strict";
import { erfc, normalCdf, normalQuantile, normalTwoSidedP } from "./normal.ts";

function relClose(actual: number | null, expected: number, rel: number): void {
  assert.ok(actual !== null, `expected ${expected}, got null`);
  const err = expected === 0 ? Math.abs(actual) : Math.abs(actual / expected - 1);
  assert.ok(err <= rel, `expected ${expected}, got ${actual} (relative error ${err})`);
}

Deno.test("erfc matches scipy.special.erfc to near machine precision", () => {
  // scipy 1.17.1: scipy.special.erfc(0.3) -> 0.6713732405408726; erfc(1) ->
  //   0.15729920705028516; erfc(2.5) -> 0.00040695201744495886; erfc(-1) -> 1.8427007929497148
  relClose(erfc(0.3), 0.6713732405408726, 1e-14);
  relClose(erfc(1), 0.15729920705028516, 1e-14);
  relClose(erfc(2.5), 0.00040695201744495886, 1e-14);
  relClose(erfc(-1), 1.8427007929497148, 1e-14);
  assert.equal(erfc(0), 1);
  assert.equal(erfc(Infinity), 0);
  assert.equal(erfc(-Infinity), 2);
});

Deno.test("normalTwoSidedP keeps relative error below 1e-12 far in the tail", () => {
  // scipy 1.17.1: 2 * scipy.stats.norm.sf(z) for z = 1, 3, 5, 8, 12, 20
  const cases: [number, number][] = [
    [1, 0.31731050786291415],
    [3, 0.0026997960632601866],
    [5, 5.733031437583866e-7],
    [8, 1.244192114854348e-15],
    [12, 3.552964224155306e-33],
    [20, 5.507248237212311e-89],
  ];
  for (const [z, p] of cases) {
    relClose(normalTwoSidedP(z), p, 1e-12);
    relClose(normalTwoSidedP(-z), p, 1e-12);
  }
});

Deno.test("normalTwoSidedP is 1 at z = 0, 0.05 at 1.96 and 0 at infinity", () => {
  // scipy 1.17.1: 2 * scipy.stats.norm.sf(1.959963984540054) -> 0.05
  assert.equal(normalTwoSidedP(0), 1);
  relClose(normalTwoSidedP(1.959963984540054), 0.05, 1e-14);
  assert.equal(normalTwoSidedP(Infinity), 0);
  assert.equal(normalTwoSidedP(60), 0);
});

Deno.test("normalCdf matches scipy.stats.norm.cdf on both sides", () => {
  // scipy 1.17.1: norm.cdf(1) -> 0.8413447460685429; norm.cdf(-1.5) -> 0.06680720126885807;
  //   norm.cdf(-8) -> 6.22096057427174e-16; norm.cdf(5) -> 0.9999997133484281
  relClose(normalCdf(1), 0.8413447460685429, 1e-15);
  relClose(normalCdf(-1.5), 0.06680720126885807, 1e-14);
  relClose(normalCdf(-8), 6.22096057427174e-16, 1e-12);
  relClose(normalCdf(5), 0.9999997133484281, 1e-15);
  assert.equal(normalCdf(0), 0.5);
});

Deno.test("normalQuantile matches scipy.stats.norm.ppf after the Halley refinement", () => {
  // scipy 1.17.1: scipy.stats.norm.ppf(p) for each p below
  const cases: [number, number][] = [
    [1e-300, -37.0470962993612],
    [1e-12, -7.034483825301131],
    [0.001, -3.090232306167813],
    [0.02, -2.053748910631823],
    [0.025, -1.9599639845400545],
    [0.3, -0.5244005127080409],
    [0.8, 0.8416212335729143],
    [0.975, 1.959963984540054],
    [0.999, 3.090232306167813],
  ];
  for (const [p, x] of cases) relClose(normalQuantile(p), x, 1e-13);
  assert.equal(normalQuantile(0.5), 0);
});

Deno.test("normalQuantile inverts normalCdf", () => {
  for (const x of [-6, -2.5, -0.1, 0.7, 3]) {
    relClose(normalQuantile(normalCdf(x)), x, 1e-12);
  }
});

Deno.test("normalQuantile is null outside the open unit interval", () => {
  assert.equal(normalQuantile(0), null);
  assert.equal(normalQuantile(1), null);
  assert.equal(normalQuantile(-0.2), null);
  assert.equal(normalQuantile(NaN), null);
});

Deno.test("NaN arguments throw instead of returning NaN", () => {
  assert.throws(() => normalCdf(NaN), RangeError);
  assert.throws(() => normalTwoSidedP(NaN), RangeError);
});
