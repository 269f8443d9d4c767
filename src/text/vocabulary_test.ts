import assert from "node:assert/strict";
import { Vocabulary } from "./vocabulary.ts";

Deno.test("Vocabulary folds written forms into one type", () => {
  const v = new Vocabulary("en");
  const a = v.idOf("The");
  assert.equal(v.idOf("the"), a);
  assert.equal(v.idOf("THE"), a);
  assert.notEqual(v.idOf("then"), a);
  assert.deepEqual(v.words, ["the", "then"]);
  assert.deepEqual(v.forms, ["The", "the", "THE", "then"]);
});

Deno.test("Vocabulary.formOf() reads a span of the text without slicing it first", () => {
  const v = new Vocabulary("de");
  const text = "Käfig und käfig und Käfig";
  const first = v.formOf(text, 0, 5);
  assert.equal(v.formOf(text, 20, 25), first);
  assert.notEqual(v.formOf(text, 10, 15), first);
  assert.equal(v.typeOfForm[v.formOf(text, 10, 15)], v.typeOfForm[first]);
  assert.equal(v.formOf(text, 6, 9), v.formOf(text, 16, 19));
});

Deno.test("Vocabulary keeps every form findable as its table grows", () => {
  const v = new Vocabulary("en");
  const forms = Array.from({ length: 20000 }, (_, i) => `w${i.toString(36)}x`);
  const ids = forms.map((f) => v.formOf(f, 0, f.length));
  forms.forEach((f, i) => assert.equal(v.formOf(f, 0, f.length), ids[i]));
  assert.equal(v.size, 20000);
});
