import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import { mulberry32 } from "../../src/codec/prng.ts";
import { corpusFiles } from "../../testing/corpus.ts";
import { editableSections, extractSections, joinSections, updateSection } from "./sections.ts";

const headings = (body: string) => extractSections(body).map((s) => [s.level, s.heading]);

Deno.test("extractSections() splits at every heading and keeps the text before the first", () => {
  const body = "Intro line\n\n# Title\nTop.\n## Sources\nA.\n\nB.\n### Deep\n";
  assert.deepEqual(extractSections(body), [
    { heading: "", level: 0, body: "Intro line\n\n", headingLine: "" },
    { heading: "Title", level: 1, body: "Top.\n", headingLine: "# Title\n" },
    { heading: "Sources", level: 2, body: "A.\n\nB.\n", headingLine: "## Sources\n" },
    { heading: "Deep", level: 3, body: "", headingLine: "### Deep\n" },
  ]);
});

Deno.test("extractSections() has no opening section when the body starts with a heading", () => {
  assert.deepEqual(headings("# A\ntext"), [[1, "A"]]);
  assert.deepEqual(extractSections(""), []);
  assert.deepEqual(extractSections("only text"), [
    { heading: "", level: 0, body: "only text", headingLine: "" },
  ]);
});

Deno.test("extractSections() reads ATX headings as CommonMark does", () => {
  const cases: [string, [number, string][]][] = [
    ["# foo #\n", [[1, "foo"]]],
    ["## foo ##   \n", [[2, "foo"]]],
    ["### foo ######\n", [[3, "foo"]]],
    ["# foo#\n", [[1, "foo#"]]],
    ["# C# #\n", [[1, "C#"]]],
    ["### ###\n", [[3, ""]]],
    ["#\n", [[1, ""]]],
    ["#\tTabbed\n", [[1, "Tabbed"]]],
    ["   # Three spaces\n", [[1, "Three spaces"]]],
    ["# foo \\#\n", [[1, "foo \\#"]]],
    ["## Windows\r\nx\r\n", [[2, "Windows"]]],
    ["######   six   \n", [[6, "six"]]],
    // Not headings: no space after the marks, seven marks, four spaces of indent.
    ["#5 bolt\n", [[0, ""]]],
    ["#hashtag\n", [[0, ""]]],
    ["####### seven\n", [[0, ""]]],
    ["    # indented code\n", [[0, ""]]],
    ["\t# tab indent\n", [[0, ""]]],
    ["> # quoted\n", [[0, ""]]],
  ];
  for (const [body, expected] of cases) assert.deepEqual(headings(body), expected, body);
});

Deno.test("extractSections() never takes a line inside a fenced code block for a heading", () => {
  const body = "# A\n```md\n# not a heading\n```\n# B\n~~~\n## nor this\n~~~\n";
  assert.deepEqual(headings(body), [[1, "A"], [1, "B"]]);
  assert.equal(extractSections(body)[0].body, "```md\n# not a heading\n```\n");
  const cases: [string, [number, string][]][] = [
    // A closing fence must be at least as long as the opening one and of the same character.
    ["````\n```\n# in\n````\n# out\n", [[0, ""], [1, "out"]]],
    ["```\n~~~\n# in\n```\n# out\n", [[0, ""], [1, "out"]]],
    // A line with an info string does not close a fence.
    ["```\n``` js\n# in\n```\n# out\n", [[0, ""], [1, "out"]]],
    // An unclosed fence runs to the end of the body.
    ["# A\n```\n# in\n# also in\n", [[1, "A"]]],
    // A backtick "fence" whose info string holds a backtick is inline code, not a fence.
    ["```a`b\n# out\n", [[0, ""], [1, "out"]]],
    ["~~~ a`b\n# in\n", [[0, ""]]],
    // Four spaces of indent do not open a fence.
    ["    ```\n# out\n", [[0, ""], [1, "out"]]],
    ["   ~~~\n# in\n   ~~~\n# out\n", [[0, ""], [1, "out"]]],
  ];
  for (const [body, expected] of cases) assert.deepEqual(headings(body), expected, body);
});

Deno.test("joinSections() rebuilds the exact bytes, CRLF and missing final newline included", () => {
  for (
    const body of [
      "",
      "x",
      "# A",
      "#",
      "\n\n# A\r\n\r\nbody\r\n## B ##\r\n",
      "pre\n# A\n```\n# fenced\n",
      "# A\nno newline at end",
    ]
  ) assert.equal(joinSections(extractSections(body)), body);
});

