import assert from "node:assert/strict";
import { serviceMessages } from "./messages.ts";

Deno.test("serviceMessages() has German for SVC_LANG=de… and English otherwise", () => {
  assert.equal(serviceMessages("de_DE.UTF-8").notRunning, "Der verwaltete Server läuft nicht.");
  assert.equal(serviceMessages(undefined).notRunning, "The managed server is not running.");
  assert.equal(serviceMessages("fr").busy(8765), serviceMessages("en").busy(8765));
});

Deno.test("serviceMessages() catalogues have the same keys and fill in their arguments", () => {
  const en = serviceMessages("en"), de = serviceMessages("de");
  assert.deepEqual(Object.keys(de).sort(), Object.keys(en).sort());
  for (const [key, value] of Object.entries(en)) {
    const german = (de as unknown as Record<string, unknown>)[key];
    if (typeof value === "string") {
      assert.equal(typeof german, "string", key);
      continue;
    }
    type Fill = (...args: unknown[]) => string;
    const args = [4242, 17, "/log/path"];
    const out = [(value as Fill)(...args), (german as Fill)(...args)];
    for (const text of out) assert.match(text, /4242/, key);
    assert.notEqual(out[0], out[1], key);
  }
});
