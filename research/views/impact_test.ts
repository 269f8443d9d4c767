import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import * as research from "../mod.ts";
import { recordsFixture } from "../testing/records_fixture.ts";
import { sectionChanges } from "./impact.ts";

type Env = Record<string, unknown>;
const id = (e: Env) => e.record_id as string;

function revise(root: string, kind: string, rid: string, rev: number, changes: Env) {
  return research.reviseRecord(root, {
    kind,
    id: rid,
    expectedRevision: rev,
    changes,
    changeKind: "supersession",
    reason: "Impact test",
  });
}

/** A decision, then changes under every one of its pins. */
async function impactArchive() {
  const { root, passages } = await recordsFixture();
  const dos = await research.createDossier(root, {
    title: "Fire dossier",
    body: "Intro\n# Mill\nIt burned.\n# Insurance\nPaid.\n",
    evidence_ids: [passages[0]],
  });
  const claim = await research.createClaim(root, {
    title: "Fire",
    statement: "The mill burned.",
    dossier_id: id(dos),
    time_period: "1848",
  });
  const l1 = await research.linkEvidence(root, { claim_id: id(claim), passage_id: passages[0] });
  const l2 = await research.linkEvidence(root, {
    claim_id: id(claim),
    passage_id: passages[1],
    relation: "mentions",
  });
  const dec = await research.recordDecision(root, {
    title: "Move the fire",
    claim_id: id(claim),
    dossier_ids: [id(dos)],
    deviation_from_fact: true,
  });
  const ack = await research.acknowledgeDecision(root, {
    decisionId: id(dec),
    dossierId: id(dos),
    expectedSnapshot: (await research.listClaims(root)).snapshot,
    expectedDecisionRevision: 1,
    expectedDossierRevision: 1,
    status: "applied",
    note: "Chapter 3",
  });
  await revise(root, "claim", id(claim), 1, { title: "Fire at night", confidence: "disputed" });
  await revise(root, "dossier", id(dos), 1, {
    title: "The fire",
    body: "Intro\n# Mill\nIt burned at night.\n# Witnesses\nTwo.\n",
  });
  await revise(root, "evidence_link", id(l2), 1, { state: "retracted" });
  await revise(root, "evidence_link", id(l1), 1, { rationale: "Dated letter" });
  const l3 = await research.linkEvidence(root, { claim_id: id(claim), passage_id: passages[2] });
  return { root, passages, dos, claim, l1, l2, l3, dec, ack };
}

Deno.test("decision impact shows claim fields, dossier sections, evidence and acknowledgements", async () => {
  const { root, passages, dos, claim, l1, l2, l3, dec, ack } = await impactArchive();
  const impact = await research.decisionImpact(root, id(dec));
  const decCommit = ((dec.change as Env).commit) as number;
  const listed = await research.listClaims(root);
  assert.deepEqual(impact, {
    schema: "research-decision-impact-local/1",
    project_id: listed.project_id,
    snapshot: listed.snapshot,
    decision: {
      decision_id: id(dec),
      revision: 1,
      title: "Move the fire",
      deviation_from_fact: true,
    },
    review_needed: true,
    claim: {
      claim_id: id(claim),
      title: "Fire at night",
      pinned_revision: 1,
      current_revision: 2,
      changed: true,
      field_changes: [
        { field: "title", old: "Fire", new: "Fire at night" },
        { field: "confidence", old: "hypothetical", new: "disputed" },
      ],
    },
    dossiers: [{
      dossier_id: id(dos),
      title: "The fire",
      pinned_revision: 1,
      current_revision: 2,
      changed: true,
      field_changes: [{ field: "title", old: "Fire dossier", new: "The fire" }],
      section_changes: [
        {
          heading: "Mill",
          occurrence: 1,
          change: "changed",
          old_level: 1,
          new_level: 1,
          old: "It burned.\n",
          new: "It burned at night.\n",
        },
        {
          heading: "Witnesses",
          occurrence: 1,
          change: "added",
          old_level: null,
          new_level: 1,
          old: null,
          new: "Two.\n",
        },
        {
          heading: "Insurance",
          occurrence: 1,
          change: "removed",
          old_level: 1,
          new_level: null,
          old: "Paid.\n",
          new: null,
        },
      ],
    }],
    evidence: {
      baseline_commit: decCommit,
      at_decision: [
        {
          evidence_link_id: id(l1),
          revision: 1,
          passage_id: passages[0],
          relation: "supports",
          claim_revision: 1,
        },
        {
          evidence_link_id: id(l2),
          revision: 1,
          passage_id: passages[1],
          relation: "mentions",
          claim_revision: 1,
        },
      ],
      current: [
        {
          evidence_link_id: id(l1),
          revision: 2,
          passage_id: passages[0],
          relation: "supports",
          claim_revision: 1,
        },
        {
          evidence_link_id: id(l3),
          revision: 1,
          passage_id: passages[2],
          relation: "supports",
          claim_revision: 2,
        },
      ],
      added: [id(l3)],
      retracted: [id(l2)],
      revised: [{ evidence_link_id: id(l1), from_revision: 1, to_revision: 2 }],
    },
    acknowledgements: [{
      dossier_id: id(dos),
      current_dossier_revision: 2,
      latest: {
        status: "applied",
        decision_revision: 1,
        dossier_revision: 1,
        commit: decCommit + 1,
        at: ack.at,
        actor: "local-author",
        note: "Chapter 3",
      },
      stale: true,
    }],
  });
});

