/**
 * Ingest of every novel of the shared corpus (../shared/corpus, seven languages; present in
 * CI): sniffed as Markdown, text unchanged, every passage cut out by code points hashes to its
 * `sha256`, and War and Peace is timed. Ignored (counted as ignored in the summary) where the corpus is
 * absent.
 */

import assert from "node:assert/strict";
import { sha256Hex } from "../../src/codec/hash.ts";
import { extractSource } from "./extract.ts";
import { MAX_PASSAGE_CODE_POINTS, splitPassages } from "./passages.ts";
import { CORPUS_LANGUAGES, corpusFiles } from "../../testing/corpus.ts";

const files = corpusFiles();
if (files.length === 0) {
  console.log("NOTICE: ../shared/corpus not found: ingest corpus tests skipped");
}

Deno.test({
  name: "extractSource() ingests a novel in each of the seven languages, passages verifiable",
  ignore: files.length === 0,
  fn: async () => {
    assert.deepEqual([...new Set(files.map((f) => f.language))], CORPUS_LANGUAGES);
    for (const { path } of files) {
      const name = path.pathname.split("/").pop()!;
      const bytes = await Deno.readFile(path);
      const x = await extractSource(bytes, { filename: name });
      assert.equal(x.media_type, "text/markdown", name);
      assert.deepEqual(x.provenance, { method: "text-utf8/1" });
      assert.deepEqual(x.warnings, []);
      assert.equal(x.text, new TextDecoder().decode(bytes).replace(/\r\n?/g, "\n"), name);
      const points = Array.from(x.text);
      const paragraphs = x.text.split(/\n[^\S\n]*\n/).filter((p) => p.trim() !== "").length;
      assert.ok(x.passages.length >= paragraphs, name);
      let last = 0;
      for (const p of x.passages) {
        assert.ok(p.start >= last && p.end > p.start, name);
        assert.ok(p.end - p.start <= MAX_PASSAGE_CODE_POINTS, name);
        assert.equal(p.page, null);
        assert.equal(sha256Hex(points.slice(p.start, p.end).join("")), p.sha256, name);
        last = p.end;
      }
      // The first passage is the book's title heading, as written.
      assert.match(points.slice(x.passages[0].start, x.passages[0].end).join(""), /^# \S/);
    }
  },
});

Deno.test({
  name: "War and Peace (3.2 MB): passages split and hashed in well under a second",
  ignore: !files.some((f) => f.path.pathname.endsWith("war-and-peace.md")),
  fn: async () => {
    const path = files.find((f) => f.path.pathname.endsWith("war-and-peace.md"))!.path;
    const bytes = await Deno.readFile(path);
    const text = new TextDecoder().decode(bytes);
    let t0 = performance.now();
    const ps = splitPassages(text);
    const splitMs = performance.now() - t0;
    t0 = performance.now();
    const x = await extractSource(bytes, { filename: "war-and-peace.md" });
    const extractMs = performance.now() - t0;
    console.error(
      `[timing] War and Peace ${bytes.length} bytes: ${ps.length} passages, splitPassages ` +
        `${splitMs.toFixed(0)} ms, extractSource ${extractMs.toFixed(0)} ms`,
    );
    assert.equal(x.passages.length, ps.length);
    assert.ok(splitMs < 1000, `${splitMs} ms`);
    assert.ok(extractMs < 2000, `${extractMs} ms`);
  },
});
