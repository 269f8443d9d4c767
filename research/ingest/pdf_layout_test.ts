import assert from "node:assert/strict";
import { pageText, type TextItem } from "./pdf_layout.ts";

const item = (str: string, x: number, y: number, fontSize = 12, hasEOL = false): TextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  fontSize,
  hasEOL,
});

Deno.test("pageText() joins lines of a paragraph with a newline and paragraphs with a blank line", () => {
  // Leading 14 pt on 12 pt text (ratio 1.17); the paragraph gap is 28 pt (ratio 2.33).
  const items = [
    item("First line", 72, 700, 12, true),
    item("second line", 72, 686, 12, true),
    item("third line.", 72, 672, 12, true),
    item("New paragraph", 72, 644, 12, true),
    item("goes on.", 72, 630),
  ];
  assert.equal(pageText(items), "First line\nsecond line\nthird line.\n\nNew paragraph\ngoes on.");
});

Deno.test("pageText() splits off a heading by its font size", () => {
  const items = [item("Chapter One", 72, 700, 24, true), item("Body.", 72, 672, 12)];
  assert.equal(pageText(items), "Chapter One\n\nBody.");
});

Deno.test("pageText() starts a line on a baseline move even without hasEOL", () => {
  const items = [item("Above", 72, 700), item("below", 72, 686), item("more", 72, 672)];
  assert.equal(pageText(items), "Above\nbelow\nmore");
});

Deno.test("pageText() inserts a space only across a real horizontal gap", () => {
  // "Hello" ends at 72 + 30 = 102; "World" at 110 is 8 pt away (> 0.2 × 12), "!" touches.
  const items = [item("Hello", 72, 700), item("World", 110, 700), item("!", 140, 700)];
  assert.equal(pageText(items), "Hello World!");
  const spaced = [item("Hello ", 72, 700), item("World", 110, 700)];
  assert.equal(pageText(spaced), "Hello World");
  // A superscript footnote mark, 4 pt up, stays on its line.
  assert.equal(pageText([item("Text", 72, 700), item("1", 96, 704, 7)]), "Text1");
});

Deno.test("pageText() treats empty items as carriers of hasEOL only", () => {
  const items = [item("One", 72, 700), item("", 72, 686, 12, true), item("Two", 72, 686)];
  assert.equal(pageText(items), "One\nTwo");
});

Deno.test("pageText() puts a blank line where the text moves up (a new column)", () => {
  const items = [
    item("Left column", 72, 700, 12, true),
    item("ends here.", 72, 686, 12, true),
    item("Right column", 320, 700, 12, true),
    item("starts here.", 320, 686),
  ];
  assert.equal(pageText(items), "Left column\nends here.\n\nRight column\nstarts here.");
});

Deno.test("pageText() of a page without text items is empty", () => {
  assert.equal(pageText([]), "");
  assert.equal(pageText([item(" ", 72, 700), item("", 72, 690, 12, true)]), "");
});
