import assert from "node:assert/strict";
import { STYLE_FEATURES } from "../features/feature_ids.ts";
import { computeBaselines } from "./baselines.ts";
import type { MatrixRow } from "./matrix.ts";

/** Rows where only feature 0 (asl) is measured. */
function rows(values: (number | null)[], se: number[] = values.map(() => 0)): MatrixRow[] {
  return values.map((v, i) => ({
    chapter: i + 1,
    values: STYLE_FEATURES.map((_, j) => (j === 0 ? v : null)),
    se: STYLE_FEATURES.map((_, j) => (j === 0 ? se[i] : 0)),
  }));
}

Deno.test("computeBaselines() uses median and 1.4826 × MAD, z* with the SE in the denominator", () => {
  // values 10, 12, 14, 16, 30: median 14; |dev| 4, 2, 0, 2, 16 -> MAD 2; sigma 2.9652.
  // Hand: z*(30) with SE 0 = 16 / 2.9652 = 5.39592; with SE 4: 16 / sqrt(2.9652² + 16) = 3.21337 (python3: 16/math.sqrt(2.9652**2+16)).
  const r = computeBaselines(rows([10, 12, 14, 16, 30], [0, 0, 0, 0, 4]), {
    minChapters: 2,
    zMild: 2.5,
  });
  const asl = r.baselines[0];
  assert.equal(asl.median, 14);
  assert.ok(Math.abs(asl.sigma! - 2.9652) < 1e-12);
  assert.deepEqual(asl.band!.map((x) => Math.round(x * 1e4) / 1e4), [6.587, 21.413]);
  assert.equal(asl.chapters_measured, 5);
  const last = r.cells.find((c) => c.chapter === 5)!;
  assert.ok(Math.abs(last.z - 16 / Math.sqrt(2.9652 ** 2 + 16)) < 1e-12);
  assert.ok(Math.abs(last.z - 3.21337) < 1e-5);
  assert.equal(r.cells.length, 5);
});

Deno.test("computeBaselines() leaves a feature unavailable below min_chapters", () => {
  const r = computeBaselines(rows([10, 12, null]), { minChapters: 3, zMild: 2.5 });
  assert.equal(r.baselines[0].median, null);
  assert.equal(r.baselines[0].sigma, null);
  assert.equal(r.baselines[0].band, null);
  assert.equal(r.baselines[0].chapters_measured, 2);
  assert.equal(r.cells.length, 0);
});

Deno.test("computeBaselines() with MAD 0 measures cells at the median and skips the others", () => {
  const r = computeBaselines(rows([5, 5, 5, 9]), { minChapters: 2, zMild: 2.5 });
  assert.equal(r.baselines[0].sigma, 0);
  assert.deepEqual(r.cells.map((c) => [c.chapter, c.z]), [[1, 0], [2, 0], [3, 0]]);
});

Deno.test("computeBaselines() with MAD 0 but an SE still measures every cell", () => {
  const r = computeBaselines(rows([5, 5, 5, 9], [1, 1, 1, 2]), { minChapters: 2, zMild: 2.5 });
  assert.deepEqual(r.cells.map((c) => c.z), [0, 0, 0, 2]);
});
