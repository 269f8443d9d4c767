/**
 * The settings route's refusals that come from src/settings (thresholds, one-line fields, the
 * names list, publication fields, the merged publication table and z_strong >= z_mild) answer
 * a German page in German, with no English wording of the catalogues
 * (`research/testing/english_check.ts`), and an English page word for word as before.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { englishIn } from "../../research/testing/english_check.ts";
import { createApp } from "../app.ts";
import { projectToken } from "../project.ts";
import { resolveSelection } from "../select.ts";
import { ServerState } from "../state.ts";

const NOVEL = new URL("../../../shared/corpus/de/die-verwandlung.md", import.meta.url);

async function server(launch: { uiLanguage?: "de" } = {}) {
  const home = await Deno.makeTempDir({ prefix: "svc-german-settings-" });
  const dir = join(home, "roman");
  await Deno.mkdir(dir);
  await Deno.copyFile(NOVEL, join(dir, "verwandlung.md"));
  await Deno.writeTextFile(
    join(dir, "svc.toml"),
    'title = "Die Verwandlung"\n\n[publication]\nisbn_print = "0-306-40615-2"\n',
  );
  const state = new ServerState({ home, cliThresholds: {}, debug: false, ...launch });
  state.select(await resolveSelection(dir));
  return { home, state, app: createApp(state) };
}

async function post(app: ReturnType<typeof createApp>, body: unknown) {
  const res = await app.request("/api/settings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, message: (await res.json()).message as string };
}

/** Bodies the settings page can post, each with its German and its English answer. */
const CASES: [unknown, string, string][] = [
  [
    { fdr_q: 1 },
    "fdr_q muss echt zwischen 0 und 1 liegen (erhalten: 1)",
    "fdr_q must be strictly between 0 and 1 (got 1)",
  ],
  [
    { fdr_method: "xy" },
    'fdr_method muss „bh“ oder „by“ sein (erhalten: "xy")',
    'fdr_method must be "bh" or "by" (got "xy")',
  ],
  [
    { z_mild: 4 },
    "z_strong (3.5) muss mindestens so groß wie z_mild (4) sein",
    "z_strong (3.5) must be at least z_mild (4)",
  ],
  [
    { title: "Die\nVerwandlung" },
    "„title“ muss eine einzige Zeile ohne Steuerzeichen sein",
    '"title" must be a single line without control characters',
  ],
  [
    { author_name: "   " },
    "„author_name“ darf nicht leer sein (zum Leeren „“ senden)",
    '"author_name" must not be blank (send "" to clear it)',
  ],
  [
    { names: "Gregor, =Grete" },
    "Ungültiger Namenseintrag „=Grete“: Name oder Muster=Anzeige verwenden",
    'Invalid name entry "=Grete": use Name or Pattern=Display',
  ],
  [
    { names: "x*=Grete" },
    "Ungültiges Namensmuster „x*“: es passt auf die leere Zeichenkette",
    'Invalid name pattern "x*": it matches the empty string',
  ],
  [
    { publication: { year: "1066", isbn_print: "978-3-16-148410-1" } },
    "„publication.year“ muss ein Jahr von 1450 bis 2999 sein (vier Ziffern); " +
    "„publication.isbn_print“ ist keine gültige ISBN: die Prüfziffer ist 1, sollte aber 0 sein",
    '"publication.year" must be a year from 1450 to 2999 (four digits); ' +
    '"publication.isbn_print" is not a valid ISBN: the check digit is 1 but should be 0',
  ],
];

Deno.test("settings refusals from src/settings answer a German page in German", async () => {
  const de = await server({ uiLanguage: "de" });
  const en = await server();
  try {
    for (const [body, german, english] of CASES) {
      const label = JSON.stringify(body);
      assert.deepEqual(await post(de.app, body), { status: 400, message: german }, label);
      assert.deepEqual(englishIn(german), [], label);
      assert.deepEqual(await post(en.app, body), { status: 400, message: english }, label);
    }
    // The merged table is checked when the write is prepared: the same ISBN twice.
    const same = { isbn_digital: "978-0-306-40615-7" };
    const d = await post(de.app, {
      publication: same,
      project_token: await projectToken(de.state),
    });
    const e = await post(en.app, {
      publication: same,
      project_token: await projectToken(en.state),
    });
    assert.equal(d.status, 400, d.message);
    assert.equal(
      d.message,
      "Die Veröffentlichungsangaben wären nach dieser Änderung ungültig: " +
        "„publication.isbn_print“ und „publication.isbn_digital“ sind dieselbe ISBN " +
        "(9780306406157); Druck- und Digitalausgabe brauchen verschiedene ISBNs " +
        `(in „${join(de.home, "roman", "svc.toml")}“); nichts wurde gespeichert`,
    );
    assert.deepEqual(englishIn(d.message), []);
    assert.equal(
      e.message,
      'Publication settings after this change are invalid: "publication.isbn_print" and ' +
        '"publication.isbn_digital" are the same ISBN (9780306406157); the print and digital ' +
        `editions need different ISBNs (in "${
          join(en.home, "roman", "svc.toml")
        }"); nothing was saved`,
    );
  } finally {
    await Deno.remove(de.home, { recursive: true });
    await Deno.remove(en.home, { recursive: true });
  }
});
