/**
 * The views over authored records through the real `svc` program: `timeline`, `matrix`,
 * `review`, `decision-impact` (their outputs equal the facade's, reads never write), and the
 * acknowledgement commands `mark-applied` / `reopen` with every guard (stale input exits 1
 * with nothing written; missing or malformed options exit 2).
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import * as research from "./mod.ts";
import { logBytes, recordsFixture } from "./testing/records_fixture.ts";
import { assertError, svc } from "../testing/cli.ts";

type Env = Record<string, unknown>;
const id = (e: Env) => e.record_id as string;

/** A dossier, two claims (one revised after the decision), evidence and a decision. */
async function archive() {
  const { root, passages } = await recordsFixture();
  const dos = await research.createDossier(root, { title: "Fire", body: "# Mill\nBurned.\n" });
  const other = await research.createDossier(root, { title: "Unrelated", body: "" });
  const a = await research.createClaim(root, {
    title: '=cmd|"mill"',
    statement: "The mill burned.",
    confidence: "evidenced",
    dossier_id: id(dos),
    time_period: "1848-03",
  });
  const b = await research.createClaim(root, {
    title: "Insurer",
    statement: "Paid.",
    time_period: "around 1849",
  });
  await research.linkEvidence(root, { claim_id: id(a), passage_id: passages[0] });
  const dec = await research.recordDecision(root, {
    title: "Move the fire",
    claim_id: id(a),
    dossier_ids: [id(dos)],
    deviation_from_fact: true,
  });
  await research.reviseRecord(root, {
    kind: "claim",
    id: id(a),
    expectedRevision: 1,
    changes: { statement: "The mill burned at night." },
    changeKind: "correction",
    reason: "Letter",
  });
  return { root, dos, other, a, b, dec };
}

async function storage(root: string): Promise<string> {
  return JSON.parse(await Deno.readTextFile(join(root, "svc-research", "MANIFEST.json"))).storage;
}

async function run(root: string, ...args: string[]) {
  const r = await svc(["research", ...args, "--project", root]);
  assert.equal(r.code, 0, `${args.join(" ")}: ${r.stderr}`);
  assert.equal(r.stderr, "");
  return r.stdout;
}

Deno.test("timeline, matrix, review and decision-impact print what the facade returns and never write", async () => {
  const { root, dos, a, b, dec } = await archive();
  const before = await logBytes(root);

  const timeline = JSON.parse(await run(root, "timeline"));
  assert.deepEqual(timeline, await research.timeline(root));
  assert.deepEqual(timeline.dated.map((e) => [e.claim_id, e.time_period]), [
    [id(a), "1848-03"],
  ]);
  assert.deepEqual(timeline.unplaced.map((e) => [e.claim_id, e.reason]), [
    [id(b), "unrecognized"],
  ]);
  const t = await research.timeline(root);
  assert.equal(await run(root, "timeline", "--format", "text"), research.renderTimeline(t, "text"));
  assert.equal(await run(root, "timeline", "--format", "md"), research.renderTimeline(t, "md"));
  const ofDossier = JSON.parse(await run(root, "timeline", "--dossier-id", id(dos)));
  assert.equal(ofDossier.dossier_id, id(dos));
  assert.deepEqual(ofDossier.unplaced, []);

  const data = await research.claimMatrixData(root);
  assert.deepEqual(JSON.parse(await run(root, "matrix")), data);
  assert.deepEqual(JSON.parse(await run(root, "matrix", "--format", "json")), data);
  const csv = await run(root, "matrix", "--format", "csv");
  assert.equal(csv, research.renderClaimMatrix(data, "csv"));
  assert.ok(csv.startsWith("\uFEFFclaim_id,"), "a UTF-8 BOM, then the header");
  assert.ok(csv.includes(`,"'=cmd|""mill""",`), "guarded and quoted");
  assert.ok(csv.endsWith("\r\n") && !/[^\r]\n/.test(csv), "CRLF only");
  const md = await run(root, "matrix", "--format", "md");
  assert.equal(md, research.renderClaimMatrix(data, "md"));
  assert.ok(md.startsWith("# Claim/decision matrix\n"), "no BOM in Markdown");

  const review = await research.editorialReview(root);
  assert.equal(await run(root, "review"), research.renderReview(review));
  assert.match(await run(root, "review"), /^Editorial review · 2 items · [^\n]*\ndecision /);
  assert.deepEqual(JSON.parse(await run(root, "review", "--format", "json")), review);
  assert.deepEqual(JSON.parse(await run(root, "review", "--json")), review);

  const impact = await research.decisionImpact(root, id(dec));
  const text = await run(root, "decision-impact", id(dec));
  assert.equal(text, research.renderDecisionImpact(impact));
  assert.match(text, /· review needed ·/);
  assert.equal(
    await run(root, "decision-impact", id(dec), "--limit", "1"),
    research.renderDecisionImpact(impact, 1),
  );
  assert.deepEqual(
    JSON.parse(await run(root, "decision-impact", id(dec), "--format", "json")),
    impact,
  );
  assert.deepEqual(await logBytes(root), before);
});

