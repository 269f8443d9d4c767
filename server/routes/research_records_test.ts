import assert from "node:assert/strict";
import { archivePaths } from "../../research/store/paths.ts";
import { createApp } from "../app.ts";
import { RESEARCH_LOCK_WAIT_MS } from "../research_root.ts";
import { ServerState } from "../state.ts";
import {
  ABSENT_PASSAGE,
  type Json,
  okGet,
  okPost,
  refused,
  seed,
} from "../testing/research_records.ts";
import { logBytes, post, withResearch } from "../testing/research.ts";

Deno.test("research-dossier writes a dossier citing passages and answers research-record-local/1", async () => {
  await withResearch(async (env) => {
    const { passages, dossier } = await seed(env);
    const status = await okGet(env.app, "/research/status");
    assert.equal(dossier.schema, "research-record-local/1");
    assert.equal(dossier.kind, "dossier");
    assert.match(dossier.record_id, /^dos_[0-9A-Z]{26}$/);
    assert.equal(dossier.project_id, status.project_id);
    assert.equal(dossier.revision, 1);
    assert.equal(dossier.latest_revision, 1);
    assert.equal(dossier.is_latest, true);
    assert.equal(dossier.record.title, "Łódź 1848");
    assert.deepEqual(dossier.record.evidence_ids, passages);
    assert.deepEqual(dossier.record.images, []);
    assert.deepEqual(dossier.record.editable_sections, ["Streets", "Harbour"]);
    assert.equal(dossier.citation_scope, "pinned_passages");
    assert.deepEqual(dossier.citations.map((c: Json) => c.passage_id), passages);
    assert.equal(dossier.change.change_kind, "creation");
    assert.deepEqual(dossier.reference_updates, []);
  });
});

Deno.test("research-dossier refuses unknown fields, bad values, bad JSON and absent passages with 400", async () => {
  await withResearch(async (env) => {
    await seed(env);
    const rows: [unknown, RegExp][] = [
      [{ title: "T", images: [] }, /Unknown field "images"/],
      [{ title: "T", revision: 2 }, /Unknown field "revision"/],
      [{ body: "No title" }, /needs "title"/],
      [{ title: 42 }, /"title" must be a string/],
      [{ title: "Two\nlines" }, /"title" must be a single line/],
      [{ title: "T", evidence_ids: "psg_x" }, /"evidence_ids" must be a list of ids/],
      [{ title: "T", evidence_ids: ["psg_short"] }, /"evidence_ids" must be a full psg_ id/],
      [{ title: "T", evidence_ids: [ABSENT_PASSAGE] }, /no passage psg_01JD5ZQ8XK4V0G3N6M7P8R9S2T/],
      ['{"title": "T",', /not valid JSON/],
      ["[1, 2]", /must be a JSON object/],
      ["null", /must be a JSON object/],
    ];
    for (const [body, message] of rows) {
      await refused(env, "POST", "/research-dossier", body, 400, message);
    }
  });
});

Deno.test("a research POST body over 5 MiB is refused with 413 and writes nothing", async () => {
  await withResearch(async (env) => {
    await seed(env);
    const big = { title: "Big", body: "x".repeat(5 * 1024 * 1024) };
    for (const path of ["/research-dossier", "/research-record-revise"]) {
      await refused(env, "POST", path, big, 413, /larger than 5 MiB/);
    }
  });
});

Deno.test("research record writes without an archive are 400", async () => {
  await withResearch(async ({ app }) => {
    const res = await post(app, "/research-dossier", { title: "T" });
    assert.equal(res.status, 400);
    assert.match((await res.json()).message, /holds no research archive/);
  }, { archive: false });
});

Deno.test("research-claim-add answers research-claim-local/1 with warnings and a pinned dossier", async () => {
  await withResearch(async (env) => {
    const { dossier, claimA, claimB } = await seed(env);
    assert.equal(claimA.schema, "research-claim-local/1");
    assert.equal(claimA.record.dossier_id, dossier.record_id);
    assert.equal(claimA.record.dossier_revision, 1);
    assert.equal(claimA.record.confidence, "hypothetical");
    assert.equal(claimA.record.time_period, "1848");
    assert.deepEqual(claimA.warnings, []);
    assert.equal(claimB.record.time_period, null);
    const warned = await okPost(env.app, "/research-claim-add", {
      title: "Someday",
      statement: "It happened at some point.",
      confidence: "evidenced",
      time_period: "the spring after the flood",
    });
    assert.equal(warned.record.dossier_id, null);
    assert.equal(warned.warnings.length, 2);
    assert.match(warned.warnings[0], /"the spring after the flood" is kept as written/);
    assert.match(warned.warnings[1], /marked evidenced but no passage is linked/);
  });
});

