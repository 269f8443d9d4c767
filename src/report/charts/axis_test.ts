import assert from "node:assert/strict";
import { axisTitle, chapterAxis, yAxis } from "./axis.ts";
import { linearScale, niceTicks } from "./scale.ts";
import { count } from "../../testing/svg.ts";

Deno.test("yAxis() draws one grid line and one label per tick", () => {
  const ticks = niceTicks(0, 10); // 0, 2, 4, 6, 8, 10
  const svg = yAxis(ticks, linearScale(0, 10, 200, 0), 40, 600).value;
  assert.equal(count(svg, /<text/g), 6);
  assert.equal(count(svg, /M40 /g), 6);
  // y(4) = 200 − 4 × 20 = 120; the label sits 4 below the line, 6 left of the axis.
  assert.ok(svg.includes('<text x="34" y="124">4</text>'));
  assert.ok(svg.includes("M40 120H600"));
});

Deno.test("chapterAxis() thins 364 chapter numbers to at most 20", () => {
  const numbers = Array.from({ length: 364 }, (_, i) => i + 1);
  const svg = chapterAxis(numbers, (i) => i * 2, 100, 20).value;
  assert.equal(count(svg, /<text/g), 19);
  assert.ok(svg.includes(">1</text>") && svg.includes(">20</text>") && svg.includes(">360</text>"));
  assert.ok(!svg.includes(">2</text>"));
});

Deno.test("axisTitle() rotates a vertical title and draws nothing for empty text", () => {
  assert.equal(axisTitle("", 0, 0), null);
  assert.ok(
    axisTitle("ASL", 16, 150, true)!.value.includes('transform="translate(16 150) rotate(-90)"'),
  );
  assert.ok(axisTitle("%", 5, 6)!.value.includes('x="5" y="6"'));
});
