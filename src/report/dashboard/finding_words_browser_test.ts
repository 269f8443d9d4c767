/**
 * The words behind a finding in headless Chromium, on Pride and Prejudice and War and Peace at
 * 1440 and 390 px: the Overview's listed chapters fold their evidence under the finding
 * ("The words behind it"), opened it shows the passages with their paragraph and line, and
 * its "Show in the chapter" link opens the chapter's details with the carrier's words marked.
 * Screenshots of the opened triage card are printed.
 */
import assert from "node:assert/strict";
import {
  chromiumAvailable,
  cspViolations,
  launchBrowser,
  openPage,
  settle,
} from "../../../testing/browser.ts";
import { serveHtml } from "../../../testing/csp_server.ts";
import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
import { analyzeDocument } from "../../features/pipeline.ts";
import { renderDashboard } from "./page.ts";
import { computeDashboardViews } from "../../views/dashboard.ts";

const CORPUS = new URL("../../../../shared/corpus/en/", import.meta.url);
const read = (name: string) => Deno.readTextFile(new URL(name, CORPUS)).catch(() => null);
const books = {
  pride: await read("pride-and-prejudice.md"),
  war: await read("war-and-peace.md"),
};

for (const [name, text] of Object.entries(books)) {
  Deno.test({
    name: `${name}: the words behind a finding open under it and lead to the chapter, 1440/390 px`,
    ignore: !chromiumAvailable() || text === null,
    async fn() {
      const views = computeDashboardViews(analyzeDocument(text!, { language: "en" }), {
        thresholds: DEFAULT_THRESHOLDS,
      });
      const first = views.findingWords.chapters.find((c) => c.kinds.length > 0)!;
      assert.ok(first, "a listed chapter with words behind it");
      const kind = first.kinds[0];
      const feature = first.carriers.find((c) => c.kind === kind)!.feature;
      await using browser = await launchBrowser();
      await using server = serveHtml((nonce) =>
        renderDashboard(views, { nonce, enabledActions: [], uiLanguage: "en" })
      );
      for (const width of [1440, 390]) {
        await using opened = await openPage(browser, server.url, {
          viewport: { width, height: 900 },
        });
        const { page } = opened;
        await settle(page);
        assert.deepEqual(opened.problems, []);
        assert.deepEqual(await cspViolations(page), []);
        const box = page.locator(`#triage details.behind[data-behind="${first.chapter}"]`);
        assert.equal(await box.count(), 1);
        assert.equal(await box.getAttribute("open"), null, "folded at first");
        await box.locator("summary").click();
        const block = box.locator(`.behind-kind[data-kind="${kind}"]`);
        assert.ok(await block.isVisible());
        const items = await block.locator("li").allInnerTexts();
        assert.ok(items.length > 0 && items.length <= 3, items.join("\n"));
        if (kind === "longest") {
          assert.ok(items[0].includes(first.longest[0].text.slice(0, 40)), items[0]);
          assert.match(items[0], /\d+ words · paragraph \d+, line \d+/);
        }
        // Nothing overflows the card sideways at either width.
        const overflow = await page.locator("#triage").evaluate((el) =>
          el.scrollWidth - el.clientWidth
        );
        assert.ok(overflow <= 1, `${width} px: triage card overflows by ${overflow} px`);
        const shot = await Deno.makeTempFile({
          prefix: `behind-${name}-${width}-`,
          suffix: ".png",
        });
        await page.locator("#triage").screenshot({ path: shot });
        console.error(`[screenshot] ${shot}`);

        // One click from the finding to the chapter, the carrier's counted words selected.
        await block.locator("button[data-chapter]").click();
        assert.match(
          await page.locator("#detail-body h3").innerText(),
          new RegExp(`Chapter ${first.chapter}\\b`),
        );
        const selected = page.locator("#detail-body tr.sel");
        assert.equal(await selected.count(), 1, `${feature} row selected`);
      }
    },
  });
}
