import assert from "node:assert/strict";
import { get, ingestLetter, LETTER, withResearch } from "./research_testing.ts";

Deno.test("research sources lists nothing, then the ingested source with its latest version", async () => {
  await withResearch(async ({ app }) => {
    const empty = await get(app, "/research/sources");
    assert.equal(empty.status, 200);
    const first = await empty.json();
    assert.equal(first.ok, true);
    assert.equal(first.schema, "research-sources-local/1");
    assert.deepEqual(first.sources, []);
    const receipt = await ingestLetter(app, { title: "Letter" });
    const body = await (await get(app, "/research/sources")).json();
    assert.equal(body.snapshot, receipt.snapshot);
    assert.equal(body.sources.length, 1);
    assert.equal(body.sources[0].source_id, receipt.source_id);
    assert.equal(body.sources[0].title, "Letter");
    assert.equal(body.sources[0].versions, 1);
    assert.equal(body.sources[0].latest_version.version_id, receipt.version_id);
  });
});

Deno.test("research sources with id answers one source and its passages' text", async () => {
  await withResearch(async ({ app }) => {
    const receipt = await ingestLetter(app);
    const res = await get(app, `/research/sources?id=${receipt.source_id}`);
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.ok, true);
    assert.equal(body.schema, "research-source-local/1");
    assert.equal(body.source_id, receipt.source_id);
    assert.equal(body.passages.length, receipt.passages);
    for (const p of body.passages) {
      assert.match(p.passage_id, /^psg_/);
      assert.equal(typeof p.start, "number");
      assert.ok(LETTER.includes(p.text), p.text);
    }
  });
});

Deno.test("research sources refuses an unknown or empty id and a missing archive with 400", async () => {
  await withResearch(async ({ app }) => {
    for (const query of ["?id=src_nothing", "?id=", "?id=%20"]) {
      const res = await get(app, `/research/sources${query}`);
      assert.equal(res.status, 400, query);
      assert.equal((await res.json()).ok, false);
    }
  });
  await withResearch(async ({ app }) => {
    const res = await get(app, "/research/sources");
    assert.equal(res.status, 400);
    assert.match((await res.json()).message, /holds no research archive/);
  }, { archive: false });
});
