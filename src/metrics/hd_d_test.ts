import assert from "node:assert/strict";
import { HD_D_MIN_TOKENS, HD_D_SAMPLE_SIZE, hdD, hdDFromFrequencies, hdDStats } from "./hd_d.ts";
import { countTypes } from "./token_types.ts";
import { passageTokens, syntheticTokens } from "../testing/lexical_fixtures.ts";

// References (Python 3, scipy 1.17.1):
// - scipy, lexicalrichness' LexicalRichness.hdd(draws=42) formula:
//     sum((1 - scipy.stats.hypergeom.pmf(0, N, f, 42)) / 42 for f in Counter(toks).values())
// - exact rational arithmetic (fractions.Fraction, math.comb), rounded once to float:
//     float(sum(k * (1 - Fraction(comb(N - f, 42), comb(N, 42)))
//               for f, k in Counter(Counter(toks).values()).items()) / 42)
// scipy's log-gamma route drifts with N (1.2e-14 at N = 20,000, 1.2e-9 at N = 565,000), so
// the tight checks use the exact values and scipy is checked at its own precision.
const close = (actual: number | null, expected: number, tol: number) =>
  assert.ok(
    actual !== null && Math.abs(actual - expected) < tol,
    `${actual} is not within ${tol} of ${expected}`,
  );

Deno.test("hdD() constants are 42 draws and a 100-token floor", () => {
  assert.equal(HD_D_SAMPLE_SIZE, 42);
  assert.equal(HD_D_MIN_TOKENS, 100);
});

Deno.test("hdD() is null below 100 tokens", () => {
  assert.equal(hdD(syntheticTokens(99)), null);
  assert.equal(hdD([]), null);
  assert.notEqual(hdD(syntheticTokens(100)), null);
});

Deno.test("hdD() of 50 types twice each equals the closed form", () => {
  // hand: 50/42 · (1 − C(98,42)/C(100,42)) = 50/42 · (1 − 58·57/(100·99)) = 0.792929…
  // scipy: 50 * (1 - hypergeom(100, 2, 42).pmf(0)) / 42 -> 0.7929292929292928
  const tokens = Array.from({ length: 100 }, (_, i) => `w${i % 50}`);
  close(hdD(tokens), (50 / 42) * (1 - (58 * 57) / (100 * 99)), 1e-15);
});

Deno.test("hdD() matches the exact rational value on prose and synthetic text", () => {
  close(hdD(passageTokens()), 0.78649954883324, 1e-15); // N 212, V 118
  close(hdD(syntheticTokens(100)), 0.8149984645529564, 1e-15);
  close(hdD(syntheticTokens(1000)), 0.7676295840190377, 1e-15);
  close(hdD(syntheticTokens(20000)), 0.7590443469246426, 1e-15);
});

Deno.test("hdD() matches scipy hypergeom to scipy's precision", () => {
  close(hdD(passageTokens()), 0.7864995488332422, 1e-13);
  close(hdD(syntheticTokens(100)), 0.814998464552957, 1e-13);
  close(hdD(syntheticTokens(1000)), 0.7676295840190376, 1e-13);
  close(hdD(syntheticTokens(20000)), 0.7590443469246304, 1e-13);
});

Deno.test("hdD() stays exact on a novel-sized text of 565,000 tokens", () => {
  // exact: 0.7584610981289872; scipy (log-gamma) gives 0.7584610993310733
  close(hdD(syntheticTokens(565_000)), 0.7584610981289872, 1e-14);
});

Deno.test("hdD() is 1 when every token is a distinct type", () => {
  // hand: each type has f = 1, P(present) = 42/N, N types · 42/N / 42 = 1
  close(hdD(Array.from({ length: 150 }, (_, i) => `t${i}`)), 1, 1e-14);
});

Deno.test("hdD() is 1/42 for a single repeated type", () => {
  // hand: one type present in every draw: 1 · 1 / 42
  assert.equal(hdD(Array(120).fill("x")), 1 / 42);
});

Deno.test("hdD() does not depend on token order", () => {
  const tokens = syntheticTokens(5000);
  assert.equal(hdD([...tokens].reverse()), hdD(tokens));
});

Deno.test("hdDFromFrequencies() equals hdD() on the same counts", () => {
  const tokens = syntheticTokens(3000);
  assert.equal(hdDFromFrequencies(countTypes(tokens).values()), hdD(tokens));
  close(hdDFromFrequencies(Array(50).fill(2)), (50 / 42) * (1 - (58 * 57) / (100 * 99)), 1e-15);
  assert.equal(hdDFromFrequencies([60, 39, 0]), null); // N = 99 below the floor
});

Deno.test("hdDStats() ignores deprecated seed and minSamples but reports them", () => {
  const tokens = syntheticTokens(500);
  const plain = hdD(tokens);
  assert.deepEqual(hdDStats(tokens), { value: plain, deprecated: [] });
  assert.deepEqual(hdDStats(tokens, { seed: 7, minSamples: 3 }), {
    value: plain,
    deprecated: ["seed", "minSamples"],
  });
  assert.equal(hdD(tokens, { seed: 1 }), plain);
});
