import assert from "node:assert/strict";
import * as research from "../mod.ts";
import { logBytes, recordsFixture } from "../testing/records_fixture.ts";
import { ConflictError, UsageError } from "../../src/errors.ts";
import { readManifest } from "../store/manifest.ts";
import { archivePaths } from "../store/paths.ts";

type Env = Record<string, unknown>;
const rec = (e: Env) => e.record as Env;

Deno.test("a dossier, a claim, evidence and a decision pin current revisions", async () => {
  const { root, passages } = await recordsFixture();
  const dos = await research.createDossier(root, {
    title: "The fire",
    body: "# Mill\nIt burned.\n\n# Insurance\nPaid later.\n",
    evidence_ids: [passages[0]],
  });
  assert.equal(dos.schema, "research-record-local/1");
  assert.equal(dos.kind, "dossier");
  assert.equal(dos.revision, 1);
  assert.deepEqual(rec(dos).editable_sections, ["Mill", "Insurance"]);
  assert.equal(dos.citation_scope, "pinned_passages");
  assert.deepEqual((dos.citations as Env[]).map((c) => c.passage_id), [passages[0]]);
  assert.equal((dos.citations as Env[])[0].text, "The mill burned in March 1848.");

  const claim = await research.createClaim(root, {
    title: "Fire in 1848",
    statement: "The mill burned in March 1848.",
    confidence: "evidenced",
    dossier_id: dos.record_id,
    time_period: "1848-03",
  });
  assert.equal(claim.schema, "research-claim-local/1");
  assert.equal(rec(claim).dossier_revision, 1);
  assert.equal((claim.warnings as string[]).length, 1, "evidenced without evidence warns");

  const link = await research.linkEvidence(root, {
    claim_id: claim.record_id,
    passage_id: passages[1],
    rationale: "A witness",
  }, { expectedClaimRevision: 1 });
  assert.equal(rec(link).relation, "supports");
  assert.equal(rec(link).claim_revision, 1);
  assert.equal(rec(link).actor, "local-author");

  const dec = await research.recordDecision(root, {
    title: "Move the fire to April",
    rationale: "Pacing",
    claim_id: claim.record_id,
    dossier_ids: [dos.record_id],
    deviation_from_fact: true,
  });
  assert.equal(rec(dec).claim_revision, 1);
  assert.deepEqual(rec(dec).dossier_revisions, { [dos.record_id as string]: 1 });
  assert.equal(rec(dec).review_needed, false);
  assert.equal(dec.citation_scope, "current_links_to_pinned_claim_revision");
  const cites = dec.citations as Env[];
  assert.equal(cites.length, 1);
  assert.equal(cites[0].evidence_link_id, link.record_id);
  assert.equal(cites[0].evidence_link_revision, 1);
  assert.equal(cites[0].claim_revision, 1);

  const claims = await research.listClaims(root);
  assert.equal(claims.schema, "research-claims-local/2");
  assert.equal(claims.snapshot, dec.snapshot);
  assert.equal((claims.claims as Env[])[0].evidence_links, 1);
});

Deno.test("revisions keep history, pin behind current sets review_needed", async () => {
  const { root, passages } = await recordsFixture();
  const claim = await research.createClaim(root, { title: "C", statement: "S" });
  const dec = await research.recordDecision(root, {
    title: "D",
    claim_id: claim.record_id,
  });
  const revised = await research.reviseRecord(root, {
    kind: "claim",
    id: claim.record_id,
    expectedRevision: 1,
    changes: { confidence: "disputed" },
    changeKind: "correction",
    reason: "A second letter disagrees",
  });
  assert.equal(revised.revision, 2);
  assert.equal(rec(revised).confidence, "disputed");
  const old = await research.getRecord(root, { kind: "claim", id: claim.record_id, revision: 1 });
  assert.equal(rec(old).confidence, "hypothetical");
  assert.equal(old.is_latest, false);
  assert.equal(old.latest_revision, 2);
  const decNow = await research.getRecord(root, { kind: "decision", id: dec.record_id });
  assert.equal(rec(decNow).review_needed, true);
  assert.deepEqual(decNow.reference_updates, [{
    kind: "claim",
    record_id: claim.record_id,
    field: "claim_revision",
    pinned_revision: 1,
    latest_revision: 2,
  }]);
  const history = await research.recordHistory(root, { kind: "claim", id: claim.record_id });
  assert.equal(history.schema, "research-history-local/1");
  assert.deepEqual((history.revisions as Env[]).map((r) => r.revision), [2, 1]);
  assert.equal((history.revisions as Env[])[0].change_kind, "correction");
  assert.equal((history.revisions as Env[])[1].change_kind, "creation");
  assert.equal((await readManifest(archivePaths(root))).storage, "research-local/2");
  void passages;
});

