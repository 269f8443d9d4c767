/**
 * Source metadata corrections under real processes, as `records_process_test.ts` proves the
 * revisions of authored records (ARCHIVE.md "The write path", its crash table): a writer
 * SIGKILLed at every step of the first `source_metadata` commit on a schema-6 archive (the one
 * that raises storage to 8), and two processes correcting one source at once with the same
 * expected revision. The children are `research/testing/facade_child.ts`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import * as research from "./mod.ts";
import { StaleArchiveError } from "./errors.ts";
import { startFacadeProcess } from "./testing/facade_process.ts";
import { fixtureArchiveCopy } from "./testing/fixture_copy.ts";

type Obj = Record<string, unknown>;

const logPath = (root: string) => join(root, "svc-research", "log", "commits.jsonl");
const storage = async (root: string) =>
  JSON.parse(await Deno.readTextFile(join(root, "svc-research", "MANIFEST.json"))).storage;

async function firstSource(root: string): Promise<string> {
  const listed = await research.listSources(root);
  return (listed.sources as Obj[])[0].source_id as string;
}

async function auditClean(root: string, allowed: readonly string[]) {
  const report = await research.audit(root);
  assert.deepEqual(report.errors, [], JSON.stringify(report.errors));
  for (const w of report.warnings) {
    assert.ok(allowed.includes(w.code), `unexpected warning ${JSON.stringify(w)}`);
  }
  return report;
}

const STEPS = ["after-object", "after-manifest", "mid-append", "after-append"] as const;

for (const step of STEPS) {
  Deno.test(`SIGKILL ${step} during the first source metadata revision (schema 6 → 8): all or nothing, no double write`, async () => {
    const root = await fixtureArchiveCopy(6);
    const sourceId = await firstSource(root);
    const commits = (await research.audit(root)).commits;
    assert.equal(await storage(root), "research-local/6");
    const request = {
      sourceId,
      expectedRevision: 0,
      changes: { authors: ["Weber, Jakob"], date: "1848-03" },
      reason: "The letter is signed and dated",
    };
    const child = await startFacadeProcess(root, { SVC_TEST_CRASH_AT: step });
    await child.send("reviseSourceMetadata", request);
    const answer = await child.next();
    const status = await child.close();
    // A metadata revision stores no object: the after-object hook is never reached.
    const killed = step !== "after-object";
    assert.equal(status.signal, killed ? "SIGKILL" : null, await child.stderr());
    assert.equal(answer === null, killed, "a killed writer acknowledged nothing");
    const landed = step === "after-append" || step === "after-object";

    assert.equal(await storage(root), "research-local/8", "the manifest is raised first");
    const report = await auditClean(root, ["torn-tail", "index-behind"]);
    assert.equal(report.commits, commits + (landed ? 1 : 0));
    const now = await research.sourceMetadata(root, sourceId);
    assert.equal(now.metadata_revision, landed ? 1 : 0);
    assert.deepEqual((now.metadata as Obj).authors, landed ? ["Weber, Jakob"] : undefined);

    const size = (await Deno.stat(logPath(root))).size;
    if (landed) {
      await assert.rejects(research.reviseSourceMetadata(root, request), StaleArchiveError);
      assert.equal((await Deno.stat(logPath(root))).size, size, "nothing written");
    } else {
      assert.equal((await research.reviseSourceMetadata(root, request)).metadata_revision, 1);
    }
    const next = await research.reviseSourceMetadata(root, {
      ...request,
      expectedRevision: 1,
      changes: { date: "1848-03-18" },
    });
    assert.equal(next.metadata_revision, 2);
    assert.equal(next.commit, commits + 2);
    await auditClean(root, ["quarantined-tails", "index-behind"]);
  });
}

Deno.test("two processes correct one source's metadata at once with the same expected revision: exactly one wins, five rounds", async () => {
  const root = await fixtureArchiveCopy(6);
  const sourceId = await firstSource(root);
  const children = await Promise.all([startFacadeProcess(root), startFacadeProcess(root)]);
  try {
    for (let round = 0; round < 5; round++) {
      const requests = children.map((c, i) =>
        c.call("reviseSourceMetadata", {
          sourceId,
          expectedRevision: round,
          changes: { publisher: `Verlag ${round}-${i}` },
          reason: `round ${round}`,
        })
      );
      const answers = await Promise.all(requests);
      const wins = answers.filter((a) => a?.ok).length;
      assert.equal(wins, 1, JSON.stringify(answers));
      const lost = answers.find((a) => a && !a.ok);
      assert.equal(lost && !lost.ok ? lost.error.code : null, "stale-archive");
    }
  } finally {
    for (const c of children) await c.close();
  }
  const now = await research.sourceMetadata(root, sourceId);
  assert.equal(now.metadata_revision, 5);
  assert.equal((now.history as Obj[]).length, 5);
  await auditClean(root, ["index-behind"]);
});
