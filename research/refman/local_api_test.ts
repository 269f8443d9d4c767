import assert from "node:assert/strict";
import { refmanConfig } from "./config.ts";
import { DataDirSource } from "./data_dir.ts";
import { parseLibrary } from "./keys.ts";
import { LocalApiSource, probeLocalApi } from "./local_api.ts";
import { KEYS, LOCAL_USER_KEY } from "../testing/zotero_fixture.ts";
import { withZotero } from "../testing/zotero_env.ts";

const USER = parseLibrary("users/0");
const GROUP = parseLibrary("groups/4711");

/** A port nothing listens on: bind one, note it, let it go. */
function closedPort(): number {
  const l = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (l.addr as Deno.NetAddr).port;
  l.close();
  return port;
}

Deno.test("the local API and the data directory give the same library", async () => {
  await withZotero(async ({ dataDir, options, api }) => {
    const config = refmanConfig(options);
    assert.equal((await probeLocalApi(config)).state, "ready");
    const viaApi = new LocalApiSource(config);
    const viaDir = new DataDirSource(dataDir);
    try {
      for (const lib of [USER, GROUP]) {
        assert.deepEqual(await viaApi.items(lib), await viaDir.items(lib), lib.path);
        assert.deepEqual(await viaApi.collections(lib), await viaDir.collections(lib), lib.path);
      }
      assert.deepEqual(await viaApi.libraries(), await viaDir.libraries());
      for (const key of [KEYS.ledger, KEYS.letter, KEYS.standalone, KEYS.trashed]) {
        assert.deepEqual(await viaApi.item(USER, key), await viaDir.item(USER, key), key);
      }
      for (const key of [KEYS.ledgerPdf, KEYS.letterScan, KEYS.embedded, KEYS.trashedPdf]) {
        assert.deepEqual(
          await viaApi.attachment(USER, key),
          await viaDir.attachment(USER, key),
          key,
        );
      }
      assert.equal(await viaApi.item(USER, "ZZZZZZZZ"), null);
      assert.equal(await viaApi.hasLibrary(parseLibrary("groups/99")), false);
      assert.equal(await viaApi.hasLibrary(GROUP), true);
      // Never synced: the identity comes from the data directory's settings.
      assert.equal(await viaApi.serverId(), `zotero:users/local/${LOCAL_USER_KEY}`);
      const pdf = (await viaApi.attachment(USER, KEYS.ledgerPdf))!;
      assert.deepEqual(
        await viaApi.fileLocation(USER, pdf),
        await viaDir.fileLocation(USER, pdf),
      );
    } finally {
      await viaApi.close();
      await viaDir.close();
    }
    assert.ok(api!.requests.length > 0);
    for (const r of api!.requests) assert.match(r, /^GET \/api\//, "GET only");
  }, { api: true });
});

Deno.test("a synced installation is identified by its user id from the API", async () => {
  await withZotero(async ({ options }) => {
    const source = new LocalApiSource(refmanConfig(options));
    try {
      assert.equal(await source.serverId(), "zotero:users/5561234");
    } finally {
      await source.close();
    }
  }, {
    api: true,
    edit: (lib) => ({ ...lib, account: { ...lib.account, userID: 5561234 } }),
  });
});

Deno.test("the probe tells a closed Zotero, a disabled API, a stranger and a switch-off apart", async () => {
  await withZotero(async ({ options, api }) => {
    api!.disabled = true;
    const disabled = await probeLocalApi(refmanConfig(options));
    assert.equal(disabled.state, "disabled");
    assert.match(disabled.message, /Allow other applications/);
  }, { api: true });

  const closed = await probeLocalApi(
    refmanConfig({ env: {}, apiUrl: `http://127.0.0.1:${closedPort()}/api/` }),
  );
  assert.equal(closed.state, "unreachable");

  const stranger = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () => new Response("hello"),
  );
  try {
    const probe = await probeLocalApi(
      refmanConfig({ env: {}, apiUrl: `http://127.0.0.1:${stranger.addr.port}/api` }),
    );
    assert.equal(probe.state, "error");
    assert.match(probe.message, /not Zotero's local API/);
  } finally {
    await stranger.shutdown();
  }

  assert.equal((await probeLocalApi(refmanConfig({ env: {}, apiUrl: "off" }))).state, "off");
});

Deno.test("a probe that gets no answer gives up within its time budget", async () => {
  // A listener that accepts connections and never answers.
  const silent = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const held: Deno.Conn[] = [];
  const accepting = (async () => {
    for await (const c of silent) held.push(c);
  })();
  try {
    const started = performance.now();
    const probe = await probeLocalApi({
      ...refmanConfig({
        env: {},
        apiUrl: `http://127.0.0.1:${(silent.addr as Deno.NetAddr).port}/api/`,
      }),
      probeTimeoutMs: 200,
    });
    assert.equal(probe.state, "unreachable");
    assert.match(probe.message, /no answer within 200 ms/);
    assert.ok(performance.now() - started < 2000);
  } finally {
    silent.close();
    for (const c of held) c.close();
    await accepting.catch(() => {});
  }
});

Deno.test("the configuration takes flags over the environment over the defaults", () => {
  assert.deepEqual(refmanConfig({ env: { HOME: "/home/ada" } }).dataDir, "/home/ada/Zotero");
  assert.equal(
    refmanConfig({ env: { HOME: "/h", SVC_REFMAN_DATA_DIR: "/data/Z" } }).dataDir,
    "/data/Z",
  );
  assert.equal(
    refmanConfig({ env: { SVC_REFMAN_DATA_DIR: "/data/Z" }, dataDir: "/flag/Z" }).dataDir,
    "/flag/Z",
  );
  assert.equal(refmanConfig({ env: {} }).apiUrl, "http://localhost:23119/api/");
  assert.equal(
    refmanConfig({ env: { SVC_REFMAN_API_URL: "http://127.0.0.1:23120/api" } }).apiUrl,
    "http://127.0.0.1:23120/api/",
  );
  assert.equal(refmanConfig({ env: { SVC_REFMAN_API_URL: "off" } }).apiUrl, null);
  assert.throws(() => refmanConfig({ env: { SVC_REFMAN_API_URL: "ftp://x/" } }), /http URL/);
  assert.throws(
    () => refmanConfig({ env: { SVC_REFMAN_API_URL: "http://u:p@localhost/api/" } }),
    /credentials/,
  );
  assert.equal(refmanConfig({ env: {} }).dataDir, null);
});
