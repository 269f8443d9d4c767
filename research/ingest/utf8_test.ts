import assert from "node:assert/strict";
import { decodeUtf8Strict, normalizeNewlines, stripBom } from "./utf8.ts";

const bytes = (...b: number[]) => new Uint8Array(b);

Deno.test("decodeUtf8Strict() names the file and the byte offset", () => {
  const b = new Uint8Array(1043).fill(0x61);
  b[1042] = 0xff;
  assert.throws(() => decodeUtf8Strict(b, "x.txt"), {
    name: "ProcessingError",
    message: 'Cannot ingest "x.txt": invalid UTF-8 at byte 1042',
  });
  assert.equal(decodeUtf8Strict(bytes(0xef, 0xbb, 0xbf, 0x61), "a"), "\uFEFFa");
});

Deno.test("stripBom() and normalizeNewlines() change only the BOM and line ends", () => {
  assert.equal(stripBom("\uFEFF\uFEFFa"), "\uFEFFa");
  assert.equal(stripBom("a\uFEFF"), "a\uFEFF");
  assert.equal(normalizeNewlines("a\r\nb\rc\n\r\nd"), "a\nb\nc\n\nd");
});
