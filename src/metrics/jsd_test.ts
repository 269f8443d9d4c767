import assert from "node:assert/strict";
import { jensenShannon } from "./jsd.ts";

const P = new Map([["the", 10], ["harbour", 3], ["ferry", 2], ["gull", 1]]);
const Q = new Map([["the", 20], ["island", 5], ["harbour", 1], ["church", 2], ["ferry", 2]]);
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
