/**
 * The typed form client: the body it builds from form elements (with stand-in elements), and
 * the settings and marker forms end to end in headless Chromium under the strict CSP.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  chromiumAvailable,
  cspViolations,
  launchBrowser,
  openPage,
  screenshot,
  settle,
} from "../../testing/browser.ts";
import { resolveSelection } from "../select.ts";
import { ServerState } from "../state.ts";
import { typedFormBody, typedFormScript } from "./typed_form_client.ts";
import { serveOnLoopback } from "../../testing/serve_app.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url);

/** A stand-in for a form control: the properties typedFormBody reads. */
function control(
  name: string,
  value: string,
  options: { type?: string; active?: string; disabled?: boolean } = {},
) {
  return {
    name,
    value,
    type: options.type ?? "text",
    disabled: options.disabled ?? false,
    getAttribute: (attr: string) => attr === "data-active" ? options.active ?? null : null,
  };
}

Deno.test("typedFormBody() sends changed fields, numbers as numbers, and skips the rest", () => {
  const body = typedFormBody([
    control("project_token", "tok", { type: "hidden" }),
    control("language", "en", { type: "select-one", active: "en" }),
    control("z_mild", "2.2", { type: "number", active: "2.5" }),
    control("z_strong", "3.5", { type: "number", active: "3.5" }),
    control("fdr_q", "", { type: "number", active: "0.05" }),
    control("min_chapters", "4", { type: "number", active: "3", disabled: true }),
    control("fdr_method", "by", { type: "select-one", active: "bh" }),
    control("title", "", { active: "Old title" }),
    control("author_name", "A. Writer", { active: "A. Writer" }),
    control("", "", { type: "submit" }),
  ]);
  assert.deepEqual(body, { project_token: "tok", z_mild: 2.2, fdr_method: "by", title: "" });
});

Deno.test("typedFormBody() sends fields without data-active always, and no empty hidden token", () => {
  const body = typedFormBody([
    control("project_token", "", { type: "hidden" }),
    control("kind", "todo"),
    control("line", "12", { type: "number" }),
    control("note", ""),
  ]);
  assert.deepEqual(body, { kind: "todo", line: 12, note: "" });
});

Deno.test("typedFormBody() nests group.field names and sends checkboxes as booleans", () => {
  const checkbox = (name: string, checked: boolean, active: string) => ({
    ...control(name, "on", { type: "checkbox", active }),
    checked,
  });
  const body = typedFormBody([
    control("project_token", "tok", { type: "hidden" }),
    checkbox("publication.enabled", true, "false"),
    control("publication.edition", "2", { active: "1" }),
    control("publication.year", "2024", { active: "2024" }),
    control("publication.isbn_print", "", { active: "978-3-16-148410-0" }),
    control("publication.credits", "Cover: K.\nEditing: L.", { type: "textarea", active: "" }),
  ]);
  assert.deepEqual(body, {
    project_token: "tok",
    publication: {
      enabled: true,
      edition: "2",
      isbn_print: "",
      credits: "Cover: K.\nEditing: L.",
    },
  });
  // Nothing changed in the group: no publication key at all; an unticked box is false.
  assert.deepEqual(
    typedFormBody([
      checkbox("publication.enabled", true, "true"),
      control("publication.year", "2024", { active: "2024" }),
    ]),
    {},
  );
  assert.deepEqual(typedFormBody([checkbox("publication.enabled", false, "true")]), {
    publication: { enabled: false },
  });
});

