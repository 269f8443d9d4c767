import assert from "node:assert/strict";
import { md5Hex } from "./files.ts";
import {
  checkKey,
  isZoteroKey,
  KEY_ALPHABET,
  linkModeName,
  parseLibrary,
  refusalOf,
  serverIdOf,
} from "./keys.ts";

Deno.test("Zotero keys are 8 characters of its alphabet, which has no 0, 1 or O", () => {
  assert.equal(KEY_ALPHABET.length, 33);
  for (const c of "01O") assert.ok(!KEY_ALPHABET.includes(c));
  assert.ok(isZoteroKey("ABCD2345"));
  assert.ok(isZoteroKey("ZZZZZZZZ"));
  for (
    const bad of [
      "ABCD234",
      "ABCD23456",
      "abcd2345",
      "ABCD0345",
      "ABCD1345",
      "ABCDO345",
      "ABC 2345",
      12345678,
      null,
    ]
  ) {
    assert.ok(!isZoteroKey(bad), String(bad));
  }
  assert.throws(
    () => checkKey("ABCD0345", "item_key"),
    /item_key must be a Zotero key .*"ABCD0345"/,
  );
  assert.throws(() => checkKey(undefined, "attachment_key"), /attachment_key .* not nothing/);
});

Deno.test("a library is users/0 or groups/<positive id>", () => {
  assert.deepEqual(parseLibrary("users/0"), { type: "user", id: 0, path: "users/0" });
  assert.deepEqual(parseLibrary("groups/4711"), { type: "group", id: 4711, path: "groups/4711" });
  for (
    const bad of [
      "users/1",
      "users/",
      "groups/0",
      "groups/-3",
      "groups/07",
      "group/5",
      "groups/5/",
      " users/0",
      0,
    ]
  ) {
    assert.throws(
      () => parseLibrary(bad),
      /library must be "users\/0" or "groups\/<group id>"/,
      String(bad),
    );
  }
});

Deno.test("link modes keep Zotero's numbering; only stored files are ingestible", () => {
  assert.deepEqual([0, 1, 2, 3, 4, 9].map(linkModeName), [
    "imported_file",
    "imported_url",
    "linked_file",
    "linked_url",
    "embedded_image",
    "unknown:9",
  ]);
  assert.equal(refusalOf("imported_file"), null);
  assert.equal(refusalOf("imported_url"), null);
  assert.match(refusalOf("linked_file")!, /outside Zotero's storage folder/);
  assert.match(refusalOf("linked_url")!, /never fetches URLs/);
  assert.match(refusalOf("embedded_image")!, /embedded in a note/);
  assert.match(refusalOf("unknown:9")!, /not one svc knows/);
});

Deno.test("the server id is the synced user id, else the local user key", () => {
  assert.equal(serverIdOf({ userID: 5561234, localUserKey: "k3Xa9QpZ" }), "zotero:users/5561234");
  assert.equal(serverIdOf({ userID: "5561234" }), "zotero:users/5561234");
  assert.equal(serverIdOf({ localUserKey: "k3Xa9QpZ" }), "zotero:users/local/k3Xa9QpZ");
  assert.equal(serverIdOf({ userID: 0, localUserKey: "k3Xa9QpZ" }), "zotero:users/local/k3Xa9QpZ");
  assert.equal(serverIdOf({ localUserKey: "../x" }), null);
  assert.equal(serverIdOf({}), null);
});

Deno.test("MD5 matches RFC 1321's test suite", () => {
  // RFC 1321, appendix A.5.
  const enc = (s: string) => new TextEncoder().encode(s);
  assert.equal(md5Hex(enc("")), "d41d8cd98f00b204e9800998ecf8427e");
  assert.equal(md5Hex(enc("abc")), "900150983cd24fb0d6963f7d28e17f72");
  assert.equal(md5Hex(enc("message digest")), "f96b697d7cb7938d525a2f31aaf161d0");
});
