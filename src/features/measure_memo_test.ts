import assert from "node:assert/strict";
import { corpusFiles } from "../../testing/corpus.ts";
import { measureChapter } from "./chapter_features.ts";
import { ChapterMemo } from "./chapter_memo.ts";
import { MeasureMemo } from "./measure_memo.ts";
import { analyzeDocument } from "./pipeline.ts";

const CORPUS = corpusFiles();

Deno.test({
  name: "MeasureMemo gives the measures of a fresh measureChapter after edits",
  // Ignored without the corpus (../shared/corpus, absent in a bare clone).
  ignore: CORPUS.length === 0,
  fn() {
    const { path } = CORPUS.find((f) => /jekyll/.test(f.path.pathname))!;
    const lines = Deno.readTextFileSync(path).split("\n");
    const chapterMemo = new ChapterMemo();
    const memo = new MeasureMemo();
    const headings = lines.flatMap((l, i) => l.startsWith("## ") ? [i] : []);
    // An edit inside one chapter, a removed heading (two chapters merge), a new word elsewhere.
    const edits: ((ls: string[]) => void)[] = [
      () => {},
      (ls) => ls[headings[2] + 2] = "Utterly new words here. " + ls[headings[2] + 2],
      (ls) => ls.splice(headings[4], 1),
      (ls) => ls[headings[1] + 2] = ls[headings[1] + 2] + " Zyxwvut.",
    ];
    for (const [k, edit] of edits.entries()) {
      const edited = [...lines];
      edit(edited);
      const a = analyzeDocument(edited.join("\n"), { language: "en" }, chapterMemo);
      const kept = memo.measure(a, "en");
      assert.deepEqual(kept, a.chapters.map((c) => measureChapter(c, a)), `edit ${k}`);
      // Each edit starts from the book: at most three chapters differ from the previous text.
      if (k > 0) assert.ok(memo.reused >= a.chapters.length - 3, `edit ${k}: ${memo.reused}`);
    }
  },
});
