import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import { refmanBrowse } from "./browse.ts";
import { KEYS, LOCAL_USER_KEY } from "../testing/zotero_fixture.ts";
import { withZotero } from "../testing/zotero_env.ts";

const SERVER = `zotero:users/local/${LOCAL_USER_KEY}`;

Deno.test("refman pages items sorted by key with their attachments, the same through the API and the data directory", async () => {
  await withZotero(async ({ root, projectId, options, dataDir }) => {
    const viaApi = await refmanBrowse(root, { projectId, library: "users/0" }, options);
    const viaDir = await refmanBrowse(
      root,
      { projectId, library: "users/0" },
      { ...options, apiUrl: "off", dataDir },
    );
    assert.equal(viaApi.via, "local-api");
    assert.equal(viaDir.via, "data-dir");
    assert.deepEqual({ ...viaApi, via: null }, { ...viaDir, via: null });
    assert.equal(viaApi.schema, "research-refman-local/1");
    assert.equal(viaApi.project_id, projectId);
    assert.equal(typeof viaApi.snapshot, "string");
    assert.equal(viaApi.server_id, SERVER);
    assert.equal(viaApi.total, 4);
    const items = viaApi.items as Record<string, unknown>[];
    assert.deepEqual(items.map((i) => i.key), [
      KEYS.letter,
      KEYS.article,
      KEYS.ledger,
      KEYS.standalone,
    ]);
    const letter = items[0];
    assert.equal(letter.title, "Letter to the harbour master");
    assert.equal(letter.date, "3 May 1848");
    assert.deepEqual(letter.captures, []);
    const attachments = letter.attachments as Record<string, unknown>[];
    assert.deepEqual(attachments.map((a) => [a.key, a.link_mode, a.ingestible]), [
      [KEYS.letterScan, "linked_file", false],
      [KEYS.letterSnapshot, "imported_url", true],
      [KEYS.letterLink, "linked_url", false],
    ]);
    assert.match(String(attachments[0].refusal), /linked file that lives outside/);
    assert.equal(attachments[1].filename, "letter.html");
    assert.equal(attachments[1].content_type, "text/html");

    const page = await refmanBrowse(
      root,
      { projectId, library: "users/0", start: 1, limit: 2 },
      options,
    );
    assert.equal(page.total, 4);
    assert.deepEqual((page.items as { key: string }[]).map((i) => i.key), [
      KEYS.article,
      KEYS.ledger,
    ]);
    const past = await refmanBrowse(
      root,
      { projectId, library: "users/0", start: 10 },
      options,
    );
    assert.deepEqual(past.items, []);
  }, { api: true });
});

Deno.test("refman filters by folded query and by collection, lists collection pages, and reads one item", async () => {
  await withZotero(async ({ root, projectId, options }) => {
    const keys = async (req: Record<string, unknown>) =>
      ((await refmanBrowse(root, { projectId, library: "users/0", ...req }, options))
        .items as { key: string }[]).map((i) => i.key);
    // "lodz" finds Łódź in a title and in a single-field creator name.
    assert.deepEqual(await keys({ query: "lodz" }), [KEYS.article, KEYS.ledger]);
    assert.deepEqual(await keys({ query: "NOWAK 1848" }), [KEYS.letter]);
    assert.deepEqual(await keys({ query: "kowalska nowak" }), []);
    assert.deepEqual(await keys({ collectionKey: KEYS.colLodz }), [KEYS.article, KEYS.ledger]);
    assert.deepEqual(await keys({ collectionKey: KEYS.colLetters }), [KEYS.letter]);
    assert.deepEqual(await keys({ itemKey: KEYS.ledger }), [KEYS.ledger]);

    const top = await refmanBrowse(
      root,
      { projectId, library: "users/0", mode: "collections" },
      options,
    );
    assert.equal(top.mode, "collections");
    assert.deepEqual(top.collections, [
      { key: KEYS.colLodz, version: 0, name: "Łódź", parent_key: null, items: 2 },
    ]);
    const sub = await refmanBrowse(
      root,
      {
        projectId,
        library: "users/0",
        mode: "collections",
        collectionKey: KEYS.colLodz,
      },
      options,
    );
    assert.deepEqual((sub.collections as { name: string }[]).map((c) => c.name), ["Letters"]);
    const group = await refmanBrowse(
      root,
      { projectId, library: "groups/4711" },
      options,
    );
    assert.deepEqual((group.items as { key: string }[]).map((i) => i.key), [KEYS.groupItem]);
  });
});

Deno.test("refman answers every bad request with a usage error that names the field", async () => {
  await withZotero(async ({ root, projectId, options }) => {
    const base = { projectId, library: "users/0" };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, projectId: undefined }, /project_id is required/],
      [{ ...base, projectId: "prj_01JD5OTHERPROJECT00000000" }, /does not match this archive/],
      [{ ...base, library: "users/12" }, /library must be "users\/0" or "groups/],
      [{ ...base, library: "groups/0" }, /library must be/],
      [{ ...base, library: undefined }, /library must be/],
      [{ ...base, library: "groups/99" }, /Zotero has no library "groups\/99"/],
      [{ ...base, itemKey: "abcd2345" }, /item_key must be a Zotero key/],
      [{ ...base, itemKey: "ABCD0345" }, /item_key must be a Zotero key/],
      [{ ...base, collectionKey: "TOOLONGKEY" }, /collection_key must be a Zotero key/],
      [{ ...base, itemKey: "ZZZZZZZZ" }, /No item "ZZZZZZZZ" in users\/0/],
      [{ ...base, itemKey: KEYS.ledgerPdf }, /No item/],
      [{ ...base, collectionKey: "ZZZZZZZZ" }, /No collection "ZZZZZZZZ"/],
      [{ ...base, mode: "collections", collectionKey: "ZZZZZZZZ" }, /No collection/],
      [{ ...base, itemKey: KEYS.ledger, query: "x" }, /cannot be combined/],
      [{ ...base, itemKey: KEYS.ledger, mode: "collections" }, /cannot be combined/],
      [{ ...base, mode: "tags" }, /mode must be "items" or "collections"/],
      [{ ...base, limit: 0 }, /limit must be a whole number from 1 to 100, not 0/],
      [{ ...base, limit: 101 }, /limit must be a whole number from 1 to 100/],
      [{ ...base, limit: 2.5 }, /limit must be a whole number/],
      [{ ...base, limit: "5" }, /limit must be a whole number/],
      [{ ...base, start: -1 }, /start must be a whole number from 0/],
      [{ ...base, query: 7 }, /query must be a string/],
      [{ ...base, query: "x".repeat(201) }, /query is longer than 200 characters/],
    ];
    for (const [request, message] of cases) {
      await assert.rejects(
        refmanBrowse(root, request as never, options),
        (e: Error) => e instanceof UsageError && message.test(e.message),
        JSON.stringify(request),
      );
    }
  });
});

Deno.test("refman without any Zotero says what it tried and how to point svc at it", async () => {
  await withZotero(async ({ root, projectId, home }) => {
    await assert.rejects(
      refmanBrowse(root, { projectId, library: "users/0" }, {
        env: {},
        apiUrl: "off",
        dataDir: `${home}/nowhere`,
      }),
      /Zotero cannot be read: .*switched off.*No zotero\.sqlite in .*nowhere.*SVC_REFMAN_DATA_DIR/,
    );
  });
});
