/**
 * Issue 27, the page and the phone, in headless Chromium on a real loopback port and a real
 * archive, for a corpus novel in English and in German, at 1440 and at 390 px:
 * - reach: header plus tab strips at most 20 % of a 390×844 screen; no tab scrolls the page
 *   sideways; the chapters table's Flags column, the marker's Resolve button, the chapter
 *   detail's values and the timeline's bars come on screen (wide tables scroll in their own
 *   box, their first column stays put);
 * - characters: the Characters tab leads to the names field, the saved names fill the tab;
 * - manuscript links: after selecting text far down the manuscript the link form is on screen;
 *   the linked text is marked and opens its claim;
 * - German: every tab of the German page (the research tabs included) shows no text that is
 *   an English label whose German label differs.
 * The standalone file (`svc dashboard`) is checked for reach at 390 px in both languages.
 * Screenshots are printed on stderr (`[screenshot] …`; `SVC_SHOTS_DIR` keeps them).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "npm:playwright-core@1.65.1";
import { parse } from "npm:smol-toml@1.9.1";
import { init } from "../research/mod.ts";
import { EN_LABELS } from "../src/report/labels/en.ts";
import { featurePack } from "../src/report/labels/features.ts";
import { FINDINGS_LABELS } from "../src/report/labels/findings.ts";
import { labelsFor, runtimeLabel } from "../src/report/labels/packs.ts";
import { RESEARCH_LABELS } from "../src/report/labels/research/mod.ts";
import {
  chromiumAvailable,
  cspViolations,
  launchBrowser,
  openPage,
  screenshot,
  settle,
} from "../testing/browser.ts";
import { svc } from "../testing/cli.ts";
import { serveOnLoopback } from "../testing/serve_app.ts";
import { resolveSelection } from "./select.ts";
import { ServerState } from "./state.ts";

const CORPUS = new URL("../../shared/corpus/", import.meta.url).pathname;

/** The book and the names of one language. */
interface Book {
  readonly lang: "en" | "de";
  readonly novel: string;
  readonly names: string;
  readonly claims: readonly [string, string];
}

const BOOKS: Readonly<Record<"en" | "de", Book>> = {
  en: {
    lang: "en",
    novel: join(CORPUS, "en", "jekyll-and-hyde.md"),
    names: "Utterson, Hyde, Poole",
    claims: ["The will is drawn up in 1885", "Carew is murdered"],
  },
  de: {
    lang: "de",
    novel: join(CORPUS, "de", "die-verwandlung.md"),
    names: "Gregor, Grete, Prokurist",
    claims: ["Die Familie wohnt in der Stadt", "Der Prokurist kommt um sieben"],
  },
};

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };

// deno-lint-ignore no-explicit-any
type Json = Record<string, any>;

