import assert from "node:assert/strict";
import { fitText, wrapText } from "./text_fit.ts";

/** One millimetre per character: widths are easy to reason about. */
const chars = (t: string) => [...t].length;

Deno.test("fitText() keeps a text that fits and shortens one that does not with an ellipsis", () => {
  assert.equal(fitText("Short", 10, chars), "Short");
  assert.equal(fitText("Chapter One: The Keeper", 10, chars), "Chapter O…");
  assert.ok(chars(fitText("Chapter One: The Keeper", 10, chars)) <= 10);
});

Deno.test("fitText() drops a trailing space before the ellipsis", () => {
  assert.equal(fitText("one two three", 5, chars), "one…");
});

Deno.test("fitText() is empty when not even the ellipsis fits", () => {
  assert.equal(fitText("abc", 0.5, chars), "");
});

Deno.test("fitText() removes soft hyphens and collapses whitespace but keeps no-break spaces", () => {
  assert.equal(fitText("Ver\u00ADlag\t  A", 20, chars), "Verlag A");
  assert.equal(fitText("4\u00a0036", 20, chars), "4\u00a0036");
  // A narrow no-break space is drawn as a no-break space (the writer's printable()).
  assert.doesNotMatch(fitText("4\u202f036", 20, chars), / /);
  assert.deepEqual(wrapText("a\u00a0b c", 3, chars), ["a\u00a0b", "c"]);
});

Deno.test("fitText() accepts a text exactly as wide as its box", () => {
  // Widths computed two ways can differ in the last bit; the box still holds the text.
  const measure = (t: string) => chars(t) * 0.1 * 3;
  assert.equal(fitText("abc", 0.9, measure), "abc");
});

Deno.test("wrapText() breaks greedily at spaces", () => {
  assert.deepEqual(wrapText("one two three", 8, chars), ["one two", "three"]);
});

Deno.test("wrapText() breaks after a slash and keeps the slash", () => {
  assert.deepEqual(wrapText("Words/scene", 6, chars), ["Words/", "scene"]);
});

Deno.test("wrapText() ends the last kept line with an ellipsis when text is left over", () => {
  assert.deepEqual(wrapText("one two three four", 8, chars, 1), ["one two…"]);
  assert.deepEqual(wrapText("aa bb cc dd ee", 5, chars, 2), ["aa bb", "cc d…"]);
});

Deno.test("wrapText() narrows the first line and leaves it empty when nothing fits there", () => {
  assert.deepEqual(wrapText("one two three", 8, chars, Infinity, 4), ["one", "two", "three"]);
  assert.deepEqual(wrapText("three four", 8, chars, Infinity, 2), ["", "three", "four"]);
});

Deno.test("wrapText() does not break around a relation sign", () => {
  assert.deepEqual(wrapText("severity ≥ 2 and more", 14, chars), ["severity ≥ 2", "and more"]);
  assert.deepEqual(wrapText("all empty = none", 12, chars), ["all", "empty = none"]);
});

Deno.test("wrapText() shortens a word wider than the line", () => {
  assert.deepEqual(wrapText("Werkwoordstijd", 6, chars), ["Werkw…"]);
});

Deno.test("wrapText() of an empty text has no lines", () => {
  assert.deepEqual(wrapText("", 5, chars), []);
});
