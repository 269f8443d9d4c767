import assert from "node:assert/strict";
import {
  type Json,
  okGet,
  okPost,
  refused,
  seed,
  type Seeded,
} from "../testing/research_records.ts";
import { logBytes, type ResearchEnv, withResearch } from "../testing/research.ts";

async function relate(env: Pick<ResearchEnv, "app">, s: Seeded): Promise<Json> {
  const status = await okGet(env.app, "/research/status");
  return await okPost(env.app, "/research-claim-relation", {
    project_id: status.project_id,
    research_token: s.token,
    expected_snapshot: status.snapshot,
    from_claim_id: s.claimA.record_id,
    to_claim_id: s.claimB.record_id,
    from_claim_revision: 1,
    to_claim_revision: 1,
  });
}

async function snapshot(env: Pick<ResearchEnv, "app">): Promise<string> {
  return (await okGet(env.app, "/research/status")).snapshot;
}

Deno.test("a claim is created, prepared, corrected, superseded and read back by revision and history", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const id = s.claimA.record_id;
    const current = await okGet(env.app, `/research/record?kind=claim&id=${id}`);
    assert.equal(current.schema, "research-record-local/1");
    assert.equal(current.revision, 1);

    const before = await logBytes(env.root);
    const preview = await okPost(env.app, "/research-record-prepare", {
      kind: "claim",
      id,
      base_revision: 1,
      changes: { confidence: "evidenced" },
    });
    assert.deepEqual(await logBytes(env.root), before, "prepare wrote to the log");
    assert.equal(preview.schema, "research-revision-preview-local/1");
    assert.equal(preview.ready, true);
    assert.deepEqual(preview.conflicts, []);
    assert.deepEqual(preview.changes, { confidence: "evidenced" });
    assert.equal(preview.expected_snapshot, current.snapshot);
    assert.equal(preview.expected_revision, 1);

    const corrected = await okPost(env.app, "/research-record-revise", {
      kind: "claim",
      id,
      changes: preview.changes,
      expected_snapshot: preview.expected_snapshot,
      expected_revision: preview.expected_revision,
      change_kind: "correction",
      reason: "The letter is dated.",
    });
    assert.equal(corrected.schema, "research-record-local/1");
    assert.equal(corrected.revision, 2);
    assert.equal(corrected.record.confidence, "evidenced");
    assert.equal(corrected.change.change_kind, "correction");
    assert.equal(corrected.change.reason, "The letter is dated.");

    const superseded = await okPost(env.app, "/research-record-revise", {
      kind: "claim",
      id,
      changes: { statement: "The ledger arrived on a Wednesday." },
      expected_snapshot: corrected.snapshot,
      expected_revision: 2,
      change_kind: "supersession",
      reason: "A second letter corrects the day.",
    });
    assert.equal(superseded.revision, 3);
    assert.equal(superseded.latest_revision, 3);

    const history = await okGet(env.app, `/research/history?kind=claim&id=${id}`);
    assert.equal(history.schema, "research-history-local/1");
    assert.equal(history.latest_revision, 3);
    assert.deepEqual(
      history.revisions.map((r: Json) => [r.revision, r.change_kind, r.reason]),
      [
        [3, "supersession", "A second letter corrects the day."],
        [2, "correction", "The letter is dated."],
        [1, "creation", null],
      ],
    );

    const first = await okGet(env.app, `/research/record?kind=claim&id=${id}&revision=1`);
    assert.equal(first.revision, 1);
    assert.equal(first.is_latest, false);
    assert.equal(first.latest_revision, 3);
    assert.equal(first.record.statement, "The ledger from Łódź arrived on a Tuesday.");
    assert.equal(first.record.confidence, "hypothetical");
    const latest = await okGet(env.app, `/research/record?kind=claim&id=${id}`);
    assert.equal(latest.revision, 3);
    assert.equal(latest.is_latest, true);
    assert.equal(latest.record.statement, "The ledger arrived on a Wednesday.");
    assert.equal(latest.record.confidence, "evidenced");
  });
});

