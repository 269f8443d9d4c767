import assert from "node:assert/strict";
import { measureChapter } from "../features/chapter_features.ts";
import { analyzeDocument } from "../features/pipeline.ts";
import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
import { corpusFiles } from "../../testing/corpus.ts";
import { bookFindings } from "./book_findings.ts";
import { findingsView } from "./findings.ts";
import { profileView } from "./profile.ts";
import { fingerprintView } from "./style.ts";
import { triageView } from "./triage.ts";

const CORPUS = corpusFiles();

/** The findings as the dashboard's views reach them: the full style reference, text parts too. */
function viaFullStyle(text: string, language: string) {
  const a = analyzeDocument(text, { language: language as "en" });
  const measures = a.chapters.map((c) => measureChapter(c, a));
  const style = fingerprintView(a, DEFAULT_THRESHOLDS, measures);
  const profile = profileView(a, DEFAULT_THRESHOLDS.flag_min_severity);
  const triage = triageView({
    style,
    chapters: measures.map((x, i) => ({
      number: x.number,
      title: a.chapters[i].chapter.title,
      ...x.values,
    })),
    tense: profile.chapters,
  });
  return findingsView({
    triage,
    flagged: profile.paragraphs.filter((p) => p.severity >= DEFAULT_THRESHOLDS.flag_min_severity),
    headingLines: new Map(a.document.chapters.map((c) => [c.number, c.headingLine])),
  });
}

Deno.test({
  name: "bookFindings() (lean style reference) gives the findings of the full style reference",
  // Ignored without the corpus (../shared/corpus, absent in a bare clone).
  ignore: CORPUS.length === 0,
  fn() {
    // Three languages, short and long books, with and without chapter findings.
    const picked = CORPUS.filter((f) => /jekyll|verwandlung|pazos|education/.test(f.path.pathname));
    assert.equal(picked.length, 4);
    let total = 0;
    for (const { language, path } of picked) {
      const text = Deno.readTextFileSync(path);
      const a = analyzeDocument(text, { language: language as "en" });
      const lean = bookFindings(a, DEFAULT_THRESHOLDS, new Set()).findings;
      assert.deepEqual(lean, viaFullStyle(text, language), path.pathname);
      total += lean.length;
    }
    assert.ok(total > 10, `only ${total} findings: the comparison would prove little`);
  },
});
