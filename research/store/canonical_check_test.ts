import assert from "node:assert/strict";
import { canonicalJson } from "../../src/codec/canonical_json.ts";
import { isCanonicalText, keysSorted, withoutMember } from "./canonical_check.ts";
import { commitHash, GENESIS, parseLog } from "./log.ts";

/** Texts whose verdict must equal `canonicalJson(JSON.parse(text)) === text`. */
const TEXTS = [
  '{"a":1,"b":2}',
  '{"b":2,"a":1}',
  '{"a": 1}',
  ' {"a":1}',
  '{"a":[1,2,{"c":3,"d":4}]}',
  '{"a":[{"d":4,"c":3}]}',
  '{"10":1,"9":2}',
  '{"9":2,"10":1}',
  '{"a":1,"10":2}',
  '{"10":2,"a":1}',
  '{"a":1.0}',
  '{"a":1}',
  '{"a":1e21}',
  '{"a":1e+21}',
  '{"a":-0}',
  '{"a":0}',
  '{"a":"\\u00e9"}',
  '{"a":"é"}',
  '{"a":"\\/"}',
  '{"a":"\\u001f"}',
  '{"a":"\\n"}',
  '{"__proto__":1,"a":2}',
  '{"B":1,"a":2}',
  '{"a":2,"B":1}',
  '{"é":1,"z":2}',
  '{"z":2,"é":1}',
  '{"\\ud83d\\ude00":1}',
  '{"😀":1,"ﬀ":2}',
  '{"ﬀ":2,"😀":1}',
  "[]",
  '"x"',
  "null",
  '{"a":{}}',
];

Deno.test("isCanonicalText agrees with a full canonical serialisation", () => {
  for (const text of TEXTS) {
    const value = JSON.parse(text);
    assert.equal(isCanonicalText(value, text), canonicalJson(value) === text, text);
  }
  assert.equal(isCanonicalText(JSON.parse('{"a":1,"b":2}'), '{"a":1,"b":2}'), true);
  assert.equal(isCanonicalText(JSON.parse('{"b":2,"a":1}'), '{"b":2,"a":1}'), false);
  // Integer-like keys are reordered by parsing, so only the full serialisation can tell.
  assert.equal(isCanonicalText(JSON.parse('{"10":1,"9":2}'), '{"10":1,"9":2}'), true);
});

Deno.test("keysSorted checks every level", () => {
  assert.equal(keysSorted({ a: 1, b: { c: [{ d: 1, e: 2 }] } }), true);
  assert.equal(keysSorted({ a: 1, b: { c: [{ e: 1, d: 2 }] } }), false);
  assert.equal(keysSorted([3, "x", null]), true);
  assert.equal(keysSorted(JSON.parse('{"9":1,"10":2}')), false);
});

Deno.test("withoutMember cuts one top-level member out of canonical text", () => {
  const cases: Record<string, unknown>[] = [
    { actor: "a", sha256: "f".repeat(64), tool: "svc 1" },
    { actor: "a", sha256: "f".repeat(64) },
    { sha256: "f".repeat(64), tool: "svc" },
    { sha256: "f".repeat(64) },
    { a: { sha256: "inner" }, sha256: "outer", z: [{ sha256: "x" }] },
  ];
  for (const value of cases) {
    const { sha256: _s, ...rest } = value;
    assert.equal(withoutMember(value, canonicalJson(value), "sha256"), canonicalJson(rest));
  }
  assert.equal(withoutMember({ a: 1 }, '{"a":1}', "sha256"), null);
  assert.equal(withoutMember({ a: 1, sha256: "x" }, '{"a":1,"sha256":"y"}', "sha256"), null);
});

Deno.test("parseLog still accepts good lines and rejects reordered, spaced or tampered ones", async () => {
  const body = {
    actor: "local-author",
    at: "2024-01-01T00:00:00.000Z",
    commit: 1,
    ops: [{ op: "init" as const, project_id: "prj_X", title: "T", language: "en" }],
    prev: GENESIS,
    schema: 1,
    tool: "svc test",
  };
  const good = { ...body, sha256: await commitHash(body) };
  const line = (text: string) => new TextEncoder().encode(text + "\n");
  const ok = await parseLog(line(canonicalJson(good)));
  assert.equal(ok.damage, null);
  assert.equal(ok.head, good.sha256);
  const spaced = await parseLog(line(canonicalJson(good).replace('":', '": ')));
  assert.equal(spaced.damage?.reason, "not canonical JSON");
  const { tool, ...withoutTool } = good;
  const reordered = await parseLog(line(JSON.stringify({ tool, ...withoutTool })));
  assert.equal(reordered.damage?.reason, "not canonical JSON");
  const tampered = await parseLog(line(canonicalJson({ ...good, actor: "someone" })));
  assert.equal(tampered.damage?.reason, "sha256 does not match the commit's content");
  const { sha256: _h, ...noHash } = good;
  const missing = await parseLog(line(canonicalJson(noHash)));
  assert.equal(missing.damage?.reason, "sha256 does not match the commit's content");
});
