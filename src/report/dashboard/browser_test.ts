/**
 * The dashboard in headless Chromium: under a strict nonce CSP (served) and as a standalone
 * `file://` page (CSP from its `<meta>`). Screenshots go to the harness's temp folder; their
 * paths are printed so a developer can look at them.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "npm:playwright-core@1.65.1";
import {
  chromiumAvailable,
  cspViolations,
  launchBrowser,
  openPage,
  screenshot,
  settle,
} from "../../../testing/browser.ts";
import { serveHtml } from "../../../testing/csp_server.ts";
import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
import { analyzeDocument } from "../../features/pipeline.ts";
import { parseNames } from "../../views/characters.ts";
import { renderDashboard } from "./page.ts";
import { standaloneDashboard } from "./standalone.ts";
import { computeDashboardViews } from "../../views/dashboard.ts";

const ignore = !chromiumAvailable();
const CORPUS = new URL("../../../../shared/corpus/en/war-and-peace.md", import.meta.url);
const SAMPLE = new URL("../../../testdata/sample-en.md", import.meta.url);
const XSS = new URL("../../../testdata/xss-en.md", import.meta.url);

async function readNovel(): Promise<{ text: string; names: string[] }> {
  try {
    return {
      text: await Deno.readTextFile(CORPUS),
      names: ["Pierre", "Natásha", "Andrew", "Nicholas", "Mary"],
    };
  } catch {
    console.error("[notice] corpus novel not found: the browser test uses the sample manuscript");
    return { text: await Deno.readTextFile(SAMPLE), names: ["Elias", "Mara"] };
  }
}

function viewsOf(text: string, names: string[]) {
  return computeDashboardViews(analyzeDocument(text, { language: "en" }), {
    thresholds: DEFAULT_THRESHOLDS,
    names: names.length > 0 ? parseNames(names) : [],
  });
}

async function assertClean(opened: { page: Page; problems: unknown[] }) {
  await settle(opened.page);
  assert.deepEqual(opened.problems, []);
  assert.deepEqual(await cspViolations(opened.page), []);
}

async function chartSizes(page: Page, panel: string) {
  await page.click(`#tab-${panel}`);
  const boxes = await page.locator(`#panel-${panel} svg.svc-chart`).evaluateAll((svgs) =>
    svgs.map((s) => {
      const r = s.getBoundingClientRect();
      return { cls: s.getAttribute("class"), width: r.width, height: r.height };
    })
  );
  assert.ok(boxes.length > 0, `charts in ${panel}`);
  for (const b of boxes) {
    assert.ok(b.width > 300 && b.height > 40, `${panel}: ${JSON.stringify(b)}`);
  }
  return boxes.length;
}

Deno.test({
  name: "the dashboard of a novel runs under a strict nonce CSP: charts, clicks, keyboard",
  ignore,
  async fn() {
    const { text, names } = await readNovel();
    const views = viewsOf(text, names);
    await using server = serveHtml((nonce) =>
      renderDashboard(views, { nonce, enabledActions: [] })
    );
    await using browser = await launchBrowser();
    await using opened = await openPage(browser, server.url, {
      viewport: { width: 1400, height: 900 },
    });
    const { page } = opened;
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as unknown as {
        domContentLoadedEventEnd: number;
        loadEventEnd: number;
      };
      return { ready: nav.domContentLoadedEventEnd, load: nav.loadEventEnd };
    });
    console.error(
      `[figure] dashboard DOMContentLoaded ${timing.ready.toFixed(0)} ms, load ${
        timing.load.toFixed(0)
      } ms`,
    );
    // About 1.2-1.5 s for War and Peace on a quiet 2-core machine (printed above). The bound
    // catches a pathology (quadratic scripting, a blocking request), not the scheduling noise
    // of the whole suite running in parallel on the same two cores, which pushed it past 3 s.
    assert.ok(timing.ready < 6000, `usable after ${timing.ready} ms`);
    await assertClean(opened);
    console.error(`[screenshot] ${await screenshot(page, "dashboard-overview")}`);

    let charts = 0;
    for (const panel of ["rhythm", "style", "tense", "pacing", "showing", "characters"]) {
      charts += await chartSizes(page, panel);
    }
    assert.ok(charts >= 8, `${charts} charts`);

    // A click on a heatmap cell shows that chapter with the feature row selected.
    await page.click("#tab-style");
    const cell = page.locator('#panel-style [data-chapter="5"][data-feature="asl"]');
    await cell.dispatchEvent("click");
    await page.locator("#detail-body h3").waitFor();
    assert.match(await page.locator("#detail-body h3").innerText(), /Chapter 5\b/);
    assert.equal(await page.locator("#detail-body tr.sel").count(), 1);
    console.error(`[screenshot] ${await screenshot(page, "dashboard-style-detail")}`);

    // Keyboard: arrows move between tabs; Enter on a table row opens its details.
    await page.focus("#tab-style");
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.locator("#tab-tense").getAttribute("aria-selected"), "true");
    assert.equal(await page.locator("#panel-style").isHidden(), true);
    await page.click("#tab-chapters");
    await page.focus('#chapter-table tr.row[data-chapter="3"]');
    await page.keyboard.press("Enter");
    assert.match(await page.locator("#detail-body h3").innerText(), /Chapter 3\b/);

    // Filter and sort move rows, never rebuild them.
    await page.fill("#chapter-filter", views.analyze.metrics.chapters[1].title);
    const shown = await page.locator("#chapter-table tr.row:visible").count();
    assert.ok(shown > 0 && shown < views.analyze.metrics.chapters.length, `${shown} rows`);
    await page.fill("#chapter-filter", "");
    await page.selectOption("#chapter-sort", "words");
    const firstWords = await page.locator("#chapter-table tr.row").first().getAttribute(
      "data-words",
    );
    const most = Math.max(...views.analyze.metrics.chapters.map((c) => c.words));
    assert.equal(Number(firstWords), most);
    console.error(`[screenshot] ${await screenshot(page, "dashboard-chapters")}`);
    await assertClean(opened);
  },
});

Deno.test({
  name: "an XSS manuscript shows its payload as text in the standalone file",
  ignore,
  async fn() {
    const text = await Deno.readTextFile(XSS);
    const dir = await Deno.makeTempDir({ prefix: "svc-dash-" });
    try {
      const file = join(dir, "xss.html");
      await Deno.writeTextFile(file, standaloneDashboard(viewsOf(text, ["Nobody"])));
      await using browser = await launchBrowser();
      await using opened = await openPage(browser, `file://${file}`);
      const { page } = opened;
      const dialogs: string[] = [];
      page.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      assert.equal(
        await page.locator("h1").innerText(),
        '<script>alert("title")</script> & "Quotes"',
      );
      await page.click("#tab-tense");
      const excerpt = await page.locator("#panel-tense .excerpt").first().innerText();
      assert.match(
        excerpt,
        /"><img src=x onerror=alert\(2\)>" and \{\{7\*7\}\} and \$\{alert\(3\)\}/,
      );
      await page.click("#tab-notes");
      assert.match(
        await page.locator("#markers-table").innerText(),
        /<\/script><script>alert\(4\)/,
      );
      await page.click("#tab-chapters");
      await page.click('#chapter-table tr.row[data-chapter="1"]');
      assert.match(
        await page.locator("#detail-body h3").innerText(),
        /<\/style><script>alert\(1\)/,
      );
      assert.equal(await page.locator("img").count(), 0);
      assert.equal(await page.locator("script").count(), 2);
      await settle(page);
      assert.deepEqual(dialogs, []);
      await assertClean(opened);
      console.error(`[screenshot] ${await screenshot(page, "dashboard-xss")}`);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

Deno.test({
  name: "a standalone dashboard opened at #chapter-N shows that chapter's details (svc lsp)",
  ignore,
  async fn() {
    const { text, names } = await readNovel();
    const dir = await Deno.makeTempDir({ prefix: "svc-dash-" });
    try {
      const file = join(dir, "book.html");
      await Deno.writeTextFile(file, standaloneDashboard(viewsOf(text, names)));
      await using browser = await launchBrowser();
      await using opened = await openPage(browser, `file://${file}#chapter-3`, {
        viewport: { width: 1400, height: 900 },
      });
      const { page } = opened;
      await page.locator("#detail-body h3").waitFor();
      assert.match(await page.locator("#detail-body h3").innerText(), /Chapter 3\b/);
      assert.equal(await page.locator("#tab-chapters").getAttribute("aria-selected"), "true");
      await assertClean(opened);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});
