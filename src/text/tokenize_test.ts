import assert from "node:assert/strict";
import { compileWordRegex, DEFAULT_WORD_PATTERN, foldToken } from "./tokenize.ts";

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
