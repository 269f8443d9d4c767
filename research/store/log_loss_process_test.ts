/**
 * The acknowledged head (`HEAD.json`, `head_mark.ts`) with real processes: a log cut in the
 * middle of its history or replaced by another one is an audit error naming the lost commits,
 * every read refuses it and every writer refuses it without quarantining or appending
 * anything; a torn final line after the head is still an interrupted write; an archive
 * without a mark (an older release's) reads as before and gets one with its next write.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { assertError, svc } from "../../testing/cli.ts";

interface Archive {
  readonly root: string;
  readonly log: string;
  readonly files: string[];
}

/** An archive of five commits: init and four ingests; the index is current. */
async function fiveCommits(): Promise<Archive> {
  const dir = await Deno.makeTempDir({ prefix: "svc-head-" });
  const root = join(dir, "book");
  assert.equal((await svc(["research", "init", root, "--title", "Head"])).code, 0);
  const files: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const f = join(dir, `letter-${i}.txt`);
    await Deno.writeTextFile(f, `Letter ${i}.\n\nThe winter in Łódź, number ${i}.\n`);
    files.push(f);
  }
  for (const f of files.slice(0, 4)) {
    const r = await svc(["research", "ingest", f, "--allow-retention", "--project", root]);
    assert.equal(r.code, 0, r.stderr);
  }
  const found = await svc(["research", "search", "--query", "winter", "--project", root]);
  assert.equal(JSON.parse(found.stdout).count, 4);
  return { root, log: join(root, "svc-research", "log", "commits.jsonl"), files };
}

/** Byte offset of the start of 1-based line `n`. */
function lineStart(bytes: Uint8Array, n: number): number {
  let at = 0;
  for (let i = 1; i < n; i++) at = bytes.indexOf(0x0a, at) + 1;
  return at;
}

async function audit(root: string): Promise<{ code: number; report: Record<string, unknown> }> {
  const r = await svc(["research", "audit", "--project", root]);
  return { code: r.code, report: JSON.parse(r.stdout) };
}

type Finding = { code: string; message: string; line?: number };

Deno.test("a log cut in the middle of line 3 of 5: audit names commits 3 to 5, reads and writers refuse, nothing is quarantined", async () => {
  const { root, log, files } = await fiveCommits();
  const bytes = await Deno.readFile(log);
  const cut = lineStart(bytes, 3) + 200;
  await Deno.truncate(log, cut);
  const { code, report } = await audit(root);
  assert.equal(code, 1);
  assert.equal(report.ok, false);
  const errors = report.errors as Finding[];
  assert.deepEqual(errors.map((e) => e.code), ["log-short"]);
  assert.match(errors[0].message, /ends at commit 2, but commit 5 was acknowledged/);
  assert.match(errors[0].message, /commits 3 to 5 are missing/);
  assert.match(errors[0].message, /svc research restore/);
  assert.equal(errors[0].line, 3);
  const warnings = report.warnings as Finding[];
  assert.ok(!warnings.some((w) => w.code === "torn-tail"), "not called an interrupted write");
  const lost =
    /ends at commit 2, but commit 5 was acknowledged: commits 3 to 5 are missing; nothing was changed; restore the archive from a bundle or an export/;
  for (
    const args of [
      ["sources"],
      ["search", "--query", "winter"],
      ["cite", "--query", "number 1"],
      ["claim", "list"],
      ["export", "--output", join(root, "..", "export")],
    ]
  ) {
    assertError(await svc(["research", ...args, "--project", root]), 1, lost);
  }
  const write = await svc(["research", "ingest", files[4], "--allow-retention", "--project", root]);
  assertError(write, 1, lost);
  assert.deepEqual(await Deno.readFile(log), bytes.subarray(0, cut), "nothing appended or cut");
  assert.deepEqual([...Deno.readDirSync(join(root, "svc-research", "quarantine"))], []);
});

