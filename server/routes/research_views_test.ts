import assert from "node:assert/strict";
import * as research from "../../research/mod.ts";
import { archivePaths } from "../../research/store/paths.ts";
import { RESEARCH_LOCK_WAIT_MS, researchToken } from "../research_root.ts";
import {
  get,
  ingestLetter,
  logBytes,
  post,
  type ResearchEnv,
  withResearch,
} from "../testing/research.ts";

type Env = Record<string, unknown>;
const id = (e: Env) => e.record_id as string;

/** Records written through the facade on the selected archive. */
async function records(env: ResearchEnv) {
  const receipt = await ingestLetter(env.app);
  const source = await research.getSource(env.root, receipt.source_id as string);
  const passages = (source.passages as Env[]).map((p) => p.passage_id as string);
  const dos = await research.createDossier(env.root, { title: "Ledger", body: "# Crates\n" });
  const other = await research.createDossier(env.root, { title: "Other", body: "" });
  const claim = await research.createClaim(env.root, {
    title: '=cmd|"ledger"',
    statement: "The ledger arrived.",
    dossier_id: id(dos),
    time_period: "1891-05",
  });
  const undated = await research.createClaim(env.root, {
    title: "Harbour",
    statement: "Counted twice.",
    time_period: "spring 1891",
  });
  await research.linkEvidence(env.root, { claim_id: id(claim), passage_id: passages[0] });
  const dec = await research.recordDecision(env.root, {
    title: "Keep the ledger",
    claim_id: id(claim),
    dossier_ids: [id(dos)],
  });
  return { dos, other, claim, undated, dec };
}

async function json(res: Response, status = 200): Promise<Env> {
  const body = await res.json();
  assert.equal(res.status, status, JSON.stringify(body));
  assert.equal(res.headers.get("Content-Type"), "application/json");
  return body;
}

Deno.test("GET timeline, review and decision-impact answer the facade's envelopes plus ok", async () => {
  await withResearch(async (env) => {
    const { dos, claim, undated, dec } = await records(env);
    const before = await logBytes(env.root);
    const timeline = await json(await get(env.app, "/research/timeline"));
    assert.deepEqual(timeline, { ok: true, ...await research.timeline(env.root) });
    assert.equal(timeline.schema, "research-timeline-local/1");
    assert.deepEqual(timeline.dated.map((e) => e.claim_id), [id(claim)]);
    assert.deepEqual(timeline.unplaced.map((e) => [e.claim_id, e.reason]), [
      [id(undated), "unrecognized"],
    ]);
    const ofDossier = await json(await get(env.app, `/research/timeline?dossier_id=${id(dos)}`));
    assert.equal(ofDossier.dossier_id, id(dos));
    assert.deepEqual(ofDossier.unplaced, []);

    const review = await json(await get(env.app, "/research/review"));
    assert.deepEqual(review, { ok: true, ...await research.editorialReview(env.root) });
    assert.equal(review.schema, "research-editorial-review-local/1");

    const impact = await json(await get(env.app, `/research/decision-impact?id=${id(dec)}`));
    assert.deepEqual(impact, { ok: true, ...await research.decisionImpact(env.root, id(dec)) });
    assert.equal(impact.schema, "research-decision-impact-local/1");
    assert.equal(impact.review_needed, false);

    const token = await researchToken(env.state);
    const withToken = await json(
      await get(env.app, `/research/review?research_token=${encodeURIComponent(token!)}`),
    );
    assert.equal(withToken.ok, true);
    assert.deepEqual(await logBytes(env.root), before, "reads never write");
  });
});

