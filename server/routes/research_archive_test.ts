import assert from "node:assert/strict";
import { join } from "node:path";
import { isArchiveRoot } from "../../research/mod.ts";
import { researchToken } from "../research_root.ts";
import { get, ingestLetter, logBytes, post, withResearch } from "../testing/research.ts";

// --- POST /api/research-init ---------------------------------------------------------------

Deno.test("research-init creates the archive in the selected project root", async () => {
  await withResearch(async ({ app, root }) => {
    const res = await post(app, "/research-init", { title: "The Ledger", language: "de" });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.ok, true);
    assert.equal(body.schema, "research-init-local/1");
    assert.match(body.project_id, /^prj_/);
    assert.equal(body.root, root);
    assert.equal(body.language, "de");
    assert.equal(body.title, "The Ledger");
    assert.match(body.snapshot, /^[0-9a-f]{64}$/);
    assert.equal(await isArchiveRoot(root), true);
  }, { archive: false });
});

Deno.test("research-init answers 409 when an archive exists, and leaves it byte-identical", async () => {
  await withResearch(async ({ app, root }) => {
    const before = await logBytes(root);
    const res = await post(app, "/research-init", { title: "Again", language: "en" });
    assert.equal(res.status, 409);
    const body = await res.json();
    assert.equal(body.ok, false);
    assert.match(body.message, /already holds a research archive/);
    assert.deepEqual(await logBytes(root), before);
  });
});

Deno.test("research-init answers 409 for a stray svc-research folder and writes nothing", async () => {
  await withResearch(async ({ app, root }) => {
    await Deno.mkdir(join(root, "svc-research"));
    const res = await post(app, "/research-init", { title: "T", language: "en" });
    assert.equal(res.status, 409);
    assert.deepEqual([...Deno.readDirSync(join(root, "svc-research"))], []);
  }, { archive: false });
});

Deno.test("research-init answers 400 without a selected folder and creates nothing", async () => {
  await withResearch(async ({ app, home }) => {
    const res = await post(app, "/research-init", { title: "T", language: "en" });
    assert.equal(res.status, 400);
    assert.deepEqual(await res.json(), {
      ok: false,
      message: "No project folder is selected; open one first",
    });
    assert.equal(await isArchiveRoot(home), false);
    assert.equal(await isArchiveRoot(join(home, "novel")), false);
  }, { archive: false, select: false });
});

Deno.test("research-init refuses unknown fields, missing fields and an unknown language", async () => {
  await withResearch(async ({ app, root }) => {
    const cases: [unknown, RegExp][] = [
      [{ title: "T", language: "en", extra: 1 }, /Unknown field "extra"/],
      [{ title: "T" }, /"language"/],
      [{ title: "T", language: "xx" }, /Unknown archive language "xx"/],
      [{ title: "A\nB", language: "en" }, /single line/],
      [{ title: 5, language: "en" }, /"title"/],
    ];
    for (const [body, message] of cases) {
      const res = await post(app, "/research-init", body);
      assert.equal(res.status, 400, JSON.stringify(body));
      const json = await res.json();
      assert.equal(json.ok, false);
      assert.match(json.message, message);
    }
    assert.equal(await isArchiveRoot(root), false);
  }, { archive: false });
});

Deno.test("research-init uses --research-project instead of the selected project", async () => {
  await withResearch(async ({ app, home, root }) => {
    const research = join(home, "archive-only");
    const res = await post(app, "/research-init", { title: "Notes", language: "en" });
    assert.equal(res.status, 200);
    assert.equal((await res.json()).root, research);
    assert.equal(await isArchiveRoot(research), true);
    assert.equal(await isArchiveRoot(root), false);
  }, { archive: false, researchProject: "archive-only" });
});

Deno.test("research-init answers 409 stale-context for a research_token of another context", async () => {
  await withResearch(async ({ app, root, state }) => {
    const token = await researchToken(state);
    assert.equal(typeof token, "string");
    state.select({ root: join(root, "sources"), manuscript: null });
    const res = await post(app, "/research-init", {
      title: "T",
      language: "en",
      research_token: token,
    });
    assert.equal(res.status, 409);
    const body = await res.json();
    assert.equal(body.code, "stale-context");
    assert.equal(await isArchiveRoot(join(root, "sources")), false);
  }, { archive: false });
});

// --- GET /api/research/status ----------------------------------------------------------------

