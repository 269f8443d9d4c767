import assert from "node:assert/strict";
import { mattr, MATTR_WINDOW } from "./mattr.ts";
import { passageTokens, syntheticTokens } from "../testing/lexical_fixtures.ts";

// Python reference: lexicalrichness' LexicalRichness.mattr(window_size=w):
//   scores = [len(set(words[i:i + w])) / w for i in range(len(words) - w + 1)]
//   sum(scores) / len(scores)
const close = (actual: number | null, expected: number, tol = 1e-12) =>
  assert.ok(
    actual !== null && Math.abs(actual - expected) < tol,
    `${actual} is not within ${tol} of ${expected}`,
  );

Deno.test("mattr() uses a 50-token window and is null without one full window", () => {
  assert.equal(MATTR_WINDOW, 50);
  assert.equal(mattr(syntheticTokens(49)), null);
  assert.notEqual(mattr(syntheticTokens(50)), null);
});

Deno.test("mattr() averages the TTR of every window by hand", () => {
  // windows of 2 over a b a a: [a b] 1, [b a] 1, [a a] 0.5 -> 2.5 / 3
  close(mattr(["a", "b", "a", "a"], 2), 2.5 / 3, 1e-15);
  // one full window equals the plain TTR
  close(mattr(["a", "b", "a"], 3), 2 / 3, 1e-15);
});

Deno.test("mattr() matches the Python reference", () => {
  close(mattr(passageTokens()), 0.7485889570552151);
  close(mattr(passageTokens(), 20), 0.8411917098445588);
  close(mattr(syntheticTokens(100)), 0.7803921568627453);
  close(mattr(syntheticTokens(1000)), 0.7905573080967347);
  close(mattr(syntheticTokens(20000)), 0.7909067214675939);
});

Deno.test("mattr() rejects a window that is not a positive integer", () => {
  assert.throws(() => mattr(["a"], 0), RangeError);
  assert.throws(() => mattr(["a"], 2.5), RangeError);
});
