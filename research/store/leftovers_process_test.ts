/**
 * What killed processes leave (`leftovers.ts`, `search/build_temps.ts`), with real processes:
 * the temp file of a SIGKILLed index build is named by `audit` and removed by the next search
 * that opens the index, while a build that is still running keeps its own; writers' scratch
 * files are removed by the next writer.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { svc } from "../../testing/cli.ts";
import { type LetterArchive, letterArchive } from "../testing/letter_archive.ts";
import { startStalledBuild } from "../testing/stalled_index_build.ts";

function archive(): Promise<LetterArchive> {
  return letterArchive("svc-leftovers-");
}

function indexTemps(dir: string): string[] {
  return [...Deno.readDirSync(join(dir, "index"))].map((e) => e.name)
    .filter((n) => n.endsWith(".tmp")).sort();
}

async function warnings(root: string): Promise<{ code: string; message: string }[]> {
  const r = await svc(["research", "audit", "--project", root]);
  assert.equal(r.code, 0, r.stdout);
  return JSON.parse(r.stdout).warnings;
}

Deno.test("a killed index build's temp file is named by audit and swept by the next search; a running build keeps its own", async () => {
  const { root, file, dir } = await archive();
  const index = join(dir, "index", "search.sqlite");
  const running = await startStalledBuild(index);
  try {
    const [live] = indexTemps(dir);
    assert.match(live, /^\.search\.sqlite\.[0-9a-f]+\.tmp$/);
    // A second build starts (sweeping nothing: the first is alive) and is killed.
    const killed = await startStalledBuild(index);
    const dead = indexTemps(dir).find((n) => n !== live)!;
    assert.ok(dead);
    await killed.kill();
    assert.deepEqual(indexTemps(dir), [dead, live].sort());
    const found = (await warnings(root)).find((w) => w.code === "index-temp-files");
    assert.ok(found, "audit warns while they are there");
    assert.ok(found.message.includes(`index/${dead}`) && found.message.includes(`index/${live}`));
    const search = await svc(["research", "search", "--query", "winter", "--project", root]);
    assert.equal(search.code, 0, search.stderr);
    assert.deepEqual(indexTemps(dir), [live], "the dead build's file is gone, the live one kept");
  } finally {
    await running.kill();
  }
  // The next writer sweeps too.
  await Deno.writeTextFile(file, "Dear Anna,\n\nThe spring in Łódź is short.\n");
  const w = await svc(["research", "ingest", file, "--allow-retention", "--project", root]);
  assert.equal(w.code, 0, w.stderr);
  assert.deepEqual(indexTemps(dir), []);
  assert.ok(!(await warnings(root)).some((x) => x.code === "index-temp-files"));
});

Deno.test("writers' scratch files (tmp/, interrupted manifest and head replacements) are named by audit and removed by the next write", async () => {
  const { root, file, dir } = await archive();
  await Deno.writeTextFile(join(dir, "tmp", "obj-0123456789abcdef-x"), "partial object");
  await Deno.writeTextFile(join(dir, ".MANIFEST.json.a1b2c3d4e5f6.tmp"), "{");
  await Deno.writeTextFile(join(dir, ".HEAD.json.0f0f0f0f0f0f.tmp"), "");
  const found = (await warnings(root)).find((w) => w.code === "tmp-leftovers");
  assert.ok(found);
  for (const n of ["tmp/obj-0123456789abcdef-x", ".MANIFEST.json.a1b2c3d4e5f6.tmp"]) {
    assert.ok(found.message.includes(n), found.message);
  }
  await Deno.writeTextFile(file, "Dear Anna,\n\nThe spring in Łódź is short.\n");
  const w = await svc(["research", "ingest", file, "--allow-retention", "--project", root]);
  assert.equal(w.code, 0, w.stderr);
  assert.deepEqual([...Deno.readDirSync(join(dir, "tmp"))], []);
  assert.ok(!(await warnings(root)).some((x) => x.code === "tmp-leftovers"));
  assert.ok([...Deno.readDirSync(dir)].every((e) => !e.name.endsWith(".tmp")));
});
