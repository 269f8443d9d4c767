/**
 * The settings panel's publication fields: rendered from the config's `[publication]` table,
 * with the faults of an invalid table listed, and — in headless Chromium under the strict CSP —
 * posted as `publication: {…}` with only the changed fields and the project token, showing the
 * server's validation message when a value is refused.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { parse } from "npm:smol-toml@1.9.1";
import {
  chromiumAvailable,
  cspViolations,
  launchBrowser,
  openPage,
  settle,
} from "../../testing/browser.ts";
import { PUBLICATION_TEXT_FIELDS } from "../../src/settings/publication.ts";
import { createApp } from "../app.ts";
import { projectToken } from "../project.ts";
import { resolveSelection } from "../select.ts";
import { ServerState } from "../state.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url);

interface Fixture {
  readonly home: string;
  readonly dir: string;
  readonly state: ServerState;
}

async function project(config: string | null): Promise<Fixture> {
  const home = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-settings-panel-" }));
  const dir = join(home, "novel");
  await Deno.mkdir(dir);
  await Deno.copyFile(SAMPLE, join(dir, "book.md"));
  if (config !== null) await Deno.writeTextFile(join(dir, "svc.toml"), config);
  const state = new ServerState({ home, cliThresholds: {}, debug: false });
  state.select(await resolveSelection(dir));
  return { home, dir, state };
}

async function settingsForm(state: ServerState): Promise<string> {
  const res = await createApp(state).request("/");
  assert.equal(res.status, 200);
  const page = await res.text();
  const start = page.indexOf('<form id="settings-form"');
  assert.ok(start >= 0);
  return page.slice(start, page.indexOf("</form>", start));
}

const CONFIG = [
  'title = "Night Train"',
  "",
  "[publication]",
  "enabled = true",
  'publisher_name = "Nachtzug & Söhne"',
  'publisher_address = "\\nHauptstr. 1\\n10115 Berlin"',
  'year = "2024"',
  'isbn_print = "978-3-16-148410-0"',
  "",
].join("\n");

Deno.test("the settings form has the enabled box and all eleven publication fields", async () => {
  const f = await project(CONFIG);
  try {
    const form = await settingsForm(f.state);
    assert.match(
      form,
      /<input type="checkbox" name="publication\.enabled" data-active="true"\s+checked>/,
    );
    for (const field of PUBLICATION_TEXT_FIELDS) {
      const multi = /address|rights_notice|credits|extra_info/.test(field);
      const tag = multi ? "textarea" : "input";
      assert.match(form, new RegExp(`<${tag} name="publication\\.${field}"`), field);
    }
    assert.equal(form.match(/<textarea /g)?.length, 5);
    // Values from the file, escaped; maxlength mirrors the server bounds.
    assert.match(
      form,
      /name="publication\.publisher_name" value="Nachtzug &amp; Söhne"\s+data-active="Nachtzug &amp; Söhne" maxlength="500"/,
    );
    assert.match(form, /name="publication\.year" value="2024"/);
    assert.match(form, /name="publication\.printer_name" value=""\s+data-active=""/);
    assert.match(
      form,
      /name="publication\.credits" data-active="" rows="3" cols="36"\s+maxlength="5000">/,
    );
    // The parser drops one newline after <textarea>: the rendered text starts with an extra
    // one, so a value that begins with a line break survives unchanged.
    assert.ok(
      form.includes(
        'maxlength="2000">\n\nHauptstr. 1\n10115 Berlin</textarea>',
      ),
    );
    assert.doesNotMatch(form, /id="publication-problems"/);
    assert.match(form, /a four-digit year from 1450 to 2999/);
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("an invalid [publication] table is listed and its text values stay editable", async () => {
  const f = await project(
    '[publication]\nenabled = "yes"\nyear = 2024\nisbn_print = "978-3-16-148410-1"\n',
  );
  try {
    const form = await settingsForm(f.state);
    const list = form.slice(form.indexOf('id="publication-problems"'));
    assert.match(list, /Ignored until corrected: &quot;publication\.enabled&quot; must be/);
    assert.match(list, /&quot;publication\.year&quot; must be text \(got 2024\)/);
    assert.match(list, /&quot;publication\.isbn_print&quot; is not a valid ISBN/);
    // The wrong ISBN can be corrected in place; the non-text year shows empty.
    assert.match(form, /name="publication\.isbn_print" value="978-3-16-148410-1"/);
    assert.match(form, /name="publication\.year" value=""/);
    assert.match(form, /name="publication\.enabled" data-active="false"\s*>/);
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("the welcome page has no publication fields", async () => {
  const home = await Deno.makeTempDir({ prefix: "svc-settings-panel-" });
  try {
    const state = new ServerState({ home, cliThresholds: {}, debug: false });
    assert.doesNotMatch(await settingsForm(state), /publication\./);
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});

Deno.test({
  name: "publication fields in Chromium: changed fields posted nested, refusals shown",
  ignore: !chromiumAvailable(),
  async fn() {
    const f = await project(CONFIG);
    const server = Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen: () => {} },
      createApp(f.state).fetch,
    );
    f.state.port = server.addr.port;
    const config = join(f.dir, "svc.toml");
    try {
      await using browser = await launchBrowser();
      await using opened = await openPage(browser, `http://127.0.0.1:${f.state.port}/#settings`);
      const { page } = opened;
      const form = "#settings-form";

      // A bad check digit: the server's message appears in the form and nothing is written.
      await page.fill(`${form} input[name="publication.isbn_digital"]`, "0-306-40615-3");
      await page.click(`${form} button[type=submit]`);
      const refused = page.locator(`${form} [role=status]`, { hasText: "isbn_digital" });
      await refused.waitFor();
      assert.match(await refused.innerText(), /not a valid ISBN: the check digit is 3/);
      assert.equal(await Deno.readTextFile(config), CONFIG);

      // Same ISBN as print (in ISBN-10 spelling): refused after the merge.
      await page.fill(`${form} input[name="publication.isbn_digital"]`, "3-16-148410-X");
      await page.click(`${form} button[type=submit]`);
      const same = page.locator(`${form} [role=status]`, { hasText: "same ISBN" });
      await same.waitFor();
      assert.equal(await Deno.readTextFile(config), CONFIG);

      // Valid edits: a new digital ISBN, a two-line printer address, the box unticked, the
      // year cleared. Untouched fields (publisher, its address) are not posted and stay.
      await page.fill(`${form} input[name="publication.isbn_digital"]`, "0-306-40615-2");
      await page.fill(
        `${form} textarea[name="publication.printer_address"]`,
        "Ring 2\n04109 Leipzig",
      );
      await page.fill(`${form} input[name="publication.year"]`, "");
      await page.uncheck(`${form} input[name="publication.enabled"]`);
      await Promise.all([page.waitForEvent("load"), page.click(`${form} button[type=submit]`)]);
      const saved = JSON.parse(JSON.stringify(parse(await Deno.readTextFile(config))));
      assert.deepEqual(saved, {
        title: "Night Train",
        publication: {
          enabled: false,
          publisher_name: "Nachtzug & Söhne",
          publisher_address: "\nHauptstr. 1\n10115 Berlin",
          isbn_print: "978-3-16-148410-0",
          isbn_digital: "0-306-40615-2",
          printer_address: "Ring 2\n04109 Leipzig",
        },
      });
      // The reloaded page carries the new values and the token of the new config.
      assert.equal(
        await page.inputValue(`${form} textarea[name="publication.printer_address"]`),
        "Ring 2\n04109 Leipzig",
      );
      assert.equal(
        await page.inputValue(`${form} textarea[name="publication.publisher_address"]`),
        "\nHauptstr. 1\n10115 Berlin",
      );
      assert.equal(await page.isChecked(`${form} input[name="publication.enabled"]`), false);
      assert.equal(
        await page.getAttribute(form, "data-project-token"),
        await projectToken(f.state),
      );

      await settle(page);
      // The two refused posts are the only problems (Chromium logs every 4xx answer).
      assert.deepEqual(opened.problems.map((p) => p.text.match(/status of (\d+)/)?.[1]), [
        "400",
        "400",
      ]);
      assert.deepEqual(await cspViolations(page), []);
    } finally {
      await server.shutdown();
      await Deno.remove(f.home, { recursive: true });
    }
  },
});
