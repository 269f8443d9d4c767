import assert from "node:assert/strict";
import { sha256Hex } from "./hash.ts";

Deno.test("sha256Hex() matches the published SHA-256 digests", () => {
  // Python 3 hashlib: hashlib.sha256(b'').hexdigest()
  assert.equal(sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  // FIPS 180-2 example "abc"; hashlib.sha256(b'abc').hexdigest()
  assert.equal(
    sha256Hex(new TextEncoder().encode("abc")),
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
  );
});

Deno.test("sha256Hex() hashes a string as UTF-8", () => {
  // hashlib.sha256('é'.encode()).hexdigest()
  assert.equal(sha256Hex("é"), "4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c");
  assert.equal(sha256Hex("é"), sha256Hex(new Uint8Array([0xc3, 0xa9])));
});