Deno.test("research status in an empty workspace is initialized: false, never an error", async () => {
  await withResearch(async ({ app }) => {
    const res = await get(app, "/research/status");
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), {
      ok: true,
      initialized: false,
      root: null,
      research_selected: false,
    });
  }, { archive: false, select: false });
});

Deno.test("research status of a project without an archive names its root", async () => {
  await withResearch(async ({ app, root }) => {
    const res = await get(app, "/research/status");
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), {
      ok: true,
      initialized: false,
      root,
      research_selected: false,
    });
  }, { archive: false });
});

Deno.test("research status reports identity, snapshot and counts as JSON numbers", async () => {
  await withResearch(async ({ app, root }) => {
    const first = await (await get(app, "/research/status")).json();
    assert.equal(first.ok, true);
    assert.equal(first.initialized, true);
    assert.equal(first.research_selected, true);
    assert.equal(first.root, root);
    assert.equal(first.title, "The Ledger");
    assert.equal(first.commits, 1);
    assert.deepEqual(first.counts, {
      sources: 0,
      versions: 0,
      passages: 0,
      dossiers: 0,
      claims: 0,
      evidence_links: 0,
      decisions: 0,
      claim_relations: 0,
      manuscript_claim_links: 0,
    });
    const receipt = await ingestLetter(app);
    const after = await (await get(app, "/research/status")).json();
    assert.equal(after.project_id, first.project_id);
    assert.equal(after.snapshot, receipt.snapshot);
    assert.notEqual(after.snapshot, first.snapshot);
    assert.equal(after.commits, 2);
    // The fixture letter has three paragraphs: salutation and two sentences.
    assert.deepEqual(after.counts, {
      sources: 1,
      versions: 1,
      passages: 3,
      dossiers: 0,
      claims: 0,
      evidence_links: 0,
      decisions: 0,
      claim_relations: 0,
      manuscript_claim_links: 0,
    });
  });
});

Deno.test("research status checks an optional research_token: current passes, stale is 409", async () => {
  await withResearch(async ({ app, state }) => {
    const token = await researchToken(state);
    const good = await get(app, `/research/status?research_token=${token}`);
    assert.equal(good.status, 200);
    assert.equal((await good.json()).initialized, true);
    const bad = await get(app, "/research/status?research_token=AAAA");
    assert.equal(bad.status, 409);
    assert.deepEqual(await bad.json(), {
      ok: false,
      message: "The research context changed; reload the page",
      code: "stale-context",
    });
  });
});

// --- GET /api/research/ocr-status ------------------------------------------------------------

const OCR_STATES = ["not_configured", "misconfigured_worker", "partial", "ready", "ready (probed)"];

Deno.test("research ocr-status answers 200 with the status and its readiness", async () => {
  await withResearch(async ({ app }) => {
    const res = await get(app, "/research/ocr-status");
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.ok, true);
    assert.ok(OCR_STATES.includes(body.status), body.status);
    assert.equal(body.ready, body.status === "ready" || body.status === "ready (probed)");
    assert.equal(typeof body.message, "string");
    assert.ok(Array.isArray(body.languages));
    assert.equal("probe" in body, false);
  }, { archive: false, select: false });
});

Deno.test("research ocr-status with probe=1 runs the probe and still answers 200", async () => {
  await withResearch(async ({ app }) => {
    const res = await get(app, "/research/ocr-status?probe=1");
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.ok, true);
    assert.equal(typeof body.probe, "object");
    assert.equal(typeof body.probe.ok, "boolean");
  }, { archive: false, select: false });
});

// --- GET /api ----------------------------------------------------------------------------------

Deno.test("the API index lists the research routes, the capability and research_selected", async () => {
  await withResearch(async ({ app, root }) => {
    const before = await (await get(app, "")).json();
    assert.equal(before.capabilities.research, true);
    assert.equal(before.state.research_selected, false);
    for (
      const path of ["/api/research/status", "/api/research/sources", "/api/research/ocr-status"]
    ) {
      assert.ok(before.get.includes(path), path);
    }
    for (
      const path of [
        "/api/research-init",
        "/api/research-ingest",
        "/api/research-search",
        "/api/research-compare",
      ]
    ) {
      assert.ok(before.post.includes(path), path);
    }
    await post(app, "/research-init", { title: "The Ledger", language: "en" });
    const after = await (await get(app, "")).json();
    assert.equal(after.state.research_selected, true);
    assert.ok(!JSON.stringify(after).includes(root), "the index names no paths");
  }, { archive: false });
});
