/**
 * Paging through search hits in headless Chromium: the summary gives the total, "More results"
 * appends the next page until the last, and with scope `all` (the tab's default) the author's
 * own claim comes first under its own heading, above the source passages. A passage over a
 * page break shows both pages.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createClaim, ingest, init, search } from "../research/mod.ts";
import { LONG_WORD, pageBreakPdf, SHORT_WORD } from "../testing/page_break_pdf.ts";
import { chromiumAvailable, cspViolations, launchBrowser, openPage } from "../testing/browser.ts";
import { serveOnLoopback } from "../testing/serve_app.ts";
import { resolveSelection } from "./select.ts";
import { ServerState } from "./state.ts";

const REPO = new URL("..", import.meta.url).pathname;

/** Waits until a locator matches exactly `n` elements (ten seconds at most). */
async function countIs(locator: { count(): Promise<number> }, n: number): Promise<void> {
  const until = Date.now() + 10_000;
  while ((await locator.count()) !== n) {
    if (Date.now() > until) assert.fail(`expected ${n} elements, found ${await locator.count()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const PASSAGES = 60;

Deno.test({
  name: "research search: the total, More results to the last page, the claim group first",
  ignore: !chromiumAvailable(),
  fn: async () => {
    const home = await Deno.makeTempDir({ prefix: "svc-research-more-" });
    try {
      const root = join(home, "book");
      await Deno.mkdir(root);
      await Deno.copyFile(join(REPO, "testdata", "sample-en.md"), join(root, "book.md"));
      await init(root, { title: "Book", language: "en" });
      const text = Array.from(
        { length: PASSAGES },
        (_, i) => `The harbour, the harbour and the harbour again, day ${i + 1}.`,
      ).join("\n\n");
      await ingest(root, {
        bytes: new TextEncoder().encode(text),
        filename: "harbour.txt",
        allowRetention: true,
      });
      await createClaim(root, {
        title: "Who signed",
        statement: "The harbour master signed the papers after counting every crate twice.",
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
        await search.locator("input[name=query]").fill("harbour");
        await search.locator("input[name=query]").press("Enter");
        const hits = page.locator("#research-hits li.hit");
        const more = page.locator("#research-search-more");
        const summary = page.locator("#research-search-summary");
        await hits.first().waitFor();
        assert.equal(await hits.count(), 25);
        assert.equal(await summary.innerText(), "61 results for “harbour”. Showing 25.");
        // Records first, under their heading; then the passages under theirs.
        assert.deepEqual(
          await page.locator("#research-hits > li").evaluateAll((items) =>
            items.slice(0, 3).map((li) =>
              li.getAttribute("data-group") ??
                (li.getAttribute("data-record-id") ? "claim" : "passage")
            )
          ),
          ["records", "claim", "passages"],
        );
        assert.deepEqual(await page.locator("#research-hits li.hit-group h3").allInnerTexts(), [
          "Your dossiers, claims and decisions (1)",
          "Source passages (60)",
        ]);
        assert.equal(await more.isVisible(), true);
        await more.click();
        await countIs(hits, 50);
        assert.equal(await summary.innerText(), "61 results for “harbour”. Showing 50.");
        await more.click();
        await countIs(hits, 61);
        assert.equal(await summary.innerText(), "61 results for “harbour”.");
        await more.waitFor({ state: "hidden" });
        // Every passage once, and the group headings were not repeated by the later pages.
        const ids = await page.locator("#research-hits li.hit[data-passage-id]").evaluateAll((
          items,
        ) => items.map((li) => li.getAttribute("data-passage-id")));
        assert.equal(new Set(ids).size, PASSAGES);
        assert.equal(await page.locator("#research-hits li.hit-group").count(), 2);
        // A new search starts again from the first page.
        await search.locator("input[name=query]").fill("crate");
        await search.locator("input[name=query]").press("Enter");
        await countIs(hits, 1);
        assert.equal(await summary.innerText(), "1 result for “crate”.");
        assert.equal(await more.isVisible(), false);
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

Deno.test({
  name: "research search: a passage over a page break shows its pages as pp. N–M, one page as p. N",
  ignore: !chromiumAvailable(),
  fn: async () => {
    const home = await Deno.makeTempDir({ prefix: "svc-research-pages-" });
    try {
      const root = join(home, "book");
      await Deno.mkdir(root);
      await Deno.copyFile(join(REPO, "testdata", "sample-en.md"), join(root, "book.md"));
      await init(root, { title: "Book", language: "en" });
      await ingest(root, {
        bytes: await pageBreakPdf(),
        filename: "keeper.pdf",
        allowRetention: true,
        env: {},
      });
      // The long paragraph makes several passages; those over a page break say so.
      const found = await search(root, { query: LONG_WORD });
      const expected = (found.hits as { page: number; page_end?: number }[]).map((h) =>
        h.page_end === undefined ? `p. ${h.page}` : `pp. ${h.page}–${h.page_end}`
      );
      assert.ok(expected.some((e) => e.startsWith("pp. ")), expected.join(", "));
      const state = new ServerState({ home, cliThresholds: {}, debug: false });
      state.select(await resolveSelection(root));
      const server = serveOnLoopback(state);
      try {
        await using browser = await launchBrowser();
        await using opened = await openPage(browser, `http://127.0.0.1:${state.port}/#research`);
        const { page } = opened;
        await page.locator("#tab-research-search").click();
        const form = page.locator("#research-search-form");
        const hits = page.locator("#research-hits li.hit[data-passage-id]");
        await form.locator("input[name=query]").fill(LONG_WORD);
        await form.locator("input[name=query]").press("Enter");
        await countIs(hits, expected.length);
        const metas = await hits.locator(".hit-head .meta").allInnerTexts();
        assert.deepEqual(
          metas.map((m) => m.match(/\bp{1,2}\. [\d–]+/)?.[0]).sort(),
          [...expected].sort(),
        );
        await form.locator("input[name=query]").fill(SHORT_WORD);
        await form.locator("input[name=query]").press("Enter");
        await page.locator("#research-search-summary", { hasText: SHORT_WORD }).waitFor();
        await countIs(hits, 1);
        assert.match(await hits.first().locator(".hit-head .meta").innerText(), /\bp\. \d+\b/);
        assert.deepEqual(opened.problems, []);
      } finally {
        await server.shutdown();
      }
    } finally {
      await Deno.remove(home, { recursive: true });
    }
  },
});
