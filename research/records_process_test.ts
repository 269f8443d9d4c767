/**
 * Authored records under real processes (ARCHIVE.md "The write path" and "Audit"): two
 * processes revising one record at once, a writer SIGKILLed at every step of a revision commit
 * and of the claim-relation commit that raises storage to schema 6, a flipped byte in the
 * middle of the log, and hand-made logs whose hashes verify but whose pins do not. The
 * children are `deno run -A research/testing/facade_child.ts` calling the facade.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as research from "./mod.ts";
import { StaleArchiveError } from "./errors.ts";
import { commitHash, commitLine } from "./store/log.ts";
import type { Commit } from "./types.ts";
import { startFacadeProcess } from "./testing/facade_process.ts";
import { recordsFixture } from "./testing/records_fixture.ts";

type Obj = Record<string, unknown>;

const FIXTURES = fileURLToPath(new URL("../testdata/research/", import.meta.url));

const logPath = (root: string) => join(root, "svc-research", "log", "commits.jsonl");

async function logLines(root: string): Promise<string[]> {
  return (await Deno.readTextFile(logPath(root))).split("\n").filter((l) => l.endsWith("}"));
}

async function storage(root: string): Promise<string> {
  return JSON.parse(await Deno.readTextFile(join(root, "svc-research", "MANIFEST.json"))).storage;
}

/** A copy of a committed fixture archive, with the empty folders git does not keep. */
async function fixtureCopy(schema: number): Promise<string> {
  const root = join(await Deno.makeTempDir({ prefix: `svc-proc-${schema}-` }), "project");
  const from = join(FIXTURES, `schema-${schema}`);
  const copy = async (a: string, b: string): Promise<void> => {
    await Deno.mkdir(b, { recursive: true });
    for await (const e of Deno.readDir(a)) {
      if (e.isDirectory) await copy(join(a, e.name), join(b, e.name));
      else await Deno.copyFile(join(a, e.name), join(b, e.name));
    }
  };
  await copy(from, root);
  for (const sub of ["tmp", "quarantine", "checkpoints", "index"]) {
    await Deno.mkdir(join(root, "svc-research", sub), { recursive: true });
  }
  return root;
}

/** Record ids of a fixture by kind and title (relations and links by kind). */
async function fixtureIds(root: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const line of await logLines(root)) {
    for (const op of JSON.parse(line).ops) {
      if (op.op !== "revision" || op.revision !== 1) continue;
      ids.set(op.record.title ? `${op.kind}:${op.record.title}` : op.kind, op.record_id);
    }
  }
  return ids;
}

async function auditClean(root: string, allowedWarnings: readonly string[]) {
  const report = await research.audit(root);
  assert.deepEqual(report.errors, [], JSON.stringify(report.errors));
  assert.equal(report.ok, true);
  for (const w of report.warnings) {
    assert.ok(allowedWarnings.includes(w.code), `unexpected warning ${JSON.stringify(w)}`);
  }
  return report;
}

