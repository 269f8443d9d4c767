import assert from "node:assert/strict";
import { assertCleanSvg, assertEscaped, count, EVIL, group } from "../../testing/svg.ts";
import {
  binParagraphs,
  MAX_BINS,
  type Tense,
  type TenseParagraph,
  tenseStrip,
  type TenseStripInput,
} from "./tense_strip.ts";

const LABELS = {
  title: "Tense",
  description: "Paragraph tense along the book",
  severity: (s: number) => `severity ${s}`,
  tense: (t: Tense) => t,
  emptyText: "No paragraphs",
};

function para(chapter: number, severity: 0 | 1 | 2 | 3, dominant: Tense): TenseParagraph {
  return { chapter, severity, dominant };
}

function render(paragraphs: TenseParagraph[], extra: Partial<TenseStripInput> = {}): string {
  return tenseStrip({ id: "tense", paragraphs, labels: LABELS, ...extra }).value;
}

Deno.test("binParagraphs() splits n paragraphs into bins of ⌊b·n/k⌋ … ⌊(b+1)·n/k⌋", () => {
  // n = 10, k = 4: starts 0, 2, 5, 7 (floor of 0, 2.5, 5, 7.5), sizes 2, 3, 2, 3.
  const paragraphs = Array.from({ length: 10 }, (_, i) => para(i < 4 ? 1 : 2, 0, "past"));
  const bins = binParagraphs(paragraphs, 4);
  assert.deepEqual(bins.map((b) => [b.start, b.end]), [[0, 2], [2, 5], [5, 7], [7, 10]]);
  // Bin 2..5 straddles chapters 1 and 2; with no flag it is named by its first paragraph.
  assert.deepEqual([bins[1].chapter, bins[1].firstChapter, bins[1].lastChapter], [1, 1, 2]);
  assert.equal(bins[2].chapter, 2);
});

Deno.test("a bin that straddles two chapters points at the chapter of its most severe paragraph", () => {
  const paragraphs = [
    para(4, 0, "past"),
    para(4, 1, "past"),
    para(5, 3, "mixed"),
    para(5, 0, "past"),
  ];
  const [bin] = binParagraphs(paragraphs, 1);
  assert.deepEqual([bin.chapter, bin.firstChapter, bin.lastChapter, bin.severity], [5, 4, 5, 3]);
  // 1,200 paragraphs in 600 bins of two: the first bin holds chapters 4 and 5.
  const straddling = render(
    [para(4, 1, "past"), para(5, 3, "mixed")].concat(
      Array.from({ length: 1198 }, () => para(6, 0, "past")),
    ),
  );
  assert.match(
    straddling,
    /data-chapter="5"[^>]*><title>4–5 · severity 3 · mixed 1 · past 1<\/title>/,
  );
});

Deno.test("binParagraphs() keeps the highest severity, the tense counts and the majority", () => {
  const bins = binParagraphs([
    para(1, 1, "past"),
    para(1, 3, "present"),
    para(1, 0, "present"),
    para(2, 2, "past"),
    para(2, 0, "present"),
  ], 2);
  // Bins [0, 2) and [2, 5).
  assert.equal(bins[0].severity, 3);
  assert.deepEqual(bins[0].counts, { present: 1, past: 1, mixed: 0, neutral: 0 });
  assert.equal(bins[0].dominant, "present"); // a tie goes to present before past
  assert.equal(bins[1].severity, 2);
  assert.deepEqual(bins[1].counts, { present: 2, past: 1, mixed: 0, neutral: 0 });
  assert.equal(bins[1].dominant, "present");
  const tie = binParagraphs([para(1, 0, "neutral"), para(1, 0, "mixed")], 1);
  assert.equal(tie[0].dominant, "mixed");
});

Deno.test("binParagraphs() makes at most 600 bins of 20 for 12,000 paragraphs", () => {
  const paragraphs = Array.from(
    { length: 12_000 },
    (_, i) => para(1 + Math.floor(i / 33), 0, "past"),
  );
  const bins = binParagraphs(paragraphs);
  assert.equal(bins.length, MAX_BINS);
  assert.ok(bins.every((b) => b.end - b.start === 20));
  assert.equal(binParagraphs(paragraphs.slice(0, 7)).length, 7);
  assert.deepEqual(binParagraphs([]), []);
});