Deno.test("stale guards are 409 and leave the log's bytes as they were", async () => {
  const { root, passages } = await recordsFixture();
  const claim = await research.createClaim(root, { title: "C", statement: "S" });
  await research.reviseRecord(root, {
    kind: "claim",
    id: claim.record_id,
    expectedRevision: 1,
    changes: { statement: "S2" },
    changeKind: "correction",
    reason: "r",
  });
  const before = await logBytes(root);
  await assert.rejects(
    research.reviseRecord(root, {
      kind: "claim",
      id: claim.record_id,
      expectedRevision: 1,
      changes: { statement: "S3" },
      changeKind: "correction",
      reason: "r",
    }),
    ConflictError,
  );
  await assert.rejects(
    research.linkEvidence(root, { claim_id: claim.record_id, passage_id: passages[0] }, {
      expectedClaimRevision: 1,
    }),
    ConflictError,
  );
  await assert.rejects(
    research.linkEvidence(root, { claim_id: claim.record_id, passage_id: passages[0] }, {
      expectedSnapshot: claim.snapshot as string,
    }),
    ConflictError,
  );
  await assert.rejects(
    research.createDossier(root, { title: "D" }, { expectedProjectId: "prj_other" }),
    ConflictError,
  );
  assert.equal(await logBytes(root), before);
});

Deno.test("invalid, immutable and unknown fields are 400 and write nothing", async () => {
  const { root, passages } = await recordsFixture();
  const claim = await research.createClaim(root, { title: "C", statement: "S" });
  const link = await research.linkEvidence(root, {
    claim_id: claim.record_id,
    passage_id: passages[0],
  });
  const before = await logBytes(root);
  const bad: [string, () => Promise<unknown>][] = [
    ["unknown field", () => research.createClaim(root, { title: "C", statement: "S", mood: 1 })],
    [
      "bad confidence",
      () => research.createClaim(root, { title: "C", statement: "S", confidence: "likely" }),
    ],
    ["blank statement", () => research.createClaim(root, { title: "C", statement: " " })],
    ["two-line title", () => research.createClaim(root, { title: "a\nb", statement: "S" })],
    ["missing passage", () =>
      research.createDossier(root, {
        title: "D",
        evidence_ids: ["psg_01ARZ3NDEKTSV4RRFFQ69G5FAV"],
      })],
    ["unknown claim", () =>
      research.linkEvidence(root, {
        claim_id: "clm_01ARZ3NDEKTSV4RRFFQ69G5FAV",
        passage_id: passages[0],
      })],
    ["bad relation", () =>
      research.linkEvidence(root, {
        claim_id: claim.record_id,
        passage_id: passages[0],
        relation: "proves",
      })],
    ["self relation", () =>
      research.createClaimRelation(root, {
        from_claim_id: claim.record_id,
        to_claim_id: claim.record_id,
      })],
    ["immutable passage", () =>
      research.reviseRecord(root, {
        kind: "evidence_link",
        id: link.record_id,
        expectedRevision: 1,
        changes: { passage_id: passages[1] },
        changeKind: "correction",
        reason: "r",
      })],
    ["no change", () =>
      research.reviseRecord(root, {
        kind: "claim",
        id: claim.record_id,
        expectedRevision: 1,
        changes: { statement: "S" },
        changeKind: "correction",
        reason: "r",
      })],
    ["bad change kind", () =>
      research.reviseRecord(root, {
        kind: "claim",
        id: claim.record_id,
        expectedRevision: 1,
        changes: { statement: "S2" },
        changeKind: "edit",
        reason: "r",
      })],
    ["missing reason", () =>
      research.reviseRecord(root, {
        kind: "claim",
        id: claim.record_id,
        expectedRevision: 1,
        changes: { statement: "S2" },
        changeKind: "correction",
        reason: "",
      })],
    ["fractional revision", () =>
      research.reviseRecord(root, {
        kind: "claim",
        id: claim.record_id,
        expectedRevision: 1.5,
        changes: { statement: "S2" },
        changeKind: "correction",
        reason: "r",
      })],
  ];
  for (const [name, call] of bad) {
    await assert.rejects(call(), UsageError, name);
  }
  assert.equal(await logBytes(root), before);
});

