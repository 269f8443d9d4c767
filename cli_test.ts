/**
 * End-to-end tests of the `svc` command line through the real process.
 */
import assert from "node:assert/strict";
import { join } from "node:path";

import { assertError, type Run, svc as run } from "./testing/cli.ts";
import { VERSION } from "./src/version.ts";

const SAMPLE = new URL("./testdata/sample-en.md", import.meta.url).pathname;

/** Runs svc with extra environment variables. */
function svc(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return run(args, { env });
}

Deno.test("svc about --json prints version, features and heuristics", async () => {
  const r = await svc(["about", "--json"]);
  assert.equal(r.code, 0, r.stderr);
  const about = JSON.parse(r.stdout);
  assert.equal(about.version, VERSION);
  assert.equal(about.build, "deno run");
  assert.equal(about.features.length, 16);
  assert.equal(about.heuristics.hd_d_sample_size, 42);
  assert.equal(about.heuristics.hd_d_samples, 0);
  assert.ok(about.commands.includes("analyze"));
});

Deno.test("svc about prints a text summary", async () => {
  const r = await svc(["about"]);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /^svc 0\.4\.9\nbuild: +deno run\n/);
});

Deno.test("svc analyze --json gives schema 2 and is byte-identical across runs", async () => {
  const a = await svc(["analyze", SAMPLE, "--json"]);
  const b = await svc(["--language", "en", "analyze", SAMPLE, "--json"]);
  assert.equal(a.code, 0, a.stderr);
  assert.equal(a.stderr, "");
  const result = JSON.parse(a.stdout);
  assert.equal(result.meta.schema_version, 2);
  assert.equal(result.meta.language, "en");
  assert.ok(result.metrics.chapters.length > 0);
  assert.equal(a.stdout, b.stdout);
});

Deno.test("svc analyze without --json prints a readable report", async () => {
  const r = await svc(["analyze", SAMPLE]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /Manuscript analysis/);
  assert.match(r.stdout, /Flesch reading ease, 1948/);
});

Deno.test("a missing file exits 1 with one [error] line and empty stdout", async () => {
  assertError(await svc(["analyze", "/nonexistent/book.md"]), 1, /book\.md/);
});

Deno.test("invalid UTF-8 exits 1 naming the file and the byte", async () => {
  const dir = await Deno.makeTempDir();
  const file = join(dir, "bad.md");
  await Deno.writeFile(file, new Uint8Array([0x23, 0x20, 0x41, 0x0a, 0xff, 0xfe, 0x41]));
  assertError(await svc(["analyze", file]), 1, /bad\.md.*invalid UTF-8 at byte 4/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a directory as manuscript exits 1", async () => {
  const dir = await Deno.makeTempDir();
  assertError(await svc(["analyze", dir]), 1);
  await Deno.remove(dir);
});

Deno.test("usage errors exit 2: unknown flag, unknown command, missing argument, bad value", async () => {
  assertError(await svc(["analyze", SAMPLE, "--bogus"]), 2, /--bogus/);
  assertError(await svc(["frobnicate"]), 2, /frobnicate/);
  assertError(await svc(["analyze"]), 2, /file/);
  assertError(await svc(["--language", "xx", "analyze", SAMPLE]), 2, /xx/);
  assertError(await svc(["completion", "fish"]), 2, /fish/);
});

Deno.test("SVC_LANG=de switches messages to German", async () => {
  assertError(await svc(["analyze", "/nonexistent.md"], { SVC_LANG: "de" }), 1, /Datei fehlt/);
  const help = await svc(["--help"], { SVC_LANG: "de" });
  assert.equal(help.code, 0);
  assert.match(help.stdout, /Hilfe anzeigen/);
});

Deno.test("ui_language of the project config sets the interface language; SVC_LANG wins", async () => {
  const dir = await Deno.makeTempDir();
  const plain = await Deno.makeTempDir();
  try {
    const book = join(dir, "book.md");
    await Deno.copyFile(SAMPLE, book);
    await Deno.copyFile(SAMPLE, join(plain, "book.md"));
    await Deno.writeTextFile(join(dir, "svc.toml"), 'ui_language = "de"\n');
    const text = await svc(["analyze", book]);
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /^Manuskriptanalyse\n/);
    assert.match(text.stdout, /^Sprache +en$/m); // the analysis language stays English
    // The JSON does not follow the interface language: the same bytes as without the config.
    const json = await svc(["analyze", book, "--json"]);
    assert.equal(json.stdout, (await svc(["analyze", join(plain, "book.md"), "--json"])).stdout);
    assert.match(
      (await svc(["analyze", book], { SVC_LANG: "en" })).stdout,
      /^Manuscript analysis\n/,
    );
    // Errors and warnings of the run, those of reading its command line included.
    assertError(await svc(["analyze", join(dir, "missing.md")]), 1, /Datei fehlt/);
    assertError(await svc(["analyze", book, "--bogus"]), 2, /Unbekannte Option „--bogus“/);
    const names = await svc(["characters", book, "--names", "Maude", "--json"]);
    assert.match(names.stderr, /^\[warning\] Keine Treffer für den Namen „Maude“/);
    assert.match((await svc(["analyze", book, "--help"])).stdout, /Hilfe anzeigen/);
    // Without a file, the project config is not known: help stays English.
    assert.doesNotMatch((await svc(["--help"], {})).stdout, /Hilfe anzeigen/);
  } finally {
    await Deno.remove(dir, { recursive: true });
    await Deno.remove(plain, { recursive: true });
  }
});

