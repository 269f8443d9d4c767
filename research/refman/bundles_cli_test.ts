/**
 * `svc research refman-export`, `refman-backup` and `refman-restore` through the real program:
 * required permission flags (exit 2), refusals (exit 1, one `[error]` line), a dry run that
 * writes nothing, and a backup restored with the same project id and snapshot.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { assertError, svc } from "../../testing/cli.ts";
import { fileDigests, zoteroDataDir } from "../testing/refman_bundle_fixture.ts";

async function project(): Promise<{ dir: string; root: string }> {
  const dir = await Deno.makeTempDir({ prefix: "svc-refman-cli-" });
  const root = join(dir, "book");
  assert.equal((await svc(["research", "init", root, "--title", "The Ledger"])).code, 0);
  const file = join(dir, "letters.txt");
  await Deno.writeTextFile(file, "Dear Anna,\n\nThe mill burned.\n");
  const r = await svc([
    "research",
    "ingest",
    file,
    "--allow-retention",
    "--project",
    root,
    "--context",
    '{"author":"Weber, Anna","created_period":"1848-03","place":"Łódź"}',
  ]);
  assert.equal(r.code, 0, r.stderr);
  return { dir, root };
}

Deno.test("refman-export: --allow-retention is required, --dry-run writes nothing, then the bundle is written", async () => {
  const { dir, root } = await project();
  const out = join(dir, "ris");
  assertError(
    await svc(["research", "refman-export", "--project", root, "--output", out]),
    2,
    /--allow-retention/,
  );
  const dry = await svc([
    "research",
    "refman-export",
    "--project",
    root,
    "--output",
    out,
    "--allow-retention",
    "--dry-run",
  ]);
  assert.equal(dry.code, 0, dry.stderr);
  const planned = JSON.parse(dry.stdout);
  assert.equal(planned.schema, "research-refman-export-local/1");
  assert.equal(planned.dry_run, true);
  await assert.rejects(Deno.lstat(out), Deno.errors.NotFound);
  const real = await svc([
    "research",
    "refman-export",
    "--project",
    root,
    "--output",
    out,
    "--allow-retention",
  ]);
  assert.equal(real.code, 0, real.stderr);
  assert.deepEqual(JSON.parse(real.stdout).files, planned.files);
  const ris = await Deno.readTextFile(join(out, "export.ris"));
  assert.match(ris, /^TY {2}- GEN\r\nTI {2}- letters\r\nAU {2}- Weber, Anna\r\nCY {2}- Łódź\r\n/);
  assert.match(ris, /\r\nL1 {2}- files\/letters\.txt\r\nER {2}- \r\n\r\n$/);
  assertError(
    await svc([
      "research",
      "refman-export",
      "--project",
      root,
      "--output",
      out,
      "--allow-retention",
    ]),
    1,
    /already exists/,
  );
});

Deno.test("refman-backup needs --confirm-refman-closed, refuses an open Zotero, and refman-restore brings both back", async () => {
  const { dir, root } = await project();
  const zotero = await zoteroDataDir(dir);
  const out = join(dir, "backup");
  const base = ["research", "refman-backup", "--project", root, "--data-dir", zotero.dir];
  assertError(await svc([...base, "--output", out]), 2, /--confirm-refman-closed/);
  await Deno.writeFile(join(zotero.dir, "zotero.sqlite-journal"), new Uint8Array());
  assertError(
    await svc([...base, "--output", out, "--confirm-refman-closed"]),
    1,
    /Zotero looks open/,
  );
  await Deno.remove(join(zotero.dir, "zotero.sqlite-journal"));
  await assert.rejects(Deno.lstat(out), Deno.errors.NotFound);
  const b = await svc([...base, "--output", out, "--confirm-refman-closed"]);
  assert.equal(b.code, 0, b.stderr);
  const backup = JSON.parse(b.stdout);
  assert.equal(backup.schema, "research-refman-backup-local/1");
  const to = join(dir, "restored");
  const r = await svc(["research", "refman-restore", "--from", out, "--to", to]);
  assert.equal(r.code, 0, r.stderr);
  const restored = JSON.parse(r.stdout);
  assert.equal(restored.project_id, backup.project_id);
  assert.equal(restored.snapshot, backup.snapshot);
  const audit = await svc(["research", "audit", "--project", join(to, "project")]);
  assert.equal(audit.code, 0, audit.stdout);
  const before = await fileDigests(zotero.dir);
  const after = await fileDigests(join(to, "refman"));
  for (const p of zotero.included) assert.equal(after[p], before[p], p);
  assertError(
    await svc(["research", "refman-restore", "--from", out, "--to", to]),
    1,
    /already exists/,
  );
});
