import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
import { artifact } from "./artifacts.ts";
import { type BuildManifest, createManifest } from "./manifest.ts";
import { artifactsIntact, type BuildExpectation, manifestMatches, planWrites } from "./plan.ts";
import { requestedSettings, withResolvedLanguage } from "./settings.ts";

const STYLE = artifact("book-style.json", "style", '{"style": 1}\n');
const ANALYSIS = artifact("book-analysis.json", "analysis", '{"analysis": 1}\n');
const INPUT_SHA = "c".repeat(64);
const REQUESTED = requestedSettings({ language: "auto" }, DEFAULT_THRESHOLDS, {}, undefined);

const EXPECTED: BuildExpectation = {
  version: "0.4.9",
  inputFile: "book.md",
  inputSha256: INPUT_SHA,
  requested: REQUESTED,
  names: [STYLE.name, ANALYSIS.name],
};

/** The manifest a build with `EXPECTED` wrote, after detecting `resolved`. */
function manifestFor(resolved: string, overrides: Partial<BuildManifest> = {}): BuildManifest {
  return {
    ...createManifest({
      version: "0.4.9",
      inputFile: "book.md",
      inputSha256: INPUT_SHA,
      settings: withResolvedLanguage(REQUESTED, resolved),
      artifacts: [STYLE, ANALYSIS].map((a) => ({ ...a, bytes: a.data.length })),
    }),
    ...overrides,
  };
}

Deno.test("planWrites() writes missing and changed files and keeps equal ones", () => {
  const onDisk = new Map([[STYLE.name, STYLE.sha256], [ANALYSIS.name, "0".repeat(64)]]);
  const plan = planWrites([ANALYSIS, STYLE], onDisk, false);
  assert.deepEqual(plan.map((p) => [p.name, p.status]), [
    ["book-analysis.json", "written"],
    ["book-style.json", "unchanged"],
  ]);
  const fresh = planWrites([ANALYSIS, STYLE], new Map([[STYLE.name, null]]), false);
  assert.deepEqual(fresh.map((p) => p.status), ["written", "written"]);
});

Deno.test("planWrites() in a dry run marks changes 'would_write'", () => {
  const plan = planWrites([ANALYSIS, STYLE], new Map([[STYLE.name, STYLE.sha256]]), true);
  assert.deepEqual(plan.map((p) => p.status), ["would_write", "unchanged"]);
  assert.equal(plan[0].data, ANALYSIS.data);
});

Deno.test("manifestMatches() accepts the manifest of the same run", () => {
  assert.equal(manifestMatches(manifestFor("de"), EXPECTED), true);
});

Deno.test("manifestMatches() rejects a missing manifest or any changed input", () => {
  assert.equal(manifestMatches(null, EXPECTED), false);
  assert.equal(manifestMatches(manifestFor("de"), { ...EXPECTED, version: "0.5.0" }), false);
  assert.equal(manifestMatches(manifestFor("de"), { ...EXPECTED, inputFile: "Book.md" }), false);
  assert.equal(
    manifestMatches(manifestFor("de"), { ...EXPECTED, inputSha256: "d".repeat(64) }),
    false,
  );
  const stricter = requestedSettings(
    { language: "auto" },
    { ...DEFAULT_THRESHOLDS, z_mild: 2 },
    {},
    undefined,
  );
  assert.equal(manifestMatches(manifestFor("de"), { ...EXPECTED, requested: stricter }), false);
  assert.equal(
    manifestMatches(manifestFor("de"), { ...EXPECTED, names: [STYLE.name] }),
    false,
  );
});

Deno.test("manifestMatches() rejects settings whose recorded hash does not match", () => {
  // A hand-edited resolved language no longer fits the recorded settings hash.
  const m = manifestFor("de");
  const edited = { ...m, settings: { ...m.settings, resolved_language: "en" } };
  assert.equal(manifestMatches(edited, EXPECTED), false);
  const noLanguage = { ...m, settings: { ...m.settings, resolved_language: undefined } };
  assert.equal(manifestMatches(noLanguage as unknown as BuildManifest, EXPECTED), false);
});

Deno.test("artifactsIntact() needs every listed file with its recorded hash", () => {
  const m = manifestFor("en");
  const both = new Map([[STYLE.name, STYLE.sha256], [ANALYSIS.name, ANALYSIS.sha256]]);
  assert.equal(artifactsIntact(m, both), true);
  assert.equal(artifactsIntact(m, new Map([...both, [STYLE.name, null]])), false);
  assert.equal(artifactsIntact(m, new Map([...both, [STYLE.name, ANALYSIS.sha256]])), false);
  assert.equal(artifactsIntact(m, new Map([[STYLE.name, STYLE.sha256]])), false);
});
