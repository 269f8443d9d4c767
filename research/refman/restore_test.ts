/**
 * `refmanRestore`: a backup/restore round trip that is byte-identical for the archive and the
 * Zotero data directory, and every way a bundle can be tampered with refused before anything
 * is written (no target, no temporary sibling left).
 *
 * @module
 */

import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import * as research from "../mod.ts";
import { recordsFixture } from "../testing/records_fixture.ts";
import { copyTree, fileDigests, zoteroDataDir } from "../testing/refman_bundle_fixture.ts";
import { sha256 } from "../store/digest.ts";
import { refmanBackup } from "./backup.ts";
import { isSafeBundlePath, refmanRestore } from "./restore.ts";

async function backedUp() {
  const { root } = await recordsFixture();
  await research.ingest(root, {
    bytes: new TextEncoder().encode("<html><body><p>Report of the fire.</p></body></html>"),
    filename: "report.html",
    allowRetention: true,
  });
  await research.createDossier(root, { title: "The fire", body: "# Notes\n\nMill burned.\n" });
  const dir = await Deno.makeTempDir({ prefix: "svc-refman-restore-" });
  const zotero = await zoteroDataDir(dir);
  const bundle = join(dir, "backup");
  const backup = await refmanBackup(root, {
    dataDir: zotero.dir,
    output: bundle,
    confirmRefmanClosed: true,
  });
  return { root, dir, zotero, bundle, backup };
}

/** Nothing named like the target or its temporary sibling exists beside it. */
async function assertNothingRestored(to: string): Promise<void> {
  await assert.rejects(Deno.lstat(to), Deno.errors.NotFound);
  const name = to.split("/").pop()!;
  for (const e of Deno.readDirSync(dirname(to))) {
    assert.equal(e.name.startsWith(`.${name}.restore-`), false, e.name);
  }
}

Deno.test("a backup restores byte for byte into separate project/ and refman/ folders", async () => {
  const { root, dir, zotero, bundle, backup } = await backedUp();
  const archiveBefore = await fileDigests(join(root, "svc-research"));
  const zoteroBefore = await fileDigests(zotero.dir);
  const to = join(dir, "restored");
  const r = await refmanRestore({ from: bundle, to });
  assert.equal(r.schema, "research-refman-restore-local/1");
  assert.equal(r.project_id, backup.project_id);
  assert.equal(r.snapshot, backup.snapshot);
  assert.deepEqual([...Deno.readDirSync(to)].map((e) => e.name).sort(), ["project", "refman"]);

  // the archive: manifest, log and every object identical; no index, nothing else but LOCK
  // and the acknowledged head, which names the same last commit as the original's
  const archiveAfter = await fileDigests(join(to, "project", "svc-research"));
  const kept = (d: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(d).filter(([p]) =>
        p === "MANIFEST.json" || p === "log/commits.jsonl" || p.startsWith("objects/")
      ),
    );
  assert.equal(Object.keys(kept(archiveBefore)).length, 5); // manifest, log, 3 objects
  assert.deepEqual(kept(archiveAfter), kept(archiveBefore));
  assert.deepEqual(
    Object.keys(archiveAfter).filter((p) => !(p in kept(archiveAfter))).sort(),
    ["HEAD.json", "LOCK"],
  );
  assert.equal(archiveAfter["HEAD.json"], archiveBefore["HEAD.json"]);
  const audit = await research.audit(join(to, "project"));
  assert.equal(audit.ok, true, JSON.stringify(audit.errors));
  assert.equal(audit.snapshot, backup.snapshot);
  const dossiers = await research.listDossiers(join(to, "project"));
  assert.equal(JSON.stringify(dossiers).includes("The fire"), true);

  // the data directory: database and storage identical, the excluded things absent
  const zoteroAfter = await fileDigests(join(to, "refman"));
  const included = Object.fromEntries(zotero.included.map((p) => [p, zoteroBefore[p]]));
  assert.deepEqual(zoteroAfter, included);
  for (const p of zotero.excluded) assert.equal(p in zoteroAfter, false, p);
  assert.equal(Deno.statSync(join(to, "refman", "storage", "EMPTY234")).isDirectory, true);

  // never over anything: a second restore into the same place is refused and changes nothing
  await assert.rejects(refmanRestore({ from: bundle, to }), /already exists/);
  assert.deepEqual(await fileDigests(join(to, "refman")), zoteroAfter);
  const empty = join(dir, "empty");
  await Deno.mkdir(empty);
  await assert.rejects(refmanRestore({ from: bundle, to: empty }), /already exists/);
  assert.deepEqual([...Deno.readDirSync(empty)], []);
});

