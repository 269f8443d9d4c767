import assert from "node:assert/strict";
import { compileWordRegex, DEFAULT_WORD_PATTERN, foldToken, wordSpans } from "./tokenize.ts";

Deno.test("the default word pattern keeps inner apostrophes and hyphens", () => {
  const re = compileWordRegex(DEFAULT_WORD_PATTERN);
  const words = [..."Don’t re-enter l'homme's 1887 café—Käfig!".matchAll(re)].map((m) => m[0]);
  assert.deepEqual(words, ["Don’t", "re-enter", "l'homme's", "café", "Käfig"]);
});

Deno.test("compileWordRegex() rejects patterns that match the empty string", () => {
  assert.throws(() => compileWordRegex("\\p{L}*"));
  assert.throws(() => compileWordRegex("(["), SyntaxError);
});

Deno.test("foldToken() lower-cases by locale and normalises apostrophes", () => {
  assert.equal(foldToken("Don’t", "en"), "don't");
  assert.equal(foldToken("İstanbul", "tr"), "istanbul");
  assert.equal(foldToken("ÄRGER", "de"), "ärger");
});

Deno.test("wordSpans() matches the default regular expression exactly", () => {
  const samples = [
    "Don’t re-enter l'homme's 1887 café—Käfig! 'quoted' -dash- a--b x'-y",
    "𝔄𝔟𝔠 déjà-vu ’tis rock’n’roll end- -start Ελληνικά 日本語 ½ o'",
  ];
  const re = compileWordRegex(DEFAULT_WORD_PATTERN);
  for (const text of samples) {
    const expected = [...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length]);
    const flat = wordSpans(text, null, []);
    const got = flat.filter((_, i) => i % 2 === 0).map((s, i) => [s, flat[2 * i + 1]]);
    assert.deepEqual(got, expected);
  }
});
