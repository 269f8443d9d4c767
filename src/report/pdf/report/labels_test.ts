import assert from "node:assert/strict";
import { LABEL_LANGUAGES } from "../../labels/packs.ts";
import { REPORT_LABELS, reportLabels } from "./labels.ts";

Deno.test("every language has every PDF-only label, with the English placeholders", () => {
  const keys = Object.keys(REPORT_LABELS.en).sort();
  for (const lang of LABEL_LANGUAGES) {
    assert.deepEqual(Object.keys(REPORT_LABELS[lang]).sort(), keys, lang);
    for (const key of keys) {
      const k = key as keyof typeof REPORT_LABELS.en;
      const own = REPORT_LABELS[lang][k].match(/\{\w+\}/g)?.sort() ?? [];
      const en = REPORT_LABELS.en[k].match(/\{\w+\}/g)?.sort() ?? [];
      assert.deepEqual(own, en, `${lang}.${key}`);
      if (lang !== "en" && key !== "date" && key !== "median") {
        assert.notEqual(REPORT_LABELS[lang][k], REPORT_LABELS.en[k], `${lang}.${key} untranslated`);
      }
    }
  }
});

Deno.test("reportLabels() fills placeholders and falls back to the dashboard packs", () => {
  const de = reportLabels("de");
  assert.equal(de("page_of", { n: 2, m: 9 }), "Seite 2 von 9");
  assert.equal(de("tab_overview"), "Überblick");
  // A key no English table has does not type-check; at run time it would print as itself.
  // @ts-expect-error: "no_such_key" is no label key
  assert.equal(reportLabels("en")("no_such_key"), "no_such_key");
});