Deno.test("research-claim-add refuses invalid claims with 400 and writes nothing", async () => {
  await withResearch(async (env) => {
    const { dossier } = await seed(env);
    const base = { title: "T", statement: "S" };
    const rows: [unknown, RegExp][] = [
      [{ ...base, confidence: "certain" }, /"confidence" must be one of hypothetical, evidenced/],
      [{ ...base, state: "active" }, /Unknown field "state"/],
      [{ title: "T" }, /needs "statement"/],
      [{ ...base, dossier_revision: 1 }, /"dossier_revision" needs a "dossier_id"/],
      [{ ...base, dossier_id: dossier.record_id, dossier_revision: 0 }, /positive integer/],
      [{ ...base, dossier_id: dossier.record_id, dossier_revision: 2 }, /revision 2/],
      [{ ...base, dossier_id: "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T" }, /no dossier/],
    ];
    for (const [body, message] of rows) {
      await refused(env, "POST", "/research-claim-add", body, 400, message);
    }
  });
});

Deno.test("research-evidence-link links a passage, pinning the claim's current revision", async () => {
  await withResearch(async (env) => {
    const { passages, claimA } = await seed(env);
    const status = await okGet(env.app, "/research/status");
    const link = await okPost(env.app, "/research-evidence-link", {
      claim_id: claimA.record_id,
      passage_id: passages[1],
      relation: "qualifies",
      rationale: "The letter names the day.",
      reviewer: "Anna",
      actor: "editor",
      project_id: status.project_id,
      expected_project_id: status.project_id,
      expected_snapshot: status.snapshot,
      expected_claim_revision: 1,
    });
    assert.equal(link.schema, "research-record-local/1");
    assert.equal(link.kind, "evidence_link");
    assert.match(link.record_id, /^evl_/);
    assert.deepEqual(
      [link.record.relation, link.record.claim_revision, link.record.state],
      ["qualifies", 1, "active"],
    );
    assert.deepEqual([link.record.reviewer, link.record.actor], ["Anna", "editor"]);
    assert.deepEqual(link.citations.map((c: Json) => c.passage_id), [passages[1]]);
    const plain = await okPost(env.app, "/research-evidence-link", {
      claim_id: claimA.record_id,
      passage_id: passages[0],
    });
    assert.equal(plain.record.relation, "supports");
    assert.equal(plain.record.rationale, null);
  });
});

