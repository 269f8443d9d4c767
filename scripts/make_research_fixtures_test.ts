import assert from "node:assert/strict";
import { join } from "node:path";
import { FIXTURE_DIR, makeFixtures } from "./make_research_fixtures.ts";

/**
 * A log with everything that differs between two runs of the script replaced by a stable
 * name: ids by kind and order of appearance, timestamps, hashes, the writing release, and the
 * PDF's own bytes (jsPDF stamps a creation date into them).
 */
function normalised(log: string): unknown[] {
  const names = new Map<string, string>();
  const text = log.replace(
    /\b(prj|src|ver|psg|dos|clm|evl|dec|rel)_[0-9A-HJKMNP-TV-Z]{26}\b/g,
    (id) => {
      if (!names.has(id)) names.set(id, `${id.slice(0, 3)}#${names.size}`);
      return names.get(id)!;
    },
  );
  return text.split("\n").filter((l) => l !== "").map((line) => {
    const c = JSON.parse(line);
    for (const op of c.ops) {
      if (op.retention) op.retention.at = "<at>";
      if (op.media_type === "application/pdf") op.bytes = "<pdf>";
    }
    // The tool names the release that wrote the fixture, which a version bump changes.
    return { ...c, at: "<at>", prev: "<hash>", sha256: "<hash>", tool: "<tool>" };
  });
}

Deno.test("the fixture script still writes what testdata/research holds, schema for schema", async () => {
  const out = await Deno.makeTempDir({ prefix: "svc-fixtures-out-" });
  const written = await makeFixtures(out);
  assert.deepEqual(written.map((w) => w.schema), [1, 2, 3, 4, 5, 6]);
  for (const { schema } of written) {
    const read = (dir: string, file: string) =>
      Deno.readTextFile(join(dir, `schema-${schema}`, "svc-research", file));
    assert.deepEqual(
      normalised(await read(out, "log/commits.jsonl")),
      normalised(await read(FIXTURE_DIR, "log/commits.jsonl")),
      `schema-${schema} log`,
    );
    const [fresh, kept] = [
      JSON.parse(await read(out, "MANIFEST.json")),
      JSON.parse(
        await read(FIXTURE_DIR, "MANIFEST.json"),
      ),
    ];
    assert.equal(fresh.storage, `research-local/${schema}`);
    assert.equal(kept.storage, fresh.storage);
    assert.equal(kept.format, fresh.format);
  }
  await Deno.remove(out, { recursive: true });
});