Deno.test("two processes revise one record at once with the same expected revision: exactly one wins, ten rounds", async () => {
  const { root } = await recordsFixture();
  const children = await Promise.all([startFacadeProcess(root), startFacadeProcess(root)]);
  const wins = [0, 0];
  try {
    for (let round = 0; round < 10; round++) {
      const claim = await research.createClaim(root, {
        title: `Round ${round}`,
        statement: "Before the race",
      });
      const id = claim.record_id as string;
      const commitsBefore = (await logLines(root)).length;
      // Even rounds carry the strict snapshot guard; odd rounds only the revision guard (the
      // facade then forwards the snapshot of its own read).
      const request = (w: number) => ({
        kind: "claim",
        id,
        expectedRevision: 1,
        changes: { statement: `Writer ${w} won round ${round}` },
        changeKind: "correction",
        reason: `Race ${round}`,
        actor: `writer-${w}`,
        ...(round % 2 === 0 ? { expectedSnapshot: claim.snapshot } : {}),
      });
      await Promise.all(children.map((c, w) => c.send("reviseRecord", request(w))));
      const answers = await Promise.all(children.map((c) => c.next()));
      const winners = answers.flatMap((a, w) => (a?.ok ? [w] : []));
      assert.equal(winners.length, 1, `round ${round}: ${JSON.stringify(answers)}`);
      const w = winners[0];
      wins[w]++;
      const loser = answers[1 - w]!;
      assert.equal(loser.ok, false);
      if (!loser.ok) {
        assert.equal(loser.error.class, "StaleArchiveError", loser.error.message);
        assert.equal(loser.error.code, "stale-archive");
        assert.match(loser.error.message, /nothing was written/);
      }
      const won = answers[w]!;
      assert.ok(won.ok);
      assert.equal(won.result.revision, 2);
      const lines = await logLines(root);
      assert.equal(lines.length, commitsBefore + 1, "the loser wrote nothing");
      assert.equal(won.result.snapshot, JSON.parse(lines[lines.length - 1]).sha256);
      const history = await research.recordHistory(root, { kind: "claim", id });
      const revisions = history.revisions as Obj[];
      assert.deepEqual(revisions.map((r) => [r.revision, r.actor, r.change_kind]), [
        [2, `writer-${w}`, "correction"],
        [1, "local-author", "creation"],
      ]);
      const now = await research.getRecord(root, { kind: "claim", id });
      assert.equal((now.record as Obj).statement, `Writer ${w} won round ${round}`);
      const first = await research.getRecord(root, { kind: "claim", id, revision: 1 });
      assert.equal((first.record as Obj).statement, "Before the race");
    }
  } finally {
    for (const c of children) assert.equal((await c.close()).code, 0);
  }
  const report = await auditClean(root, ["index-behind"]);
  assert.equal(report.commits, 2 + 10 * 2);
  assert.equal(wins[0] + wins[1], 10);
});

/** The write steps of the crash hook; objects are stored only by commits that carry bytes. */
const STEPS = ["after-object", "after-manifest", "mid-append", "after-append"] as const;

