/**
 * `svc research refman-status`, `refman` and `refman-ingest` end to end through the real
 * program, against the sample data directory (the local API switched off, so no Zotero on
 * the machine is ever reached).
 *
 * @module
 */

import assert from "node:assert/strict";
import { archivePaths } from "../store/paths.ts";
import { assertError, svc } from "../../testing/cli.ts";
import { KEYS, LOCAL_USER_KEY } from "./testing/zotero_fixture.ts";
import { withZotero } from "./testing/zotero_env.ts";

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
