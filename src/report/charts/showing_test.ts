import assert from "node:assert/strict";
import { type ShowingChapter, showingChart, type ShowingInput } from "./showing.ts";
import { assertCleanSvg, assertEscaped, count, EVIL, group } from "../../testing/svg.ts";

const LABELS = {
  title: "Showing and telling",
  description: "Balance per chapter",
  showing: "showing",
  telling: "telling",
  emptyText: "No chapters",
};

function chapters(balances: (number | null)[]): ShowingChapter[] {
  return balances.map((balance, i) => ({
    number: i + 1,
    label: `Chapter ${i + 1}`,
    balance,
    tell_z: balance === null ? null : -balance / 2,
    show_z: balance === null ? null : balance / 2,
  }));
}

function render(balances: (number | null)[], extra: Partial<ShowingInput> = {}): string {
  return showingChart({ id: "showing", chapters: chapters(balances), labels: LABELS, ...extra })
    .value;
}

Deno.test("showingChart() draws showing up, telling down and a tick for a missing balance", () => {
  const svg = render([2, -1, null]);
  assertCleanSvg(svg);
  assert.equal(count(group(svg, "svc-showing"), /<rect class="svc-hit" data-chapter="1"/g), 1);
  assert.equal(count(group(svg, "svc-telling"), /<rect class="svc-hit" data-chapter="2"/g), 1);
  assert.equal(count(group(svg, "svc-gaps"), /<rect class="svc-hit" data-chapter="3"/g), 1);
  const directions = group(svg, "svc-directions");
  assert.ok(directions.includes(">showing</text>") && directions.includes(">telling</text>"));
  assert.equal(count(directions, /<path/g), 2);
});

Deno.test("showingChart() scales bars by hand-computed coordinates", () => {
  // Extent 2 -> ticks −2..2 step 1; plot 12..212, so y(0) = 112 and one unit is 50. The
  // direction names take 7 × 7.8 = 54.6 + 24 on the right: plot x 56..881.4, three chapters,
  // step 275.13, bar width 192.59 (Python: 56 + 0.5 × 275.133 − 96.297 = 97.27).
  const svg = render([2, -1, null]);
  assert.ok(svg.includes('data-chapter="1" x="97.27" y="12" width="192.59" height="100"'));
  assert.ok(svg.includes('data-chapter="2" x="372.4" y="112" width="192.59" height="50"'));
  assert.ok(svg.includes('data-chapter="3" x="647.54" y="111" width="192.59" height="2"'));
  assert.ok(svg.includes('<text x="899.4" y="22">showing</text>'));
});

Deno.test("showingChart() gives all three values in the tooltip", () => {
  const svg = render([2, null]);
  assert.ok(svg.includes("<title>Chapter 1 · 2 · showing 1 · telling \u22121</title>"));
  assert.ok(svg.includes("<title>Chapter 2 · \u2013 · showing \u2013 · telling \u2013</title>"));
  const named = render([-0.5], { labels: { ...LABELS, balance: "balance" } });
  assert.ok(
    named.includes(
      "<title>Chapter 1 · balance \u22120.5 · showing \u22120.25 · telling 0.25</title>",
    ),
  );
});

Deno.test("showingChart() shows the empty text without balances", () => {
  for (const balances of [[], [null, null], [NaN]]) {
    const svg = render(balances);
    assertCleanSvg(svg);
    assert.ok(svg.includes(">No chapters</text>"));
  }
});

Deno.test("showingChart() stays clean on edge inputs", () => {
  for (const balances of [[0], [0, 0, 0], [-3, -1], [5], [Infinity, 1], [1e-12, -1e-12]]) {
    assertCleanSvg(render(balances));
  }
  const many = render(Array.from({ length: 364 }, (_, i) => ((i % 9) - 4) / 2));
  assertCleanSvg(many);
  assert.equal(count(group(many, "svc-axis-x"), /<text/g), 19);
});

Deno.test("showingChart() escapes every label", () => {
  const svg = showingChart({
    id: EVIL,
    chapters: [{ number: 1, label: EVIL, balance: 1, tell_z: 0, show_z: 1 }],
    labels: {
      title: EVIL,
      description: EVIL,
      showing: EVIL,
      telling: EVIL,
      balance: EVIL,
      emptyText: EVIL,
    },
  }).value;
  assertCleanSvg(svg);
  assertEscaped(svg);
});

Deno.test("showingChart() is deterministic", () => {
  assert.equal(render([1, -2, null, 0.5]), render([1, -2, null, 0.5]));
});