for (const step of STEPS) {
  Deno.test(`SIGKILL ${step} during a claim revision: reopen, audit, the revision is all or nothing, the next write succeeds`, async () => {
    const { root } = await recordsFixture();
    const claim = await research.createClaim(root, { title: "Mill", statement: "It burned." });
    const id = claim.record_id as string;
    const commits = (await logLines(root)).length;
    assert.equal(await storage(root), "research-local/1");
    const request = {
      kind: "claim",
      id,
      expectedRevision: 1,
      changes: { statement: "It burned in March." },
      changeKind: "correction",
      reason: "The letter gives the month",
    };
    const child = await startFacadeProcess(root, { SVC_TEST_CRASH_AT: step });
    await child.send("reviseRecord", request);
    const answer = await child.next();
    const status = await child.close();
    // A revision stores no object, so the after-object hook is never reached: the commit runs
    // to its end and is acknowledged.
    const killed = step !== "after-object";
    assert.equal(status.signal, killed ? "SIGKILL" : null, await child.stderr());
    assert.equal(answer === null, killed, "a killed writer acknowledged nothing");
    const landed = step === "after-append" || step === "after-object";

    // The first revision raises the manifest before the append: ahead of the log, never behind.
    assert.equal(await storage(root), "research-local/2");
    const report = await auditClean(
      root,
      step === "mid-append" ? ["torn-tail", "index-behind"] : ["index-behind"],
    );
    assert.equal(report.commits, commits + (landed ? 1 : 0));
    assert.equal(report.warnings.some((w) => w.code === "torn-tail"), step === "mid-append");
    const now = await research.getRecord(root, { kind: "claim", id });
    assert.equal(now.latest_revision, landed ? 2 : 1);
    assert.equal((now.record as Obj).statement, landed ? "It burned in March." : "It burned.");
    const history = await research.recordHistory(root, { kind: "claim", id });
    assert.equal((history.revisions as Obj[]).length, landed ? 2 : 1);

    // The same request again: a second copy when the first landed is refused (no double write).
    const size = (await Deno.stat(logPath(root))).size;
    if (landed) {
      await assert.rejects(research.reviseRecord(root, request), StaleArchiveError);
      assert.equal((await Deno.stat(logPath(root))).size, size);
    } else {
      const retried = await research.reviseRecord(root, request);
      assert.equal(retried.revision, 2);
    }
    const next = await research.reviseRecord(root, {
      ...request,
      expectedRevision: 2,
      changes: { statement: "It burned on 14 March." },
    });
    assert.equal(next.revision, 3);
    assert.equal((next.change as Obj).commit, commits + 2);
    await auditClean(
      root,
      step === "mid-append" ? ["quarantined-tails", "index-behind"] : ["index-behind"],
    );
    if (step === "mid-append") {
      assert.equal([...Deno.readDirSync(join(root, "svc-research", "quarantine"))].length, 1);
    }
  });

  Deno.test(`SIGKILL ${step} during the claim-relation commit that raises storage to schema 6`, async () => {
    const root = await fixtureCopy(5);
    const ids = await fixtureIds(root);
    const from = ids.get("claim:Fire in March 1848")!;
    const to = ids.get("claim:Insurance payout")!;
    assert.equal(await storage(root), "research-local/5");
    const commits = (await logLines(root)).length;
    const child = await startFacadeProcess(root, { SVC_TEST_CRASH_AT: step });
    await child.send("createClaimRelation", {
      from_claim_id: from,
      to_claim_id: to,
      rationale: "The fire led to the insurance claim",
    });
    const answer = await child.next();
    const status = await child.close();
    const killed = step !== "after-object";
    assert.equal(status.signal, killed ? "SIGKILL" : null, await child.stderr());
    assert.equal(answer === null, killed);
    const landed = step === "after-append" || step === "after-object";

    // after-manifest: the manifest says 6 while no schema-6 commit exists; readers and audit
    // accept that (the manifest may be ahead of the log, never behind it).
    assert.equal(await storage(root), "research-local/6");
    const report = await auditClean(root, ["torn-tail", "index-behind"]);
    assert.equal(report.commits, commits + (landed ? 1 : 0));
    assert.equal(report.storage, "research-local/6");
    const listed = await research.listClaimRelations(root);
    assert.equal((listed.relations as Obj[]).length, landed ? 1 : 0);
    const claims = await research.listClaims(root);
    assert.equal((claims.claims as Obj[]).length, 2, "the claims are untouched");

    const next = await research.createClaimRelation(root, {
      from_claim_id: to,
      to_claim_id: from,
      rationale: "A cycle is kept as written",
    });
    assert.equal((next.change as Obj).commit, commits + (landed ? 2 : 1));
    assert.equal(next.review_needed, false);
    const after = await research.listClaimRelations(root);
    assert.equal((after.relations as Obj[]).length, landed ? 2 : 1);
    const final = await auditClean(root, ["quarantined-tails", "index-behind"]);
    assert.equal(final.commits, commits + (landed ? 2 : 1));
  });
}

/** Runs one facade call in a child that the crash hook kills at `step`. */
async function crashCall(
  root: string,
  step: string,
  fn: string,
  ...args: unknown[]
): Promise<{ killed: boolean }> {
  const child = await startFacadeProcess(root, { SVC_TEST_CRASH_AT: step });
  await child.send(fn, ...args);
  const answer = await child.next();
  const status = await child.close();
  const killed = status.signal === "SIGKILL";
  assert.equal(answer === null, killed, await child.stderr());
  if (!killed) assert.ok(answer?.ok, JSON.stringify(answer));
  return { killed };
}

