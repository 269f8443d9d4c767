import assert from "node:assert/strict";
import { UsageError } from "../../errors.ts";
import { checkNdaLanguage, isNdaLanguage, NDA_LANGUAGES, resolveNdaLanguage } from "./languages.ts";

Deno.test("NDA_LANGUAGES are the seven SPEC languages in order", () => {
  assert.deepEqual([...NDA_LANGUAGES], ["de", "en", "fr", "es", "it", "pt", "nl"]);
  assert.ok(isNdaLanguage("pt"));
  assert.ok(!isNdaLanguage("generic"));
});

Deno.test("resolveNdaLanguage() follows nda.language, server language, project language, en", () => {
  assert.equal(resolveNdaLanguage(["it", "de", "fr"]), "it");
  assert.equal(resolveNdaLanguage([undefined, "de", "fr"]), "de");
  assert.equal(resolveNdaLanguage([null, undefined, "fr"]), "fr");
  assert.equal(resolveNdaLanguage([undefined, null, undefined]), "en");
  assert.equal(resolveNdaLanguage([]), "en");
});

Deno.test("resolveNdaLanguage() lets analysis-only languages fall through", () => {
  assert.equal(resolveNdaLanguage([undefined, "generic", "nl"]), "nl");
  assert.equal(resolveNdaLanguage([undefined, "auto", "generic"]), "en");
  assert.equal(resolveNdaLanguage(["", "es"]), "es");
});

Deno.test("checkNdaLanguage() rejects an explicit setting outside the seven codes", () => {
  for (const value of ["generic", "auto", "xx", "DE", 3]) {
    assert.throws(
      () => checkNdaLanguage(value, "nda.language"),
      (e) => e instanceof UsageError && e.message.startsWith("nda.language"),
    );
  }
  assert.equal(checkNdaLanguage("fr", "nda.language"), "fr");
  assert.equal(checkNdaLanguage(undefined, "nda.language"), undefined);
  // An explicit nda.language wins over a valid server language once checked.
  assert.equal(resolveNdaLanguage([checkNdaLanguage("pt", "nda.language"), "de"]), "pt");
});
