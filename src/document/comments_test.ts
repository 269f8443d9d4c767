import assert from "node:assert/strict";
import { parseMarkerBody, stripComments } from "./comments.ts";

Deno.test("stripComments() removes single-line and multi-line comments", () => {
  const r = stripComments("a <!-- b --> c\n<!-- start\nmiddle\nend --> tail\nplain");
  assert.deepEqual(r.lines.map((l) => l.text), ["a  c", "", "", " tail", "plain"]);
  assert.deepEqual(r.lines.map((l) => l.commentOnly), [false, true, true, false, false]);
});

Deno.test("stripComments() reads work markers with their source line", () => {
  const r = stripComments("x\n<!-- svc:todo m-1a2b3c4d check the tide -->\n<!-- plain note -->");
  assert.deepEqual(r.markers, [
    { id: "m-1a2b3c4d", kind: "todo", note: "check the tide", line: 2 },
  ]);
});

Deno.test("parseMarkerBody() rejects malformed ids", () => {
  assert.equal(parseMarkerBody(" svc:todo m-XYZ note ", 1), null);
  assert.equal(parseMarkerBody(" svc:todo m-1234567 note ", 1), null);
  assert.deepEqual(parseMarkerBody("svc:pruefen m-0badc0de", 3), {
    id: "m-0badc0de",
    kind: "pruefen",
    note: "",
    line: 3,
  });
});

Deno.test("stripComments() lets an unclosed comment run to the end", () => {
  const r = stripComments("a\n<!-- open\nb");
  assert.deepEqual(r.lines.map((l) => l.text), ["a", "", ""]);
});