for (const step of ["after-manifest", "mid-append", "after-append"] as const) {
  Deno.test(`SIGKILL ${step} during a batch of two revisions: both or neither`, async () => {
    const { root } = await recordsFixture();
    const a = await research.createClaim(root, { title: "A", statement: "First." });
    const b = await research.createClaim(root, { title: "B", statement: "Second." });
    const commits = (await logLines(root)).length;
    const op = (id: unknown, statement: string) => ({
      kind: "claim",
      id,
      expected_revision: 1,
      changes: { statement },
      change_kind: "supersession",
      reason: "Batch",
    });
    const batch = [op(a.record_id, "First, revised."), op(b.record_id, "Second, revised.")];
    const { killed } = await crashCall(root, step, "applyRecordRevisions", batch, b.snapshot);
    assert.ok(killed);
    const landed = step === "after-append";
    const report = await auditClean(root, ["torn-tail", "index-behind"]);
    assert.equal(report.commits, commits + (landed ? 1 : 0));
    const claims = (await research.listClaims(root)).claims as Obj[];
    assert.deepEqual(
      claims.map((c) => [c.revision, c.statement]),
      landed ? [[2, "First, revised."], [2, "Second, revised."]] : [[1, "First."], [1, "Second."]],
    );
    // The same batch with the same snapshot: accepted only if the first never landed.
    if (landed) {
      await assert.rejects(
        research.applyRecordRevisions(root, batch, b.snapshot),
        StaleArchiveError,
      );
    } else {
      const applied = await research.applyRecordRevisions(root, batch, b.snapshot);
      assert.equal(applied.commit, commits + 1);
    }
    await auditClean(root, ["quarantined-tails", "index-behind"]);
  });
}

Deno.test("SIGKILL after-append during a guarded creation: the retry with the same snapshot is refused, one claim exists", async () => {
  const { root } = await recordsFixture();
  const overview = await research.projectOverview(root);
  const fields = { title: "Once", statement: "Written once." };
  const { killed } = await crashCall(root, "after-append", "createClaim", fields, {
    expectedSnapshot: overview.snapshot,
  });
  assert.ok(killed, "the writer died before it could reply");
  await assert.rejects(
    research.createClaim(root, fields, { expectedSnapshot: overview.snapshot as string }),
    StaleArchiveError,
  );
  const claims = (await research.listClaims(root)).claims as Obj[];
  assert.deepEqual(claims.map((c) => c.title), ["Once"]);
  await auditClean(root, ["index-behind"]);
});

Deno.test("SIGKILL after-manifest during the first acknowledgement: manifest at 5, no event, the next one is accepted", async () => {
  const root = await fixtureCopy(4);
  const ids = await fixtureIds(root);
  const snapshot = JSON.parse((await logLines(root)).at(-1)!).sha256;
  const input = {
    decisionId: ids.get("decision:Move the fire to April"),
    dossierId: ids.get("dossier:The mill fire"),
    expectedSnapshot: snapshot,
    expectedDecisionRevision: 1,
    expectedDossierRevision: 1,
    status: "applied",
  };
  const { killed } = await crashCall(root, "after-manifest", "acknowledgeDecision", input);
  assert.ok(killed);
  assert.equal(await storage(root), "research-local/5");
  await auditClean(root, ["index-behind"]);
  const archive = await research.projectOverview(root);
  assert.equal(archive.commits, 11);
  assert.equal(archive.snapshot, snapshot, "nothing was appended");
  const ack = await research.acknowledgeDecision(root, input);
  assert.equal(ack.commit, 12);
  assert.equal(ack.status, "applied");
  await auditClean(root, ["index-behind"]);
});

/** Flips one letter of `needle` inside log line `line` (1-based); returns the new bytes. */
async function flipInLine(root: string, line: number, needle: string): Promise<Uint8Array> {
  const bytes = await Deno.readFile(logPath(root));
  let start = 0;
  for (let i = 1; i < line; i++) start = bytes.indexOf(0x0a, start) + 1;
  const end = bytes.indexOf(0x0a, start);
  const text = new TextDecoder().decode(bytes.subarray(start, end));
  const at = text.indexOf(needle);
  assert.ok(at > 0, `"${needle}" is on line ${line}`);
  const offset = start + new TextEncoder().encode(text.slice(0, at)).length + 2;
  bytes[offset] = bytes[offset] === 0x61 ? 0x62 : 0x61;
  await Deno.writeFile(logPath(root), bytes);
  return bytes;
}

