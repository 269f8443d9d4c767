/**
 * A file-size limit at each write step, with real processes (issue 25): `svc research ingest`,
 * a claim revision, a revision batch, `reindex`, `export` and `restore` run under `ulimit -f`
 * (a `sh -c` wrapper that ignores SIGXFSZ, so writes fail with EFBIG), the limit chosen so that
 * the first write it stops is the step under test. Each refused write ends in one `[error]`
 * line naming the limit (exit 1, never "Unexpected failure"), leaves the log byte for byte as
 * it was (an append cut short is taken back), passes `svc research audit` with only what
 * ARCHIVE.md allows after an interrupted write, and the same command succeeds once the limit
 * is gone. A write stopped after its append (the search index refresh) is accepted with a
 * warning. The SIGXFSZ path (signal at its default) runs through `prlimit` on a child waiting
 * for the lock (`research/testing/disk_faults.ts` says why) and must end the same way, not by
 * the signal.
 *
 * Steps no size limit can single out: the lock (opening `LOCK` writes nothing), the
 * acknowledged-head mark (`HEAD.json` is always smaller than the log written before it) and
 * an export's `bundle.json` (smaller than the log); `read_only_process_test.ts` covers the
 * first two.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { assertError, type Run, svc } from "../../testing/cli.ts";
import * as research from "../mod.ts";
import {
  assertOneMoreLine,
  auditPasses,
  batchArgs,
  canLimitRunningProcess,
  type FaultArchive,
  faultArchive,
  ingestArgs,
  reviseArgs,
  svcLimitedWhileWaiting,
  svcWithFileSizeLimit,
  tearTail,
} from "../testing/disk_faults.ts";

/** Audit warnings ARCHIVE.md allows after a refused write. */
const AFTER_FAULT = ["orphan-objects", "index-behind"];

/** The one line of a write the limit stopped (`bytes`: the limit). */
function limitError(bytes: number, consequence = "nothing was written"): RegExp {
  return new RegExp(
    `^\\[error\\] The archive in ".*" could not be written: a file would grow past this ` +
      `process's file-size limit of ${bytes} bytes \\(ulimit -f\\) \\(File too large \\(os error ` +
      `27\\)\\); ${consequence}; raise the limit \\(ulimit -f\\), then try again$`,
  );
}

interface RefusedCase {
  readonly name: string;
  readonly args: (a: FaultArchive) => string[] | Promise<string[]>;
  /** The limit in 512-byte blocks, given the log's size before the attempt. */
  readonly blocks: (logBytes: number) => number;
  readonly prepare?: (a: FaultArchive) => Promise<void>;
  /** The limit falls inside the new log line: the append was cut short. */
  readonly partial?: boolean;
  /** The step comes before the manifest is raised: the manifest must be unchanged. */
  readonly manifestKept?: boolean;
}

/** The first whole block past the log's end: the limit falls inside the next line. */
const insideNextLine = (logBytes: number) => Math.floor(logBytes / 512) + 1;

const REFUSED: RefusedCase[] = [
  {
    // The new 20 KB object is written to tmp/ first; the log (~4 KB) would still fit.
    name: "ingest, object step",
    args: (a) => ingestArgs(a, a.ledger),
    blocks: () => 16,
    manifestKept: true,
  },
  {
    // The bytes are stored already (no object is written); the origin URL raises storage.
    name: "ingest, manifest step",
    // The same bytes with an origin URL (schema 2): a separate source, said so.
    args: (a) =>
      ingestArgs(a, a.sameLetter, "--origin-url", "https://example.org/letter", "--as-new-source"),
    blocks: () => 0,
    manifestKept: true,
  },
  {
    name: "ingest, append step (nothing of the line fits)",
    args: (a) => ingestArgs(a, a.letter),
    blocks: () => 1,
  },
  {
    name: "ingest, append step (cut short inside the line)",
    args: (a) => ingestArgs(a, a.letter),
    blocks: insideNextLine,
    partial: true,
  },
  {
    // A torn tail waits for the next writer, which must copy it to quarantine/ first.
    name: "ingest, quarantine step",
    args: (a) => ingestArgs(a, a.letter),
    blocks: () => 0,
    prepare: tearTail,
    manifestKept: true,
  },
  {
    name: "claim revision, manifest step",
    args: reviseArgs,
    blocks: () => 0,
    manifestKept: true,
  },
  {
    name: "claim revision, append step (nothing of the line fits)",
    args: reviseArgs,
    blocks: () => 1,
  },
  {
    name: "claim revision, append step (cut short inside the line)",
    args: reviseArgs,
    blocks: insideNextLine,
    partial: true,
  },
  {
    name: "revision batch, manifest step",
    args: batchArgs,
    blocks: () => 0,
    manifestKept: true,
  },
  {
    name: "revision batch, append step (nothing of the line fits)",
    args: batchArgs,
    blocks: () => 1,
  },
  {
    name: "revision batch, append step (cut short inside the line)",
    args: batchArgs,
    blocks: insideNextLine,
    partial: true,
  },
];

