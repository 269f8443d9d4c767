import assert from "node:assert/strict";
import { MM_PER_PT } from "../writer.ts";
import { GRID, planGrid } from "./grid.ts";

/** Strips needing 65 em of width, about what the English sheet needs. */
const NEED = 65 * MM_PER_PT;

function assertFits(plan: ReturnType<typeof planGrid>, chapters: number, height: number) {
  assert.ok(plan.rowsPerColumn * plan.columns >= chapters);
  assert.ok(plan.headerHeight + plan.rowsPerColumn * plan.pitch <= height + 1e-9);
  assert.ok(plan.columnWidth >= NEED * plan.fontPt - 1e-9);
  assert.ok(plan.pitch >= GRID.minPitchEm * plan.fontPt * MM_PER_PT - 1e-9);
}

Deno.test("planGrid() sets a short book in one column at the largest type", () => {
  const plan = planGrid(8, NEED, 272, 420);
  assert.equal(plan.columns, 1);
  // 272 mm / (65 em × 0.3528 mm) = 11.86 pt, capped at 11 pt.
  assert.equal(plan.fontPt, GRID.maxFontPt);
  assert.equal(plan.pitch, GRID.maxPitchEm * GRID.maxFontPt * MM_PER_PT);
  assertFits(plan, 8, 420);
});

Deno.test("planGrid() sets War and Peace's 364 chapters in two columns at 5 pt or more", () => {
  const plan = planGrid(364, NEED, 272, 420);
  assert.equal(plan.columns, 2);
  assert.equal(plan.rowsPerColumn, 182);
  // Height bound: 420 / (2.3 + 182 × 1.25) em = 1.829 mm = 5.18 pt.
  assert.ok(Math.abs(plan.fontPt - 420 / (2.3 + 182 * 1.25) / MM_PER_PT) < 1e-9);
  assert.ok(plan.fontPt >= 5);
  assertFits(plan, 364, 420);
});

Deno.test("planGrid() keeps thousands of chapters on the area in smaller type", () => {
  const plan = planGrid(3000, NEED, 272, 420);
  assert.equal(plan.columns, GRID.maxColumns);
  assert.ok(plan.fontPt > 0 && plan.fontPt < 5);
  assertFits(plan, 3000, 420);
});

Deno.test("planGrid() never uses more columns than chapters", () => {
  assert.equal(planGrid(1, NEED, 272, 420).columns, 1);
  assert.equal(planGrid(0, NEED, 272, 420).columns, 1);
});

Deno.test("planGrid() prefers fewer columns when more would not give larger type", () => {
  // 40 chapters in one column: the width caps the type at 11 pt already.
  const plan = planGrid(40, NEED, 272, 420);
  assert.equal(plan.columns, 1);
  assertFits(plan, 40, 420);
});

Deno.test("planGrid() lets the rows of a very short book grow to 3.6 em, no further", () => {
  const plan = planGrid(3, NEED, 272, 420);
  assert.equal(plan.columns, 1);
  // 3.6 em × 11 pt × 0.3528 mm/pt = 13.97 mm; the area would allow (420 − 8.9) / 3 = 137 mm.
  assert.ok(Math.abs(plan.pitch - 3.6 * 11 * MM_PER_PT) < 1e-9);
  assert.ok(Math.abs(plan.pitch - 13.97) < 0.005);
  assertFits(plan, 3, 420);
});

Deno.test("planGrid() makes rows of a mid-length book as tall as the area allows", () => {
  // 60 rows at 11 pt: (420 − 2.3 em) / 60 = 6.85 mm = 1.77 em, between 1.25 and 3.6 em.
  const plan = planGrid(60, NEED, 272, 420);
  assert.equal(plan.fontPt, GRID.maxFontPt);
  assert.ok(Math.abs(plan.headerHeight + 60 * plan.pitch - 420) < 1e-9);
  assertFits(plan, 60, 420);
});
