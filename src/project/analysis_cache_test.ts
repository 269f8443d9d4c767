import assert from "node:assert/strict";
import { join } from "node:path";
import { analyzeDocument } from "../features/pipeline.ts";
import { messages } from "../i18n/messages.ts";
import { AnalysisCache } from "./analysis_cache.ts";
import { readManuscriptFile } from "./manuscript.ts";

/** A cache whose reads and analyses are counted. */
function countingCache() {
  const calls = { read: 0, analyze: 0 };
  const cache = new AnalysisCache({
    read: (path) => {
      calls.read++;
      return readManuscriptFile(path);
    },
    analyze: (text, settings) => {
      calls.analyze++;
      return analyzeDocument(text, settings);
    },
  });
  return { cache, calls };
}

const m = messages("en");

Deno.test("AnalysisCache keeps one Analysis per text hash and settings, and reads only on a new stamp", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-analysis-cache-" });
  try {
    const path = join(dir, "book.md");
    await Deno.writeTextFile(path, "## One\n\nIt rained. We stayed in.\n");
    const { cache, calls } = countingCache();
    const first = await cache.get(path, { language: "en" }, m);
    assert.equal(first.analysis.document.chapters[0].title, "One");
    assert.equal(first.sha256, (await readManuscriptFile(path)).sha256);
    const again = await cache.get(path, { language: "en" }, m);
    assert.equal(again.analysis, first.analysis); // the same object: nothing re-read or re-parsed
    assert.deepEqual(calls, { read: 1, analyze: 1 });

    // Rewritten with the same bytes: a new stamp, so one read; the same hash, so no analysis.
    await Deno.writeTextFile(path, "## One\n\nIt rained. We stayed in.\n");
    await Deno.utime(path, 1, 2);
    assert.equal((await cache.get(path, { language: "en" }, m)).analysis, first.analysis);
    assert.deepEqual(calls, { read: 2, analyze: 1 });

    // Other settings: analysed again.
    const other = await cache.get(path, { language: "en", chapterMarker: "# " }, m);
    assert.notEqual(other.analysis, first.analysis);
    assert.deepEqual(calls, { read: 3, analyze: 2 });

    // Other text: analysed again.
    await Deno.writeTextFile(path, "## Two\n\nThe sun came out.\n");
    await Deno.utime(path, 3, 4);
    const changed = await cache.get(path, { language: "en", chapterMarker: "# " }, m);
    assert.notEqual(changed.sha256, other.sha256);
    assert.deepEqual(calls, { read: 4, analyze: 3 });

    cache.clear();
    await cache.get(path, { language: "en", chapterMarker: "# " }, m);
    assert.deepEqual(calls, { read: 5, analyze: 4 });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("AnalysisCache reports bytes that are not UTF-8 with the reader's message and caches nothing", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-analysis-cache-" });
  try {
    const path = join(dir, "book.md");
    await Deno.writeFile(path, new Uint8Array([0x41, 0x0a, 0xff]));
    const { cache, calls } = countingCache();
    for (let i = 0; i < 2; i++) {
      await assert.rejects(() => cache.get(path, {}, m), {
        name: "ProcessingError",
        message: `Cannot read manuscript "${path}": invalid UTF-8 at byte 2`,
      });
    }
    assert.deepEqual(calls, { read: 2, analyze: 0 });
    await assert.rejects(() => cache.get(join(dir, "gone.md"), {}, m), Deno.errors.NotFound);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
