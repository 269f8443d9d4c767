import assert from "node:assert/strict";
import {
  DEFAULT_LANGUAGES,
  INTERFACE_LANGUAGES,
  interfaceLanguageOf,
  isInterfaceLanguage,
  resolveLanguages,
} from "./languages.ts";
import { LABEL_LANGUAGES } from "../report/labels/packs.ts";
import { EMPTY_CONFIG } from "./project_config.ts";

Deno.test("the interface languages are exactly the label-pack languages", () => {
  assert.deepEqual([...INTERFACE_LANGUAGES].sort(), [...LABEL_LANGUAGES].sort());
  assert.equal(isInterfaceLanguage("generic"), false);
  assert.equal(isInterfaceLanguage("auto"), false);
});

const SVC_LANG_ROWS: readonly [string | undefined, string | undefined][] = [
  ["de", "de"],
  ["de_AT", "de"],
  ["de_DE.UTF-8", "de"],
  ["DE", "de"],
  ["fr_FR.UTF-8", "fr"],
  ["nl", "nl"],
  ["en_GB", "en"],
  ["C.UTF-8", undefined],
  ["", undefined],
  ["ja_JP", undefined],
  [undefined, undefined],
];

for (const [value, expected] of SVC_LANG_ROWS) {
  Deno.test(`interfaceLanguageOf(${JSON.stringify(value)}) -> ${expected}`, () => {
    assert.equal(interfaceLanguageOf(value), expected);
  });
}

Deno.test("resolveLanguages(): defaults are English analysis and English interface", () => {
  assert.deepEqual(resolveLanguages({}), DEFAULT_LANGUAGES);
  assert.deepEqual(DEFAULT_LANGUAGES, { language: "en", ui_language: "en" });
});

Deno.test("resolveLanguages(): the two languages are layered apart", () => {
  // The interface language from the highest layer that sets it, the analysis language from
  // another: neither drags the other along.
  assert.deepEqual(
    resolveLanguages({ session: { ui_language: "de" }, project: { language: "en" } }),
    { language: "en", ui_language: "de" },
  );
  assert.deepEqual(
    resolveLanguages({ flags: { language: "de" }, user: { ui_language: "fr" } }),
    { language: "de", ui_language: "fr" },
  );
  assert.deepEqual(resolveLanguages({ flags: { language: "auto" } }), {
    language: "auto",
    ui_language: "en",
  });
});

Deno.test("resolveLanguages() reads only the two language keys of a whole config", () => {
  const project = { ...EMPTY_CONFIG, language: "fr" as const, title: "Tide" };
  assert.deepEqual(resolveLanguages({ project, user: EMPTY_CONFIG }), {
    language: "fr",
    ui_language: "en",
  });
});
