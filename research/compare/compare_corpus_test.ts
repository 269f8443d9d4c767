/**
 * One corpus novel as the "source" against another of the same language as the "manuscript"
 * (../shared/corpus, present in CI), timed. Ignored (counted as ignored in the summary) where the corpus is
 * absent.
 */
import assert from "node:assert/strict";
import { compareTexts } from "./compare.ts";
import { renderComparison } from "./render.ts";

const CORPUS = new URL("../../../shared/corpus/en/", import.meta.url);

function readNovel(name: string): string | null {
  try {
    return Deno.readTextFileSync(new URL(name, CORPUS));
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw e;
  }
}

const jekyll = readNovel("jekyll-and-hyde.md");
const pride = readNovel("pride-and-prejudice.md");

Deno.test({
  name: "Jekyll and Hyde as a source against Pride and Prejudice as the manuscript",
  ignore: jekyll === null || pride === null,
  fn: () => {
    const source = jekyll!;
    const manuscript = pride!;
    const start = performance.now();
    const report = compareTexts(source, manuscript, {
      language: "en",
      sourceId: "jekyll",
      sourceTitle: "The Strange Case of Dr. Jekyll and Mr. Hyde",
      manuscriptName: "pride-and-prejudice.md",
    });
    const ms = performance.now() - start;
    const text = renderComparison(report, "text");
    const md = renderComparison(report, "md");
    console.log(
      `compareTexts: ${report.source.words} source words vs ${report.manuscript.words} ` +
        `manuscript words in ${report.manuscript.chapters} chapters: ${ms.toFixed(0)} ms; ` +
        `JSON ${JSON.stringify(report).length} chars, text ${text.length}, md ${md.length}`,
    );
    // Generous bound for a shared 2-core machine; about 0.4–0.9 s measured.
    assert.ok(ms < 5000, `comparison took ${ms.toFixed(0)} ms`);

    assert.equal(report.manuscript.chapters, 61);
    assert.equal(report.register.filter((r) => r.range_kind === "p10_p90").length, 14);
    assert.ok(report.register.every((r) => r.position !== null), "every feature placed");
    const jsd = report.vocabulary.jsd!;
    assert.ok(jsd > 0.05 && jsd < Math.LN2 / 2, `jsd ${jsd}`);
    // Names lead each side, as the notes warn.
    const top = (list: { word: string }[]) => list.slice(0, 5).map((w) => w.word);
    assert.ok(top(report.distinctive.source).includes("utterson"));
    assert.ok(top(report.distinctive.source).includes("hyde"));
    assert.ok(top(report.distinctive.manuscript).includes("elizabeth"));
    assert.ok(top(report.distinctive.manuscript).includes("darcy"));
    for (const w of report.distinctive.source) {
      assert.ok(
        w.source_count / report.distinctive.source_content_tokens >
          w.manuscript_count / report.distinctive.manuscript_content_tokens,
      );
    }
    assert.ok(text.includes("utterson") && md.includes("| elizabeth |"));
  },
});
