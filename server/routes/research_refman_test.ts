import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { startMockZotero } from "../../research/testing/zotero_mock_api.ts";
import {
  type FixtureLibrary,
  KEYS,
  LOCAL_USER_KEY,
  sampleLibrary,
  writeZoteroDataDir,
} from "../../research/testing/zotero_fixture.ts";
import { researchToken } from "../research_root.ts";
import { get, logBytes, post, type ResearchEnv, withResearch } from "../testing/research.ts";

const SERVER = `zotero:users/local/${LOCAL_USER_KEY}`;
let sample: Promise<FixtureLibrary> | null = null;

/** A research server whose environment points at a sample Zotero (through the API mock, or its data directory only). */
async function withRefman(
  fn: (env: ResearchEnv & { dataDir: string; projectId: string }) => Promise<void>,
  api = false,
): Promise<void> {
  await withResearch(async (env) => {
    const lib = structuredClone(await (sample ??= sampleLibrary()));
    const dataDir = join(env.home, "Zotero");
    await writeZoteroDataDir(dataDir, lib);
    const mock = api ? await startMockZotero(lib, dataDir) : null;
    const saved = ["SVC_REFMAN_API_URL", "SVC_REFMAN_DATA_DIR"].map((n) => [n, Deno.env.get(n)]);
    Deno.env.set("SVC_REFMAN_API_URL", mock ? mock.url : "off");
    Deno.env.set("SVC_REFMAN_DATA_DIR", dataDir);
    try {
      const status = await (await get(env.app, "/research/status")).json();
      await fn({ ...env, dataDir, projectId: status.project_id });
    } finally {
      for (const [n, v] of saved) v === undefined ? Deno.env.delete(n!) : Deno.env.set(n!, v);
      await mock?.close();
    }
  });
}

/** POSTs and expects `{ok: false, message}` with `status`; the log must not change. */
async function refused(
  env: ResearchEnv,
  path: string,
  body: unknown,
  message: RegExp,
  status = 400,
): Promise<void> {
  const before = await logBytes(env.root);
  const res = await post(env.app, path, body);
  const json = await res.json();
  assert.equal(res.status, status, `${JSON.stringify(body)} -> ${json.message}`);
  assert.equal(json.ok, false);
  assert.match(json.message, message, JSON.stringify(body));
  assert.deepEqual(await logBytes(env.root), before);
}

Deno.test("GET /api/research/refman-status reports readiness, and says so without Zotero", async () => {
  await withRefman(async ({ app }) => {
    const res = await get(app, "/research/refman-status");
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.ok, true);
    assert.equal(body.schema, "research-refman-status-local/1");
    assert.equal(body.ready, true);
    assert.equal(body.via, "local-api");
    assert.equal(body.server_id, SERVER);
    Deno.env.set("SVC_REFMAN_API_URL", "off");
    Deno.env.set("SVC_REFMAN_DATA_DIR", "/nonexistent/Zotero");
    const none = await (await get(app, "/research/refman-status")).json();
    assert.equal(none.ok, true);
    assert.equal(none.ready, false);
    assert.match(none.message, /Zotero cannot be read/);
  }, true);
});

Deno.test("POST /api/research-refman previews the library and answers every refman error with 400", async () => {
  await withRefman(async (env) => {
    const base = { project_id: env.projectId, library: "users/0" };
    const res = await post(env.app, "/research-refman", { ...base, query: "lodz", limit: 1 });
    assert.equal(res.status, 200);
    const page = await res.json();
    assert.equal(page.ok, true);
    assert.equal(page.schema, "research-refman-local/1");
    assert.equal(page.total, 2);
    assert.equal(page.items.length, 1);
    assert.equal(typeof page.limit, "number");
    const cols = await (await post(env.app, "/research-refman", { ...base, mode: "collections" }))
      .json();
    assert.deepEqual(cols.collections.map((c: { key: string }) => c.key), [KEYS.colLodz]);

    const path = "/research-refman";
    await refused(env, path, "{not json", /not valid JSON/);
    await refused(env, path, { ...base, colour: "red" }, /Unknown field "colour"/);
    await refused(env, path, { library: "users/0" }, /project_id is required/);
    await refused(env, path, { ...base, project_id: "prj_other" }, /does not match this archive/);
    await refused(env, path, { ...base, library: "users/3" }, /library must be/);
    await refused(env, path, { ...base, library: "groups/99" }, /no library "groups\/99"/);
    await refused(env, path, { ...base, item_key: "nope" }, /item_key must be a Zotero key/);
    await refused(env, path, { ...base, item_key: "ZZZZZZZZ" }, /No item "ZZZZZZZZ"/);
    await refused(env, path, { ...base, collection_key: "ZZZZZZZZ" }, /No collection/);
    await refused(env, path, { ...base, limit: "10" }, /limit must be a whole number/);
    await refused(env, path, { ...base, start: -5 }, /start must be a whole number/);
    await refused(env, path, { ...base, mode: "everything" }, /mode must be/);
    await refused(
      env,
      path,
      { ...base, research_token: "forged" },
      /research context changed/,
      409,
    );

    // Zotero gone, or a database that is not Zotero's: still 400, never 500.
    Deno.env.set("SVC_REFMAN_DATA_DIR", join(env.home, "nowhere"));
    await refused(env, path, base, /Zotero cannot be read/);
    const stranger = join(env.home, "Stranger");
    await Deno.mkdir(stranger);
    const db = new DatabaseSync(join(stranger, "zotero.sqlite"));
    db.exec("CREATE TABLE notes (x)");
    db.close();
    Deno.env.set("SVC_REFMAN_DATA_DIR", stranger);
    await refused(env, path, base, /Cannot read the Zotero database/);
  });
});

