import assert from "node:assert/strict";
import { markdownCell } from "./markdown_cell.ts";

Deno.test("markdownCell() escapes backslashes and pipes, so no pipe can end the cell", () => {
  assert.equal(markdownCell("a|b"), "a\\|b");
  assert.equal(markdownCell("a\\|b"), "a\\\\\\|b");
  assert.equal(markdownCell("ends with \\"), "ends with \\\\");
  assert.equal(markdownCell("`x|y`"), "`x\\|y`");
  // Every | left in a cell is preceded by an odd run of backslashes: escaped.
  for (const text of ["|", "\\|", "\\\\|", "a\\\\\\|b|", "||\\"]) {
    const cell = markdownCell(text);
    for (const m of cell.matchAll(/(\\*)\|/g)) assert.equal(m[1].length % 2, 1, cell);
  }
});

Deno.test("markdownCell() writes line breaks as <br> and other control characters as spaces", () => {
  assert.equal(markdownCell("one\r\ntwo\nthree\rfour"), "one<br>two<br>three<br>four");
  assert.equal(markdownCell("a\u2028b\u2029c"), "a<br>b<br>c");
  assert.equal(markdownCell("a\tb\u001b[2Jc\u0085d\u007fe\u0000"), "a b [2Jc d e ");
  assert.equal(markdownCell("a\n\nb"), "a<br><br>b");
});

Deno.test("markdownCell() keeps authored Markdown unless told to escape it", () => {
  assert.equal(
    markdownCell("*kept* _x_ [l](u) <b>&amp; #1 !~"),
    "*kept* _x_ [l](u) <b>&amp; #1 !~",
  );
  assert.equal(
    markdownCell("*a* _b_ `c` [l](u) <b> # ! ~ &amp; \\ |", { escapeMarkup: true }),
    "\\*a\\* \\_b\\_ \\`c\\` \\[l\\](u) \\<b\\> \\# \\! \\~ \\&amp; \\\\ \\|",
  );
  // The <br> written for a line break is never escaped.
  assert.equal(markdownCell("<i>\nx", { escapeMarkup: true }), "\\<i\\><br>x");
  assert.equal(markdownCell("plain text 1.5 - ok", { escapeMarkup: true }), "plain text 1.5 - ok");
});
