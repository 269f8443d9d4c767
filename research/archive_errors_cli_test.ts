/**
 * A damaged or unusual archive folder through the real program: each case ends in one
 * `[error]` line that says what is wrong and what to do (never "Unexpected failure: …"), and
 * `audit` reports what it can see. `LOCK` made a folder, `tmp` made a file, a read-only
 * archive, an object missing at export, a deleted manifest, `init` of an empty path or of a
 * file; `sources` and `cite` report the same availability for a version with a missing object.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { assertError, svc } from "../testing/cli.ts";
import { canMakeUnwritable, makeUnwritable } from "../testing/unwritable.ts";
import { isReadOnlyError } from "./store/fs_errors.ts";
import { type LetterArchive, letterArchive } from "./testing/letter_archive.ts";

/** The letter archive, with the letter then changed on disk (a new version to ingest). */
async function archive(): Promise<LetterArchive> {
  const a = await letterArchive("svc-errors-");
  await Deno.writeTextFile(a.file, "Dear Anna,\n\nThe spring in Łódź is short.\n");
  return a;
}

async function auditReport(root: string) {
  const r = await svc(["research", "audit", "--project", root]);
  const report = JSON.parse(r.stdout);
  return { code: r.code, report, codes: report.errors.map((e: { code: string }) => e.code) };
}

Deno.test("LOCK made a folder or tmp made a file: one-line errors saying what to do, and audit fails", async () => {
  const { root, dir, file } = await archive();
  const log = await Deno.readFile(join(dir, "log", "commits.jsonl"));
  await Deno.remove(join(dir, "LOCK"));
  await Deno.mkdir(join(dir, "LOCK"));
  const ingest = () => svc(["research", "ingest", file, "--allow-retention", "--project", root]);
  assertError(
    await ingest(),
    1,
    /LOCK" is a folder, but the archive needs a file there; nothing was written; remove it/,
  );
  let audit = await auditReport(root);
  assert.equal(audit.code, 1);
  assert.equal(audit.report.ok, false);
  assert.deepEqual(audit.codes, ["layout"]);
  await Deno.remove(join(dir, "LOCK"));
  await Deno.remove(join(dir, "tmp"), { recursive: true });
  await Deno.writeTextFile(join(dir, "tmp"), "not a folder");
  assertError(
    await ingest(),
    1,
    /tmp" is a file, but the archive needs a folder there; nothing was written; move it away/,
  );
  audit = await auditReport(root);
  assert.equal(audit.report.ok, false);
  assert.deepEqual(audit.codes, ["layout"]);
  assert.deepEqual(await Deno.readFile(join(dir, "log", "commits.jsonl")), log);
  // Moved away as told, the write goes through (LOCK is made again).
  await Deno.remove(join(dir, "tmp"));
  const r = await ingest();
  assert.equal(r.code, 0, r.stderr);
  assert.equal((await auditReport(root)).code, 0);
});

Deno.test({
  name: "a read-only archive: writes and reindex refuse in one line; reads still answer",
  ignore: !(await canMakeUnwritable()),
  fn: async () => {
    const { root, dir, file } = await archive();
    const undo: (() => Promise<void>)[] = [];
    try {
      for (const p of [join(dir, "LOCK"), join(dir, "index")]) {
        const u = await makeUnwritable(p);
        assert.ok(u);
        undo.push(u);
      }
      const readOnly =
        /The archive in ".*" is read-only \(.*\); nothing was written; make .* writable/;
      assertError(
        await svc(["research", "ingest", file, "--allow-retention", "--project", root]),
        1,
        readOnly,
      );
      assertError(
        await svc(["research", "reindex", "--project", root]),
        1,
        /is read-only \(.*\); the search index was not rebuilt; make/,
      );
      const sources = await svc(["research", "sources", "--project", root]);
      assert.equal(sources.code, 0, sources.stderr);
    } finally {
      for (const u of undo) await u();
    }
  },
});

Deno.test("isReadOnlyError() knows EROFS, EACCES and EPERM and SQLite's read-only database", () => {
  const error = (code: string) => Object.assign(new Error(code), { code });
  assert.ok(isReadOnlyError(error("EROFS")));
  assert.ok(isReadOnlyError(error("EACCES")));
  assert.ok(isReadOnlyError(new Deno.errors.PermissionDenied("no")));
  assert.ok(isReadOnlyError(Object.assign(new Error("attempt to write"), { errcode: 8 })));
  assert.ok(!isReadOnlyError(error("ENOSPC")));
  assert.ok(!isReadOnlyError(new Deno.errors.NotFound("gone")));
});

