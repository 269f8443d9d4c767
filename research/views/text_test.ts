import assert from "node:assert/strict";
import { boundLines, counted, mdTable, oneLine, padPoints, snapshotLabel } from "./text.ts";

Deno.test("oneLine flattens line breaks and neutralises terminal control characters", () => {
  assert.equal(oneLine("a\r\nb\nc\rd\u2028e\u2029f"), "a b c d e f");
  assert.equal(oneLine("x\ty"), "x y");
  assert.equal(oneLine("\u001b[2Jred\u0007\u007f\u0085"), "\uFFFD[2Jred\uFFFD\uFFFD\uFFFD");
  assert.equal(oneLine("Łódź – 1848"), "Łódź – 1848");
});

Deno.test("mdTable escapes every cell, keeps authored Markdown and writes line breaks as <br>", () => {
  assert.equal(mdTable(["h"], []), "| h |\n| --- |\n");
  assert.equal(
    mdTable(["a|b", "c"], [["x\\|y", "one\r\ntwo"], ["*kept*", ""]]),
    "| a\\|b | c |\n| --- | --- |\n| x\\\\\\|y | one<br>two |\n| *kept* |  |\n",
  );
});

Deno.test("boundLines keeps at most the limit and says how many more", () => {
  assert.deepEqual(boundLines(["a", "b"], 2, "item"), ["a", "b"]);
  assert.deepEqual(boundLines(["a", "b", "c"], 1, "line"), ["a", "… and 2 more lines"]);
  assert.deepEqual(boundLines([], 0, "item"), []);
  assert.deepEqual(boundLines(["a"], 0, "item"), ["… and 1 more item"]);
  assert.deepEqual(boundLines(["a", "b"], 0, "entry", "entries"), ["… and 2 more entries"]);
});

Deno.test("padPoints counts code points and snapshotLabel shows the whole snapshot", () => {
  assert.equal(padPoints("Łódź", 6), "Łódź  ");
  assert.equal(padPoints("𝔸", 2), "𝔸 ");
  assert.equal(padPoints("long", 2), "long");
  const snapshot = "0123456789abcdef".repeat(4);
  assert.equal(snapshotLabel(snapshot), snapshot);
  assert.equal(snapshotLabel(null), "none");
});

Deno.test("counted uses the singular for exactly one", () => {
  assert.equal(counted(0, "claim"), "0 claims");
  assert.equal(counted(1, "claim"), "1 claim");
  assert.equal(counted(2, "entry", "entries"), "2 entries");
});
