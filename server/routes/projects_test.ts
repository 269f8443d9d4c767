import assert from "node:assert/strict";
import { join } from "node:path";
import { parse as parseToml } from "npm:smol-toml@1.9.1";
import { init, isArchiveRoot, projectOverview } from "../../research/mod.ts";
import { analyzeDocument } from "../../src/features/pipeline.ts";
import { createApp } from "../app.ts";
import { fail, statusOf } from "../http.ts";
import { projectViews } from "../project.ts";
import { ServerState } from "../state.ts";
import { checkLoadName, projectRoutes } from "./projects.ts";
import { MAX_PATH_ENTRIES } from "../project_limits.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url);

interface Env {
  readonly home: string;
  readonly state: ServerState;
  readonly app: ReturnType<typeof createApp>;
}

async function withServer(fn: (env: Env) => Promise<void>): Promise<void> {
  const home = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-projects-" }));
  const state = new ServerState({ home, cliThresholds: {}, debug: false });
  try {
    await fn({ home, state, app: createApp(state) });
  } finally {
    await Deno.remove(home, { recursive: true });
  }
}

/** A project folder with `svc.toml` and a copy of the sample manuscript. */
async function sampleProject(parent: string, name = "novel"): Promise<string> {
  const dir = join(parent, name);
  await Deno.mkdir(dir);
  await Deno.writeTextFile(join(dir, "svc.toml"), 'title = "The Ledger"\nlanguage = "en"\n');
  await Deno.copyFile(SAMPLE, join(dir, "ledger.md"));
  return dir;
}

