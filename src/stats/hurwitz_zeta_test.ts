import assert from "node:assert/strict";
import { hurwitzZeta, scaledHurwitzZeta } from "./hurwitz_zeta.ts";

const close = (got: number | null, expected: number, rel = 1e-13) =>
  assert.ok(
    got !== null && Math.abs(got - expected) <= rel * Math.abs(expected),
    `${got} vs ${expected}`,
  );

Deno.test("hurwitzZeta() matches scipy.special.zeta(s, q)", () => {
  // scipy 1.17.1: float(scipy.special.zeta(s, q))
  const cases: [number, number, number][] = [
    [2, 1, 1.6449340668482266],
    [2.5, 1, 1.3414872572509176],
    [1.05, 1, 20.58084430203699],
    [3.7, 3.5, 0.018257559311553307],
    [2.5, 57, 0.001569693335888218],
    [1.5, 1000, 0.06326136854451492],
    [7, 10, 2.224317653844286e-7],
    [15, 2, 3.058823630702049e-5],
  ];
  for (const [s, q, expected] of cases) close(hurwitzZeta(s, q), expected);
});

Deno.test("scaledHurwitzZeta() stays accurate where zeta itself underflows", () => {
  // scipy 1.17.1: scipy.special.zeta(1.5, 1000) * 1000.0**1.5 -> 2000.5001249999814
  close(scaledHurwitzZeta(1.5, 1000), 2000.5001249999814);
  // mpmath 1.3.0, dps 30: mp.fsum((1 + mp.mpf(k)/1000)**(-2000) for k in range(5000))
  // -> 1.1567554476793337879 (zeta(2000, 1000) itself is ~1e-6000)
  close(scaledHurwitzZeta(2000, 1000), 1.1567554476793338);
  // Same sum with exponent -40 over range(300000) -> 26.144358878696617025
  close(scaledHurwitzZeta(40, 1000), 26.144358878696617);
  assert.equal(hurwitzZeta(2000, 1000), 0);
});

Deno.test("hurwitzZeta() and scaledHurwitzZeta() are null outside s > 1, q > 0", () => {
  for (const [s, q] of [[1, 1], [0.5, 2], [2, 0], [2, -1], [Number.NaN, 1], [2, Infinity]]) {
    assert.equal(hurwitzZeta(s, q), null);
    assert.equal(scaledHurwitzZeta(s, q), null);
  }
  assert.equal(hurwitzZeta(400, 0.01), null); // 0.01^-400 overflows
});
