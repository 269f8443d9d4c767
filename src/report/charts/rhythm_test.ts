import assert from "node:assert/strict";
import { type RhythmChapter, rhythmChart, type RhythmInput } from "./rhythm.ts";
import { assertCleanSvg, assertEscaped, count, EVIL, group } from "../../testing/svg.ts";

const LABELS = {
  title: "Rhythm",
  description: "Average sentence length per chapter",
  yAxis: "Average sentence length",
  band: "usual range",
  emptyText: "Nothing measured",
};

function chapters(values: (number | null)[]): RhythmChapter[] {
  return values.map((value, i) => ({ number: i + 1, label: `Chapter ${i + 1}`, value }));
}

function render(values: (number | null)[], extra: Partial<RhythmInput> = {}): string {
  return rhythmChart({
    id: "rhythm",
    chapters: chapters(values),
    band: [12, 18],
    median: 15,
    labels: LABELS,
    ...extra,
  }).value;
}

Deno.test("rhythmChart() gives each measured chapter a hit rect with its tooltip", () => {
  const svg = render([14, 10, null, 20.45]);
  assertCleanSvg(svg);
  assert.equal(count(group(svg, "svc-hits"), /<rect class="svc-hit"/g), 3);
  assert.ok(!svg.includes('data-chapter="3"'));
  assert.ok(svg.includes('data-chapter="4"'));
  assert.ok(svg.includes("<title>Chapter 4 · Average sentence length 20.45</title>"));
  assert.ok(svg.includes('class="svc-band"'));
  assert.ok(svg.includes('class="svc-median"'));
});

Deno.test("rhythmChart() places dots by hand-computed coordinates and rings out-of-band ones", () => {
  // Domain [10, 20] (values, band, median) -> ticks 10..20 step 2. With the band legend the plot
  // spans y 32 (value 20) to 252 (value 10). Two chapters over x 64..944: centres 284 and 724.
  const svg = render([10, 20]);
  const rings = group(svg, "svc-out");
  assert.equal(count(rings, /<circle/g), 2);
  assert.ok(rings.includes('cx="284" cy="252" r="5"'));
  assert.ok(rings.includes('cx="724" cy="32" r="5"'));
  assert.equal(count(group(svg, "svc-dots"), /<circle/g), 0);
  // Value 15 is inside [12, 18]: a small filled dot at y = 252 − 5 × 22 = 142.
  const inBand = render([10, 15, 20]);
  assert.ok(group(inBand, "svc-dots").includes('cy="142" r="3"'));
});

Deno.test("rhythmChart() breaks the line at a missing chapter", () => {
  const svg = render([14, null, 16, 17]);
  const d = /class="svc-line" d="([^"]*)"/.exec(svg)![1];
  assert.equal(count(d, /M/g), 2);
  assert.equal(count(d, /L/g), 1);
});

Deno.test("rhythmChart() above 150 chapters keeps only out-of-band dots but every hit rect", () => {
  const values = Array.from({ length: 364 }, (_, i) => (i % 10 === 0 ? 25 : 15));
  const svg = render(values);
  assertCleanSvg(svg);
  assert.equal(count(group(svg, "svc-dots"), /<circle/g), 0);
  assert.equal(count(group(svg, "svc-out"), /<circle/g), 37);
  assert.equal(count(group(svg, "svc-hits"), /class="svc-hit"/g), 364);
  assert.equal(count(group(svg, "svc-axis-x"), /<text/g), 19);
  // At 150 chapters dots are still drawn.
  const small = render(Array.from({ length: 150 }, () => 15));
  assert.equal(count(group(small, "svc-dots"), /<circle/g), 150);
});

Deno.test("rhythmChart() without band marks no dot and draws no band", () => {
  const svg = render([5, 50], { band: null, median: null });
  assert.ok(!svg.includes("svc-band"));
  assert.ok(!svg.includes("svc-median"));
  assert.equal(count(group(svg, "svc-out"), /<circle/g), 0);
  assert.equal(count(group(svg, "svc-dots"), /<circle/g), 2);
});

Deno.test("rhythmChart() uses the point label and the median legend when given", () => {
  const svg = render([14], {
    labels: { ...LABELS, median: "median", point: (c) => `#${c.number}: ${c.value}` },
  });
  assert.ok(svg.includes("<title>#1: 14</title>"));
  assert.ok(group(svg, "svc-legend").includes(">median</text>"));
});

Deno.test("rhythmChart() shows the empty text without measured chapters", () => {
  for (const values of [[], [null, null]]) {
    const svg = render(values);
    assertCleanSvg(svg);
    assert.ok(svg.includes(">Nothing measured</text>"));
    assert.equal(count(svg, /svc-hit/g), 0);
  }
});

Deno.test("rhythmChart() stays clean on edge inputs", () => {
  const inputs: (number | null)[][] = [[7], [0, 0, 0], [-3, -1, -2], [NaN, Infinity, 4], [1e-9]];
  for (const values of inputs) {
    assertCleanSvg(render(values));
    assertCleanSvg(render(values, { band: [NaN, 3], median: Infinity }));
    assertCleanSvg(render(values, { band: [18, 12], median: null }));
  }
});

Deno.test("rhythmChart() escapes every label", () => {
  const svg = rhythmChart({
    id: EVIL,
    chapters: [{ number: 1, label: EVIL, value: 3 }],
    band: [1, 2],
    median: 1.5,
    labels: {
      title: EVIL,
      description: EVIL,
      yAxis: EVIL,
      band: EVIL,
      median: EVIL,
      emptyText: EVIL,
    },
  }).value;
  assertCleanSvg(svg);
  assertEscaped(svg);
});

Deno.test("rhythmChart() is deterministic", () => {
  const values = Array.from({ length: 40 }, (_, i) => 10 + ((i * 7) % 11));
  assert.equal(render(values), render(values));
});
