import assert from "node:assert/strict";
import { jensenShannon, jsdContributions } from "./jsd.ts";

const P = new Map([["the", 10], ["harbour", 3], ["ferry", 2], ["gull", 1]]);
const Q = new Map([["the", 20], ["island", 5], ["harbour", 1], ["church", 2], ["ferry", 2]]);
const STOP = new Set(["the"]);
const close = (actual: number, expected: number, tol = 1e-14) =>
  assert.ok(Math.abs(actual - expected) < tol, `${actual} is not within ${tol} of ${expected}`);

Deno.test("jensenShannon() matches scipy's squared Jensen-Shannon distance", () => {
  // scipy 1.17.1, words sorted (church ferry gull harbour island the):
  //   jensenshannon([0, 2, 1, 3, 0, 10], [2, 2, 0, 1, 5, 20]) ** 2 -> 0.13705426817524657
  close(jensenShannon(P, Q), 0.13705426817524657);
  close(jensenShannon(Q, P), 0.13705426817524657);
});

Deno.test("jensenShannon() is 0 for proportional counts and ln 2 for disjoint ones", () => {
  // scipy: jensenshannon([1, 2, 3], [2, 4, 6]) ** 2 -> 0.0
  assert.equal(jensenShannon(new Map([["a", 1], ["b", 2]]), new Map([["a", 2], ["b", 4]])), 0);
  close(jensenShannon(new Map([["a", 1]]), new Map([["b", 3]])), Math.LN2);
});

Deno.test("jensenShannon() is 0 when either side is empty", () => {
  assert.equal(jensenShannon(new Map(), Q), 0);
  assert.equal(jensenShannon(P, new Map([["x", 0]])), 0);
});

Deno.test("jsdContributions() ranks content words by their term", () => {
  // Python: per word 0.5*p*ln(p/m) + 0.5*q*ln(q/m) on the normalised counts, round(…, 6):
  //   island 0.057762, harbour 0.029681, church 0.023105, gull 0.021661, ferry 0.00451,
  //   the 0.000336 (a stop word here)
  assert.deepEqual(jsdContributions(P, Q, 10, (w) => !STOP.has(w)), [
    { word: "island", contribution: 0.057762 },
    { word: "harbour", contribution: 0.029681 },
    { word: "church", contribution: 0.023105 },
    { word: "gull", contribution: 0.021661 },
    { word: "ferry", contribution: 0.00451 },
  ]);
  assert.deepEqual(jsdContributions(P, Q, 2, () => true).map((r) => r.word), [
    "island",
    "harbour",
  ]);
});

Deno.test("jsdContributions() sums to the divergence before rounding", () => {
  const sum = jsdContributions(P, Q, 100, () => true).reduce((s, r) => s + r.contribution, 0);
  close(sum, jensenShannon(P, Q), 6e-6); // six rounded terms, each off by ≤ 5e-7
});

Deno.test("jsdContributions() breaks ties by word ascending", () => {
  // hand: each word has p or q = 1/2 against m = 1/4: ½·½·ln 2 = 0.173287
  const rows = jsdContributions(
    new Map([["b", 1], ["a", 1]]),
    new Map([["d", 1], ["c", 1]]),
    10,
    () => true,
  );
  assert.deepEqual(rows.map((r) => r.word), ["a", "b", "c", "d"]);
  assert.equal(rows[0].contribution, 0.173287);
});

Deno.test("jsdContributions() leaves out words with no divergence and honours limit ≤ 0", () => {
  const same = new Map([["a", 1], ["b", 1]]);
  assert.deepEqual(jsdContributions(same, new Map([["a", 5], ["b", 5]]), 5, () => true), []);
  assert.deepEqual(jsdContributions(P, Q, 0, () => true), []);
  assert.deepEqual(jsdContributions(new Map(), Q, 5, () => true), []);
});
