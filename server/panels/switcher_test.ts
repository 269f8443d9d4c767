import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { join } from "node:path";
import {
  chromiumAvailable,
  cspViolations,
  launchBrowser,
  openPage,
  screenshot,
  settle,
} from "../../testing/browser.ts";
import { LANGUAGE_CHOICES } from "../../src/language/types.ts";
import { labelsFor } from "../../src/report/labels/packs.ts";
import { createApp } from "../app.ts";
import { ServerState } from "../state.ts";
import { TEMPLATE_NAMES } from "../templates.ts";
import { switcherPart } from "./switcher.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url);

async function withHome(fn: (home: string, state: ServerState) => Promise<void>) {
  const home = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-switcher-" }));
  try {
    await fn(home, new ServerState({ home, cliThresholds: {}, debug: false }));
  } finally {
    await Deno.remove(home, { recursive: true });
  }
}

async function sampleProject(home: string, title = "The Ledger"): Promise<string> {
  const dir = join(home, "novel");
  await Deno.mkdir(dir);
  await Deno.writeTextFile(join(dir, "svc.toml"), `title = ${JSON.stringify(title)}\n`);
  await Deno.copyFile(SAMPLE, join(dir, "ledger.md"));
  return dir;
}

async function render(state: ServerState) {
  const { panel, controls, script } = await switcherPart({
    state,
    t: labelsFor("en"),
    projectToken: "token",
  });
  assert.ok(panel && controls && script);
  return { panel, body: panel.body.value, controls: controls.value, script };
}

