import assert from "node:assert/strict";
import { guiraudR, ttr } from "./ttr.ts";
import { passageTokens } from "../testing/lexical_fixtures.ts";

Deno.test("ttr() is V/N and 0 for no tokens", () => {
  assert.equal(ttr([]), 0);
  assert.equal(ttr(["a", "b", "a", "c"]), 0.75); // hand: 3 types / 4 tokens
  // Python: len(set(toks)) / len(toks) -> 0.5566037735849056 (118 / 212)
  assert.equal(ttr(passageTokens()), 118 / 212);
});

Deno.test("guiraudR() is V/sqrt(N) and 0 for no tokens", () => {
  assert.equal(guiraudR([]), 0);
  assert.equal(guiraudR(["a", "b", "a", "c"]), 1.5); // hand: 3 / sqrt(4)
  // Python: len(set(toks)) / math.sqrt(len(toks)) -> 8.104273272972653
  assert.ok(Math.abs(guiraudR(passageTokens()) - 8.104273272972653) < 1e-12);
});
