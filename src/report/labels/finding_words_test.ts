import assert from "node:assert/strict";
import { FINDING_WORDS_LABELS } from "./finding_words.ts";
import { LABEL_LANGUAGES, labelsFor } from "./packs.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

Deno.test("the words-behind labels have the English keys and placeholders in every language", () => {
  const english = FINDING_WORDS_LABELS.en;
  for (const language of LABEL_LANGUAGES) {
    const pack = FINDING_WORDS_LABELS[language];
    assert.deepEqual(Object.keys(pack).sort(), Object.keys(english).sort(), language);
    for (const [key, text] of Object.entries(pack)) {
      assert.ok(text.trim().length > 0, `${language} ${key}`);
      assert.deepEqual(
        placeholders(text),
        placeholders(english[key as keyof typeof english]),
        `${language} ${key}`,
      );
    }
  }
});

Deno.test("the words-behind labels reach every surface through the merged packs", () => {
  assert.equal(labelsFor("fr")("behind_longest"), "Phrases les plus longues");
  assert.equal(
    labelsFor("nl")("behind_place", { paragraph: 3, line: 41 }),
    "alinea 3, regel 41",
  );
});
