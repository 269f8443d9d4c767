/**
 * `svc check` on real novels of the corpus, every format read back by a parser or checked
 * against its published structure: SARIF 2.1.0 (the required properties and enums of the OASIS
 * schema, sarif-schema-2.1.0.json: sarifLog.version/runs, run.tool.driver.name,
 * reportingDescriptor.id, result.message (text), region lines/columns ≥ 1, level in
 * none|note|warning|error, location.id ≥ 0), JUnit and Checkstyle XML (npm:fast-xml-parser),
 * reviewdog's rdjson Diagnostic (message, location.path, range, severity ERROR|WARNING|INFO),
 * Code Climate issues (type, check_name, description, categories, location, fingerprint).
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { messages } from "../i18n/messages.ts";
import { parseXml } from "../testing/xml.ts";
import { setDismissal } from "../project/dismissals.ts";
import { plantedPride } from "../testing/planted_pride.ts";
import { run } from "./check.ts";

// Pride and Prejudice with chapter 11 planted to stand out (src/testing/planted_pride.ts): its
// chapter finding is strong (an error), the rest are mild notes and tense flags.
const planted = await plantedPride();
if (planted === null) throw new Error("the corpus is not beside the repository");
const BOOK = join(await Deno.makeTempDir({ prefix: "svc-check-test-" }), "planted.md");
await Deno.writeTextFile(BOOK, planted.text);
const HEADING = planted.headingLine;
const VERWANDLUNG = new URL("../../../shared/corpus/de/die-verwandlung.md", import.meta.url)
  .pathname;

async function check(
  file: string,
  options: Record<string, unknown>,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "", stderr = "";
  const io = {
    stdout: (t: string) => void (stdout += t),
    stderr: (t: string) => void (stderr += t),
    env: (name: string) => env[name],
  };
  const code = await run({ args: [file], options, io, messages: messages(env.SVC_LANG) });
  return { code, stdout, stderr };
}

/** A copy of a corpus novel in its own folder (dismissals and git stay there). */
async function copy(file: string): Promise<{ dir: string; book: string }> {
  const dir = await Deno.makeTempDir();
  const book = join(dir, "book.md");
  await Deno.copyFile(file, book);
  return { dir, book };
}

Deno.test("svc check text: path:line:col: severity: message, exit code by --fail-on", async () => {
  const r = await check(BOOK, {});
  const lines = r.stdout.trimEnd().split("\n");
  // The planted chapter 11 is beyond chance and strong (an error) on its heading line.
  assert.match(
    lines[0],
    new RegExp(
      `^.*planted\\.md:${HEADING}:1: error: Chapter 11 “Chapter XI”: .* \\[chapter-beyond-chance\\]$`,
    ),
  );
  for (const l of lines.slice(0, -1)) {
    assert.match(l, /^\S+:\d+:\d+: (error|warning|note): .+ \[[a-z/_-]+\]$/);
  }
  assert.equal(lines.at(-1), `${lines.length - 1} findings, 1 at or above --fail-on beyond-chance`);
  assert.equal(r.code, 1);
  assert.equal((await check(BOOK, { failOn: "strong" })).code, 1);
  assert.equal((await check(BOOK, { failOn: "mild" })).code, 1);
  assert.equal((await check(BOOK, { failOn: "never" })).code, 0);
});

Deno.test("svc check sarif is SARIF 2.1.0 with rules, regions, related locations and fingerprints", async () => {
  const r = await check(BOOK, { format: "sarif" });
  const log = JSON.parse(r.stdout);
  assert.equal(log.version, "2.1.0");
  assert.match(log.$schema, /sarif-schema-2\.1\.0\.json$/);
  assert.equal(log.runs.length, 1);
  const run = log.runs[0];
  assert.equal(run.tool.driver.name, "svc");
  const rules = run.tool.driver.rules;
  assert.ok(rules.length >= 3);
  for (const rule of rules) {
    assert.equal(typeof rule.id, "string");
    for (const k of ["shortDescription", "fullDescription", "help"]) {
      assert.equal(typeof rule[k].text, "string");
      assert.ok(rule[k].text.length > 10);
    }
    assert.ok(["none", "note", "warning", "error"].includes(rule.defaultConfiguration.level));
  }
  assert.ok(run.results.length >= 5);
  const seen = new Set<string>();
  for (const res of run.results) {
    assert.equal(rules[res.ruleIndex].id, res.ruleId);
    assert.ok(["none", "note", "warning", "error"].includes(res.level));
    assert.equal(typeof res.message.text, "string");
    const loc = res.locations[0].physicalLocation;
    assert.equal(loc.artifactLocation.uri, BOOK);
    const g = loc.region;
    assert.ok(g.startLine >= 1 && g.startColumn >= 1 && g.endLine >= g.startLine);
    assert.ok(g.endLine > g.startLine || g.endColumn >= g.startColumn);
    const fp = res.partialFingerprints["svc/v1"];
    assert.match(fp, /^[tf]-[0-9a-f]{16}/);
    assert.ok(!seen.has(fp));
    seen.add(fp);
    for (const [i, rel] of (res.relatedLocations ?? []).entries()) {
      assert.equal(rel.id, i);
      assert.equal(typeof rel.message.text, "string");
    }
  }
  const chapter = run.results.find((x: { ruleId: string }) => x.ruleId === "chapter-beyond-chance");
  assert.equal(chapter.level, "error");
  assert.equal(chapter.locations[0].physicalLocation.region.startLine, HEADING);
  assert.ok(chapter.relatedLocations.length >= 1);
  const tense = run.results.find((x: { ruleId: string }) => x.ruleId === "tense");
  assert.ok(tense.locations[0].physicalLocation.region.endColumn > 1);
});

