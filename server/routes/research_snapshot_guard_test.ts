/**
 * Every research POST that takes `expected_snapshot` refuses one that is not a whole snapshot
 * (a 12-digit prefix a text view used to print, a typo, an empty string) with 400
 * `{ok: false, message}` saying where the full snapshot is, and writes nothing: never the 409
 * "the archive changed" that such a guard used to get, which was false.
 */
import assert from "node:assert/strict";
import * as research from "../../research/mod.ts";
import { tinyPng, toBase64 } from "../../research/testing/images.ts";
import { projectToken } from "../project.ts";
import { type Json, okGet, okPost, refused, seed } from "../testing/research_records.ts";
import { withResearch } from "../testing/research.ts";

const FULL_SNAPSHOT = /give the full snapshot; `research status` prints it/;

Deno.test("every route with expected_snapshot answers 400 to a partial or mistyped one and writes nothing", async () => {
  await withResearch(async (env) => {
    const s = await seed(env);
    const claimA = s.claimA.record_id as string;
    const claimB = s.claimB.record_id as string;
    const dossier = s.dossier.record_id as string;
    const decision = await okPost(env.app, "/research-decision-add", {
      title: "Keep Tuesday",
      rationale: "The letter says so.",
      claim_id: claimA,
      dossier_ids: [dossier],
      deviation_from_fact: false,
    });
    const status = await okGet(env.app, "/research/status");
    const snapshot = status.snapshot as string;
    assert.match(snapshot, /^[0-9a-f]{64}$/);
    const found = await research.findAnchor(env.root, {
      manuscript: "ledger.md",
      quote: "he had never missed an entry in the ledger",
    });
    const image = { filename: "quay.png", content_base64: toBase64(tinyPng()) };
    const routes: [string, Json][] = [
      ["/research-ingest", { file: "sources/letter.txt", allow_retention: true }],
      ["/research-evidence-link", {
        claim_id: claimA,
        passage_id: s.passages[0],
        research_token: s.token,
      }],
      ["/research-claim-relation", {
        project_id: status.project_id,
        research_token: s.token,
        from_claim_id: claimA,
        to_claim_id: claimB,
        from_claim_revision: 1,
        to_claim_revision: 1,
      }],
      ["/research-record-revise", {
        kind: "claim",
        id: claimA,
        changes: { statement: "It arrived on a Wednesday." },
        expected_revision: 1,
        change_kind: "correction",
        reason: "Second letter",
      }],
      ["/research-revision-batch-apply", {
        operations: [{
          kind: "claim",
          id: claimA,
          expected_revision: 1,
          changes: { statement: "It arrived on a Wednesday." },
          change_kind: "correction",
          reason: "Second letter",
        }],
      }],
      ["/research-decision-acknowledge", {
        decision_id: decision.record_id,
        dossier_id: dossier,
        expected_decision_revision: 1,
        expected_dossier_revision: 1,
        status: "applied",
      }],
      ["/research-image-ingest", {
        project_id: status.project_id,
        allow_retention: true,
        ...image,
      }],
      ["/research-dossier-image", {
        project_id: status.project_id,
        dossier_id: dossier,
        expected_revision: 1,
        allow_retention: true,
        ...image,
      }],
      ["/research-manuscript-link", {
        project_id: found.project_id,
        research_token: s.token,
        project_token: await projectToken(env.state),
        expected_source_sha256: found.source_sha256,
        claim_id: claimA,
        claim_revision: 1,
        selection: found.selection,
        allow_retention: true,
      }],
      ["/research-manuscript-reanchor", {
        project_id: found.project_id,
        research_token: s.token,
        project_token: await projectToken(env.state),
        expected_revision: 1,
        expected_source_sha256: found.source_sha256,
        link_id: "mcl_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
      }],
    ];
    for (const bad of [snapshot.slice(0, 12), "not-a-digest!", "", `${snapshot}0`]) {
      for (const [path, body] of routes) {
        const json = await refused(
          env,
          "POST",
          path,
          { ...body, expected_snapshot: bad },
          400,
          FULL_SNAPSHOT,
        );
        assert.equal(json.code, undefined, `${path}: no stale-archive code`);
        assert.ok(
          (json.message as string).startsWith(`expected_snapshot "${bad}" is not a snapshot`),
          `${path}: ${json.message}`,
        );
      }
    }
  });
});
