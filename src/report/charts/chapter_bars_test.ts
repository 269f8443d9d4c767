import assert from "node:assert/strict";
import { type ChapterBar, chapterBars, type ChapterBarsInput } from "./chapter_bars.ts";
import { assertCleanSvg, assertEscaped, count, EVIL, group } from "../../testing/svg.ts";

const LABELS = { title: "Dialogue share", description: "Per chapter", emptyText: "No chapters" };

function bars(values: (number | null)[], marked: number[] = []): ChapterBar[] {
  return values.map((value, i) => ({
    number: i + 1,
    label: `Chapter ${i + 1}`,
    value,
    marked: marked.includes(i + 1),
  }));
}

function render(values: (number | null)[], extra: Partial<ChapterBarsInput> = {}): string {
  return chapterBars({ id: "bars", chapters: bars(values), unit: "%", labels: LABELS, ...extra })
    .value;
}

Deno.test("chapterBars() draws one hit bar per chapter and a grey tick for a missing value", () => {
  const svg = render([32.5, null, 71]);
  assertCleanSvg(svg);
  assert.equal(count(group(svg, "svc-bars"), /<rect class="svc-hit"/g), 2);
  const gaps = group(svg, "svc-gaps");
  assert.equal(count(gaps, /<rect class="svc-hit" data-chapter="2"[^>]*height="2"/g), 1);
  assert.ok(gaps.includes("<title>Chapter 2 · \u2013</title>"));
  assert.ok(svg.includes("<title>Chapter 1 · 32.5%</title>"));
  assert.ok(svg.includes('data-chapter="3"'));
});

Deno.test("chapterBars() scales to a fixed max by hand-computed coordinates", () => {
  // max 100 -> ticks 0..100 step 20; no legend -> plot 14..194, so 50 % is 90 high from y 104.
  // Two chapters over x 64..944: step 440, bar width 308, chapter 1 centre 284.
  const svg = render([50, 150], { max: 100 });
  assert.ok(svg.includes('data-chapter="1" x="130" y="104" width="308" height="90"'));
  // 150 is cut at the top of the axis (height 180), the tooltip keeps the value.
  assert.ok(svg.includes('data-chapter="2" x="570" y="14" width="308" height="180"'));
  assert.ok(svg.includes("<title>Chapter 2 · 150%</title>"));
});

Deno.test("chapterBars() marks bars with a second colour and a triangle, explained in the legend", () => {
  const svg = chapterBars({
    id: "hooks",
    chapters: bars([3, 5, 1], [2]),
    reference: 3,
    unit: " words",
    labels: { ...LABELS, reference: "book mean", marked: "strong hook" },
  }).value;
  assertCleanSvg(svg);
  assert.equal(count(group(svg, "svc-marked"), /<rect/g), 1);
  assert.equal(count(group(svg, "svc-markers"), /<path class="svc-hit" data-chapter="2"/g), 1);
  assert.equal(count(group(svg, "svc-bars"), /<rect/g), 2);
  assert.equal(count(svg, /class="svc-reference"/g), 1);
  const key = group(svg, "svc-legend");
  assert.ok(key.includes(">book mean</text>") && key.includes(">strong hook</text>"));
  assert.ok(svg.includes("<title>Chapter 2 · 5 words</title>"));
  assert.ok(svg.includes('rotate(-90)" text-anchor="middle" fill="#5B6476">words</text>'));
});

Deno.test("chapterBars() hangs negative values below the zero line", () => {
  // Values −2 and 4: ticks −2..4 step 2 (4 ticks) -> plot 14..194, 30 units per 1, y(0) = 134.
  const svg = render([-2, 4]);
  assert.ok(svg.includes('data-chapter="1" x="130" y="134" width="308" height="60"'));
  assert.ok(svg.includes('data-chapter="2" x="570" y="14" width="308" height="120"'));
});

Deno.test("chapterBars() shows the empty text without values", () => {
  for (const values of [[], [null], [NaN, null]]) {
    const svg = render(values);
    assertCleanSvg(svg);
    assert.ok(svg.includes(">No chapters</text>"));
  }
});

Deno.test("chapterBars() stays clean on edge inputs", () => {
  const inputs: (number | null)[][] = [[0], [0, 0, 0], [-1, -5], [1e9], [Infinity, 2]];
  for (const values of inputs) {
    assertCleanSvg(render(values));
    assertCleanSvg(render(values, { max: 100, reference: -3 }));
    assertCleanSvg(render(values, { max: NaN, reference: NaN, unit: "" }));
  }
  const many = render(Array.from({ length: 364 }, (_, i) => i % 7));
  assertCleanSvg(many);
  assert.equal(count(group(many, "svc-axis-x"), /<text/g), 19);
});

Deno.test("chapterBars() escapes every label", () => {
  const svg = chapterBars({
    id: EVIL,
    chapters: [{ number: 1, label: EVIL, value: 2, marked: true }],
    reference: 1,
    unit: EVIL,
    labels: { title: EVIL, description: EVIL, reference: EVIL, marked: EVIL, emptyText: EVIL },
  }).value;
  assertCleanSvg(svg);
  assertEscaped(svg);
});

Deno.test("chapterBars() is deterministic", () => {
  assert.equal(render([1, 2, null, 4]), render([1, 2, null, 4]));
});
