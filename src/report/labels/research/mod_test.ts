import assert from "node:assert/strict";
import { LABEL_LANGUAGES, labelsFor } from "../packs.ts";
import { RESEARCH_LABELS } from "./mod.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

Deno.test("every language has exactly the English research keys with the same placeholders", () => {
  const english: Readonly<Record<string, string>> = RESEARCH_LABELS.en;
  for (const lang of LABEL_LANGUAGES) {
    const own = RESEARCH_LABELS[lang];
    assert.deepEqual(Object.keys(own).sort(), Object.keys(english).sort(), lang);
    for (const [key, text] of Object.entries(own)) {
      assert.deepEqual(placeholders(text), placeholders(english[key]), `${lang} ${key}`);
      assert.notEqual(text.trim(), "", `${lang} ${key}`);
    }
  }
});

Deno.test("the research labels reach the dashboard's lookup in their language", () => {
  assert.equal(labelsFor("de")("rs_tab_search"), "Suche");
  assert.equal(labelsFor("fr")("rs_init_submit"), "Créer l’archive");
  assert.equal(labelsFor("generic")("research_area"), "Research");
});

Deno.test("labels that are not a language's own word are few and deliberate", () => {
  // Words shared with English (Dossier, Archive, Sources, …) are real words of the language;
  // anything else equal to English would be an untranslated leftover.
  const english: Readonly<Record<string, string>> = RESEARCH_LABELS.en;
  // "Source {source}, version {version}" and "{width} × {height} pixels" are French (and the
  // latter Dutch) as they stand; "pp. 8–9" is how Spanish, Italian, Dutch and Portuguese
  // abbreviate pages too (French writes "p. 8–9").
  const deliberate = new Set([
    "rs_status_schema_value",
    "rs_pages_n",
    "rs_tl_bar_label",
    "fr:rs_ingest_ids",
    "fr:rs_image_size",
    "nl:rs_image_size",
  ]);
  for (const lang of LABEL_LANGUAGES.filter((l) => l !== "en")) {
    const same = Object.entries(RESEARCH_LABELS[lang])
      .filter(([k, v]) => v === english[k] && v.length > 14)
      .filter(([k]) => !deliberate.has(k) && !deliberate.has(`${lang}:${k}`))
      .map(([k]) => k);
    assert.deepEqual(same, [], lang);
  }
});
