import assert from "node:assert/strict";
import { join } from "node:path";
import { ingestLetter, post, withResearch } from "../testing/research.ts";

Deno.test("research-compare reports a source against the selected manuscript as JSON", async () => {
  await withResearch(async ({ app, root }) => {
    const receipt = await ingestLetter(app);
    const res = await post(app, "/research-compare", { source_id: receipt.source_id });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.ok, true);
    assert.equal(body.schema, "research-compare-local/1");
    assert.equal(body.label, "source_internal");
    assert.equal(body.project_id, receipt.project_id);
    assert.equal(body.snapshot, receipt.snapshot);
    assert.equal(body.source.id, receipt.source_id);
    assert.equal(body.manuscript.name, join(root, "ledger.md"));
    assert.equal(typeof body.manuscript.words, "number");
    const named = await post(app, "/research-compare", {
      source_id: receipt.source_id,
      manuscript: "ledger.md",
    });
    assert.equal(named.status, 200);
    const again = await named.json();
    assert.deepEqual(again.vocabulary, body.vocabulary);
  });
});

Deno.test("research-compare renders Markdown on request", async () => {
  await withResearch(async ({ app }) => {
    const receipt = await ingestLetter(app);
    const res = await post(app, "/research-compare", {
      source_id: receipt.source_id,
      format: "md",
    });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.ok, true);
    assert.equal(body.format, "md");
    assert.equal(typeof body.text, "string");
    assert.match(body.text, /source_internal/);
  });
});

Deno.test("research-compare refuses an unknown source, an outside manuscript and a bad format", async () => {
  await withResearch(async ({ app, home }) => {
    const receipt = await ingestLetter(app);
    await Deno.writeTextFile(join(home, "other.md"), "# Other\n\nText.\n");
    const cases: [unknown, RegExp][] = [
      [{ source_id: "src_nothing" }, /No source "src_nothing"/],
      [{ source_id: receipt.source_id, manuscript: "../other.md" }, /outside the project/],
      [{ source_id: receipt.source_id, manuscript: "missing.md" }, /not found/],
      [{ source_id: receipt.source_id, format: "pdf" }, /"format"/],
      [{ source_id: receipt.source_id, extra: true }, /Unknown field "extra"/],
    ];
    for (const [body, message] of cases) {
      const res = await post(app, "/research-compare", body);
      const json = await res.json();
      assert.equal(res.status, 400, `${JSON.stringify(body)} -> ${json.message}`);
      assert.match(json.message, message);
    }
  });
});

Deno.test("research-compare without a selected manuscript needs one named", async () => {
  await withResearch(async ({ app, root, state }) => {
    const receipt = await ingestLetter(app);
    state.select({ root, manuscript: null });
    const res = await post(app, "/research-compare", { source_id: receipt.source_id });
    assert.equal(res.status, 400);
    assert.match((await res.json()).message, /No manuscript is selected/);
    const named = await post(app, "/research-compare", {
      source_id: receipt.source_id,
      manuscript: "ledger.md",
    });
    assert.equal(named.status, 200);
  });
});
