/**
 * `deno bench` of the hot paths: parse + tokenise, chapter features, the analyze view, on the
 * bundled sample and (when present) the largest corpus novel.
 *
 * @module
 */

import { analyzeDocument } from "../src/features/pipeline.ts";
import { parseManuscript } from "../src/document/parse.ts";
import { analyzeView } from "../src/views/analyze.ts";
import { fingerprintView } from "../src/views/style.ts";
import { DEFAULT_THRESHOLDS } from "../src/settings/thresholds.ts";

const sample = Deno.readTextFileSync(new URL("../testdata/sample-en.md", import.meta.url));
let novel: string | null = null;
try {
  novel = Deno.readTextFileSync(
    new URL("../../shared/corpus/en/war-and-peace.md", import.meta.url),
  );
} catch {
  console.log("NOTICE: corpus not found; War and Peace benches skipped");
}

Deno.bench("parse sample", () => {
  parseManuscript(sample);
});
Deno.bench("analyze sample (pipeline + view)", () => {
  analyzeView(analyzeDocument(sample, { language: "en" }));
});
if (novel) {
  const text = novel;
  const analysis = analyzeDocument(text, { language: "en" });
  Deno.bench("War and Peace: parse", { n: 5 }, () => {
    parseManuscript(text);
  });
  Deno.bench("War and Peace: pipeline", { n: 3 }, () => {
    analyzeDocument(text, { language: "en" });
  });
  Deno.bench("War and Peace: analyze view", { n: 3 }, () => {
    analyzeView(analysis);
  });
  Deno.bench("War and Peace: style reference (with co-occurrence and keyness)", { n: 3 }, () => {
    fingerprintView(analysis, DEFAULT_THRESHOLDS);
  });
}
