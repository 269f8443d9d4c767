import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
import { requestedSettings, settingsSha256, withResolvedLanguage } from "./settings.ts";

const REQUESTED = requestedSettings(
  { language: "auto", chapterMarker: "## ", signalKeywords: { doubt: ["perhaps", "maybe"] } },
  DEFAULT_THRESHOLDS,
  { assignments: { "1:1": "calm" } },
  "Über",
);

Deno.test("requestedSettings() records unset corpus settings as null and one scene form", () => {
  assert.deepEqual(REQUESTED.corpus, {
    appendix_marker: null,
    chapter_marker: "## ",
    nominal_regex: null,
    signal_keywords: { doubt: ["perhaps", "maybe"] },
    word_regex: null,
  });
  assert.deepEqual(REQUESTED.scene_analysis, { assignments: { "1:1": "calm" }, targets: {} });
  assert.equal(REQUESTED.title, "Über");
  const bare = requestedSettings({}, DEFAULT_THRESHOLDS, {}, undefined);
  assert.equal(bare.language, "en");
  assert.equal(bare.title, null);
  assert.deepEqual(bare.scene_analysis, { assignments: {}, targets: {} });
});

Deno.test("settingsSha256() hashes the canonical JSON of the settings record", () => {
  // Python 3: s = {...the same record, with "ui_language": "en"...};
  //   c = json.dumps(s, sort_keys=True, separators=(',',':'), ensure_ascii=False)
  //   hashlib.sha256(c.encode()).hexdigest()
  assert.equal(
    settingsSha256(withResolvedLanguage(REQUESTED, "de")),
    "843a3e56cc3d194c76b8853cf95e84e7c10818e6eb4cb9b6770cd60c77585bc9",
  );
});

Deno.test("settingsSha256() does not depend on key insertion order", () => {
  const reordered = requestedSettings(
    { signalKeywords: { doubt: ["perhaps", "maybe"] }, chapterMarker: "## ", language: "auto" },
    { ...DEFAULT_THRESHOLDS, z_strong: 3.5, z_mild: 2.5 },
    { targets: {}, assignments: { "1:1": "calm" } },
    "Über",
  );
  assert.equal(
    settingsSha256(withResolvedLanguage(reordered, "de")),
    settingsSha256(withResolvedLanguage(REQUESTED, "de")),
  );
});

Deno.test("settingsSha256() changes with any setting, including the resolved language", () => {
  const base = settingsSha256(withResolvedLanguage(REQUESTED, "de"));
  assert.notEqual(settingsSha256(withResolvedLanguage(REQUESTED, "en")), base);
  const stricter = requestedSettings(
    { language: "auto", chapterMarker: "## ", signalKeywords: { doubt: ["perhaps", "maybe"] } },
    { ...DEFAULT_THRESHOLDS, z_mild: 2 },
    { assignments: { "1:1": "calm" } },
    "Über",
  );
  assert.notEqual(settingsSha256(withResolvedLanguage(stricter, "de")), base);
  // The interface language changes the dashboard's labels, so it is part of the record.
  const german = requestedSettings(
    { language: "auto", chapterMarker: "## ", signalKeywords: { doubt: ["perhaps", "maybe"] } },
    DEFAULT_THRESHOLDS,
    { assignments: { "1:1": "calm" } },
    "Über",
    "de",
  );
  assert.equal(german.ui_language, "de");
  assert.equal(german.language, "auto");
  assert.notEqual(settingsSha256(withResolvedLanguage(german, "de")), base);
});

Deno.test("withResolvedLanguage() lists keys in canonical order", () => {
  assert.deepEqual(Object.keys(withResolvedLanguage(REQUESTED, "de")), [
    "corpus",
    "language",
    "resolved_language",
    "scene_analysis",
    "thresholds",
    "title",
    "ui_language",
  ]);
});
