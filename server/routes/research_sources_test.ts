import assert from "node:assert/strict";
import { ingest } from "../../research/mod.ts";
import { get, ingestLetter, LETTER, withResearch } from "../testing/research.ts";

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

Deno.test("research sources with id and version reads that version's passages; a bad version is 400", async () => {
  await withResearch(async ({ app, root }) => {
    const first = await ingestLetter(app);
    const second = await ingest(root, {
      bytes: new TextEncoder().encode("Dear Anna,\n\nThe second draft of the letter."),
      filename: "letter.txt",
      allowRetention: true,
      sourceId: first.source_id as string,
    });
    assert.equal(second.version, 2);
    const read = async (query: string) => {
      const res = await get(app, `/research/sources?id=${first.source_id}${query}`);
      assert.equal(res.status, 200, query);
      return await res.json();
    };
    const latest = await read("");
    assert.equal(latest.version.version_id, second.version_id);
    assert.deepEqual(await read("&version=2"), latest);
    const old = await read("&version=1");
    assert.equal(old.version.version_id, first.version_id);
    assert.equal(old.versions.length, 2);
    assert.equal(old.passages.length, first.passages);
    assert.ok(old.passages.some((p: { text: string }) => p.text.includes("Łódź")));
    assert.ok(!latest.passages.some((p: { text: string }) => p.text.includes("Łódź")));
    for (
      const query of [
        `?id=${first.source_id}&version=3`,
        `?id=${first.source_id}&version=0`,
        `?id=${first.source_id}&version=-1`,
        `?id=${first.source_id}&version=1.5`,
        `?id=${first.source_id}&version=`,
        `?id=${first.source_id}&version=two`,
        "?version=1",
      ]
    ) {
      const res = await get(app, `/research/sources${query}`);
      assert.equal(res.status, 400, query);
      const body = await res.json();
      assert.equal(body.ok, false, query);
      assert.equal(typeof body.message, "string");
    }
  });
});
