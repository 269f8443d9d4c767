import assert from "node:assert/strict";
import { parseDiffRanges } from "./git_changes.ts";

Deno.test("parseDiffRanges() reads the new-side ranges of git diff -U0 hunks", () => {
  const diff = [
    "diff --git a/book.md b/book.md",
    "@@ -3,0 +4,2 @@ ## One",
    "+a",
    "+b",
    "@@ -9 +11 @@",
    "-c",
    "+d",
    "@@ -20,3 +22,0 @@",
    "-e",
  ].join("\n");
  // Added 4–5; changed 11; three lines deleted after line 22: lines 22 and 23 touch the gap.
  assert.deepEqual(parseDiffRanges(diff), [[4, 5], [11, 11], [22, 23]]);
  assert.deepEqual(parseDiffRanges("@@ -1,2 +0,0 @@\n-a\n-b\n"), [[1, 1]]);
  assert.deepEqual(parseDiffRanges(""), []);
});