Deno.test("tenseStrip() draws one hit bar per bin, height and colour by severity", () => {
  const svg = render([para(1, 0, "past"), para(1, 3, "mixed"), para(2, 1, "present")]);
  assertCleanSvg(svg);
  assert.equal(count(svg, /<rect class="svc-hit"/g), 3);
  // Baseline 90: severity 0 is a 2-high tick, severity 3 is 60 high, severity 1 is 20 high.
  assert.ok(/data-chapter="1" x="[\d.]+" y="88" width="[\d.]+" height="2"/.test(svg));
  assert.ok(/data-chapter="1" x="[\d.]+" y="30" width="[\d.]+" height="60"/.test(svg));
  assert.ok(/data-chapter="2" x="[\d.]+" y="70" width="[\d.]+" height="20"/.test(svg));
  // Severity 3 is drawn in the darkest colour of the scale, never in a tense's grey.
  assert.match(
    svg,
    /<g class="svc-severity3" fill="#A63603"><rect class="svc-hit" data-chapter="1"/,
  );
  assert.equal(count(group(svg, "svc-severity0"), /<rect/g), 1);
  assert.equal(count(group(svg, "svc-severity1"), /<rect/g), 1);
  assert.ok(svg.includes("<title>1 · severity 3 · mixed 1</title>"));
});

Deno.test("tenseStrip() repeats the tense as a lane position and labels the lanes", () => {
  const svg = render([para(1, 0, "past"), para(1, 2, "present")]);
  const lanes = group(svg, "svc-lanes");
  for (const t of ["mixed", "present", "past", "neutral"]) {
    assert.ok(lanes.includes(`>${t}</text>`));
  }
  // Only the lanes with bins get a mark path (past and present).
  assert.equal(count(lanes, /<path d="M/g), 2);
  const key = group(svg, "svc-legend");
  assert.equal(count(key, /<text/g), 4);
});

Deno.test("tenseStrip() ticks every chapter start and thins the numbers to 20", () => {
  const paragraphs = Array.from(
    { length: 12_000 },
    (_, i) => para(1 + Math.floor(i / 33), 0, "past"),
  );
  const svg = render(paragraphs);
  assertCleanSvg(svg);
  assert.equal(count(svg, /class="svc-hit"/g), 600);
  const chapters = group(svg, "svc-chapters");
  // 12,000 / 33 -> 364 chapters (the last one short): 364 ticks, 19 numbers.
  assert.equal(count(chapters, /M[\d.]+ 14v6/g), 364);
  assert.equal(count(chapters, /<text/g), 19);
});

Deno.test("tenseStrip() uses the chapter label when given", () => {
  const svg = render([para(7, 1, "past")], {
    labels: { ...LABELS, chapter: (n) => `Chapter ${n}` },
  });
  assert.ok(svg.includes("<title>Chapter 7 · severity 1 · past 1</title>"));
});

Deno.test("tenseStrip() shows the empty text without paragraphs and stays clean on edge input", () => {
  const svg = render([]);
  assertCleanSvg(svg);
  assert.ok(svg.includes(">No paragraphs</text>"));
  const odd = [
    { chapter: NaN, severity: 7, dominant: "future" },
    { chapter: -1, severity: -2, dominant: "past" },
  ] as unknown as TenseParagraph[];
  assertCleanSvg(render(odd));
  assertCleanSvg(render([para(1, 0, "neutral")]));
});

Deno.test("tenseStrip() escapes every label", () => {
  const svg = tenseStrip({
    id: EVIL,
    paragraphs: [para(1, 2, "past")],
    labels: {
      title: EVIL,
      description: EVIL,
      severity: () => EVIL,
      tense: () => EVIL,
      chapter: () => EVIL,
      emptyText: EVIL,
    },
  }).value;
  assertCleanSvg(svg);
  assertEscaped(svg);
});

Deno.test("tenseStrip() is deterministic", () => {
  const paragraphs = Array.from(
    { length: 900 },
    (_, i) => para(1 + (i >> 5), (i % 4) as 0, "past"),
  );
  assert.equal(render(paragraphs), render(paragraphs));
});