Deno.test("research-record-revise refuses invalid, immutable and unknown fields with 400", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const link = await okPost(env.app, "/research-evidence-link", {
      claim_id: s.claimA.record_id,
      passage_id: s.passages[0],
    });
    const snap = await snapshot(env);
    const claim = {
      kind: "claim",
      id: s.claimA.record_id,
      changes: { confidence: "disputed" },
      expected_snapshot: snap,
      expected_revision: 1,
      change_kind: "correction",
      reason: "Checked again.",
    };
    const rows: [Json | string, RegExp][] = [
      [{ ...claim, changes: { colour: "red" } }, /Unknown field "colour" for a claim/],
      [{ ...claim, changes: { confidence: "sure" } }, /"confidence" must be one of/],
      [{ ...claim, changes: {} }, /"changes" is empty/],
      [{ ...claim, changes: { confidence: "hypothetical" } }, /leave claim .* as it is/],
      [{ ...claim, changes: "confidence=disputed" }, /"changes"/],
      [{ ...claim, kind: "note" }, /"kind" must be one of dossier, claim/],
      [{ ...claim, kind: "dossier" }, /"id" must be a full dos_ id/],
      [{ ...claim, change_kind: "edit" }, /"change_kind" must be one of correction, supersession/],
      [{ ...claim, reason: "" }, /"reason"/],
      [{ ...claim, expected_revision: "1" }, /"expected_revision"/],
      [{ ...claim, expected_revision: 0 }, /"expected_revision" must be a positive integer/],
      [{ ...claim, actor: "me" }, /Unknown field "actor"/],
      [{ ...claim, expected_snapshot: undefined }, /"expected_snapshot"/],
      [
        {
          ...claim,
          kind: "evidence_link",
          id: link.record_id,
          changes: { passage_id: s.passages[1] },
        },
        /"passage_id" of an? evidence link is immutable/,
      ],
      [
        { ...claim, kind: "dossier", id: s.dossier.record_id, changes: { images: [] } },
        /"images" of a dossier is immutable/,
      ],
      ['{"kind": "claim"', /not valid JSON/],
    ];
    for (const [body, message] of rows) {
      await refused(env, "POST", "/research-record-revise", body, 400, message);
    }
  });
});

Deno.test("research-record-revise answers 409 for a stale revision, snapshot or token and writes nothing", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const old = await snapshot(env);
    const revise = (extra: Json) => ({
      kind: "claim",
      id: s.claimA.record_id,
      changes: { confidence: "disputed" },
      expected_snapshot: old,
      expected_revision: 1,
      change_kind: "correction",
      reason: "Checked again.",
      ...extra,
    });
    await okPost(env.app, "/research-record-revise", revise({ changes: { title: "Ledger came" } }));
    const now = await snapshot(env);
    const rows: [Json, RegExp, string][] = [
      [{}, /changed since snapshot/, "stale-archive"],
      [{ expected_snapshot: now }, /is at revision 2, not 1/, "stale-archive"],
      [
        { expected_snapshot: now, expected_revision: 2, research_token: "x" },
        /research context/,
        "stale-context",
      ],
    ];
    for (const [extra, message, code] of rows) {
      const body = await refused(
        env,
        "POST",
        "/research-record-revise",
        revise(extra),
        409,
        message,
      );
      assert.equal(body.code, code);
    }
  });
});

Deno.test("revising a claim relation requires research_token", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const relation = await relate(env, s);
    const retract = {
      kind: "claim_relation",
      id: relation.record_id,
      changes: { state: "retracted" },
      expected_snapshot: relation.snapshot,
      expected_revision: 1,
      change_kind: "correction",
      reason: "The crates were counted before the ledger came.",
    };
    const missing = await refused(
      env,
      "POST",
      "/research-record-revise",
      retract,
      409,
      /Revising a claim relation needs the research_token/,
    );
    assert.equal(missing.code, "stale-context");
    const stale = await refused(
      env,
      "POST",
      "/research-record-revise",
      { ...retract, research_token: s.token.slice(0, -2) },
      409,
      /research context changed/,
    );
    assert.equal(stale.code, "stale-context");
    const done = await okPost(env.app, "/research-record-revise", {
      ...retract,
      research_token: s.token,
    });
    assert.equal(done.revision, 2);
    assert.equal(done.record.state, "retracted");
    assert.equal(done.from_claim.claim_id, s.claimA.record_id);
    const listed = await okGet(env.app, "/research/claim-relations");
    assert.deepEqual(listed.relations, []);
    const all = await okGet(env.app, "/research/claim-relations?include_retracted=true");
    assert.deepEqual(all.relations.map((r: Json) => r.state), ["retracted"]);
  });
});

