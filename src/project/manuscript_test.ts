import assert from "node:assert/strict";
import { join } from "node:path";
import { sha256Hex } from "../codec/hash.ts";
import { messages } from "../i18n/messages.ts";
import {
  decodeManuscript,
  readManuscript,
  readManuscriptBytes,
  readManuscriptFile,
} from "./manuscript.ts";

const m = messages("en");

Deno.test("the manuscript reader: bytes and their hash as stored, text without the BOM", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-manuscript-" });
  try {
    const path = join(dir, "book.md");
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode("## Eins\n\nÜber.\n"),
    ]);
    await Deno.writeFile(path, bytes);
    const file = await readManuscriptFile(path);
    assert.deepEqual(file, { path, bytes, sha256: sha256Hex(bytes) });
    assert.deepEqual(await readManuscriptBytes(path, m), file);
    assert.equal(await readManuscript(path, m), "## Eins\n\nÜber.\n");
    assert.deepEqual(decodeManuscript(bytes, { keepBom: true }), {
      ok: true,
      text: "\uFEFF## Eins\n\nÜber.\n",
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the manuscript reader names the file in every error", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-manuscript-" });
  try {
    const gone = join(dir, "gone.md");
    const bad = join(dir, "bad.md");
    await Deno.writeFile(bad, new Uint8Array([0x61, 0x62, 0xe2, 0x82]));
    const cases: [string, string][] = [
      [gone, `Cannot read manuscript "${gone}": no such file`],
      [dir, `Cannot read manuscript "${dir}": it is a directory`],
      [bad, `Cannot read manuscript "${bad}": invalid UTF-8 at byte 2`],
    ];
    for (const [path, message] of cases) {
      await assert.rejects(() => readManuscript(path, m), { name: "ProcessingError", message });
    }
    await assert.rejects(() => readManuscriptFile(gone), Deno.errors.NotFound);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
