import assert from "node:assert/strict";
import { STYLE_FEATURES } from "../../features/feature_ids.ts";
import { FEATURE_TEXTS } from "./features.ts";
import { FINDINGS_LABELS } from "./findings.ts";
import { LABEL_LANGUAGES, labelsFor } from "./packs.ts";

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

Deno.test("every style feature has a name, a unit and a finding sentence in all seven languages", () => {
  for (const language of LABEL_LANGUAGES) {
    const t = labelsFor(language);
    for (const f of STYLE_FEATURES) {
      for (const key of [`feature_${f}`, `feature_unit_${f}`, `finding_${f}`] as const) {
        const text = t(key);
        assert.notEqual(text, key, `${language} ${key}`);
        assert.ok(
          !/[a-z]+_[a-z]+/.test(text.replace(/\{\w+\}/g, "")),
          `${language} ${key}: ${text}`,
        );
        assert.ok(!text.includes("{limit}"), `${language} ${key}`);
      }
      assert.deepEqual(
        placeholders(t(`finding_${f}`)),
        ["high", "low", "median", "value"],
        `${language} ${f}`,
      );
      if (language !== "en") {
        assert.notEqual(t(`finding_${f}`), labelsFor("en")(`finding_${f}`), `${language} ${f}`);
      }
    }
  }
});

Deno.test("feature names read as words with their units", () => {
  const en = labelsFor("en");
  assert.equal(en("feature_kaskade_pct"), "Long sentences");
  assert.equal(en("feature_unit_kaskade_pct"), "% of sentences with 30 words or more");
  assert.equal(en("feature_filter_density"), "Filter verbs");
  assert.equal(en("feature_unit_filter_density"), "per 1,000 words");
  assert.equal(
    labelsFor("de")("feature_unit_long_word_pct"),
    "% der Wörter mit 7 oder mehr Buchstaben",
  );
  assert.equal(en("finding_staccato_pct").includes("at most 5 words"), true);
});

Deno.test("the findings labels have the English keys and placeholders in every language", () => {
  const english = FINDINGS_LABELS.en;
  for (const language of LABEL_LANGUAGES) {
    const pack = FINDINGS_LABELS[language];
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

Deno.test("French feature and findings texts put a narrow no-break space before ; : and %", () => {
  const texts = [
    ...Object.values(FEATURE_TEXTS.fr).flatMap((x) => [x[2]]),
    ...Object.values(FINDINGS_LABELS.fr),
  ];
  for (const text of texts) {
    for (const m of text.matchAll(/(.)([;:%])/g)) {
      assert.equal(m[1], "\u202f", `${JSON.stringify(m[0])} in ${text}`);
    }
  }
});
