/**
 * The research workspace of the served dashboard in headless Chromium, on a real loopback
 * port and a real archive: the author's story walked with mouse and keyboard at 1440 px, at
 * 390 px, and once in German — with no console error and no CSP violation. Screenshots are
 * printed on stderr (`[screenshot] …`); `SVC_SHOTS_DIR` keeps them in one folder.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "npm:playwright-core@1.65.1";
import { testPdf } from "../research/ingest/test_pdfs.ts";
import {
  chromiumAvailable,
  cspViolations,
  launchBrowser,
  openPage,
  screenshot,
  settle,
} from "../testing/browser.ts";
import { serveOnLoopback } from "../testing/serve_app.ts";
import { resolveSelection } from "./select.ts";
import { ServerState } from "./state.ts";

const REPO = new URL("..", import.meta.url).pathname;
const CORPUS = join(REPO, "..", "shared", "corpus");
/** A file name a hostile folder could hold: it must show as text, never as markup. */
const HOSTILE_NAME = `<img src=x onerror=alert(1)>.txt`;

interface Story {
  readonly lang: "en" | "de";
  readonly width: number;
  /** Manuscript, novel from the corpus, and a query that finds both words in it. */
  readonly manuscript: string;
  readonly novel: string;
  readonly query: string;
}

/** A project folder with a manuscript, a corpus novel and a PDF whose page 2 has no text. */
async function project(home: string, story: Story): Promise<string> {
  const root = join(home, "book");
  await Deno.mkdir(join(root, "sources"), { recursive: true });
  await Deno.copyFile(story.manuscript, join(root, "book.md"));
  if (story.lang === "de") await Deno.writeTextFile(join(root, "svc.toml"), 'language = "de"\n');
  await Deno.copyFile(story.novel, join(root, "sources", "novel.md"));
  await Deno.writeFile(
    join(root, "sources", "letter.pdf"),
    await testPdf([
      {
        blocks: [{
          lines: ["Letter from Łódź, 3 May 1886.", "The door in the by-street was locked."],
          size: 12,
          top: 72,
        }],
      },
      { image: ["A scanned page"], size: 24 },
    ]),
  );
  await Deno.writeTextFile(join(root, "sources", HOSTILE_NAME), "A hostile name.\n");
  return root;
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const d = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
      .document;
    return d.documentElement.scrollWidth - (globalThis as unknown as { innerWidth: number })
      .innerWidth;
  });
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
}

/** The focused element's outline, to check that keyboard focus is visible. */
async function focusOutline(page: Page): Promise<string> {
  return await page.evaluate(() => {
    const g = globalThis as unknown as {
      document: { activeElement: unknown };
      getComputedStyle(e: unknown): { outlineStyle: string; outlineWidth: string };
    };
    const s = g.getComputedStyle(g.document.activeElement);
    return `${s.outlineStyle} ${s.outlineWidth}`;
  });
}

