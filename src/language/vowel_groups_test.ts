import assert from "node:assert/strict";
import { countNuclei, expand, stripElision, sumParts, words } from "./vowel_groups.ts";

const isVowel = (w: string, i: number) => "aeiou".includes(w[i]);

Deno.test("countNuclei() counts vowel runs and splits where the rule says so", () => {
  assert.equal(countNuclei("poeta", isVowel, () => false), 2);
  assert.equal(countNuclei("poeta", isVowel, (w, i) => w[i - 1] === "o" && w[i] === "e"), 3);
  assert.equal(countNuclei("str", isVowel, () => false), 0);
});

Deno.test("sumParts() sums hyphen and apostrophe parts and gives letters at least 1", () => {
  const count = (p: string) => countNuclei(p, isVowel, () => false);
  assert.equal(sumParts("peut-etre", count), 3);
  assert.equal(sumParts("l'homme", count), 2);
  assert.equal(sumParts("s", count), 1);
  assert.equal(sumParts("", count), 0);
  assert.equal(sumParts("-'", count), 0);
});

Deno.test("stripElision() removes only listed clitics", () => {
  const prefixes = new Set(["l", "qu"]);
  assert.equal(stripElision("l'avait", prefixes), "avait");
  assert.equal(stripElision("qu'il", prefixes), "il");
  assert.equal(stripElision("aujourd'hui", prefixes), "aujourd'hui");
  assert.equal(stripElision("avait", prefixes), "avait");
});

Deno.test("expand() and words() build word lists", () => {
  assert.deepEqual(expand(["parl", "cant"], ["o", "a"]), ["parlo", "parla", "canto", "canta"]);
  assert.deepEqual(words("  a b\n c  "), ["a", "b", "c"]);
});