Deno.test("the analysis language in the project config leaves the interface English", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const book = join(dir, "book.md");
    await Deno.copyFile(SAMPLE, book);
    await Deno.writeTextFile(join(dir, "svc.toml"), 'language = "de"\n');
    const r = await svc(["analyze", book]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^Manuscript analysis\n/);
    assert.match(r.stdout, /^Language +de$/m);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("ui_language of the user config sets --help; a broken project config warns once", async () => {
  const home = await Deno.makeTempDir();
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(join(home, ".config"));
    await Deno.writeTextFile(join(home, ".config", "svc.toml"), 'ui_language = "de"\n');
    assert.match((await svc(["--help"], { HOME: home })).stdout, /Hilfe anzeigen/);
    const book = join(dir, "book.md");
    await Deno.copyFile(SAMPLE, book);
    await Deno.writeTextFile(join(dir, "svc.toml"), 'ui_language = "en"\n[broken\n');
    const r = await svc(["analyze", book], { HOME: home });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^Manuskriptanalyse\n/); // the user config's, below the ignored file
    assert.equal(r.stderr.split("\n").filter((l) => l.startsWith("[warning]")).length, 1);
    assert.match(r.stderr, /^\[warning\] Ignoring config file ".*svc\.toml"/);
  } finally {
    await Deno.remove(home, { recursive: true });
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a malformed config file warns, is ignored, and the exit code stays 0", async () => {
  const dir = await Deno.makeTempDir();
  const book = join(dir, "book.md");
  await Deno.copyFile(SAMPLE, book);
  await Deno.writeTextFile(join(dir, "svc.toml"), "language = [unclosed\n");
  const r = await svc(["analyze", book, "--json"]);
  assert.equal(r.code, 0);
  assert.match(r.stderr, /^\[warning\] .*svc\.toml/);
  assert.equal(JSON.parse(r.stdout).meta.language, "en");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("project config sets the language; the CLI flag wins over it", async () => {
  const dir = await Deno.makeTempDir();
  const book = join(dir, "book.md");
  await Deno.copyFile(SAMPLE, book);
  await Deno.writeTextFile(join(dir, "svc.toml"), 'language = "generic"\n');
  const fromConfig = await svc(["analyze", book, "--json"]);
  assert.equal(JSON.parse(fromConfig.stdout).meta.language, "generic");
  const fromFlag = await svc(["analyze", book, "--json", "--language", "en"]);
  assert.equal(JSON.parse(fromFlag.stdout).meta.language, "en");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("[tool.svc] in pyproject.toml is read beside the manuscript", async () => {
  const dir = await Deno.makeTempDir();
  const book = join(dir, "book.md");
  await Deno.copyFile(SAMPLE, book);
  await Deno.writeTextFile(join(dir, "pyproject.toml"), '[tool.svc]\nlanguage = "generic"\n');
  const r = await svc(["analyze", book, "--json"]);
  assert.equal(JSON.parse(r.stdout).meta.language, "generic");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("the user config ~/.config/svc.toml applies below the project config", async () => {
  const home = await Deno.makeTempDir();
  await Deno.mkdir(join(home, ".config"));
  await Deno.writeTextFile(join(home, ".config", "svc.toml"), 'language = "generic"\n');
  const r = await svc(["analyze", SAMPLE, "--json"], { HOME: home });
  assert.equal(JSON.parse(r.stdout).meta.language, "generic");
  await Deno.remove(home, { recursive: true });
});

Deno.test("svc completion bash prints a script", async () => {
  const r = await svc(["completion", "bash"]);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /complete -o default -F _svc svc/);
});

const DEVIANT = new URL("./testdata/deviant-en.md", import.meta.url).pathname;

Deno.test("svc style --json gives schema 4 with the active thresholds in meta", async () => {
  const r = await svc(["style", DEVIANT, "--json", "--z-mild", "2", "--fdr-method", "by"]);
  assert.equal(r.code, 0, r.stderr);
  const ref = JSON.parse(r.stdout);
  assert.equal(ref.meta.schema_version, 4);
  assert.equal(ref.meta.z_mild, 2);
  assert.equal(ref.meta.fdr_method, "by");
  assert.deepEqual(Object.keys(ref.fdr_flagged), ["7"]);
});

Deno.test("svc style without --json prints the selected cells as sentences, not identifiers", async () => {
  const r = await svc(["style", DEVIANT]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /Chapter 7: 97 % of the words are dialogue; in this book usually/);
  assert.doesNotMatch(r.stdout, /dialog_pct/);
});

Deno.test("invalid threshold flags are usage errors (exit 2)", async () => {
  const cases = [
    ["--z-mild", "abc"],
    ["--z-mild", "-1"],
    ["--fdr-q", "1"],
    ["--fdr-method", "holm"],
    ["--dim-threshold", "0"],
    ["--flag-min-severity", "4"],
    ["--min-chapters", "2.5"],
    ["--min-chapters", "1"],
  ];
  for (const [flag, value] of cases) {
    assertError(await svc(["style", DEVIANT, "--json", flag, value]), 2);
  }
  assertError(await svc(["style", DEVIANT, "--z-mild", "4", "--z-strong", "3"]), 2, /z_strong/);
});

Deno.test("thresholds from svc.toml apply below the CLI flags", async () => {
  const dir = await Deno.makeTempDir();
  const book = join(dir, "book.md");
  await Deno.copyFile(DEVIANT, book);
  await Deno.writeTextFile(join(dir, "svc.toml"), "[thresholds]\nz_mild = 3\nmin_chapters = 4\n");
  const fromConfig = JSON.parse((await svc(["style", book, "--json"])).stdout);
  assert.equal(fromConfig.meta.z_mild, 3);
  assert.equal(fromConfig.meta.min_chapters, 4);
  const fromFlag = JSON.parse((await svc(["style", book, "--json", "--min-chapters", "5"])).stdout);
  assert.equal(fromFlag.meta.min_chapters, 5);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("every structure command prints JSON with --json and text without", async () => {
  const commands = [
    ["profile"],
    ["dialogue"],
    ["pacing"],
    ["showing"],
    ["scenes"],
    ["motifs", "--motif", "sea=sea"],
    ["characters", "--names", "Maud,Hale"],
  ];
  for (const [name, ...rest] of commands) {
    const json = await svc([name, SAMPLE, "--json", ...rest]);
    assert.equal(json.code, 0, `${name}: ${json.stderr}`);
    const result = JSON.parse(json.stdout);
    assert.ok(result.meta, name);
    if (name !== "profile") {
      const text = await svc([name, SAMPLE, ...rest]);
      assert.equal(text.code, 0, `${name}: ${text.stderr}`);
      assert.ok(!text.stdout.trimStart().startsWith("{"), `${name} text report`);
    }
  }
});

Deno.test("svc characters warns about a name without a match and suggests close spellings", async () => {
  const r = await svc(["characters", SAMPLE, "--names", "Maude,HALE,Zebulon"]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /HALE\s+10 mentions/); // case-insensitive
  assert.equal(
    r.stderr,
    '[warning] No match for the name "Maude" in the text; close spellings it contains: ' +
      "Maud (28)\n" +
      '[warning] No match for the name "Zebulon" in the text, and no close spelling\n',
  );
  const json = await svc(["characters", SAMPLE, "--names", "Maude", "--json"], { SVC_LANG: "de" });
  assert.match(json.stderr, /^\[warning\] Keine Treffer für den Namen „Maude“/);
  assert.deepEqual(JSON.parse(json.stdout).unmatched, [
    { name: "Maude", suggestions: [{ spelling: "Maud", count: 28, distance: 1 }] },
  ]);
});

Deno.test("structure commands reject bad input with exit 2", async () => {
  assertError(await svc(["characters", SAMPLE]), 2, /names/);
  assertError(await svc(["characters", SAMPLE, "--names", ","]), 2, /names/);
  assertError(await svc(["motifs", SAMPLE, "--motif", "bad=("]), 2, /bad/);
  assertError(await svc(["motifs", SAMPLE, "--motif", "noequals"]), 2, /NAME=REGEX/);
  assertError(await svc(["profile", SAMPLE, "--flag-min-severity", "5"]), 2);
});

Deno.test("svc profile respects --flag-min-severity in its chapter counts", async () => {
  const one = JSON.parse((await svc(["profile", SAMPLE, "--flag-min-severity", "1"])).stdout);
  const three = JSON.parse((await svc(["profile", SAMPLE, "--flag-min-severity", "3"])).stdout);
  assert.equal(one.meta.flag_min_severity, 1);
  const total = (r: { chapters: { flagged: number }[] }) =>
    r.chapters.reduce((s, c) => s + c.flagged, 0);
  assert.ok(total(one) >= total(three));
});
