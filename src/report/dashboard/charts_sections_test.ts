import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
import { analyzeDocument } from "../../features/pipeline.ts";
import { renderDashboard } from "./page.ts";
import { computeDashboardViews, type DashboardViews } from "../../views/dashboard.ts";

const PRIDE = new URL("../../../../shared/corpus/en/pride-and-prejudice.md", import.meta.url);
const SAMPLE = new URL("../../../testdata/sample-en.md", import.meta.url);
const text = await Deno.readTextFile(PRIDE).catch(() => Deno.readTextFile(SAMPLE));
const views = computeDashboardViews(analyzeDocument(text, { language: "en" }), {
  thresholds: DEFAULT_THRESHOLDS,
});
const page = renderDashboard(views, { nonce: "n", enabledActions: [] });

function panel(html: string, id: string): string {
  const start = html.indexOf(`id="panel-${id}"`);
  const end = html.indexOf('<section class="panel"', start + 1);
  return html.slice(start, end < 0 ? undefined : end);
}

Deno.test("every chart of the dashboard shows its title and a legend", () => {
  const charts = [...page.matchAll(/<svg [^>]*class="svc-chart [^"]*"[\s\S]*?<\/svg>/g)].map((m) =>
    m[0]
  );
  assert.ok(charts.length >= 8, `${charts.length} charts`);
  for (const svg of charts) {
    const title = /<title id="[^"]*">([^<]*)<\/title>/.exec(svg)![1];
    assert.ok(svg.includes(`class="svc-title"`) && svg.includes(`>${title}</text>`), title);
  }
  // Dialogue & pacing: three full-width charts, each with its title and a legend entry.
  const pacing = panel(page, "pacing");
  assert.ok(!pacing.includes('class="two"'));
  for (const title of ["Dialogue share per chapter", "Words per scene", "Chapter-ending hooks"]) {
    const svg = pacing.slice(pacing.indexOf(`<title id="chart-`), pacing.length);
    assert.ok(
      pacing.includes(
        `class="svc-title" x="8" y="18" font-size="15" font-weight="bold" fill="#1D2330" aria-hidden="true">${title}</text>`,
      ),
      title,
    );
    assert.ok(svg.includes('class="svc-legend"'));
  }
  assert.equal((pacing.match(/class="svc-legend"/g) ?? []).length, 3);
});

Deno.test("a dimension's share of variance reads the same in the chart and below it", () => {
  const style = panel(page, "style");
  for (const d of views.style.dimensions) {
    const pct = new Intl.NumberFormat("en", { maximumFractionDigits: 1 }).format(
      d.variance * 100,
    );
    const caption = `Dimension ${d.index} · ${pct} % of variance`;
    assert.ok(style.includes(`>${caption}</text>`), `chart: ${caption}`);
    assert.ok(style.includes(`>${caption}: `), `below: ${caption}`);
  }
});

Deno.test("the lag-1 caption follows ρ and the runs test names its features", () => {
  const b = views.style.baseline_diagnostics as { mean_lag1_rho: number; acf_critical: number };
  const structure = panel(page, "structure");
  if (Math.abs(b.mean_lag1_rho) <= b.acf_critical) {
    assert.ok(structure.includes("Neighbouring chapters are no more alike than distant ones"));
    assert.ok(!structure.includes("Neighbouring chapters are more alike than distant ones"));
  }
  assert.ok(!/runs_flagged|[a-z]+_(pct|density)/.test(structure.replace(/<[^>]*>/g, "")));
});

Deno.test("p-values print as < 0.0001, never 0; consistency and lexical diversity read as words", () => {
  const style = structuredClone(views.style);
  const trends = (style.structural_diagnostics as { trends: Record<string, { p: number }> })
    .trends;
  trends.asl.p = 0;
  trends.ttr.p = 3e-9;
  const crafted: DashboardViews = { ...views, style };
  const html = renderDashboard(crafted, { nonce: "n", enabledActions: [] });
  const structure = panel(html, "structure");
  assert.equal((structure.match(/<td class="num">&lt; 0\.0001<\/td>/g) ?? []).length, 2);
  assert.ok(!/<td class="num">0<\/td>/.test(structure));
  const overview = panel(page, "overview");
  const consistency = new Intl.NumberFormat("en", { maximumFractionDigits: 1 }).format(
    views.style.consistency * 100,
  );
  assert.ok(overview.includes(`<div class="v">${consistency} %</div>`));
  assert.ok(overview.includes("Lexical diversity (MTLD)"));
});
