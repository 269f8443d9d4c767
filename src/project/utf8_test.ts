import assert from "node:assert/strict";
import { decodeUtf8Strict, firstInvalidUtf8 } from "./utf8.ts";

const bytes = (...b: number[]) => new Uint8Array(b);

Deno.test("firstInvalidUtf8() finds the first ill-formed sequence (RFC 3629 table 3-7)", () => {
  const cases: [Uint8Array, number][] = [
    [bytes(0x61, 0x62), -1],
    [bytes(0xf0, 0x9f, 0x98, 0x80), -1], // U+1F600
    [bytes(0xf4, 0x8f, 0xbf, 0xbf), -1], // U+10FFFF, the last code point
    [bytes(0x61, 0xc0, 0xaf), 1], // overlong "/"
    [bytes(0xc1, 0xbf), 0], // overlong
    [bytes(0xe0, 0x80, 0xaf), 0], // overlong three-byte form
    [bytes(0xed, 0xa0, 0x80), 0], // surrogate U+D800
    [bytes(0xf0, 0x80, 0x80, 0xaf), 0], // overlong four-byte form
    [bytes(0xf4, 0x90, 0x80, 0x80), 0], // above U+10FFFF
    [bytes(0xf5, 0x80, 0x80, 0x80), 0],
    [bytes(0x61, 0x80), 1], // lone continuation byte
    [bytes(0x61, 0x62, 0xc3), 2], // truncated at the end
    [bytes(0xe2, 0x82, 0x41), 0], // continuation missing
    [bytes(0xc3, 0xa9, 0xff), 2],
  ];
  for (const [input, want] of cases) assert.equal(firstInvalidUtf8(input), want, String(input));
});

Deno.test("firstInvalidUtf8() agrees with the strict TextDecoder on random bytes", () => {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  const strict = new TextDecoder("utf-8", { fatal: true });
  for (let round = 0; round < 3000; round++) {
    const len = 1 + (next() % 12);
    const b = new Uint8Array(len);
    // Bias towards the interesting lead and continuation bytes.
    for (let i = 0; i < len; i++) b[i] = next() < 96 ? 0x80 + (next() % 0x80) : next();
    let valid = true;
    try {
      strict.decode(b);
    } catch {
      valid = false;
    }
    const at = firstInvalidUtf8(b);
    assert.equal(at === -1, valid, `bytes ${Array.from(b)}`);
    if (!valid) strict.decode(b.subarray(0, at)); // everything before the offset decodes
  }
});

Deno.test("decodeUtf8Strict() drops a leading BOM unless asked to keep it, and reports the offset", () => {
  const bom = bytes(0xef, 0xbb, 0xbf, 0x61);
  assert.deepEqual(decodeUtf8Strict(bom), { ok: true, text: "a" });
  assert.deepEqual(decodeUtf8Strict(bom, { keepBom: true }), { ok: true, text: "\uFEFFa" });
  // Only the first BOM is a byte order mark; a second one is text.
  assert.deepEqual(decodeUtf8Strict(bytes(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf)), {
    ok: true,
    text: "\uFEFF",
  });
  assert.deepEqual(decodeUtf8Strict(bytes(0x61, 0x62, 0xc3)), { ok: false, offset: 2 });
  assert.deepEqual(decodeUtf8Strict(bytes(0xef, 0xbb, 0xbf, 0xff)), { ok: false, offset: 3 });
});
