import assert from "node:assert/strict";
import { dimensionsChart, type DimensionSeries, type DimensionsInput } from "./dimensions.ts";
import { assertCleanSvg, assertEscaped, count, EVIL, group } from "../../testing/svg.ts";

const LABELS = {
  title: "Dimensions",
  description: "Exploratory dimensions",
  // The caller formats the raw share (0–1); this one as a percentage with one decimal.
  dimension: (i: number, v: number) =>
    `Dimension ${i} · ${Math.round(v * 1000) / 10} % of variance`,
  threshold: "threshold",
  emptyText: "No dimensions",
};

const CHAPTERS = [1, 2, 3, 4].map((n) => ({ number: n, label: `Chapter ${n}` }));

function render(dimensions: DimensionSeries[], extra: Partial<DimensionsInput> = {}): string {
  return dimensionsChart({
    id: "dims",
    dimensions,
    chapters: CHAPTERS,
    threshold: 2.5,
    labels: LABELS,
    ...extra,
  }).value;
}

const DIM1: DimensionSeries = {
  index: 1,
  variance: 0.40123,
  scores: [{ chapter: 1, score: 1.2 }, { chapter: 2, score: -2.8 }, { chapter: 4, score: 2.5 }],
};

Deno.test("dimensionsChart() draws a bar per scored chapter and leaves a gap for the rest", () => {
  const svg = render([DIM1]);
  assertCleanSvg(svg);
  const bars = count(group(svg, "svc-bars"), /<rect class="svc-hit"/g) +
    count(group(svg, "svc-beyond"), /<rect class="svc-hit"/g);
  assert.equal(bars, 3);
  assert.ok(!/<rect class="svc-hit" data-chapter="3"/.test(svg));
  assert.ok(
    svg.includes("<title>Chapter 2 · Dimension 1 · 40.1 % of variance · \u22122.8</title>"),
  );
});

Deno.test("dimensionsChart() marks bars at or beyond the threshold with a darker fill and a triangle", () => {
  // |−2.8| ≥ 2.5 and |2.5| ≥ 2.5 are marked (the style view flags |score| ≥ threshold); 1.2 is not.
  const svg = render([DIM1]);
  assert.equal(count(group(svg, "svc-beyond"), /<rect/g), 2);
  assert.equal(count(group(svg, "svc-bars"), /<rect/g), 1);
  const markers = group(svg, "svc-markers");
  assert.equal(count(markers, /<path/g), 2);
  assert.ok(markers.includes('data-chapter="2"') && markers.includes('data-chapter="4"'));
  assert.equal(count(svg, /class="svc-threshold"/g), 1);
});

Deno.test("dimensionsChart() scales bars by hand-computed coordinates", () => {
  // Legend row 12 high -> panel top 28 (caption baseline 40), plot 54..144. Extent 2.8 -> ticks −4..4 step 2,
  // so y(0) = 99 and one unit is 11.25: score 1.2 -> bar from 85.5 to 99 (height 13.5).
  // Four chapters over x 56..944: step 222, bar width 155.4, chapter 1 centre 167.
  const svg = render([DIM1]);
  assert.ok(
    svg.includes(
      '<rect class="svc-hit" data-chapter="1" x="89.3" y="85.5" width="155.4" height="13.5">',
    ),
  );
  // Score −2.8 hangs below zero: y 99, height 31.5.
  assert.ok(svg.includes('data-chapter="2" x="311.3" y="99" width="155.4" height="31.5"'));
  // ±2.5 dashed lines: 99 ∓ 28.125 = 70.875 and 127.125, printed half-up to two decimals.
  assert.ok(svg.includes('d="M56 70.88H944M56 127.13H944"'));
});

Deno.test("dimensionsChart() draws at most three panels with their captions", () => {
  const dims = [1, 2, 3, 4].map((index) => ({ ...DIM1, index, variance: 0.1 * index }));
  const svg = render(dims);
  assert.equal(count(svg, /class="svc-caption"/g), 3);
  assert.ok(svg.includes(">Dimension 3 · 30 % of variance</text>"));
  assert.ok(!svg.includes("Dimension 4"));
});

Deno.test("dimensionsChart() shows the empty text without scores", () => {
  const empties: [DimensionSeries[], Partial<DimensionsInput>][] = [
    [[], {}],
    [[{ index: 1, variance: 0.5, scores: [] }], {}],
    [[DIM1], { chapters: [] }],
    [[{ index: 1, variance: 0.5, scores: [{ chapter: 9, score: 1 }] }], {}],
    [[{ index: 1, variance: 0.5, scores: [{ chapter: 1, score: NaN }] }], {}],
  ];
  for (const [dims, extra] of empties) {
    const svg = render(dims, extra);
    assertCleanSvg(svg);
    assert.ok(svg.includes(">No dimensions</text>"));
  }
});

Deno.test("dimensionsChart() stays clean on edge inputs", () => {
  const zeros = { index: 1, variance: 0, scores: [{ chapter: 1, score: 0 }] };
  const negative = { index: 2, variance: NaN, scores: [{ chapter: 2, score: -5 }] };
  for (const threshold of [2.5, 0, -1, NaN, Infinity]) {
    const svg = render([zeros, negative], { threshold });
    assertCleanSvg(svg);
  }
  assert.ok(!render([zeros], { threshold: 0 }).includes("svc-threshold"));
  assertCleanSvg(render([zeros], { chapters: [CHAPTERS[0]] }));
});

Deno.test("dimensionsChart() escapes every label", () => {
  const svg = dimensionsChart({
    id: EVIL,
    dimensions: [DIM1],
    chapters: CHAPTERS.map((c) => ({ ...c, label: EVIL })),
    threshold: 2,
    labels: {
      title: EVIL,
      description: EVIL,
      dimension: () => EVIL,
      threshold: EVIL,
      emptyText: EVIL,
    },
  }).value;
  assertCleanSvg(svg);
  assertEscaped(svg);
});

Deno.test("dimensionsChart() is deterministic", () => {
  assert.equal(render([DIM1]), render([DIM1]));
});