Deno.test("joinSections() writes a heading line for sections built without one", () => {
  const built = [
    { heading: "", level: 0, body: "Intro\n" },
    { heading: "Sources", level: 2, body: "A.\n" },
    { heading: "C#", level: 1, body: "" },
    { heading: "Notes #", level: 3, body: "z\n" },
  ];
  const text = joinSections(built);
  assert.equal(text, "Intro\n## Sources\nA.\n# C#\n### Notes # #\nz\n");
  assert.deepEqual(
    extractSections(text).map(({ heading, level, body }) => ({ heading, level, body })),
    built,
  );
});

const PIECES = [
  "# H1",
  "## Sources",
  "### Notes ###",
  "   #### Indented",
  "####### seven",
  "#no space",
  "#",
  "```",
  "````",
  "```js",
  "```a`b",
  "~~~",
  "~~~~ tilde",
  "    ```",
  "Plain words.",
  "",
  "   ",
  "> # quote",
  "# C# #",
  "Ünïcödé ✓ 😀",
];

Deno.test("extract then join is byte-identical on 3000 random bodies (seed 14)", () => {
  const rand = mulberry32(14);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  let headed = 0;
  for (let n = 0; n < 3000; n++) {
    const lines = Array.from({ length: Math.floor(rand() * 25) }, () => pick(PIECES));
    const eols = lines.map(() => pick(["\n", "\n", "\r\n", "\r", ""]));
    const body = lines.map((l, i) => l + eols[i]).join("");
    const sections = extractSections(body);
    assert.equal(joinSections(sections), body, JSON.stringify(body));
    if (sections.some((s) => s.level > 0)) headed++;
    // Only the opening text has level 0, and only it may lack a heading line.
    sections.forEach((s, i) => assert.equal(s.level === 0, i === 0 && s.headingLine === ""));
  }
  // Fences hide some headings, but most bodies must still split somewhere.
  assert.ok(headed > 1500, `only ${headed} bodies had a heading`);
});

const corpus = corpusFiles();

