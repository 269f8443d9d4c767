/**
 * The served dashboard in headless Chromium, end to end on a real loopback port: open `GET /`,
 * switch project through the switcher, change a threshold in the settings form, add and
 * resolve a work marker — with no console errors and no CSP violations. Screenshots are
 * printed on stderr.
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
import { projectSettings } from "./project.ts";
import { resolveSelection } from "./select.ts";
import { ServerState } from "./state.ts";
import { serveOnLoopback } from "../testing/serve_app.ts";

const SAMPLE_EN = new URL("../testdata/sample-en.md", import.meta.url).pathname;
const SAMPLE_DE = new URL("../testdata/sample-de.md", import.meta.url).pathname;

Deno.test({
  name: "served dashboard: switch project, change a threshold, add and resolve a marker",
  ignore: !chromiumAvailable(),
  async fn() {
    const home = await Deno.makeTempDir({ prefix: "svc-serve-" });
    await Deno.mkdir(join(home, "ledger"));
    await Deno.mkdir(join(home, "roman"));
    await Deno.copyFile(SAMPLE_EN, join(home, "ledger", "ledger.md"));
    await Deno.copyFile(SAMPLE_DE, join(home, "roman", "roman.md"));
    await Deno.writeTextFile(
      join(home, "roman", "svc.toml"),
      'language = "de"\nui_language = "de"\n',
    );
    const original = await Deno.readFile(join(home, "roman", "roman.md"));
    const state = new ServerState({ home, cliThresholds: {}, debug: false });
    state.select(await resolveSelection(join(home, "ledger")));
    const server = serveOnLoopback(state);
    const url = `http://127.0.0.1:${state.port}/`;
    try {
      await using browser = await launchBrowser();
      await using opened = await openPage(browser, url, { viewport: { width: 1400, height: 900 } });
      const { page } = opened;
      assert.match(await page.locator("h1").innerText(), /Lighthouse/);

      // Switch project through the switcher.
      await page.click("#switcher-show");
      // Browsing starts in the selected project's folder; go up to the workspace.
      await page.locator("#switcher-entries li").first().waitFor();
      await page.click("#switcher-up");
      await page.locator("#switcher-entries li[data-kind=directory]").first().waitFor();
      await Promise.all([
        page.waitForEvent("load"),
        page.click(
          "#switcher-entries li[data-kind=directory]:has-text('roman') >> text=/./ >> nth=-1",
        ),
      ]);
      assert.equal(
        state.selection?.manuscript,
        join(await Deno.realPath(home), "roman", "roman.md"),
      );
      assert.equal(await page.locator("html").getAttribute("lang"), "de");
      console.error(`[screenshot] ${await screenshot(page, "serve-switched")}`);

      // Change a threshold in the settings form (a session value).
      await page.click("#tab-settings");
      await page.fill("#settings-form input[name=z_mild]", "2.2");
      await Promise.all([
        page.waitForEvent("load"),
        page.click("#settings-form button[type=submit]"),
      ]);
      assert.equal((await projectSettings(state)).thresholds.z_mild, 2.2);

      // Add a marker, then resolve it: the manuscript is byte-identical afterwards.
      await page.click("#tab-markers");
      await page.fill("#marker-add-form input[name=line]", "5");
      await page.fill("#marker-add-form input[name=note]", "Datum prüfen");
      await Promise.all([
        page.waitForEvent("load"),
        page.click("#marker-add-form button[type=submit]"),
      ]);
      const marked = await Deno.readTextFile(join(home, "roman", "roman.md"));
      assert.match(marked, /<!-- svc:todo m-[0-9a-f]{8} Datum prüfen -->/);
      await page.click("#tab-markers");
      console.error(`[screenshot] ${await screenshot(page, "serve-marker")}`);
      await Promise.all([
        page.waitForEvent("load"),
        page.click("#marker-list form[data-action='/api/marker-resolve'] button"),
      ]);
      assert.deepEqual(await Deno.readFile(join(home, "roman", "roman.md")), original);

      await settle(page);
      assert.deepEqual(opened.problems, []);
      assert.deepEqual(await cspViolations(page), []);
    } finally {
      await server.shutdown();
      await Deno.remove(home, { recursive: true });
    }
  },
});

Deno.test({
  name: "served dashboard: download the book PDF and an NDA draft through the forms",
  ignore: !chromiumAvailable(),
  async fn() {
    const home = await Deno.makeTempDir({ prefix: "svc-serve-pdf-" });
    await Deno.mkdir(join(home, "ledger"));
    await Deno.copyFile(SAMPLE_EN, join(home, "ledger", "ledger.md"));
    const state = new ServerState({ home, cliThresholds: {}, debug: false });
    state.select(await resolveSelection(join(home, "ledger")));
    const server = serveOnLoopback(state);
    try {
      await using browser = await launchBrowser();
      await using opened = await openPage(browser, `http://127.0.0.1:${state.port}/`, {
        viewport: { width: 1400, height: 900 },
      });
      const { page } = opened;
      await page.selectOption("#manuscript-pdf-form select[name=layout]", "book");
      const [book] = await Promise.all([
        page.waitForEvent("download"),
        page.click("#manuscript-pdf-form button[type=submit]"),
      ]);
      assert.equal(book.suggestedFilename(), "ledger-book.pdf");
      const bookBytes = await Deno.readFile(await book.path());
      assert.equal(new TextDecoder().decode(bookBytes.subarray(0, 5)), "%PDF-");

      await page.click("#tab-nda");
      await page.fill("#nda-draft-form input[name=name]", "Ada Lovelace");
      await page.fill("#nda-draft-form input[name=project_name]", "The Ledger");
      await page.fill("#nda-draft-form input[name=place]", "Falmouth");
      await page.selectOption("#nda-draft-form select[name=format]", "text");
      const [nda] = await Promise.all([
        page.waitForEvent("download"),
        page.click("#nda-draft-form button[type=submit]"),
      ]);
      assert.equal(nda.suggestedFilename(), "nda.txt");
      assert.match(await Deno.readTextFile(await nda.path()), /Ada Lovelace/);
      console.error(`[screenshot] ${await screenshot(page, "serve-nda")}`);
      assert.deepEqual(
        [...Deno.readDirSync(join(home, "ledger"))].map((e) => e.name),
        ["ledger.md"],
      );
      await settle(page);
      assert.deepEqual(opened.problems, []);
      assert.deepEqual(await cspViolations(page), []);
    } finally {
      await server.shutdown();
      await Deno.remove(home, { recursive: true });
    }
  },
});
