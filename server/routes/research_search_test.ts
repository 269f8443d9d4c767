import assert from "node:assert/strict";
import { get, ingestLetter, post, withResearch } from "../testing/research.ts";

Deno.test("research-search finds an ingested passage and answers research-search-local/1", async () => {
  await withResearch(async ({ app }) => {
    const receipt = await ingestLetter(app);
    const res = await post(app, "/research-search", { query: "harbour", limit: 5 });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.ok, true);
    assert.equal(body.schema, "research-search-local/1");
    assert.equal(body.scope, "sources");
    assert.equal(body.limit, 5);
    assert.equal(body.count, 1);
    assert.equal(body.snapshot, receipt.snapshot);
    assert.equal(body.project_id, receipt.project_id);
    assert.equal(body.hits[0].source_id, receipt.source_id);
    assert.match(body.hits[0].passage_id, /^psg_/);
    // Diacritics fold: "lodz" finds the passage with "Łódź".
    const folded = await (await post(app, "/research-search", { query: "lodz" })).json();
    assert.equal(folded.count, 1);
    assert.match(folded.hits[0].excerpt, /Łódź/);
    const none = await (await post(app, "/research-search", { query: "zeppelin" })).json();
    assert.equal(none.ok, true);
    assert.equal(none.count, 0);
    assert.deepEqual(none.hits, []);
  });
});

Deno.test("research-search refuses a blank query, a bad limit or scope, and unknown fields", async () => {
  await withResearch(async ({ app }) => {
    const cases: [unknown, RegExp][] = [
      [{ query: "  " }, /"query" must not be blank/],
      [{ query: "ledger", limit: 0 }, /"limit"/],
      [{ query: "ledger", limit: 101 }, /"limit"/],
      [{ query: "ledger", limit: 2.5 }, /"limit"/],
      [{ query: "ledger", limit: "5" }, /"limit"/],
      [{ query: "ledger", scope: "everything" }, /"scope"/],
      [{ query: "ledger", page: 2 }, /Unknown field "page"/],
      [{ limit: 5 }, /"query"/],
      [{ query: "!!! ---" }, /Search needs at least one word/],
    ];
    for (const [body, message] of cases) {
      const res = await post(app, "/research-search", body);
      const json = await res.json();
      assert.equal(res.status, 400, `${JSON.stringify(body)} -> ${json.message}`);
      assert.equal(json.ok, false);
      assert.match(json.message, message);
    }
  });
});

Deno.test("research-search without an archive is 400, not an empty result", async () => {
  await withResearch(async ({ app }) => {
    const res = await post(app, "/research-search", { query: "ledger" });
    assert.equal(res.status, 400);
    assert.equal((await res.json()).ok, false);
    const status = await (await get(app, "/research/status")).json();
    assert.equal(status.initialized, false);
  }, { archive: false });
});
