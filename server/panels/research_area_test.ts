import assert from "node:assert/strict";
import { join } from "node:path";
import { DEFAULT_THRESHOLDS } from "../../src/settings/thresholds.ts";
import { analyzeDocument } from "../../src/features/pipeline.ts";
import { html } from "../../src/report/html.ts";
import { renderDashboard } from "../../src/report/dashboard/page.ts";
import { standaloneDashboard } from "../../src/report/dashboard/standalone.ts";
import { computeDashboardViews } from "../../src/views/dashboard.ts";
import { withResearch } from "../testing/research.ts";

/** The ids of the tabs inside the research navigation group. */
function researchTabs(page: string): string[] {
  const nav = /<nav class="tabs tabs-research"[^>]*>([\s\S]*?)<\/nav>/.exec(page);
  return nav ? [...nav[1].matchAll(/id="tab-([^"]+)"/g)].map((m) => m[1]) : [];
}

/** The ids of the tabs of the analysis strip. */
function analysisTabs(page: string): string[] {
  const nav = /<nav class="tabs" role="tablist"[^>]*>([\s\S]*?)<\/nav>/.exec(page);
  return nav ? [...nav[1].matchAll(/id="tab-([^"]+)"/g)].map((m) => m[1]) : [];
}

Deno.test("the served page has the research tabs in their own navigation group", async () => {
  await withResearch(async ({ app }) => {
    const page = await (await app.request("/")).text();
    assert.deepEqual(researchTabs(page), [
      "research",
      "research-search",
      "research-dossiers",
      "research-claims",
      "research-decisions",
      "research-timeline",
      "research-review",
      "research-manuscript",
    ]);
    assert.ok(analysisTabs(page).includes("style"));
    assert.ok(!analysisTabs(page).some((id) => id.startsWith("research")));
    assert.match(
      page,
      /id="research-manager" hidden data-research-token="[^"]+"\s+data-archive="true"/,
    );
    assert.doesNotMatch(page, /\sstyle=/i, "no style attributes");
    assert.doesNotMatch(page, /\son[a-z]+=/i, "no inline event handlers");
    assert.equal([...page.matchAll(/<script nonce=/g)].length, 1, "one nonce'd script");
  });
});

Deno.test("without an archive the research group offers only the form that creates one", async () => {
  await withResearch(async ({ app }) => {
    const page = await (await app.request("/")).text();
    assert.deepEqual(researchTabs(page), ["research"]);
    assert.match(page, /id="research-init-form"/);
    assert.match(page, /name="title" maxlength="500" value="The Ledger"/);
    assert.match(page, /data-archive="false"/);
  }, { archive: false });
});

Deno.test("file names and titles from the project enter the page escaped", async () => {
  await withResearch(async ({ app, root }) => {
    await Deno.writeTextFile(join(root, "sources", `<img src=x onerror=alert(1)>.txt`), "x");
    const page = await (await app.request("/")).text();
    assert.doesNotMatch(page, /<img src=x/);
    assert.match(page, /<option value="sources\/&lt;img src=x onerror=alert\(1\)&gt;\.txt">/);
    assert.match(page, /<option value="sources\/letter\.txt">sources\/letter\.txt<\/option>/);
  });
});

Deno.test("a research-only folder gets the research group on its welcome page", async () => {
  await withResearch(async ({ app, root, state }) => {
    state.select({ root, manuscript: null });
    const page = await (await app.request("/")).text();
    assert.doesNotMatch(page, /id="panel-style"/);
    assert.equal(researchTabs(page).length, 7);
    assert.match(page, /id="research-search-form"/);
  });
});

Deno.test("the standalone file and a host without the research action draw no research area", async () => {
  const text = await Deno.readTextFile(new URL("../../testdata/sample-en.md", import.meta.url));
  const views = computeDashboardViews(analyzeDocument(text, { language: "en" }), {
    thresholds: DEFAULT_THRESHOLDS,
    names: [],
  });
  const file = standaloneDashboard(views);
  assert.doesNotMatch(file, /research-manager|tabs-research|\/api\/research|research_token/);
  const panel = {
    id: "research",
    label: "Archive",
    group: "research" as const,
    body: html`<p>x</p>`,
  };
  for (const enabledActions of [[], null, undefined, ["rebuild", "manuscript-pdf"]]) {
    const page = renderDashboard(views, { nonce: "n", enabledActions, hostPanels: [panel] });
    assert.doesNotMatch(page, /tabs-research|panel-research/, JSON.stringify(enabledActions));
  }
  const served = renderDashboard(views, {
    nonce: "n",
    enabledActions: ["research"],
    hostPanels: [panel],
  });
  assert.deepEqual(researchTabs(served), ["research"]);
});

Deno.test("the Manuscript tab carries each paragraph's lines and digest and the file's digest", async () => {
  await withResearch(async ({ app, root }) => {
    const page = await (await app.request("/")).text();
    const file = await Deno.readFile(join(root, "ledger.md"));
    const digest = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", file)))
      .map((b) => b.toString(16).padStart(2, "0")).join("");
    assert.match(page, new RegExp(`data-source-sha256="${digest}"`));
    const first =
      /<p class="ms-para" id="ms-p-0" data-para="0" data-start-line="(\d+)"\s+data-end-line="(\d+)" data-sha256="([0-9a-f]{64})">([^<]*)<\/p>/
        .exec(page);
    assert.ok(first, "the first paragraph");
    const text = first[4].replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
    const own = Array.from(
      new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))),
    ).map((b) => b.toString(16).padStart(2, "0")).join("");
    assert.equal(first[3], own, "the digest of the displayed text");
    assert.equal(Number(first[1]), 9);
  });
});
