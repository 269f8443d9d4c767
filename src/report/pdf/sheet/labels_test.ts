import assert from "node:assert/strict";
import { LABEL_LANGUAGES } from "../../labels/packs.ts";
import { SHEET_LABELS, sheetLabels } from "./labels.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

Deno.test("SHEET_LABELS has every key in all seven languages with the English placeholders", () => {
  const keys = Object.keys(SHEET_LABELS.en).sort();
  for (const lang of LABEL_LANGUAGES) {
    assert.deepEqual(Object.keys(SHEET_LABELS[lang]).sort(), keys, lang);
    for (const key of keys) {
      const text = SHEET_LABELS[lang][key as keyof typeof SHEET_LABELS.en];
      assert.ok(text.trim().length > 0, `${lang}.${key} is empty`);
      assert.deepEqual(
        placeholders(text),
        placeholders(SHEET_LABELS.en[key as "sheet_date"]),
        `${lang}.${key}`,
      );
    }
  }
});

Deno.test("SHEET_LABELS is translated, not copied from English", () => {
  for (const lang of LABEL_LANGUAGES.filter((l) => l !== "en")) {
    assert.notEqual(SHEET_LABELS[lang].sheet_caveat, SHEET_LABELS.en.sheet_caveat, lang);
    assert.notEqual(SHEET_LABELS[lang].sheet_legend, SHEET_LABELS.en.sheet_legend, lang);
  }
});

Deno.test("French sheet labels put a narrow no-break space before colons and semicolons", () => {
  for (const text of Object.values(SHEET_LABELS.fr)) {
    assert.doesNotMatch(text, / [:;]/, text);
    assert.doesNotMatch(text, /[^\u202f\s(][:;](?!\d)/, text);
  }
});

Deno.test("sheetLabels() reads its own texts first, then the dashboard packs", () => {
  const de = sheetLabels("de");
  assert.equal(de("sheet_date"), "Datum");
  assert.equal(de("words"), "Wörter");
  assert.equal(de("sheet_key_asl", { median: "12,0" }).includes("(12,0,"), true);
  // A key no English table has does not type-check; at run time it would print as itself.
  // @ts-expect-error: "no_such_key" is no label key
  assert.equal(sheetLabels("en")("no_such_key"), "no_such_key");
});
