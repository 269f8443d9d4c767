import assert from "node:assert/strict";
import { join } from "node:path";
import type { CliIO } from "./io.ts";
import { interfaceLanguage, resolveSettings } from "./settings.ts";

/** A temp home with `book/` (and the given config files) and an io with this environment. */
async function fixture(files: Record<string, string>, env: Record<string, string> = {}) {
  const home = await Deno.makeTempDir({ prefix: "svc-run-settings-" });
  await Deno.mkdir(join(home, "book"));
  await Deno.mkdir(join(home, ".config"));
  for (const [name, text] of Object.entries(files)) {
    await Deno.writeTextFile(join(home, name), text);
  }
  const warnings: string[] = [];
  const io: CliIO = {
    stdout: () => {},
    stderr: (text) => warnings.push(text),
    env: (name) => name === "HOME" ? home : env[name],
  };
  return { home, io, warnings, manuscript: join(home, "book", "book.md") };
}

/** Each row: config files, --language, SVC_LANG, expected [analysis, interface] language. */
const ROWS: readonly [string, Record<string, string>, string | undefined, string | undefined, [
  string,
  string,
]][] = [
  ["nothing set", {}, undefined, undefined, ["en", "en"]],
  ["--language only", {}, "de", undefined, ["de", "en"]],
  ["SVC_LANG only", {}, undefined, "de_DE.UTF-8", ["en", "de"]],
  ["both, crossed", {}, "en", "de", ["en", "de"]],
  [
    "project config over user config, each key apart",
    {
      "book/svc.toml": 'language = "fr"\n',
      ".config/svc.toml": 'language = "nl"\nui_language = "it"\n',
    },
    undefined,
    undefined,
    ["fr", "it"],
  ],
  [
    "flags over config files",
    { "book/svc.toml": 'language = "fr"\nui_language = "pt"\n' },
    "de",
    "es",
    ["de", "es"],
  ],
  [
    "an SVC_LANG without an interface language leaves the config's",
    { "book/svc.toml": 'ui_language = "pt"\n' },
    undefined,
    "C.UTF-8",
    ["en", "pt"],
  ],
];

for (const [name, files, language, svcLang, [analysis, ui]] of ROWS) {
  Deno.test(`resolveSettings(): ${name}`, async () => {
    const f = await fixture(files, svcLang === undefined ? {} : { SVC_LANG: svcLang });
    try {
      const options = language === undefined ? {} : { language };
      const settings = await resolveSettings(f.manuscript, options, f.io);
      assert.deepEqual([settings.corpus.language, settings.uiLanguage], [analysis, ui]);
      assert.deepEqual(f.warnings, []);
    } finally {
      await Deno.remove(f.home, { recursive: true });
    }
  });
}

Deno.test("resolveSettings() warns about a bad ui_language and keeps the rest", async () => {
  const f = await fixture({ "book/svc.toml": 'language = "de"\nui_language = "klingon"\n' });
  try {
    const settings = await resolveSettings(f.manuscript, {}, f.io);
    assert.deepEqual([settings.corpus.language, settings.uiLanguage], ["de", "en"]);
    assert.equal(f.warnings.length, 1);
    assert.match(f.warnings[0], /^\[warning\] .*svc\.toml.*ui_language must be one of/);
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

/** Each row: config files, place, SVC_LANG, expected interface language. */
const UI_ROWS: readonly [
  string,
  Record<string, string>,
  "book" | "folder" | null,
  string?,
  string?,
][] = [
  [
    "the project's ui_language",
    { "book/svc.toml": 'ui_language = "de"\n' },
    "book",
    undefined,
    "de",
  ],
  ["SVC_LANG over it", { "book/svc.toml": 'ui_language = "de"\n' }, "book", "en", "en"],
  [
    "the analysis language is no interface language",
    {
      "book/svc.toml": 'language = "de"\n',
    },
    "book",
    undefined,
    "en",
  ],
  [
    "a --project folder's config",
    {
      "book/pyproject.toml": '[tool.svc]\nui_language = "de"\n',
    },
    "folder",
    undefined,
    "de",
  ],
  [
    "the user config below the project's",
    {
      "book/svc.toml": 'title = "T"\n',
      ".config/svc.toml": 'ui_language = "fr"\n',
    },
    "book",
    undefined,
    "fr",
  ],
  [
    "no place: the user config only",
    {
      "book/svc.toml": 'ui_language = "de"\n',
      ".config/svc.toml": 'ui_language = "fr"\n',
    },
    null,
    undefined,
    "fr",
  ],
  [
    "an unreadable project config is ignored",
    {
      "book/svc.toml": 'ui_language = "de"\n[broken\n',
    },
    "book",
    undefined,
    "en",
  ],
];

for (const [name, files, at, svcLang, expected] of UI_ROWS) {
  Deno.test(`interfaceLanguage(): ${name}`, async () => {
    const f = await fixture(files, svcLang === undefined ? {} : { SVC_LANG: svcLang });
    try {
      const place = at === "book"
        ? { manuscript: f.manuscript }
        : at === "folder"
        ? { projectDir: join(f.home, "book") }
        : null;
      assert.equal(await interfaceLanguage(place, f.io), expected);
      // Quiet: a file's warnings are the command's to print when it reads its settings.
      assert.deepEqual(f.warnings, []);
    } finally {
      await Deno.remove(f.home, { recursive: true });
    }
  });
}