async function walk(story: Story): Promise<void> {
  const home = await Deno.makeTempDir({ prefix: "svc-research-ui-" });
  const root = await project(home, story);
  const state = new ServerState({ home, cliThresholds: {}, debug: false });
  state.select(await resolveSelection(root));
  const server = serveOnLoopback(state);
  const name = (step: string) => `research-${story.lang}-${story.width}-${step}`;
  try {
    await using browser = await launchBrowser();
    await using opened = await openPage(browser, `http://127.0.0.1:${state.port}/#research`, {
      viewport: { width: story.width, height: 900 },
    });
    const { page } = opened;
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const ingests: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/research-ingest")) ingests.push(r.postData() ?? "");
    });

    // The research area is its own navigation group, apart from the analysis tabs.
    assert.equal(await page.locator("nav.tabs-research [role=tab]").count(), 1);
    assert.equal(await page.locator("nav.tabs:not(.tabs-research) #tab-research").count(), 0);
    assert.equal(await page.locator("#panel-research").isVisible(), true);

    // Create the archive; the page reloads with the archive's tabs.
    await Promise.all([
      page.waitForEvent("load"),
      page.click("#research-init-form button[type=submit]"),
    ]);
    await page.locator("#research-status-sources").waitFor();
    assert.equal(await page.locator("nav.tabs-research [role=tab]").count(), 2);
    assert.equal(
      await page.locator("#research-ingest-form select[name=file] option").filter({
        hasText: HOSTILE_NAME,
      }).count(),
      1,
      "a hostile file name is an option's text",
    );

    // An unticked retention box and a bad URL: shown at the fields, nothing sent.
    const form = page.locator("#research-ingest-form");
    await form.locator("select[name=file]").selectOption("sources/novel.md");
    await form.locator("input[name=origin_url]").fill("ftp://example.org/novel");
    await form.locator("button[type=submit]").click();
    assert.equal(
      await form.locator("input[name=allow_retention]").getAttribute("aria-invalid"),
      "true",
    );
    assert.equal(await form.locator("input[name=origin_url]").getAttribute("aria-invalid"), "true");
    assert.notEqual(await form.locator("#rs-allow-retention-error").innerText(), "");
    assert.deepEqual(ingests, []);
    console.error(`[screenshot] ${await screenshot(page, name("1-checked"))}`);

    // Add the novel with its context, then the PDF: its scanned page is a warning.
    await form.locator("input[name=origin_url]").fill("https://www.gutenberg.org/ebooks/43");
    await form.locator("input[name=title]").fill("<b>Novel</b> & sources");
    await form.locator("input[name=created_period]").fill("1886");
    await form.locator("input[name=place]").fill("London");
    await form.locator("input[name=allow_retention]").check();
    await form.locator("button[type=submit]").click();
    await form.locator(".ingest-result .done").waitFor();
    assert.deepEqual(JSON.parse(ingests[0]).context, { created_period: "1886", place: "London" });
    assert.equal(JSON.parse(ingests[0]).allow_retention, true);
    assert.equal(await form.locator("input[name=allow_retention]").isChecked(), false);
    await form.locator("input[name=path]").fill("sources/letter.pdf");
    await form.locator("input[name=allow_retention]").check();
    await form.locator("button[type=submit]").click();
    await form.locator(".ingest-result .warning li").waitFor();
    assert.match(await form.locator(".ingest-result .warning li").innerText(), /Page 2/);
    await page.locator("#research-sources tbody tr").nth(1).waitFor();
    assert.equal(
      await page.locator("#research-sources tbody td").first().innerText(),
      "<b>Novel</b> & sources",
      "a title is text, never markup",
    );
    const sources = await page.locator("#research-status-sources").innerText();
    if (story.lang === "de") {
      assert.match(sources, /Passagen: 1\.\d{3}/, "German thousands separator");
      assert.match(
        await page.locator("#research-sources tbody tr").first().locator("td").last().innerText(),
        /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
        "German date",
      );
    } else assert.match(sources, /passages: \d/);
    console.error(`[screenshot] ${await screenshot(page, name("2-sources"))}`);

    // Search by keyboard: the research tabs take arrow keys; the default scope is `all`.
    await page.focus("#tab-research");
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.locator("#tab-research-search").getAttribute("aria-selected"), "true");
    assert.equal(await focusOutline(page), "solid 3px");
    const search = page.locator("#research-search-form");
    assert.equal(await search.locator("select[name=scope]").inputValue(), "all");
    await search.locator("input[name=query]").focus();
    await page.keyboard.type(story.query);
    await page.keyboard.press("Enter");
    const hit = page.locator("#research-hits li.hit[data-passage-id]").first();
    await hit.waitFor();
    const marks = await hit.locator(".excerpt mark").allInnerTexts();
    assert.ok(marks.length >= 1, "matched words are marked");
    for (const m of marks) {
      assert.ok(
        story.query.toLowerCase().split(/\s+/).some((w) => m.toLowerCase().startsWith(w)),
        m,
      );
    }

    // The passage among its neighbours, opened by keyboard.
    const summary = hit.locator("details.hit-form > summary").first();
    await summary.focus();
    await page.keyboard.press("Enter");
    const current = hit.locator("ol.context li[aria-current=true]");
    await current.waitFor();
    assert.ok(await hit.locator("ol.context li").count() >= 2, "neighbouring passages");
    assert.equal(
      await current.locator(".excerpt").innerText(),
      await hit.locator(":scope > .excerpt").innerText(),
    );

    // A formatted citation on the clipboard.
    await hit.locator("button.cite").click();
    await hit.locator(".cite-status q").waitFor();
    const citation = await page.evaluate(() =>
      (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } })
        .navigator.clipboard.readText()
    );
    assert.match(citation, /^<b>Novel<\/b> & sources \(London, 1886\), version 1, ¶ \d+ \[psg_/);
    assert.match(citation, /, https:\/\/www\.gutenberg\.org\/ebooks\/43$/);

    // The scope filter: no dossier matches yet.
    await search.locator("select[name=scope]").selectOption("dossiers");
    await search.locator("button[type=submit]").click();
    await page.locator("#research-search-summary").filter({ hasText: story.query }).waitFor();
    assert.equal(await page.locator("#research-hits li").count(), 0);
    await search.locator("select[name=scope]").selectOption("all");
    await search.locator("button[type=submit]").click();
    await hit.waitFor();
    if (story.width < 500) await noHorizontalScroll(page);
    console.error(`[screenshot] ${await screenshot(page, name("3-search"))}`);

    await settle(page);
    assert.deepEqual(opened.problems, []);
    assert.deepEqual(await cspViolations(page), []);
  } finally {
    await server.shutdown();
    await Deno.remove(home, { recursive: true });
  }
}

const EN: Omit<Story, "width"> = {
  lang: "en",
  manuscript: join(REPO, "testdata", "sample-en.md"),
  novel: join(CORPUS, "en", "jekyll-and-hyde.md"),
  query: "Hyde door",
};

Deno.test({
  name: "research workspace at 1440 px: archive, sources, search, neighbours, citation",
  ignore: !chromiumAvailable(),
  fn: () => walk({ ...EN, width: 1440 }),
});

Deno.test({
  name: "research workspace at 390 px: the same story without sideways scrolling",
  ignore: !chromiumAvailable(),
  fn: () => walk({ ...EN, width: 390 }),
});

Deno.test({
  name: "research workspace in German: German labels, numbers and dates",
  ignore: !chromiumAvailable(),
  fn: () =>
    walk({
      lang: "de",
      width: 1440,
      manuscript: join(REPO, "testdata", "sample-de.md"),
      novel: join(CORPUS, "de", "irrungen-wirrungen.md"),
      query: "Lene Botho",
    }),
});
