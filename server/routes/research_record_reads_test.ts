import assert from "node:assert/strict";
import { projectToken } from "../project.ts";
import { researchToken } from "../research_root.ts";
import { type Json, okGet, okPost, refused, seed } from "../testing/research_records.ts";
import { get, type ResearchEnv, withResearch } from "../testing/research.ts";

async function reviseDossierBody(env: Pick<ResearchEnv, "app">, id: string, body: string) {
  const status = await okGet(env.app, "/research/status");
  const current = await okGet(env.app, `/research/record?kind=dossier&id=${id}`);
  return await okPost(env.app, "/research-record-revise", {
    kind: "dossier",
    id,
    changes: { body },
    expected_snapshot: status.snapshot,
    expected_revision: current.latest_revision,
    change_kind: "correction",
    reason: "Rewritten.",
  });
}

Deno.test("research dossiers list without bodies and read one dossier with project_id, images and editable sections", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const list = await okGet(env.app, "/research/dossiers");
    assert.equal(list.schema, "research-dossiers-local/1");
    assert.equal(list.project_id, s.dossier.project_id);
    assert.equal(list.dossiers.length, 1);
    assert.equal(list.dossiers[0].record_id, s.dossier.record_id);
    assert.equal(list.dossiers[0].evidence_count, s.passages.length);
    assert.equal("body" in list.dossiers[0], false);

    const id = s.dossier.record_id;
    const detail = await okGet(env.app, `/research/dossiers?id=${id}`);
    assert.equal(detail.schema, "research-record-local/1");
    assert.equal(detail.project_id, s.dossier.project_id);
    assert.deepEqual(detail.images, []);
    assert.deepEqual(detail.editable_sections, ["Streets", "Harbour"]);
    assert.equal(detail.record.body, s.dossier.record.body);

    await reviseDossierBody(env, id, "## Streets\nCobbles.\n## Streets\nAgain.\n");
    const now = await okGet(env.app, `/research/dossiers?id=${id}`);
    assert.equal(now.revision, 2);
    assert.deepEqual(now.editable_sections, []);
    const then = await okGet(env.app, `/research/dossiers?id=${id}&revision=1`);
    assert.equal(then.revision, 1);
    assert.equal(then.is_latest, false);
    assert.equal(then.record.body, s.dossier.record.body);
    assert.deepEqual(then.editable_sections, ["Streets", "Harbour"]);
  });
});

Deno.test("research dossiers with section answer that section only, at any revision", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const id = s.dossier.record_id;
    const section = await okGet(env.app, `/research/dossiers?id=${id}&section=Harbour`);
    assert.equal(section.schema, "research-dossier-sections-local/1");
    assert.equal(section.dossier_id, id);
    assert.equal(section.revision, 1);
    assert.equal(section.section, "Harbour");
    assert.deepEqual(section.sections, [
      { heading: "Harbour", level: 2, body: "Crates counted twice.\n" },
    ]);
    assert.deepEqual(section.editable_sections, ["Streets", "Harbour"]);
    assert.deepEqual(section.images, []);
    assert.equal(section.project_id, s.dossier.project_id);
    assert.equal(JSON.stringify(section).includes("The ledger came by cart"), false);

    await reviseDossierBody(env, id, "## Streets\nCobbles.\n## Streets\nAgain.\n");
    const old = await okGet(env.app, `/research/dossiers?id=${id}&revision=1&section=Streets`);
    assert.equal(old.sections[0].body, "The ledger came by cart.\n");
    assert.equal(old.is_latest, false);
    await refused(
      env,
      "GET",
      `/research/dossiers?id=${id}&section=Streets`,
      null,
      400,
      /occurs 2 times, so it names no single section/,
    );
    await refused(
      env,
      "GET",
      `/research/dossiers?id=${id}&section=Docks`,
      null,
      400,
      /has no section "Docks": there is no such section/,
    );
  });
});

