import assert from "node:assert/strict";
import { analyze } from "../../mod.ts";
import { ConflictError, UsageError } from "../errors.ts";
import { addMarker, markerChapters, markers, MAX_NOTE_LENGTH, resolveMarker } from "./markers.ts";
import { parseManuscript } from "./parse.ts";

// Reference ids: an independent Python FNV-1a 32-bit, first checked against the published FNV
// test vectors fnv1a32("") = 0x811c9dc5, fnv1a32("a") = 0xe40c292c, fnv1a32("foobar") = 0xbf9cf968:
//   P, O = 0x01000193, 0x811c9dc5
//   def fnv(b, h=O):
//       for x in b: h = ((h ^ x) * P) & 0xffffffff
//       return h
//   "m-%08x" % fnv((kind + "\0" + note + "\0" + str(line) + "\0" + text).encode())

Deno.test("markers() lists every work marker in line order with its source line", () => {
  const text = "Intro <!-- svc:check m-00000002 inline -->\n\n" +
    "<!-- svc:todo m-00000001 fix\n  the date -->\n<!-- plain comment -->\nEnd.\n";
  assert.deepEqual(markers(text), [
    { id: "m-00000002", kind: "check", note: "inline", line: 1 },
    { id: "m-00000001", kind: "todo", note: "fix the date", line: 3 },
  ]);
  assert.deepEqual(markers("\uFEFF<!-- svc:todo m-0000000a -->\r\nText.\r\n"), [
    { id: "m-0000000a", kind: "todo", note: "", line: 1 },
  ]);
  assert.deepEqual(markers(""), []);
});

Deno.test("addMarker() inserts exactly one comment line with the FNV-1a id", () => {
  // python: "m-%08x" % fnv("todo\0check\0" "2\0One.\nTwo.\n".encode()) -> m-97280d43
  const r = addMarker("One.\nTwo.\n", { kind: "todo", note: "check", line: 2 });
  assert.deepEqual(r.marker, { id: "m-97280d43", kind: "todo", note: "check", line: 2 });
  assert.equal(r.text, "One.\n<!-- svc:todo m-97280d43 check -->\nTwo.\n");
});

Deno.test("addMarker() hashes UTF-8 and keeps a BOM in front of a line-1 marker", () => {
  // python: "m-%08x" % fnv("pruefen\0Datum prüfen\0" "1\0\ufeffEins.\n".encode()) -> m-4556e122
  const r = addMarker("\uFEFFEins.\n", { kind: "pruefen", note: "Datum prüfen", line: 1 });
  assert.equal(r.marker.id, "m-4556e122");
  assert.equal(r.text, "\uFEFF<!-- svc:pruefen m-4556e122 Datum prüfen -->\nEins.\n");
  assert.deepEqual(markers(r.text), [r.marker]);
});

Deno.test("addMarker() rehashes with a counter when the id is already in the file", () => {
  // The note was searched so that the first hash equals the existing id 0x0badc0de:
  // python: "m-%08x" % fnv(("todo\0" "0GRkQa\0" "3\0" + T).encode()) -> m-0badc0de
  // python: "m-%08x" % fnv(("todo\0" "0GRkQa\0" "3\0" + T + "\0" "1").encode()) -> m-dee99d11
  const text = "Intro.\n<!-- svc:todo m-0badc0de existing -->\nEnd.\n";
  const r = addMarker(text, { kind: "todo", note: "0GRkQa", line: 3 });
  assert.equal(r.marker.id, "m-dee99d11");
  assert.deepEqual(markers(r.text).map((m) => m.id), ["m-0badc0de", "m-dee99d11"]);
});

Deno.test("addMarker() then resolveMarker() restores the original bytes", () => {
  const cases: { name: string; text: string; line: number; expected: (c: string) => string }[] = [
    { name: "LF middle", text: "a\nb\nc\n", line: 2, expected: (c) => `a\n${c}\nb\nc\n` },
    { name: "LF line 1", text: "a\nb\n", line: 1, expected: (c) => `${c}\na\nb\n` },
    { name: "LF end", text: "a\nb\n", line: 3, expected: (c) => `a\nb\n${c}\n` },
    { name: "CRLF middle", text: "a\r\nb\r\n", line: 2, expected: (c) => `a\r\n${c}\r\nb\r\n` },
    { name: "CRLF end", text: "a\r\nb\r\n", line: 3, expected: (c) => `a\r\nb\r\n${c}\r\n` },
    {
      name: "mostly CRLF",
      text: "a\r\nb\nc\r\n",
      line: 3,
      expected: (c) => `a\r\nb\n${c}\r\nc\r\n`,
    },
    { name: "no final EOL, middle", text: "a\nb", line: 2, expected: (c) => `a\n${c}\nb` },
    { name: "no final EOL, end", text: "a\nb", line: 3, expected: (c) => `a\nb\n${c}` },
    { name: "no final CRLF, end", text: "a\r\nb", line: 3, expected: (c) => `a\r\nb\r\n${c}` },
    { name: "one line, no EOL", text: "a", line: 2, expected: (c) => `a\n${c}` },
    { name: "empty file", text: "", line: 1, expected: (c) => `${c}\n` },
    { name: "BOM line 1", text: "\uFEFFa\n", line: 1, expected: (c) => `\uFEFF${c}\na\n` },
    { name: "BOM end", text: "\uFEFFa\r\nb", line: 3, expected: (c) => `\uFEFFa\r\nb\r\n${c}` },
  ];
  for (const { name, text, line, expected } of cases) {
    const added = addMarker(text, { kind: "todo", note: "look here", line });
    const comment = `<!-- svc:todo ${added.marker.id} look here -->`;
    assert.equal(added.text, expected(comment), name);
    assert.deepEqual(markers(added.text), [added.marker], name);
    const resolved = resolveMarker(added.text, added.marker.id);
    assert.equal(resolved.text, text, name);
    assert.deepEqual(resolved.marker, added.marker, name);
  }
});

