/**
 * The Overview's triage and the charts in headless Chromium at 1440 and 390 px, in English and
 * German: the chapters to look at and those offered "anyway" open their details, the "only
 * chapters to look at" filter keeps exactly the list, the details for statisticians stay folded,
 * and no chart draws its text below 11 px. Screenshots are printed.
 */
import assert from "node:assert/strict";
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
import { CHART_FONT, MIN_TEXT_PX } from "../charts/svg.ts";
import { dashboardModel } from "./model.ts";
import { renderDashboard } from "./page.ts";
import { computeDashboardViews } from "../../views/dashboard.ts";

const PRIDE = new URL("../../../../shared/corpus/en/pride-and-prejudice.md", import.meta.url);
const pride = await Deno.readTextFile(PRIDE).catch(() => null);
const ignore = !chromiumAvailable() || pride === null;

Deno.test({
  name:
    "the Overview's chapters to look at and legible charts at 1440 and 390 px, English and German",
  ignore,
  async fn() {
    const views = computeDashboardViews(analyzeDocument(pride!, { language: "en" }), {
      thresholds: DEFAULT_THRESHOLDS,
    });
    const { lookAt, anyway } = dashboardModel(views).triage;
    await using browser = await launchBrowser();
    for (const ui of ["en", "de"]) {
      await using server = serveHtml((nonce) =>
        renderDashboard(views, { nonce, enabledActions: [], uiLanguage: ui })
      );
      for (const width of [1440, 390]) {
        await using opened = await openPage(browser, server.url, {
          viewport: { width, height: 900 },
        });
        const { page } = opened;
        await settle(page);
        assert.deepEqual(opened.problems, []);
        assert.deepEqual(await cspViolations(page), []);
        const listed = await page.locator("#triage [data-look-at]").evaluateAll((items) =>
          items.map((li) => Number(li.getAttribute("data-look-at")))
        );
        assert.deepEqual(listed, [...lookAt]);
        // Nothing in Pride and Prejudice is beyond chance: the strongest are offered anyway.
        const offered = await page.locator("#triage [data-look-anyway]").evaluateAll((items) =>
          items.map((li) => Number(li.getAttribute("data-look-anyway")))
        );
        assert.deepEqual(offered, [...anyway]);
        assert.ok(offered.includes(44), "chapter 44 offered anyway");
        assert.equal(await page.locator("#triage details.stats[open]").count(), 0);
        assert.ok(await page.locator("#triage p.headline").isVisible());
        console.error(`[screenshot] ${await screenshot(page, `overview-${ui}-${width}`)}`);

        // A chapter of the list opens its details.
        await page.click('#triage button[data-chapter="44"]');
        assert.match(
          await page.locator("#detail-body h3").innerText(),
          ui === "de" ? /Kapitel 44\b/ : /Chapter 44\b/,
        );

        // Every chart keeps its 13-unit text at 11 px or more (its box scrolls instead).
        for (const panel of ["rhythm", "style", "tense", "pacing", "showing", "structure"]) {
          await page.click(`#tab-${panel}`);
          const scales = await page.locator(`#panel-${panel} svg.svc-chart`).evaluateAll((svgs) =>
            svgs.map((s) => s.getBoundingClientRect().width / s.viewBox.baseVal.width)
          );
          for (const scale of scales) {
            assert.ok(
              scale * CHART_FONT >= MIN_TEXT_PX - 0.05,
              `${ui} ${width} px, ${panel}: text ${(scale * CHART_FONT).toFixed(1)} px`,
            );
          }
          if (panel === "pacing") {
            console.error(`[screenshot] ${await screenshot(page, `pacing-${ui}-${width}`)}`);
          }
        }

        // The chapter table's filter keeps exactly the chapters to look at.
        await page.click("#tab-chapters");
        await page.check("#chapter-flagged");
        const shown = await page.locator("#chapter-table tr.row:visible").evaluateAll((rows) =>
          rows.map((r) => Number(r.getAttribute("data-chapter")))
        );
        assert.deepEqual(shown.sort((a, b) => a - b), [...lookAt].sort((a, b) => a - b));
      }
    }
  },
});