Deno.test("research dossier reads refuse bad revisions, unknown parameters and invalid tokens with 400", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const id = s.dossier.record_id;
    const rows: [string, RegExp][] = [
      [`?id=${id}&revision=0`, /"revision" must be a positive integer, not "0"/],
      [`?id=${id}&revision=-1`, /"revision" must be a positive integer/],
      [`?id=${id}&revision=1.0`, /"revision" must be a positive integer/],
      [`?id=${id}&revision=01`, /"revision" must be a positive integer/],
      [`?id=${id}&revision=abc`, /"revision" must be a positive integer/],
      [`?id=${id}&revision=`, /"revision" must be a positive integer/],
      [`?id=${id}&revision=99999999999999999999`, /"revision" must be a positive integer/],
      [`?id=${id}&revision=2`, /has no revision 2/],
      ["?revision=1", /give its "id" too/],
      ["?section=Harbour", /give its "id" too/],
      [`?id=${id}&revison=1`, /Unknown query field "revison"/],
      [`?id=${id}&id=${id}`, /"id" is given more than once/],
      ["?id=dos_nope", /"id" must be a full dos_ id/],
      [`?id=${s.claimA.record_id}`, /"id" must be a full dos_ id/],
      [`?id=${id}&project_token=stale`, /selected project or its settings changed/],
      [`?id=${id}&project_token=`, /project token is missing/],
      [`?id=${id}&research_token=stale`, /research context changed/],
      ["?research_token=stale", /research context changed/],
    ];
    for (const [query, message] of rows) {
      const body = await refused(env, "GET", `/research/dossiers${query}`, null, 400, message);
      assert.equal(body.code, undefined);
    }
    const token = await projectToken(env.state);
    const research = await researchToken(env.state);
    const both = await okGet(
      env.app,
      `/research/dossiers?id=${id}&project_token=${token}&research_token=${research}`,
    );
    assert.equal(both.record_id, id);
  });
});

Deno.test("research claims list research-claims-local/2 and read one claim with its evidence and citations", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const link = await okPost(env.app, "/research-evidence-link", {
      claim_id: s.claimA.record_id,
      passage_id: s.passages[1],
      rationale: "Names the day.",
    });
    const other = await okPost(env.app, "/research-claim-add", { title: "Loose", statement: "X." });
    const list = await okGet(env.app, "/research/claims");
    assert.equal(list.schema, "research-claims-local/2");
    assert.equal(list.project_id, s.dossier.project_id);
    assert.equal(list.snapshot, other.snapshot);
    assert.deepEqual(list.claims.map((c: Json) => [c.record_id, c.evidence_links]), [
      [s.claimA.record_id, 1],
      [s.claimB.record_id, 0],
      [other.record_id, 0],
    ]);
    const ofDossier = await okGet(env.app, `/research/claims?dossier_id=${s.dossier.record_id}`);
    assert.deepEqual(ofDossier.claims.map((c: Json) => c.record_id), [
      s.claimA.record_id,
      s.claimB.record_id,
    ]);

    const detail = await okGet(
      env.app,
      `/research/claims?claim_id=${s.claimA.record_id}&research_token=${s.token}`,
    );
    assert.equal(detail.schema, "research-claims-local/2");
    assert.equal(detail.claims.length, 1);
    const claim = detail.claims[0];
    assert.equal(claim.record_id, s.claimA.record_id);
    assert.equal(claim.evidence_links, 1);
    const evidence = claim.evidence[0];
    assert.equal(evidence.record_id, link.record_id);
    assert.equal(evidence.passage_id, s.passages[1]);
    assert.equal(evidence.relation, "supports");
    assert.equal(evidence.rationale, "Names the day.");
    assert.equal(evidence.text, link.citations[0].text);
    assert.equal(evidence.citation, link.citations[0].citation);
    assert.match(evidence.text, /\S/);

    const stale = await refused(
      env,
      "GET",
      `/research/claims?claim_id=${s.claimA.record_id}&research_token=stale`,
      null,
      409,
      /research context changed/,
    );
    assert.equal(stale.code, "stale-context");
    const rows: [string, RegExp][] = [
      [`?claim_id=${s.claimA.record_id}&dossier_id=${s.dossier.record_id}`, /does not combine/],
      ["?claim_id=clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", /no claim clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T/],
      ["?claim_id=dos_x", /"claim_id" must be a full clm_ id/],
      ["?confidence=evidenced", /Unknown query field "confidence"/],
    ];
    for (const [query, message] of rows) {
      await refused(env, "GET", `/research/claims${query}`, null, 400, message);
    }
  });
});

Deno.test("research decisions list each decision with review_needed", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const decision = await okPost(env.app, "/research-decision-add", {
      title: "Keep the Tuesday",
      claim_id: s.claimA.record_id,
      dossier_ids: [s.dossier.record_id],
    });
    const list = await okGet(env.app, "/research/decisions");
    assert.equal(list.schema, "research-decisions-local/1");
    assert.deepEqual(list.decisions.map((d: Json) => [d.record_id, d.review_needed]), [
      [decision.record_id, false],
    ]);
    await okPost(env.app, "/research-record-revise", {
      kind: "claim",
      id: s.claimA.record_id,
      changes: { confidence: "disputed" },
      expected_snapshot: decision.snapshot,
      expected_revision: 1,
      change_kind: "correction",
      reason: "Doubts.",
    });
    const after = await okGet(env.app, "/research/decisions");
    assert.equal(after.decisions[0].review_needed, true);
    await refused(env, "GET", "/research/decisions?id=x", null, 400, /Unknown query field "id"/);
  });
});