Deno.test("research-evidence-link answers 409 for every stale guard and writes no link", async () => {
  await withResearch(async (env) => {
    const { passages, claimA } = await seed(env);
    const first = await okGet(env.app, "/research/status");
    const link = { claim_id: claimA.record_id, passage_id: passages[0] };
    // Move the claim to revision 2 and the archive past `first.snapshot`.
    await okPost(env.app, "/research-record-revise", {
      kind: "claim",
      id: claimA.record_id,
      changes: { confidence: "evidenced" },
      expected_snapshot: first.snapshot,
      expected_revision: 1,
      change_kind: "correction",
      reason: "The letter is dated.",
    });
    const rows: [Json, RegExp, string][] = [
      [{ expected_snapshot: first.snapshot }, /changed since snapshot/, "stale-archive"],
      [{ project_id: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T" }, /belongs to project/, "stale-archive"],
      [
        { expected_project_id: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T" },
        /belongs to project/,
        "stale-archive",
      ],
      [{ expected_claim_revision: 1 }, /is at revision 2, not 1/, "stale-archive"],
      [{ research_token: "bm90LXRoZS10b2tlbg" }, /research context changed/, "stale-context"],
    ];
    for (const [guard, message, code] of rows) {
      const body = await refused(
        env,
        "POST",
        "/research-evidence-link",
        { ...link, ...guard },
        409,
        message,
      );
      assert.equal(body.code, code);
    }
    const links = await okGet(env.app, `/research/claims?claim_id=${claimA.record_id}`);
    assert.equal(links.claims[0].evidence_links, 0);
  });
});

Deno.test("research-evidence-link refuses invalid or unavailable evidence with 400", async () => {
  await withResearch(async (env) => {
    const { passages, claimA } = await seed(env);
    const link = { claim_id: claimA.record_id, passage_id: passages[0] };
    const rows: [Json, RegExp][] = [
      [{ ...link, passage_id: ABSENT_PASSAGE }, /no passage psg_01JD5ZQ8XK4V0G3N6M7P8R9S2T/],
      [{ ...link, passage_id: "src_whatever" }, /"passage_id" must be a full psg_ id/],
      [{ ...link, claim_id: "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T" }, /no claim/],
      [{ ...link, relation: "proves" }, /"relation" must be one of supports, contradicts/],
      [{ ...link, state: "retracted" }, /Unknown field "state"/],
      [{ ...link, expected_claim_revision: "1" }, /"expected_claim_revision"/],
      [{ ...link, expected_claim_revision: 0 }, /"expected_claim_revision" must be a positive/],
      [{ ...link, project_id: "prj_a", expected_project_id: "prj_b" }, /differ/],
      [{ passage_id: passages[0] }, /needs "claim_id"/],
    ];
    for (const [body, message] of rows) {
      await refused(env, "POST", "/research-evidence-link", body, 400, message);
    }
  });
});

Deno.test("research-decision-add pins the current claim and dossier revisions", async () => {
  await withResearch(async (env) => {
    const { dossier, claimA } = await seed(env);
    const decision = await okPost(env.app, "/research-decision-add", {
      title: "Move the ledger to Wednesday",
      rationale: "The chapter needs a market day.",
      claim_id: claimA.record_id,
      dossier_ids: [dossier.record_id],
      deviation_from_fact: true,
    });
    assert.equal(decision.schema, "research-record-local/1");
    assert.equal(decision.kind, "decision");
    assert.equal(decision.record.claim_revision, 1);
    assert.deepEqual(decision.record.dossier_revisions, { [dossier.record_id]: 1 });
    assert.equal(decision.record.deviation_from_fact, true);
    assert.equal(decision.record.review_needed, false);
    assert.equal(decision.citation_scope, "current_links_to_pinned_claim_revision");
    const rows: [Json, RegExp][] = [
      [{ title: "D", deviation_from_fact: "yes" }, /"deviation_from_fact" must be true or false/],
      [{ title: "D", claim_revision: 1 }, /"claim_revision" needs a "claim_id"/],
      [
        { title: "D", dossier_revisions: { [dossier.record_id]: 1 } },
        /which is not in "dossier_ids"/,
      ],
      [{ title: "D", review_needed: true }, /Unknown field "review_needed"/],
    ];
    for (const [body, message] of rows) {
      await refused(env, "POST", "/research-decision-add", body, 400, message);
    }
  });
});

Deno.test("research-claim-relation requires research_token and answers research-claim-relation-local/1", async () => {
  await withResearch(async (env) => {
    const { claimA, claimB, token } = await seed(env);
    const status = await okGet(env.app, "/research/status");
    const relation = {
      project_id: status.project_id,
      expected_snapshot: status.snapshot,
      from_claim_id: claimA.record_id,
      to_claim_id: claimB.record_id,
      from_claim_revision: 1,
      to_claim_revision: 1,
    };
    const missing = await refused(
      env,
      "POST",
      "/research-claim-relation",
      relation,
      409,
      /needs the research_token/,
    );
    assert.equal(missing.code, "stale-context");
    const empty = await refused(
      env,
      "POST",
      "/research-claim-relation",
      { ...relation, research_token: "" },
      409,
      /needs the research_token/,
    );
    assert.equal(empty.code, "stale-context");
    const stale = await refused(
      env,
      "POST",
      "/research-claim-relation",
      { ...relation, research_token: token.slice(1) },
      409,
      /research context changed/,
    );
    assert.equal(stale.code, "stale-context");
    const made = await okPost(env.app, "/research-claim-relation", {
      ...relation,
      research_token: token,
      relation: "results_in",
      rationale: "A late ledger leaves the crates uncounted.",
      actor: "editor",
    });
    assert.equal(made.ok, true);
    assert.equal(made.schema, "research-claim-relation-local/1");
    assert.equal(made.kind, "claim_relation");
    assert.match(made.record_id, /^rel_/);
    assert.equal(made.record.relation, "causes");
    assert.equal(made.record.actor, "editor");
    assert.equal(made.from_claim.claim_id, claimA.record_id);
    assert.equal(made.to_claim.claim_id, claimB.record_id);
    assert.equal(made.review_needed, false);
    assert.equal(made.citation_scope, "pinned_claim_revisions");
  });
});

Deno.test("research-claim-relation refuses missing, unknown and invalid fields with 400 and stale guards with 409", async () => {
  await withResearch(async (env) => {
    const { claimA, claimB, token } = await seed(env);
    const status = await okGet(env.app, "/research/status");
    const relation = {
      project_id: status.project_id,
      research_token: token,
      expected_snapshot: status.snapshot,
      from_claim_id: claimA.record_id,
      to_claim_id: claimB.record_id,
      from_claim_revision: 1,
      to_claim_revision: 1,
    };
    const required = [
      "project_id",
      "expected_snapshot",
      "from_claim_id",
      "to_claim_id",
      "from_claim_revision",
      "to_claim_revision",
    ];
    for (const field of required) {
      const { [field]: _gone, ...rest } = relation as Json;
      await refused(env, "POST", "/research-claim-relation", rest, 400, new RegExp(`"${field}"`));
    }
    const rows: [Json, RegExp][] = [
      [{ ...relation, state: "active" }, /Unknown field "state"/],
      [{ ...relation, to_claim_id: claimA.record_id }, /cannot link a claim to itself/],
      [{ ...relation, relation: "prevents" }, /"relation" must be one of causes, results_in/],
      [{ ...relation, to_claim_revision: 2 }, /revision 2/],
      [{ ...relation, from_claim_revision: "1" }, /"from_claim_revision"/],
    ];
    for (const [body, message] of rows) {
      await refused(env, "POST", "/research-claim-relation", body, 400, message);
    }
    await okPost(env.app, "/research-claim-add", { title: "Later", statement: "Moves on." });
    const stale = await refused(
      env,
      "POST",
      "/research-claim-relation",
      relation,
      409,
      /changed since snapshot/,
    );
    assert.equal(stale.code, "stale-archive");
    const now = await okGet(env.app, "/research/status");
    const other = await refused(
      env,
      "POST",
      "/research-claim-relation",
      {
        ...relation,
        expected_snapshot: now.snapshot,
        project_id: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
      },
      409,
      /belongs to project/,
    );
    assert.equal(other.code, "stale-archive");
  });
});

Deno.test("a record write answers 503 with Retry-After while another writer holds the lock", async () => {
  await withResearch(async (env) => {
    await seed(env);
    const lock = await Deno.open(archivePaths(env.root).lock, { read: true, write: true });
    const before = await logBytes(env.root);
    try {
      await lock.lock(true);
      const res = await post(env.app, "/research-claim-add", { title: "T", statement: "S" });
      assert.equal(res.status, 503);
      assert.equal(res.headers.get("Retry-After"), String(RESEARCH_LOCK_WAIT_MS / 1000));
      assert.equal((await res.json()).ok, false);
      assert.deepEqual(await logBytes(env.root), before);
    } finally {
      await lock.unlock();
      lock.close();
    }
    await okPost(env.app, "/research-claim-add", { title: "T", statement: "S" });
  });
});

Deno.test("research_token never reaches the access log, in a body or in a query", async () => {
  await withResearch(async (env) => {
    const lines: string[] = [];
    const state = new ServerState({
      home: env.home,
      cliThresholds: {},
      debug: true,
      researchProject: null,
      log: (line) => lines.push(line),
    });
    state.select({ root: env.root, manuscript: null });
    const app = createApp(state);
    const s = await seed({ app, state });
    const status = await okGet(app, "/research/status");
    await okPost(app, "/research-claim-relation", {
      project_id: status.project_id,
      research_token: s.token,
      expected_snapshot: status.snapshot,
      from_claim_id: s.claimA.record_id,
      to_claim_id: s.claimB.record_id,
      from_claim_revision: 1,
      to_claim_revision: 1,
    });
    await okGet(app, `/research/claims?claim_id=${s.claimA.record_id}&research_token=${s.token}`);
    assert.ok(lines.includes("[debug] POST /api/research-claim-relation 200"), lines.join("\n"));
    assert.ok(lines.includes("[debug] GET /api/research/claims 200"), lines.join("\n"));
    assert.equal(lines.some((l) => l.includes(s.token)), false);
  });
});