Deno.test("typedFormScript() is one call expression naming its form", () => {
  const script = typedFormScript("settings-form");
  assert.match(script, /^\(function typedFormClient\(win, formId, bodyOf\) \{/);
  assert.match(script, /\}\)\(window, "settings-form", function typedFormBody\(elements\) \{/);
  assert.match(script, /\}\);$/);
  assert.doesNotMatch(script, /innerHTML|insertAdjacentHTML|eval\(/);
});

Deno.test({
  name: "settings and marker forms in Chromium: typed posts, reloads, byte-exact resolve",
  ignore: !chromiumAvailable(),
  async fn() {
    const home = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-typed-form-" }));
    const dir = join(home, "novel");
    await Deno.mkdir(dir);
    const book = join(dir, "book.md");
    await Deno.copyFile(SAMPLE, book);
    await Deno.writeTextFile(join(dir, "svc.toml"), "fdr_q = 0.1\n");
    const original = await Deno.readFile(book);
    const state = new ServerState({ home, cliThresholds: {}, debug: false });
    state.select(await resolveSelection(dir));
    const server = serveOnLoopback(state);
    try {
      await using browser = await launchBrowser();
      await using opened = await openPage(browser, `http://127.0.0.1:${state.port}/#settings`, {
        viewport: { width: 1200, height: 900 },
      });
      const { page } = opened;

      // A threshold change: only that field is posted, as a JSON number, into the session.
      await page.fill("#settings-form input[name=z_mild]", "2.2");
      await Promise.all([
        page.waitForEvent("load"),
        page.click("#settings-form button[type=submit]"),
      ]);
      assert.deepEqual(state.session, { thresholds: { z_mild: 2.2 } });
      assert.equal(await page.inputValue("#settings-form input[name=z_mild]"), "2.2");
      assert.equal(await page.inputValue("#settings-form input[name=fdr_q]"), "0.1");

      // Title and author go to svc.toml with the config's own fdr_q kept.
      await page.fill("#settings-form input[name=title]", "Night Train");
      await page.fill("#settings-form input[name=author_name]", "A. Writer");
      await Promise.all([
        page.waitForEvent("load"),
        page.click("#settings-form button[type=submit]"),
      ]);
      assert.equal(await page.locator("h1").innerText(), "Night Train");
      assert.equal(
        await Deno.readTextFile(join(dir, "svc.toml")),
        'fdr_q = 0.1\ntitle = "Night Train"\nauthor_name = "A. Writer"\n',
      );

      // An invalid value: the form shows the message and the page stays.
      await page.fill("#settings-form input[name=z_strong]", "1");
      await page.click("#settings-form button[type=submit]");
      const status = page.locator("#settings-form [role=status]", { hasText: "z_strong" });
      await status.waitFor();
      assert.match(await status.innerText(), /must be at least z_mild/);
      assert.deepEqual(state.session, { thresholds: { z_mild: 2.2 } });

      // Markers: add one before line 3, then resolve it; the file is byte-identical again.
      await page.click("#tab-markers");
      await page.fill("#marker-add-form input[name=line]", "3");
      await page.fill("#marker-add-form input[name=note]", "check the date");
      await Promise.all([
        page.waitForEvent("load"),
        page.click("#marker-add-form button[type=submit]"),
      ]);
      const lines = (await Deno.readTextFile(book)).split("\n");
      assert.match(lines[2], /^<!-- svc:todo m-[0-9a-f]{8} check the date -->$/);
      const id = lines[2].split(" ")[2];
      const row = page.locator(`#marker-list tr[data-marker-id="${id}"]`);
      assert.equal(await row.locator("td").nth(1).innerText(), "3");
      await Promise.all([page.waitForEvent("load"), row.locator("button").click()]);
      assert.deepEqual(await Deno.readFile(book), original);
      assert.equal(await page.locator(`#marker-list tr[data-marker-id="${id}"]`).count(), 0);

      await settle(page);
      // The one problem is the refused post above (Chromium logs every 4xx answer).
      assert.deepEqual(opened.problems.map((p) => p.url), [
        `http://127.0.0.1:${state.port}/api/settings`,
      ]);
      assert.match(opened.problems[0].text, /status of 400/);
      assert.deepEqual(await cspViolations(page), []);
      console.error(`[screenshot] ${await screenshot(page, "settings-markers")}`);
    } finally {
      await server.shutdown();
      await Deno.remove(home, { recursive: true });
    }
  },
});
