import assert from "node:assert/strict";
import { join } from "node:path";
import { createArchive } from "./init.ts";
import { archiveLanguage } from "./archive_language.ts";
import { archivePaths } from "./paths.ts";

Deno.test("archiveLanguage() reads the init commit's language; null when the log cannot tell", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-archive-language-" });
  try {
    await createArchive(join(dir, "de"), { title: "Chronik", language: "de" });
    await createArchive(join(dir, "en"), { title: "Ledger", language: "en" });
    assert.equal(archiveLanguage(archivePaths(join(dir, "de")).log), "de");
    assert.equal(archiveLanguage(archivePaths(join(dir, "en")).log), "en");
    assert.equal(archiveLanguage(join(dir, "missing.jsonl")), null);
    const torn = join(dir, "torn.jsonl");
    await Deno.writeTextFile(torn, '{"commit":1,"ops":[{"op":"init","language":"de"}]');
    assert.equal(archiveLanguage(torn), null, "no complete first line");
    const other = join(dir, "other.jsonl");
    await Deno.writeTextFile(other, '{"commit":1,"ops":[{"op":"ingest"}]}\n');
    assert.equal(archiveLanguage(other), null);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
