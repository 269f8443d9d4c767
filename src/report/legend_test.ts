import assert from "node:assert/strict";
import { balancedSplit, layoutLegend } from "./legend.ts";

const chars = (s: string) => [...s].length;
const item = (text: string) => ({ swatch: null, text });
/** The PDF charts' spacing with 3 mm text. */
const PDF = {
  swatchWidth: 3,
  swatchHeight: 2.4,
  textGap: 1.2,
  itemGap: 4,
  rowGap: 1.2,
  textHeight: 3,
};

Deno.test("layoutLegend() wraps to a new row before an item would pass the width", () => {
  // "aaaa": 3 swatch + 1.2 gap + 4 text = 8.2; next starts at 12.2 > 12 - 6.2.
  const layout = layoutLegend([item("aaaa"), item("bb")], 12, chars, PDF);
  assert.deepEqual(layout.placed.map((p) => [p.dx, p.dy]), [[0, 0], [0, 4.2]]);
  assert.equal(layout.height, 7.2);
});

Deno.test("layoutLegend() makes a row as tall as its tallest swatch", () => {
  const layout = layoutLegend([{ ...item("a"), height: 5 }, item("b")], 100, chars, PDF);
  assert.deepEqual(layout.placed.map((p) => [p.dy, p.rowHeight]), [[0, 5], [0, 5]]);
  assert.equal(layout.height, 5);
});

Deno.test("layoutLegend() shortens a text wider than the whole row", () => {
  const layout = layoutLegend([item("x".repeat(40))], 20, chars, PDF);
  assert.ok(3 + 1.2 + chars(layout.placed[0].text) <= 20);
  assert.ok(layout.placed[0].text.endsWith("…"));
});

Deno.test("layoutLegend() of no items has no height", () => {
  assert.equal(layoutLegend([], 100, chars, PDF).height, 0);
});

Deno.test("balancedSplit() splits equal items evenly", () => {
  assert.deepEqual(balancedSplit([1, 1, 1, 1], 2), [[0, 1], [2, 3]]);
});

Deno.test("balancedSplit() keeps the order and lowers the tallest column", () => {
  // Splits of [3, 1, 1, 1, 3] into 3: [3] [1 1 1] [3] has tallest column 3.
  assert.deepEqual(balancedSplit([3, 1, 1, 1, 3], 3), [[0], [1, 2, 3], [4]]);
});

Deno.test("balancedSplit() leaves columns empty when there are fewer items", () => {
  const split = balancedSplit([2], 3);
  assert.deepEqual(split.flat(), [0]);
  assert.equal(split.length, 3);
});
