import assert from "node:assert/strict";
import { get, ingestLetter, logBytes, post, withResearch } from "../testing/research.ts";

Deno.test("source metadata over HTTP: read, guarded correction, 409 on a stale revision with nothing written, 400 on bad input", async () => {
  await withResearch(async ({ app, root }) => {
    const receipt = await ingestLetter(app, {
      metadata: { authors: ["Müller, Anna"], date: "1893", kind: "letter" },
    });
    assert.equal(receipt.metadata_revision, 1);
    const id = receipt.source_id as string;
    const read = await (await get(app, `/research/source-metadata?id=${id}`)).json();
    assert.equal(read.ok, true);
    assert.equal(read.schema, "research-source-metadata-local/1");
    assert.deepEqual(read.metadata.authors, ["Müller, Anna"]);

    const body = {
      source_id: id,
      expected_revision: 1,
      changes: { date: "1893-03-18", place: "Łódź" },
      reason: "Postmark",
    };
    const res = await post(app, "/research-source-metadata", body);
    assert.equal(res.status, 200);
    const revised = await res.json();
    assert.equal(revised.metadata_revision, 2);
    assert.equal(revised.metadata.place, "Łódź");
    assert.equal(revised.period.precision, "day");

    const before = await logBytes(root);
    const stale = await post(app, "/research-source-metadata", body);
    assert.equal(stale.status, 409);
    assert.equal((await stale.json()).code, "stale-archive");
    const staleSnapshot = await post(app, "/research-source-metadata", {
      ...body,
      expected_revision: 2,
      changes: { place: "Lodz" },
      expected_snapshot: receipt.snapshot,
    });
    assert.equal(staleSnapshot.status, 409);
    assert.deepEqual(await logBytes(root), before, "nothing written");

    for (
      const bad of [
        { ...body, expected_revision: 2, changes: { isbn: "x" } },
        { ...body, expected_revision: 2, changes: { url: "javascript:alert(1)" } },
        { ...body, expected_revision: 2, changes: { place: "Łódź", date: "1893-03-18" } },
        { ...body, source_id: "src_nothing" },
        { ...body, extra: 1 },
      ]
    ) {
      const r = await post(app, "/research-source-metadata", bad);
      assert.equal(r.status, 400, JSON.stringify(bad));
      assert.equal((await r.json()).ok, false);
    }
    const listed = await (await get(app, "/research/sources")).json();
    assert.equal(listed.sources[0].metadata_revision, 2);
    assert.equal((await get(app, "/research/source-metadata")).status, 400);
  });
});