Deno.test("GET matrix serves JSON, Markdown and CSV with their content types", async () => {
  await withResearch(async (env) => {
    await records(env);
    const data = await research.claimMatrixData(env.root);
    assert.deepEqual(await json(await get(env.app, "/research/matrix")), { ok: true, ...data });
    assert.deepEqual(await json(await get(env.app, "/research/matrix?format=json")), {
      ok: true,
      ...data,
    });
    const csv = await get(env.app, "/research/matrix?format=csv");
    assert.equal(csv.status, 200);
    assert.equal(csv.headers.get("Content-Type"), "text/csv; charset=utf-8");
    assert.equal(
      csv.headers.get("Content-Disposition"),
      'attachment; filename="claim-matrix.csv"',
    );
    // Response.text() would drop a byte order mark: read the bytes.
    const csvBytes = new Uint8Array(await csv.arrayBuffer());
    assert.deepEqual([...csvBytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], "UTF-8 BOM first");
    const csvText = new TextDecoder("utf-8", { ignoreBOM: true }).decode(csvBytes);
    assert.equal(csvText, research.renderClaimMatrix(data, "csv"));
    assert.ok(csvText.includes(`,"'=cmd|""ledger""",`));
    const md = await get(env.app, "/research/matrix?format=md");
    assert.equal(md.status, 200);
    assert.equal(md.headers.get("Content-Type"), "text/markdown; charset=utf-8");
    assert.equal(md.headers.get("Content-Disposition"), 'attachment; filename="claim-matrix.md"');
    const mdText = await md.text();
    assert.equal(mdText, research.renderClaimMatrix(data, "md"));
    assert.ok(mdText.includes('| =cmd\\|"ledger" |'));
    // The security headers stay on text answers.
    assert.equal(md.headers.get("X-Content-Type-Options"), "nosniff");
  });
});

Deno.test("view GETs refuse bad queries with 400 and a missing archive with 400", async () => {
  await withResearch(async (env) => {
    const { claim } = await records(env);
    const cases: [string, RegExp][] = [
      ["/research/matrix?format=xml", /must be json, md, csv/],
      ["/research/matrix?format=csv&format=md", /"format" is given more than once/],
      ["/research/matrix?fromat=csv", /Unknown query field "fromat"/],
      ["/research/timeline?dossier_id=dos_nope", /"dossier_id" must be a full dos_ id/],
      ["/research/timeline?dossier_id=", /"dossier_id" must be a full dos_ id/],
      [
        "/research/timeline?dossier_id=dos_01ARZ3NDEKTSV4RRFFQ69G5FAV",
        /no dossier dos_01ARZ3NDEKTSV4RRFFQ69G5FAV/,
      ],
      ["/research/timeline?dossier=x", /Unknown query field "dossier"/],
      ["/research/review?verbose=1", /Unknown query field "verbose"/],
      ["/research/decision-impact", /Invalid "id"/],
      [`/research/decision-impact?id=${id(claim)}`, /"id" must be a full dec_ id/],
      ["/research/decision-impact?id=dec_01ARZ3NDEKTSV4RRFFQ69G5FAV", /no decision/],
    ];
    for (const [path, message] of cases) {
      const body = await json(await get(env.app, path), 400);
      assert.equal(body.ok, false);
      assert.match(body.message as string, message, path);
    }
    const stale = await json(await get(env.app, "/research/review?research_token=AAAA"), 409);
    assert.equal(stale.code, "stale-context");
  });
  await withResearch(async (env) => {
    for (const path of ["timeline", "matrix", "matrix?format=csv", "review"]) {
      const body = await json(await get(env.app, `/research/${path}`), 400);
      assert.match(body.message as string, /holds no research archive/);
    }
  }, { archive: false });
});

