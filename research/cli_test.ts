/**
 * `svc research …` end to end through the real program: init, ingest (permission, context,
 * origin URL, hostile input), sources, search (folding, FTS syntax), cite (one hit, choices,
 * pick with its snapshot guard), compare, audit, export/restore, schema, and the project
 * rule (no --project only inside an archive).
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { assertError, svc } from "../testing/cli.ts";

async function setup(): Promise<{ dir: string; root: string }> {
  const dir = await Deno.makeTempDir({ prefix: "svc-research-cli-" });
  const root = join(dir, "book");
  const r = await svc(["research", "init", root, "--title", "The Ledger", "--language", "de"]);
  assert.equal(r.code, 0, r.stderr);
  const init = JSON.parse(r.stdout);
  assert.equal(init.schema, "research-init-local/1");
  assert.match(init.project_id, /^prj_[0-9A-Z]{26}$/);
  assert.equal(init.language, "de");
  return { dir, root };
}

async function write(dir: string, name: string, text: string | Uint8Array): Promise<string> {
  const p = join(dir, name);
  if (typeof text === "string") await Deno.writeTextFile(p, text);
  else await Deno.writeFile(p, text);
  return p;
}

const logOf = (root: string) => Deno.readFile(join(root, "svc-research", "log", "commits.jsonl"));
const manifestOf = async (root: string) =>
  JSON.parse(await Deno.readTextFile(join(root, "svc-research", "MANIFEST.json")));

Deno.test("research init refuses an existing archive and reads never write", async () => {
  const { root } = await setup();
  assertError(await svc(["research", "init", root]), 1, /already exists/);
  const before = await logOf(root);
  const manifest = await Deno.readFile(join(root, "svc-research", "MANIFEST.json"));
  for (
    const args of [["sources"], ["sources", "--format", "text"], ["audit"], [
      "search",
      "--query",
      "x",
    ]]
  ) {
    const r = await svc(["research", ...args, "--project", root]);
    assert.equal(r.code, 0, r.stderr);
  }
  assert.deepEqual(await logOf(root), before);
  assert.deepEqual(await Deno.readFile(join(root, "svc-research", "MANIFEST.json")), manifest);
});

Deno.test("ingest needs --allow-retention and writes nothing without it; a context must be an object", async () => {
  const { dir, root } = await setup();
  const file = await write(dir, "a.txt", "Ein Brief aus Łódź.\n");
  const before = await logOf(root);
  assertError(await svc(["research", "ingest", file, "--project", root]), 2, /permission/);
  for (const ctx of ["[1]", '"text"', "42", "null", "{bad json"]) {
    const r = await svc([
      "research",
      "ingest",
      file,
      "--allow-retention",
      "--context",
      ctx,
      "--project",
      root,
    ]);
    assert.equal(r.code, 2, `${ctx}: ${r.stderr}`);
    assert.match(r.stderr, /^\[error\] /);
  }
  assertError(
    await svc([
      "research",
      "ingest",
      file,
      "--allow-retention",
      "--origin-url",
      "ftp://x.org/a",
      "--project",
      root,
    ]),
    2,
    /http or https/,
  );
  assert.deepEqual(await logOf(root), before);
  const ctxFile = await write(
    dir,
    "ctx.json",
    '{"genre":"letter","place":"Łódź","created_period":"1891"}',
  );
  const ok = await svc([
    "research",
    "ingest",
    file,
    "--allow-retention",
    "--context",
    ctxFile,
    "--project",
    root,
  ]);
  assert.equal(ok.code, 0, ok.stderr);
  const receipt = JSON.parse(ok.stdout);
  assert.equal(receipt.schema, "research-ingest-local/1");
  assert.deepEqual(receipt.context, { created_period: "1891", genre: "letter", place: "Łódź" });
  assert.deepEqual(receipt.warnings, []);
  assert.equal(receipt.storage, "research-local/1");
  assert.equal((await manifestOf(root)).storage, "research-local/1");
});

Deno.test("origin_url raises storage to schema 2 once; hostile files are refused with nothing written", async () => {
  const { dir, root } = await setup();
  const file = await write(dir, "a.md", "# Notes\n\nStraße und Brücke.\n");
  const r = await svc([
    "research",
    "ingest",
    file,
    "--allow-retention",
    "--origin-url",
    "https://example.org/x",
    "--project",
    root,
  ]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout).origin_url, "https://example.org/x");
  assert.equal((await manifestOf(root)).storage, "research-local/2");
  const before = await logOf(root);
  const bad = [
    await write(dir, "bad.txt", new Uint8Array([0x48, 0x69, 0xff, 0xfe, 0x0a])),
    await write(dir, "fake.pdf", "%PDF-1.7\nthis is not a pdf at all\n"),
    await write(dir, "empty.txt", ""),
    await write(
      dir,
      "image.png",
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    ),
  ];
  for (const f of bad) {
    const out = await svc(["research", "ingest", f, "--allow-retention", "--project", root]);
    assert.equal(out.code, 1, `${f}: ${out.stdout}${out.stderr}`);
    assert.match(out.stderr, /^\[error\] Cannot ingest/);
  }
  assert.deepEqual(await logOf(root), before);
  assert.equal((await manifestOf(root)).storage, "research-local/2");
});

Deno.test("HTML keeps visible text only; search folds Łódź and Straße; FTS syntax never breaks a query", async () => {
  const { dir, root } = await setup();
  const html = await write(
    dir,
    "page.html",
    "<!doctype html><html><head><title>Brief</title><script>alert('Łódź secret')</script>" +
      "<style>p{color:red}</style></head><body><p>Wir fuhren nach Łódź.</p><!-- hidden Straße -->" +
      "<p>Die Straße war &amp; blieb leer.</p></body></html>",
  );
  const r = await svc(["research", "ingest", html, "--allow-retention", "--project", root]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout).media_type, "text/html");
  const lodz = JSON.parse(
    (await svc(["research", "search", "--query", "lodz", "--project", root])).stdout,
  );
  assert.equal(lodz.schema, "research-search-local/1");
  assert.equal(lodz.count, 1);
  assert.match(lodz.hits[0].excerpt_marked, /\*\*Łódź\*\*/);
  const strasse = JSON.parse(
    (await svc(["research", "search", "--query", "strasse", "--project", root])).stdout,
  );
  assert.equal(strasse.count, 1);
  assert.match(strasse.hits[0].excerpt, /Die Straße war & blieb leer\./);
  const secret = JSON.parse(
    (await svc(["research", "search", "--query", "secret", "--project", root])).stdout,
  );
  assert.equal(secret.count, 0, "script text is never indexed");
  for (
    const q of [
      '"',
      "AND",
      "(",
      "title:x",
      'NEAR(a b) OR "',
      "*",
      "Łódź AND (",
      "\ud800x",
      "ab\u202ecd",
    ]
  ) {
    const out = await svc(["research", "search", "--query", q, "--project", root]);
    assert.ok(out.code === 0 || out.code === 2, `${q}: ${out.stderr}`);
    if (out.code === 2) assert.match(out.stderr, /^\[error\] /);
  }
  const all = JSON.parse(
    (await svc(["research", "search", "--query", "lodz", "--scope", "all", "--project", root]))
      .stdout,
  );
  assert.equal(all.schema, "research-search-local/2");
  assert.equal(all.hits[0].kind, "passage");
  // --language sends the same search through the full parser (the fast path leaves it): the
  // answers and the refusals must be the same, byte for byte.
  for (
    const args of [
      ["--query", "lodz", "--project", root],
      ["--query", "strasse", "--scope", "all", "--limit", "3", "--project", root],
      ["--query", "lodz", "--strict", "--project", root],
      ["--query", "lodz", "--limit", "0", "--project", root],
      ["--query", "lodz", "--scope", "everything", "--project", root],
      ["--query", "x", "--project", join(dir, "nowhere")],
    ]
  ) {
    const fast = await svc(["research", "search", ...args]);
    const full = await svc(["research", "search", ...args, "--language", "en"]);
    assert.deepEqual(fast, full, args.join(" "));
  }
});