Deno.test("POST /api/research-refman-ingest captures a stored attachment; refusals and stale requests are 400 and write nothing", async () => {
  await withRefman(async (env) => {
    const path = "/research-refman-ingest";
    const base = {
      project_id: env.projectId,
      library: "users/0",
      attachment_key: KEYS.letterSnapshot,
      expected_server_id: SERVER,
      allow_retention: true,
    };
    await refused(env, path, { ...base, allow_retention: "true" }, /explicit permission/);
    await refused(env, path, { ...base, allow_retention: undefined }, /explicit permission/);
    await refused(env, path, { ...base, attachment_key: KEYS.letterScan }, /linked file/);
    await refused(env, path, { ...base, attachment_key: KEYS.letterLink }, /link to a web page/);
    await refused(env, path, { ...base, attachment_key: KEYS.embedded }, /embedded in a note/);
    await refused(env, path, { ...base, expected_server_id: "" }, /expected_server_id is required/);
    await refused(
      env,
      path,
      { ...base, expected_server_id: "zotero:users/local/elsewhere" },
      /does not match the Zotero installation/,
    );
    await refused(env, path, { ...base, project_id: "prj_other" }, /does not match this archive/);
    await refused(env, path, { ...base, source_id: 5 }, /source_id must be a source id/);
    await refused(env, path, { ...base, filename: "x.pdf" }, /Unknown field "filename"/);

    // A symlink out of storage/<key>/ is refused.
    const folder = join(env.dataDir, "storage", KEYS.ledgerPdf);
    const outside = join(env.home, "outside.pdf");
    await Deno.rename(join(folder, "Kowalska - 1998 - The Ledger of Łódź.pdf"), outside);
    await Deno.symlink(outside, join(folder, "Kowalska - 1998 - The Ledger of Łódź.pdf"));
    await refused(
      env,
      path,
      { ...base, attachment_key: KEYS.ledgerPdf },
      /outside its storage folder/,
    );

    const token = await researchToken(env.state);
    const res = await post(env.app, path, { ...base, research_token: token });
    const receipt = await res.json();
    assert.equal(res.status, 200, receipt.message);
    assert.equal(receipt.ok, true);
    assert.equal(receipt.schema, "research-ingest-local/1");
    assert.equal(receipt.via, "local-api");
    assert.equal(receipt.context.external_reference.attachment_key, KEYS.letterSnapshot);
    assert.equal(receipt.storage, "research-local/3");
    await refused(env, path, base, /already captured/);
  }, true);
});

Deno.test("the refman routes read [refman] of the research project's svc.toml below the environment", async () => {
  await withResearch(async (env) => {
    const dataDir = join(env.home, "Zotero Library");
    await writeZoteroDataDir(dataDir, structuredClone(await (sample ??= sampleLibrary())));
    await Deno.writeTextFile(
      join(env.root, "svc.toml"),
      'title = "The Ledger"\n[refman]\ndata_dir = "../Zotero Library"\napi_url = "off"\n',
    );
    const saved = ["SVC_REFMAN_API_URL", "SVC_REFMAN_DATA_DIR"].map((n) => [n, Deno.env.get(n)]);
    try {
      for (const [n] of saved) Deno.env.delete(n!);
      const status = await (await get(env.app, "/research/refman-status")).json();
      assert.equal(status.local_api.url, null, "api_url = off");
      assert.equal(status.data_dir.path, dataDir);
      assert.equal(status.server_id, SERVER);
      const { project_id } = await (await get(env.app, "/research/status")).json();
      const res = await post(env.app, "/research-refman", { project_id, library: "users/0" });
      assert.equal(res.status, 200);
      assert.equal((await res.json()).schema, "research-refman-local/1");

      Deno.env.set("SVC_REFMAN_DATA_DIR", "/nonexistent/Zotero");
      const overridden = await (await get(env.app, "/research/refman-status")).json();
      assert.equal(overridden.data_dir.path, "/nonexistent/Zotero");
      assert.equal(overridden.ready, false);
    } finally {
      for (const [n, v] of saved) v === undefined ? Deno.env.delete(n!) : Deno.env.set(n!, v);
    }
  });
});
