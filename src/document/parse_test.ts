import assert from "node:assert/strict";
import { parseManuscript } from "./parse.ts";
import { SCENE_DIVIDERS } from "./dividers.ts";

Deno.test("parseManuscript() excludes front matter and keeps the title", () => {
  const doc = parseManuscript(
    "# Book\n\nBy someone.\n\n## One\n\nFirst words.\n\n## Two\n\nMore.\n",
  );
  assert.equal(doc.title, "Book");
  assert.deepEqual(doc.chapters.map((c) => c.title), ["One", "Two"]);
  assert.deepEqual(doc.chapters.map((c) => c.number), [1, 2]);
  assert.equal(doc.chapters[0].paragraphs[0].text, "First words.");
  assert.equal(doc.chapters[0].paragraphs[0].startLine, 7);
});

Deno.test("parseManuscript() stops at the appendix heading", () => {
  const text =
    "## One\n\nProse.\n\n## Anmerkungen und Literaturverzeichnis\n\nNote.\n\n## Later\n\nX.";
  const doc = parseManuscript(text);
  assert.equal(doc.chapters.length, 1);
  assert.equal(doc.appendixLine, 5);
  assert.equal(doc.chapters[0].endLine, 4);
});

Deno.test("parseManuscript() honours a configured appendix and chapter marker", () => {
  const text = "### A\n\nProse.\n\n### Notes\n\nNote.";
  const doc = parseManuscript(text, { chapterMarker: "### ", appendixMarker: "## Notes" });
  assert.equal(doc.chapters.length, 1);
  assert.equal(doc.appendixLine, 5);
});

Deno.test("parseManuscript() treats a text without chapter headings as one chapter", () => {
  const doc = parseManuscript("# Title\n\nOne paragraph.\n\nAnother one.");
  assert.equal(doc.chapters.length, 1);
  assert.equal(doc.chapters[0].title, "");
  assert.equal(doc.chapters[0].paragraphs.length, 2);
});

Deno.test("parseManuscript('') has no chapters", () => {
  assert.equal(parseManuscript("").chapters.length, 0);
  assert.equal(parseManuscript("\n\n   \n").chapters.length, 0);
});

Deno.test("parseManuscript() keeps line anchors of multi-line paragraphs and drops comments", () => {
  const text = "## C\n\nline one\n<!-- hidden words -->\nline two <!-- x -->\n\nnext";
  const p = parseManuscript(text).chapters[0].paragraphs;
  assert.equal(p[0].text, "line one line two");
  assert.equal(p[0].startLine, 3);
  assert.equal(p[0].endLine, 5);
  assert.equal(p[1].text, "next");
});

Deno.test("parseManuscript() recognises all ten scene divider forms", () => {
  for (const divider of SCENE_DIVIDERS) {
    const doc = parseManuscript(`## C\n\nBefore.\n\n${divider}\n\nAfter.\n`);
    assert.equal(doc.chapters[0].sceneBreaks, 1, `divider ${divider}`);
    assert.deepEqual(doc.chapters[0].paragraphs.map((p) => p.scene), [0, 1]);
    assert.equal(doc.chapters[0].paragraphs.length, 2);
  }
});

Deno.test("parseManuscript() ignores dividers at a chapter's edges", () => {
  const doc = parseManuscript("## C\n\n* * *\n\nOnly.\n\n---\n\n## D\n\nX.");
  assert.equal(doc.chapters[0].sceneBreaks, 0);
});

Deno.test("parseManuscript() excludes subheadings and fenced code from prose", () => {
  const doc = parseManuscript("## C\n\n### Sub\n\nProse.\n\n```\ncode here\n```\n");
  assert.deepEqual(doc.chapters[0].paragraphs.map((p) => p.text), ["Prose."]);
});

Deno.test("parseManuscript() tolerates a BOM and CRLF line ends", () => {
  const doc = parseManuscript("\uFEFF## One\r\n\r\nText here.\r\n");
  assert.equal(doc.chapters[0].title, "One");
  assert.equal(doc.chapters[0].paragraphs[0].text, "Text here.");
});

Deno.test("parseManuscript() keeps chapters without prose, numbered in order", () => {
  const doc = parseManuscript("## A\n\n## B\n\nText.");
  assert.equal(doc.chapters.length, 2);
  assert.equal(doc.chapters[0].paragraphs.length, 0);
  assert.equal(doc.chapters[1].number, 2);
});

Deno.test("parseManuscript() displays emphasis without markers", () => {
  const doc = parseManuscript("## A\n\nShe was *very* **sure** of snake_case.");
  assert.equal(doc.chapters[0].paragraphs[0].text, "She was very sure of snake_case.");
});

Deno.test("parseManuscript() counts lines as an editor does", () => {
  assert.equal(parseManuscript("").lineCount, 0);
  assert.equal(parseManuscript("a\nb\n").lineCount, 2);
  assert.equal(parseManuscript("a\nb").lineCount, 2);
  assert.equal(parseManuscript("a\r\nb\r\n").lineCount, 2);
});

Deno.test("parseManuscript() marks paragraphs that open with a '- ' list marker", () => {
  const doc = parseManuscript(
    "## A\n\n- ¿Qué pasa?\n\n-¿Nada?\n\n* star\n\n> - quoted\n\nPlain.\n",
  );
  const ps = doc.chapters[0].paragraphs;
  assert.deepEqual(ps.map((p) => [p.text, p.listDash ?? false]), [
    ["¿Qué pasa?", true],
    ["-¿Nada?", false],
    ["star", false],
    ["- quoted", false],
    ["Plain.", false],
  ]);
  assert.ok(!("listDash" in ps[4]));
});