Deno.test("research claim-relations list active relations, retracted ones on request", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const status = await okGet(env.app, "/research/status");
    const made = await okPost(env.app, "/research-claim-relation", {
      project_id: status.project_id,
      research_token: s.token,
      expected_snapshot: status.snapshot,
      from_claim_id: s.claimA.record_id,
      to_claim_id: s.claimB.record_id,
      from_claim_revision: 1,
      to_claim_revision: 1,
    });
    const list = await okGet(env.app, `/research/claim-relations?claim_id=${s.claimB.record_id}`);
    assert.equal(list.schema, "research-claim-relations-local/1");
    assert.equal(list.claim_id, s.claimB.record_id);
    assert.equal(list.include_retracted, false);
    assert.equal(list.relations.length, 1);
    const r = list.relations[0];
    assert.equal(r.record_id, made.record_id);
    assert.deepEqual(
      [r.from_claim.pinned_revision, r.from_claim.current_revision, r.review_needed],
      [1, 1, false],
    );
    const none = await okGet(env.app, "/research/claim-relations?include_retracted=false");
    assert.equal(none.relations.length, 1);
    const rows: [string, RegExp][] = [
      ["?include_retracted=yes", /"include_retracted" must be true or false, not "yes"/],
      ["?include_retracted=1", /"include_retracted" must be true or false/],
      ["?include_retracted=", /"include_retracted" must be true or false/],
      ["?claim_id=clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", /no claim/],
      ["?state=active", /Unknown query field "state"/],
    ];
    for (const [query, message] of rows) {
      await refused(env, "GET", `/research/claim-relations${query}`, null, 400, message);
    }
  });
});

Deno.test("research record and history refuse bad kinds, ids and revisions with 400", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const id = s.claimA.record_id;
    const rows: [string, RegExp][] = [
      [`/research/record?id=${id}`, /"kind" is required/],
      ["/research/record?kind=claim", /"id" is required/],
      [`/research/record?kind=source&id=${id}`, /"kind" must be one of dossier, claim/],
      [`/research/record?kind=dossier&id=${id}`, /"id" must be a full dos_ id/],
      [`/research/record?kind=claim&id=${id}&revision=0`, /positive integer/],
      [`/research/record?kind=claim&id=${id}&revision=2.5`, /positive integer/],
      [`/research/record?kind=claim&id=${id}&revision=2`, /has no revision 2 \(latest 1\)/],
      [`/research/record?kind=claim&id=${id}&rev=1`, /Unknown query field "rev"/],
      [`/research/history?kind=claim`, /"id" is required/],
      [`/research/history?kind=claim&id=${id}&revision=1`, /Unknown query field "revision"/],
      [`/research/history?kind=decision&id=${id}`, /"id" must be a full dec_ id/],
    ];
    for (const [path, message] of rows) await refused(env, "GET", path, null, 400, message);
    const stale = await refused(
      env,
      "GET",
      `/research/history?kind=claim&id=${id}&research_token=stale`,
      null,
      409,
      /research context changed/,
    );
    assert.equal(stale.code, "stale-context");
  });
});

Deno.test("the record reads without an archive are 400", async () => {
  await withResearch(async ({ app }) => {
    for (
      const path of [
        "/research/dossiers",
        "/research/claims",
        "/research/decisions",
        "/research/claim-relations",
        "/research/record?kind=claim&id=clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
        "/research/history?kind=claim&id=clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
      ]
    ) {
      const res = await get(app, path);
      assert.equal(res.status, 400, path);
      assert.match((await res.json()).message, /holds no research archive/);
    }
  }, { archive: false });
});

Deno.test("the API index lists the authored-record routes", async () => {
  await withResearch(async ({ app }) => {
    const index = await okGet(app, "");
    for (
      const path of [
        "/api/research-dossier",
        "/api/research-claim-add",
        "/api/research-evidence-link",
        "/api/research-decision-add",
        "/api/research-claim-relation",
        "/api/research-record-prepare",
        "/api/research-record-revise",
        "/api/research-revision-batch-prepare",
        "/api/research-revision-batch-apply",
      ]
    ) assert.ok(index.post.includes(path), path);
    for (
      const path of [
        "/api/research/dossiers",
        "/api/research/claims",
        "/api/research/decisions",
        "/api/research/claim-relations",
        "/api/research/record",
        "/api/research/history",
      ]
    ) assert.ok(index.get.includes(path), path);
  });
});
