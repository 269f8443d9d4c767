/**
 * `renderDashboardParts()`: the served page leaves every analysis tab but the Overview, and
 * the chapter-details data, to be fetched when opened; put back, the parts give the very page
 * `renderDashboard()` renders inline (same renderer, same bytes), on the sample and on every
 * corpus novel (7 languages).
 */
import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
import { analyzeDocument } from "../../features/pipeline.ts";
import type { LanguageChoice } from "../../language/types.ts";
import { computeDashboardViews, type DashboardViews } from "../../views/dashboard.ts";
import { corpusFiles } from "../../../testing/corpus.ts";
import { joinDashboardParts } from "../../testing/dashboard_parts.ts";
import { renderDashboard, type RenderDashboardOptions, renderDashboardParts } from "./page.ts";

const SAMPLE = await Deno.readTextFile(new URL("../../../testdata/sample-en.md", import.meta.url));
const URL_BASE = "/api/dashboard-part?page=p1";

function views(text: string, language: string): DashboardViews {
  return computeDashboardViews(analyzeDocument(text, { language: language as LanguageChoice }), {
    thresholds: DEFAULT_THRESHOLDS,
    names: [],
  });
}

/** The deferred page with every part put back where its stand-in was. */
function reassembled(v: DashboardViews, options: RenderDashboardOptions): string {
  const { page, parts } = renderDashboardParts(v, { ...options, partUrl: URL_BASE });
  return joinDashboardParts(page, parts);
}

const HOST: RenderDashboardOptions = {
  nonce: "N0nce",
  enabledActions: ["rebuild"],
  host: { markerAdd: "/api/marker-add", tenseDismiss: { url: "/x", token: "t", dismissed: [] } },
};

Deno.test("renderDashboardParts() defers every analysis tab but the Overview", () => {
  const { page, parts } = renderDashboardParts(views(SAMPLE, "en"), { ...HOST, partUrl: URL_BASE });
  assert.deepEqual([...parts.keys()].sort(), [
    "chapters",
    "characters",
    "data",
    "notes",
    "pacing",
    "rhythm",
    "showing",
    "structure",
    "style",
    "tense",
  ]);
  const overview = page.slice(
    page.indexOf('id="panel-overview"'),
    page.indexOf('id="panel-rhythm"'),
  );
  assert.doesNotMatch(overview, /lazy-part/, "the Overview is inline");
  assert.match(overview, /class="stat"/);
  assert.match(page, /data-src="\/api\/dashboard-part\?page=p1&amp;part=style"/);
  assert.match(page, /id="svc-data" data-part="data" data-src="[^"]+part=data"><\/script>/);
});

Deno.test("renderDashboardParts() put back together is renderDashboard()'s page, byte for byte", () => {
  const v = views(SAMPLE, "en");
  assert.equal(reassembled(v, HOST), renderDashboard(v, HOST));
  const file: RenderDashboardOptions = { nonce: "N", enabledActions: [] };
  assert.equal(reassembled(v, file), renderDashboard(v, file));
});

Deno.test({
  name:
    "renderDashboardParts() put back together is renderDashboard()'s page on every corpus novel",
  // Ignored without the corpus (../shared/corpus, absent in a bare clone).
  ignore: corpusFiles().length === 0,
  fn: async () => {
    for (const { language, path } of corpusFiles()) {
      const v = views(await Deno.readTextFile(path), language);
      assert.ok(reassembled(v, HOST) === renderDashboard(v, HOST), path.pathname);
    }
  },
});
