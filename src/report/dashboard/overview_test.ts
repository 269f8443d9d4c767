import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
import { analyzeDocument } from "../../features/pipeline.ts";
import { dashboardModel } from "./model.ts";
import { renderDashboard } from "./page.ts";
import { computeDashboardViews } from "../../views/dashboard.ts";

const PRIDE = new URL("../../../../shared/corpus/en/pride-and-prejudice.md", import.meta.url);
const pride = await Deno.readTextFile(PRIDE).catch(() => null);
const views = pride === null
  ? null
  : computeDashboardViews(analyzeDocument(pride, { language: "en" }), {
    thresholds: DEFAULT_THRESHOLDS,
  });

function rowFlags(page: string, n: number): number {
  const m = new RegExp(`<tr class="row"[^>]*data-chapter="${n}"[^>]*data-flags="(\\d+)"`).exec(
    page,
  );
  assert.ok(m, `row ${n}`);
  return Number(m[1]);
}

Deno.test({
  name:
    "Pride and Prejudice: chapters 15, 30 and 44 (long sentences) are in the dashboard's triage",
  ignore: views === null,
  fn() {
    const page = renderDashboard(views!, { nonce: "n", enabledActions: [] });
    const overview = page.slice(
      page.indexOf('id="panel-overview"'),
      page.indexOf('id="panel-rhythm"'),
    );
    for (const n of [15, 30, 44]) {
      // The chapter table's Flags column and its "only chapters to look at" filter.
      assert.ok(rowFlags(page, n) > 0, `chapter ${n} has flags`);
      // The Overview's list, with the finding as a sentence.
      assert.ok(overview.includes(`data-look-at="${n}"`), `chapter ${n} in the Overview`);
    }
    assert.ok(
      overview.includes(
        "Sentences average 37 words; in this book they usually run 11–31 (median 21).",
      ),
    );
    // Chapter 2 has no hit and no tense flag.
    assert.equal(rowFlags(page, 2), 0);
    assert.ok(!overview.includes('data-look-at="2"'));
  },
});

Deno.test({
  name: "the dashboard, the model and the triage count the same findings per chapter",
  ignore: views === null,
  fn() {
    const model = dashboardModel(views!);
    model.chapters.forEach((c, i) => {
      const tri = model.triage.chapters[i];
      assert.equal(c.flags, tri.findings);
      const mild = c.cells.filter((x) => x.level === 1).length;
      const strong = c.cells.filter((x) => x.level === 2).length;
      assert.deepEqual([strong, mild, c.flaggedParagraphs.length], [
        tri.strong,
        tri.mild,
        tri.tense,
      ]);
    });
    const looked = model.chapters.filter((c) => c.flags > 0).map((c) => c.number).sort((a, b) =>
      a - b
    );
    assert.deepEqual(looked, [...model.triage.lookAt].sort((a, b) => a - b));
  },
});

Deno.test({
  name: "the German Overview states its findings in German",
  ignore: views === null,
  fn() {
    const page = renderDashboard(views!, { nonce: "n", enabledActions: [], uiLanguage: "de" });
    assert.ok(page.includes("Kapitel zum Ansehen"));
    assert.ok(
      page.includes(
        "Die Sätze sind im Schnitt 37 Wörter lang; in diesem Buch meist 11–31 (Median 21).",
      ),
    );
    assert.ok(page.includes("Lexikalische Vielfalt (MTLD)"));
  },
});