Deno.test({
  name: "extract then join is byte-identical on the first 200 lines of each corpus novel",
  ignore: corpus.length === 0,
  fn: async () => {
    const files = corpus;
    let headingsSeen = 0;
    for (const { path } of files) {
      const text = (await Deno.readTextFile(path)).split("\n").slice(0, 200).join("\n");
      const sections = extractSections(text);
      assert.equal(joinSections(sections), text, path.pathname);
      // The novels hold no code fences, so every line starting with "#" and a space is a heading.
      const expected = text.split("\n").filter((l) => /^#{1,6} /.test(l));
      assert.deepEqual(
        sections.filter((s) => s.level > 0).map((s) => s.headingLine?.replace(/\n$/, "")),
        expected,
      );
      headingsSeen += expected.length;
    }
    assert.ok(headingsSeen >= files.length, `only ${headingsSeen} headings in the corpus`);
  },
});

Deno.test("editableSections() lists headings that occur once, in order", () => {
  const body = "Intro\n# A\n## Notes\n# B\n### Notes\n#\n## ##\n# C\n";
  assert.deepEqual(editableSections(body), ["A", "B", "C"]);
  assert.deepEqual(editableSections("```\n# fenced\n```\n"), []);
  assert.deepEqual(editableSections(""), []);
});

Deno.test("updateSection() replaces only the named section's body", () => {
  const body = "Intro\n# A\nold a\n\n## B\nold b\n# C\nc\n";
  assert.equal(updateSection(body, "B", "new b\n"), "Intro\n# A\nold a\n\n## B\nnew b\n# C\nc\n");
  assert.equal(updateSection(body, "  A ", "x\n\n"), "Intro\n# A\nx\n\n## B\nold b\n# C\nc\n");
  assert.equal(updateSection(body, "C", "last"), "Intro\n# A\nold a\n\n## B\nold b\n# C\nlast");
  assert.equal(updateSection(body, "B", ""), "Intro\n# A\nold a\n\n## B\n# C\nc\n");
});

Deno.test("updateSection() keeps the blank lines around the section it replaces", () => {
  const body = "# A\n\nold a\n\n## B\n\nold b\n\n\n# C\nc\n";
  assert.equal(
    updateSection(body, "A", "new a"),
    "# A\n\nnew a\n\n## B\n\nold b\n\n\n# C\nc\n",
  );
  assert.equal(
    updateSection(body, "B", "new b\n"),
    "# A\n\nold a\n\n## B\n\nnew b\n\n\n# C\nc\n",
  );
  // Several paragraphs: only the frame comes from the old text.
  assert.equal(
    updateSection(body, "A", "one\n\ntwo\n"),
    "# A\n\none\n\ntwo\n\n## B\n\nold b\n\n\n# C\nc\n",
  );
  // New text that brings its own blank lines keeps them instead.
  assert.equal(
    updateSection(body, "A", "\n\nx\n\n\n"),
    "# A\n\n\nx\n\n\n## B\n\nold b\n\n\n# C\nc\n",
  );
  // Emptied, a section keeps one frame: the blank lines after its text.
  assert.equal(updateSection(body, "A", ""), "# A\n\n## B\n\nold b\n\n\n# C\nc\n");
  // CRLF and the last section of the body.
  assert.equal(
    updateSection("# A\r\n\r\na\r\n\r\n# B\r\n", "A", "n"),
    "# A\r\n\r\nn\r\n\r\n# B\r\n",
  );
  assert.equal(updateSection("# A\n\nold\n\n", "A", "new"), "# A\n\nnew\n\n");
  assert.equal(updateSection("# A\n\nold", "A", "new"), "# A\n\nnew");
});

Deno.test("updateSection() ends the new text with a newline when another section follows", () => {
  assert.equal(updateSection("# A\na\n# B\nb\n", "A", "new"), "# A\nnew\n# B\nb\n");
  assert.equal(updateSection("# A\r\na\r\n# B\r\n", "A", "new"), "# A\r\nnew\r\n# B\r\n");
  // The last section keeps the text exactly as given.
  assert.equal(updateSection("# A\na\n# B\nb\n", "B", "new"), "# A\na\n# B\nnew");
});

Deno.test("updateSection() gives a heading on the last line its own line before the new text", () => {
  assert.equal(updateSection("# A\na\n# B", "B", "b\n"), "# A\na\n# B\nb\n");
  assert.equal(updateSection("x\r\n# B", "B", "b"), "x\r\n# B\r\nb");
  assert.equal(updateSection("# B", "B", ""), "# B");
});

Deno.test("updateSection() accepts headings inside a fenced block in the new text", () => {
  const updated = updateSection("# A\na\n# B\n", "A", "```\n# example\n```\n");
  assert.equal(updated, "# A\n```\n# example\n```\n# B\n");
  assert.deepEqual(headings(updated), [[1, "A"], [1, "B"]]);
  // An unclosed fence in the last section changes no section.
  assert.equal(updateSection("# A\na\n# B\n", "B", "```\ncode\n"), "# A\na\n# B\n```\ncode\n");
});

Deno.test("updateSection() names the editable sections when the heading is missing", () => {
  const body = "# A\n# B\n## B\n# C\n";
  assert.throws(() => updateSection(body, "Z", "x"), {
    name: "UsageError",
    message: 'No section named "Z"; editable sections: "A", "C"',
  });
  assert.throws(() => updateSection("text only", "", "x"), {
    message: 'No section named ""; editable sections: none',
  });
  assert.throws(() => updateSection("```\n# A\n```\n", "A", "x"), UsageError);
});

Deno.test("updateSection() refuses a duplicated heading", () => {
  assert.throws(() => updateSection("# B\n1\n## B\n2\n", "B", "x"), {
    name: "UsageError",
    message:
      'Cannot update section "B": the heading occurs 2 times, so it names no single section; ' +
      "edit the whole body instead",
  });
});

Deno.test("updateSection() refuses new text that would change the sections", () => {
  const body = "# A\na\n# B\nb\n";
  for (const text of ["x\n## Sub\ny\n", "```\nopen fence\n", "# A\n"]) {
    assert.throws(() => updateSection(body, "A", text), {
      name: "UsageError",
      message: /^Cannot update section "A": the new text contains a heading or an unclosed code/,
    }, text);
  }
});

Deno.test("updateSection() leaves every other byte unchanged on random bodies (seed 7)", () => {
  const rand = mulberry32(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  let updates = 0;
  for (let n = 0; n < 1000; n++) {
    const body = Array.from({ length: 1 + Math.floor(rand() * 15) }, () => pick(PIECES) + "\n")
      .join("");
    const editable = editableSections(body);
    if (editable.length === 0) continue;
    const name = pick(editable);
    const sections = extractSections(body);
    const at = sections.findIndex((s) => s.level > 0 && s.heading === name);
    const updated = updateSection(body, name, "Replaced text.\n");
    const after = extractSections(updated);
    assert.equal(after.length, sections.length);
    // The blank lines around the old text stay around the new one.
    const old = sections[at].body;
    const lead = /^(?:[ \t]*\r?\n)*/.exec(old)![0];
    const trail = lead === old ? "" : /(?:\r?\n[ \t]*)*$/.exec(old)![0].replace(/^\r?\n/, "");
    after.forEach((s, i) => {
      assert.equal(s.headingLine, sections[i].headingLine);
      assert.equal(s.body, i === at ? lead + "Replaced text.\n" + trail : sections[i].body);
    });
    updates++;
  }
  assert.ok(updates > 500, `only ${updates} bodies had an editable section`);
});
