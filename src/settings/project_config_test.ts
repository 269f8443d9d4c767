import assert from "node:assert/strict";
import { readProjectConfig } from "./project_config.ts";

Deno.test("readProjectConfig() reads top-level keys, [thresholds] and [corpus]", () => {
  const problems: string[] = [];
  const c = readProjectConfig({
    title: "Book",
    author_name: "A. Author",
    language: "de",
    z_mild: 2,
    thresholds: { z_strong: 4, dim_threshold: 3 },
    corpus: { chapter_marker: "### ", word_regex: "\\p{L}+" },
    appendix_marker: "Notes",
  }, problems);
  assert.deepEqual(problems, []);
  assert.equal(c.title, "Book");
  assert.equal(c.language, "de");
  assert.deepEqual(c.thresholds, { z_mild: 2, z_strong: 4, dim_score_threshold: 3 });
  assert.deepEqual(c.corpus, {
    chapter_marker: "### ",
    word_regex: "\\p{L}+",
    appendix_marker: "Notes",
  });
});

Deno.test("readProjectConfig() reports and ignores invalid values only", () => {
  const problems: string[] = [];
  const c = readProjectConfig({
    language: "xx",
    z_mild: -1,
    fdr_q: 0.1,
    word_regex: "(",
    signal_keywords: { fear: ["dread", 3] },
  }, problems);
  assert.equal(problems.length, 4);
  assert.equal(c.language, undefined);
  assert.deepEqual(c.thresholds, { fdr_q: 0.1 });
  assert.equal(c.corpus.word_regex, undefined);
});

Deno.test("readProjectConfig() reads ui_language apart from language", () => {
  const problems: string[] = [];
  const c = readProjectConfig({ language: "en", ui_language: "de" }, problems);
  assert.deepEqual(problems, []);
  assert.equal(c.language, "en");
  assert.equal(c.ui_language, "de");
  const bad: string[] = [];
  const d = readProjectConfig({ language: "de", ui_language: "generic" }, bad);
  assert.deepEqual(bad, ["ui_language must be one of de en fr es it pt nl"]);
  assert.equal(d.ui_language, undefined);
  assert.equal(d.language, "de");
});