async function damagedArchive(): Promise<{ root: string; claim: string; line: number }> {
  const { root } = await recordsFixture();
  const dossier = await research.createDossier(root, {
    title: "Mill",
    body: "# Fire\nIt burned.\n",
  });
  const claim = await research.createClaim(root, {
    title: "Fire",
    statement: "The mill burned in March.",
    dossier_id: dossier.record_id,
  });
  await research.reviseRecord(root, {
    kind: "claim",
    id: claim.record_id,
    expectedRevision: 1,
    changes: { statement: "The mill burned on 14 March." },
    changeKind: "correction",
    reason: "The day is known",
  });
  await research.recordDecision(root, { title: "Keep March", claim_id: claim.record_id });
  await research.createClaim(root, { title: "Payout", statement: "Paid in 1849." });
  // Log: init, ingest, dossier, claim, revision (line 5), decision, claim.
  const lines = await logLines(root);
  assert.equal(lines.length, 7);
  assert.equal(JSON.parse(lines[4]).ops[0].revision, 2);
  return { root, claim: claim.record_id as string, line: 5 };
}

Deno.test("a byte flipped inside a revision line below the acknowledged head fails the audit and every write, while search and every other read answer alike", async () => {
  const { root, claim, line } = await damagedArchive();
  // The index holds the log's head before the damage: search answers from it, unread log.
  assert.equal((await research.search(root, { query: "mill", scope: "claims" })).count, 1);
  const damaged = await flipInLine(root, line, "14 March");
  // A fresh process: nothing cached, it reads the log as it is on disk.
  const child = await startFacadeProcess(root);
  try {
    const audit = await child.call("audit");
    assert.ok(audit?.ok);
    const report = audit.result as Obj;
    assert.equal(report.ok, false);
    const errors = report.errors as Obj[];
    assert.deepEqual(errors.map((e) => e.code), ["log-damaged", "log-short"]);
    assert.equal(errors[0].line, line);
    assert.match(String(errors[0].message), /sha256 does not match|not canonical/);
    assert.match(String(errors[1].message), new RegExp(`commits ${line} to 7 are damaged or lost`));
    assert.equal(report.commits, line - 1, "the commits before the damage verify");
    // Reads trust the log up to the verified-through mark (HEAD.json, commit 7): all of
    // them answer, search as well as the reads that replay the log, and none repairs.
    const reads: [string, ...unknown[]][] = [
      ["projectOverview"],
      ["listSources"],
      ["listClaims"],
      ["listDossiers"],
      ["listDecisions"],
      ["listEvidenceLinks"],
      ["listClaimRelations"],
      ["claimDetail", claim],
      ["getRecord", { kind: "claim", id: claim }],
      ["getRecord", { kind: "claim", id: claim, revision: 1 }],
      ["recordHistory", { kind: "claim", id: claim }],
      ["search", { query: "mill", scope: "claims" }],
      ["search", { query: "payout", scope: "all" }],
    ];
    for (const [fn, ...args] of reads) {
      const a = await child.call(fn, ...args);
      assert.ok(a?.ok, `${fn} answers like every other read: ${JSON.stringify(a)}`);
    }
    const overview = (await child.call("projectOverview"))!;
    assert.ok(overview.ok);
    assert.equal((overview.result as Obj).commits, 7);
    // Writes verify the chain first and refuse, saying where.
    const writes: [string, ...unknown[]][] = [
      ["reviseRecord", {
        kind: "claim",
        id: claim,
        expectedRevision: 2,
        changes: { title: "Fire!" },
        changeKind: "correction",
        reason: "r",
      }],
      ["createClaim", { title: "New", statement: "S" }],
    ];
    for (const [fn, ...args] of writes) {
      const a = await child.call(fn, ...args);
      assert.ok(a && !a.ok, `${fn} must refuse a damaged log`);
      if (!a.ok) {
        assert.equal(a.error.class, "ProcessingError", `${fn}: ${a.error.message}`);
        assert.match(a.error.message, new RegExp(`damaged at line ${line}\\b`), fn);
        assert.match(a.error.message, /svc research audit/, fn);
      }
    }
  } finally {
    assert.equal((await child.close()).code, 0);
  }
  assert.deepEqual(await Deno.readFile(logPath(root)), damaged, "nothing repaired or appended");
});

