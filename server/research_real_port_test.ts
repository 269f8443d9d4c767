/**
 * The research routes on a real loopback port: a client ingests a project file and finds it
 * by search through a running server, and the status reflects the write.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { init } from "../research/mod.ts";
import { ServerState } from "./state.ts";
import { serveOnLoopback } from "../testing/serve_app.ts";

Deno.test("a running server ingests a project file and finds it by search", async () => {
  const root = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-research-port-" }));
  const state = new ServerState({ home: root, cliThresholds: {}, debug: false });
  const server = serveOnLoopback(state);
  const base = `http://127.0.0.1:${server.addr.port}/api`;
  const postJson = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  try {
    await init(root, { title: "Port", language: "en" });
    await Deno.writeTextFile(
      join(root, "diary.md"),
      "# Diary\n\nThe lighthouse keeper wrote about the storm in Gdańsk.\n",
    );
    const opened = await postJson("/project-open", { path: root });
    assert.equal(opened.status, 200);
    assert.equal((await opened.json()).manuscript, join(root, "diary.md"));
    const ingested = await postJson("/research-ingest", {
      file: "diary.md",
      allow_retention: true,
      context: { genre: "diary" },
    });
    assert.equal(ingested.status, 200);
    const receipt = await ingested.json();
    assert.equal(receipt.ok, true);
    assert.equal(receipt.schema, "research-ingest-local/1");
    const found = await postJson("/research-search", { query: "lighthouse" });
    assert.equal(found.status, 200);
    const hits = await found.json();
    assert.equal(hits.count, 1);
    assert.equal(hits.hits[0].source_id, receipt.source_id);
    const status = await (await fetch(`${base}/research/status`)).json();
    assert.equal(status.snapshot, receipt.snapshot);
    assert.equal(status.counts.sources, 1);
  } finally {
    await server.shutdown();
    await Deno.remove(root, { recursive: true });
  }
});
