import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../../../settings/thresholds.ts";
import { analyzeDocument } from "../../../features/pipeline.ts";
import { computeDashboardViews } from "../../../views/dashboard.ts";
import { sheetData } from "./rows.ts";

async function sampleViews() {
  const text = await Deno.readTextFile(
    new URL("../../../../testdata/sample-en.md", import.meta.url),
  );
  return computeDashboardViews(analyzeDocument(text, { language: "en" }), {
    thresholds: DEFAULT_THRESHOLDS,
  });
}

Deno.test("sheetData() has one row per chapter in book order", async () => {
  const views = await sampleViews();
  const data = sheetData(views);
  assert.deepEqual(
    data.rows.map((r) => r.number),
    views.analyze.metrics.chapters.map((c) => c.number),
  );
  assert.equal(data.rows[0].title, "Chapter One: The Keeper");
});

Deno.test("sheetData() counts strong, mild and FDR cells like the dashboard model", async () => {
  const data = sheetData(await sampleViews());
  for (const row of data.rows) {
    assert.equal(row.strong, row.cells.filter((c) => c.level === 2).length);
    assert.equal(row.mild, row.cells.filter((c) => c.level === 1).length);
    assert.equal(row.fdr, row.cells.filter((c) => c.fdr).length);
  }
  // Sample chapter 5: nominalisations z* = -21.5 is strong and FDR-selected; chapter 3 has
  // one mild cell (dialogue share, z* = 2.7).
  assert.deepEqual([data.rows[4].strong, data.rows[4].mild, data.rows[4].fdr], [1, 0, 1]);
  assert.deepEqual([data.rows[2].strong, data.rows[2].mild, data.rows[2].fdr], [0, 1, 0]);
  const model = data.model;
  assert.equal(data.rows.reduce((s, r) => s + r.fdr, 0), model.flaggedCells.length);
  assert.equal(
    data.rows.reduce((s, r) => s + r.paragraphs, 0),
    model.flaggedParagraphs.length,
  );
});

Deno.test("sheetData() takes hooks, severity and scenes from the pacing and profile views", async () => {
  const data = sheetData(await sampleViews());
  // Sample chapter 2 ends with a short closing sentence in dialogue; chapter 8's epilogue is
  // mixed, two markers of each tense (one per verb group since issue 26): severity 1.
  assert.deepEqual(data.rows[1].hooks, [true, false, true]);
  assert.deepEqual(data.rows.map((r) => r.severity), [0, 0, 0, 0, 0, 0, 0, 1]);
  assert.equal(data.rows[1].scenes, 3);
  assert.equal(data.rows[0].wordsPerScene, 559);
  assert.equal(data.rows[7].comparable, false);
  assert.equal(data.rows[7].balance, null);
});

Deno.test("sheetData() centres sentence length on the style reference's median of the chapter averages", async () => {
  const views = await sampleViews();
  const data = sheetData(views);
  // SPEC 2.3: the baseline is the median over the chapters that pass the comparability floors;
  // chapter 8 (65 words) does not. Python 3: statistics.median([559/35, 614/42, 559/61,
  // 585/48, 564/59, 542/50, 548/47]) -> 11.659574 (= 548/47, chapter 7).
  assert.ok(Math.abs(data.aslMedian! - 548 / 47) < 1e-12);
  assert.equal(data.aslMedian, views.style.features.find((f) => f.feature === "asl")!.median);
  // Every chapter's bar must fit: the largest distance is chapter 8's, 65/4 - 548/47 -> 4.59043.
  assert.ok(Math.abs(data.aslSpread - (65 / 4 - 548 / 47)) < 1e-12);
  // max(|balance|) over the comparable chapters -> 5.4333
  assert.ok(Math.abs(data.balanceSpread - 5.4333) < 1e-4);
});

Deno.test("sheetData() of an empty manuscript has no rows and no median", () => {
  const views = computeDashboardViews(analyzeDocument("", { language: "en" }), {
    thresholds: DEFAULT_THRESHOLDS,
  });
  const data = sheetData(views);
  assert.equal(data.rows.length, 0);
  assert.equal(data.aslMedian, null);
  assert.equal(data.aslSpread, 1);
  assert.equal(data.balanceSpread, 1);
});
