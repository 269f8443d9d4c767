/**
 * `deno bench` of the hot paths, one entry per stage of a command, on the bundled sample and
 * (when present) the largest corpus novel: parse, the whole pipeline (parse, tokenise, tense and
 * passive marks, lexicon), the lexicon alone, the chapter measures, the letter detection, the
 * co-occurrence graph, the dashboard's signal words, the incremental re-analysis after a
 * one-sentence edit (the server's Analysis cache), each view (analyze, style, profile, every dashboard view),
 * the dashboard page and the JSON printing. `scripts/bench_process.ts` measures whole processes
 * against the floor; `scripts/bench_incremental.ts` the live re-analysis against the floor.
 *
 * @module
 */

import { ChapterMemo } from "../src/features/chapter_memo.ts";
import { measureChapter } from "../src/features/chapter_features.ts";
import { cooccurrence } from "../src/style/text_structure.ts";
import { documentParagraphs } from "../src/text/documents.ts";
import { dashboardSignals } from "../src/views/dashboard_signals.ts";
import { buildLexicon } from "../src/features/lexicon.ts";
import { analyzeDocument } from "../src/features/pipeline.ts";
import { standaloneDashboard } from "../src/report/dashboard/standalone.ts";
import { computeDashboardViews } from "../src/views/dashboard.ts";
import { profileView } from "../src/views/profile.ts";
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
  Deno.bench("War and Peace: chapter measures (every chapter's style features)", { n: 3 }, () => {
    analysis.chapters.map((c) => measureChapter(c, analysis));
  });
  const paragraphs = analysis.document.chapters.map((c) => c.paragraphs.map((p) => p.text));
  Deno.bench("War and Peace: unquoted letters (documentParagraphs of every chapter)", () => {
    for (const p of paragraphs) documentParagraphs(p);
  });
  Deno.bench("War and Peace: co-occurrence graph and its power-law fit", { n: 3 }, () => {
    cooccurrence(analysis);
  });
  Deno.bench("War and Peace: lexicon (word classes, syllables)", { n: 3 }, () => {
    buildLexicon(analysis.vocabulary, analysis.profile);
  });
  const memo = new ChapterMemo();
  analyzeDocument(text, { language: "en" }, memo);
  let edit = 0;
  Deno.bench(
    "War and Peace: re-analysis after a one-sentence edit (chapter memo)",
    { n: 5 },
    () => {
      const edited = text.replace("Prince Vasili", `Prince Vasili, edit ${++edit},`);
      analyzeDocument(edited, { language: "en" }, memo);
    },
  );
  Deno.bench("War and Peace: profile view", { n: 3 }, () => {
    profileView(analysis, DEFAULT_THRESHOLDS.flag_min_severity);
  });
  const options = { thresholds: DEFAULT_THRESHOLDS };
  Deno.bench("War and Peace: every dashboard view", { n: 3 }, () => {
    computeDashboardViews(analysis, options);
  });
  const views = computeDashboardViews(analysis, options);
  Deno.bench("War and Peace: dashboard signal words and examples", { n: 3 }, () => {
    dashboardSignals(analysis, views.style, views.profile, DEFAULT_THRESHOLDS);
  });
  Deno.bench("War and Peace: dashboard page (standalone HTML)", { n: 3 }, () => {
    standaloneDashboard(views, { uiLanguage: "en" });
  });
  const result = analyzeView(analysis);
  Deno.bench("War and Peace: analyze JSON printing", { n: 5 }, () => {
    JSON.stringify(result, null, 2);
  });
}
