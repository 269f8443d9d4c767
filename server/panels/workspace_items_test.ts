/**
 * What the served dashboard adds for an author (issue 13): the NDA form starts with the title
 * the dashboard shows, each statistical setting is explained in a sentence in every interface
 * language, work markers are listed once, and a work marker can be added from a chapter or a
 * flagged paragraph (the page carries the route and the line, never a typed line number).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { LABEL_LANGUAGES, labelsFor } from "../../src/report/labels/packs.ts";
import { createApp } from "../app.ts";
import { resolveSelection } from "../select.ts";
import { ServerState } from "../state.ts";
import { wholePage } from "../testing/dashboard_page.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url);
const CONTROLS = [
  "z_mild",
  "z_strong",
  "fdr_q",
  "fdr_method",
  "dim_threshold",
  "flag_min_severity",
  "min_chapters",
] as const;

/** The served page; `uiLanguage` is the session's interface language. */
async function served(config: string | null, uiLanguage?: string) {
  const home = await Deno.makeTempDir({ prefix: "svc-workspace-" });
  const dir = join(home, "novel");
  await Deno.mkdir(dir);
  await Deno.copyFile(SAMPLE, join(dir, "book.md"));
  if (config !== null) await Deno.writeTextFile(join(dir, "svc.toml"), config);
  const state = new ServerState({ home, cliThresholds: {}, debug: false });
  state.select(await resolveSelection(dir));
  if (uiLanguage) state.session.ui_language = uiLanguage as never;
  try {
    const app = createApp(state);
    assert.equal((await app.request("/")).status, 200);
    return await wholePage((p) => app.request(p));
  } finally {
    await Deno.remove(home, { recursive: true });
  }
}

Deno.test("the NDA form starts with the manuscript's title when the project sets none", async () => {
  const page = await served(null);
  const form = page.slice(page.indexOf('<form id="nda-draft-form"'));
  const first = form.match(/<input[^>]*name="([a-z_]+)"[^>]*>/)!;
  assert.equal(first[1], "project_name");
  assert.match(first[0], /value="The Lighthouse Keeper’s Ledger"/);
  const configured = await served('title = "The Ledger"\n');
  assert.match(configured, /name="project_name" required maxlength="500" value="The Ledger"/);
});

Deno.test("each statistical setting carries a sentence that explains it, in 7 languages", async () => {
  const page = await served(null);
  for (const name of CONTROLS) {
    assert.match(page, new RegExp(`aria-describedby="help-${name}"`), name);
    const help = page.match(new RegExp(`id="help-${name}">([^<]+)<`));
    assert.ok(help, name);
    assert.match(help[1], /^\p{Lu}[^.]{20,}.*\.$/u, `${name}: one sentence`);
  }
  for (const language of LABEL_LANGUAGES) {
    const t = labelsFor(language);
    const english = labelsFor("en");
    for (const name of CONTROLS) {
      const text = t(`settings_help_${name}`);
      assert.notEqual(text, `settings_help_${name}`, `${language}/${name}`);
      if (language !== "en") assert.notEqual(text, english(`settings_help_${name}`), language);
    }
  }
  const german = await served(null, "de");
  assert.match(german, /id="help-z_mild">Ein Kapitel weicht/);
});

Deno.test("the served page lists work markers once and offers markers at chapters and flags", async () => {
  const page = await served(null);
  assert.doesNotMatch(page, /id="panel-notes"|id="markers-table"/);
  assert.match(page, /id="panel-markers"/);
  const data = JSON.parse(
    page.match(/<script type="application\/json" id="svc-data">([\s\S]*?)<\/script>/)![1],
  );
  assert.equal(data.markerAdd, "/api/marker-add");
  // Chapter one's text starts on line 9 of the sample: a chapter's marker goes before it.
  assert.equal(data.chapters[0].line, 9);
  for (const c of data.chapters) {
    for (const p of c.paras) assert.equal(typeof p[7], "number", "a flagged paragraph's line");
  }
  // In the tense list, each flagged paragraph has its own form with its first line.
  const forms = [
    ...page.matchAll(
      /class="marker-here-form"\s+data-line="(\d+)"\s+data-post="\/api\/marker-add"/g,
    ),
  ];
  const flagged = [...page.matchAll(/<li class="tense-flag"/g)];
  assert.equal(forms.length, flagged.length);
});
