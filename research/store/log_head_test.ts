/**
 * readHeadHash() (one small synchronous read in the common case) against readHead() (the
 * full tail reader) on logs of every shape the tail can have: short and long lines, torn
 * tails short and long, a damaged last line, an empty or missing file.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { mulberry32 } from "../../src/codec/prng.ts";
import { readHead, readHeadHash } from "./log.ts";

/** A line shaped like a canonical commit (the start and end the head readers look at). */
function line(commit: number, pad: number): string {
  const sha = commit.toString(16).padStart(64, "0");
  return `{"actor":"a","at":"t","commit":${commit},"ops":"${"x".repeat(pad)}",` +
    `"sha256":"${sha}","tool":"svc 1"}\n`;
}

async function both(path: string): Promise<[unknown, unknown]> {
  const settle = (p: Promise<unknown>) => p.then((v) => v, (e) => `throws ${e.constructor.name}`);
  return [
    await settle(readHeadHash(path)),
    await settle(readHead(path).then((h) => h?.sha256 ?? null)),
  ];
}

Deno.test("readHeadHash() agrees with readHead() on every shape of log tail", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const path = join(dir, "commits.jsonl");
    const shapes: [string, string][] = [
      ["empty", ""],
      ["one short line", line(1, 10)],
      ["two lines", line(1, 10) + line(2, 5)],
      ["a last line of 20 KB", line(1, 10) + line(2, 20_000)],
      ["one line of 5 KB", line(1, 5_000)],
      ["a line of 9 KB", line(1, 9_000)],
      ["a short torn tail", line(1, 10) + line(2, 10) + '{"actor":"a","at'],
      ["a torn tail of 10 KB", line(1, 10) + line(2, 10) + "x".repeat(10_000)],
      ["a torn tail after a long line", line(1, 12_000) + "y".repeat(7_500)],
      ["a damaged last line", line(1, 10) + '{"actor":"a","broken":true}\n'],
      ["only a torn line", "z".repeat(300)],
    ];
    for (const [name, text] of shapes) {
      await Deno.writeTextFile(path, text);
      const [quick, full] = await both(path);
      assert.deepEqual(quick, full, name);
    }
    assert.deepEqual(await both(join(dir, "missing.jsonl")), [null, null]);
    // Random logs: lines of any length, then a torn tail or none.
    const next = mulberry32(5);
    for (let i = 0; i < 200; i++) {
      let text = "";
      for (let n = 1, count = Math.floor(next() * 4); n <= count; n++) {
        text += line(n, Math.floor(next() * (next() < 0.3 ? 12_000 : 300)));
      }
      if (next() < 0.5) text += "t".repeat(Math.floor(next() * 10_000));
      await Deno.writeTextFile(path, text);
      const [quick, full] = await both(path);
      assert.deepEqual(quick, full, `random log ${i} (${text.length} bytes)`);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