Deno.test("an object missing at export: one line naming it and its version; no bundle folder is made", async () => {
  const { base, root, dir } = await archive();
  const sources = JSON.parse((await svc(["research", "sources", "--project", root])).stdout);
  const v = sources.sources[0].latest_version;
  const hash = v.text.sha256 as string;
  await Deno.remove(join(dir, "objects", "sha256", hash.slice(0, 2), hash));
  const out = join(base, "bundle");
  assertError(
    await svc(["research", "export", "--project", root, "--output", out]),
    1,
    new RegExp(
      `Cannot export .*: object ${hash} of source ${
        sources.sources[0].source_id
      } version 1 is missing; nothing was written; put the file back`,
    ),
  );
  await assert.rejects(() => Deno.stat(out), Deno.errors.NotFound);
});

Deno.test("sources and cite report the same availability when a version's object is missing", async () => {
  const base = await Deno.makeTempDir({ prefix: "svc-errors-" });
  const root = join(base, "book");
  const dir = join(root, "svc-research");
  assert.equal((await svc(["research", "init", root])).code, 0);
  // HTML: its bytes and its extracted text are two objects.
  const page = join(base, "letter.html");
  await Deno.writeTextFile(page, "<html><body><p>The winter in Łódź is long.</p></body></html>");
  const r = await svc(["research", "ingest", page, "--allow-retention", "--project", root]);
  assert.equal(r.code, 0, r.stderr);
  const list = async () =>
    JSON.parse((await svc(["research", "sources", "--project", root])).stdout).sources[0]
      .latest_version;
  const hit = JSON.parse(
    (await svc(["research", "search", "--query", "winter", "--project", root])).stdout,
  ).hits[0];
  const cite = async () =>
    JSON.parse(
      (await svc(["research", "cite", "--passage", hit.passage_id, "--project", root])).stdout,
    );
  assert.equal((await list()).availability, "available");
  assert.equal((await cite()).availability, "available");
  // The source bytes go, the extracted text stays: both say missing; cite still quotes.
  const v = await list();
  const bytes = v.bytes.sha256 as string;
  await Deno.rename(
    join(dir, "objects", "sha256", bytes.slice(0, 2), bytes),
    join(dir, "..", "kept"),
  );
  assert.equal((await list()).availability, "missing");
  const c = await cite();
  assert.equal(c.availability, "missing");
  assert.match(c.text, /winter/);
  // The text goes too: still both missing, and no text to quote.
  const text = v.text.sha256 as string;
  await Deno.remove(join(dir, "objects", "sha256", text.slice(0, 2), text));
  assert.equal((await list()).availability, "missing");
  assert.equal((await cite()).text, null);
  const source = JSON.parse(
    (await svc(["research", "sources", "--project", root, "--json"])).stdout,
  );
  assert.equal(source.sources[0].latest_version.availability, "missing");
});

Deno.test("a deleted MANIFEST.json: reads point to audit, audit names the repair, and the repair works", async () => {
  const { root, dir } = await archive();
  const original = JSON.parse(await Deno.readTextFile(join(dir, "MANIFEST.json")));
  await Deno.remove(join(dir, "MANIFEST.json"));
  assertError(
    await svc(["research", "sources", "--project", root]),
    1,
    /has no MANIFEST.json; nothing was changed \(run: svc research audit --project/,
  );
  const { code, report } = await auditReport(root);
  assert.equal(code, 1);
  const finding = report.errors.find((e: { code: string }) => e.code === "manifest-missing");
  assert.ok(finding, JSON.stringify(report.errors));
  assert.match(finding.message, /do not run init/);
  assert.match(finding.message, /svc research restore/);
  const line = /audit again: (\{.*\})$/.exec(finding.message)![1];
  assert.deepEqual(JSON.parse(line), original, "every field of the manifest is in the log");
  await Deno.writeTextFile(join(dir, "MANIFEST.json"), line + "\n");
  assert.equal((await auditReport(root)).code, 0);
  assertError(
    await svc(["research", "init", root]),
    1,
    /already exists; an archive is never created over another/,
  );
});

Deno.test("init of an empty path is a usage error; init of a file says it is not a folder", async () => {
  const base = await Deno.makeTempDir({ prefix: "svc-errors-init-" });
  assertError(await svc(["research", "init", ""], { cwd: base }), 2, /not an empty path/);
  assert.deepEqual([...Deno.readDirSync(base)], [], "no archive in the current folder");
  const book = join(base, "book.md");
  await Deno.writeTextFile(book, "# Chapter 1\n");
  assertError(
    await svc(["research", "init", book]),
    1,
    /Cannot create an archive in ".*book\.md": it is a file, not a folder/,
  );
  assertError(
    await svc(["research", "init", join(book, "notes")]),
    1,
    /part of that path is a file, not a folder/,
  );
});