for (const c of REFUSED) {
  Deno.test(`file-size limit, ${c.name}: one [error] line, the log unchanged, audit passes, the retry lands`, async () => {
    const a = await faultArchive();
    await c.prepare?.(a);
    const args = await c.args(a);
    const before = await Deno.readFile(a.log);
    const manifest = await Deno.readFile(join(a.dir, "MANIFEST.json"));
    const head = await Deno.readFile(join(a.dir, "HEAD.json"));
    const blocks = c.blocks(before.length);
    const refused = await svcWithFileSizeLimit(blocks, args);
    assertError(refused, 1, limitError(blocks * 512));
    assert.deepEqual(await Deno.readFile(a.log), before, "the log is byte for byte as it was");
    assert.deepEqual(await Deno.readFile(join(a.dir, "HEAD.json")), head);
    if (c.manifestKept) {
      assert.deepEqual(await Deno.readFile(join(a.dir, "MANIFEST.json")), manifest);
    }
    assert.deepEqual([...Deno.readDirSync(join(a.dir, "tmp"))], [], "no temp file is left");
    await auditPasses(a.root, c.prepare ? [...AFTER_FAULT, "torn-tail"] : AFTER_FAULT);

    const retry = await svc(args);
    assert.equal(retry.code, 0, retry.stderr);
    const added = await assertOneMoreLine(a, before, JSON.parse(retry.stdout).snapshot);
    if (c.partial) {
      const limit = blocks * 512;
      assert.ok(
        before.length < limit && limit < before.length + added,
        `the limit ${limit} falls inside the line at ${before.length} (${added} bytes)`,
      );
    }
    const report = await research.audit(a.root);
    assert.deepEqual(report.errors, []);
  });
}

Deno.test("file-size limit, ingest, search index step: the commit is accepted with a warning, the next search catches up", async () => {
  const a = await faultArchive();
  const before = await Deno.readFile(a.log);
  const index = join(a.dir, "index", "search.sqlite");
  // The log and the object fit in 32 KB; the index (over 100 KB) does not.
  assert.ok((await Deno.stat(index)).size > 65536);
  const r = await svcWithFileSizeLimit(64, ingestArgs(a, a.letter));
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, "");
  const receipt = JSON.parse(r.stdout);
  assert.equal(receipt.warnings.length, 1, JSON.stringify(receipt.warnings));
  assert.match(
    receipt.warnings[0],
    /^The search index was not refreshed \(The archive in ".*" could not be written: the disk refused the write \(this process may write files of at most 32768 bytes: ulimit -f\) \(disk I\/O error\); the search index cannot be brought up to date; .*\); the next search will$/,
  );
  await assertOneMoreLine(a, before, receipt.snapshot);
  assert.equal(JSON.parse(await Deno.readTextFile(join(a.dir, "HEAD.json"))).commit, 6);
  await auditPasses(a.root, ["index-behind"]);
  const found = await svc(["research", "search", "--query", "spring", "--project", a.root]);
  assert.equal(found.code, 0, found.stderr);
  assert.equal(JSON.parse(found.stdout).count, 1, "the next search refreshed the index");
  const next = await svc(ingestArgs(a, a.ledger));
  assert.equal(next.code, 0, next.stderr);
  await auditPasses(a.root, []);
});

Deno.test("file-size limit, reindex, build step: one [error] line, the old index and the log unchanged, no temp file; reindex succeeds after", async () => {
  const a = await faultArchive();
  const log = await Deno.readFile(a.log);
  const index = join(a.dir, "index", "search.sqlite");
  const old = await Deno.readFile(index);
  const args = ["research", "reindex", "--project", a.root];
  const r = await svcWithFileSizeLimit(64, args);
  // SQLite reports EFBIG as a "disk I/O error": the message names the limit it found.
  assertError(
    r,
    1,
    /^\[error\] The archive in ".*" could not be written: the disk refused the write \(this process may write files of at most 32768 bytes: ulimit -f\) \(disk I\/O error\); the search index was not rebuilt; free some space, raise the file-size limit or check the disk, then try again$/,
  );
  assert.deepEqual(await Deno.readFile(index), old);
  assert.deepEqual(await Deno.readFile(a.log), log);
  assert.deepEqual([...Deno.readDirSync(join(a.dir, "index"))].map((e) => e.name), [
    "search.sqlite",
  ]);
  await auditPasses(a.root, AFTER_FAULT);
  const again = await svc(args);
  assert.equal(again.code, 0, again.stderr);
  assert.equal(JSON.parse(again.stdout).commit, 5);
  await auditPasses(a.root, []);
});

