import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import * as research from "../mod.ts";
import { recordsFixture } from "../testing/records_fixture.ts";
import { archivePaths } from "../store/paths.ts";

const CLI = new URL("../../cli.ts", import.meta.url).pathname;

Deno.test("processes catching the state up at once apply each commit exactly once", async () => {
  const { root } = await recordsFixture();
  const first = await research.createClaim(root, { title: "First", statement: "S" });
  const id = first.record_id as string;
  await research.getRecord(root, { kind: "claim", id });
  for (let i = 0; i < 12; i++) {
    await research.reviseRecord(root, {
      kind: "claim",
      id,
      expectedRevision: i + 1,
      changes: { statement: `S ${i}` },
      changeKind: "correction",
      reason: "r",
    });
    await research.createClaim(root, { title: `Claim ${i}`, statement: "S" });
  }
  // The state stays at the first read; four fresh processes now catch it up together.
  const runs = await Promise.all(
    Array.from({ length: 4 }, () =>
      new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", CLI, "research", "claim", "--history", id, "--project", root],
        stdout: "piped",
        stderr: "piped",
      }).output()),
  );
  const outputs = runs.map((r) => new TextDecoder().decode(r.stdout));
  for (const r of runs) assert.equal(r.code, 0, new TextDecoder().decode(r.stderr));
  assert.equal(new Set(outputs).size, 1);
  assert.equal(JSON.parse(outputs[0]).latest_revision, 13);
  const db = new DatabaseSync(archivePaths(root).state, { readOnly: true });
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    assert.equal(count("SELECT commit_no AS n FROM meta"), 27);
    assert.equal(count("SELECT count(*) AS n FROM records"), 13);
    assert.equal(count("SELECT count(*) AS n FROM revisions"), 25);
    assert.equal(count(`SELECT revisions AS n FROM records WHERE record_id = '${id}'`), 13);
  } finally {
    db.close();
  }
});

Deno.test("a killed state build's temp file is named by audit and swept by the next read; a live one stays", async () => {
  const { root } = await recordsFixture();
  const claim = await research.createClaim(root, { title: "T", statement: "S" });
  const id = claim.record_id as string;
  await research.getRecord(root, { kind: "claim", id });
  const dir = archivePaths(root).indexDir;
  const dead = ".state.sqlite.0123456789ab.tmp", live = ".state.sqlite.ba9876543210.tmp";
  await Deno.writeTextFile(`${dir}/${dead}`, "half a build");
  const held = await Deno.open(`${dir}/${live}`, { write: true, createNew: true });
  held.lockSync(true); // as a running build holds its temp file
  try {
    const found = (await research.audit(root)).warnings.find((w) => w.code === "index-temp-files");
    assert.ok(found?.message.includes(`index/${dead}`) && found.message.includes(`index/${live}`));
    const read = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", CLI, "research", "claim", "--history", id, "--project", root],
      stdout: "null",
      stderr: "piped",
    }).output();
    assert.equal(read.code, 0, new TextDecoder().decode(read.stderr));
    const temps = [...Deno.readDirSync(dir)].map((e) => e.name).filter((n) => n.endsWith(".tmp"));
    assert.deepEqual(temps, [live], "the dead build's file is gone, the live one kept");
  } finally {
    held.close();
  }
});