Deno.test("svc check sarif: rule help in the interface language (German)", async () => {
  const r = await check(VERWANDLUNG, { format: "sarif" }, { SVC_LANG: "de" });
  const run = JSON.parse(r.stdout).runs[0];
  assert.equal(run.tool.driver.language, "de");
  const tense = run.tool.driver.rules.find((x: { id: string }) => x.id === "tense");
  if (tense) assert.match(tense.help.text, /Präsens und Präteritum/);
  for (const res of run.results) assert.match(res.message.text, /^Kapitel \d+/);
});

Deno.test("svc check junit and checkstyle parse back as XML with every finding", async () => {
  const json = JSON.parse((await check(BOOK, { format: "json" })).stdout);
  const n = json.diagnostics.length;
  const junit = parseXml((await check(BOOK, { format: "junit" })).stdout, [
    "testsuite",
    "testcase",
  ]) as { testsuites: Record<string, unknown> & { testsuite: Record<string, unknown>[] } };
  const suite = junit.testsuites.testsuite[0] as Record<string, unknown> & {
    testcase: Record<string, unknown>[];
  };
  assert.equal(suite.testcase.length, n);
  assert.equal(junit.testsuites["@_tests"], String(n));
  assert.equal(junit.testsuites["@_failures"], "1");
  assert.equal(suite.testcase.filter((c) => "failure" in c).length, 1);
  assert.equal(suite.testcase.filter((c) => "skipped" in c).length, n - 1);
  const cs = parseXml((await check(BOOK, { format: "checkstyle" })).stdout, [
    "file",
    "error",
  ]) as { checkstyle: { file: { "@_name": string; error: Record<string, string>[] }[] } };
  const errors = cs.checkstyle.file[0].error;
  assert.equal(cs.checkstyle.file[0]["@_name"], BOOK);
  assert.equal(errors.length, n);
  assert.deepEqual(
    errors.map((e) => Number(e["@_line"])),
    json.diagnostics.map((d: { start: { line: number } }) => d.start.line),
  );
  for (const e of errors) assert.ok(["error", "warning", "info"].includes(e["@_severity"]));
  assert.equal(errors[0]["@_message"], json.diagnostics[0].message);
});

Deno.test("svc check rdjsonl and codeclimate have their consumers' shapes", async () => {
  const lines = (await check(BOOK, { format: "rdjsonl" })).stdout.trimEnd().split("\n");
  for (const line of lines) {
    const d = JSON.parse(line);
    assert.equal(typeof d.message, "string");
    assert.equal(d.location.path, BOOK);
    assert.ok(d.location.range.start.line >= 1 && d.location.range.start.column >= 1);
    assert.ok(["ERROR", "WARNING", "INFO"].includes(d.severity));
    assert.equal(d.source.name, "svc");
  }
  const issues = JSON.parse((await check(BOOK, { format: "codeclimate" })).stdout);
  assert.equal(issues.length, lines.length);
  for (const i of issues) {
    assert.equal(i.type, "issue");
    assert.ok(i.check_name && i.description && i.categories.length === 1);
    assert.ok(["info", "minor", "major", "critical", "blocker"].includes(i.severity));
    assert.match(i.fingerprint, /^[tf]-[0-9a-f]{16}/);
    assert.ok(i.location.lines.begin >= 1 && i.location.lines.end >= i.location.lines.begin);
  }
  assert.equal(
    new Set(issues.map((i: { fingerprint: string }) => i.fingerprint)).size,
    issues.length,
  );
});

