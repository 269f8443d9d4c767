import assert from "node:assert/strict";
import { maasA2 } from "./maas.ts";
import { passageTokens, syntheticTokens } from "../testing/lexical_fixtures.ts";

Deno.test("maasA2() is null below 100 tokens", () => {
  assert.equal(maasA2(Array(99).fill("a")), null);
  assert.equal(maasA2([]), null);
});

Deno.test("maasA2() gives 0.5 for 100 tokens of one type", () => {
  // hand: (log10 100 − log10 1) / (log10 100)² = 2 / 4
  assert.equal(maasA2(Array(100).fill("la")), 0.5);
});

Deno.test("maasA2() matches (log10 N − log10 V)/(log10 N)²", () => {
  // Python: (math.log10(212) - math.log10(118)) / math.log10(212) ** 2 -> 0.047018005404876426
  assert.ok(Math.abs(maasA2(passageTokens())! - 0.047018005404876426) < 1e-15);
  // Python: same formula on syntheticTokens(1000) (V = 259) -> 0.06518891510208312
  assert.ok(Math.abs(maasA2(syntheticTokens(1000))! - 0.06518891510208312) < 1e-15);
});