Deno.test("a tampered, incomplete or padded bundle is refused and nothing is restored", async () => {
  const { dir, bundle } = await backedUp();
  const manifest = JSON.parse(await Deno.readTextFile(join(bundle, "backup.json")));
  const cases: [string, (b: string) => Promise<void>, RegExp][] = [
    ["a flipped byte in a stored attachment", async (b) => {
      const p = join(b, "refman", "storage", "ABCD2345", "file.pdf");
      const bytes = await Deno.readFile(p);
      bytes[10] ^= 0x01;
      await Deno.writeFile(p, bytes);
    }, /"refman\/storage\/ABCD2345\/file\.pdf" does not match its size and SHA-256/],
    ["a longer database", async (b) => {
      const p = join(b, "refman", "zotero.sqlite");
      await Deno.writeFile(p, new Uint8Array([0]), { append: true });
    }, /"refman\/zotero\.sqlite" does not match/],
    ["a changed archive log", async (b) => {
      const p = join(b, "project", "log", "commits.jsonl");
      const bytes = await Deno.readFile(p);
      bytes[bytes.length - 5] ^= 0x01;
      await Deno.writeFile(p, bytes);
    }, /"project\/log\/commits\.jsonl" does not match/],
    ["an extra file", async (b) => {
      await Deno.writeTextFile(join(b, "refman", "storage", "ABCD2345", "extra.txt"), "x");
    }, /holds what backup\.json does not list: "refman\/storage\/ABCD2345\/extra\.txt"/],
    ["an extra folder", async (b) => {
      await Deno.mkdir(join(b, "refman", "profile"));
    }, /does not list: "refman\/profile"/],
    ["a symbolic link", async (b) => {
      await Deno.symlink("/etc/hostname", join(b, "refman", "storage", "link.txt"));
    }, /does not list: "refman\/storage\/link\.txt \(a symbolic link\)"/],
    ["a missing file", async (b) => {
      await Deno.remove(join(b, "refman", "storage", "EFGH6789", "page.html"));
    }, /"refman\/storage\/EFGH6789\/page\.html" is missing/],
    ["a missing empty folder", async (b) => {
      await Deno.remove(join(b, "refman", "storage", "EMPTY234"));
    }, /the folder "refman\/storage\/EMPTY234" is missing/],
    ["an interrupted backup", async (b) => {
      await Deno.writeFile(join(b, ".incomplete"), new Uint8Array());
    }, /the bundle is incomplete/],
    ["a manifest pointing outside the bundle", async (b) => {
      const m = structuredClone(manifest);
      m.files[0].path = "refman/../../outside";
      await Deno.writeTextFile(join(b, "backup.json"), JSON.stringify(m));
    }, /invalid file entry/],
    ["a manifest with a forged digest", async (b) => {
      const m = structuredClone(manifest);
      m.files[m.files.length - 1].sha256 = "0".repeat(64);
      await Deno.writeTextFile(join(b, "backup.json"), JSON.stringify(m));
    }, /does not match its size and SHA-256/],
    ["no manifest", async (b) => {
      await Deno.remove(join(b, "backup.json"));
    }, /no readable backup\.json/],
    ["another kind of manifest", async (b) => {
      await Deno.writeTextFile(
        join(b, "backup.json"),
        JSON.stringify({ ...manifest, format: "x" }),
      );
    }, /not an svc reference-manager backup manifest/],
  ];
  for (const [name, tamper, message] of cases) {
    const copy = join(dir, `tampered-${cases.findIndex((c) => c[0] === name)}`);
    await copyTree(bundle, copy);
    await tamper(copy);
    const to = join(dir, `restored-${name.replace(/\W+/g, "-")}`);
    await assert.rejects(refmanRestore({ from: copy, to }), message, name);
    await assertNothingRestored(to);
  }
  // the untouched bundle still restores
  await refmanRestore({ from: bundle, to: join(dir, "restored-untouched") });
});

Deno.test("a bundle whose manifest matches but whose archive does not restore leaves no target", async () => {
  const { dir, bundle } = await backedUp();
  // re-sign the tampered log in backup.json: only the archive's own checks catch it now
  const copy = join(dir, "resigned");
  await copyTree(bundle, copy);
  const log = join(copy, "project", "log", "commits.jsonl");
  const bytes = await Deno.readFile(log);
  bytes[bytes.length - 5] ^= 0x01;
  await Deno.writeFile(log, bytes);
  const m = JSON.parse(await Deno.readTextFile(join(copy, "backup.json")));
  const entry = m.files.find((f: { path: string }) => f.path === "project/log/commits.jsonl");
  entry.sha256 = await sha256(bytes);
  await Deno.writeTextFile(join(copy, "backup.json"), JSON.stringify(m));
  const to = join(dir, "restored");
  await assert.rejects(
    refmanRestore({ from: copy, to }),
    /"log\/commits\.jsonl" does not match its SHA-256 in bundle\.json/,
  );
  await assertNothingRestored(to);
});

Deno.test("isSafeBundlePath accepts only plain paths under project/ or refman/", () => {
  for (
    const ok of [
      "refman/zotero.sqlite",
      "project/objects/sha256/ab/abc",
      "refman/storage/A/ä b.pdf",
    ]
  ) {
    assert.equal(isSafeBundlePath(ok), true, ok);
  }
  for (
    const bad of [
      "backup.json",
      "refman",
      "refman/",
      "/refman/x",
      "refman//x",
      "refman/./x",
      "refman/../x",
      "other/x",
      "refman\\x",
      "refman/x\u0000",
      "refman/a\nb",
      42,
    ]
  ) {
    assert.equal(isSafeBundlePath(bad), false, String(bad));
  }
});
