import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
import { analyzeDocument } from "../../features/pipeline.ts";
import { parseNames } from "../../views/characters.ts";
import { escapeHtml } from "../html.ts";
import { LABEL_LANGUAGES } from "../labels/packs.ts";
import { dashboardCsp, renderDashboard } from "./page.ts";
import { standaloneDashboard } from "./standalone.ts";
import { computeDashboardViews } from "../../views/dashboard.ts";
import { addMarker } from "../../document/markers.ts";

const SAMPLE = await Deno.readTextFile(new URL("../../../testdata/sample-en.md", import.meta.url));
const XSS = await Deno.readTextFile(new URL("../../../testdata/xss-en.md", import.meta.url));

function views(text: string, names: string[] = []) {
  return computeDashboardViews(analyzeDocument(text, { language: "en" }), {
    thresholds: DEFAULT_THRESHOLDS,
    names: names.length > 0 ? parseNames(names) : [],
  });
}

const sampleViews = views(SAMPLE, ["Elias", "Mara"]);

/** Every `<script` and `<style` opening tag of a page. */
function tags(page: string, name: string): string[] {
  return [...page.matchAll(new RegExp(`<${name}\\b[^>]*>`, "gi"))].map((m) => m[0]);
}

Deno.test("renderDashboard() gives the nonce to its one script and one stylesheet only", () => {
  const page = renderDashboard(sampleViews, { nonce: "N0nce123" });
  const scripts = tags(page, "script");
  assert.deepEqual(scripts, [
    '<script type="application/json" id="svc-data">',
    '<script nonce="N0nce123">',
  ]);
  assert.deepEqual(tags(page, "style"), ['<style nonce="N0nce123">']);
  assert.doesNotMatch(page, /\sstyle=/i, "no style attributes (CSP allows nonce'd styles only)");
  assert.doesNotMatch(page, /\son[a-z]+=/i, "no inline event handlers");
  assert.doesNotMatch(page, /(src|href)="(https?:)?\/\//i, "no external assets");
});

Deno.test("renderDashboard() shows every section, chart and the caveats", () => {
  const page = renderDashboard(sampleViews, { nonce: "n" });
  for (
    const id of [
      "overview",
      "rhythm",
      "style",
      "tense",
      "pacing",
      "showing",
      "characters",
      "structure",
      "notes",
      "chapters",
    ]
  ) {
    assert.match(page, new RegExp(`id="panel-${id}"`), id);
    assert.match(page, new RegExp(`id="tab-${id}"`), id);
  }
  for (const chart of ["rhythm", "heatmap", "dimensions", "tense", "presence", "showing"]) {
    assert.match(page, new RegExp(`<svg[^>]*svc-chart-${chart}`), chart);
  }
  assert.match(page, /diagnostic heuristic/);
  assert.match(page, /three different result sets/);
  assert.match(page, /Flesch reading ease \(1948\)/);
  assert.match(page, /112 measured cells/);
});

Deno.test("renderDashboard() keeps the full control set unless enabledActions limits it", () => {
  const full = renderDashboard(sampleViews, { nonce: "n", manuscriptPdfToken: "tok" });
  assert.match(full, /id="manuscript-pdf-form"/);
  assert.match(full, /data-action="\/api\/rebuild"/);
  const none = renderDashboard(sampleViews, { nonce: "n", enabledActions: [] });
  assert.doesNotMatch(none, /manuscript-pdf|\/api\/rebuild/);
  const pdfOnly = renderDashboard(sampleViews, { nonce: "n", enabledActions: ["manuscript-pdf"] });
  assert.match(pdfOnly, /manuscript-pdf-form/);
  assert.doesNotMatch(pdfOnly, /\/api\/rebuild/);
});

Deno.test("the PDF download control is disabled without a manuscript token", () => {
  const page = renderDashboard(sampleViews, { nonce: "n" });
  const form = page.match(/<form id="manuscript-pdf-form"[\s\S]*?<\/form>/)![0];
  assert.match(form, /<button type="submit" class="primary" disabled>/);
  assert.doesNotMatch(form, /data-project-token/);
});

Deno.test("researchContextToken is renderer metadata on the body", () => {
  const page = renderDashboard(sampleViews, { nonce: "n", researchContextToken: 'r"1' });
  assert.match(page, /<body\s+data-research-context-token="r&quot;1"\s*>/);
});

Deno.test("standaloneDashboard() has a CSP meta, no host actions, and a stable nonce", () => {
  const a = standaloneDashboard(sampleViews);
  const b = standaloneDashboard(sampleViews);
  assert.equal(a, b, "deterministic");
  const nonce = a.match(/<script nonce="([^"]+)">/)![1];
  assert.match(nonce, /^[A-Za-z0-9_-]{24}$/);
  assert.ok(a.includes(`content="${escapeHtml(dashboardCsp(nonce, { connect: false }))}"`));
  assert.doesNotMatch(a, /manuscript-pdf|\/api\//);
  const other = standaloneDashboard(views(SAMPLE.replace("Elias", "Elijah")));
  assert.notEqual(other.match(/<script nonce="([^"]+)">/)![1], nonce);
});

Deno.test("manuscript text, titles and notes render as inert text", () => {
  const page = standaloneDashboard(views(XSS));
  const body = page.slice(page.indexOf("<body"));
  // The only script elements are ours; the payloads appear escaped.
  assert.equal(tags(page, "script").length, 2);
  assert.equal(tags(page, "style").length, 1);
  assert.doesNotMatch(body, /<img|<svg onload|<b>bold|<\/textarea>/i);
  assert.match(page, /&lt;script&gt;alert\(&quot;title&quot;\)&lt;\/script&gt;/);
  assert.match(page, /&lt;\/style&gt;&lt;script&gt;alert\(1\)/);
  assert.match(page, /&quot;&gt;&lt;img src=x onerror=alert\(2\)&gt;/);
  assert.match(page, /\{\{7\*7\}\}/);
  assert.match(page, /&#39; onmouseover=&#39;alert\(6\)/);
  // The marker note is listed in the notes table, escaped.
  assert.match(page, /check &lt;\/script&gt;&lt;script&gt;alert\(4\)&lt;\/script&gt; here/);
  // The JSON block cannot be closed from inside.
  const data =
    page.match(/<script type="application\/json" id="svc-data">([\s\S]*?)<\/script>/)![1];
  assert.doesNotMatch(data, /</);
  assert.ok(JSON.parse(data).chapters[0].title.includes("</style>"));
});

Deno.test("every interface language renders, with the analysis language as default", () => {
  for (const ui of LABEL_LANGUAGES) {
    const page = renderDashboard(sampleViews, { nonce: "n", uiLanguage: ui });
    assert.match(page, new RegExp(`<html lang="${ui}">`));
    assert.doesNotMatch(page, /\b(tab|feature|section|guide)_[a-z_]+\b(?![-"=])/, ui);
  }
  const de = computeDashboardViews(analyzeDocument("## Eins\n\nEs regnete.", { language: "de" }), {
    thresholds: DEFAULT_THRESHOLDS,
  });
  assert.match(renderDashboard(de, { nonce: "n" }), /<html lang="de">[\s\S]*Überblick/);
});

Deno.test("an empty manuscript renders a page without NaN or errors", () => {
  const page = standaloneDashboard(views(""));
  const markup = page.slice(0, page.indexOf("<script nonce="));
  assert.doesNotMatch(markup, /NaN|Infinity|undefined/);
  assert.match(page, /Untitled manuscript/);
});

Deno.test("work markers appear as notes with kind and line", () => {
  const text = SAMPLE.replace(
    "\n\n",
    "\n\n<!-- svc:pruefen m-0a1b2c3d check the harbour name -->\n\n",
  );
  const page = renderDashboard(views(text), { nonce: "n" });
  assert.match(page, /data-marker="m-0a1b2c3d"/);
  assert.match(page, /check the harbour name/);
  assert.match(page, /<span class="chip">pruefen<\/span>/);
});

Deno.test("a marker added at a chapter's first line belongs to that chapter in the notes table", () => {
  const lines = SAMPLE.split("\n");
  const heading = lines.findIndex((l) => l.startsWith("## Chapter Two")) + 1;
  for (const line of [heading + 1, heading + 2]) {
    const { text, marker } = addMarker(SAMPLE, { kind: "todo", note: "first line", line });
    const page = standaloneDashboard(views(text));
    const row = new RegExp(
      `<tr\\s+class="row" data-chapter="(\\d+)" tabindex="0"\\s+data-marker="${marker.id}">`,
    );
    assert.equal(page.match(row)?.[1], "2", `marker on line ${line}`);
  }
});

Deno.test("a name with no match warns in the characters section and suggests the text's close spellings", () => {
  const page = renderDashboard(views(SAMPLE, ["Elias", "Elisa", "Zzyzx"]), { nonce: "n" });
  assert.match(
    page,
    /<p class="warning" role="status">No match for “Elisa” in the text\. Close spellings the text does contain: Elias \(12\)/,
  );
  assert.match(page, /No match for “Zzyzx” in the text\. No close spelling found\./);
  assert.doesNotMatch(page, /No match for “Elias”/);
});

Deno.test("an unmatched name's span reads as one dash, a found name's as first–last chapter", () => {
  const page = renderDashboard(views(SAMPLE, ["Elias", "Zzyzx"]), { nonce: "n" });
  assert.match(
    page,
    /<td>Zzyzx<\/td>\s*<td class="num">0<\/td>\s*<td class="num">0<\/td>\s*<td class="num">–<\/td>/,
  );
  assert.match(
    page,
    /<td>Elias<\/td>\s*<td class="num">12<\/td>\s*<td class="num">4<\/td>\s*<td class="num">1–7<\/td>/,
  );
});
