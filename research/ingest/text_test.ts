import assert from "node:assert/strict";
import { plainText } from "./text.ts";

const enc = (s: string) => new TextEncoder().encode(s);

Deno.test("plainText() strips the BOM and makes every line end LF", () => {
  assert.equal(plainText(enc("\uFEFFa\r\nb\rc\n"), "a.txt"), "a\nb\nc\n");
});

Deno.test("plainText() keeps Markdown exactly as written", () => {
  const md = "# Title\n\n*Emphasis* and [a link](https://example.org).  \n\n> Quote\n";
  assert.equal(plainText(enc(md), "a.md"), md);
});

Deno.test("plainText() refuses invalid UTF-8 with the offset", () => {
  assert.throws(() => plainText(new Uint8Array([0x61, 0x62, 0xc3, 0x28]), "b.txt"), {
    message: 'Cannot ingest "b.txt": invalid UTF-8 at byte 2',
  });
});