Deno.test("research-record-prepare merges against the base revision, reports conflicts and never writes", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const id = s.claimA.record_id;
    await okPost(env.app, "/research-record-revise", {
      kind: "claim",
      id,
      changes: { statement: "Theirs." },
      expected_snapshot: await snapshot(env),
      expected_revision: 1,
      change_kind: "correction",
      reason: "Another hand.",
    });
    const before = await logBytes(env.root);
    const conflicted = await okPost(env.app, "/research-record-prepare", {
      kind: "claim",
      id,
      base_revision: 1,
      changes: { statement: "Mine.", confidence: "disputed" },
    });
    assert.equal(conflicted.ready, false);
    assert.equal(conflicted.current_revision, 2);
    assert.equal(conflicted.expected_revision, 2);
    assert.deepEqual(conflicted.conflicts.map((c: Json) => c.field), ["statement"]);
    assert.equal(conflicted.record, null);
    const mine = await okPost(env.app, "/research-record-prepare", {
      kind: "claim",
      id,
      base_revision: 1,
      changes: { statement: "Mine.", confidence: "disputed" },
      resolutions: { statement: "mine" },
    });
    assert.equal(mine.ready, true);
    assert.deepEqual(mine.changes, { statement: "Mine.", confidence: "disputed" });
    assert.equal(mine.record.statement, "Mine.");
    assert.deepEqual(await logBytes(env.root), before, "prepare wrote to the log");
  });
});

Deno.test("research-record-prepare with section changes one dossier section", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const before = await logBytes(env.root);
    const preview = await okPost(env.app, "/research-record-prepare", {
      kind: "dossier",
      id: s.dossier.record_id,
      base_revision: 1,
      section: "Harbour",
      changes: { body: "Crates counted three times.\n" },
    });
    assert.equal(preview.section, "Harbour");
    assert.equal(preview.ready, true);
    assert.equal(
      preview.changes.body,
      "Intro line.\n## Streets\nThe ledger came by cart.\n## Harbour\nCrates counted three times.\n",
    );
    assert.deepEqual(await logBytes(env.root), before);
  });
});

Deno.test("research-record-prepare refuses bad input with 400", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const dossier = { kind: "dossier", id: s.dossier.record_id, base_revision: 1 };
    const rows: [Json, RegExp][] = [
      [{ ...dossier, section: "Harbour", changes: { body: "x", title: "y" } }, /exactly \{"body"/],
      [{ ...dossier, section: "Docks", changes: { body: "x" } }, /No section named "Docks"/],
      [
        { kind: "claim", id: s.claimA.record_id, base_revision: 1, section: "A", changes: {} },
        /"section" applies to dossiers only/,
      ],
      [{ ...dossier, changes: { owner: "me" } }, /Unknown field "owner" for a dossier/],
      [{ ...dossier, changes: { images: [] } }, /"images" of a dossier is immutable/],
      [
        { ...dossier, base_revision: 0, changes: { title: "x" } },
        /"base_revision" must be a positive/,
      ],
      [
        { ...dossier, base_revision: 1.5, changes: { title: "x" } },
        /"base_revision" must be a positive/,
      ],
      [{ ...dossier, base_revision: 4, changes: { title: "x" } }, /has no revision 4/],
      [
        { ...dossier, changes: { title: "x" }, resolutions: { title: "theirs" } },
        /"resolutions.title"/,
      ],
      [{ ...dossier, changes: { title: "x" }, extra: 1 }, /Unknown field "extra"/],
      [{ ...dossier, kind: "source", changes: { title: "x" } }, /"kind" must be one of/],
    ];
    for (const [body, message] of rows) {
      await refused(env, "POST", "/research-record-prepare", body, 400, message);
    }
  });
});