Deno.test("search: count is every hit, --offset pages, the syntax and German spellings work", async () => {
  const { dir, root } = await setup(); // a German archive
  const paragraphs = Array.from({ length: 57 }, (_, i) => `Absatz ${i} und so weiter.`);
  paragraphs.push(
    "Der Müller schlief an der Straße.",
    "Herr Mueller kam spät zur Mühle.",
    "Die Mühle war größer als das Haus.",
    "Ein Schlaf ohne Träume; Schlafen half.",
    "Das Schlafzimmer war kalt.",
  );
  const file = await write(dir, "chronik.txt", paragraphs.join("\n\n") + "\n");
  const ingest = await svc(["research", "ingest", file, "--allow-retention", "--project", root]);
  assert.equal(ingest.code, 0, ingest.stderr);
  const search = async (...args: string[]) => {
    const out = await svc(["research", "search", ...args, "--project", root]);
    assert.equal(out.code, 0, out.stderr);
    return JSON.parse(out.stdout);
  };
  const seen: string[] = [];
  for (let offset = 0; offset < 57; offset += 20) {
    const page = await search("--query", "und", "--offset", String(offset));
    assert.equal(page.count, 57);
    assert.equal(page.offset, offset);
    assert.equal(page.next_offset, offset + 20 < 57 ? offset + 20 : null);
    seen.push(...page.hits.map((h: { passage_id: string }) => h.passage_id));
  }
  assert.equal(new Set(seen).size, 57);
  const found = async (query: string) =>
    (await search("--query", query, "--limit", "100")).hits.map((h: { excerpt: string }) =>
      h.excerpt
    ).sort();
  assert.deepEqual(await found("Mueller"), [
    "Der Müller schlief an der Straße.",
    "Herr Mueller kam spät zur Mühle.",
  ]);
  assert.deepEqual(await found("Müller"), await found("Mueller"));
  assert.deepEqual(await found("Strasse OR Mühle"), [
    "Der Müller schlief an der Straße.",
    "Die Mühle war größer als das Haus.",
    "Herr Mueller kam spät zur Mühle.",
  ]);
  assert.deepEqual(await found("Mühle NOT Größer"), ["Herr Mueller kam spät zur Mühle."]);
  assert.deepEqual(await found("Schlaf"), ["Ein Schlaf ohne Träume; Schlafen half."]);
  assert.deepEqual(await found("Schlaf*"), [
    "Das Schlafzimmer war kalt.",
    "Ein Schlaf ohne Träume; Schlafen half.",
  ]);
  assert.deepEqual(await found('"an der Strasse"'), ["Der Müller schlief an der Straße."]);
  // Malformed syntax is a result or a one-line usage error, never a stack trace.
  for (const q of ['"Mühle', "(Mühle OR", "OR", "NOT Mühle", "a:b", "^x", "NEAR(x y)", "*"]) {
    const out = await svc(["research", "search", "--query", q, "--project", root]);
    assert.ok(out.code === 0 || out.code === 2, `${q}: ${out.stderr}`);
    if (out.code === 2) assert.match(out.stderr, /^\[error\] Search needs at least one word/);
  }
  // The fast path and the full parser answer byte for byte the same, --offset included.
  for (
    const args of [
      ["--query", "und", "--offset", "40", "--project", root],
      ["--query", "und", "--offset", "-1", "--project", root],
      ["--query", "und", "--offset", "x", "--project", root],
    ]
  ) {
    const fast = await svc(["research", "search", ...args]);
    const full = await svc(["research", "search", ...args, "--language", "en"]);
    assert.deepEqual(fast, full, args.join(" "));
  }
  const bad = await svc([
    "research",
    "search",
    "--query",
    "und",
    "--offset",
    "x",
    "--project",
    root,
  ]);
  assertError(bad, 2, /--offset must be a whole number from 0 to 1000000/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("cite: one hit cites, several offer numbered choices, --pick is guarded by the shown snapshot", async () => {
  const { dir, root } = await setup();
  const file = await write(
    dir,
    "letters.txt",
    "The winter in Łódź was long.\n\nThe winter in Warsaw was short.\n\nSpring came late to Kraków.\n",
  );
  assert.equal(
    (await svc(["research", "ingest", file, "--allow-retention", "--project", root])).code,
    0,
  );
  const one = await svc(["research", "cite", "--query", "krakow", "--project", root]);
  assert.equal(one.code, 0, one.stderr);
  const c = JSON.parse(one.stdout);
  assert.equal(c.schema, "research-citation-local/1");
  assert.equal(c.text, "Spring came late to Kraków.");
  assert.equal(c.source_title, "letters");
  // The passage id stays in the JSON, never in the line a reader sees.
  assert.equal(c.citation, "letters, version 1, ¶ 3");
  assert.match(c.passage_id, /^psg_/);
  const many = await svc(["research", "cite", "--query", "winter", "--project", root]);
  assert.equal(many.code, 1);
  const choices = JSON.parse(many.stdout);
  assert.equal(choices.schema, "research-search-local/1");
  assert.equal(choices.count, 2);
  assert.match(many.stderr, /1\. letters: /);
  assert.match(many.stderr, /--pick N --expected-snapshot [0-9a-f]{64}/);
  // The hint names the archive it was given, so it runs from any folder as printed.
  const hint = /^ {2}then: svc (.+)$/m.exec(many.stderr)![1];
  assert.equal(
    hint,
    `research cite --query winter --pick N --expected-snapshot ${choices.snapshot} --project ${root}`,
  );
  const fromElsewhere = await svc(hint.split(" ").map((w) => w === "N" ? "2" : w), { cwd: dir });
  assert.equal(fromElsewhere.code, 0, fromElsewhere.stderr);
  assert.equal(JSON.parse(fromElsewhere.stdout).passage_id, choices.hits[1].passage_id);
  // Inside the archive without --project, the hint needs none; a query is quoted for the shell.
  const inside = await svc(["research", "cite", "--query", "winter was"], { cwd: root });
  assert.equal(inside.code, 1);
  assert.match(
    inside.stderr,
    /\n {2}then: svc research cite --query 'winter was' --pick N --expected-snapshot [0-9a-f]{64}\n$/,
  );
  assertError(
    await svc(["research", "cite", "--query", "winter", "--pick", "1", "--project", root]),
    2,
    /expected-snapshot/,
  );
  assertError(
    await svc([
      "research",
      "cite",
      "--query",
      "winter",
      "--pick",
      "21",
      "--expected-snapshot",
      choices.snapshot,
      "--project",
      root,
    ]),
    2,
    /1 to 20/,
  );
  const picked = await svc([
    "research",
    "cite",
    "--query",
    "winter",
    "--pick",
    "2",
    "--expected-snapshot",
    choices.snapshot,
    "--project",
    root,
  ]);
  assert.equal(picked.code, 0, picked.stderr);
  assert.equal(JSON.parse(picked.stdout).passage_id, choices.hits[1].passage_id);
  const other = await write(dir, "other.txt", "Another winter.\n");
  assert.equal(
    (await svc(["research", "ingest", other, "--allow-retention", "--project", root])).code,
    0,
  );
  assertError(
    await svc([
      "research",
      "cite",
      "--query",
      "winter",
      "--pick",
      "1",
      "--expected-snapshot",
      choices.snapshot,
      "--project",
      root,
    ]),
    1,
    /changed/,
  );
  const exact = await svc(["research", "cite", "--passage", c.passage_id, "--project", root]);
  assert.equal(JSON.parse(exact.stdout).text, "Spring came late to Kraków.");
  const none = await svc(["research", "cite", "--query", "zebra", "--project", root]);
  assert.equal(none.code, 1);
  assert.equal(JSON.parse(none.stdout).count, 0);
});

Deno.test("a partial or mistyped --expected-snapshot is a usage error everywhere; status and text views print the whole snapshot", async () => {
  const { dir, root } = await setup();
  const file = await write(
    dir,
    "letters.txt",
    "The winter in Łódź was long.\n\nThe winter in Warsaw.\n",
  );
  const other = await write(dir, "other.txt", "Another letter.\n");
  assert.equal(
    (await svc(["research", "ingest", file, "--allow-retention", "--project", root])).code,
    0,
  );
  const status = await svc(["research", "status", "--project", root]);
  assert.equal(status.code, 0, status.stderr);
  const overview = JSON.parse(status.stdout);
  assert.equal(overview.schema, "research-status-local/1");
  const snapshot = overview.snapshot as string;
  assert.match(snapshot, /^[0-9a-f]{64}$/);
  const sources = JSON.parse((await svc(["research", "sources", "--project", root])).stdout);
  assert.equal(sources.snapshot, snapshot);
  const sourceId = sources.sources[0].source_id as string;
  const versionId = sources.sources[0].latest_version.version_id as string;
  // The text view prints what a user can paste back: all 64 digits.
  const text = await svc(["research", "sources", "--format", "text", "--project", root]);
  assert.ok(text.stdout.endsWith(`1 sources · snapshot ${snapshot}\n`), text.stdout);

  const before = await logOf(root);
  const commands = (bad: string) => [
    ["ingest", other, "--allow-retention", "--expected-snapshot", bad],
    ["cite", "--query", "winter", "--pick", "1", "--expected-snapshot", bad],
    ["withdraw", "--source-id", sourceId, "--version-id", versionId, "--reason", "Wrong scan"]
      .concat(["--expected-snapshot", bad]),
    ["claim", "--create", "--title", "Winter", "--statement", "Long.", "--expected-snapshot", bad],
  ];
  for (const bad of [snapshot.slice(0, 12), "not-a-digest!", "", `${snapshot}0`]) {
    const runs = await Promise.all(
      commands(bad).map((args) => svc(["research", ...args, "--project", root])),
    );
    runs.forEach((r, i) => {
      const what = commands(bad)[i][0];
      try {
        assertError(r, 2, /give the full snapshot; `research status` prints it/);
        assert.ok(
          r.stderr.startsWith(`[error] --expected-snapshot "${bad}" is not a snapshot`),
          r.stderr,
        );
      } catch (e) {
        throw new Error(`${what} with ${JSON.stringify(bad)}: ${(e as Error).message}`);
      }
    });
  }
  assertError(
    await svc(
      ["research", "cite", "--query", "winter", "--pick", "1", "--expected-snapshot", "abc"]
        .concat(["--project", root]),
      { env: { SVC_LANG: "de" } },
    ),
    2,
    /^\[error\] --expected-snapshot „abc“ ist kein Snapshot .*`research status` gibt ihn aus$/,
  );
  assert.deepEqual(await logOf(root), before, "a refused snapshot wrote to the log");
  // The whole snapshot in capitals is the same digest.
  const picked = await svc([
    "research",
    "cite",
    "--query",
    "winter",
    "--pick",
    "1",
    "--expected-snapshot",
    snapshot.toUpperCase(),
    "--project",
    root,
  ]);
  assert.equal(picked.code, 0, picked.stderr);
  assert.equal(JSON.parse(picked.stdout).schema, "research-citation-local/1");
});

Deno.test("--project may be omitted only inside an archive folder; a newer archive is refused", async () => {
  const { dir, root } = await setup();
  assertError(await svc(["research", "sources"], { cwd: dir }), 2, /not a research archive/);
  const inside = await svc(["research", "sources"], { cwd: root });
  assert.equal(inside.code, 0, inside.stderr);
  assertError(
    await svc(["research", "sources"], { cwd: join(root, "svc-research") }),
    2,
    /not a research archive/,
  );
  const m = await manifestOf(root);
  await Deno.writeTextFile(
    join(root, "svc-research", "MANIFEST.json"),
    JSON.stringify({ ...m, storage: "research-local/10", format: "research-manifest-local/10" }),
  );
  assertError(await svc(["research", "sources", "--project", root]), 1, /newer than this release/);
});

Deno.test("export and restore through the CLI keep project id and snapshot; audit passes on the copy", async () => {
  const { dir, root } = await setup();
  const file = await write(dir, "a.txt", "One.\n\nTwo.\n");
  assert.equal(
    (await svc(["research", "ingest", file, "--allow-retention", "--project", root])).code,
    0,
  );
  const out = join(dir, "bundle");
  const ex = await svc(["research", "export", "--output", out, "--project", root]);
  assert.equal(ex.code, 0, ex.stderr);
  const exported = JSON.parse(ex.stdout);
  assertError(
    await svc(["research", "export", "--output", out, "--project", root]),
    1,
    /already exists/,
  );
  const to = join(dir, "copy");
  const re = await svc(["research", "restore", "--from", out, "--to", to]);
  assert.equal(re.code, 0, re.stderr);
  const restored = JSON.parse(re.stdout);
  assert.equal(restored.project_id, exported.project_id);
  assert.equal(restored.snapshot, exported.snapshot);
  const audit = await svc(["research", "audit", "--project", to]);
  assert.equal(audit.code, 0, audit.stdout);
  const found = JSON.parse(
    (await svc(["research", "search", "--query", "two", "--project", to])).stdout,
  );
  assert.equal(found.count, 1);
});

Deno.test("schema lists research-local/1 to 9 and what opts into each", async () => {
  const r = await svc(["research", "schema"]);
  assert.equal(r.code, 0);
  const s = JSON.parse(r.stdout);
  assert.deepEqual(
    s.schemas.map((x: { storage: string }) => x.storage),
    [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `research-local/${n}`),
  );
  assert.match(s.schemas[3].first_written_by, /pdf-native\/1/);
  assert.match(s.schemas[7].first_written_by, /source_metadata/);
});

Deno.test("compare reports a source against a manuscript as source_internal", async () => {
  const { dir, root } = await setup();
  const src = await write(dir, "src.txt", "The harbour master counted ships. ".repeat(60));
  const receipt = JSON.parse(
    (await svc(["research", "ingest", src, "--allow-retention", "--project", root])).stdout,
  );
  const book = await write(
    dir,
    "book.md",
    "## One\n\n" + "The keeper climbed the stairs and lit the lamp. ".repeat(40) +
      "\n\n## Two\n\n" + "The storm broke the glass and the keeper waited. ".repeat(40) + "\n",
  );
  const r = await svc([
    "research",
    "compare",
    "--source-id",
    receipt.source_id,
    book,
    "--project",
    root,
  ]);
  assert.equal(r.code, 0, r.stderr);
  const report = JSON.parse(r.stdout);
  assert.equal(report.label, "source_internal");
  assert.equal(report.source.id, receipt.source_id);
  const text = await svc([
    "research",
    "compare",
    "--source-id",
    receipt.source_id,
    book,
    "--format",
    "md",
    "--project",
    root,
  ]);
  assert.equal(text.code, 0, text.stderr);
  assertError(
    await svc([
      "research",
      "compare",
      "--source-id",
      "src_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
      book,
      "--project",
      root,
    ]),
    2,
    /No source/,
  );
});

Deno.test("ocr-status prints JSON and exits 0 even unconfigured; it takes no --language", async () => {
  const r = await svc(["research", "ocr-status"]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout).status, "not_configured");
  assertError(await svc(["research", "ocr-status", "--language", "de"]), 2, /no --language flag/);
});
