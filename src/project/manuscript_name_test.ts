import assert from "node:assert/strict";
import {
  fallbackTitle,
  isManuscriptName,
  isMarkdownName,
  markdownStem,
} from "./manuscript_name.ts";

Deno.test("the Markdown-name rule: extension, stem, manuscript candidates and the PDF title", () => {
  const cases: [string, boolean, string, boolean, string][] = [
    // name, isMarkdownName, markdownStem, isManuscriptName, fallbackTitle
    ["book.md", true, "book", true, "book"],
    ["Book.MD", true, "Book", true, "Book"],
    ["Élan.markdown", true, "Élan", true, "Élan"],
    ["notes.MarkDown", true, "notes", true, "notes"],
    ["README.md", true, "README", false, "README"],
    ["license.markdown", true, "license", false, "license"],
    ["Contributing.md", true, "Contributing", false, "Contributing"],
    ["changelog.md", true, "changelog", false, "changelog"],
    ["readme-draft.md", true, "readme-draft", true, "readme-draft"],
    [".draft.md", true, ".draft", false, ".draft"],
    ["book.txt", false, "book.txt", false, "book"],
    ["book.md.txt", false, "book.md.txt", false, "book.md"],
    ["book.mdx", false, "book.mdx", false, "book.mdx"],
    ["book.md.bak", false, "book.md.bak", false, "book.md.bak"],
    [".md", true, "", false, ""],
  ];
  for (const [name, markdown, stem, candidate, title] of cases) {
    assert.equal(isMarkdownName(name), markdown, name);
    assert.equal(markdownStem(name), stem, name);
    assert.equal(isManuscriptName(name), candidate, name);
    assert.equal(fallbackTitle(name), title, name);
  }
});