Deno.test("decision impact renders as bounded text", async () => {
  const { root, passages, dos, claim, l1, l2, l3, dec } = await impactArchive();
  const impact = await research.decisionImpact(root, id(dec));
  const text = research.renderDecisionImpact(impact);
  const snap = impact.snapshot as string;
  const decCommit = ((dec.change as Env).commit) as number;
  assert.equal(
    text,
    [
      `Decision ${
        id(dec)
      } r1 "Move the fire" (deviation from fact) · review needed · snapshot ${snap}`,
      `Claim ${id(claim)} "Fire at night": pinned r1, current r2`,
      `  title: "Fire" → "Fire at night"`,
      `  confidence: "hypothetical" → "disputed"`,
      `Dossier ${id(dos)} "The fire": pinned r1, current r2`,
      `  title: "Fire dossier" → "The fire"`,
      '  section "Mill": changed',
      '  section "Witnesses": added',
      '  section "Insurance": removed',
      `Evidence since commit ${decCommit}: 2 active now (2 then), 1 added, 1 retracted, 1 revised`,
      `  added ${id(l3)} (supports ${passages[2]}, claim r2)`,
      `  retracted ${id(l2)} (mentions ${passages[1]}, claim r1)`,
      `  revised ${id(l1)} r1→r2`,
      `Acknowledgement for ${id(dos)}: applied at decision r1, dossier r1 — stale`,
      "",
    ].join("\n"),
  );
  const bounded = research.renderDecisionImpact(impact, 4).split("\n");
  assert.equal(bounded.length, 1 + 4 + 1 + 1);
  assert.equal(bounded[5], "… and 9 more lines");
});

Deno.test("decision impact of a decision without a claim, and of the claim's own dossier", async () => {
  const { root } = await recordsFixture();
  const d1 = await research.createDossier(root, { title: "One", body: "" });
  const d2 = await research.createDossier(root, { title: "Two", body: "# A\n" });
  const c = await research.createClaim(root, { title: "C", statement: "S", dossier_id: id(d1) });
  const bare = await research.recordDecision(root, { title: "Bare", dossier_ids: [id(d2)] });
  const impact = await research.decisionImpact(root, id(bare));
  assert.equal(impact.claim, null);
  assert.equal(impact.evidence, null);
  assert.equal(impact.review_needed, false);
  assert.deepEqual(impact.dossiers, [{
    dossier_id: id(d2),
    title: "Two",
    pinned_revision: 1,
    current_revision: 1,
    changed: false,
    field_changes: [],
    section_changes: [],
  }]);
  assert.deepEqual(impact.acknowledgements, [{
    dossier_id: id(d2),
    current_dossier_revision: 1,
    latest: null,
    stale: false,
  }]);
  // The dossier of the pinned claim revision is associated too (SPEC 3).
  const withClaim = await research.recordDecision(root, {
    title: "With claim",
    claim_id: id(c),
    dossier_ids: [id(d2)],
  });
  const both = await research.decisionImpact(root, id(withClaim));
  assert.deepEqual(both.acknowledgements.map((a) => a.dossier_id), [id(d2), id(d1)]);
  assert.deepEqual(both.evidence?.at_decision, []);
  await assert.rejects(
    research.decisionImpact(root, "dec_01ARZ3NDEKTSV4RRFFQ69G5FAV"),
    (e) => e instanceof UsageError && /no decision dec_01ARZ3NDEKTSV4RRFFQ69G5FAV/.test(e.message),
  );
  await assert.rejects(
    research.decisionImpact(root, id(c)),
    (e) => e instanceof UsageError && /"id" must be a full dec_ id/.test(e.message),
  );
});

Deno.test("sectionChanges matches repeated headings by occurrence and notices level changes", () => {
  assert.deepEqual(
    sectionChanges(
      "# Notes\na\n# Notes\nb\n## Level\nx\n",
      "# Notes\na\n# Notes\nB\n### Level\nx\n",
    ),
    [
      {
        heading: "Notes",
        occurrence: 2,
        change: "changed",
        old_level: 1,
        new_level: 1,
        old: "b\n",
        new: "B\n",
      },
      {
        heading: "Level",
        occurrence: 1,
        change: "changed",
        old_level: 2,
        new_level: 3,
        old: "x\n",
        new: "x\n",
      },
    ],
  );
  assert.deepEqual(sectionChanges("same\n# A\n", "same\n# A\n"), []);
  assert.deepEqual(sectionChanges("", "lead\n"), [{
    heading: "",
    occurrence: 1,
    change: "added",
    old_level: null,
    new_level: 0,
    old: null,
    new: "lead\n",
  }]);
});
