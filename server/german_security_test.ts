/**
 * The security middleware's refusals follow the page's interface language (`worded.ts`): a
 * foreign Host (421), a cross-origin POST (400) and a body over the limit (413) answer a German
 * page in German, with no English wording of the catalogues
 * (`research/testing/english_check.ts`), and an English page word for word as before.
 *
 * @module
 */

import assert from "node:assert/strict";
import { englishIn } from "../research/testing/english_check.ts";
import { createApp } from "./app.ts";
import { MAX_JSON_BODY } from "./security.ts";
import { ServerState } from "./state.ts";

async function app(launch: { uiLanguage?: "de" } = {}) {
  const home = await Deno.makeTempDir({ prefix: "svc-german-security-" });
  const state = new ServerState({ home, cliThresholds: {}, debug: false, ...launch });
  return { home, app: createApp(state) };
}

const REQUESTS: [string, string, RequestInit, number][] = [
  ["foreign host", "http://evil.example/api", { headers: { host: "evil.example" } }, 421],
  [
    "cross-origin POST",
    "/api/settings",
    {
      method: "POST",
      headers: { origin: "http://evil.example", "content-type": "application/json" },
      body: "{}",
    },
    400,
  ],
  [
    "body over 5 MiB",
    "/api/settings",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"x":"${"a".repeat(MAX_JSON_BODY)}"}`,
    },
    413,
  ],
];

const GERMAN = [
  "Dieser Server antwortet nur auf localhost, 127.0.0.1 und [::1]",
  "Anfragen von anderen Ursprüngen werden abgelehnt",
  "Der Inhalt der Anfrage ist größer als 5 MiB",
];

const ENGLISH = [
  "This server answers only to localhost, 127.0.0.1 and [::1]",
  "Cross-origin requests are refused",
  "The request body is larger than 5 MiB",
];

Deno.test("the security refusals answer a German page in German, an English one in English", async () => {
  const de = await app({ uiLanguage: "de" });
  const en = await app();
  try {
    for (const [i, [label, path, init, status]] of REQUESTS.entries()) {
      const d = await de.app.request(path, init);
      const e = await en.app.request(path, init);
      assert.equal(d.status, status, label);
      assert.equal(e.status, status, label);
      const german = await d.json();
      assert.deepEqual(german, { ok: false, message: GERMAN[i] }, label);
      assert.deepEqual(englishIn(german.message), [], label);
      assert.deepEqual(await e.json(), { ok: false, message: ENGLISH[i] }, label);
    }
  } finally {
    await Deno.remove(de.home, { recursive: true });
    await Deno.remove(en.home, { recursive: true });
  }
});