/** A project with the novel, a work marker and an archive with a dossier and dated claims. */
async function fixture(book: Book, how: "config" | "env") {
  const home = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-page-loops-" }));
  const root = join(home, "book");
  await Deno.mkdir(join(root, "sources"), { recursive: true });
  await Deno.copyFile(book.novel, join(root, "book.md"));
  const german = book.lang === "de";
  await Deno.writeTextFile(
    join(root, "svc.toml"),
    `language = "${book.lang}"\n${german && how === "config" ? 'ui_language = "de"\n' : ""}`,
  );
  await Deno.writeTextFile(
    join(root, "sources", "brief.txt"),
    "Liebe Anna,\n\nDas Hauptbuch aus Łódź kam am Dienstag an.\n\nDer Hafenmeister zählte jede Kiste zweimal.\n",
  );
  await init(root, { title: "Book", language: book.lang });
  const state = new ServerState({
    home,
    cliThresholds: {},
    debug: false,
    // `SVC_LANG=de svc serve` puts the interface language into the launch options.
    ...(german && how === "env" ? { uiLanguage: "de" as const } : {}),
  });
  state.select(await resolveSelection(root));
  const server = serveOnLoopback(state);
  const base = `http://127.0.0.1:${state.port}`;
  const post = async (path: string, body: unknown): Promise<Json> => {
    const res = await fetch(`${base}/api${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    assert.equal(json.ok, true, `${path}: ${json.message}`);
    return json;
  };
  await post("/marker-add", {
    kind: "todo",
    line: 40,
    note: german ? "Datum des Briefes prüfen, eine lange Notiz" : "Check the date of the letter",
  });
  const receipt = await post("/research-ingest", {
    file: "sources/brief.txt",
    allow_retention: true,
    title: "Brief",
  });
  const source = await (await fetch(`${base}/api/research/sources?id=${receipt.source_id}`))
    .json();
  const dossier = await post("/research-dossier", {
    title: german ? "Die Wohnung" : "Soho 1886",
    body: german ? "Notizen.\n## Zimmer\nDrei Türen.\n" : "Notes.\n## Streets\nThe door.\n",
    evidence_ids: [],
  });
  const claims: string[] = [];
  for (const [i, title] of book.claims.entries()) {
    const claim = await post("/research-claim-add", {
      title,
      statement: `${title}.`,
      confidence: i === 0 ? "evidenced" : "hypothetical",
      dossier_id: dossier.record_id,
      time_period: i === 0 ? "1885" : "1886-03",
    });
    claims.push(claim.record_id);
  }
  await post("/research-evidence-link", {
    claim_id: claims[0],
    passage_id: source.passages[0].passage_id,
    relation: "supports",
    rationale: german ? "Der Brief nennt den Tag." : "The letter names the day.",
  });
  await post("/research-decision-add", {
    title: german ? "Die Szene spielt im März" : "The scene is set in March",
    rationale: german ? "Passt zum Brief." : "Fits the letter.",
    claim_id: claims[0],
    dossier_ids: [dossier.record_id],
    deviation_from_fact: false,
  });
  return {
    root,
    state,
    url: `${base}/`,
    claims,
    async [Symbol.asyncDispose]() {
      await server.shutdown();
      await Deno.remove(home, { recursive: true });
    },
  };
}

/** The page's global object, inside `page.evaluate` (Deno's type library has no DOM). */
// deno-lint-ignore no-explicit-any
type Win = any;

/** How far the page scrolls sideways (0 when it does not). */
async function sideways(page: Page): Promise<number> {
  return await page.evaluate(() => {
    const g: Win = globalThis;
    return g.document.documentElement.scrollWidth - g.document.documentElement.clientWidth;
  });
}

/** The left and right edges of an element after it was scrolled into view. */
async function edges(page: Page, selector: string): Promise<{ left: number; right: number }> {
  const target = page.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  return { left: box.x, right: box.x + box.width };
}

async function onScreen(page: Page, selector: string, width: number): Promise<void> {
  const { left, right } = await edges(page, selector);
  assert.ok(left >= -0.5 && right <= width + 0.5, `${selector} at ${left}–${right} of ${width}`);
}

/** Header plus tab strips, in px. */
async function chrome(page: Page): Promise<number> {
  return await page.evaluate(() => {
    const g: Win = globalThis;
    const h = (s: string) => g.document.querySelector(s).getBoundingClientRect().height;
    return h("header.top") + h(".navs");
  });
}

/** Reach at a width: every tab without sideways scrolling, and the named controls on screen. */
async function reach(page: Page, width: number, served: boolean): Promise<void> {
  if (width < 500) {
    const used = await chrome(page);
    assert.ok(used <= 0.2 * PHONE.height, `header and tabs take ${used} of ${PHONE.height} px`);
  }
  const tabs = await page.locator("[role=tab]").evaluateAll((list) => list.map((t) => t.id));
  for (const tab of tabs) {
    await page.click(`#${tab}`);
    assert.equal(await sideways(page), 0, `${tab} scrolls the page sideways`);
  }
  // The chapters table: its last column (Flags) comes on screen; the title column stays.
  await page.click("#tab-chapters");
  await onScreen(page, "#chapter-table thead th:last-child", width);
  await onScreen(page, "#chapter-table tbody tr:last-child td:last-child", width);
  const title = await edges(page, "#chapter-table tbody tr:last-child td:nth-child(2)");
  assert.ok(title.left >= 0 && title.right <= width, "the title column stays on screen");
  // The chapter detail: every value is on screen without scrolling anything sideways.
  await page.locator("#chapter-table tbody tr").first().click();
  // A served page fetches the chapter details when the first chapter is opened.
  await page.locator("#detail-body table").waitFor();
  const values = await page.locator("#detail-body table tbody tr td:nth-child(2)").evaluateAll(
    (cells) => cells.map((c) => c.getBoundingClientRect().right),
  );
  assert.ok(values.length > 0, "the detail lists values");
  for (const right of values) assert.ok(right <= width, `a detail value ends at ${right}`);
  if (!served) return;
  await page.click("#tab-markers");
  await onScreen(page, "#marker-list form[data-action='/api/marker-resolve'] button", width);
  await page.click("#tab-research-timeline");
  await page.locator("#research-timeline-chart g.tl-row").nth(1).waitFor();
  const bars = await page.locator("#research-timeline-chart rect.tl-bar").evaluateAll((rs) =>
    rs.map((r) => {
      const b = r.getBoundingClientRect();
      return [b.left, b.right];
    })
  );
  assert.equal(bars.length, 2);
  for (const [left, right] of bars) {
    assert.ok(left >= 0 && right <= width, `a timeline bar at ${left}–${right} of ${width}`);
  }
}

/** The Characters tab leads to the names field; saved names fill the tab. */
async function characters(page: Page, root: string, book: Book): Promise<void> {
  await page.click("#tab-characters");
  assert.equal(await page.locator("#panel-characters table").count(), 0);
  await page.click("#panel-characters button[data-open-tab=settings]");
  assert.equal(await page.locator("#tab-settings").getAttribute("aria-selected"), "true");
  assert.equal(
    await page.evaluate(() => (globalThis as Win).document.activeElement?.id),
    "settings-names",
  );
  await page.keyboard.type(book.names);
  await Promise.all([
    page.waitForEvent("load"),
    page.click("#settings-form button[type=submit]"),
  ]);
  const saved = parse(await Deno.readTextFile(join(root, "svc.toml")));
  assert.deepEqual([...saved.names as string[]], book.names.split(", "));
  await page.click("#tab-characters");
  const rows = await page.locator("#panel-characters tbody tr td:first-child").allInnerTexts();
  assert.deepEqual(rows, book.names.split(", "));
  assert.equal(await page.locator("#panel-characters svg.svc-chart").count(), 1);
}

/** A screenshot of what is on screen now (a full page would not show where the form is). */
async function viewportShot(page: Page, name: string): Promise<string> {
  const dir = Deno.env.get("SVC_SHOTS_DIR") ?? await Deno.makeTempDir({ prefix: "svc-shots-" });
  await Deno.mkdir(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, type: "png" });
  return path;
}

