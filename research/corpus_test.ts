/**
 * The ten corpus novels (seven languages, ../shared/corpus) through one `svc research
 * batch-ingest`, then a search in each language and a clean audit. Skipped with a notice
 * where the corpus is absent.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { svc } from "../testing/cli.ts";
import { corpusFiles } from "../testing/corpus.ts";

const files = corpusFiles().map((f) => f.path.pathname);
if (files.length === 0) {
  console.warn("[notice] ../shared/corpus not found: research corpus test skipped");
}

Deno.test({
  name:
    "every corpus novel is ingested in one batch, found by words of its language, and audits clean",
  ignore: files.length === 0,
  fn: async () => {
    const dir = await Deno.makeTempDir({ prefix: "svc-research-corpus-" });
    const root = join(dir, "corpus");
    assert.equal((await svc(["research", "init", root])).code, 0);
    const list = join(dir, "novels.list");
    await Deno.writeTextFile(list, files.join("\n") + "\n");
    const t0 = performance.now();
    const r = await svc(["research", "batch-ingest", list, "--allow-retention", "--project", root]);
    const seconds = (performance.now() - t0) / 1000;
    assert.equal(r.code, 0, r.stderr);
    const batch = JSON.parse(r.stdout);
    assert.equal(batch.counts.ingested, files.length);
    console.log(`${files.length} novels ingested in ${seconds.toFixed(1)} s`);
    for (
      // Each title is the manuscript's first heading (source metadata at ingest).
      const [query, expected] of [
        ["Gregor Samsa", "Die Verwandlung"],
        ["Natasha Rostova", "War and Peace"],
        ["Utterson", "The Strange Case of Dr. Jekyll and Mr. Hyde"],
        ["Ulloa", "Los pazos de Ulloa"],
        ["Frédéric Moreau", "L'Éducation sentimentale"],
        ["Renzo Lucia", "I promessi sposi"],
        ["Gonçalo Ramires", "A Ilustre Casa de Ramires"],
        ["Millioen", "Frits Millioen en zijne vrienden"],
        ["Botho Lene", "Irrungen, Wirrungen"],
      ]
    ) {
      const s = await svc([
        "research",
        "search",
        "--query",
        query,
        "--limit",
        "5",
        "--project",
        root,
      ]);
      assert.equal(s.code, 0, s.stderr);
      const hits = JSON.parse(s.stdout).hits as { title: string }[];
      assert.ok(hits.length > 0, query);
      assert.equal(hits[0].title, expected, query);
    }
    const audit = await svc(["research", "audit", "--project", root]);
    assert.equal(audit.code, 0, audit.stdout);
    await Deno.remove(dir, { recursive: true });
  },
});
