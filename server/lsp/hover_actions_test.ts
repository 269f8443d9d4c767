/**
 * Hover and code actions on the chapter findings of a real novel (the process test covers a
 * tense flag over stdio), in-process on the corpus.
 */

import assert from "node:assert/strict";
import { ChapterMemo } from "../../src/features/chapter_memo.ts";
import { MeasureMemo } from "../../src/features/measure_memo.ts";
import { DEFAULT_THRESHOLDS } from "../../src/settings/thresholds.ts";
import { corpusFiles } from "../../testing/corpus.ts";
import { codeActions, markerEdit, singleEdit } from "./actions.ts";
import { diagnoseText } from "./diagnose.ts";
import { escapeMarkdown, hoverAt } from "./hover.ts";

const CORPUS = corpusFiles();

Deno.test({
  name: "hover on a chapter finding of War and Peace shows its sentence and the words behind it",
  // Ignored without the corpus (../shared/corpus, absent in a bare clone).
  ignore: CORPUS.length === 0,
  fn() {
    const { path } = CORPUS.find((f) => /war-and-peace/.test(f.path.pathname))!;
    const text = Deno.readTextFileSync(path);
    const settings = {
      corpus: { language: "en" as const },
      thresholds: DEFAULT_THRESHOLDS,
      uiLanguage: "en" as const,
      names: [],
      warnings: [],
    };
    const result = diagnoseText({
      version: 7,
      text,
      settings,
      dismissed: new Set(),
      memo: new ChapterMemo(),
      measures: new MeasureMemo(),
    });
    const i = result.findings.findIndex((f) => f.kind === "chapter");
    assert.ok(i >= 0, "War and Peace has chapters beyond chance");
    const d = result.diagnostics[i];
    const lines = text.split("\n");
    // The range is the chapter's heading line, as svc check gives it.
    assert.match(lines[d.start.line - 1], /^## /);
    const hover = hoverAt(result, { line: d.start.line - 1, character: 2 })!;
    const value = (hover.contents as { value: string }).value;
    assert.ok(value.startsWith(`**${escapeMarkdown(d.message)}**`), value.slice(0, 200));
    // At least one block of evidence with items: a bold title, then "- " lines.
    assert.match(value, /\n\*\*[^*\n]+\*\*\n\n- /);

    // A work marker for a chapter finding goes on the line after its heading.
    const { edit, id } = markerEdit(result, i);
    assert.match(id, /^m-[0-9a-f]{8}$/);
    assert.deepEqual(edit.range.start, { line: d.start.line, character: 0 });
    assert.ok(edit.newText.startsWith(`<!-- svc:todo ${id} Chapter `));

    const titles = codeActions(result, "file:///book.md", hover.range!).map((a) => a.title);
    assert.deepEqual(titles.slice(0, 3), [
      "Dismiss this finding (svc)",
      "Add a work marker here (svc)",
      "Open the dashboard at this chapter (svc)",
    ]);
  },
});

Deno.test("singleEdit() finds the one inserted, removed or replaced stretch", () => {
  assert.deepEqual(singleEdit("abc", "abXc"), { start: 2, end: 2, text: "X" });
  assert.deepEqual(singleEdit("abc", "ac"), { start: 1, end: 2, text: "" });
  assert.deepEqual(singleEdit("aaaa", "aaaaa"), { start: 4, end: 4, text: "a" });
  assert.deepEqual(singleEdit("same", "same"), { start: 4, end: 4, text: "" });
});

Deno.test("escapeMarkdown() leaves no Markdown or HTML to render", () => {
  assert.equal(
    escapeMarkdown("<img src=x> *a* [b](c) `d`"),
    "\\<img src=x\\> \\*a\\* \\[b\\]\\(c\\) \\`d\\`",
  );
});