Deno.test("without a snapshot a new association needs an explicit pin", async () => {
  const { root } = await recordsFixture();
  const dos = await research.createDossier(root, { title: "D" });
  const claim = await research.createClaim(root, { title: "C", statement: "S" });
  const base = {
    kind: "claim",
    id: claim.record_id,
    expectedRevision: 1,
    changeKind: "correction",
    reason: "r",
  };
  await assert.rejects(
    research.reviseRecord(root, { ...base, changes: { dossier_id: dos.record_id } }),
    /dossier_revision/,
  );
  const pinned = await research.reviseRecord(root, {
    ...base,
    changes: { dossier_id: dos.record_id, dossier_revision: 1 },
  });
  assert.equal(rec(pinned).dossier_revision, 1);
  const withSnapshot = await research.reviseRecord(root, {
    ...base,
    expectedRevision: 2,
    changes: { title: "C2" },
    expectedSnapshot: pinned.snapshot as string,
  });
  assert.equal(rec(withSnapshot).dossier_revision, 1, "an unchanged pin stays");
});

Deno.test("claim relations: alias, schema 6, retraction, list filters", async () => {
  const { root } = await recordsFixture();
  const a = await research.createClaim(root, { title: "A", statement: "Fire" });
  const b = await research.createClaim(root, { title: "B", statement: "Payout" });
  const rel = await research.createClaimRelation(root, {
    from_claim_id: a.record_id,
    to_claim_id: b.record_id,
    relation: "results_in",
    rationale: "Insurance",
  });
  assert.equal(rel.schema, "research-claim-relation-local/1");
  assert.equal(rec(rel).relation, "causes");
  assert.equal((rel.from_claim as Env).claim_id, a.record_id);
  assert.equal(rel.review_needed, false);
  assert.equal((await readManifest(archivePaths(root))).storage, "research-local/6");
  const back = await research.createClaimRelation(root, {
    from_claim_id: b.record_id,
    to_claim_id: a.record_id,
  });
  let list = await research.listClaimRelations(root, { claimId: a.record_id as string });
  assert.equal((list.relations as Env[]).length, 2, "cycles stay");
  await research.reviseRecord(root, {
    kind: "claim_relation",
    id: back.record_id,
    expectedRevision: 1,
    changes: { state: "retracted" },
    changeKind: "correction",
    reason: "Wrong direction",
  });
  list = await research.listClaimRelations(root);
  assert.deepEqual((list.relations as Env[]).map((r) => r.record_id), [rel.record_id]);
  list = await research.listClaimRelations(root, { includeRetracted: true });
  assert.equal((list.relations as Env[]).length, 2);
});

Deno.test("prepare merges field by field and reports conflicts; it never writes", async () => {
  const { root } = await recordsFixture();
  const dos = await research.createDossier(root, {
    title: "D",
    body: "# One\na\n# Two\nb\n",
  });
  await research.reviseRecord(root, {
    kind: "dossier",
    id: dos.record_id,
    expectedRevision: 1,
    changes: { body: "# One\nA!\n# Two\nb\n" },
    changeKind: "correction",
    reason: "r",
  });
  const before = await logBytes(root);
  const clean = await research.prepareDossierSection(root, {
    id: dos.record_id,
    section: "Two",
    baseRevision: 1,
    changes: { body: "B!\n" },
  });
  assert.equal(clean.schema, "research-revision-preview-local/1");
  assert.equal(clean.ready, true);
  assert.equal(clean.expected_revision, 2);
  assert.equal((clean.changes as Env).body, "# One\nA!\n# Two\nB!\n");
  const conflict = await research.prepareRecordRevision(root, {
    kind: "dossier",
    id: dos.record_id,
    baseRevision: 1,
    changes: { body: "# One\nmine\n# Two\nb\n" },
  });
  assert.equal(conflict.ready, false);
  assert.equal((conflict.conflicts as Env[]).length, 1);
  const resolved = await research.prepareRecordRevision(root, {
    kind: "dossier",
    id: dos.record_id,
    baseRevision: 1,
    changes: { body: "# One\nmine\n# Two\nb\n" },
    resolutions: { body: "mine" },
  });
  assert.equal(resolved.ready, true);
  assert.equal(await logBytes(root), before);
});