Deno.test("POST research-decision-acknowledge appends an event; stale input is 409 and writes nothing", async () => {
  await withResearch(async (env) => {
    const { dos, other, dec } = await records(env);
    const snapshot = (await research.listClaims(env.root)).snapshot as string;
    const body = (extra: Env = {}) => ({
      decision_id: id(dec),
      dossier_id: id(dos),
      expected_snapshot: snapshot,
      expected_decision_revision: 1,
      expected_dossier_revision: 1,
      status: "applied",
      ...extra,
    });
    const before = await logBytes(env.root);
    const conflicts: Env[] = [
      { expected_snapshot: "0".repeat(64) },
      { expected_decision_revision: 2 },
      { expected_dossier_revision: 2 },
    ];
    for (const extra of conflicts) {
      const res = await json(
        await post(env.app, "/research-decision-acknowledge", body(extra)),
        409,
      );
      assert.equal(res.ok, false);
      assert.equal(res.code, "stale-archive", JSON.stringify(extra));
      assert.match(res.message as string, /nothing was written/);
      assert.deepEqual(await logBytes(env.root), before);
    }
    const invalid: [Env, RegExp][] = [
      [{ dossier_id: id(other) }, /is not associated with decision/],
      [{ status: "done" }, /Invalid "status"/],
      [{ expected_decision_revision: "1" }, /Invalid "expected_decision_revision"/],
      [{ expected_dossier_revision: 1.5 }, /Invalid "expected_dossier_revision"/],
      [{ expected_dossier_revision: 0 }, /Invalid "expected_dossier_revision"/],
      [{ decision_id: "dec_x" }, /"decision_id" must be a full dec_ id/],
      [{ note: "x".repeat(2001) }, /"note" is longer than 2000 characters/],
      [{ actor: "me" }, /Unknown field "actor"/],
      [{ expected_snapshot: undefined }, /Invalid "expected_snapshot"/],
    ];
    for (const [extra, message] of invalid) {
      const res = await json(
        await post(env.app, "/research-decision-acknowledge", body(extra)),
        400,
      );
      assert.match(res.message as string, message, JSON.stringify(extra));
      assert.deepEqual(await logBytes(env.root), before);
    }
    const stale = await json(
      await post(env.app, "/research-decision-acknowledge", body({ research_token: "AAAA" })),
      409,
    );
    assert.equal(stale.code, "stale-context");
    assert.deepEqual(await logBytes(env.root), before);

    const token = await researchToken(env.state);
    const applied = await json(
      await post(
        env.app,
        "/research-decision-acknowledge",
        body({ note: "Chapter 2", research_token: token }),
      ),
    );
    assert.equal(applied.ok, true);
    assert.equal(applied.schema, "research-decision-acknowledgement-local/1");
    assert.equal(applied.status, "applied");
    assert.equal(applied.decision_id, id(dec));
    assert.equal(applied.dossier_id, id(dos));
    assert.equal(applied.decision_revision, 1);
    assert.equal(applied.dossier_revision, 1);
    assert.equal(applied.note, "Chapter 2");
    assert.equal(applied.project_id, (await research.listClaims(env.root)).project_id);
    assert.notEqual(applied.snapshot, snapshot);
    // The same request again is stale: the archive moved on with the first one.
    const again = await json(await post(env.app, "/research-decision-acknowledge", body()), 409);
    assert.equal(again.code, "stale-archive");
    const reopened = await json(
      await post(
        env.app,
        "/research-decision-acknowledge",
        body({ expected_snapshot: applied.snapshot, status: "review_needed" }),
      ),
    );
    assert.equal(reopened.status, "review_needed");
    assert.equal(reopened.note, null);
    // A null note is the same as none.
    const nullNote = await json(
      await post(
        env.app,
        "/research-decision-acknowledge",
        body({ expected_snapshot: reopened.snapshot, note: null }),
      ),
    );
    assert.equal(nullNote.note, null);
    assert.equal(nullNote.status, "applied");
    const impact = await json(await get(env.app, `/research/decision-impact?id=${id(dec)}`));
    assert.deepEqual((impact.acknowledgements as Env[])[0].latest, {
      status: "applied",
      decision_revision: 1,
      dossier_revision: 1,
      commit: (applied.commit as number) + 2,
      at: nullNote.at,
      actor: "local-author",
      note: null,
    });
  });
});

Deno.test("POST research-decision-acknowledge answers 503 while another writer holds the lock", async () => {
  await withResearch(async (env) => {
    const { dos, dec } = await records(env);
    const snapshot = (await research.listClaims(env.root)).snapshot as string;
    const lock = await Deno.open(archivePaths(env.root).lock, { read: true, write: true });
    const before = await logBytes(env.root);
    try {
      await lock.lock(true);
      const res = await post(env.app, "/research-decision-acknowledge", {
        decision_id: id(dec),
        dossier_id: id(dos),
        expected_snapshot: snapshot,
        expected_decision_revision: 1,
        expected_dossier_revision: 1,
        status: "applied",
      });
      assert.equal(res.status, 503);
      assert.equal(res.headers.get("Retry-After"), String(RESEARCH_LOCK_WAIT_MS / 1000));
      assert.equal((await res.json()).ok, false);
      assert.deepEqual(await logBytes(env.root), before);
    } finally {
      await lock.unlock();
      lock.close();
    }
  });
});

Deno.test("the API index lists the view routes", async () => {
  await withResearch(async (env) => {
    const index = await json(await get(env.app, ""));
    for (
      const path of [
        "/api/research/timeline",
        "/api/research/matrix",
        "/api/research/review",
        "/api/research/decision-impact",
      ]
    ) {
      assert.ok((index.get as string[]).includes(path), path);
    }
    assert.ok((index.post as string[]).includes("/api/research-decision-acknowledge"));
  }, { archive: false, select: false });
});
