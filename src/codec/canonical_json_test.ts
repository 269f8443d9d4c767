import assert from "node:assert/strict";
import { canonicalJson, sortKeys } from "./canonical_json.ts";
import { sha256Hex } from "./hash.ts";

Deno.test("canonicalJson() sorts keys at every depth and drops whitespace", () => {
  // Python 3: json.dumps({'b':[1,{'d':None,'c':'x'}],'a':2.5}, sort_keys=True,
  //   separators=(',',':'), ensure_ascii=False) -> '{"a":2.5,"b":[1,{"c":"x","d":null}]}'
  const value = { b: [1, { d: null, c: "x" }], a: 2.5 };
  assert.equal(canonicalJson(value), '{"a":2.5,"b":[1,{"c":"x","d":null}]}');
  // hashlib.sha256(<that string>.encode()).hexdigest()
  assert.equal(
    sha256Hex(canonicalJson(value)),
    "6d7bb1559f73575b7654e419d16914f7cdd219e606597bbe64d8a3cb021501bb",
  );
});

Deno.test("canonicalJson() is the same for any key insertion order", () => {
  const a = { x: { q: 1, p: [3, 2] }, y: "é", z: true };
  const b = { z: true, y: "é", x: { p: [3, 2], q: 1 } };
  assert.equal(canonicalJson(a), canonicalJson(b));
  // Array order is data, not layout: it is kept.
  assert.notEqual(canonicalJson({ p: [2, 3] }), canonicalJson({ p: [3, 2] }));
});

Deno.test("canonicalJson() drops undefined members like JSON.stringify", () => {
  assert.equal(canonicalJson({ b: undefined, a: null }), '{"a":null}');
});

Deno.test("sortKeys() reorders keys without changing values", () => {
  const sorted = sortKeys({ b: { d: 1, c: 2 }, a: [{ f: 1, e: 2 }] }) as Record<string, unknown>;
  assert.deepEqual(Object.keys(sorted), ["a", "b"]);
  assert.deepEqual(Object.keys(sorted.b as object), ["c", "d"]);
  assert.deepEqual(Object.keys((sorted.a as object[])[0]), ["e", "f"]);
  assert.deepEqual(sorted, { a: [{ e: 2, f: 1 }], b: { c: 2, d: 1 } });
});

Deno.test("canonicalJson() orders integer-like keys as strings (RFC 8785)", () => {
  assert.equal(canonicalJson({ "9": 1, "10": 2, a: 3 }), '{"10":2,"9":1,"a":3}');
  assert.equal(canonicalJson([undefined, 1]), "[null,1]");
  assert.equal(canonicalJson({ s: "\u2028\ud800" }), '{"s":"\u2028\\ud800"}');
});
