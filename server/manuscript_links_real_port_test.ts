/**
 * Manuscript claim links on a real loopback port: a client opens a project, finds a quote,
 * links it, edits the manuscript, sees the link `moved` in the review and re-pins it — each
 * step through the running server with its two guard tokens.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import * as research from "../research/mod.ts";
import { ServerState } from "./state.ts";
import { projectToken } from "./project.ts";
import { researchToken } from "./research_root.ts";
import { serveOnLoopback } from "../testing/serve_app.ts";

Deno.test("a running server links a quote, reviews it after an edit and re-pins it", async () => {
  const root = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-anchor-port-" }));
  const state = new ServerState({ home: root, cliThresholds: {}, debug: false });
  const server = serveOnLoopback(state);
  const base = `http://127.0.0.1:${server.addr.port}/api`;
  const postJson = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  try {
    await research.init(root, { title: "Port", language: "en" });
    const book = join(root, "diary.md");
    await Deno.writeTextFile(book, "# Diary\n\nThe keeper wrote about the storm in Gdańsk.\n");
    assert.equal((await postJson("/project-open", { path: root })).status, 200);
    const claim = await research.createClaim(root, { title: "Storm", statement: "A storm." });
    const found = await research.findAnchor(root, {
      manuscript: book,
      quote: "the storm in Gdańsk",
    });
    const tokens = async () => ({
      research_token: await researchToken(state),
      project_token: await projectToken(state),
    });
    const linked = await postJson("/research-manuscript-link", {
      ...(await tokens()),
      project_id: found.project_id,
      expected_snapshot: found.snapshot,
      expected_source_sha256: found.source_sha256,
      claim_id: claim.record_id,
      claim_revision: 1,
      selection: found.selection,
      allow_retention: true,
    });
    assert.equal(linked.status, 200, linked.body.message);

    await Deno.writeTextFile(
      book,
      "# Diary\n\nA first line.\n\nThe keeper wrote about the storm in Gdańsk.\n",
    );
    const t = await tokens();
    const q = `research_token=${encodeURIComponent(t.research_token!)}&project_token=${
      encodeURIComponent(t.project_token)
    }`;
    const review = await (await fetch(`${base}/research/manuscript-review?${q}`)).json();
    assert.equal(review.ok, true, review.message);
    assert.equal(review.rows[0].anchor_state, "moved");
    const repinned = await postJson("/research-manuscript-reanchor", {
      ...t,
      project_id: found.project_id,
      expected_snapshot: review.snapshot,
      expected_revision: 1,
      expected_source_sha256: review.rows[0].current_source_sha256,
      link_id: linked.body.link_id,
    });
    assert.equal(repinned.status, 200, repinned.body.message);
    assert.deepEqual(
      [repinned.body.link.anchor.selection.start_line, repinned.body.revision],
      [5, 2],
    );
    const after = await (await fetch(`${base}/research/manuscript-review?${q}`)).json();
    assert.equal(after.rows[0].anchor_state, "resolved");
  } finally {
    await server.shutdown();
    await Deno.remove(root, { recursive: true });
  }
});
