/**
 * The served dashboard's author actions in headless Chromium on a real loopback port: add a
 * work marker from a chapter's details and from a flagged paragraph (the page posts the line,
 * the author types none), and dismiss a tense flag so that it stays dismissed after a reload
 * — with no console errors and no CSP violations.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  chromiumAvailable,
  cspViolations,
  launchBrowser,
  openPage,
  screenshot,
  settle,
} from "../testing/browser.ts";
import { parseManuscript } from "../src/document/parse.ts";
import { DISMISSALS_FILE } from "../src/project/dismissals.ts";
import { resolveSelection } from "./select.ts";
import { ServerState } from "./state.ts";
import { serveOnLoopback } from "../testing/serve_app.ts";

const SAMPLE = new URL("../testdata/sample-en.md", import.meta.url).pathname;

Deno.test({
  name: "served dashboard: markers from a chapter and a flag, a dismissal that persists",
  ignore: !chromiumAvailable(),
  async fn() {
    const home = await Deno.makeTempDir({ prefix: "svc-serve-author-" });
    await Deno.mkdir(join(home, "ledger"));
    const book = join(home, "ledger", "ledger.md");
    // The sample has no tense flag of its own (the classifier learnt conditionals and letters):
    // one mixed paragraph at the end of the last chapter (before the appendix) gives the tense tab one to work on.
    await Deno.writeTextFile(
      book,
      (await Deno.readTextFile(SAMPLE)).replace(
        "## Anmerkungen",
        "He is here. She is there. They are happy. It was late. He was tired. We were cold.\n\n## Anmerkungen",
      ),
    );
    const state = new ServerState({ home, cliThresholds: {}, debug: false });
    state.select(await resolveSelection(join(home, "ledger")));
    const server = serveOnLoopback(state);
    const url = `http://127.0.0.1:${state.port}/`;
    try {
      await using browser = await launchBrowser();
      await using opened = await openPage(browser, url, { viewport: { width: 1440, height: 900 } });
      const { page } = opened;

      // A marker for chapter two, from its details: it lands before the chapter's first line.
      const before = parseManuscript(await Deno.readTextFile(book));
      const firstLine = before.chapters[1].paragraphs[0].startLine;
      await page.click("#tab-chapters");
      await page.click('#chapter-table tr.row[data-chapter="2"]');
      const chapterForm = page.locator("#detail-body > details.marker-here");
      await chapterForm.locator("summary").click();
      await chapterForm.locator("input[name=note]").fill("check the niece's age");
      await Promise.all([
        page.waitForEvent("load"),
        chapterForm.locator("button[type=submit]").click(),
      ]);
      const lines = (await Deno.readTextFile(book)).split("\n");
      assert.match(lines[firstLine - 1], /^<!-- svc:todo m-[0-9a-f]{8} check the niece's age -->$/);

      // A marker from a flagged paragraph in the tense tab.
      await page.click("#tab-tense");
      const flag = page.locator("li.tense-flag").first();
      const group = page.locator("details.tense-group").first();
      if (await group.getAttribute("open") === null) await group.locator("summary").click();
      await flag.locator("details.marker-here summary").click();
      const line = Number(await flag.locator("form.marker-here-form").getAttribute("data-line"));
      await flag.locator("input[name=kind]").fill("tense");
      await Promise.all([
        page.waitForEvent("load"),
        flag.locator("form.marker-here-form button[type=submit]").click(),
      ]);
      assert.match((await Deno.readTextFile(book)).split("\n")[line - 1], /^<!-- svc:tense m-/);

      // Dismiss a flag: saved in the project, still dismissed after a reload.
      await page.click("#tab-tense");
      const key = await page.locator("li.tense-flag").first().getAttribute("data-key");
      assert.match(
        await page.locator("#tense-store-note").innerText(),
        /svc-dismissals\.json/,
      );
      const saved = page.waitForResponse((r) => r.url().endsWith("/api/tense-dismiss"));
      // Once saved the page reloads by itself, its counts recomputed without the flag.
      const reloaded = page.waitForEvent("load");
      await page.locator(`li.tense-flag[data-key="${key}"] button.dismiss`).click();
      assert.equal((await saved).status(), 200);
      await reloaded;
      const file = JSON.parse(await Deno.readTextFile(join(home, "ledger", DISMISSALS_FILE)));
      assert.deepEqual(Object.keys(file.tense), [key]);
      await page.click("#tab-tense");
      assert.equal(await page.locator(`li.tense-flag[data-key="${key}"]`).isHidden(), true);
      await page.check("#tense-show-dismissed");
      const item = page.locator(`li.tense-flag[data-key="${key}"]`);
      assert.equal(await item.isVisible(), true);
      assert.equal(await item.locator("button.dismiss").getAttribute("aria-pressed"), "true");
      console.error(`[screenshot] ${await screenshot(page, "serve-tense-dismissed")}`);
      const undone = page.waitForResponse((r) => r.url().endsWith("/api/tense-dismiss"));
      const restored = page.waitForEvent("load");
      await item.locator("button.dismiss").click();
      assert.equal((await undone).status(), 200);
      await restored;
      const after = JSON.parse(await Deno.readTextFile(join(home, "ledger", DISMISSALS_FILE)));
      assert.deepEqual(after.tense, {});
      await settle(page);
      assert.deepEqual(opened.problems, []);
      assert.deepEqual(await cspViolations(page), []);
    } finally {
      await server.shutdown();
      await Deno.remove(home, { recursive: true });
    }
  },
});