Deno.test("a log whose last commits were replaced by others is refused as different from what was acknowledged", async () => {
  const { root, log, files } = await fiveCommits();
  const copy = join(root, "..", "copy");
  await Deno.mkdir(copy);
  await new Deno.Command("cp", { args: ["-a", join(root, "svc-research"), copy] }).output();
  const bytes = await Deno.readFile(log);
  // The copy loses commits 4 and 5, then writes another commit 4: a valid chain of 4 commits.
  const copyLog = join(copy, "svc-research", "log", "commits.jsonl");
  await Deno.truncate(copyLog, lineStart(bytes, 4));
  await Deno.remove(join(copy, "svc-research", "HEAD.json"));
  const other = await svc(["research", "ingest", files[4], "--allow-retention", "--project", copy]);
  assert.equal(other.code, 0, other.stderr);
  const useCopy = async () => {
    await Deno.copyFile(copyLog, log);
    const objects = `${join(copy, "svc-research", "objects")}/.`;
    await new Deno.Command("cp", { args: ["-a", objects, join(root, "svc-research", "objects")] })
      .output();
  };
  await useCopy();
  const { code, report } = await audit(root);
  assert.equal(code, 1);
  const errors = report.errors as Finding[];
  assert.deepEqual(errors.map((e) => e.code), ["log-short"]);
  assert.match(errors[0].message, /ends at commit 4, but commit 5 was acknowledged/);
  // One more commit in the copy: now as long as the acknowledged log, but another history.
  const again = await svc([
    "research",
    "ingest",
    files[0],
    "--allow-retention",
    "--as-new-source",
    "--project",
    copy,
  ]);
  assert.equal(again.code, 0, again.stderr);
  await useCopy();
  const replaced = await audit(root);
  assert.equal(replaced.code, 1);
  const found = replaced.report.errors as Finding[];
  assert.deepEqual(found.map((e) => e.code), ["log-replaced"]);
  assert.match(found[0].message, /Commit 5 in the log is not the acknowledged one/);
  const rewritten = /no longer holds acknowledged commit 5 where it was written/;
  assertError(await svc(["research", "sources", "--project", root]), 1, rewritten);
  assertError(
    await svc(["research", "search", "--query", "winter", "--project", root]),
    1,
    rewritten,
  );
  assertError(
    await svc(["research", "ingest", files[1], "--allow-retention", "--project", root]),
    1,
    rewritten,
  );
});

Deno.test("a torn final line after the acknowledged head is still an interrupted write: a warning, then quarantined", async () => {
  const { root, log, files } = await fiveCommits();
  const whole = await Deno.readFile(log);
  await Deno.writeFile(log, new TextEncoder().encode('{"actor":"local-author","at":"20'), {
    append: true,
  });
  const { code, report } = await audit(root);
  assert.equal(code, 0);
  assert.deepEqual((report.warnings as Finding[]).map((w) => w.code), ["torn-tail"]);
  assert.equal((await svc(["research", "sources", "--project", root])).code, 0);
  const r = await svc(["research", "ingest", files[4], "--allow-retention", "--project", root]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout).commit, 6);
  assert.equal([...Deno.readDirSync(join(root, "svc-research", "quarantine"))].length, 1);
  const after = await Deno.readFile(log);
  assert.deepEqual(after.subarray(0, whole.length), whole);
  const head = JSON.parse(await Deno.readTextFile(join(root, "svc-research", "HEAD.json")));
  assert.equal(head.commit, 6);
  assert.equal(head.log_bytes, after.length);
  assert.equal((await audit(root)).code, 0);
});

Deno.test("an archive without a head mark (an older release's) reads and audits as before; its next write records one", async () => {
  const { root, log, files } = await fiveCommits();
  const mark = join(root, "svc-research", "HEAD.json");
  await Deno.remove(mark);
  const bytes = await Deno.readFile(log);
  // Without a mark nothing tells a cut log from a whole one: the cut line is a torn tail.
  await Deno.truncate(log, lineStart(bytes, 3) + 200);
  const { code, report } = await audit(root);
  assert.equal(code, 0);
  assert.equal(report.commits, 2);
  assert.ok((report.warnings as Finding[]).some((w) => w.code === "torn-tail"));
  const sources = await svc(["research", "sources", "--project", root]);
  assert.equal(sources.code, 0, sources.stderr);
  assert.equal(JSON.parse(sources.stdout).sources.length, 1);
  const r = await svc(["research", "ingest", files[4], "--allow-retention", "--project", root]);
  assert.equal(r.code, 0, r.stderr);
  const head = JSON.parse(await Deno.readTextFile(mark));
  assert.deepEqual(head, {
    commit: 3,
    format: "research-head-local/1",
    log_bytes: (await Deno.stat(log)).size,
    sha256: JSON.parse(r.stdout).snapshot,
  });
});