Deno.test("view commands refuse bad input with a usage error", async () => {
  const { root, a } = await archive();
  const cases: [string[], RegExp][] = [
    [["timeline", "--format", "csv"], /--format/],
    [["timeline", "--dossier-id", "dos_nope"], /"dossier_id" must be a full dos_ id/],
    [["matrix", "--format", "xml"], /--format/],
    [["review", "--limit", "0"], /--limit must be a whole number/],
    [["review", "--json", "--limit", "5"], /--limit bounds the text output/],
    [["review", "--json", "--format", "text"], /--json contradicts --format text/],
    [["decision-impact", id(a)], /"id" must be a full dec_ id/],
    [["decision-impact", "dec_01ARZ3NDEKTSV4RRFFQ69G5FAV"], /no decision/],
  ];
  for (const [args, pattern] of cases) {
    assertError(await svc(["research", ...args, "--project", root]), 2, pattern);
  }
});

Deno.test("mark-applied and reopen append acknowledgements; stale or wrong input writes nothing", async () => {
  const { root, dos, other, dec } = await archive();
  const snapshot = (await research.listClaims(root)).snapshot as string;
  const guards = (snap: string, decRev: string, dosRev: string, dossier = id(dos)) => [
    "--decision-id",
    id(dec),
    "--dossier-id",
    dossier,
    "--expected-snapshot",
    snap,
    "--expected-decision-revision",
    decRev,
    "--expected-dossier-revision",
    dosRev,
    "--project",
    root,
  ];
  const before = await logBytes(root);
  assert.equal(await storage(root), "research-local/2");
  const stale: [string[], number, RegExp][] = [
    [guards("0".repeat(64), "1", "1"), 1, /The archive changed since snapshot/],
    [guards(snapshot, "2", "1"), 1, /Decision .* is at revision 1, not 2; nothing was written/],
    [guards(snapshot, "1", "2"), 1, /Dossier .* is at revision 1, not 2; nothing was written/],
    [guards(snapshot, "1", "1", id(other)), 2, /is not associated with decision/],
    [guards(snapshot, "0", "1"), 2, /--expected-decision-revision must be a whole number/],
    [guards(snapshot, "1", "x"), 2, /--expected-dossier-revision must be a whole number/],
    [guards(snapshot, "1", "1").slice(2), 2, /--decision-id is required/],
    [
      guards(snapshot, "1", "1").slice(0, 8).concat(["--project", root]),
      2,
      /--expected-dossier-revision is required/,
    ],
  ];
  for (const [args, code, pattern] of stale) {
    assertError(await svc(["research", "mark-applied", ...args]), code, pattern);
    assert.equal(await logBytes(root), before, args.join(" "));
  }
  assertError(
    await svc([
      "research",
      "mark-applied",
      ...guards(snapshot, "1", "1"),
      "--note",
      "x".repeat(2001),
    ]),
    2,
    /"note" is longer than 2000 characters/,
  );
  assert.equal(await logBytes(root), before);

  const applied = JSON.parse(
    await run(root, "mark-applied", ...guards(snapshot, "1", "1").slice(0, -2), "--note", "Ch. 3"),
  );
  assert.equal(applied.schema, "research-decision-acknowledgement-local/1");
  assert.equal(applied.status, "applied");
  assert.equal(applied.decision_id, id(dec));
  assert.equal(applied.dossier_id, id(dos));
  assert.equal(applied.decision_revision, 1);
  assert.equal(applied.dossier_revision, 1);
  assert.equal(applied.note, "Ch. 3");
  assert.notEqual(applied.snapshot, snapshot);
  assert.ok(await logBytes(root) > before);
  assert.equal(await storage(root), "research-local/5", "the first acknowledgement raises it");

  // The old snapshot is now stale: reopen with it is refused.
  const afterApplied = await logBytes(root);
  assertError(
    await svc(["research", "reopen", ...guards(snapshot, "1", "1")]),
    1,
    /The archive changed since snapshot/,
  );
  assert.equal(await logBytes(root), afterApplied);
  const reopened = JSON.parse(
    await run(root, "reopen", ...guards(applied.snapshot, "1", "1").slice(0, -2)),
  );
  assert.equal(reopened.status, "review_needed");
  assert.equal(reopened.note, null);
  const review = await research.editorialReview(root);
  const item = review.items.find((i) => i.record_id === id(dec))!;
  assert.deepEqual(item.flags, ["claim_changed", "acknowledgement_review_needed"]);
});
