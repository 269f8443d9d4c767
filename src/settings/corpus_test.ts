import assert from "node:assert/strict";
import { corpusSettings } from "./corpus.ts";
import { EMPTY_CONFIG } from "./project_config.ts";

Deno.test("corpusSettings(): each corpus key from the project config over the user config", () => {
  const project = { ...EMPTY_CONFIG, corpus: { chapter_marker: "^# " } };
  const user = {
    ...EMPTY_CONFIG,
    corpus: { chapter_marker: "^### ", appendix_marker: "Notes", word_regex: "\\p{L}+" },
  };
  assert.deepEqual(corpusSettings("de", project, user), {
    language: "de",
    chapterMarker: "^# ",
    appendixMarker: "Notes",
    wordRegex: "\\p{L}+",
    nominalRegex: undefined,
    signalKeywords: undefined,
  });
  assert.equal(corpusSettings("en", EMPTY_CONFIG, EMPTY_CONFIG).chapterMarker, undefined);
});
