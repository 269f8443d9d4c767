import assert from "node:assert/strict";
import * as research from "../mod.ts";
import { logBytes, recordsFixture } from "../testing/records_fixture.ts";

type Env = Record<string, unknown>;
const id = (e: Env) => e.record_id as string;

function revise(root: string, kind: string, rid: string, rev: number, changes: Env) {
  return research.reviseRecord(root, {
    kind,
    id: rid,
    expectedRevision: rev,
    changes,
    changeKind: "correction",
    reason: "Review test",
  });
}

async function acknowledge(root: string, dec: string, dos: string, status: string) {
  const snapshot = (await research.listClaims(root)).snapshot;
  const d = await research.getRecord(root, { kind: "decision", id: dec });
  const o = await research.getRecord(root, { kind: "dossier", id: dos });
  return await research.acknowledgeDecision(root, {
    decisionId: dec,
    dossierId: dos,
    expectedSnapshot: snapshot,
    expectedDecisionRevision: d.latest_revision,
    expectedDossierRevision: o.latest_revision,
    status,
  });
}

Deno.test("editorial review finds every structural signal, item by item", async () => {
  const { root, passages, sourceId } = await recordsFixture();
  const dos = await research.createDossier(root, {
    title: "Fire",
    body: "# Mill\n",
    evidence_ids: [passages[0]],
  });
  const a = await research.createClaim(root, {
    title: "Mill burned",
    statement: "S",
    confidence: "evidenced",
    dossier_id: id(dos),
  });
  const b = await research.createClaim(root, {
    title: "Insurer paid",
    statement: "S",
    dossier_id: id(dos),
  });
  const l1 = await research.linkEvidence(root, { claim_id: id(a), passage_id: passages[1] });
  const x = await research.recordDecision(root, {
    title: "Move the fire",
    claim_id: id(a),
    dossier_ids: [id(dos)],
  });
  const ackX = await acknowledge(root, id(x), id(dos), "applied");
  const y = await research.recordDecision(root, {
    title: "Cut the insurer",
    claim_id: id(b),
    dossier_ids: [id(dos)],
  });
  await acknowledge(root, id(y), id(dos), "applied");
  const ackY2 = await acknowledge(root, id(y), id(dos), "review_needed");
  const rel = await research.createClaimRelation(root, {
    from_claim_id: id(a),
    to_claim_id: id(b),
  });
  // A clean decision with a current acknowledgement: never an item.
  const other = await research.createDossier(root, { title: "Other", body: "" });
  const z = await research.recordDecision(root, { title: "Clean", dossier_ids: [id(other)] });
  await acknowledge(root, id(z), id(other), "applied");

  await revise(root, "dossier", id(dos), 1, { body: "# Mill\nBurned.\n" });
  await revise(root, "claim", id(a), 1, { statement: "S2" });
  await revise(root, "evidence_link", id(l1), 1, { state: "retracted" });
  const l2 = await research.linkEvidence(root, {
    claim_id: id(a),
    passage_id: passages[2],
    relation: "contradicts",
  });
  const l3 = await research.linkEvidence(root, { claim_id: id(b), passage_id: passages[0] });
  const v2 = await research.ingest(root, {
    bytes: new TextEncoder().encode("The mill burned in April 1848.\n"),
    filename: "letters.txt",
    allowRetention: true,
    sourceId,
  });

  const before = await logBytes(root);
  const review = await research.editorialReview(root);
  assert.equal(await logBytes(root), before, "a review never writes");
  assert.equal(review.schema, "research-editorial-review-local/1");
  assert.equal(review.snapshot, v2.snapshot);
  assert.equal(review.project_id, v2.project_id);
  const firstVersion = (await research.getSource(root, sourceId)).versions as Env[];
  const update = (passage: string) => ({
    passage_id: passage,
    source_id: sourceId,
    cited_version_id: firstVersion[0].version_id,
    cited_version: 1,
    latest_version_id: firstVersion[1].version_id,
    latest_version: 2,
  });
  const ackAt = (e: Env) => e.at as string;
  assert.deepEqual(review.items, [
    {
      kind: "decision",
      record_id: id(x),
      revision: 1,
      title: "Move the fire",
      flags: ["claim_changed", "dossier_changed", "acknowledgement_outdated"],
      details: {
        reference_updates: [
          {
            kind: "claim",
            record_id: id(a),
            field: "claim_revision",
            pinned_revision: 1,
            latest_revision: 2,
          },
          {
            kind: "dossier",
            record_id: id(dos),
            field: `dossier_revisions.${id(dos)}`,
            pinned_revision: 1,
            latest_revision: 2,
          },
        ],
        acknowledgements: [{
          dossier_id: id(dos),
          status: "applied",
          decision_revision: 1,
          dossier_revision: 1,
          current_decision_revision: 1,
          current_dossier_revision: 2,
          at: ackAt(ackX),
          actor: "local-author",
          note: null,
        }],
      },
    },
    {
      kind: "decision",
      record_id: id(y),
      revision: 1,
      title: "Cut the insurer",
      flags: ["dossier_changed", "acknowledgement_review_needed"],
      details: {
        reference_updates: [{
          kind: "dossier",
          record_id: id(dos),
          field: `dossier_revisions.${id(dos)}`,
          pinned_revision: 1,
          latest_revision: 2,
        }],
        // Only the latest acknowledgement of a pair counts.
        acknowledgements: [{
          dossier_id: id(dos),
          status: "review_needed",
          decision_revision: 1,
          dossier_revision: 1,
          current_decision_revision: 1,
          current_dossier_revision: 2,
          at: ackAt(ackY2),
          actor: "local-author",
          note: null,
        }],
      },
    },
    {
      kind: "claim",
      record_id: id(a),
      revision: 2,
      title: "Mill burned",
      flags: ["dossier_changed", "evidenced_without_support"],
      details: {
        reference_updates: [{
          kind: "dossier",
          record_id: id(dos),
          field: "dossier_revision",
          pinned_revision: 1,
          latest_revision: 2,
        }],
        evidence: { supports: 0, contradicts: 1, qualifies: 0, mentions: 0 },
      },
    },
    {
      kind: "claim",
      record_id: id(b),
      revision: 1,
      title: "Insurer paid",
      flags: ["dossier_changed"],
      details: {
        reference_updates: [{
          kind: "dossier",
          record_id: id(dos),
          field: "dossier_revision",
          pinned_revision: 1,
          latest_revision: 2,
        }],
      },
    },
    {
      kind: "dossier",
      record_id: id(dos),
      revision: 2,
      title: "Fire",
      flags: ["source_changed"],
      details: { source_updates: [update(passages[0])] },
    },
    {
      kind: "evidence_link",
      record_id: id(l2),
      revision: 1,
      title: "Mill burned",
      flags: ["source_changed"],
      details: { source_updates: [update(passages[2])] },
    },
    {
      kind: "evidence_link",
      record_id: id(l3),
      revision: 1,
      title: "Insurer paid",
      flags: ["source_changed"],
      details: { source_updates: [update(passages[0])] },
    },
    {
      kind: "claim_relation",
      record_id: id(rel),
      revision: 1,
      title: "Mill burned → Insurer paid",
      flags: ["claim_changed"],
      details: {
        reference_updates: [{
          kind: "claim",
          record_id: id(a),
          field: "from_claim_revision",
          pinned_revision: 1,
          latest_revision: 2,
        }],
      },
    },
  ]);
  assert.deepEqual(review.counts, {
    items: 8,
    by_kind: { dossier: 1, claim: 2, evidence_link: 2, decision: 2, claim_relation: 1 },
    by_flag: {
      claim_changed: 2,
      dossier_changed: 4,
      acknowledgement_review_needed: 1,
      acknowledgement_outdated: 1,
      evidenced_without_support: 1,
      evidence_conflict: 0,
      source_changed: 3,
    },
  });
});

