import assert from "node:assert/strict";
import { mtld, MTLD_MIN_TOKENS, MTLD_THRESHOLD, mtldFactors } from "./mtld.ts";
import { passageTokens, syntheticTokens } from "../testing/lexical_fixtures.ts";

// Python reference: lexicalrichness 0.5 `sub_mtld`, with the comparison changed from
// `ttr <= threshold` to the strict `ttr < threshold` this module uses ("falls below"),
// and without its fallback for a factor count of 0 (we return null instead):
//
//   def sub_mtld(words, threshold, reverse=False):
//       it = reversed(words) if reverse else words
//       terms = set(); wc = 0; fc = 0
//       for w in it:
//           wc += 1; terms.add(w); ttr = len(terms) / wc
//           if ttr < threshold:
//               wc = 0; terms = set(); fc += 1
//       if wc > 0:
//           fc += (1 - ttr) / (1 - threshold)
//       return fc
//   def mtld(words, threshold=0.72):
//       return (len(words) / sub_mtld(words, threshold)
//               + len(words) / sub_mtld(words, threshold, True)) / 2
const close = (actual: number | null, expected: number, tol = 1e-10) =>
  assert.ok(
    actual !== null && Math.abs(actual - expected) < tol,
    `${actual} is not within ${tol} of ${expected}`,
  );

Deno.test("mtld() defaults are threshold 0.72 and a 100-token floor", () => {
  assert.equal(MTLD_THRESHOLD, 0.72);
  assert.equal(MTLD_MIN_TOKENS, 100);
});

Deno.test("mtldFactors() counts full factors and the partial rest by hand", () => {
  // a b a | c c | d e f d   (threshold 0.72)
  // a 1/1, b 2/2, a 2/3 = 0.667 < 0.72 -> factor 1; c 1/1, c 1/2 -> factor 2;
  // rest d e f d has TTR 3/4 -> (1 − 0.75)/(1 − 0.72) = 0.892857…
  const tokens = ["a", "b", "a", "c", "c", "d", "e", "f", "d"];
  close(mtldFactors(tokens), 2 + 0.25 / 0.28, 1e-15);
  // backward: d f e d c c | a b a -> d 1, f 1, e 1, d 3/4, c 4/5, c 4/6 < 0.72 -> 1;
  // a 1, b 1, a 2/3 -> 2; nothing left
  assert.equal(mtldFactors([...tokens].reverse()), 2);
});

Deno.test("mtldFactors() continues a factor whose TTR equals the threshold", () => {
  // threshold 0.5: a 1/1, a 1/2 = 0.5 is not below 0.5, b 2/3 -> rest (1 − 2/3)/0.5
  // (lexicalrichness' `<=` would close a factor at "a a" and give 1 + 0 = 1)
  close(mtldFactors(["a", "a", "b"], 0.5), (1 / 3) / 0.5, 1e-15);
});

Deno.test("mtldFactors() adds nothing for a rest whose TTR is 1", () => {
  // a a -> factor 1 (1/2 < 0.72); b c leftover TTR 1 adds 0
  assert.equal(mtldFactors(["a", "a", "b", "c"]), 1);
});

Deno.test("mtld() is null below 100 tokens", () => {
  assert.equal(mtld(syntheticTokens(99)), null);
  assert.equal(mtld([]), null);
});

Deno.test("mtld() is null when no factor forms (all tokens distinct)", () => {
  assert.equal(mtld(Array.from({ length: 120 }, (_, i) => `t${i}`)), null);
});

Deno.test("mtld() averages forward and backward lengths like the Python reference", () => {
  // passage: forward 5.0 factors, backward 3.757575757575758 -> 49.409677419354836
  close(mtld(passageTokens()), 49.409677419354836);
  // passage, threshold 0.8: 8 and 8 factors -> 26.5
  close(mtld(passageTokens(), { threshold: 0.8 }), 26.5);
  close(mtld(syntheticTokens(100)), 76.89540675152186);
  close(mtld(syntheticTokens(1000)), 69.25334694540476);
  close(mtld(syntheticTokens(20000)), 74.30255401317491);
});

Deno.test("mtld() rejects a threshold outside (0, 1)", () => {
  assert.throws(() => mtld(syntheticTokens(200), { threshold: 1 }), RangeError);
  assert.throws(() => mtldFactors(["a"], 0), RangeError);
});