/** Select text far down the manuscript: the form comes on screen; the mark opens its claim. */
async function manuscriptLink(page: Page, claim: string, name: string): Promise<void> {
  await page.click("#tab-research-manuscript");
  const form = page.locator("#research-mlink-form");
  await form.locator(`select[name=claim] option[value="${claim}"]`).waitFor({ state: "attached" });
  const paragraphs = await page.locator("#research-manuscript-text p.ms-para").count();
  const index = Math.floor(paragraphs * 0.8);
  const quote = await page.evaluate((i) => {
    const g: Win = globalThis;
    const p = g.document.getElementById(`ms-p-${i}`);
    p.scrollIntoView({ block: "center" });
    const node = p.firstChild;
    const text: string = node.textContent;
    const end = text.search(/[.!?](\s|$)/);
    const to = end > 0 && end < 300 ? end + 1 : Math.min(text.length, 120);
    const range = g.document.createRange();
    range.setStart(node, 0);
    range.setEnd(node, to);
    g.getSelection().removeAllRanges();
    g.getSelection().addRange(range);
    p.dispatchEvent(new g.MouseEvent("mouseup", { bubbles: true }));
    return text.slice(0, to).trim();
  }, index);
  await form.locator(".quote-preview q").filter({ hasText: quote.slice(0, 20) }).waitFor();
  const box = (await form.boundingBox())!;
  const height = page.viewportSize()!.height;
  assert.ok(box.y < height && box.y + box.height > 0, `the form is at ${box.y} of ${height}`);
  assert.ok(box.y >= -1, "the form's top is on screen");
  console.error(`[screenshot] ${await viewportShot(page, `${name}-form-follows`)}`);
  await form.locator("select[name=claim]").selectOption(claim);
  await form.locator("input[name=allow_retention]").check();
  await form.locator("button[type=submit]").click();
  await form.locator("[role=status][data-kind=ok]").waitFor();
  const mark = page.locator(`#ms-p-${index} mark.ms-anchor`);
  await mark.waitFor();
  assert.equal(await mark.innerText(), quote);
  assert.equal(await mark.getAttribute("data-claim-id"), claim);
  await mark.scrollIntoViewIfNeeded();
  console.error(`[screenshot] ${await viewportShot(page, `${name}-marked`)}`);
  await mark.click();
  await page.locator(`#research-claim-detail[data-record-id="${claim}"]`).waitFor();
  assert.equal(await page.locator("#tab-research-claims").getAttribute("aria-selected"), "true");
  // And by keyboard: Enter on the mark opens the claim as well.
  await page.click("#tab-research-manuscript");
  await mark.focus();
  await page.keyboard.press("Enter");
  assert.equal(await page.locator("#tab-research-claims").getAttribute("aria-selected"), "true");
}