Deno.test("svc check github: at most 10 annotations, the ranked list in the step summary", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const summary = join(dir, "summary.md");
    const r = await check(BOOK, { format: "github" }, { GITHUB_STEP_SUMMARY: summary });
    const lines = r.stdout.trimEnd().split("\n");
    assert.ok(lines.length <= 10);
    assert.match(
      lines[0],
      new RegExp(
        `^::error file=[^,]+,line=${HEADING},endLine=${HEADING},col=1,endColumn=\\d+,title=svc chapter-beyond-chance::Chapter 11 `,
      ),
    );
    for (const l of lines) assert.match(l, /^::(error|warning|notice) .*::.+$/);
    const md = await Deno.readTextFile(summary);
    assert.match(md, /^## svc check\n\n1 strong, 0 beyond chance, \d+ mild\n/);
    const rows = md.split("\n").filter((l) => l.startsWith("| ") && /`[tf]-/.test(l));
    const json = JSON.parse((await check(BOOK, { format: "json" })).stdout);
    assert.equal(rows.length, json.diagnostics.length);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("svc check leaves out dismissed findings and those of a --baseline", async () => {
  const { dir, book } = await copy(BOOK);
  try {
    const first = JSON.parse((await check(book, { format: "json" })).stdout);
    const chapter = first.diagnostics.find((d: { rule: string }) =>
      d.rule === "chapter-beyond-chance"
    );
    await setDismissal(dir, chapter.fingerprint, {
      chapter: chapter.chapter_title,
      text: "chapter",
    });
    const after = await check(book, { format: "json" });
    const left = JSON.parse(after.stdout).diagnostics;
    // The chapter's own threshold hits, if any, come back as mild notes of their own.
    assert.ok(!left.some((d: { rule: string }) => d.rule === "chapter-beyond-chance"));
    assert.ok(left.length >= first.diagnostics.length - 1);
    assert.ok(!left.some((d: { fingerprint: string }) => d.fingerprint === chapter.fingerprint));
    assert.equal(after.code, 0, "the one finding beyond chance is dismissed");
    // Baseline: save, edit one paragraph into a tense switch, only the new finding is left.
    const baseline = join(dir, "baseline.json");
    await Deno.writeTextFile(baseline, after.stdout);
    assert.equal(
      JSON.parse((await check(book, { format: "json", baseline })).stdout).diagnostics.length,
      0,
    );
    const text = await Deno.readTextFile(book);
    const lines = text.split("\n");
    const at = lines.findIndex((l, i) => i > 20 && l.length > 200);
    lines[at] =
      "He walks to the door and opens it. She is there. They talk. He was tired. We were cold. It rained.";
    await Deno.writeTextFile(book, lines.join("\n"));
    const fresh = JSON.parse((await check(book, { format: "json", baseline })).stdout).diagnostics;
    assert.equal(fresh.length, 1);
    assert.equal(fresh[0].rule, "tense");
    assert.equal(fresh[0].start.line, at + 1);
    await Deno.writeTextFile(join(dir, "bad.json"), "{}");
    await assert.rejects(
      () => check(book, { baseline: join(dir, "bad.json") }),
      /Cannot read the baseline .*svc-check\/1/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("svc check --changed-since keeps the findings that touch lines changed since a ref", async () => {
  const { dir, book } = await copy(BOOK);
  const git = (...args: string[]) =>
    new Deno.Command("git", { args, cwd: dir, stdout: "null", stderr: "null" }).output();
  try {
    await git("init", "-q");
    await git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "add", "book.md");
    await git("-c", "user.name=t", "-c", "user.email=t@example.invalid", "commit", "-q", "-m", "x");
    assert.equal(
      JSON.parse((await check(book, { format: "json", changedSince: "HEAD" })).stdout).diagnostics
        .length,
      0,
    );
    const lines = (await Deno.readTextFile(book)).split("\n");
    const all = JSON.parse((await check(book, { format: "json" })).stdout).diagnostics;
    // A tense flag alone in its chapter (no chapter finding spans the same lines).
    type D = { rule: string; chapter: number };
    const tense = all.find((d: D) =>
      d.rule === "tense" && all.filter((o: D) => o.chapter === d.chapter).length === 1
    );
    assert.ok(tense, "a tense flag alone in its chapter");
    // Touch the flagged paragraph (a space doubled, the flag stays).
    lines[tense.start.line - 1] = lines[tense.start.line - 1].replace(/ /, "  ");
    await Deno.writeTextFile(book, lines.join("\n"));
    const touched =
      JSON.parse((await check(book, { format: "json", changedSince: "HEAD" })).stdout).diagnostics;
    assert.deepEqual(touched.map((d: { start: { line: number } }) => d.start.line), [
      tense.start.line,
    ]);
    await assert.rejects(
      () => check(book, { changedSince: "no-such-ref" }),
      /Cannot list the lines changed since "no-such-ref"/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
