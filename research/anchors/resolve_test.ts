import assert from "node:assert/strict";
import { parseManuscript } from "../../src/document/parse.ts";
import { ParagraphIndex, textSha256 } from "./paragraph_index.ts";
import { requireExactSelection, resolveSelection } from "./resolve.ts";
import type { Selection } from "./selection.ts";

const BASE = [
  "# Book", //                                   1
  "", //                                         2
  "## One", //                                   3
  "", //                                         4
  "The mill burned in March. Nobody", //         5
  "saw the *first* spark.", //                   6
  "", //                                         7
  "Letters from Łódź mention the fire.", //      8
  "", //                                         9
  "The insurer paid 😀 in 1849, they say.", //   10
  "",
].join("\n");

const P1 = "The mill burned in March. Nobody saw the first spark.";
const QUOTE = "Nobody saw the first spark";

function index(text: string): ParagraphIndex {
  return new ParagraphIndex(parseManuscript(text));
}

const SELECTION: Selection = {
  start_line: 5,
  end_line: 6,
  paragraph_sha256: textSha256(P1),
  start: P1.indexOf(QUOTE),
  end: P1.indexOf(QUOTE) + QUOTE.length,
  quote: QUOTE,
};

Deno.test("the index holds the Document's displayed paragraphs with their line spans", () => {
  const ix = index(BASE);
  assert.deepEqual(
    ix.paragraphs.map((p) => [p.startLine, p.endLine, p.text]),
    [
      [5, 6, P1],
      [8, 8, "Letters from Łódź mention the fire."],
      [10, 10, "The insurer paid 😀 in 1849, they say."],
    ],
  );
  assert.equal(ix.at(5, 6), 0);
  assert.equal(ix.at(5, 5), -1);
  // SHA-256("abc"), FIPS 180-2 appendix B.1.
  assert.equal(
    textSha256("abc"),
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
  );
});

Deno.test("find() gives code-point offsets after an astral character and counts overlaps", () => {
  const ix = index(BASE);
  // "The insurer paid 😀 in 1849": 😀 is one code point (two UTF-16 units).
  assert.deepEqual(ix.find("in 1849"), [{ paragraph: 2, start: 19, end: 26 }]);
  assert.deepEqual(ix.find("😀 in"), [{ paragraph: 2, start: 17, end: 21 }]);
  assert.equal(index("## A\n\naaa\n").find("aa").length, 2);
  // A quote never spans two paragraphs, and a line break never matches.
  assert.deepEqual(ix.find("spark. Letters"), []);
  assert.deepEqual(ix.find("spark.\nLetters"), []);
});

const insertBefore = (text: string, line: number, lines: string[]) => {
  const all = text.split("\n");
  all.splice(line - 1, 0, ...lines);
  return all.join("\n");
};

/** One manuscript edit per anchor state (unavailable is the file's, see the facade tests). */
const EDITS: [string, string, string, [number, number][]][] = [
  ["no edit", BASE, "resolved", [[5, 6]]],
  ["an edit in another paragraph", BASE.replace("fire", "blaze"), "resolved", [[5, 6]]],
  [
    "a copy of the quote elsewhere makes even an intact anchor ambiguous",
    BASE.replace("mention the fire.", `mention the fire. ${QUOTE}.`),
    "ambiguous",
    [[5, 6], [8, 8]],
  ],
  ["a paragraph inserted above", insertBefore(BASE, 5, ["A new opening.", ""]), "moved", [[7, 8]]],
  ["the paragraph joined onto one line", BASE.replace("Nobody\nsaw", "Nobody saw"), "moved", [[
    5,
    5,
  ]]],
  ["the text around the quote edited", BASE.replace("March", "April"), "adjusted", [[5, 6]]],
  [
    "edited around the quote and moved",
    insertBefore(BASE.replace("March", "April"), 5, ["Before.", ""]),
    "adjusted",
    [[7, 8]],
  ],
  [
    "the paragraph duplicated above",
    insertBefore(BASE, 5, ["The mill burned in March. Nobody", "saw the *first* spark.", ""]),
    "ambiguous",
    [[5, 6], [8, 9]],
  ],
  [
    "a longer sentence that contains the quote counts as a copy",
    BASE.replace("mention the fire.", "mention that Nobody saw the first sparks"),
    "ambiguous",
    [[5, 6], [8, 8]],
  ],
  [
    "the quote repeated inside its edited paragraph",
    BASE.replace("spark.", `spark. ${QUOTE}.`),
    "ambiguous",
    [[5, 6], [5, 6]],
  ],
  ["the quote itself edited", BASE.replace("*first*", "second"), "changed", []],
  [
    "the paragraph deleted",
    BASE.replace("The mill burned in March. Nobody\nsaw the *first* spark.\n\n", ""),
    "changed",
    [],
  ],
];

