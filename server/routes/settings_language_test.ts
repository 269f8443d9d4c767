/**
 * The two language settings of the served page through `app.request()`: the interface
 * language (`ui_language`: labels) and the analysis language (`language`: tokenisation rules)
 * are two fields of the settings form, two session values and two config keys; changing one
 * never changes the other.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createApp } from "../app.ts";
import { projectViews } from "../project.ts";
import { resolveSelection } from "../select.ts";
import { ServerState } from "../state.ts";
import { analyzeDocument } from "../../src/features/pipeline.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url).pathname;

interface Fixture {
  readonly home: string;
  readonly state: ServerState;
  readonly app: ReturnType<typeof createApp>;
}

async function project(
  files: Record<string, string> = {},
  launch: { uiLanguage?: "de"; cliLanguage?: "en" } = {},
): Promise<Fixture> {
  const home = await Deno.makeTempDir({ prefix: "svc-languages-" });
  const dir = join(home, "novel");
  await Deno.mkdir(dir);
  await Deno.copyFile(SAMPLE, join(dir, "book.md"));
  for (const [name, text] of Object.entries(files)) await Deno.writeTextFile(join(dir, name), text);
  const state = new ServerState({ home, cliThresholds: {}, debug: false, ...launch });
  state.select(await resolveSelection(dir));
  return { home, state, app: createApp(state) };
}

async function post(f: Fixture, body: unknown): Promise<number> {
  const res = await f.app.request("/api/settings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  await res.body?.cancel();
  return res.status;
}

async function page(f: Fixture): Promise<string> {
  const res = await f.app.request("/");
  assert.equal(res.status, 200);
  return await res.text();
}

/** The analysis as JSON: what `svc analyze|style|profile --json` would print. */
async function analysisJson(f: Fixture): Promise<string> {
  const { views } = await projectViews(f.state);
  return JSON.stringify([views.analyze, views.style, views.profile]);
}

function pageLanguage(html: string): string {
  return /<html lang="([^"]+)">/.exec(html)?.[1] ?? "";
}

/** A select of the settings form (other forms of the page have a `language` too). */
function select(page: string, name: string): string {
  const form = page.indexOf('<form id="settings-form"');
  assert.ok(form >= 0);
  const html = page.slice(form, page.indexOf("</form>", form));
  const start = html.indexOf(`<select name="${name}"`);
  assert.ok(start >= 0, `a <select name="${name}">`);
  return html.slice(start, html.indexOf("</select>", start));
}

Deno.test("German interface language on an English book: German page, same analysis", async () => {
  const f = await project();
  try {
    const before = await analysisJson(f);
    const english = await page(f);
    assert.equal(pageLanguage(english), "en");
    assert.match(english, />Overview</);

    assert.equal(await post(f, { ui_language: "de" }), 200);
    assert.deepEqual(f.state.session, { ui_language: "de", thresholds: {} });

    const german = await page(f);
    assert.equal(pageLanguage(german), "de");
    assert.match(german, />Überblick</);
    assert.match(german, /Sprache der Oberfläche/);
    // The analysis is the English one, byte for byte.
    assert.equal(await analysisJson(f), before);
    const { views } = await projectViews(f.state);
    assert.equal(views.analyze.meta.language, "en");
    // …and that check can fail: German rules give other figures for this book.
    const text = await Deno.readTextFile(SAMPLE);
    const withGermanRules = analyzeDocument(text, { language: "de" });
    const sentences = (a: typeof withGermanRules) =>
      a.chapters.reduce((n, c) => n + c.sentenceLengths.length, 0);
    const withEnglishRules = analyzeDocument(text, { language: "en" });
    assert.notEqual(sentences(withGermanRules), sentences(withEnglishRules));
    assert.equal(
      views.analyze.metrics.chapters.reduce((n, c) => n + c.sentences, 0),
      sentences(withEnglishRules),
    );
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("a German analysis language leaves the page English", async () => {
  const f = await project();
  try {
    assert.equal(await post(f, { language: "de" }), 200);
    assert.deepEqual(f.state.session, { language: "de", thresholds: {} });
    const html = await page(f);
    assert.equal(pageLanguage(html), "en");
    assert.equal((await projectViews(f.state)).views.analyze.meta.language, "de");
    // Posting the interface language afterwards keeps the analysis language, and back.
    assert.equal(await post(f, { ui_language: "fr" }), 200);
    assert.deepEqual(f.state.session, { language: "de", ui_language: "fr", thresholds: {} });
    assert.equal(await post(f, { language: "en" }), 200);
    assert.deepEqual(f.state.session, { language: "en", ui_language: "fr", thresholds: {} });
    assert.equal(pageLanguage(await page(f)), "fr");
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("the settings form has two language fields showing their active values", async () => {
  const f = await project();
  try {
    assert.equal(await post(f, { ui_language: "de" }), 200);
    const html = await page(f);
    const analysis = select(html, "language");
    const ui = select(html, "ui_language");
    assert.match(analysis, /data-active="en"/);
    assert.match(analysis, /<option value="en"\s+selected>/);
    assert.match(analysis, /<option value="auto"/);
    assert.match(ui, /data-active="de"/);
    assert.match(ui, /<option value="de"\s+selected>/);
    assert.doesNotMatch(ui, /value="auto"|value="generic"/);
    assert.doesNotMatch(ui, /disabled/);
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("an unknown interface language is refused (400) and changes nothing", async () => {
  const f = await project();
  try {
    for (const bad of ["generic", "auto", "xx", 3]) {
      assert.equal(await post(f, { ui_language: bad }), 400);
    }
    assert.deepEqual(f.state.session, { thresholds: {} });
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("config ui_language sets the page language, config language the analysis", async () => {
  const f = await project({ "svc.toml": 'language = "en"\nui_language = "de"\n' });
  try {
    const html = await page(f);
    assert.equal(pageLanguage(html), "de");
    assert.equal((await projectViews(f.state)).views.analyze.meta.language, "en");
    // The session overrides the config, one setting at a time.
    assert.equal(await post(f, { ui_language: "nl" }), 200);
    assert.equal(pageLanguage(await page(f)), "nl");
    assert.equal((await projectViews(f.state)).views.analyze.meta.language, "en");
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("SVC_LANG at launch fixes the interface language over the session", async () => {
  const f = await project({}, { uiLanguage: "de" });
  try {
    let html = await page(f);
    assert.equal(pageLanguage(html), "de");
    assert.match(select(html, "ui_language"), /disabled/);
    assert.match(html, /über SVC_LANG festgelegt/);
    // The analysis language stays free to choose.
    assert.doesNotMatch(select(html, "language"), /disabled/);
    assert.equal(await post(f, { ui_language: "en" }), 200);
    html = await page(f);
    assert.equal(pageLanguage(html), "de");
    assert.equal((await projectViews(f.state)).views.analyze.meta.language, "en");
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("the welcome page of an empty workspace uses the interface language", async () => {
  const home = await Deno.makeTempDir({ prefix: "svc-languages-" });
  try {
    const state = new ServerState({ home, cliThresholds: {}, debug: false });
    const app = createApp(state);
    const lang = async () => pageLanguage(await (await app.request("/")).text());
    assert.equal(await lang(), "en");
    // The analysis language no longer sets the welcome page's language…
    state.session = { language: "de", thresholds: {} };
    assert.equal(await lang(), "en");
    // …the interface language does.
    state.session = { language: "de", ui_language: "de", thresholds: {} };
    assert.equal(await lang(), "de");
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});