Deno.test("addMarker() gives two markers different ids and shifts later lines by one", () => {
  const text = "# T\n\n## One\n\nProse.\n<!-- svc:todo m-00000001 old -->\n";
  const first = addMarker(text, { kind: "todo", note: "same", line: 5 });
  const second = addMarker(first.text, { kind: "todo", note: "same", line: 5 });
  assert.notEqual(first.marker.id, second.marker.id);
  assert.deepEqual(markers(text).map((m) => m.line), [6]);
  assert.deepEqual(markers(first.text).map((m) => [m.id, m.line]), [
    [first.marker.id, 5],
    ["m-00000001", 7],
  ]);
  assert.deepEqual(markers(second.text).map((m) => [m.id, m.line]), [
    [second.marker.id, 5],
    [first.marker.id, 6],
    ["m-00000001", 8],
  ]);
  assert.equal(second.text.split("\n")[6], "Prose.");
});

Deno.test("addMarker() normalises note spacing the way the parser reads it back", () => {
  const r = addMarker("a\n", { kind: "todo", note: "  two\t words  ", line: 1 });
  assert.equal(r.marker.note, "two words");
  assert.equal(r.text, `<!-- svc:todo ${r.marker.id} two words -->\na\n`);
  const empty = addMarker("a\n", { kind: "todo", note: "", line: 2 });
  assert.equal(empty.text, `a\n<!-- svc:todo ${empty.marker.id} -->\n`);
  assert.deepEqual(markers(empty.text), [empty.marker]);
});

Deno.test("addMarker() rejects an invalid kind", () => {
  for (const kind of ["", "to do", "a>b", "svc:x", "x".repeat(41), "a\u0308"]) {
    assert.throws(() => addMarker("a\n", { kind, note: "", line: 1 }), UsageError, kind);
  }
  for (const kind of ["x".repeat(40), "prüfen", "to-do_2", "校对"]) {
    assert.equal(addMarker("a\n", { kind, note: "", line: 1 }).marker.kind, kind);
  }
});

Deno.test("addMarker() rejects a note that is multi-line, too long or breaks the comment", () => {
  const bad = ["a\nb", "a\r\nb", "a\u2028b", "ends -->", "a--b", "<!-- x", "> quoted", "a\u0000b"];
  for (const note of [...bad, "x".repeat(MAX_NOTE_LENGTH + 1)]) {
    assert.throws(() => addMarker("a\n", { kind: "todo", note, line: 1 }), UsageError, note);
  }
  for (const note of ["x".repeat(MAX_NOTE_LENGTH), "a - b -> c", "x > y", "ü".repeat(2000)]) {
    const r = addMarker("a\n", { kind: "todo", note, line: 1 });
    assert.deepEqual(markers(r.text), [r.marker]);
  }
});

Deno.test("addMarker() rejects a line outside 1..lineCount+1 or not an integer", () => {
  for (const line of [0, -1, 1.5, NaN, Infinity, 4]) {
    assert.throws(() => addMarker("a\nb\n", { kind: "todo", note: "", line }), UsageError);
  }
  assert.throws(() => addMarker("a\nb", { kind: "todo", note: "", line: 4 }), UsageError);
  assert.throws(() => addMarker("", { kind: "todo", note: "", line: 2 }), UsageError);
});

Deno.test("addMarker() rejects a line inside a multi-line comment or a code fence", () => {
  const text = "a\n<!-- open\nstill\nclosed -->\nb\n```\ncode\n```\nc\n~~~\nx\n~~~\n";
  for (const line of [3, 4, 7, 8, 11, 12]) {
    assert.throws(
      () => addMarker(text, { kind: "todo", note: "", line }),
      UsageError,
      `line ${line}`,
    );
  }
  for (const line of [1, 2, 5, 6, 9, 10, 13]) {
    assert.equal(addMarker(text, { kind: "todo", note: "", line }).marker.line, line);
  }
  assert.throws(
    () => addMarker("a\n<!-- never closed\nb\n", { kind: "todo", note: "", line: 4 }),
    /inside the HTML comment that starts on line 2/,
  );
  assert.throws(
    () => addMarker("```\ncode\n", { kind: "todo", note: "", line: 3 }),
    /inside the fenced code block that starts on line 1/,
  );
});

