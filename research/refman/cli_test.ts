/**
 * `svc research refman-status`, `refman` and `refman-ingest` end to end through the real
 * program (and a record read's Zotero check, with the data directory from svc.toml), against
 * the sample data directory (the local API switched off, so no Zotero on
 * the machine is ever reached).
 *
 * @module
 */

import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { createDossier } from "../api/records.ts";
import { getSource } from "../api/project.ts";
import { archivePaths } from "../store/paths.ts";
import { refmanIngest } from "./ingest.ts";
import { assertError, svc } from "../../testing/cli.ts";
import { KEYS, LOCAL_USER_KEY } from "../testing/zotero_fixture.ts";
import { withZotero } from "../testing/zotero_env.ts";

const OFF = { SVC_REFMAN_API_URL: "off" };

Deno.test("refman-status exits 0 without Zotero and reports the data directory it found", async () => {
  const r = await svc(["research", "refman-status"], { env: OFF });
  assert.equal(r.code, 0, r.stderr);
  const status = JSON.parse(r.stdout);
  assert.equal(status.ready, false);
  assert.equal(status.data_dir.state, "missing");
  await withZotero(async ({ dataDir }) => {
    const ok = await svc(["research", "refman-status"], {
      env: { ...OFF, SVC_REFMAN_DATA_DIR: dataDir },
    });
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(JSON.parse(ok.stdout).server_id, `zotero:users/local/${LOCAL_USER_KEY}`);
  });
});

Deno.test("refman browses and refman-ingest captures through the command line; refusals exit 2 and write nothing", async () => {
  await withZotero(async ({ root, dataDir }) => {
    const common = ["--project", root, "--data-dir", dataDir];
    const page = await svc(
      ["research", "refman", ...common, "--collection-key", KEYS.colLetters, "--limit", "5"],
      { env: OFF },
    );
    assert.equal(page.code, 0, page.stderr);
    const body = JSON.parse(page.stdout);
    assert.equal(body.schema, "research-refman-local/1");
    assert.deepEqual(body.items.map((i: { key: string }) => i.key), [KEYS.letter]);
    assertError(
      await svc(["research", "refman", ...common, "--limit", "0"], { env: OFF }),
      2,
      /--limit must be a whole number from 1 to 100/,
    );

    const log = await Deno.readFile(archivePaths(root).log);
    const ingest = ["research", "refman-ingest", ...common, "--attachment-key"];
    const server = ["--expected-server-id", `zotero:users/local/${LOCAL_USER_KEY}`];
    assertError(
      await svc([...ingest, KEYS.letterSnapshot, ...server], { env: OFF }),
      2,
      /explicit permission/,
    );
    assertError(
      await svc([...ingest, KEYS.letterScan, ...server, "--allow-retention"], { env: OFF }),
      2,
      /Refused attachment L9NKED2F: it is a linked file/,
    );
    assertError(
      await svc(
        [
          ...ingest,
          KEYS.letterSnapshot,
          "--expected-server-id",
          "zotero:users/9",
          "--allow-retention",
        ],
        { env: OFF },
      ),
      2,
      /does not match the Zotero installation/,
    );
    assert.deepEqual(await Deno.readFile(archivePaths(root).log), log);

    const ok = await svc([...ingest, KEYS.letterSnapshot, ...server, "--allow-retention"], {
      env: OFF,
    });
    assert.equal(ok.code, 0, ok.stderr);
    const receipt = JSON.parse(ok.stdout);
    assert.equal(receipt.context.external_reference.attachment_key, KEYS.letterSnapshot);
    assert.equal(receipt.storage, "research-local/3");
  });
});

Deno.test("refman-status and refman-backup read [refman] data_dir from the project's svc.toml; a malformed svc.toml is a warning and exit 0", async () => {
  await withZotero(async ({ root, dataDir, home }) => {
    const config = join(root, "svc.toml");
    await Deno.writeTextFile(config, 'title = "The Ledger"\n[refman]\ndata_dir = "../Zotero"\n');
    // An empty SVC_REFMAN_DATA_DIR counts as unset, so a value in this process's environment
    // cannot stand in for the file's.
    const env = { ...OFF, SVC_REFMAN_DATA_DIR: "" };
    for (const run of [{ cwd: root, args: [] }, { cwd: home, args: ["--project", root] }]) {
      const r = await svc(["research", "refman-status", ...run.args], { cwd: run.cwd, env });
      assert.equal(r.code, 0, r.stderr);
      assert.equal(r.stderr, "");
      const status = JSON.parse(r.stdout);
      assert.equal(status.data_dir.path, dataDir);
      assert.equal(status.via, "data-dir");
      assert.equal(status.server_id, `zotero:users/local/${LOCAL_USER_KEY}`);
    }
    const flagged = await svc(
      ["research", "refman-status", "--data-dir", join(home, "elsewhere")],
      { cwd: root, env },
    );
    assert.equal(JSON.parse(flagged.stdout).data_dir.path, join(home, "elsewhere"));
    const backup = await svc(
      ["research", "refman-backup", "--output", join(home, "backup"), "--confirm-refman-closed"],
      { cwd: root, env },
    );
    assert.equal(backup.code, 0, backup.stderr);
    assert.equal(JSON.parse(backup.stdout).refman.data_dir, dataDir, "no --data-dir: the config's");

    await Deno.writeTextFile(config, '[refman]\ndata_dir = "../Zotero\n');
    const broken = await svc(["research", "refman-status"], { cwd: root, env });
    assert.equal(broken.code, 0, broken.stderr);
    assert.match(broken.stderr, /^\[warning\] Ignoring config file ".*\/book\/svc\.toml": /);
    const status = JSON.parse(broken.stdout);
    assert.notEqual(status.data_dir.path, dataDir);
    assert.equal(status.ready, false);
  });
});

Deno.test("a record read through the command line checks Zotero where the project's svc.toml says", async () => {
  await withZotero(async (z) => {
    const capture = await refmanIngest(z.root, {
      projectId: z.projectId,
      library: "users/0",
      attachmentKey: KEYS.letterSnapshot,
      expectedServerId: `zotero:users/local/${LOCAL_USER_KEY}`,
      allowRetention: true,
    }, z.options);
    const source = await getSource(z.root, capture.source_id) as {
      passages: { passage_id: string }[];
    };
    const dossier = await createDossier(z.root, {
      title: "The harbour letter",
      body: "# Evidence\nThe ledger arrived on Tuesday.\n",
      evidence_ids: [source.passages[0].passage_id],
    });
    const db = new DatabaseSync(join(z.dataDir, "zotero.sqlite"));
    db.exec(`UPDATE items SET dateModified = '2024-06-01 12:00:00' WHERE key = '${KEYS.letter}'`);
    db.close();
    await Deno.writeTextFile(join(z.root, "svc.toml"), '[refman]\ndata_dir = "../Zotero"\n');
    const r = await svc(
      ["research", "dossier", "--inspect", String(dossier.record_id), "--project", z.root],
      { env: { ...OFF, SVC_REFMAN_DATA_DIR: "" } },
    );
    assert.equal(r.code, 0, r.stderr);
    const updates = JSON.parse(r.stdout).reference_updates.filter(
      (u: { kind: string }) => u.kind === "external_reference",
    );
    assert.deepEqual(updates.map((u: { changes: string[] }) => u.changes), [["item_changed"]]);
  });
});