/** Rewrites one op of commit `n` and re-chains every later commit, so only the content is wrong. */
async function rewriteCommit(
  root: string,
  n: number,
  change: (ops: Obj[]) => void,
): Promise<void> {
  const commits = (await logLines(root)).map((l) => JSON.parse(l) as Commit);
  change(commits[n - 1].ops as unknown as Obj[]);
  const out: Uint8Array[] = [];
  let prev = n > 1 ? commits[n - 2].sha256 : "0".repeat(64);
  for (const [i, c] of commits.entries()) {
    if (i + 1 >= n) {
      const { sha256: _old, ...body } = { ...c, prev };
      const fixed = { ...body, sha256: await commitHash(body) } as Commit;
      commits[i] = fixed;
      prev = fixed.sha256;
    }
    out.push(commitLine(commits[i]));
  }
  await Deno.writeFile(logPath(root), new Uint8Array(out.flatMap((b) => [...b])));
}

const PIN_CASES = [
  {
    name: "a decision's claim_revision pins revision 5 of a claim that has 2",
    schema: 2,
    commit: 7,
    change: (ops: Obj[]) => ((ops[0].record as Obj).claim_revision = 5),
    message: (ids: Map<string, string>) =>
      `Record ${ids.get("decision:Move the fire to April")} revision 1: claim_revision pins ${
        ids.get("claim:Fire in March 1848")
      } revision 5, which does not exist`,
  },
  {
    name: "a decision pins a claim revision that is written only later in the log",
    schema: 2,
    commit: 7,
    change: (ops: Obj[]) => ((ops[0].record as Obj).claim_revision = 2),
    message: (ids: Map<string, string>) =>
      `Record ${ids.get("decision:Move the fire to April")} revision 1: claim_revision pins ${
        ids.get("claim:Fire in March 1848")
      } revision 2, which does not exist`,
  },
  {
    name: "a claim relation's to_claim_revision pins a revision that never existed",
    schema: 6,
    commit: 13,
    change: (ops: Obj[]) => ((ops[0].record as Obj).to_claim_revision = 2),
    message: (ids: Map<string, string>) =>
      `Record ${ids.get("claim_relation")} revision 1: to_claim_revision pins ${
        ids.get("claim:Insurance payout")
      } revision 2, which does not exist`,
  },
  {
    name: "an acknowledgement names a dossier revision that never existed",
    schema: 5,
    commit: 12,
    change: (ops: Obj[]) => (ops[0].dossier_revision = 2),
    message: (ids: Map<string, string>) =>
      `Acknowledgement names ${ids.get("dossier:The mill fire")} revision 2, which does not exist`,
  },
];

for (const c of PIN_CASES) {
  Deno.test(`audit reports a pin to a missing revision in a log whose hashes verify: ${c.name}`, async () => {
    const root = await fixtureCopy(c.schema);
    const ids = await fixtureIds(root);
    const clean = await research.audit(root);
    assert.equal(clean.ok, true);
    await rewriteCommit(root, c.commit, c.change);
    const report = await research.audit(root);
    assert.equal(report.ok, false);
    assert.deepEqual(report.errors, [{ code: "pin", message: c.message(ids), line: c.commit }]);
    assert.equal(report.commits, clean.commits, "every line verifies: only the pin is wrong");
    assert.notEqual(report.snapshot, clean.snapshot);
    assert.equal(report.snapshot, JSON.parse((await logLines(root)).at(-1)!).sha256);
  });
}

Deno.test({
  name: "reading a claim relation whose pin names a missing revision fails with a clear error",
  // Every write checks its pins; a log written by something else fails with a clear error.
  fn: async () => {
    const root = await fixtureCopy(6);
    const ids = await fixtureIds(root);
    await rewriteCommit(root, 13, (ops) => ((ops[0].record as Obj).to_claim_revision = 2));
    const reads = [
      () => research.getRecord(root, { kind: "claim_relation", id: ids.get("claim_relation") }),
      () => research.listClaimRelations(root),
    ];
    for (const read of reads) {
      await assert.rejects(read(), (e) => {
        assert.equal((e as Error).constructor.name, "ProcessingError", String(e));
        assert.match((e as Error).message, /audit/);
        return true;
      });
    }
  },
});