/** English label values whose German differs: exact texts, and patterns for placeholders. */
function englishOnly(): { exact: Map<string, string>; patterns: [RegExp, string][] } {
  const keys = new Set<string>([
    ...Object.values(EN_LABELS).flatMap((pack) => Object.keys(pack ?? {})),
    ...Object.keys(featurePack("en")),
    ...Object.keys(FINDINGS_LABELS.en),
    ...Object.keys(RESEARCH_LABELS.en),
  ]);
  const en = labelsFor("en"), de = labelsFor("de");
  const german = new Set([...keys].map((k) => runtimeLabel(de, k).trim()));
  const exact = new Map<string, string>();
  const patterns: [RegExp, string][] = [];
  for (const key of keys) {
    const e = runtimeLabel(en, key).trim();
    if (e === runtimeLabel(de, key).trim() || german.has(e)) continue;
    if (!e.includes("{")) {
      // One letter or a symbol is no evidence of language.
      if (/\p{L}{2}/u.test(e)) exact.set(e, key);
      continue;
    }
    const fixed = e.replace(/\{\w+\}/g, "");
    if ((fixed.match(/\p{L}/gu) ?? []).length < 4) continue;
    const source = e.split(/\{\w+\}/).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("[^]+?");
    patterns.push([new RegExp(`^${source}$`, "u"), key]);
  }
  return { exact, patterns };
}

/** The visible texts of the page now: text nodes, placeholders, titles and ARIA labels. */
async function visibleTexts(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const out: string[] = [];
    const doc = (globalThis as Win).document;
    for (const d of doc.querySelectorAll("details:not([open])")) d.open = true;
    const walker = doc.createTreeWalker(doc.body, 4);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = String(n.textContent).trim();
      const parent = n.parentElement;
      if (!text || !parent || parent.closest("script,style")) continue;
      if (parent.closest("option") ? false : !parent.checkVisibility()) continue;
      out.push(text);
    }
    for (const e of doc.querySelectorAll("[placeholder],[title],[aria-label]")) {
      if (!e.checkVisibility()) continue;
      for (const a of ["placeholder", "title", "aria-label"]) {
        const v = e.getAttribute(a);
        if (v) out.push(v.trim());
      }
    }
    return out;
  });
}

