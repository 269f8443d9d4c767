import assert from "node:assert/strict";
import { parseManuscript } from "../../../document/parse.ts";
import { hyphenationLanguageMismatch } from "./book_language.ts";
import { corpusFiles } from "../../../../testing/corpus.ts";
import type { LanguageCode } from "../../../language/types.ts";

Deno.test("hyphenationLanguageMismatch() names the language a book reads as, when it differs", () => {
  const fr = parseManuscript(
    "## Un\n\n" + "Il est dans la maison, et elle ne le sait pas. ".repeat(20),
  );
  assert.equal(hyphenationLanguageMismatch(fr, "en"), "fr");
  assert.equal(hyphenationLanguageMismatch(fr, "fr"), null);
  // Too little text to be sure: no warning.
  assert.equal(hyphenationLanguageMismatch(parseManuscript("Il est là."), "en"), null);
});

const corpus = corpusFiles();
Deno.test({
  name: "hyphenationLanguageMismatch() reads every corpus novel as its folder's language",
  ignore: corpus.length === 0,
  fn: async () => {
    for (const { language, path } of corpus) {
      const document = parseManuscript(await Deno.readTextFile(path));
      assert.equal(
        hyphenationLanguageMismatch(document, language as LanguageCode),
        null,
        path.href,
      );
      const other: LanguageCode = language === "en" ? "de" : "en";
      assert.equal(hyphenationLanguageMismatch(document, other), language, path.href);
    }
  },
});
