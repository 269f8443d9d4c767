/**
 * `refmanBackup`: the confirmation, the "Zotero is open" refusals (a `-wal` or `-journal`
 * beside the database; the database locked by another process, in SQLite's exclusive locking
 * mode or inside `BEGIN EXCLUSIVE`), the audit gate, the integrity check of the copy, and
 * what a backup holds and leaves out.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { recordsFixture } from "../testing/records_fixture.ts";
import { holdDatabase, zoteroDataDir } from "../testing/refman_bundle_fixture.ts";
import { sha256 } from "../store/digest.ts";
import { walkTree } from "./bundle_files.ts";
import { refmanBackup } from "./backup.ts";

async function setup(rows?: number) {
  const { root } = await recordsFixture();
  const dir = await Deno.makeTempDir({ prefix: "svc-refman-backup-" });
  const zotero = await zoteroDataDir(dir, rows);
  return { root, dir, zotero, output: join(dir, "backup") };
}

async function assertAbsent(path: string): Promise<void> {
  await assert.rejects(Deno.lstat(path), Deno.errors.NotFound);
}

async function dirListing(dir: string): Promise<string[]> {
  const t = await walkTree(dir);
  return [...t.files, ...t.folders, ...t.links].sort();
}

Deno.test("refman-backup needs confirmRefmanClosed literally true and creates nothing without it", async () => {
  const { root, zotero, output } = await setup();
  for (const confirmRefmanClosed of [undefined, false, "true", 1]) {
    await assert.rejects(
      refmanBackup(root, { dataDir: zotero.dir, output, confirmRefmanClosed }),
      /Nothing was backed up: close Zotero first .*--confirm-refman-closed/,
    );
  }
  await assertAbsent(output);
});

Deno.test("a -wal or -journal beside zotero.sqlite refuses the backup with nothing created", async () => {
  const { root, zotero, output } = await setup();
  for (const suffix of ["-wal", "-journal"]) {
    const side = join(zotero.dir, "zotero.sqlite" + suffix);
    await Deno.writeFile(side, new Uint8Array());
    await assert.rejects(
      refmanBackup(root, { dataDir: zotero.dir, output, confirmRefmanClosed: true }),
      new RegExp(`Zotero looks open \\(".*zotero\\.sqlite${suffix}" exists\\)`),
    );
    await assertAbsent(output);
    await Deno.remove(side);
  }
});

Deno.test("a database locked by another process refuses the backup; the probe leaves no file behind", async () => {
  const { root, zotero, output } = await setup();
  const database = join(zotero.dir, "zotero.sqlite");
  const before = await dirListing(zotero.dir);
  const dbBytes = await Deno.readFile(database);
  for (const mode of ["shared", "exclusive"] as const) {
    const holder = await holdDatabase(database, mode);
    try {
      await assert.rejects(
        refmanBackup(root, { dataDir: zotero.dir, output, confirmRefmanClosed: true }),
        /Zotero looks open \(its database ".*zotero\.sqlite" is locked\)/,
      );
    } finally {
      await holder.stop();
    }
    await assertAbsent(output);
    assert.deepEqual(await dirListing(zotero.dir), before);
    assert.deepEqual(await Deno.readFile(database), dbBytes);
  }
  // once the other process is gone, the same backup succeeds
  const r = await refmanBackup(root, { dataDir: zotero.dir, output, confirmRefmanClosed: true });
  assert.equal(r.schema, "research-refman-backup-local/1");
  assert.deepEqual(await dirListing(zotero.dir), before);
  assert.deepEqual(await Deno.readFile(database), dbBytes);
});

Deno.test("a backup holds project/, refman/ (database and storage only) and a manifest of every file", async () => {
  const { root, zotero, output } = await setup();
  const r = await refmanBackup(root, { dataDir: zotero.dir, output, confirmRefmanClosed: true });
  const tree = await walkTree(output);
  assert.deepEqual(tree.links, []);
  const refmanFiles = tree.files.filter((f) => f.startsWith("refman/")).map((f) => f.slice(7));
  assert.deepEqual(refmanFiles, [...zotero.included].sort());
  for (const excluded of zotero.excluded) {
    assert.equal(tree.files.includes(`refman/${excluded}`), false, excluded);
  }
  assert.ok(tree.folders.includes("refman/storage/EMPTY234"));
  assert.equal(tree.files.includes(".incomplete"), false);
  assert.ok(tree.files.includes("project/bundle.json"));
  assert.ok(tree.files.includes("project/log/commits.jsonl"));
  const manifest = JSON.parse(await Deno.readTextFile(join(output, "backup.json")));
  assert.equal(manifest.format, "svc-refman-backup/1");
  assert.equal(manifest.project_id, r.project_id);
  assert.equal(manifest.snapshot, r.snapshot);
  assert.equal(manifest.refman.integrity_check, "ok");
  assert.equal(manifest.refman.storage_files, 3);
  assert.deepEqual(manifest.refman.skipped.map((s: { path: string }) => s.path), [
    "storage/LINK2345/outside.pdf",
  ]);
  // every file but backup.json itself, with its size and SHA-256
  assert.deepEqual(
    manifest.files.map((f: { path: string }) => f.path),
    tree.files.filter((f) => f !== "backup.json"),
  );
  for (const f of manifest.files) {
    const bytes = await Deno.readFile(join(output, f.path));
    assert.equal(f.size, bytes.length);
    assert.equal(f.sha256, await sha256(bytes));
  }
  // the copied database is the user's, byte for byte, and opens
  assert.deepEqual(
    await Deno.readFile(join(output, "refman", "zotero.sqlite")),
    await Deno.readFile(join(zotero.dir, "zotero.sqlite")),
  );
  const copy = new DatabaseSync(join(output, "refman", "zotero.sqlite"), { readOnly: true });
  assert.deepEqual(
    { ...copy.prepare("SELECT count(*) AS n FROM items").get() },
    { n: 6 },
  );
  copy.close();
  assert.equal(r.files, manifest.files.length);
  await assert.rejects(
    refmanBackup(root, { dataDir: zotero.dir, output, confirmRefmanClosed: true }),
    /already exists/,
  );
});

Deno.test("a copy that fails SQLite's integrity check refuses the backup and removes the new folder", async () => {
  const { root, zotero, output } = await setup(400);
  const database = join(zotero.dir, "zotero.sqlite");
  const bytes = await Deno.readFile(database);
  const pageSize = (bytes[16] << 8) | bytes[17];
  assert.ok(bytes.length >= pageSize * 4, "the fixture spans several pages");
  // garble the cells of the last page (a leaf of the items table), not its header
  bytes.fill(0x41, bytes.length - pageSize + 64, bytes.length - 8);
  await Deno.writeFile(database, bytes);
  await assert.rejects(
    refmanBackup(root, { dataDir: zotero.dir, output, confirmRefmanClosed: true }),
    /SQLite's integrity check of the copied database failed: \*\*\* in database main \*\*\* Tree/,
  );
  await assertAbsent(output);
});

Deno.test("an archive that fails its audit, or a folder without zotero.sqlite, is not backed up", async () => {
  const { root, dir, zotero, output } = await setup();
  const empty = join(dir, "not-zotero");
  await Deno.mkdir(empty);
  await assert.rejects(
    refmanBackup(root, { dataDir: empty, output, confirmRefmanClosed: true }),
    /holds no zotero\.sqlite/,
  );
  await assert.rejects(
    refmanBackup(root, { dataDir: join(dir, "missing"), output, confirmRefmanClosed: true }),
    /no such folder/,
  );
  const objects = join(root, "svc-research", "objects", "sha256");
  const sub = [...Deno.readDirSync(objects)][0].name;
  const object = join(objects, sub, [...Deno.readDirSync(join(objects, sub))][0].name);
  const data = await Deno.readFile(object);
  data[0] ^= 0xff;
  await Deno.chmod(object, 0o644);
  await Deno.writeFile(object, data);
  await assert.rejects(
    refmanBackup(root, { dataDir: zotero.dir, output, confirmRefmanClosed: true }),
    /fails its audit/,
  );
  await assertAbsent(output);
});
