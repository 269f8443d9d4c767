import assert from "node:assert/strict";
import { STYLE_FEATURES, type StyleFeature } from "../../src/features/feature_ids.ts";
import type { MeasuredChapter } from "../../src/style/matrix.ts";
import {
  PERCENTILE_MIN_CHAPTERS,
  quantileType7,
  REGISTER_FEATURES,
  type RegisterRow,
  registerRows,
} from "./register.ts";

Deno.test("quantileType7() matches R's default quantile", () => {
  // R 4.x: quantile(1:10, c(0.1, 0.5, 0.9)) -> 1.9 5.5 9.1
  const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  assert.ok(Math.abs(quantileType7(ten, 0.1)! - 1.9) < 1e-12);
  assert.equal(quantileType7(ten, 0.5), 5.5);
  assert.ok(Math.abs(quantileType7(ten, 0.9)! - 9.1) < 1e-12);
  // n = 11: h = 10 p lands on order statistics; quantile(c(3,1,4,1,5,9,2,6,5,3,5), c(.1,.9))
  // -> 1 6 (sorted 1 1 2 3 3 4 5 5 5 6 9, h = 1 and h = 9, 0-based)
  const eleven = [1, 1, 2, 3, 3, 4, 5, 5, 5, 6, 9];
  assert.equal(quantileType7(eleven, 0.1), 1);
  assert.equal(quantileType7(eleven, 0.9), 6);
  assert.equal(quantileType7([7], 0.9), 7);
  assert.equal(quantileType7([10, 20], 1), 20);
  assert.equal(quantileType7([], 0.5), null);
  assert.throws(() => quantileType7(ten, 1.5), RangeError);
  assert.throws(() => quantileType7(ten, Number.NaN), RangeError);
});

function chapter(
  number: number,
  asl: number,
  options: { words?: number; sentences?: number; dialog?: number } = {},
): MeasuredChapter {
  const values = Object.fromEntries(STYLE_FEATURES.map((f) => [f, null])) as Record<
    StyleFeature,
    number | null
  >;
  values.asl = asl;
  values.dialog_pct = options.dialog ?? 20;
  values.ttr = 0.5;
  return {
    number,
    words: options.words ?? 500,
    sentences: options.sentences ?? 30,
    values,
    se: {},
  };
}

const row = (rows: RegisterRow[], f: StyleFeature) => rows.find((r) => r.feature === f)!;

Deno.test("registerRows() places the source below, within or above the min–max range", () => {
  const manuscript = [chapter(1, 10), chapter(2, 12), chapter(3, 14)];
  const at = (asl: number) => row(registerRows(chapter(0, asl), manuscript), "asl");
  const r = at(15);
  assert.deepEqual(r.manuscript_range, [10, 14]);
  assert.equal(r.range_kind, "min_max");
  assert.equal(r.manuscript_median, 12);
  assert.equal(r.chapters_measured, 3);
  assert.equal(r.source_value, 15);
  assert.equal(r.position, "above");
  assert.equal(at(9.5).position, "below");
  assert.equal(at(12).position, "within");
  // Bounds are inclusive.
  assert.equal(at(14).position, "within");
  assert.equal(at(10).position, "within");
  assert.equal(r.display_name, "Average sentence length");
  assert.equal(r.unit, "words_per_sentence");
  assert.equal(r.unit_label, "words per sentence");
});

Deno.test("registerRows() uses P10–P90 from 10 measured chapters on", () => {
  const manuscript = Array.from(
    { length: PERCENTILE_MIN_CHAPTERS },
    (_, i) => chapter(i + 1, i + 1),
  );
  const r = row(registerRows(chapter(0, 1.5), manuscript), "asl");
  assert.equal(r.range_kind, "p10_p90");
  assert.ok(Math.abs(r.manuscript_range![0] - 1.9) < 1e-12);
  assert.ok(Math.abs(r.manuscript_range![1] - 9.1) < 1e-12);
  assert.equal(r.manuscript_median, 5.5);
  // 1.5 is above the minimum but below P10.
  assert.equal(r.position, "below");
});

Deno.test("registerRows() applies the comparability floors to both sides", () => {
  const manuscript = [
    chapter(1, 10),
    chapter(2, 14),
    chapter(3, 90, { words: 99 }), // under 100 words: no feature at all
    chapter(4, 80, { sentences: 4, dialog: 25 }), // under 5 sentences: no sentence feature
  ];
  const rows = registerRows(chapter(0, 12, { sentences: 4 }), manuscript);
  const asl = row(rows, "asl");
  assert.deepEqual(asl.manuscript_range, [10, 14]);
  assert.equal(asl.chapters_measured, 2);
  assert.equal(asl.source_value, null);
  assert.equal(asl.position, null);
  const dialog = row(rows, "dialog_pct");
  assert.equal(dialog.chapters_measured, 3);
  assert.deepEqual(dialog.manuscript_range, [20, 25]);
  assert.equal(dialog.source_value, 20);
  assert.equal(dialog.position, "within");
});

Deno.test("registerRows() gives no position with fewer than 2 measured chapters", () => {
  const rows = registerRows(chapter(0, 30), [chapter(1, 10)]);
  assert.equal(row(rows, "asl").chapters_measured, 1);
  assert.equal(row(rows, "asl").position, null);
  const none = registerRows(chapter(0, 30), []);
  assert.equal(row(none, "asl").manuscript_median, null);
  assert.equal(row(none, "asl").manuscript_range, null);
  assert.equal(row(none, "asl").range_kind, null);
});

Deno.test("registerRows() leaves out the length-dependent features and keeps the core order", () => {
  const rows = registerRows(chapter(0, 12), [chapter(1, 10), chapter(2, 14)]);
  assert.deepEqual(rows.map((r) => r.feature), REGISTER_FEATURES);
  assert.equal(rows.length, 14);
  assert.ok(!rows.some((r) => r.feature === "ttr" || r.feature === "start_entropy"));
  assert.deepEqual(
    rows.map((r) => r.feature),
    STYLE_FEATURES.filter((f) => f !== "ttr" && f !== "start_entropy"),
  );
  for (const r of rows) assert.notEqual(r.display_name, r.feature, `label of ${r.feature}`);
});