/** Every tab of the German page: the texts that are English labels. */
async function englishOnGermanPage(page: Page): Promise<string[]> {
  const { exact, patterns } = englishOnly();
  const found = new Set<string>();
  const tabs = await page.locator("[role=tab]").evaluateAll((list) => list.map((t) => t.id));
  for (const tab of tabs) {
    await page.click(`#${tab}`);
    await page.waitForLoadState("networkidle");
    for (const text of await visibleTexts(page)) {
      const key = exact.get(text) ?? patterns.find(([re]) => re.test(text))?.[1];
      if (key) found.add(`${tab}: ${JSON.stringify(text)} (${key})`);
    }
  }
  return [...found];
}

async function served(
  book: Book,
  viewport: { width: number; height: number },
  how: "config" | "env",
) {
  await using f = await fixture(book, how);
  await using browser = await launchBrowser();
  await using opened = await openPage(browser, f.url, { viewport });
  const { page } = opened;
  const name = `page-${book.lang}-${viewport.width}`;
  assert.equal(await page.locator("html").getAttribute("lang"), book.lang);
  console.error(`[screenshot] ${await screenshot(page, `${name}-top`)}`);
  await reach(page, viewport.width, true);
  await page.click("#tab-chapters");
  console.error(`[screenshot] ${await screenshot(page, `${name}-chapters`)}`);
  await page.click("#tab-research-timeline");
  await page.locator("#research-timeline-chart g.tl-row").first().waitFor();
  console.error(`[screenshot] ${await screenshot(page, `${name}-timeline`)}`);
  const english = await englishOnGermanPage(page);
  if (book.lang === "de") assert.deepEqual(english, []);
  // The same check on the English page finds English everywhere: it can fail.
  else assert.ok(english.length > 100, `only ${english.length} English labels found`);
  await characters(page, f.root, book);
  console.error(`[screenshot] ${await screenshot(page, `${name}-characters`)}`);
  await manuscriptLink(page, f.claims[1], name);
  await settle(page);
  assert.deepEqual(opened.problems, []);
  assert.deepEqual(await cspViolations(page), []);
}

async function standalone(book: Book): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "svc-page-file-" });
  try {
    const out = join(dir, "book.html");
    const run = await svc(["dashboard", book.novel, "-o", out], {
      env: book.lang === "de" ? { SVC_LANG: "de" } : {},
    });
    assert.equal(run.code, 0, run.stderr);
    await using browser = await launchBrowser();
    await using opened = await openPage(browser, `file://${out}`, { viewport: PHONE });
    assert.equal(await opened.page.locator("html").getAttribute("lang"), book.lang);
    await reach(opened.page, PHONE.width, false);
    await opened.page.click("#tab-chapters");
    console.error(`[screenshot] ${await screenshot(opened.page, `file-${book.lang}-390`)}`);
    await settle(opened.page);
    assert.deepEqual(opened.problems, []);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

for (const lang of ["en", "de"] as const) {
  Deno.test({
    name: `served page in ${lang} at 390 px: everything in reach, names, a manuscript link`,
    ignore: !chromiumAvailable(),
    fn: () => served(BOOKS[lang], PHONE, "env"),
  });
  Deno.test({
    name: `served page in ${lang} at 1440 px: everything in reach, names, a manuscript link`,
    ignore: !chromiumAvailable(),
    fn: () => served(BOOKS[lang], DESK, "config"),
  });
  Deno.test({
    name: `standalone file in ${lang} at 390 px: header and tabs at most 20 %, tables in reach`,
    ignore: !chromiumAvailable(),
    fn: () => standalone(BOOKS[lang]),
  });
}
