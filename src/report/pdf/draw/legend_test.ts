import assert from "node:assert/strict";
import { layoutLegend } from "./legend.ts";

const chars = (s: string) => [...s].length;
const item = (text: string) => ({ swatch: () => {}, text });

Deno.test("layoutLegend() wraps to a new row before an item would pass the width", () => {
  // "aaaa": 3 swatch + 1.2 gap + 4 text = 8.2; next starts at 12.2 > 12 - 6.2.
  const layout = layoutLegend([item("aaaa"), item("bb")], 12, chars, 3);
  assert.deepEqual(layout.placed.map((p) => [p.dx, p.dy]), [[0, 0], [0, 4.2]]);
  assert.equal(layout.height, 7.2);
});

Deno.test("layoutLegend() shortens a text wider than the whole row", () => {
  const layout = layoutLegend([item("x".repeat(40))], 20, chars, 3);
  assert.ok(3 + 1.2 + chars(layout.placed[0].text) <= 20);
  assert.ok(layout.placed[0].text.endsWith("…"));
});

Deno.test("layoutLegend() of no items has no height", () => {
  assert.equal(layoutLegend([], 100, chars, 3).height, 0);
});
