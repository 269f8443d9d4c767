import assert from "node:assert/strict";
import { hardBreaks, hyphenationPoints } from "../hyphenate.ts";
import { breakParagraph, type BreakSetup } from "./line_breaker.ts";
import { BOOK_DEMERITS, type Item, totalFit } from "./knuth_plass.ts";

/** Monospaced widths: one unit per character, so expected lines can be worked out by hand. */
const mono = (s: string) => [...s].length;

function setup(measure: number, extra: Partial<BreakSetup> = {}): BreakSetup {
  return {
    measure,
    indent: 0,
    width: mono,
    hyphenate: () => [],
    hardBreaks: () => [],
    ...extra,
  };
}

const TEXT = "It came on slowly, as the tide comes over a flat sand: first a softness at the " +
  "edges of things, then a grey water in the middle of the page, until one evening he held " +
  "the pen above the ruled line and could not find it. He sat for a long time with the lamp " +
  "burning above him. Then he put on his coat and walked the two miles into Porthmellin to " +
  "see the doctor about his extraordinarily troublesome eyes.";

Deno.test("breakParagraph() keeps every line within the measure and the first within the indent", () => {
  const words = TEXT.split(" ");
  for (const measure of [24, 31, 40, 57]) {
    const lines = breakParagraph(
      words,
      setup(measure, { indent: 3, hyphenate: (w) => hyphenationPoints(w, "en"), hardBreaks }),
    );
    assert.ok(lines.length > 1);
    lines.forEach((line, i) => {
      assert.ok(mono(line) <= measure - (i === 0 ? 3 : 0), `${measure}: "${line}"`);
      assert.doesNotMatch(line, /^ | $| {2}/);
    });
    // Nothing lost: the lines are the words again once the added hyphens are removed.
    const rejoined = lines.map((l, i) =>
      i < lines.length - 1 && l.endsWith("-") && !/[-—]$/.test(l.slice(0, -1))
        ? l.slice(0, -1)
        : l + " "
    ).join("").trim();
    assert.equal(rejoined, TEXT);
  }
});

Deno.test("breakParagraph() hyphenates only when whole words leave a line too loose", () => {
  // "aaaa" alone on a 10-wide line has no space to stretch; "aaaa bbbb-" fills it exactly.
  const hyphenate = (w: string) => w === "bbbbbbbb" ? [4] : [];
  assert.deepEqual(breakParagraph(["aaaa", "bbbbbbbb"], setup(10, { hyphenate })), [
    "aaaa bbbb-",
    "bbbb",
  ]);
  // When whole words fit well, the hyphenation points are not even asked for.
  let asked = 0;
  const counting = (w: string) => (asked++, hyphenate(w));
  assert.deepEqual(
    breakParagraph(["aaa", "bbb", "ccc", "ddd"], setup(7, { hyphenate: counting })),
    [
      "aaa bbb",
      "ccc ddd",
    ],
  );
  assert.equal(asked, 0);
});

Deno.test("breakParagraph() counts the added hyphen's width", () => {
  // "aaaa bbbb-" is 10 wide: on a 9-wide line the break must come earlier.
  const hyphenate = (w: string) => w === "bbbbbbbb" ? [4] : [];
  const lines = breakParagraph(["aaaa", "bbbbbbbb", "cc"], setup(9, { hyphenate }));
  assert.ok(lines.every((l) => mono(l) <= 9), JSON.stringify(lines));
  assert.ok(!lines.includes("aaaa bbbb-"));
});

Deno.test("breakParagraph() breaks after an existing hyphen without adding one", () => {
  const lines = breakParagraph(["for", "thirty-one", "years"], setup(11, { hardBreaks }));
  assert.deepEqual(lines, ["for thirty-", "one years"]);
});

Deno.test("breakParagraph() splits a word longer than the measure by characters, never overflowing", () => {
  const word = "Donaudampfschifffahrtsgesellschaftskapitän";
  const lines = breakParagraph(["Der", word, "kam."], setup(12));
  assert.ok(lines.every((l) => mono(l) <= 12), JSON.stringify(lines));
  assert.ok(lines.slice(0, -1).some((l) => l.endsWith("-")));
  assert.equal(lines.map((l) => l.replace(/-$/, "")).join("").replace(/ /g, ""), `Der${word}kam.`);
});

Deno.test("breakParagraph() splits an over-long word at its hyphenation points first", () => {
  const word = "Donaudampfschifffahrtsgesellschaft";
  const lines = breakParagraph(
    [word],
    setup(16, { hyphenate: (w) => hyphenationPoints(w, "de") }),
  );
  // Do-nau-dampf-schiff-fahrts-ge-sell-schaft: no character split needed.
  assert.deepEqual(lines, ["Donaudampf-", "schifffahrts-", "gesellschaft"]);
});

Deno.test("breakParagraph() splits an over-long URL after separators, adding no hyphen", () => {
  const url = "https://example.com/some/long/path/to/a/page";
  const lines = breakParagraph(["See", url], setup(14, { hardBreaks }));
  assert.ok(lines.every((l) => mono(l) <= 14 && !l.endsWith("-")), JSON.stringify(lines));
  assert.equal(lines.join("").replace("See ", ""), url);
  assert.ok(lines.slice(1, -1).every((l) => /[/.:]$/.test(l)), JSON.stringify(lines));
});

Deno.test("breakParagraph() sets a short paragraph on one line and nothing for no words", () => {
  assert.deepEqual(breakParagraph(["Of", "course."], setup(40)), ["Of course."]);
  assert.deepEqual(breakParagraph([], setup(40)), []);
});

Deno.test("breakParagraph() never adds a hyphen in generic text unless a word cannot fit", () => {
  const lines = breakParagraph(
    TEXT.split(" "),
    setup(31, { hyphenate: (w) => hyphenationPoints(w, "generic"), hardBreaks }),
  );
  assert.ok(lines.every((l) => !l.endsWith("-")), JSON.stringify(lines));
});

Deno.test("breakParagraph() evens out the spacing over the paragraph where first fit would not", () => {
  // Measure 14, one unit per character, spaces stretch by 0.5 (SPACE_STRETCH). First fit:
  // "aaaa b cccc d" (slack 1 over 3 spaces, ratio 0.67) then "eee ff ggg" (slack 4 over 2,
  // ratio 4: badness 100·4³ = 6400). Total fit: ratios 3 and 1.33 (badness 2700 and 237).
  const words = "aaaa b cccc d eee ff ggg hhhh ii j kkk".split(" ");
  assert.deepEqual(breakParagraph(words, setup(14)), [
    "aaaa b cccc",
    "d eee ff ggg",
    "hhhh ii j kkk",
  ]);
});

Deno.test("totalFit() returns the break positions, or null when no line can hold a box", () => {
  const box = (w: number): Item => ({ kind: "box", width: w, stretch: 0, cost: 0, flagged: false });
  const glue: Item = { kind: "glue", width: 1, stretch: 1, cost: 0, flagged: false };
  const end: Item[] = [
    { kind: "glue", width: 0, stretch: 1e6, cost: 0, flagged: false },
    { kind: "penalty", width: 0, stretch: 0, cost: -Infinity, flagged: false },
  ];
  const items = [box(4), glue, box(4), glue, box(4), ...end];
  // "4 4" fills a 9-wide line exactly; "4" alone has no space to stretch.
  assert.deepEqual(totalFit(items, () => 9, { tolerance: 2, ...BOOK_DEMERITS }), [3, 6]);
  assert.equal(totalFit(items, () => 3, { tolerance: Infinity, ...BOOK_DEMERITS }), null);
});
