import assert from "node:assert/strict";
import { checkRefmanApiUrl, readRefmanTable } from "./refman_config.ts";
import { readProjectConfig } from "./project_config.ts";

Deno.test("readRefmanTable() keeps data_dir as written and normalises api_url", () => {
  const problems: string[] = [];
  assert.deepEqual(
    readRefmanTable({ data_dir: "  ~/Zotero ", api_url: "http://127.0.0.1:23119/api" }, problems),
    { data_dir: "~/Zotero", api_url: "http://127.0.0.1:23119/api/" },
  );
  assert.deepEqual(readRefmanTable({ api_url: "off" }, problems), { api_url: null });
  assert.deepEqual(readRefmanTable(undefined, problems), {});
  assert.deepEqual(problems, []);
});

Deno.test("readRefmanTable() reports each bad value and keeps the good one", () => {
  const rows: [unknown, Record<string, unknown>, RegExp][] = [
    ["Zotero", {}, /^refman must be a table/],
    [{ data_dir: "", api_url: "off" }, { api_url: null }, /^refman\.data_dir must be a non-empty/],
    [{ data_dir: 7 }, {}, /^refman\.data_dir must be a non-empty/],
    [{ data_dir: "~ada/Zotero" }, {}, /only "~\/" is expanded/],
    [{ data_dir: "/z", api_url: "localhost:23119" }, { data_dir: "/z" }, /must be an http URL/],
    [{ api_url: "zotero" }, {}, /^refman\.api_url "zotero" is not an absolute URL \(or "off"\)$/],
    [{ api_url: "http://u:p@localhost/api/" }, {}, /without credentials or query/],
    [{ api_url: 23119 }, {}, /^refman\.api_url must be a string$/],
    [{ datadir: "/z" }, {}, /^refman\.datadir is not a setting \(data_dir, api_url\)$/],
  ];
  for (const [table, kept, message] of rows) {
    const problems: string[] = [];
    assert.deepEqual(readRefmanTable(table, problems), kept, JSON.stringify(table));
    assert.equal(problems.length, 1, JSON.stringify(table));
    assert.match(problems[0], message);
  }
});

Deno.test("checkRefmanApiUrl() names the setting it checks, and the key of its message", () => {
  assert.deepEqual(checkRefmanApiUrl("ftp://x/", "SVC_REFMAN_API_URL"), {
    ok: false,
    message: 'SVC_REFMAN_API_URL "ftp://x/" must be an http URL',
    ref: { key: "refman.api_url_http", values: { name: "SVC_REFMAN_API_URL", text: "ftp://x/" } },
  });
});

Deno.test("readProjectConfig() carries the [refman] table and its problems", () => {
  const problems: string[] = [];
  const c = readProjectConfig({ title: "B", refman: { data_dir: "zotero", api_url: 1 } }, problems);
  assert.deepEqual(c.refman, { data_dir: "zotero" });
  assert.deepEqual(problems, ["refman.api_url must be a string"]);
});
