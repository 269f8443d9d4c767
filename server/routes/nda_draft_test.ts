/**
 * `POST /api/nda-draft` through `app.request()`: both formats as attachments, the language
 * precedence, project templates, validation (400), non-cp1252 text, and no server files.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createApp } from "../app.ts";
import { resolveSelection } from "../select.ts";
import { ServerState } from "../state.ts";
import { assertQpdfClean, pdfInfo, pdfText } from "../../testing/pdf.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url).pathname;
const REQUEST = {
  name: "Ada Lovelace",
  address: "12 St James's Square\nLondon",
  project_name: "The Ledger",
  date: "2026-11-21",
  place: "Falmouth",
  format: "text",
};

async function fixture(files: Record<string, string> | null = null) {
  const home = await Deno.makeTempDir({ prefix: "svc-nda-" });
  const state = new ServerState({ home, cliThresholds: {}, debug: false });
  let dir = home;
  if (files) {
    dir = join(home, "novel");
    await Deno.mkdir(dir);
    await Deno.copyFile(SAMPLE, join(dir, "book.md"));
    for (const [name, text] of Object.entries(files)) {
      await Deno.writeTextFile(join(dir, name), text);
    }
    state.select(await resolveSelection(dir));
  }
  return { home, dir, state, app: createApp(state) };
}

async function listing(dir: string): Promise<string[]> {
  const out: string[] = [];
  for await (const e of Deno.readDir(dir)) out.push(e.name);
  return out.sort();
}

function post(app: ReturnType<typeof createApp>, body: unknown) {
  return app.request("/api/nda-draft", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

Deno.test("nda-draft works in an empty workspace: text and PDF attachments, nothing stored", async () => {
  const f = await fixture();
  const before = await listing(f.home);
  const text = await post(f.app, REQUEST);
  assert.equal(text.status, 200);
  assert.equal(text.headers.get("Content-Type"), "text/plain; charset=utf-8");
  assert.equal(text.headers.get("Content-Disposition"), 'attachment; filename="nda.txt"');
  const body = await text.text();
  for (const part of ["Ada Lovelace", "The Ledger", "Falmouth", "21 November 2026", "London"]) {
    assert.ok(body.includes(part), part);
  }
  assert.match(body, /draft/i);
  assert.match(body, /not legal advice/i);
  const pdf = await post(f.app, { ...REQUEST, format: "pdf" });
  assert.equal(pdf.status, 200);
  assert.equal(pdf.headers.get("Content-Type"), "application/pdf");
  assert.equal(pdf.headers.get("Content-Disposition"), 'attachment; filename="nda.pdf"');
  const bytes = new Uint8Array(await pdf.arrayBuffer());
  await assertQpdfClean(bytes);
  assert.match(await pdfText(bytes), /Ada Lovelace/);
  const info = await pdfInfo(bytes);
  assert.deepEqual([info.widthMm, info.heightMm], [210, 297]);
  assert.deepEqual(await listing(f.home), before);
  await Deno.remove(f.home, { recursive: true });
});

Deno.test("nda-draft language: nda.language, then the project's resolved language, then en", async () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ "svc.toml": 'language = "fr"\n[nda]\nlanguage = "de"\n' }, /Vertraulichkeitsvereinbarung/],
    [{ "svc.toml": 'language = "es"\n' }, /confidencialidad/i],
    [{}, /Confidentiality/i], // the English sample resolves to en
  ];
  for (const [files, title] of cases) {
    const f = await fixture(files);
    const res = await post(f.app, REQUEST);
    assert.equal(res.status, 200);
    assert.match((await res.text()).split("\n").slice(0, 6).join("\n"), title);
    await Deno.remove(f.home, { recursive: true });
  }
  const bad = await fixture({ "svc.toml": '[nda]\nlanguage = "generic"\n' });
  const res = await post(bad.app, REQUEST);
  assert.equal(res.status, 400);
  assert.match((await res.json()).message, /nda.language/);
  await Deno.remove(bad.home, { recursive: true });
});

Deno.test("nda-draft fills a project template with all six fields and the configured author", async () => {
  const template =
    "Agreement about {{project_title}}\n\nBetween {{ project_author }} and {{recipient_name}}, {{recipient_address}}.\n\n{{place}}, {{date}}\n";
  const f = await fixture({
    "svc.toml": 'author_name = "Imogen Tarrant"\n[nda]\ntemplate = "legal/nda.txt"\n',
  });
  await Deno.mkdir(join(f.dir, "legal"));
  await Deno.writeTextFile(join(f.dir, "legal", "nda.txt"), template);
  const body = await (await post(f.app, REQUEST)).text();
  assert.match(body, /Agreement about The Ledger/);
  assert.match(body, /Between Imogen Tarrant and Ada Lovelace, 12 St James's Square/);
  assert.match(body, /Falmouth, 21 November 2026/);
  await Deno.remove(f.home, { recursive: true });
});

Deno.test("nda-draft rejects unknown template fields and templates outside the project", async () => {
  const unknown = await fixture({
    "svc.toml": '[nda]\ntemplate = "nda.txt"\n',
    "nda.txt": "Pay {{salary}}\n",
  });
  const r1 = await post(unknown.app, REQUEST);
  assert.equal(r1.status, 400);
  assert.match((await r1.json()).message, /salary/);
  await Deno.remove(unknown.home, { recursive: true });
  const outside = await fixture({ "svc.toml": '[nda]\ntemplate = "../secret.txt"\n' });
  await Deno.writeTextFile(join(outside.home, "secret.txt"), "{{recipient_name}}\n");
  const r2 = await post(outside.app, REQUEST);
  assert.equal(r2.status, 400);
  const message = (await r2.json()).message as string;
  assert.ok(!message.includes(outside.home), message);
  await Deno.remove(outside.home, { recursive: true });
});

Deno.test("nda-draft: invalid input is 400 with ok false", async () => {
  const f = await fixture();
  const bad: Record<string, unknown>[] = [
    { ...REQUEST, date: "2026-02-30" },
    { ...REQUEST, date: "21.11.2026" },
    { ...REQUEST, name: "" },
    { ...REQUEST, name: "two\nlines" },
    { ...REQUEST, format: "docx" },
    { ...REQUEST, extra: 1 },
    { ...REQUEST, place: 7 },
  ];
  for (const body of bad) {
    const res = await post(f.app, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal((await res.json()).ok, false);
  }
  const { place: _place, ...noPlace } = REQUEST;
  assert.equal((await post(f.app, noPlace)).status, 400);
  await Deno.remove(f.home, { recursive: true });
});

Deno.test("nda-draft sets text outside cp1252 with the host TrueType fonts", async () => {
  const f = await fixture();
  const res = await post(f.app, { ...REQUEST, name: "Łucja Wójcik", place: "Łódź", format: "pdf" });
  assert.equal(res.status, 200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  await assertQpdfClean(bytes);
  const text = await pdfText(bytes);
  assert.match(text, /Łucja Wójcik/);
  assert.match(text, /Łódź/);
  await Deno.remove(f.home, { recursive: true });
});

Deno.test("the NDA form is on the welcome page and on the dashboard", async () => {
  const empty = await fixture();
  const welcome = await (await empty.app.request("/")).text();
  assert.match(welcome, /<form id="nda-draft-form" data-action="\/api\/nda-draft">/);
  await Deno.remove(empty.home, { recursive: true });
  const f = await fixture({ "svc.toml": 'title = "The Ledger"\n' });
  const page = await (await f.app.request("/")).text();
  assert.match(page, /id="nda-draft-form"/);
  assert.match(page, /name="project_name" required maxlength="500" value="The Ledger"/);
  await Deno.remove(f.home, { recursive: true });
});
