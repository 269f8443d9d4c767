/**
 * The server answers a German page in German: the `message` of `{ok: false, message}` (400,
 * 404, 409, 501) and of `{ok: true, message}` follows the page's interface language, which is
 * the layered `ui_language` the page is rendered in (here `SVC_LANG=de` at launch, then the
 * session's choice from the settings panel). The envelope and its statuses stay as they are.
 * A German answer must hold no English wording of the catalogues
 * (`research/testing/english_check.ts`); the same requests from an English page answer in
 * English, word for word as before.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { englishIn } from "../research/testing/english_check.ts";
import { createApp } from "./app.ts";
import { resolveSelection } from "./select.ts";
import { ServerState } from "./state.ts";

const NOVEL = new URL("../../shared/corpus/de/die-verwandlung.md", import.meta.url);

async function server(launch: { uiLanguage?: "de" } = {}) {
  const home = await Deno.makeTempDir({ prefix: "svc-german-server-" });
  const dir = join(home, "roman");
  await Deno.mkdir(dir);
  await Deno.copyFile(NOVEL, join(dir, "verwandlung.md"));
  const state = new ServerState({ home, cliThresholds: {}, debug: false, ...launch });
  state.select(await resolveSelection(dir));
  return { home, app: createApp(state) };
}

type App = ReturnType<typeof createApp>;

async function call(
  app: App,
  path: string,
  body?: unknown,
): Promise<{ status: number; ok: boolean; message: string }> {
  const res = await app.request(
    path,
    body === undefined ? {} : {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
  );
  const json = await res.json();
  return { status: res.status, ok: json.ok, message: json.message };
}

/** Requests a page can send, each with the status it gets and its German answer. */
const CASES: [string, unknown, number, RegExp][] = [
  ["/api/nowhere", undefined, 404, /^Nicht gefunden$/],
  ["/api/settings", "{", 400, /^Der Inhalt der Anfrage ist kein gültiges JSON$/],
  ["/api/settings", { colour: "blau" }, 400, /^Unbekanntes Feld "colour"$/],
  [
    "/api/settings",
    { language: 7 },
    400,
    /^Ungültiger Wert für „language“: Ungültige (Option|Eingabe): /,
  ],
  ["/api/project-open", { path: "roman" }, 400, /^Der Pfad „roman“ ist nicht absolut$/],
  [
    "/api/marker-resolve",
    { id: "m-0000000z" },
    400,
    /^Die Markierungs-ID muss „m-“ und 8 Hex-Ziffern in Kleinbuchstaben sein, nicht „m-0000000z“$/,
  ],
  [
    "/api/marker-resolve",
    { id: "m-00000000" },
    409,
    /^Keine Markierung m-00000000 im Manuskript; sie ist vielleicht schon erledigt$/,
  ],
  [
    "/api/marker-add",
    { kind: "todo", line: 100000 },
    400,
    /^Die Zeile der Markierung muss eine ganze Zahl von 1 bis \d+ sein, nicht 100000$/,
  ],
  [
    "/api/research-search",
    { query: "Gregor" },
    400,
    /^„[^“]+roman“ enthält kein Recherche-Archiv; eines mit POST \/api\/research-init anlegen$/,
  ],
  [
    "/api/export",
    {},
    501,
    /^„export“ gibt es auf dem lokalen Server nicht; nichts wurde angelegt$/,
  ],
];

Deno.test("a German page gets German error messages, an English page the English ones", async () => {
  const de = await server({ uiLanguage: "de" });
  const en = await server();
  try {
    for (const [path, body, status, german] of CASES) {
      const label = `${path} ${JSON.stringify(body)}`;
      const d = await call(de.app, path, body);
      const e = await call(en.app, path, body);
      assert.equal(d.status, status, `${label}: ${d.message}`);
      assert.equal(e.status, status, `${label}: ${e.message}`);
      assert.equal(d.ok, false, label);
      assert.match(d.message, german, label);
      assert.deepEqual(englishIn(d.message), [], label);
      assert.notEqual(d.message, e.message, label);
    }
    // The English page keeps the English sentences.
    assert.equal((await call(en.app, "/api/nowhere")).message, "Not found");
    assert.equal(
      (await call(en.app, "/api/project-open", { path: "roman" })).message,
      'The path "roman" is not absolute',
    );
    assert.equal(
      (await call(en.app, "/api/marker-resolve", { id: "m-00000000" })).message,
      "No marker m-00000000 in the manuscript; it may have been resolved already",
    );
    assert.deepEqual(await call(en.app, "/api/settings", { colour: "blau" }), {
      status: 400,
      ok: false,
      message: 'Unknown field "colour"',
    });
  } finally {
    await Deno.remove(de.home, { recursive: true });
    await Deno.remove(en.home, { recursive: true });
  }
});

Deno.test("notices follow the page too, and switch with the settings panel's interface language", async () => {
  const { home, app } = await server();
  try {
    const applied = await call(app, "/api/settings", {});
    assert.deepEqual([applied.status, applied.message], [200, "Settings applied"]);
    const switched = await call(app, "/api/settings", { ui_language: "de" });
    assert.deepEqual([switched.status, switched.message], [200, "Einstellungen übernommen"]);
    const added = await call(app, "/api/marker-add", { kind: "todo", line: 3, note: "prüfen" });
    assert.equal(added.status, 200, added.message);
    assert.match(added.message, /^Markierung m-[0-9a-f]{8} in Zeile 3 hinzugefügt$/);
    const error = await call(app, "/api/project-open", { path: "roman" });
    assert.equal(error.message, "Der Pfad „roman“ ist nicht absolut");
    assert.deepEqual(englishIn(added.message + "\n" + error.message), []);
    const back = await call(app, "/api/settings", { ui_language: "en" });
    assert.equal(back.message, "Settings applied");
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});
