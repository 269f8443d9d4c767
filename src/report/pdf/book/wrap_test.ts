import assert from "node:assert/strict";
import { fitWithEllipsis, wrapRagged } from "./wrap.ts";

const mono = (s: string) => [...s].length;

Deno.test("wrapRagged() fills lines greedily within the width", () => {
  assert.deepEqual(wrapRagged("aa bb cc dd", 5, mono), ["aa bb", "cc dd"]);
  assert.deepEqual(wrapRagged("aa  bb", 10, mono), ["aa bb"]);
});

Deno.test("wrapRagged() breaks a word wider than the width between characters", () => {
  assert.deepEqual(wrapRagged("x https://example.com/abc y", 8, mono), [
    "x",
    "https://",
    "example.",
    "com/abc",
    "y",
  ]);
  assert.deepEqual(wrapRagged("𝔄𝔅𝔆", 2, mono), ["𝔄𝔅", "𝔆"]);
});

Deno.test("wrapRagged() keeps a blank line as one empty line", () => {
  assert.deepEqual(wrapRagged("", 5, mono), [""]);
  assert.deepEqual(wrapRagged("   ", 5, mono), [""]);
});

Deno.test("fitWithEllipsis() shortens only what does not fit", () => {
  assert.equal(fitWithEllipsis("abcdef", 6, mono), "abcdef");
  assert.equal(fitWithEllipsis("abcdef", 4, mono), "abc…");
  assert.equal(fitWithEllipsis("ab cdef", 4, mono), "ab…");
  assert.equal(fitWithEllipsis("abcdef", 0, mono), "");
});