Deno.test("editorial review of a tidy archive is empty; evidenced claims with support are fine", async () => {
  const { root, passages } = await recordsFixture();
  const a = await research.createClaim(root, {
    title: "Supported",
    statement: "S",
    confidence: "evidenced",
  });
  await research.linkEvidence(root, { claim_id: id(a), passage_id: passages[0] });
  await research.recordDecision(root, { title: "Fine", claim_id: id(a) });
  const review = await research.editorialReview(root);
  assert.deepEqual(review.items, []);
  assert.equal(review.counts.items, 0);
  assert.deepEqual(Object.values(review.counts.by_flag), [0, 0, 0, 0, 0, 0, 0]);
  const text = research.renderReview(review);
  assert.match(text, /^Editorial review · 0 items · snapshot [0-9a-f]{64}\nNothing to review: /);
});

Deno.test("review text is bounded: at most N item lines, then how many more", async () => {
  const { root } = await recordsFixture();
  for (let i = 0; i < 7; i++) {
    await research.createClaim(root, {
      title: `Claim ${i}`,
      statement: "S",
      confidence: "evidenced",
    });
  }
  const review = await research.editorialReview(root);
  assert.equal(review.items.length, 7);
  const lines = research.renderReview(review, 3).trimEnd().split("\n");
  assert.equal(lines.length, 1 + 3 + 1 + 1);
  assert.match(lines[0], /^Editorial review · 7 items · snapshot /);
  assert.equal(
    lines[1],
    `claim ${review.items[0].record_id} r1 "Claim 0": evidenced_without_support — ` +
      "supports 0, contradicts 0, qualifies 0, mentions 0",
  );
  assert.equal(lines[4], "… and 4 more items");
  assert.equal(lines[5], "Flags are structural review signals, not judgements of the content.");
  // The default bound is 50: seven items fit.
  assert.equal(research.renderReview(review).trimEnd().split("\n").length, 1 + 7 + 1);
});