Deno.test("resolveMarker() removes only the comment text of an inline marker", () => {
  const text = "He left <!-- svc:todo m-0a1b2c3d why? --> at dawn.\r\nNext.\r\n";
  const r = resolveMarker(text, "m-0a1b2c3d");
  assert.equal(r.text, "He left  at dawn.\r\nNext.\r\n");
  assert.deepEqual(r.marker, { id: "m-0a1b2c3d", kind: "todo", note: "why?", line: 1 });
});

Deno.test("resolveMarker() removes a standalone marker's whole line(s), spaces included", () => {
  const indented = "a\n  <!-- svc:todo m-0a1b2c3d x -->\t\nb\n";
  assert.equal(resolveMarker(indented, "m-0a1b2c3d").text, "a\nb\n");
  const multiLine = "a\n<!-- svc:todo m-0a1b2c3d long\nnote -->\nb\n";
  const r = resolveMarker(multiLine, "m-0a1b2c3d");
  assert.equal(r.text, "a\nb\n");
  assert.equal(r.marker.note, "long note");
  assert.equal(resolveMarker("<!-- svc:todo m-0a1b2c3d -->", "m-0a1b2c3d").text, "");
  const beside = "<!-- other --> <!-- svc:todo m-0a1b2c3d -->\nb\n";
  assert.equal(resolveMarker(beside, "m-0a1b2c3d").text, "<!-- other --> \nb\n");
});

Deno.test("resolveMarker() removes only the first of two markers with the same id", () => {
  const text = "<!-- svc:todo m-0a1b2c3d first -->\nx\n<!-- svc:todo m-0a1b2c3d second -->\n";
  const r = resolveMarker(text, "m-0a1b2c3d");
  assert.equal(r.marker.note, "first");
  assert.equal(r.text, "x\n<!-- svc:todo m-0a1b2c3d second -->\n");
});

Deno.test("resolveMarker() rejects a malformed id with UsageError", () => {
  for (const id of ["m-0A1B2C3D", "m-0a1b2c3", "0a1b2c3d", "m-0a1b2c3d ", ""]) {
    assert.throws(() => resolveMarker("<!-- svc:todo m-0a1b2c3d -->", id), UsageError, id);
  }
});

Deno.test("resolveMarker() throws ConflictError for an unknown or already resolved id", () => {
  const text = "a\n<!-- svc:todo m-0a1b2c3d x -->\n<!-- m-11111111 not a marker -->\n";
  assert.throws(() => resolveMarker(text, "m-11111111"), ConflictError);
  const once = resolveMarker(text, "m-0a1b2c3d").text;
  assert.throws(() => resolveMarker(once, "m-0a1b2c3d"), ConflictError);
  // An unclosed comment is not a marker.
  assert.throws(() => resolveMarker("<!-- svc:todo m-22222222 x\n", "m-22222222"), ConflictError);
});

Deno.test("adding markers leaves the analysis metrics unchanged", async () => {
  const text = await Deno.readTextFile(new URL("../../testdata/sample-en.md", import.meta.url));
  const before = analyze(text, { language: "en" }).metrics;
  const lines = text.split("\n");
  const chapterLine = lines.findIndex((l) => l.startsWith("## Chapter Two")) + 1;
  let edited = text;
  // Inserted bottom-up so the earlier line numbers stay valid.
  for (const line of [lines.length, chapterLine + 2, chapterLine, 1]) {
    edited = addMarker(edited, { kind: "todo", note: "re-check", line }).text;
  }
  assert.equal(markers(edited).length, markers(text).length + 4);
  assert.deepEqual(analyze(edited, { language: "en" }).metrics, before);
});

Deno.test("markerChapters() gives a marker under a chapter's heading to that chapter", () => {
  // Line 4 is "## Two", line 5 its blank line, line 6 its first paragraph.
  const text = "Front.\n\n## One\n## Two\n\nIt rained.\n";
  const at = (line: number) => {
    const edited = addMarker(text, { kind: "todo", note: "", line }).text;
    const doc = parseManuscript(edited);
    return markerChapters(doc.markers, doc.chapters)[0];
  };
  assert.equal(at(5), 2, "the heading line's next line");
  assert.equal(at(6), 2, "the chapter's first paragraph line");
  assert.equal(at(7), 2, "after the paragraph");
  assert.equal(at(4), 1, "before the heading: still chapter one");
  assert.equal(at(1), null, "front matter");
  // Hand-written on the heading line itself.
  const inline = parseManuscript("## One\nA.\n## Two <!-- svc:todo m-0a1b2c3d x -->\nB.\n");
  assert.deepEqual(markerChapters(inline.markers, inline.chapters), [2]);
  assert.deepEqual(markerChapters([], inline.chapters), []);
});
