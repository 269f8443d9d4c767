import assert from "node:assert/strict";
import { type PresenceInput, presenceMatrix } from "./presence.ts";
import { assertCleanSvg, assertEscaped, count, EVIL, group } from "../../testing/svg.ts";

const LABELS = {
  title: "Presence",
  description: "Mentions per chapter",
  mentions: (n: number) => `${n} mentions`,
  emptyText: "No names",
};

const CHAPTERS = [1, 2, 3].map((n) => ({ number: n, label: `Chapter ${n}` }));

function render(counts: number[][], extra: Partial<PresenceInput> = {}): string {
  return presenceMatrix({
    id: "presence",
    names: counts.map((_, i) => `Name ${i + 1}`),
    chapters: CHAPTERS,
    counts,
    labels: LABELS,
    ...extra,
  }).value;
}

Deno.test("presenceMatrix() draws a hit circle per non-zero cell only", () => {
  const svg = render([[4, 1, 0], [0, 0, 2]]);
  assertCleanSvg(svg);
  assert.equal(count(group(svg, "svc-cells"), /<circle class="svc-hit"/g), 3);
  assert.ok(svg.includes("<title>Name 2 · Chapter 3 · 2 mentions</title>"));
  assert.ok(svg.includes('data-chapter="3"'));
  assert.ok(!svg.includes("<title>Name 1 · Chapter 3"));
});

Deno.test("presenceMatrix() sizes circles so that area is proportional to the count", () => {
  // Three chapters: cell 28 wide (880 / 3 clamped to 28), row 18 -> largest radius 18/2 − 0.5 = 8.5.
  // r = 8.5 × √(count / 4): 4 -> 8.5, 1 -> 4.25, 2 -> 8.5 × 0.70711 = 6.01.
  const svg = render([[4, 1, 0], [0, 0, 2]]);
  assert.ok(svg.includes('r="8.5"><title>Name 1 · Chapter 1'));
  assert.ok(svg.includes('r="4.25"><title>Name 1 · Chapter 2'));
  assert.ok(svg.includes('r="6.01"><title>Name 2 · Chapter 3'));
  const key = group(svg, "svc-legend");
  for (const n of [1, 2, 4]) assert.ok(key.includes(`>${n} mentions</text>`), String(n));
});

Deno.test("presenceMatrix() draws the faint grid as one dotted line per row", () => {
  const svg = render([[1, 0, 0], [0, 0, 1]]);
  const grid = /<path class="svc-grid" d="([^"]*)"[^>]*stroke-dasharray="0.8 27.2"/.exec(svg);
  assert.ok(grid);
  assert.equal(count(grid[1], /M/g), 2);
});

Deno.test("presenceMatrix() keeps small counts visible among 364 chapters", () => {
  const chapters = Array.from({ length: 364 }, (_, i) => ({ number: i + 1, label: `${i + 1}` }));
  const counts = [chapters.map((_, i) => (i === 0 ? 1000 : i % 5 === 0 ? 1 : 0))];
  const svg = render(counts, { chapters, names: ["Anna"] });
  assertCleanSvg(svg);
  // Largest radius is at least 3; one mention: max(0.8, 3 × √(1/1000)) = 0.8.
  assert.ok(svg.includes('r="3"><title>Anna · 1 · 1000 mentions'));
  assert.ok(svg.includes('r="0.8"><title>Anna · 6 · 1 mentions'));
  assert.ok(count(group(svg, "svc-axis-x"), /<text/g) <= 30);
});

Deno.test("presenceMatrix() shows the empty text without mentions", () => {
  const empties: Partial<PresenceInput>[] = [
    { names: [], counts: [] },
    { chapters: [] },
    { counts: [[0, 0, 0]] },
    { counts: [[-1, NaN, Infinity]] },
  ];
  for (const extra of empties) {
    const svg = render([[0, 0, 0]], extra);
    assertCleanSvg(svg);
    assert.ok(svg.includes(">No names</text>"));
  }
});

Deno.test("presenceMatrix() stays clean on edge inputs", () => {
  assertCleanSvg(render([[5]], { chapters: [CHAPTERS[0]] }));
  assertCleanSvg(render([[0.5, 0, 0]]));
  assertCleanSvg(render([[1, 2], [3]])); // ragged rows count missing cells as 0
  assertCleanSvg(render([[2, 2, 2]], { names: ["x".repeat(300)] }));
});

Deno.test("presenceMatrix() escapes names and labels", () => {
  const svg = presenceMatrix({
    id: EVIL,
    names: [EVIL],
    chapters: [{ number: 1, label: EVIL }],
    counts: [[3]],
    labels: { title: EVIL, description: EVIL, mentions: () => EVIL, emptyText: EVIL },
  }).value;
  assertCleanSvg(svg);
  assertEscaped(svg);
});

Deno.test("presenceMatrix() is deterministic", () => {
  assert.equal(render([[1, 2, 3], [3, 0, 1]]), render([[1, 2, 3], [3, 0, 1]]));
});
