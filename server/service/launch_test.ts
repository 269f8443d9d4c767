import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import { childArgv, childEnv, launchChoices, serveArgs, thresholdOverrides } from "./launch.ts";
import type { LaunchChoices } from "./record.ts";

const SAVED: LaunchChoices = {
  project: "/books/novel",
  port: 9000,
  thresholds: { z_mild: 2, min_chapters: 3 },
  language: "de",
  no_project: false,
};

Deno.test("thresholdOverrides() turns commander keys into canonical typed values", () => {
  assert.deepEqual(
    thresholdOverrides({ zMild: "2", fdrMethod: "by", minChapters: "4", json: true }),
    { z_mild: 2, fdr_method: "by", min_chapters: 4 },
  );
  assert.deepEqual(thresholdOverrides({}), {});
});

Deno.test("thresholdOverrides() rejects a bad value as a usage error naming the flag", () => {
  assert.throws(() => thresholdOverrides({ minChapters: "2.5" }), (e: unknown) => {
    assert.ok(e instanceof UsageError);
    assert.match(e.message, /--min-chapters/);
    return true;
  });
});

Deno.test("launchChoices() for start uses only what was given, else the empty workspace", () => {
  assert.deepEqual(launchChoices(null, { thresholds: {} }, 8765), {
    project: null,
    port: 8765,
    thresholds: {},
    language: null,
    no_project: true,
  });
  assert.deepEqual(
    launchChoices(
      null,
      { project: "/b", port: 1234, thresholds: { z_mild: 1 }, language: "en" },
      8765,
    ),
    { project: "/b", port: 1234, thresholds: { z_mild: 1 }, language: "en", no_project: false },
  );
});

Deno.test("launchChoices() for restart keeps saved choices and applies explicit overrides", () => {
  assert.deepEqual(launchChoices(SAVED, { thresholds: {} }, 8765), SAVED);
  assert.deepEqual(
    launchChoices(SAVED, { port: 9001, thresholds: { z_mild: 1.5, z_strong: 4 } }, 8765),
    { ...SAVED, port: 9001, thresholds: { z_mild: 1.5, min_chapters: 3, z_strong: 4 } },
  );
  const empty = launchChoices(SAVED, { project: null, thresholds: {} }, 8765);
  assert.equal(empty.project, null);
  assert.equal(empty.no_project, true);
  assert.equal(launchChoices(SAVED, { project: "/other", thresholds: {} }, 8765).project, "/other");
});

Deno.test("launchChoices() refuses z_strong below z_mild after merging", () => {
  assert.throws(() => launchChoices(SAVED, { thresholds: { z_strong: 1 } }, 8765), UsageError);
});

Deno.test("serveArgs() puts --language before serve and the flags after the project", () => {
  assert.deepEqual(serveArgs(SAVED), [
    "--language",
    "de",
    "serve",
    "/books/novel",
    "--port",
    "9000",
    "--z-mild",
    "2",
    "--min-chapters",
    "3",
  ]);
  assert.deepEqual(serveArgs({ ...SAVED, project: null, language: null, thresholds: {} }), [
    "serve",
    "--no-project",
    "--port",
    "9000",
  ]);
  assert.deepEqual(
    serveArgs({ ...SAVED, thresholds: { fdr_q: 0.01, fdr_method: "by", dim_score_threshold: 3 } })
      .slice(6),
    ["--fdr-q", "0.01", "--fdr-method", "by", "--dim-threshold", "3"],
  );
});

Deno.test("childArgv() runs cli.ts through deno, or the compiled binary directly", () => {
  assert.deepEqual(childArgv(["serve"], "/usr/bin/deno", "/app/cli.ts"), [
    "/usr/bin/deno",
    "run",
    "-A",
    "/app/cli.ts",
    "serve",
  ]);
  assert.deepEqual(childArgv(["serve"], "/opt/svc", null), ["/opt/svc", "serve"]);
});

Deno.test("launchChoices() keeps the analysis and the interface language apart", () => {
  const started = launchChoices(null, { thresholds: {}, uiLanguage: "de" }, 8765);
  assert.equal(started.ui_language, "de");
  assert.equal(started.language, null);
  // Restart: a new analysis language keeps the saved interface language, and the reverse.
  const saved = { ...SAVED, ui_language: "fr" as const };
  const analysis = launchChoices(saved, { thresholds: {}, language: "en" }, 8765);
  assert.deepEqual([analysis.language, analysis.ui_language], ["en", "fr"]);
  const ui = launchChoices(saved, { thresholds: {}, uiLanguage: "nl" }, 8765);
  assert.deepEqual([ui.language, ui.ui_language], ["de", "nl"]);
  // A saved record from before the interface language existed has none, and gets none.
  assert.equal("ui_language" in launchChoices(SAVED, { thresholds: {} }, 8765), false);
});

Deno.test("childEnv() passes the launch's interface language as SVC_LANG, and only it", () => {
  const base = { PATH: "/bin", SVC_LANG: "fr", SVC_OCR_BACKEND: "local-cli" };
  assert.deepEqual(childEnv(base, { ...SAVED, ui_language: "de" }, "t0ken", "TOKEN"), {
    PATH: "/bin",
    SVC_LANG: "de",
    SVC_OCR_BACKEND: "local-cli",
    TOKEN: "t0ken",
  });
  assert.deepEqual(childEnv(base, SAVED, "t0ken", "TOKEN"), {
    PATH: "/bin",
    SVC_OCR_BACKEND: "local-cli",
    TOKEN: "t0ken",
  });
});