Deno.test("a batch with one bad operation accepts none; a good one is one commit", async () => {
  const { root } = await recordsFixture();
  const a = await research.createClaim(root, { title: "A", statement: "S" });
  const b = await research.createClaim(root, { title: "B", statement: "S" });
  const op = (id: unknown, changes: Env) => ({
    kind: "claim",
    id,
    expected_revision: 1,
    changes,
    change_kind: "supersession",
    reason: "r",
  });
  const snap = b.snapshot as string;
  const before = await logBytes(root);
  await assert.rejects(
    research.applyRecordRevisions(root, [
      op(a.record_id, { title: "A2" }),
      op(b.record_id, { confidence: "certain" }),
    ], snap),
    /Operation 2/,
  );
  await assert.rejects(
    research.applyRecordRevisions(root, [
      op(a.record_id, { title: "A2" }),
      op(a.record_id, { title: "A3" }),
    ], snap),
    /twice/,
  );
  const prepared = await research.prepareRecordRevisions(root, [
    op(a.record_id, { title: "A2" }),
    op(b.record_id, { confidence: "certain" }),
  ]);
  assert.equal(prepared.valid, false);
  assert.equal(await logBytes(root), before);
  const applied = await research.applyRecordRevisions(root, [
    op(a.record_id, { title: "A2" }),
    op(b.record_id, { title: "B2" }),
  ], snap);
  assert.equal(applied.schema, "research-revision-batch-local/1");
  assert.deepEqual((applied.operations as Env[]).map((o) => o.revision), [2, 2]);
  const history = await research.recordHistory(root, { kind: "claim", id: a.record_id });
  const commits = (history.revisions as Env[]).map((r) => r.commit);
  const hb = await research.recordHistory(root, { kind: "claim", id: b.record_id });
  assert.equal((hb.revisions as Env[])[0].commit, commits[0], "one commit for both");
});

Deno.test("a batch cannot pin a revision it would itself create", async () => {
  const { root } = await recordsFixture();
  const dos = await research.createDossier(root, { title: "D" });
  const claim = await research.createClaim(root, {
    title: "C",
    statement: "S",
    dossier_id: dos.record_id,
  });
  await assert.rejects(
    research.applyRecordRevisions(root, [
      {
        kind: "dossier",
        id: dos.record_id,
        expected_revision: 1,
        changes: { title: "D2" },
        change_kind: "correction",
        reason: "r",
      },
      {
        kind: "claim",
        id: claim.record_id,
        expected_revision: 1,
        changes: { dossier_revision: 2 },
        change_kind: "correction",
        reason: "r",
      },
    ], claim.snapshot),
    /future revisions/,
  );
});

Deno.test("acknowledgement: associated records, current revisions, schema 5", async () => {
  const { root } = await recordsFixture();
  const dos = await research.createDossier(root, { title: "D" });
  const other = await research.createDossier(root, { title: "Other" });
  const dec = await research.recordDecision(root, {
    title: "X",
    dossier_ids: [dos.record_id],
  });
  const input = {
    decisionId: dec.record_id,
    dossierId: dos.record_id,
    expectedSnapshot: dec.snapshot,
    expectedDecisionRevision: 1,
    expectedDossierRevision: 1,
    status: "applied",
  };
  const before = await logBytes(root);
  await assert.rejects(
    research.acknowledgeDecision(root, { ...input, dossierId: other.record_id }),
    UsageError,
  );
  await assert.rejects(
    research.acknowledgeDecision(root, { ...input, expectedDossierRevision: 2 }),
    ConflictError,
  );
  await assert.rejects(
    research.acknowledgeDecision(root, { ...input, status: "done" }),
    UsageError,
  );
  assert.equal(await logBytes(root), before);
  const ack = await research.acknowledgeDecision(root, { ...input, note: "Chapter 4 done" });
  assert.equal(ack.schema, "research-decision-acknowledgement-local/1");
  assert.equal(ack.status, "applied");
  assert.equal((await readManifest(archivePaths(root))).storage, "research-local/5");
  await assert.rejects(research.acknowledgeDecision(root, input), ConflictError, "old snapshot");
  let read = await research.getRecord(root, { kind: "decision", id: dec.record_id });
  assert.equal(rec(read).review_needed, false);
  await research.acknowledgeDecision(root, {
    ...input,
    expectedSnapshot: ack.snapshot,
    status: "review_needed",
  });
  read = await research.getRecord(root, { kind: "decision", id: dec.record_id });
  assert.equal(rec(read).review_needed, true, "a reopened decision needs review");
});