Deno.test("switcherPart() renders the workspace tab with browser, create and load forms", async () => {
  await withHome(async (home, state) => {
    const part = await render(state);
    assert.equal(part.panel.id, "workspace");
    assert.equal(part.panel.label, "Project");
    for (
      const id of [
        "switcher",
        "switcher-up",
        "switcher-path",
        "switcher-open-here",
        "switcher-entries",
        "switcher-status",
        "switcher-create",
        "switcher-load",
      ]
    ) {
      assert.match(part.body, new RegExp(`id="${id}"`), id);
    }
    assert.match(part.body, new RegExp(`data-start="${home}"`), "browsing starts at home");
    assert.match(part.body, /No project is open\./);
    const options = (name: string) =>
      [...part.body.matchAll(new RegExp(`<select name="${name}">(.*?)</select>`, "gs"))]
        .flatMap((m) => [...m[1].matchAll(/value="([^"]+)"/g)].map((v) => v[1]));
    assert.deepEqual(options("language"), [...LANGUAGE_CHOICES]);
    assert.deepEqual(options("template"), [...TEMPLATE_NAMES]);
    assert.match(part.body, /<input type="file" name="file"/);
    assert.equal((part.body.match(/role="status"/g) ?? []).length, 3, "one status per action");
    assert.match(part.controls, /<button type="button" id="switcher-show">Switch project</);
  });
});

Deno.test("switcherPart() markup has no inline handlers, styles or data-action forms", async () => {
  await withHome(async (_home, state) => {
    const { body, controls } = await render(state);
    for (const markup of [body, controls]) {
      assert.doesNotMatch(markup, /\son[a-z]+=/i);
      assert.doesNotMatch(markup, /\sstyle=/i);
      assert.doesNotMatch(markup, /<script/i);
      // The generic dashboard handler posts string fields; these forms are the script's own.
      assert.doesNotMatch(markup, /data-action=/);
    }
  });
});

Deno.test("switcherPart() shows the selected project, escaping its configured title", async () => {
  await withHome(async (home, state) => {
    const dir = await sampleProject(home, "<img src=x> & Co");
    state.select({ root: dir, manuscript: join(dir, "ledger.md") });
    const { body } = await render(state);
    assert.match(body, /&lt;img src=x&gt; &amp; Co/);
    assert.doesNotMatch(body, /<img/);
    assert.match(body, /ledger\.md/);
    assert.match(body, new RegExp(`<code>${dir}</code>`));
    assert.match(body, new RegExp(`data-start="${dir}"`));
    assert.match(body, new RegExp(`created in ${home}\\.`), "create goes beside the project");
    assert.match(body, new RegExp(`saved in ${join(dir, "exports", "manuscripts")};`));
  });
});

Deno.test("switcherPart() names a folder without manuscript and falls back to the folder name", async () => {
  await withHome(async (home, state) => {
    state.select({ root: home, manuscript: null });
    const { body } = await render(state);
    assert.match(body, /No manuscript in this folder/);
    assert.ok(body.includes(`<td>${home.split("/").at(-1)}</td>`));
  });
});

Deno.test("switcherPart() script is one self-contained expression with its labels", async () => {
  await withHome(async (_home, state) => {
    const { script } = await render(state);
    assert.doesNotMatch(script, /<\/script/i);
    new Function(script); // compiles: throws a SyntaxError otherwise
    assert.match(script, /"truncated":"Only the first 200 entries are shown\."/);
    // Run against a page without the panel: the script must return quietly.
    const calls: string[] = [];
    const win = { document: { getElementById: (id: string) => (calls.push(id), null) } };
    new Function("window", script)(win);
    assert.deepEqual(calls, ["switcher"]);
  });
});

Deno.test("the welcome page of an empty workspace carries the switcher and its button", async () => {
  await withHome(async (_home, state) => {
    const res = await createApp(state).request("/");
    assert.equal(res.status, 200);
    const page = await res.text();
    assert.match(page, /id="panel-workspace"/);
    assert.match(page, /id="switcher-show"/);
    assert.match(page, /switcherClient|function switcherClient|getElementById\("switcher"\)/);
  });
});

Deno.test({
  name: "the switcher in Chromium: browse, open, create and load under the strict CSP",
  ignore: !chromiumAvailable(),
  async fn() {
    await withHome(async (home, state) => {
      const dir = await sampleProject(home);
      await Deno.mkdir(join(home, "plain"));
      const app = createApp(state);
      const server = Deno.serve(
        { hostname: "127.0.0.1", port: 0, onListen: () => {} },
        app.fetch,
      );
      state.port = server.addr.port;
      try {
        await using browser = await launchBrowser();
        await using opened = await openPage(browser, `http://127.0.0.1:${state.port}/`, {
          viewport: { width: 1200, height: 900 },
        });
        const { page } = opened;
        const entries = page.locator("#switcher-entries li");

        // Welcome page: the home listing, a folder, the parent button.
        await page.locator("#switcher-entries li[data-kind=directory]").first().waitFor();
        assert.deepEqual(await entries.allInnerTexts(), [
          "novel/ Project: The Ledger Open",
          "plain/",
        ]);
        await page.click("text=plain/");
        await page.locator("#switcher-entries li.empty").waitFor();
        assert.equal(await page.locator("#switcher-path").innerText(), join(home, "plain"));
        await page.click("#switcher-up");
        await page.locator("text=novel/").waitFor();

        // Open the project: the page reloads into its dashboard.
        await Promise.all([
          page.waitForURL(`http://127.0.0.1:${state.port}/`),
          page.waitForEvent("load"),
          page.click("#switcher-entries li[data-kind=directory] >> text=Open"),
        ]);
        assert.equal(await page.locator("h1").innerText(), "The Ledger");
        assert.deepEqual(state.selection, { root: dir, manuscript: join(dir, "ledger.md") });

        // The header button shows the workspace tab.
        await page.click("#switcher-show");
        assert.equal(await page.locator("#tab-workspace").getAttribute("aria-selected"), "true");
        assert.equal(await page.locator("#panel-workspace").isVisible(), true);

        // New project beside the open one.
        await page.fill("#switcher-create input[name=title]", "Spring Tide");
        await page.selectOption("#switcher-create select[name=language]", "de");
        await page.fill("#switcher-create input[name=author_name]", "Ada");
        await Promise.all([
          page.waitForEvent("load"),
          page.click("#switcher-create button[type=submit]"),
        ]);
        assert.equal(await page.locator("h1").innerText(), "Spring Tide");
        const created = join(home, "spring-tide");
        assert.deepEqual(state.selection, {
          root: created,
          manuscript: join(created, "spring-tide.md"),
        });

        // Load a manuscript file from the user's disk.
        await page.click("#switcher-show");
        const file = {
          name: "loaded.md",
          mimeType: "text/markdown",
          buffer: Buffer.from("# Loaded\n\n## One\n\nIt rained.\n"), // playwright wants a Buffer
        };
        await page.setInputFiles("#switcher-load input[type=file]", file);
        await Promise.all([
          page.waitForEvent("load"),
          page.click("#switcher-load button[type=submit]"),
        ]);
        const loaded = join(created, "exports", "manuscripts", "loaded.md");
        assert.deepEqual(state.selection, { root: created, manuscript: loaded });
        assert.equal(await Deno.readTextFile(loaded), "# Loaded\n\n## One\n\nIt rained.\n");
        await settle(page);
        assert.deepEqual(opened.problems, []);
        assert.deepEqual(await cspViolations(page), []);

        // The same name again: 409 in the form's status, no reload, nothing replaced.
        await page.click("#switcher-show");
        await page.setInputFiles("#switcher-load input[type=file]", file);
        await page.click("#switcher-load button[type=submit]");
        const status = page.locator("#switcher-load [role=status]", { hasText: "exists" });
        await status.waitFor();
        assert.match(await status.innerText(), /exists; nothing was changed/);
        assert.deepEqual(state.selection, { root: created, manuscript: loaded });
        console.error(`[screenshot] ${await screenshot(page, "switcher-load-conflict")}`);
      } finally {
        await server.shutdown();
      }
    });
  },
});
