/**
 * Crash safety with real processes: `svc research ingest` is SIGKILLed by the test-only crash
 * hook at each step of the write path; afterwards the archive opens, `audit` passes, exactly
 * the commits that reached the log are there, the acknowledged head (`HEAD.json`) is never
 * ahead of the log, and the next writer carries on and moves it.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { svc } from "../../testing/cli.ts";

async function newArchive(): Promise<{ root: string; file: string }> {
  const dir = await Deno.makeTempDir({ prefix: "svc-crash-" });
  const root = join(dir, "book");
  const init = await svc(["research", "init", root, "--title", "Crash test"]);
  assert.equal(init.code, 0, init.stderr);
  const file = join(dir, "letter.txt");
  await Deno.writeTextFile(file, "Dear Anna,\n\nThe winter in Łódź is long.\n\nYours, K.\n");
  return { root, file };
}

async function commits(root: string): Promise<number> {
  const text = await Deno.readTextFile(join(root, "svc-research", "log", "commits.jsonl"));
  return text.split("\n").filter((l) => l.endsWith("}")).length;
}

async function headMark(root: string): Promise<{ commit: number }> {
  return JSON.parse(await Deno.readTextFile(join(root, "svc-research", "HEAD.json")));
}

async function auditOk(root: string): Promise<{ warnings: { code: string }[]; commits: number }> {
  const r = await svc(["research", "audit", "--project", root]);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const report = JSON.parse(r.stdout);
  assert.equal(report.ok, true);
  return report;
}

const CASES = [
  { step: "after-object", landed: false, warning: "orphan-objects" },
  { step: "after-manifest", landed: false, warning: "orphan-objects" },
  { step: "mid-append", landed: false, warning: "torn-tail" },
  { step: "after-append", landed: true, warning: null },
] as const;

for (const c of CASES) {
  Deno.test(`SIGKILL ${c.step}: audit passes and exactly the durable commits are there`, async () => {
    const { root, file } = await newArchive();
    const killed = await svc(
      [
        "research",
        "ingest",
        file,
        "--allow-retention",
        "--project",
        root,
        "--origin-url",
        "https://example.org/a",
      ],
      { env: { SVC_TEST_CRASH_AT: c.step } },
    );
    assert.equal(killed.code, 137, `expected SIGKILL, got ${killed.code}: ${killed.stderr}`);
    assert.equal(killed.stdout, "", "no receipt was printed before the crash");
    const report = await auditOk(root);
    assert.equal(report.commits, c.landed ? 2 : 1);
    if (c.warning) {
      assert.ok(report.warnings.some((w) => w.code === c.warning), JSON.stringify(report.warnings));
    }
    const manifest = JSON.parse(
      await Deno.readTextFile(join(root, "svc-research", "MANIFEST.json")),
    );
    // The manifest may be ahead of the log (raised before the append), never behind it.
    assert.equal(
      manifest.storage,
      c.step === "after-object" ? "research-local/1" : "research-local/2",
    );
    // The acknowledged head moves only after the append: a crash anywhere before it leaves
    // the mark on the init commit, one behind a commit that landed (which reads verify).
    assert.equal((await headMark(root)).commit, 1);
    // The same file again: when the killed commit landed, its bytes are archived, so the retry
    // says it means a separate source (a duplicate is refused otherwise).
    const next = await svc([
      "research",
      "ingest",
      file,
      "--allow-retention",
      "--as-new-source",
      "--project",
      root,
    ]);
    assert.equal(next.code, 0, next.stderr);
    assert.equal(JSON.parse(next.stdout).commit, c.landed ? 3 : 2);
    await auditOk(root);
    assert.equal(await commits(root), c.landed ? 3 : 2);
    assert.equal((await headMark(root)).commit, c.landed ? 3 : 2);
    if (c.step === "mid-append") {
      const q = [...Deno.readDirSync(join(root, "svc-research", "quarantine"))];
      assert.equal(q.length, 1, "the torn tail was quarantined, not lost");
    }
  });
}

Deno.test("two writers and a searcher at once: no lost or duplicated commit, chain intact, stale guard refused", async () => {
  const { root } = await newArchive();
  const dir = await Deno.makeTempDir();
  const files: string[][] = [[], []];
  for (let w = 0; w < 2; w++) {
    for (let i = 0; i < 4; i++) {
      const f = join(dir, `w${w}-${i}.txt`);
      await Deno.writeTextFile(
        f,
        `Writer ${w} source ${i}.\n\nStraße number ${w * 10 + i} in Łódź.\n`,
      );
      files[w].push(f);
    }
  }
  const before =
    JSON.parse((await svc(["research", "sources", "--project", root])).stdout).snapshot;
  const writer = async (list: string[]) => {
    const receipts = [];
    for (const f of list) {
      const r = await svc(["research", "ingest", f, "--allow-retention", "--project", root]);
      assert.equal(r.code, 0, r.stderr);
      receipts.push(JSON.parse(r.stdout));
    }
    return receipts;
  };
  const searcher = async () => {
    for (let i = 0; i < 4; i++) {
      const r = await svc(["research", "search", "--query", "strasse", "--project", root]);
      assert.equal(r.code, 0, r.stderr);
      assert.equal(JSON.parse(r.stdout).schema, "research-search-local/1");
    }
  };
  const [a, b] = await Promise.all([writer(files[0]), writer(files[1]), searcher()]);
  const all = [...a, ...b];
  assert.deepEqual(all.map((r) => r.commit).sort((x, y) => x - y), [2, 3, 4, 5, 6, 7, 8, 9]);
  const stale = await svc([
    "research",
    "ingest",
    files[0][0],
    "--allow-retention",
    "--project",
    root,
    "--expected-snapshot",
    before,
  ]);
  assert.equal(stale.code, 1);
  assert.match(stale.stderr, /changed since snapshot/);
  const report = await auditOk(root);
  assert.equal(report.commits, 9);
  const log = (await Deno.readTextFile(join(root, "svc-research", "log", "commits.jsonl"))).trim()
    .split("\n");
  const bySnapshot = new Set(log.map((l) => JSON.parse(l).sha256));
  for (const r of all) {
    assert.ok(bySnapshot.has(r.snapshot), "every receipt's snapshot is a commit of the log");
  }
  const found = JSON.parse(
    (await svc(["research", "search", "--query", "strasse", "--limit", "100", "--project", root]))
      .stdout,
  );
  assert.equal(found.count, 8);
});
