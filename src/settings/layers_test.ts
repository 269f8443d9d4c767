import assert from "node:assert/strict";
import { LAYER_ORDER, layerSettings, type SettingsLayers } from "./layers.ts";

type One = { value: string };

/** Each row: the layers that set the value (each sets its own name), and the winner. */
const ORDER_ROWS: readonly [readonly string[], string][] = [
  [[], "defaults"],
  [["user"], "user"],
  [["project"], "project"],
  [["project", "user"], "project"],
  [["session"], "session"],
  [["session", "user"], "session"],
  [["session", "project"], "session"],
  [["session", "project", "user"], "session"],
  [["flags"], "flags"],
  [["flags", "user"], "flags"],
  [["flags", "project"], "flags"],
  [["flags", "session"], "flags"],
  [["flags", "session", "project", "user"], "flags"],
];

for (const [set, winner] of ORDER_ROWS) {
  Deno.test(`layerSettings(): ${set.join(" + ") || "nothing set"} -> ${winner}`, () => {
    const layers: Record<string, Partial<One> | One> = { defaults: { value: "defaults" } };
    for (const name of set) layers[name] = { value: name };
    assert.deepEqual(layerSettings(layers as unknown as SettingsLayers<One>), { value: winner });
  });
}

Deno.test("LAYER_ORDER is flags > session > project > user > defaults", () => {
  assert.deepEqual(LAYER_ORDER, ["flags", "session", "project", "user", "defaults"]);
});

Deno.test("layerSettings() goes key by key: each key from its own highest layer", () => {
  const merged = layerSettings({
    flags: { a: 1 },
    session: { b: 2 },
    project: { a: 30, c: 3 },
    user: { a: 40, b: 40, c: 40, d: 4 },
    defaults: { a: 0, b: 0, c: 0, d: 0, e: 0 },
  });
  assert.deepEqual(merged, { a: 1, b: 2, c: 3, d: 4, e: 0 });
});

Deno.test("layerSettings(): undefined is unset, null is a value", () => {
  const merged = layerSettings<{ url: string | null; dir: string | null }>({
    flags: { url: undefined, dir: undefined },
    session: { url: null },
    project: { url: "http://a/", dir: "/p" },
    defaults: { url: "http://default/", dir: null },
  });
  assert.deepEqual(merged, { url: null, dir: "/p" });
});

Deno.test("layerSettings() leaves every layer unchanged", () => {
  const project = { a: 1 };
  const defaults = { a: 0, b: 0 };
  layerSettings({ flags: { b: 2 }, project, defaults });
  assert.deepEqual(project, { a: 1 });
  assert.deepEqual(defaults, { a: 0, b: 0 });
});