function post(app: Env["app"], path: string, body: unknown, headers: HeadersInit = {}) {
  return app.request(`/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function paths(app: Env["app"], path?: string, headers: HeadersInit = {}) {
  const query = path === undefined ? "" : `?path=${encodeURIComponent(path)}`;
  return app.request(`/api/project-paths${query}`, { headers });
}

async function listing(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) names.push(entry.name);
  return names.sort();
}

// --- GET /api/project-paths ---------------------------------------------------------------

Deno.test("project-paths lists the home folder: folders, then manuscripts, by name; hidden and other files left out", async () => {
  await withServer(async ({ home, app, state }) => {
    await sampleProject(home, "Novel");
    await Deno.mkdir(join(home, "archive"));
    await Deno.mkdir(join(home, ".cache"));
    await Deno.writeTextFile(join(home, "b.md"), "# B\n");
    await Deno.writeTextFile(join(home, "A.markdown"), "# A\n");
    await Deno.writeTextFile(join(home, ".draft.md"), "# hidden\n");
    await Deno.writeTextFile(join(home, "notes.txt"), "x");
    const res = await paths(app);
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.ok, true);
    assert.equal(body.path, home);
    assert.equal(typeof body.parent, "string");
    assert.equal(body.truncated, false);
    assert.deepEqual(
      body.entries.map((e: { name: string; kind: string }) => [e.name, e.kind]),
      [
        ["archive", "directory"],
        ["Novel", "directory"],
        ["A.markdown", "manuscript"],
        ["b.md", "manuscript"],
      ],
    );
    assert.equal(body.entries[0].path, join(home, "archive"));
    assert.equal("project" in body.entries[0], false, "no probe for a plain folder");
    assert.deepEqual(body.entries[1].project, {
      detected: true,
      config: "svc.toml",
      research: false,
      title: "The Ledger",
      language: "en",
      manuscript: "ledger.md",
      manuscripts: ["ledger.md"],
    });
    assert.equal(body.project.detected, true, "the home holds manuscripts");
    assert.equal(body.project.manuscript, "A.markdown");
    assert.equal(state.selection, null, "listing selects nothing");
    assert.equal(state.generation, 0);
  });
});

Deno.test("project-paths with an empty path lists the home folder", async () => {
  await withServer(async ({ home, app }) => {
    const body = await (await paths(app, "")).json();
    assert.equal(body.path, home);
    assert.deepEqual(body.entries, []);
    assert.equal(body.project.detected, false);
  });
});

Deno.test("project-paths of a manuscript lists its folder and probes that folder", async () => {
  await withServer(async ({ home, app }) => {
    const dir = await sampleProject(home);
    const body = await (await paths(app, join(dir, "ledger.md"))).json();
    assert.equal(body.ok, true);
    assert.equal(body.path, dir);
    assert.equal(body.parent, home);
    assert.equal(body.project.title, "The Ledger");
    assert.deepEqual(body.entries.map((e: { name: string }) => e.name), ["ledger.md"]);
  });
});

Deno.test("project-paths returns at most 200 entries and says it truncated them", async () => {
  await withServer(async ({ home, app }) => {
    const names = Array.from({ length: 250 }, (_, i) => `folder-${String(i).padStart(3, "0")}`);
    for (const name of names) {
      await Deno.mkdir(join(home, name));
      await Deno.writeTextFile(join(home, name, "svc.toml"), `title = "${name}"\n`);
    }
    await Deno.writeTextFile(join(home, "book.md"), "# Book\n");
    const body = await (await paths(app, home)).json();
    assert.equal(body.entries.length, MAX_PATH_ENTRIES);
    assert.equal(body.truncated, true);
    assert.deepEqual(body.entries.map((e: { name: string }) => e.name), names.slice(0, 200));
    assert.equal(body.entries[199].project.title, "folder-199");
  });
});

Deno.test("project-paths reports the real path of a linked folder and leaves out a dangling link", async () => {
  await withServer(async ({ home, app }) => {
    const dir = await sampleProject(home);
    await Deno.mkdir(join(home, "browse"));
    await Deno.symlink(dir, join(home, "browse", "shortcut"));
    await Deno.symlink(join(home, "missing"), join(home, "browse", "dangling"));
    const body = await (await paths(app, join(home, "browse"))).json();
    assert.deepEqual(body.entries.map((e: { name: string; path: string }) => [e.name, e.path]), [
      ["shortcut", dir],
    ]);
    const viaLink = await (await paths(app, join(home, "browse", "shortcut"))).json();
    assert.equal(viaLink.path, dir);
  });
});

Deno.test("project-paths refuses a relative, missing or non-Markdown path with 400", async () => {
  await withServer(async ({ home, app }) => {
    await Deno.writeTextFile(join(home, "notes.txt"), "x");
    for (const path of ["relative/dir", join(home, "missing"), join(home, "notes.txt")]) {
      const res = await paths(app, path);
      assert.equal(res.status, 400, path);
      const body = await res.json();
      assert.equal(body.ok, false);
      assert.equal(typeof body.message, "string");
    }
  });
});

Deno.test("project-paths refuses a cross-site request", async () => {
  await withServer(async ({ app }) => {
    assert.equal((await paths(app, undefined, { Origin: "http://evil.example" })).status, 400);
    assert.equal((await paths(app, undefined, { "Sec-Fetch-Site": "cross-site" })).status, 400);
    assert.equal((await paths(app, undefined, { Origin: "http://localhost" })).status, 200);
  });
});

// --- POST /api/project-create --------------------------------------------------------------

Deno.test("project-create writes svc.toml and a three-act manuscript in the home folder and selects them", async () => {
  await withServer(async ({ home, app, state }) => {
    const res = await post(app, "/project-create", {
      title: "  Die Flut  ",
      language: "de",
      author_name: "Ada Muster",
      template: "three_act",
      init_research: false,
    });
    assert.equal(res.status, 200);
    const body = await res.json();
    const folder = join(home, "die-flut");
    const manuscript = join(folder, "die-flut.md");
    assert.deepEqual(body, {
      ok: true,
      message: 'Created the project "Die Flut"',
      reload: true,
      path: folder,
      manuscript,
      research: false,
    });
    assert.deepEqual(await listing(folder), ["die-flut.md", "svc.toml"]);
    assert.equal(
      await Deno.readTextFile(join(folder, "svc.toml")),
      'title = "Die Flut"\nauthor_name = "Ada Muster"\nlanguage = "de"\n',
    );
    assert.deepEqual({ ...parseToml(await Deno.readTextFile(join(folder, "svc.toml"))) }, {
      title: "Die Flut",
      author_name: "Ada Muster",
      language: "de",
    });
    const doc = analyzeDocument(await Deno.readTextFile(manuscript), { language: "de" }).document;
    assert.equal(doc.title, "Die Flut");
    assert.deepEqual(doc.chapters.map((c) => c.title), [
      "Erster Akt: Exposition",
      "Zweiter Akt: Konfrontation",
      "Dritter Akt: Auflösung",
    ]);
    assert.deepEqual(state.selection, { root: folder, manuscript });
    const page = await app.request("/");
    assert.equal(page.status, 200, "the new project's dashboard renders");
    await page.body?.cancel();
  });
});

Deno.test("project-create puts the new folder beside the selected project and writes no empty author", async () => {
  await withServer(async ({ home, app, state }) => {
    await Deno.mkdir(join(home, "books"));
    const dir = await sampleProject(join(home, "books"));
    state.select({ root: dir, manuscript: join(dir, "ledger.md") });
    const res = await post(app, "/project-create", {
      title: "Second Book",
      language: "auto",
      author_name: " ",
      template: "blank",
      init_research: false,
    });
    assert.equal(res.status, 200);
    const folder = join(home, "books", "second-book");
    assert.equal((await res.json()).path, folder);
    assert.deepEqual({ ...parseToml(await Deno.readTextFile(join(folder, "svc.toml"))) }, {
      title: "Second Book",
      language: "auto",
    });
    assert.equal(
      await Deno.readTextFile(join(folder, "second-book.md")),
      "# Second Book\n\n## Chapter 1\n",
    );
  });
});

Deno.test("project-create writes quotes and backslashes in svc.toml so they read back unchanged", async () => {
  await withServer(async ({ home, app }) => {
    const title = 'Quote "Q" \\ back';
    const author = 'O\'Brien \\ "Jr."';
    const res = await post(app, "/project-create", {
      title,
      language: "en",
      author_name: author,
      template: "blank",
      init_research: false,
    });
    assert.equal(res.status, 200);
    const folder = join(home, "quote-q-back");
    const toml = parseToml(await Deno.readTextFile(join(folder, "svc.toml")));
    assert.equal(toml.title, title);
    assert.equal(toml.author_name, author);
  });
});

Deno.test("project-create completes an existing folder without a config and keeps its files", async () => {
  await withServer(async ({ home, app }) => {
    await Deno.mkdir(join(home, "tide"));
    await Deno.writeTextFile(join(home, "tide", "old.md"), "# Old\n");
    const res = await post(app, "/project-create", {
      title: "Tide",
      language: "en",
      template: "blank",
      init_research: false,
    });
    assert.equal(res.status, 200);
    assert.deepEqual(await listing(join(home, "tide")), ["old.md", "svc.toml", "tide.md"]);
    assert.equal(await Deno.readTextFile(join(home, "tide", "old.md")), "# Old\n");
  });
});

Deno.test("project-create answers 409 over an existing config and changes nothing", async () => {
  await withServer(async ({ home, app, state }) => {
    const dir = await sampleProject(home, "the-ledger");
    const before = await Deno.readTextFile(join(dir, "svc.toml"));
    const res = await post(app, "/project-create", {
      title: "The Ledger",
      language: "en",
      template: "three_act",
      init_research: false,
    });
    assert.equal(res.status, 409);
    assert.equal((await res.json()).ok, false);
    assert.equal(await Deno.readTextFile(join(dir, "svc.toml")), before);
    assert.deepEqual(await listing(dir), ["ledger.md", "svc.toml"]);
    assert.equal(state.selection, null);
  });
});

Deno.test("project-create answers 409 when the manuscript name is taken and removes what it wrote", async () => {
  await withServer(async ({ home, app }) => {
    await Deno.mkdir(join(home, "tide"));
    await Deno.writeTextFile(join(home, "tide", "tide.md"), "# Mine\n");
    const res = await post(app, "/project-create", {
      title: "Tide",
      language: "en",
      template: "blank",
      init_research: false,
    });
    assert.equal(res.status, 409);
    assert.deepEqual(await listing(join(home, "tide")), ["tide.md"]);
    assert.equal(await Deno.readTextFile(join(home, "tide", "tide.md")), "# Mine\n");
  });
});

Deno.test("project-create with init_research creates the archive beside the manuscript", async () => {
  await withServer(async ({ home, app, state }) => {
    const res = await post(app, "/project-create", {
      title: "Archive Book",
      language: "de",
      template: "blank",
      init_research: true,
    });
    assert.equal(res.status, 200);
    const body = await res.json();
    const folder = join(home, "archive-book");
    assert.equal(body.ok, true);
    assert.equal(body.research, true);
    assert.equal(body.message, 'Created the project "Archive Book" with its research archive');
    assert.deepEqual(await listing(folder), ["archive-book.md", "svc-research", "svc.toml"]);
    assert.equal(await isArchiveRoot(folder), true);
    const overview = await projectOverview(folder);
    assert.equal(overview.title, "Archive Book");
    assert.equal(overview.language, "de");
    assert.deepEqual(state.selection, {
      root: folder,
      manuscript: join(folder, "archive-book.md"),
    });
    const status = await (await app.request("/api/research/status")).json();
    assert.equal(status.initialized, true);
    assert.equal(status.root, folder);
    const index = await (await app.request("/api")).json();
    assert.equal(index.state.research_selected, true);
  });
});

Deno.test("project-create with init_research refuses a folder that already holds an archive", async () => {
  await withServer(async ({ home, app, state }) => {
    const folder = join(home, "notes");
    await init(folder, { title: "Notes", language: "en" });
    const log = await Deno.readFile(join(folder, "svc-research", "log", "commits.jsonl"));
    const res = await post(app, "/project-create", {
      title: "Notes",
      language: "en",
      template: "blank",
      init_research: true,
    });
    assert.equal(res.status, 409);
    assert.match((await res.json()).message, /already holds a research archive/);
    assert.deepEqual(await listing(folder), ["svc-research"]);
    assert.deepEqual(
      await Deno.readFile(join(folder, "svc-research", "log", "commits.jsonl")),
      log,
    );
    assert.equal(state.selection, null);
    // Without init_research the research-only folder gains a manuscript and a config.
    const plain = await post(app, "/project-create", {
      title: "Notes",
      language: "en",
      template: "blank",
      init_research: false,
    });
    assert.equal(plain.status, 200);
    assert.deepEqual(await listing(folder), ["notes.md", "svc-research", "svc.toml"]);
  });
});

Deno.test("project-create answers 500 and removes the project files when the archive cannot be made", async () => {
  await withServer(async ({ home, state }) => {
    const failing = () => Promise.reject(new Error("disk full"));
    const app = projectRoutes(state, { initArchive: failing });
    app.onError((e, c) => fail(c, statusOf(e), e.message)); // as createApp() does
    const res = await app.request("/project-create", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        title: "Tide",
        language: "en",
        template: "blank",
        init_research: true,
      }),
    });
    assert.equal(res.status, 500);
    const body = await res.json();
    assert.equal(body.ok, false);
    assert.match(body.message, /Cannot create the research archive in ".*tide": disk full/);
    assert.match(body.message, /the project was not created/);
    assert.deepEqual(await listing(home), []);
    assert.equal(state.selection, null);
  });
});

Deno.test("project-create validates every field before writing anything", async () => {
  await withServer(async ({ home, app }) => {
    const valid = { title: "Tide", language: "en", template: "blank", init_research: false };
    const bad: [string, unknown][] = [
      ["malformed JSON", "{"],
      ["array body", "[]"],
      ["unknown field", { ...valid, path: "/tmp" }],
      ["missing init_research", { title: "Tide", language: "en", template: "blank" }],
      ["init_research as a string", { ...valid, init_research: "false" }],
      ["blank title", { ...valid, title: "  " }],
      ["two-line title", { ...valid, title: "Tide\nTwo" }],
      ["title with a tab", { ...valid, title: "Tide\tTwo" }],
      ["title over 500 characters", { ...valid, title: "x".repeat(501) }],
      ["author with a line break", { ...valid, author_name: "Ada\r\nEvil" }],
      ["author with a line separator", { ...valid, author_name: "Ada\u2028Evil" }],
      ["author over 500 characters", { ...valid, author_name: "é".repeat(501) }],
      ["author as a number", { ...valid, author_name: 7 }],
      ["unknown language", { ...valid, language: "xx" }],
      ["unknown template", { ...valid, template: "sonnet" }],
    ];
    for (const [why, body] of bad) {
      const res = await post(app, "/project-create", body);
      assert.equal(res.status, 400, why);
      const json = await res.json();
      assert.equal(json.ok, false, why);
      assert.equal(typeof json.message, "string", why);
    }
    assert.deepEqual(await listing(home), []);
    const longest = { ...valid, title: "t".repeat(500), author_name: "é".repeat(500) };
    const res = await post(app, "/project-create", longest);
    assert.equal(res.status, 200, "500 characters are allowed");
    assert.equal((await res.json()).path, join(home, "t".repeat(64)), "the folder slug is capped");
  });
});

// --- POST /api/project-open ----------------------------------------------------------------

Deno.test("project-open selects a project folder and its manuscript", async () => {
  await withServer(async ({ home, app, state }) => {
    const dir = await sampleProject(home);
    const res = await post(app, "/project-open", { path: dir });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.ok, true);
    assert.equal(body.reload, true);
    assert.equal(body.message, 'Opened "The Ledger"');
    assert.equal(body.manuscript, join(dir, "ledger.md"));
    assert.equal(body.project.config, "svc.toml");
    assert.deepEqual(state.selection, { root: dir, manuscript: join(dir, "ledger.md") });
  });
});

Deno.test("project-open of a manuscript selects it; a folder without one selects no manuscript", async () => {
  await withServer(async ({ home, app, state }) => {
    await Deno.writeTextFile(join(home, "a.md"), "# A\n");
    await Deno.writeTextFile(join(home, "b.md"), "# B\n");
    const file = await (await post(app, "/project-open", { path: join(home, "b.md") })).json();
    assert.equal(file.manuscript, join(home, "b.md"));
    assert.deepEqual(state.selection, { root: home, manuscript: join(home, "b.md") });
    await Deno.mkdir(join(home, "empty"));
    const empty = await (await post(app, "/project-open", { path: join(home, "empty") })).json();
    assert.equal(empty.ok, true);
    assert.equal(empty.manuscript, null);
    assert.equal(empty.project.detected, false);
    assert.deepEqual(state.selection, { root: join(home, "empty"), manuscript: null });
  });
});

Deno.test("project-open selects a research-only folder with manuscript null", async () => {
  await withServer(async ({ home, app, state }) => {
    const folder = join(home, "letters");
    await init(folder, { title: "Letters", language: "en" });
    const res = await post(app, "/project-open", { path: folder });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(body.ok, true);
    assert.equal(body.manuscript, null);
    assert.equal(body.project.research, true);
    assert.equal(body.project.detected, true);
    assert.equal(body.message, 'Opened "letters"');
    assert.deepEqual(state.selection, { root: folder, manuscript: null });
    const status = await (await app.request("/api/research/status")).json();
    assert.equal(status.initialized, true);
    assert.equal(status.title, "Letters");
    const index = await (await app.request("/api")).json();
    assert.equal(index.state.research_selected, true);
    assert.equal(index.state.manuscript_selected, false);
    const listed = await (await paths(app, home)).json();
    assert.equal(listed.entries[0].project.research, true);
  });
});

Deno.test("project-open refuses a missing, relative, unknown or non-Markdown path and keeps the selection", async () => {
  await withServer(async ({ home, app, state }) => {
    const dir = await sampleProject(home);
    state.select({ root: dir, manuscript: join(dir, "ledger.md") });
    const before = state.selection;
    await Deno.writeTextFile(join(home, "notes.txt"), "x");
    for (
      const body of [
        "not json",
        {},
        { path: 3 },
        { path: dir, extra: 1 },
        { path: "" },
        { path: "novel" },
        { path: join(home, "missing") },
        { path: join(home, "notes.txt") },
      ]
    ) {
      const res = await post(app, "/project-open", body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal((await res.json()).ok, false);
    }
    assert.equal(state.selection, before);
  });
});

Deno.test("project-open refuses a cross-site POST", async () => {
  await withServer(async ({ home, app, state }) => {
    const res = await post(app, "/project-open", { path: home }, { Origin: "http://evil.example" });
    assert.equal(res.status, 400);
    assert.equal(state.selection, null);
  });
});

// --- POST /api/load ------------------------------------------------------------------------

Deno.test("load saves a new manuscript under the selected root's exports/manuscripts and selects it", async () => {
  await withServer(async ({ home, app, state }) => {
    const dir = await sampleProject(home);
    state.select({ root: dir, manuscript: join(dir, "ledger.md") });
    const content = "# Draft\n\n## Eins\n\nÄrger über „Zitate“.\n";
    const res = await post(app, "/load", { name: "draft two.md", content });
    assert.equal(res.status, 200);
    const target = join(dir, "exports", "manuscripts", "draft two.md");
    assert.deepEqual(await res.json(), {
      ok: true,
      message: 'Saved and opened "draft two.md"',
      reload: true,
      manuscript: target,
    });
    assert.equal(await Deno.readTextFile(target), content);
    assert.deepEqual(state.selection, { root: dir, manuscript: target });
    assert.deepEqual(await listing(join(dir, "exports", "manuscripts")), ["draft two.md"]);
  });
});

Deno.test("load without a selection saves under the home folder", async () => {
  await withServer(async ({ home, app, state }) => {
    const res = await post(app, "/load", { name: "Book.MARKDOWN", content: "# B\n" });
    assert.equal(res.status, 200);
    const target = join(home, "exports", "manuscripts", "Book.MARKDOWN");
    assert.equal(await Deno.readTextFile(target), "# B\n");
    assert.deepEqual(state.selection, { root: home, manuscript: target });
  });
});

Deno.test("load answers 409 for an existing name and changes neither the bytes nor the selection", async () => {
  await withServer(async ({ home, app, state }) => {
    const dir = await sampleProject(home);
    const saved = join(dir, "exports", "manuscripts");
    await Deno.mkdir(saved, { recursive: true });
    await Deno.writeTextFile(join(saved, "draft.md"), "# Original\n");
    state.select({ root: dir, manuscript: join(dir, "ledger.md") });
    const before = state.selection;
    const generation = state.generation;
    const res = await post(app, "/load", { name: "draft.md", content: "# Replacement\n" });
    assert.equal(res.status, 409);
    assert.equal((await res.json()).ok, false);
    assert.equal(await Deno.readTextFile(join(saved, "draft.md")), "# Original\n");
    assert.deepEqual(await listing(saved), ["draft.md"], "no temp file left behind");
    assert.equal(state.selection, before);
    assert.equal(state.generation, generation);
  });
});

Deno.test("load refuses unsafe names and invalid content with 400 and writes nothing", async () => {
  await withServer(async ({ home, app, state }) => {
    const bad: [string, string][] = [
      ["../escape.md", "# x"],
      ["a/b.md", "# x"],
      ["a\\b.md", "# x"],
      ["..md", "# x"],
      [".hidden.md", "# x"],
      ["tab\there.md", "# x"],
      ["notes.txt", "# x"],
      [".md", "# x"],
      ["  .md", "# x"],
      ["", "# x"],
      [`${"é".repeat(127)}.md`, "# x"], // 254 + 3 bytes
      ["nul.md", "a\u0000b"],
    ];
    for (const [name, content] of bad) {
      const res = await post(app, "/load", { name, content });
      assert.equal(res.status, 400, name);
      assert.equal((await res.json()).ok, false, name);
    }
    const lone = await post(app, "/load", '{"name":"x.md","content":"\\ud800"}');
    assert.equal(lone.status, 400, "a lone surrogate is not text");
    assert.equal((await post(app, "/load", { name: "x.md" })).status, 400);
    assert.equal((await post(app, "/load", { name: "x.md", content: 1 })).status, 400);
    assert.equal((await post(app, "/load", { name: "x.md", content: "", x: 1 })).status, 400);
    assert.deepEqual(await listing(home), []);
    assert.equal(state.selection, null);
    assert.equal(
      (await post(app, "/load", { name: `${"e".repeat(252)}.md`, content: "" })).status,
      200,
    );
  });
});

Deno.test("checkLoadName() accepts a plain Markdown file name", () => {
  for (const name of ["book.md", "Mein Buch – Teil 1.markdown", "v1.2.MD"]) checkLoadName(name);
  assert.throws(() => checkLoadName("a..b.md"), /must not contain/);
});

// --- POST /api/analyze, /api/rebuild -------------------------------------------------------

Deno.test("analyze and rebuild drop the cached views and never write the manuscript", async () => {
  await withServer(async ({ home, app, state }) => {
    const dir = await sampleProject(home);
    const manuscript = join(dir, "ledger.md");
    state.select({ root: dir, manuscript });
    const before = await Deno.readTextFile(manuscript);
    for (const route of ["/analyze", "/rebuild"]) {
      const first = await projectViews(state);
      const again = await projectViews(state);
      assert.equal(again.views, first.views, "views cached before the refresh");
      assert.equal(again.analysis, first.analysis, "Analysis cached before the refresh");
      for (const body of [{}, { content: "# Replaced\n" }]) {
        const res = await post(app, route, body);
        assert.equal(res.status, 200, route);
        assert.deepEqual(await res.json(), {
          ok: true,
          message: "The manuscript file will be read again",
          reload: true,
        });
      }
      const after = await projectViews(state);
      assert.notEqual(after.views, first.views, `${route} invalidated the views`);
      assert.notEqual(after.analysis, first.analysis, `${route} dropped the cached Analysis`);
    }
    assert.equal(await Deno.readTextFile(manuscript), before);
  });
});

Deno.test("analyze and rebuild answer 400 without a manuscript or with a bad body", async () => {
  await withServer(async ({ home, app, state }) => {
    for (const route of ["/analyze", "/rebuild"]) {
      assert.equal((await post(app, route, {})).status, 400, `${route} without a project`);
    }
    state.select({ root: home, manuscript: null });
    assert.equal((await post(app, "/rebuild", {})).status, 400, "folder without a manuscript");
    const dir = await sampleProject(home);
    state.select({ root: dir, manuscript: join(dir, "ledger.md") });
    for (const body of ["{", { content: 5 }, { other: true }]) {
      assert.equal((await post(app, "/analyze", body)).status, 400, JSON.stringify(body));
    }
  });
});

// --- Registration --------------------------------------------------------------------------

Deno.test("projectRoutes() registers exactly the project routes, and the index lists them", async () => {
  await withServer(async ({ app, state }) => {
    const routes = projectRoutes(state).routes.map((r) => `${r.method} ${r.path}`).sort();
    assert.deepEqual(routes, [
      "GET /project-paths",
      "POST /analyze",
      "POST /load",
      "POST /project-create",
      "POST /project-open",
      "POST /rebuild",
    ]);
    const index = await (await app.request("/api")).json();
    for (const path of ["/api/project-create", "/api/project-open", "/api/load", "/api/rebuild"]) {
      assert.ok(index.post.includes(path), path);
    }
    assert.ok(index.get.includes("/api/project-paths"));
  });
});
