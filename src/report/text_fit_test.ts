import assert from "node:assert/strict";
import { ellipsize, fitText, flatten, plainSpaces, wrapText } from "./text_fit.ts";

/** One unit per character: widths are easy to check by hand. */
const chars = (s: string) => [...s].length;

Deno.test("flatten() collapses breakable white space and drops invisible characters", () => {
  assert.equal(flatten("  a\n\tb\u00ADc \u200B"), "a bc");
  assert.equal(flatten("a\u2003\u2003b"), "a b");
});

Deno.test("flatten() keeps a no-break space and draws a narrow one as U+00A0", () => {
  assert.equal(flatten("q\u00A0; x"), "q\u00A0; x");
  assert.equal(fitText("4\u00a0036", 20, chars), "4\u00a0036");
  assert.equal(fitText("4\u202f036", 20, chars), "4\u00a0036");
  assert.deepEqual(wrapText("a\u00a0b c", 3, chars), ["a\u00a0b", "c"]);
});

Deno.test("plainSpaces() turns narrow no-break spaces into U+00A0 and thin spaces into spaces", () => {
  assert.equal(plainSpaces("1\u202F234\u2009;\u2007x"), "1\u00A0234 ;\u00A0x");
});

Deno.test("ellipsize() keeps the longest prefix that fits with the ellipsis, without trailing separators", () => {
  assert.equal(ellipsize("abcdef", 4, chars), "abc…");
  assert.equal(ellipsize("ab, cd", 5, chars), "ab…");
  assert.equal(ellipsize("abcdef", 1, chars), "…");
  assert.equal(ellipsize("abcdef", 0.5, chars), "");
});

Deno.test("fitText() leaves fitting text alone and shortens the rest with an ellipsis", () => {
  assert.equal(fitText("Short", 10, chars), "Short");
  assert.equal(fitText("Chapter One: The Keeper", 10, chars), "Chapter O…");
  assert.equal(fitText("Chapter Twelve", 8, chars), "Chapter…");
  assert.equal(fitText("one two three", 5, chars), "one…");
  assert.ok(chars(fitText("x".repeat(50), 8, chars)) <= 8);
  assert.equal(fitText("abcdef", 0, chars), "");
});

Deno.test("fitText() accepts a text exactly as wide as its box", () => {
  // Widths computed two ways can differ in the last bit; the box still holds the text.
  const measure = (t: string) => chars(t) * 0.1 * 3;
  assert.equal(fitText("abc", 0.9, measure), "abc");
});

Deno.test("wrapText() breaks greedily at spaces and every line fits", () => {
  const lines = wrapText("the quick brown fox jumps over the lazy dog", 10, chars);
  assert.deepEqual(lines, ["the quick", "brown fox", "jumps over", "the lazy", "dog"]);
  for (const line of lines) assert.ok(chars(line) <= 10);
  assert.deepEqual(wrapText("aa  bb", 10, chars), ["aa bb"]);
});

Deno.test("wrapText() cuts a word wider than the line between characters", () => {
  assert.deepEqual(wrapText("ab abcdefgh c", 3, chars), ["ab", "abc", "def", "gh", "c"]);
  assert.deepEqual(wrapText("x https://example.com/abc y", 8, chars), [
    "x",
    "https://",
    "example.",
    "com/abc",
    "y",
  ]);
  assert.deepEqual(wrapText("𝔄𝔅𝔆", 2, chars), ["𝔄𝔅", "𝔆"]);
});

Deno.test("wrapText() gives no lines for blank text, or one empty line with keepBlank", () => {
  assert.deepEqual(wrapText(" \n\t ", 10, chars), []);
  assert.deepEqual(wrapText("", 5, chars), []);
  assert.deepEqual(wrapText("   ", 5, chars, { keepBlank: true }), [""]);
});

Deno.test("wrapText() keeps maxLines and ends the last with an ellipsis that fits", () => {
  assert.deepEqual(wrapText("aa bb cc dd ee", 5, chars, { maxLines: 2 }), ["aa bb", "cc d…"]);
  assert.deepEqual(wrapText("aa bb", 5, chars, { maxLines: 2 }), ["aa bb"]);
  assert.deepEqual(wrapText("one two three four", 8, chars, { maxLines: 1 }), ["one two…"]);
});

Deno.test("wrapText() narrows the first line and leaves it empty when nothing fits there", () => {
  assert.deepEqual(wrapText("one two three", 8, chars, { firstWidth: 4 }), ["one", "two", "three"]);
  assert.deepEqual(wrapText("three four", 8, chars, { firstWidth: 2 }), ["", "three", "four"]);
  // A wider first line (a hanging indent after it).
  assert.deepEqual(wrapText("aa bb cc dd", 4, chars, { firstWidth: 8 }), ["aa bb cc", "dd"]);
});

Deno.test("wrapText() in label mode breaks after a slash and keeps the slash", () => {
  assert.deepEqual(wrapText("Words/scene", 6, chars, { labels: true }), ["Words/", "scene"]);
  assert.deepEqual(wrapText("Words/scene", 6, chars), ["Words/", "scene"]);
  assert.deepEqual(wrapText("ab/cd ef", 6, chars), ["ab/cd", "ef"]);
  assert.deepEqual(wrapText("ab/cdef", 5, chars, { labels: true }), ["ab/", "cdef"]);
  assert.deepEqual(wrapText("ab/cdef", 5, chars), ["ab/cd", "ef"]);
});

Deno.test("wrapText() in label mode does not break around a relation sign", () => {
  const labels = { labels: true };
  assert.deepEqual(wrapText("severity ≥ 2 and more", 14, chars, labels), [
    "severity ≥ 2",
    "and more",
  ]);
  assert.deepEqual(wrapText("all empty = none", 12, chars, labels), ["all", "empty = none"]);
});

Deno.test("wrapText() in label mode shortens a word wider than the line", () => {
  assert.deepEqual(wrapText("Werkwoordstijd", 6, chars, { labels: true }), ["Werkw…"]);
});