for (const [edit, text, state, spans] of EDITS) {
  Deno.test(`resolveSelection: ${edit} → ${state}`, () => {
    const r = resolveSelection(SELECTION, index(text));
    assert.equal(r.anchor_state, state);
    assert.deepEqual(r.candidates.map((c) => [c.start_line, c.end_line]), spans);
    for (const c of r.candidates) {
      const ix = index(text);
      const p = ix.paragraphs[ix.at(c.start_line, c.end_line)];
      assert.equal([...p.text].slice(c.start, c.end).join(""), QUOTE);
      assert.equal(c.paragraph_sha256, textSha256(p.text));
    }
  });
}

Deno.test("a moved candidate keeps the paragraph digest; an adjusted one has the new one", () => {
  const moved = resolveSelection(SELECTION, index(insertBefore(BASE, 5, ["New.", ""])));
  assert.equal(moved.candidates[0].paragraph_sha256, SELECTION.paragraph_sha256);
  assert.equal(moved.candidates[0].start, SELECTION.start);
  const edited = BASE.replace("The mill burned in March.", "In March the mill burned down.");
  const adjusted = resolveSelection(SELECTION, index(edited));
  assert.equal(adjusted.anchor_state, "adjusted");
  const text = "In March the mill burned down. Nobody saw the first spark.";
  assert.equal(adjusted.candidates[0].paragraph_sha256, textSha256(text));
  assert.equal(adjusted.candidates[0].start, text.indexOf(QUOTE));
});

Deno.test("requireExactSelection accepts an exact unique selection and refuses every other", () => {
  requireExactSelection(SELECTION, index(BASE));
  const cases: [string, Selection, string, RegExp][] = [
    ["wrong lines", { ...SELECTION, start_line: 5, end_line: 5 }, BASE, /no paragraph spans/],
    ["wrong digest", { ...SELECTION, paragraph_sha256: "0".repeat(64) }, BASE, /has SHA-256/],
    [
      "quote not at the offsets",
      { ...SELECTION, start: SELECTION.start + 1, end: SELECTION.end + 1 },
      BASE,
      /does not stand/,
    ],
    [
      "offsets beyond the paragraph",
      { ...SELECTION, start: 60, end: 60 + QUOTE.length },
      BASE,
      /does not stand/,
    ],
    [
      "quote also elsewhere",
      SELECTION,
      BASE.replace("mention the fire.", `mention ${QUOTE}.`),
      /Ambiguous selection/,
    ],
  ];
  for (const [name, sel, text, pattern] of cases) {
    assert.throws(() => requireExactSelection(sel, index(text)), pattern, name);
  }
});

Deno.test("an astral selection is checked in code points", () => {
  const p = "The insurer paid 😀 in 1849, they say.";
  const sel: Selection = {
    start_line: 10,
    end_line: 10,
    paragraph_sha256: textSha256(p),
    start: 17,
    end: 26,
    quote: "😀 in 1849",
  };
  requireExactSelection(sel, index(BASE));
  assert.throws(
    () => requireExactSelection({ ...sel, start: 18, end: 27 }, index(BASE)),
    /does not stand/,
  );
});

Deno.test("findMany() finds exactly what find() finds, quote by quote, in one pass", () => {
  const text = BASE + "\nAgain: Nobody saw the first spark, nor the second spark 😀 in 1849.\n\n" +
    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n";
  const ix = index(text);
  const quotes = [
    QUOTE,
    "Nobody saw the first spark, nor",
    "the insurer paid 😀 in 1849",
    "spark 😀 in 1849.",
    "aaaaaaaaaaaaaaaaaaaa",
    "in 1849",
    "not in the manuscript at all",
    "spark.\nLetters from Łódź mention",
    "Letters from Łódź mention the fire.",
  ];
  for (const limit of [Infinity, 3]) {
    const many = ix.findMany(quotes, limit);
    assert.deepEqual(many, quotes.map((q) => ix.find(q, limit)));
    assert.equal(many[4].length, limit === 3 ? 3 : 23, "overlapping occurrences count");
  }
  assert.deepEqual(ix.findMany(quotes)[0].map((o) => o.paragraph), [0, 3]);
});
