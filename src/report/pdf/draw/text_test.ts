import assert from "node:assert/strict";
import { ellipsize, fitText, flatten, plainSpaces, wrapLines, wrapText } from "./text.ts";

/** One unit per character: widths are easy to check by hand. */
const chars = (s: string) => [...s].length;

Deno.test("flatten() collapses breakable white space and drops invisible characters", () => {
  assert.equal(flatten("  a\n\tb\u00ADc \u200B"), "a bc");
});

Deno.test("flatten() keeps a no-break space", () => {
  assert.equal(flatten("q\u00A0; x"), "q\u00A0; x");
});

Deno.test("wrapText() breaks greedily at spaces and every line fits", () => {
  const lines = wrapText("the quick brown fox jumps over the lazy dog", 10, chars);
  assert.deepEqual(lines, ["the quick", "brown fox", "jumps over", "the lazy", "dog"]);
  for (const line of lines) assert.ok(chars(line) <= 10);
});

Deno.test("wrapText() cuts a word wider than the line between characters", () => {
  assert.deepEqual(wrapText("ab abcdefgh c", 3, chars), ["ab", "abc", "def", "gh", "c"]);
});

Deno.test("wrapText() gives no lines for blank text", () => {
  assert.deepEqual(wrapText(" \n\t ", 10, chars), []);
});

Deno.test("ellipsize() keeps the longest prefix that fits with the ellipsis", () => {
  assert.equal(ellipsize("abcdef", 4, chars), "abc…");
  assert.equal(ellipsize("ab, cd", 5, chars), "ab…");
});

Deno.test("fitText() leaves fitting text alone and shortens the rest", () => {
  assert.equal(fitText("Short", 8, chars), "Short");
  assert.equal(fitText("Chapter Twelve", 8, chars), "Chapter…");
  assert.ok(chars(fitText("x".repeat(50), 8, chars)) <= 8);
});

Deno.test("wrapLines() keeps maxLines and ends the last with an ellipsis that fits", () => {
  const lines = wrapLines("aa bb cc dd ee", 5, chars, 2);
  assert.deepEqual(lines, ["aa bb", "cc d…"]);
  assert.deepEqual(wrapLines("aa bb", 5, chars, 2), ["aa bb"]);
});

Deno.test("plainSpaces() turns narrow no-break spaces into U+00A0 and thin spaces into spaces", () => {
  assert.equal(plainSpaces("1\u202F234\u2009;\u2007x"), "1\u00A0234 ;\u00A0x");
  assert.equal(flatten("a\u2003\u2003b"), "a b");
});