Deno.test("a revision batch with one bad operation accepts none", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const snap = await snapshot(env);
    const good = {
      kind: "claim",
      id: s.claimA.record_id,
      expected_revision: 1,
      changes: { confidence: "evidenced" },
      change_kind: "correction",
      reason: "Dated letter.",
    };
    const bad = { ...good, id: s.claimB.record_id, changes: { confidence: "certain" } };
    const before = await logBytes(env.root);
    const checked = await okPost(env.app, "/research-revision-batch-prepare", {
      operations: [good, bad],
    });
    assert.equal(checked.schema, "research-revision-batch-local/1");
    assert.equal(checked.valid, false);
    assert.equal(checked.applied, false);
    assert.match(checked.error, /^Operation 2: "confidence" must be one of/);
    await refused(
      env,
      "POST",
      "/research-revision-batch-apply",
      { operations: [good, bad], expected_snapshot: snap },
      400,
      /^Operation 2: "confidence" must be one of/,
    );
    await refused(
      env,
      "POST",
      "/research-revision-batch-apply",
      { operations: [good, { ...good }], expected_snapshot: snap },
      400,
      /appears twice in the batch/,
    );
    await refused(
      env,
      "POST",
      "/research-revision-batch-apply",
      {
        operations: [good, { ...bad, changes: { confidence: "disputed" }, expected_revision: 2 }],
        expected_snapshot: snap,
      },
      409,
      /is at revision 1, not 2/,
    );
    await refused(
      env,
      "POST",
      "/research-revision-batch-apply",
      { operations: [good], expected_snapshot: snap, dry_run: true },
      400,
      /Unknown field "dry_run"/,
    );
    await refused(
      env,
      "POST",
      "/research-revision-batch-apply",
      { operations: [good] },
      400,
      /"expected_snapshot"/,
    );
    assert.deepEqual(await logBytes(env.root), before);
    const a = await okGet(env.app, `/research/record?kind=claim&id=${s.claimA.record_id}`);
    assert.equal(a.latest_revision, 1);
  });
});

Deno.test("a revision batch is prepared, then applied as one commit under its snapshot", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const ops = [
      {
        kind: "claim",
        id: s.claimA.record_id,
        expected_revision: 1,
        changes: { confidence: "evidenced" },
        change_kind: "correction",
        reason: "Dated letter.",
      },
      {
        kind: "dossier",
        id: s.dossier.record_id,
        expected_revision: 1,
        changes: { title: "Łódź, spring 1848" },
        change_kind: "supersession",
        reason: "Narrower period.",
      },
    ];
    const prepared = await okPost(env.app, "/research-revision-batch-prepare", { operations: ops });
    assert.equal(prepared.valid, true);
    assert.deepEqual(prepared.operations.map((o: Json) => [o.record_id, o.revision]), [
      [s.claimA.record_id, 2],
      [s.dossier.record_id, 2],
    ]);
    const stale = await refused(
      env,
      "POST",
      "/research-revision-batch-apply",
      { operations: ops, expected_snapshot: s.claimA.snapshot },
      409,
      /changed since snapshot/,
    );
    assert.equal(stale.code, "stale-archive");
    const applied = await okPost(env.app, "/research-revision-batch-apply", {
      operations: ops,
      expected_snapshot: prepared.expected_snapshot,
    });
    assert.equal(applied.applied, true);
    assert.equal(applied.previous_snapshot, prepared.expected_snapshot);
    assert.deepEqual(applied.operations, prepared.operations);
    assert.equal(JSON.stringify(applied).includes("The ledger came by cart"), false);
    const history = await okGet(
      env.app,
      `/research/history?kind=dossier&id=${s.dossier.record_id}`,
    );
    const claimHistory = await okGet(
      env.app,
      `/research/history?kind=claim&id=${s.claimA.record_id}`,
    );
    // One commit holds both revisions.
    assert.equal(history.revisions[0].commit, claimHistory.revisions[0].commit);
  });
});

Deno.test("applying a batch that revises a claim relation requires research_token", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const relation = await relate(env, s);
    const ops = [{
      kind: "claim_relation",
      id: relation.record_id,
      expected_revision: 1,
      changes: { rationale: "Written down." },
      change_kind: "correction",
      reason: "Rationale added.",
    }];
    const body = { operations: ops, expected_snapshot: relation.snapshot };
    const missing = await refused(
      env,
      "POST",
      "/research-revision-batch-apply",
      body,
      409,
      /Applying a batch that revises a claim relation needs the research_token/,
    );
    assert.equal(missing.code, "stale-context");
    // Preparing writes nothing and needs no token.
    assert.equal(
      (await okPost(env.app, "/research-revision-batch-prepare", { operations: ops })).valid,
      true,
    );
    const applied = await okPost(env.app, "/research-revision-batch-apply", {
      ...body,
      research_token: s.token,
    });
    assert.deepEqual(applied.operations.map((o: Json) => [o.kind, o.revision]), [
      ["claim_relation", 2],
    ]);
  });
});