Deno.test("mark applied settles a decision's moved dossier pin everywhere; a later revision opens it again", async () => {
  const { root } = await recordsFixture();
  const dos = await research.createDossier(root, { title: "Mill", body: "Text" });
  const claim = await research.createClaim(root, {
    title: "Mill burned",
    statement: "S",
    dossier_id: id(dos),
  });
  const dec = await research.recordDecision(root, {
    title: "Move the fire",
    claim_id: id(claim),
    dossier_ids: [id(dos)],
  });
  await revise(root, "dossier", id(dos), 1, { body: "More text" });
  const state = async () => {
    const review = await research.editorialReview(root);
    const item = review.items.find((i) => i.record_id === id(dec));
    const matrix = await research.claimMatrixData(root);
    const cell = matrix.claims.flatMap((c) => c.decisions).find((d) => d.decision_id === id(dec))!;
    const impact = await research.decisionImpact(root, id(dec));
    const record = await research.getRecord(root, { kind: "decision", id: id(dec) });
    return {
      review: item?.flags ?? [],
      matrix: cell.review_needed,
      impact: impact.review_needed,
      record: (record.record as Env).review_needed,
    };
  };
  const open = { review: ["dossier_changed"], matrix: true, impact: true, record: true };
  assert.deepEqual(await state(), open);

  await acknowledge(root, id(dec), id(dos), "applied");
  assert.deepEqual(await state(), { review: [], matrix: false, impact: false, record: false });
  const text = research.renderDecisionImpact(await research.decisionImpact(root, id(dec)));
  assert.match(text.split("\n")[0], / · marked applied · /);
  // The claim's own pin of the dossier is not the decision's to settle.
  const claimItem = (await research.editorialReview(root)).items.find((i) =>
    i.record_id === id(claim)
  );
  assert.deepEqual(claimItem?.flags, ["dossier_changed"]);

  await acknowledge(root, id(dec), id(dos), "review_needed");
  assert.deepEqual(await state(), {
    review: ["dossier_changed", "acknowledgement_review_needed"],
    matrix: true,
    impact: true,
    record: true,
  });
  await acknowledge(root, id(dec), id(dos), "applied");
  await revise(root, "dossier", id(dos), 2, { body: "Even more text" });
  const reopened = await state();
  assert.deepEqual(reopened.review, ["dossier_changed", "acknowledgement_outdated"]);
  assert.equal(reopened.matrix && reopened.impact && reopened.record, true);
});

Deno.test("conflicting evidence is named on the link, on the claim and in the review", async () => {
  const { root, passages } = await recordsFixture();
  const claim = await research.createClaim(root, { title: "Mill burned", statement: "S" });
  const first = await research.linkEvidence(root, {
    claim_id: id(claim),
    passage_id: passages[0],
  });
  assert.deepEqual(first.warnings, []);
  const other = await research.linkEvidence(root, {
    claim_id: id(claim),
    passage_id: passages[1],
    relation: "contradicts",
  });
  assert.match((other.warnings as string[])[0], /supporting \(1\) and contradicting \(1\)/);
  const same = await research.linkEvidence(root, {
    claim_id: id(claim),
    passage_id: passages[0],
    relation: "contradicts",
  });
  assert.deepEqual(same.warnings, [
    `Passage ${passages[0]} now both supports and contradicts claim ${id(claim)}: retract one ` +
    "of the two links if that was a slip (svc research link-evidence --link-id ID --update " +
    "--state retracted)",
  ]);
  const conflict = { supports: 1, contradicts: 2, passage_ids: [passages[0]] };
  const read = await research.getRecord(root, { kind: "claim", id: id(claim) });
  assert.deepEqual(read.evidence_conflict, conflict);
  const detail = await research.claimDetail(root, id(claim));
  assert.deepEqual((detail.claims as Env[])[0].evidence_conflict, conflict);
  const review = await research.editorialReview(root);
  const item = review.items.find((i) => i.record_id === id(claim))!;
  assert.deepEqual(item.flags, ["evidence_conflict"]);
  assert.deepEqual(item.details.evidence_conflict, conflict);
  assert.match(research.renderReview(review), /supports 1, contradicts 2; psg_\w+ both ways/);

  // Retracting the slip leaves two passages that disagree: still listed, no passage named.
  await revise(root, "evidence_link", id(same), 1, { state: "retracted" });
  const after = (await research.editorialReview(root)).items.find((i) =>
    i.record_id === id(claim)
  )!;
  assert.deepEqual(after.details.evidence_conflict, {
    supports: 1,
    contradicts: 1,
    passage_ids: [],
  });
  // Retracting the contradiction too ends the conflict.
  await revise(root, "evidence_link", id(other), 1, { state: "retracted" });
  const read2 = await research.getRecord(root, { kind: "claim", id: id(claim) });
  assert.equal(read2.evidence_conflict, null);
  assert.equal(
    (await research.editorialReview(root)).items.some((i) => i.record_id === id(claim)),
    false,
  );
});
