import assert from "node:assert/strict";
import { join } from "node:path";
import { refmanStatus } from "./status.ts";
import { holdLocked } from "../testing/refman_lock_holder.ts";
import { LOCAL_USER_KEY } from "../testing/zotero_fixture.ts";
import { withZotero } from "../testing/zotero_env.ts";

const LIBRARIES = [
  { library: "users/0", type: "user", name: null, items: 3, attachments: 6 },
  { library: "groups/4711", type: "group", name: "Baltic Trade Seminar", items: 1, attachments: 1 },
];

Deno.test("refman-status without Zotero says so and does not fail", async () => {
  const home = await Deno.makeTempDir();
  try {
    const status = await refmanStatus({ env: { HOME: home }, apiUrl: "off" });
    assert.equal(status.schema, "research-refman-status-local/1");
    assert.equal(status.ready, false);
    assert.equal(status.via, null);
    assert.deepEqual(status.libraries, []);
    assert.equal(status.local_api.state, "off");
    assert.equal(status.data_dir.state, "missing");
    assert.equal(status.data_dir.path, join(home, "Zotero"));
    assert.match(status.message, /Zotero cannot be read/);
    const misconfigured = await refmanStatus({ env: { SVC_REFMAN_API_URL: "gopher://x" } });
    assert.equal(misconfigured.ready, false);
    assert.match(misconfigured.message, /must be an http URL/);
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});

Deno.test("refman-status reports the way, the identity and the counts, through the API or the data directory", async () => {
  await withZotero(async ({ options, dataDir }) => {
    const api = await refmanStatus(options);
    assert.equal(api.ready, true);
    assert.equal(api.via, "local-api");
    assert.equal(api.local_api.state, "ready");
    assert.equal(api.server_id, `zotero:users/local/${LOCAL_USER_KEY}`);
    assert.deepEqual(api.libraries, LIBRARIES);
    const dir = await refmanStatus({ ...options, apiUrl: "off" });
    assert.equal(dir.via, "data-dir");
    assert.equal(dir.data_dir.state, "ready");
    assert.equal(dir.data_dir.copy_reason, null);
    assert.deepEqual(dir.libraries, LIBRARIES);

    const holder = await holdLocked(
      join(dataDir, "zotero.sqlite"),
      "wal",
      "UPDATE items SET synced = 0",
    );
    try {
      const locked = await refmanStatus({ ...options, apiUrl: "off" });
      assert.equal(locked.ready, true);
      assert.equal(locked.data_dir.copy_reason, "the database is in WAL mode");
      assert.match(locked.message, /private copy/);
      assert.deepEqual(locked.libraries, LIBRARIES);
    } finally {
      await holder.release();
    }
  }, { api: true });
});

Deno.test("refman-status falls back to the data directory when Zotero's API is switched off in Zotero", async () => {
  await withZotero(async ({ options, api }) => {
    api!.disabled = true;
    const status = await refmanStatus(options);
    assert.equal(status.ready, true);
    assert.equal(status.via, "data-dir");
    assert.equal(status.local_api.state, "disabled");
  }, { api: true });
});
