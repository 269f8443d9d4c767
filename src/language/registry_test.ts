import assert from "node:assert/strict";
import { getProfile, isLanguageChoice, resolveLanguage } from "./registry.ts";
import { LANGUAGE_CODES } from "./types.ts";

const ENGLISH_TEXT = "It was the best of times, it was the worst of times; and he said that they " +
  "would not have been there with him, but she could see that this was what they were for. " +
  "The man and the woman went to the house which he had built from the stones of the old wall.";

Deno.test("getProfile() returns the profile whose code was asked for", () => {
  for (const code of LANGUAGE_CODES) {
    const p = getProfile(code);
    assert.equal(p.code, code);
    assert.ok(p.name.length > 0 && p.locale.length > 0, code);
    assert.ok(p.countSyllables("a") >= 1, code);
    assert.ok(p.flesch.base > 0 && p.flesch.asl > 0 && p.flesch.asw > 0, code);
  }
  assert.equal(getProfile("de").name, "German");
  assert.equal(getProfile("en").flesch.variant, "flesch_1948");
});

Deno.test("resolveLanguage() keeps an explicit choice and detects for auto", () => {
  assert.equal(resolveLanguage("de", ENGLISH_TEXT), "de");
  assert.equal(resolveLanguage("generic", ENGLISH_TEXT), "generic");
  assert.equal(resolveLanguage("auto", ENGLISH_TEXT), "en");
  assert.equal(resolveLanguage("auto", ""), "generic");
});

Deno.test("isLanguageChoice() accepts the codes and auto, case-sensitively", () => {
  for (const code of [...LANGUAGE_CODES, "auto"]) assert.ok(isLanguageChoice(code), code);
  for (const s of ["EN", "english", "", "xx", "de-DE", " auto"]) {
    assert.ok(!isLanguageChoice(s), s);
  }
});
