import assert from "node:assert/strict";
import { legend } from "./legend.ts";
import { el, svgFrame } from "./svg.ts";
import { assertCleanSvg, assertEscaped, count, EVIL } from "../../testing/svg.ts";

const swatch = el("rect", { width: 12, height: 12, fill: "#0072B2" });

Deno.test("legend() is empty without items", () => {
  assert.deepEqual(legend([], 0, 0, 400), { markup: null, height: 0 });
});

Deno.test("legend() lays items out in one row when they fit", () => {
  const l = legend([{ swatch, text: "ab" }, { swatch, text: "cd" }], 10, 20, 400);
  const svg = l.markup!.value;
  assert.equal(l.height, 12);
  // Item 1: 12 + 5 + 2 × 7.8 (0.6 em of 13) = 32.6 wide, then a 16 gap: item 2 at 48.6.
  assert.ok(svg.includes('<g transform="translate(48.6 0)">'));
  assert.ok(svg.startsWith('<g class="svc-legend" transform="translate(10 20)"'));
});

Deno.test("legend() wraps onto a new row when the next item would overflow", () => {
  const long = "x".repeat(40); // 12 + 5 + 312 = 329 wide
  const l = legend([{ swatch, text: long }, { swatch, text: long }], 0, 0, 400);
  assert.equal(l.height, 12 + 6 + 12);
  assert.ok(l.markup!.value.includes('<g transform="translate(0 18)">'));
  assert.equal(count(l.markup!.value, /<text/g), 2);
});

Deno.test("legend() escapes its texts", () => {
  const l = legend([{ swatch, text: EVIL }], 0, 0, 400);
  const svg =
    svgFrame({ kind: "t", id: "t", width: 10, height: 10, title: "", description: "" }, l.markup)
      .value;
  assertCleanSvg(svg);
  assertEscaped(svg);
});
