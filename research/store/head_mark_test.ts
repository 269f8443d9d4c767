/**
 * The acknowledged head (`head_mark.ts`) in one process: written by init, held or not by the
 * log, an invalid mark refused and audited, and the messages that name lost commits.
 *
 * @module
 */

import assert from "node:assert/strict";
import { auditArchive } from "./audit.ts";
import {
  checkHeadMark,
  commitRange,
  lostHeadMessage,
  markHeld,
  readHeadMark,
} from "./head_mark.ts";
import { createArchive } from "./init.ts";
import { forgetArchive, loadArchive } from "./load.ts";
import { archivePaths } from "./paths.ts";

Deno.test("init records commit 1 as the acknowledged head, at the log's length", async () => {
  const root = await Deno.makeTempDir();
  const made = await createArchive(root, { title: "Ledger", language: "en" });
  const mark = readHeadMark(made.paths)!;
  assert.deepEqual(mark, {
    commit: 1,
    sha256: made.commit.sha256,
    log_bytes: (await Deno.stat(made.paths.log)).size,
  });
  assert.ok(markHeld(made.paths, mark));
  assert.ok(!markHeld(made.paths, { ...mark, log_bytes: mark.log_bytes - 1 }));
  assert.ok(!markHeld(made.paths, { ...mark, sha256: "0".repeat(64) }));
});

Deno.test("an invalid HEAD.json is refused by reads and named by audit with what to do", async () => {
  const root = await Deno.makeTempDir();
  const { paths } = await createArchive(root, { title: "Ledger", language: "en" });
  await Deno.writeTextFile(paths.head, '{"commit":"one"}\n');
  forgetArchive(paths);
  await assert.rejects(
    () => loadArchive(paths),
    /head mark ".*HEAD\.json" is not a valid research-head-local\/1 file; nothing was changed \(run: svc research audit\)/,
  );
  const report = await auditArchive(archivePaths(root));
  assert.equal(report.ok, false);
  assert.equal(report.errors[0].code, "head-mark");
  assert.match(report.errors[0].message, /remove HEAD\.json .*else restore the archive/);
});

Deno.test("the loss message names the missing commits, one or several, or a rewritten head", () => {
  const paths = archivePaths("/tmp/ledger");
  const mark = { commit: 5, sha256: "ab".repeat(32), log_bytes: 5503 };
  assert.equal(commitRange(3, 5), "commits 3 to 5");
  assert.equal(commitRange(5, 5), "commit 5");
  assert.match(
    lostHeadMessage(paths, mark, 2),
    /ends at commit 2, .*: commits 3 to 5 are missing;/,
  );
  assert.match(lostHeadMessage(paths, mark, 4), /ends at commit 4, .*: commit 5 is missing;/);
  assert.match(lostHeadMessage(paths, mark, 5), /no longer holds acknowledged commit 5/);
  assert.match(lostHeadMessage(paths, mark, null), /does not reach commit 5/);
  assert.match(lostHeadMessage(paths, mark, 2), /restore the archive from a bundle or an export/);
});

Deno.test("checkHeadMark() refuses a log emptied below its mark and passes one without a mark", async () => {
  const root = await Deno.makeTempDir();
  const { paths } = await createArchive(root, { title: "Ledger", language: "en" });
  await Deno.truncate(paths.log, 0);
  await assert.rejects(() => checkHeadMark(paths), /does not reach commit 1/);
  await Deno.remove(paths.head);
  assert.equal(await checkHeadMark(paths), null);
});