/** The export steps a limit singles out: the manifest, the log, then the 20 KB object. */
const EXPORT_STEPS = [
  { step: "manifest copy", blocks: 0 },
  { step: "log copy", blocks: 1 },
  { step: "object copy", blocks: 16 },
];

for (const c of EXPORT_STEPS) {
  Deno.test(`file-size limit, export, ${c.step}: one [error] line, no bundle left, the same export succeeds after`, async () => {
    const a = await faultArchive();
    const log = await Deno.readFile(a.log);
    assert.ok(log.length > 512 && log.length < 16 * 512, "the log fits only the object step");
    const out = join(a.base, "bundle");
    const args = ["research", "export", "--project", a.root, "--output", out];
    const r = await svcWithFileSizeLimit(c.blocks, args);
    assertError(
      r,
      1,
      new RegExp(
        `^\\[error\\] Cannot export the archive into ".*bundle": a file would grow past this ` +
          `process's file-size limit of ${c.blocks * 512} bytes \\(ulimit -f\\) \\(File too ` +
          `large \\(os error 27\\)\\); nothing was kept \\(".*bundle" was removed again\\); ` +
          "raise the limit",
      ),
    );
    await assert.rejects(Deno.stat(out), Deno.errors.NotFound);
    assert.deepEqual(await Deno.readFile(a.log), log);
    await auditPasses(a.root, AFTER_FAULT);
    const again = await svc(args);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(JSON.parse(again.stdout).files, 4);
    await assert.rejects(Deno.stat(join(out, ".incomplete")), Deno.errors.NotFound);
  });
}

Deno.test("file-size limit, restore: one [error] line, no half-restored project left, the same restore succeeds after", async () => {
  const a = await faultArchive();
  const bundle = join(a.base, "bundle");
  assert.equal(
    (await svc(["research", "export", "--project", a.root, "--output", bundle])).code,
    0,
  );
  const to = join(a.base, "restored");
  const args = ["research", "restore", "--from", bundle, "--to", to];
  const r = await svcWithFileSizeLimit(1, args);
  assertError(
    r,
    1,
    /^\[error\] Cannot restore ".*bundle" into ".*restored": a file would grow past this process's file-size limit of 512 bytes .*; nothing was kept/,
  );
  await assert.rejects(Deno.stat(to), Deno.errors.NotFound);
  const again = await svc(args);
  assert.equal(again.code, 0, again.stderr);
  await auditPasses(to, ["index-behind"]);
});

const CAN_LIMIT = await canLimitRunningProcess();

/** Signal path: SIGXFSZ at its default, the limit set while the writer waits for the lock. */
const SIGNAL_CASES = [
  { name: "ingest, object step", args: (a: FaultArchive) => ingestArgs(a, a.ledger), room: null },
  { name: "ingest, append step", args: (a: FaultArchive) => ingestArgs(a, a.letter), room: 100 },
  { name: "claim revision, append step", args: reviseArgs, room: 100 },
];

for (const c of SIGNAL_CASES) {
  Deno.test({
    name:
      `SIGXFSZ, ${c.name}: the writer is not killed by the signal; one [error] line, the log unchanged, the retry lands`,
    ignore: !CAN_LIMIT,
    fn: async () => {
      const a = await faultArchive();
      const args = c.args(a);
      const before = await Deno.readFile(a.log);
      // Room for part of the new line, or (object step) for the log but not the object.
      const bytes = c.room === null ? 8192 : before.length + c.room;
      const r: Run & { signal: Deno.Signal | null } = await svcLimitedWhileWaiting(a, args, bytes);
      assert.equal(r.signal, null, `killed by ${r.signal}: ${r.stderr}`);
      assertError(r, 1, limitError(bytes));
      assert.deepEqual(await Deno.readFile(a.log), before);
      await auditPasses(a.root, AFTER_FAULT);
      const retry = await svc(args);
      assert.equal(retry.code, 0, retry.stderr);
      await assertOneMoreLine(a, before, JSON.parse(retry.stdout).snapshot);
    },
  });
}
