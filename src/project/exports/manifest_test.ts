import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
import { createManifest, MANIFEST_SCHEMA, parseManifest, renderManifest } from "./manifest.ts";
import { requestedSettings, settingsSha256, withResolvedLanguage } from "./settings.ts";

const SHA_A = "a".repeat(64);
const SHA_B = "b".repeat(64);
const SETTINGS = withResolvedLanguage(
  requestedSettings({ language: "en" }, DEFAULT_THRESHOLDS, {}, undefined),
  "en",
);

function sample() {
  return createManifest({
    version: "0.4.9",
    inputFile: "book.md",
    inputSha256: SHA_A,
    settings: SETTINGS,
    artifacts: [
      { name: "book-style.json", kind: "style", sha256: SHA_B, bytes: 12 },
      { name: "book-analysis.json", kind: "analysis", sha256: SHA_A, bytes: 0 },
    ],
  });
}

Deno.test("createManifest() sorts artifacts by name and hashes the settings", () => {
  const m = sample();
  assert.equal(m.schema, "svc-build-manifest/1");
  assert.equal(m.tool, "svc");
  assert.deepEqual(m.input, { file: "book.md", sha256: SHA_A });
  assert.deepEqual(m.artifacts.map((a) => a.name), ["book-analysis.json", "book-style.json"]);
  assert.equal(m.settings_sha256, settingsSha256(SETTINGS));
});

Deno.test("renderManifest() is stable: the same inputs give the same bytes", () => {
  const text = renderManifest(sample());
  assert.equal(renderManifest(sample()), text);
  assert.ok(text.endsWith("}\n"));
  // Top-level layout is fixed; no timestamps.
  assert.deepEqual(Object.keys(JSON.parse(text)), [
    "schema",
    "tool",
    "version",
    "input",
    "settings",
    "settings_sha256",
    "artifacts",
  ]);
  assert.doesNotMatch(text, /time|date/i);
});

Deno.test("parseManifest() reads back what renderManifest() wrote", () => {
  assert.deepEqual(parseManifest(renderManifest(sample())), sample());
});

Deno.test("parseManifest() rejects text that is not a well-formed manifest", () => {
  const good = JSON.parse(renderManifest(sample()));
  const variants: unknown[] = [
    { ...good, schema: "svc-build-manifest/2" },
    { ...good, version: 1 },
    { ...good, input: { file: "book.md", sha256: "xyz" } },
    { ...good, settings: null },
    { ...good, settings_sha256: SHA_A.toUpperCase() },
    { ...good, artifacts: {} },
    { ...good, artifacts: [{ ...good.artifacts[0], name: "../book.md" }] },
    { ...good, artifacts: [{ ...good.artifacts[0], name: "sub/x.json" }] },
    { ...good, artifacts: [{ ...good.artifacts[0], bytes: -1 }] },
    { ...good, artifacts: [{ ...good.artifacts[0], bytes: 1.5 }] },
    [good],
  ];
  for (const v of variants) assert.equal(parseManifest(JSON.stringify(v)), null, JSON.stringify(v));
  assert.equal(parseManifest(""), null);
  assert.equal(parseManifest('{"schema": "svc-build-manifest/1"'), null);
  assert.equal(MANIFEST_SCHEMA, good.schema);
});
