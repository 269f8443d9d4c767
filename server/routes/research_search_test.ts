import assert from "node:assert/strict";
import { join } from "node:path";
import { get, ingestLetter, post, withResearch } from "../testing/research.ts";
import { ingest } from "../../research/mod.ts";
import { LONG_WORD, pageBreakPdf, SHORT_WORD } from "../../testing/page_break_pdf.ts";

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
      [{ query: "ledger", offset: -1 }, /"offset"/],
      [{ query: "ledger", offset: 1.5 }, /"offset"/],
      [{ query: "ledger", offset: 1_000_001 }, /"offset"/],
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

Deno.test("research-search: count is every hit, offset pages to the end, next_offset says where", async () => {
  await withResearch(async ({ app, root }) => {
    const paragraphs = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} und so weiter.`);
    await Deno.writeTextFile(join(root, "sources", "und.txt"), paragraphs.join("\n\n") + "\n");
    const res = await post(app, "/research-ingest", {
      file: "sources/und.txt",
      allow_retention: true,
    });
    assert.equal(res.status, 200);
    const seen: string[] = [];
    let offset: number | null = 0;
    let pages = 0;
    while (offset !== null) {
      const body = await (await post(app, "/research-search", { query: "und", limit: 25, offset }))
        .json();
      assert.equal(body.ok, true);
      assert.equal(body.count, 60);
      assert.deepEqual(body.counts, { passages: 60 });
      assert.equal(body.offset, offset);
      seen.push(...body.hits.map((h: { passage_id: string }) => h.passage_id));
      offset = body.next_offset;
      pages++;
    }
    assert.equal(pages, 3);
    assert.equal(new Set(seen).size, 60);
    const past = await (await post(app, "/research-search", { query: "und", offset: 60 })).json();
    assert.deepEqual([past.count, past.hits.length, past.next_offset], [60, 0, null]);
  });
});

Deno.test("research-search scope all: the author's claim comes first, in its own group", async () => {
  await withResearch(async ({ app, root }) => {
    const strong = Array.from({ length: 30 }, (_, i) => `Harbour, harbour, harbour ${i}.`);
    await Deno.writeTextFile(join(root, "sources", "h.txt"), strong.join("\n\n") + "\n");
    await post(app, "/research-ingest", { file: "sources/h.txt", allow_retention: true });
    const claim = await post(app, "/research-claim-add", {
      title: "The master signed",
      statement: "The harbour master counted every crate twice and then signed the papers.",
    });
    assert.equal(claim.status, 200);
    const body = await (await post(app, "/research-search", {
      query: "harbour",
      scope: "all",
      limit: 10,
    })).json();
    assert.equal(body.schema, "research-search-local/2");
    assert.equal(body.hits[0].kind, "claim");
    assert.deepEqual(body.counts, { records: 1, passages: 30 });
    assert.equal(body.count, 31);
    assert.equal(body.next_offset, 10);
    assert.ok(body.hits.slice(1).every((h: { kind: string }) => h.kind === "passage"));
  });
});

Deno.test("research-search hits carry page_end for a passage over a page break, and only then", async () => {
  await withResearch(async ({ app, root }) => {
    await ingest(root, {
      bytes: await pageBreakPdf(),
      filename: "keeper.pdf",
      allowRetention: true,
      env: {},
    });
    const long = (await (await post(app, "/research-search", { query: LONG_WORD })).json()).hits[0];
    assert.ok(long.page_end > long.page, JSON.stringify(long));
    const short =
      (await (await post(app, "/research-search", { query: SHORT_WORD })).json()).hits[0];
    assert.equal(typeof short.page, "number");
    assert.equal("page_end" in short, false);
  });
});
