/**
 * `POST /api/manuscript-pdf` through `app.request()`: the attachment and its name, the token
 * (409), invalid input and an unrenderable manuscript (400), no server files, and the book
 * printed from the cached Document (no re-read, no re-parse).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { analyzeDocument } from "../../src/features/pipeline.ts";
import { AnalysisCache } from "../../src/project/analysis_cache.ts";
import { readManuscriptFile } from "../../src/project/manuscript.ts";
import { createApp } from "../app.ts";
import { projectToken, projectViews } from "../project.ts";
import { resolveSelection } from "../select.ts";
import { ServerState } from "../state.ts";
import { assertQpdfClean, pdfInfo, pdfText } from "../../testing/pdf.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url).pathname;

async function fixture(manuscript = true, files: Record<string, string> = {}) {
  const home = await Deno.makeTempDir({ prefix: "svc-mpdf-" });
  const dir = join(home, "novel");
  await Deno.mkdir(dir);
  if (manuscript) await Deno.copyFile(SAMPLE, join(dir, "The Ledger.md"));
  for (const [name, text] of Object.entries(files)) await Deno.writeTextFile(join(dir, name), text);
  const state = new ServerState({ home, cliThresholds: {}, debug: false });
  if (manuscript || Object.keys(files).length > 0) state.select(await resolveSelection(dir));
  return { home, dir, state, app: createApp(state) };
}

async function listing(dir: string): Promise<string[]> {
  const out: string[] = [];
  for await (const e of Deno.readDir(dir)) out.push(e.name);
  return out.sort();
}

function post(
  app: ReturnType<typeof createApp>,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request("/api/manuscript-pdf", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

Deno.test("manuscript-pdf answers each layout as a named PDF attachment and writes no file", async () => {
  const f = await fixture(true, { "svc.toml": 'author_name = "Imogen Tarrant"\n' });
  const before = await listing(f.dir);
  const sizes = { report: [210, 297], book: [148, 210], sheet: [300, 600] } as const;
  for (const [layout, size] of Object.entries(sizes)) {
    const res = await post(f.app, { layout, project_token: await projectToken(f.state) });
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(res.headers.get("Content-Type"), "application/pdf");
    assert.equal(
      res.headers.get("Content-Disposition"),
      `attachment; filename="the-ledger-${layout}.pdf"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    await assertQpdfClean(bytes);
    const info = await pdfInfo(bytes);
    assert.deepEqual([info.widthMm, info.heightMm], size);
    assert.equal(info.author, "Imogen Tarrant");
    if (layout === "book") assert.match(await pdfText(bytes), /Chapter One: The Keeper/);
  }
  assert.deepEqual(await listing(f.dir), before);
  await Deno.remove(f.home, { recursive: true });
});

Deno.test("manuscript-pdf prints the book from the cached Document: no re-read, no re-parse when warm", async () => {
  const f = await fixture();
  const calls = { read: 0, analyze: 0 };
  // The cached Document carries a chapter title that is not in the file: a book printed from
  // a fresh parse of the file would not show it.
  f.state.analyses = new AnalysisCache({
    read: (path) => {
      calls.read++;
      return readManuscriptFile(path);
    },
    analyze: (text, settings) => {
      calls.analyze++;
      const analysis = analyzeDocument(text, settings);
      const [first, ...rest] = analysis.document.chapters;
      const marked = { ...first, title: `${first.title} Cachemark` };
      return { ...analysis, document: { ...analysis.document, chapters: [marked, ...rest] } };
    },
  });
  const token = await projectToken(f.state);
  const { analysis } = await projectViews(f.state); // the dashboard's load warms the cache
  assert.deepEqual(calls, { read: 1, analyze: 1 });
  for (const layout of ["book", "report", "sheet", "book"]) {
    const res = await post(f.app, { layout, project_token: token });
    assert.equal(res.status, 200, await res.clone().text());
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (layout === "book") assert.match(await pdfText(bytes), /Chapter One: The Keeper Cachemark/);
  }
  assert.deepEqual(calls, { read: 1, analyze: 1 });
  assert.equal((await projectViews(f.state)).analysis, analysis);

  // An edited manuscript is read and analysed once more, and the book prints the new text.
  await Deno.writeTextFile(
    join(f.dir, "The Ledger.md"),
    "# The Ledger\n\n## Lanterns\n\nThe keeper trimmed the wicks.\n",
  );
  await Deno.utime(join(f.dir, "The Ledger.md"), 1, 2);
  const res = await post(f.app, { layout: "book", project_token: token });
  assert.equal(res.status, 200, await res.clone().text());
  assert.match(await pdfText(new Uint8Array(await res.arrayBuffer())), /Lanterns Cachemark/);
  assert.deepEqual(calls, { read: 2, analyze: 2 });
  await Deno.remove(f.home, { recursive: true });
});

Deno.test("manuscript-pdf: missing or stale token 409, bad input 400", async () => {
  const f = await fixture();
  const token = await projectToken(f.state);
  assert.equal((await post(f.app, { layout: "book" })).status, 400); // token field required
  const missing = await post(f.app, { layout: "book", project_token: "" });
  assert.equal(missing.status, 409);
  assert.equal((await missing.json()).ok, false);
  assert.equal((await post(f.app, { layout: "book", project_token: "stale" })).status, 409);
  assert.equal((await post(f.app, { layout: "poster", project_token: token })).status, 400);
  assert.equal((await post(f.app, { layout: "book", project_token: token, x: 1 })).status, 400);
  // A metadata edit invalidates the token.
  await Deno.writeTextFile(join(f.dir, "svc.toml"), 'title = "New"\n');
  const stale = await post(f.app, { layout: "report", project_token: token });
  assert.equal(stale.status, 409);
  const cross = await post(f.app, { layout: "book", project_token: await projectToken(f.state) }, {
    Origin: "https://attacker.example",
  });
  assert.equal(cross.status, 400);
  assert.match((await cross.json()).message, /Cross-origin/);
  await Deno.remove(f.home, { recursive: true });
});

Deno.test("manuscript-pdf: no manuscript or an unrenderable one is 400", async () => {
  const empty = await fixture(false);
  const res = await post(empty.app, {
    layout: "book",
    project_token: await projectToken(empty.state),
  });
  assert.equal(res.status, 400);
  assert.equal((await res.json()).ok, false);
  await Deno.remove(empty.home, { recursive: true });

  const f = await fixture();
  await Deno.writeTextFile(join(f.dir, "The Ledger.md"), "# T\n\n## 第一章\n\nProse.\n");
  const bad = await post(f.app, { layout: "book", project_token: await projectToken(f.state) });
  assert.equal(bad.status, 400);
  const json = await bad.json();
  assert.equal(json.ok, false);
  assert.match(json.message, /U\+7B2C/);
  await Deno.remove(f.home, { recursive: true });
});

Deno.test("the API index advertises manuscript-pdf and nda-draft, nda-draft even without a project", async () => {
  const empty = await fixture(false);
  const idx = await (await empty.app.request("/api")).json();
  assert.equal(idx.capabilities.manuscript_pdf, true);
  assert.equal(idx.capabilities.nda_draft, true);
  assert.deepEqual(idx.actions, ["nda-draft"]);
  assert.ok(idx.post.includes("/api/manuscript-pdf"));
  await Deno.remove(empty.home, { recursive: true });
  const f = await fixture();
  const full = await (await f.app.request("/api")).json();
  assert.deepEqual(full.actions, ["manuscript-pdf", "nda-draft", "rebuild", "research"]);
  await Deno.remove(f.home, { recursive: true });
});

Deno.test("the served dashboard enables the PDF form with the project token", async () => {
  const f = await fixture();
  const page = await (await f.app.request("/")).text();
  const token = await projectToken(f.state);
  assert.match(page, /id="manuscript-pdf-form"/);
  assert.ok(page.includes(`data-project-token="${token}"`));
  await Deno.remove(f.home, { recursive: true });
});
