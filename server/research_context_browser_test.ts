/**
 * A search hit in an older version of a source, in headless Chromium: the passage opens among
 * the neighbours of its own version (`GET /api/research/sources?id=&version=`), not with a
 * note that the source has moved on.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { ingest, init } from "../research/mod.ts";
import { chromiumAvailable, cspViolations, launchBrowser, openPage } from "../testing/browser.ts";
import { serveOnLoopback } from "../testing/serve_app.ts";
import { resolveSelection } from "./select.ts";
import { ServerState } from "./state.ts";

const REPO = new URL("..", import.meta.url).pathname;
const FIRST =
  "The first paragraph.\n\nThe ledger from Łódź arrived on Tuesday.\n\nThe third paragraph.";
const SECOND =
  "The first paragraph.\n\nThe ledger arrived late.\n\nThe third paragraph.\n\nA fourth.";

Deno.test({
  name: "research search: a hit in an older version shows that version's neighbours",
  ignore: !chromiumAvailable(),
  fn: async () => {
    const home = await Deno.makeTempDir({ prefix: "svc-research-context-" });
    try {
      const root = join(home, "book");
      await Deno.mkdir(root);
      await Deno.copyFile(join(REPO, "testdata", "sample-en.md"), join(root, "book.md"));
      await init(root, { title: "Book", language: "en" });
      const encode = (t: string) => new TextEncoder().encode(t);
      const v1 = await ingest(root, {
        bytes: encode(FIRST),
        filename: "letter.txt",
        allowRetention: true,
      });
      await ingest(root, {
        bytes: encode(SECOND),
        filename: "letter.txt",
        allowRetention: true,
        sourceId: v1.source_id,
      });
      const state = new ServerState({ home, cliThresholds: {}, debug: false });
      state.select(await resolveSelection(root));
      const server = serveOnLoopback(state);
      try {
        await using browser = await launchBrowser();
        await using opened = await openPage(browser, `http://127.0.0.1:${state.port}/#research`);
        const { page } = opened;
        await page.locator("#tab-research-search").click();
        const search = page.locator("#research-search-form");
        await search.locator("input[name=query]").fill("lodz");
        await search.locator("input[name=query]").press("Enter");
        const hit = page.locator("#research-hits li.hit[data-passage-id]").first();
        await hit.waitFor();
        assert.equal(await page.locator("#research-hits li.hit[data-passage-id]").count(), 1);
        await hit.locator("details.hit-form > summary").first().click();
        const current = hit.locator("ol.context li[aria-current=true]");
        await current.waitFor();
        assert.equal(
          await current.locator(".excerpt").innerText(),
          "The ledger from Łódź arrived on Tuesday.",
        );
        assert.equal(
          await hit.locator(".hit-form p.meta").first().innerText(),
          "This passage is from version 1; the source's latest version is 2.",
        );
        // Version 1's three paragraphs, not version 2's four.
        assert.deepEqual(await hit.locator("ol.context li .excerpt").allInnerTexts(), [
          "The first paragraph.",
          "The ledger from Łódź arrived on Tuesday.",
          "The third paragraph.",
        ]);
        assert.deepEqual(await cspViolations(page), []);
        assert.deepEqual(opened.problems, []);
      } finally {
        await server.shutdown();
      }
    } finally {
      await Deno.remove(home, { recursive: true });
    }
  },
});
