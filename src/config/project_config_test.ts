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

Deno.test("readProjectConfig() validates [publication] and ignores an invalid table whole", () => {
  const problems: string[] = [];
  const good = readProjectConfig({
    title: "Book",
    publication: { enabled: true, year: "2024", isbn_print: "978-3-16-148410-0" },
  }, problems);
  assert.deepEqual(problems, []);
  assert.deepEqual(good.publication, {
    enabled: true,
    year: "2024",
    isbn_print: "978-3-16-148410-0",
  });
  const bad = readProjectConfig({
    title: "Book",
    publication: { enabled: true, isbn_print: "0-306-40615-2", isbn_digital: "9780306406157" },
  }, problems);
  assert.deepEqual(bad.publication, { enabled: false });
  assert.equal(bad.title, "Book");
  assert.equal(problems.length, 1);
  assert.match(
    problems[0],
    /"publication\.isbn_print" and "publication\.isbn_digital" are the same/,
  );
  // The raw table stays available to the settings form.
  assert.equal((bad.raw.publication as Record<string, unknown>).isbn_print, "0-306-40615-2");
});
