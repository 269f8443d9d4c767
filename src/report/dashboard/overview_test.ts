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

function rowLookAt(page: string, n: number): boolean {
  const m = new RegExp(`<tr class="row"[^>]*data-chapter="${n}"[^>]*data-look-at="(\\d)"`).exec(
    page,
  );
  assert.ok(m, `row ${n}`);
  return m[1] === "1";
}

Deno.test({
  name:
    "Pride and Prejudice: nothing beyond chance is said in plain words; chapter 44 is offered anyway",
  ignore: views === null,
  fn() {
    const page = renderDashboard(views!, { nonce: "n", enabledActions: [] });
    const overview = page.slice(
      page.indexOf('id="panel-overview"'),
      page.indexOf('id="panel-rhythm"'),
    );
    const headline = /<p class="headline">([^<]*)<\/p>/.exec(overview);
    assert.equal(
      headline?.[1],
      "Nothing stands out beyond what chance gives in a book of 61 chapters.",
    );
    // The triage's headline and chapter sentences name no statistic.
    const card = overview.slice(overview.indexOf('id="triage"'), overview.indexOf('class="cards"'));
    const plain = card.replace(/<details class="stats">[\s\S]*?<\/details>/g, "");
    for (const word of ["z*", "FDR", "bits", "TTR", "σ", "type–token"]) {
      assert.ok(!plain.replace(/<[^>]+>/g, " ").includes(word), word);
    }
    assert.ok(overview.includes("If you want to look anyway"));
    assert.ok(overview.includes('data-look-anyway="44"'));
    assert.ok(
      overview.includes(
        "Sentences average 32 words; in this book they usually run 11–31 (median 21).",
      ),
    );
    assert.ok(overview.includes("Details for statisticians"));
    // The long-sentence chapters keep their threshold hits in the table's Flags column, but a
    // mild hit at chance level does not put them on the list.
    for (const n of [15, 30, 44]) {
      assert.ok(rowFlags(page, n) > 0, `chapter ${n} has flags`);
      assert.ok(!overview.includes(`data-look-at="${n}"`), `chapter ${n} not headlined`);
      assert.equal(rowLookAt(page, n), false);
    }
    assert.equal(rowFlags(page, 2), 0);
    assert.ok(!overview.includes('data-look-at="2"'));
  },
});

Deno.test({
  name: "the dashboard, the model and the triage count the same findings per chapter",
  ignore: views === null,
  fn() {
    const model = dashboardModel(views!);
    const page = renderDashboard(views!, { nonce: "n", enabledActions: [] });
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
      // The table's "only chapters to look at" filter keeps exactly the triage's list.
      assert.equal(rowLookAt(page, c.number), model.triage.lookAt.includes(c.number));
    });
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
        "Die Sätze sind im Schnitt 32 Wörter lang; in diesem Buch meist 11–31 (Median 21).",
      ),
    );
    assert.ok(page.includes("Lexikalische Vielfalt (MTLD)"));
  },
});

Deno.test({
  name:
    "Pride and Prejudice: the words behind chapter 44's finding fold under it, with a link to the chapter",
  ignore: views === null,
  fn() {
    const page = renderDashboard(views!, { nonce: "n", enabledActions: [] });
    // Whitespace between tags is the formatter's: compare with runs of it as one space.
    const card = page.slice(page.indexOf('id="triage"'), page.indexOf('class="cards"'))
      .replace(/\s+/g, " ").replace(/> </g, "><");
    const start = card.indexOf('<details class="behind" data-behind="44">');
    assert.ok(start > 0, "chapter 44 has its words");
    const box = card.slice(start, card.indexOf("</details>", start));
    assert.ok(box.includes("<summary>The words behind it</summary>"));
    // Average sentence length carries chapter 44: its longest sentences come first, each with
    // its length and place, and the link opens the chapter with that feature selected.
    assert.match(
      box,
      /<div class="behind-kind" data-kind="longest"><p class="behind-head"><b>Longest sentences<\/b><button type="button" class="link" data-chapter="44" data-feature="asl">Show in the chapter<\/button>/,
    );
    assert.match(
      box,
      /<q class="excerpt">When she saw him thus seeking the acquaintance,[^<]*<\/q><span class="meta">\(81 words · paragraph 10, line 2759\)<\/span>/,
    );
    assert.ok(box.includes('data-kind="modal"'));
    assert.ok((box.match(/<li>/g) ?? []).length >= 4, "three sentences and the modal verbs");
    // Chapters listed for their tense flags alone have none.
    assert.ok(!card.includes('data-behind="42"'));
  },
});
