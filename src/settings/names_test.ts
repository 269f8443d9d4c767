import assert from "node:assert/strict";
import { resolveNames, splitNames } from "./names.ts";
import { readProjectConfig } from "./project_config.ts";

Deno.test("splitNames() splits the --names form and drops empty entries", () => {
  assert.deepEqual(splitNames("Hyde, Harry|Henry=Jekyll ,, Poole "), [
    "Hyde",
    "Harry|Henry=Jekyll",
    "Poole",
  ]);
  assert.deepEqual(splitNames(" , "), []);
});

Deno.test("resolveNames() takes the highest layer that sets names: flags > project > user", () => {
  const project = { names: ["Hyde"] };
  const user = { names: ["Anna"] };
  assert.deepEqual(resolveNames({ flags: { names: ["Poole"] }, project, user }), ["Poole"]);
  assert.deepEqual(resolveNames({ project, user }), ["Hyde"]);
  assert.deepEqual(resolveNames({ user }), ["Anna"]);
  // A layer without the key (a config with other keys only) does not hide a lower one.
  assert.deepEqual(resolveNames({ flags: {}, project: {}, user }), ["Anna"]);
  assert.deepEqual(resolveNames({}), []);
});

Deno.test("a config's names must be a list of strings; anything else is reported and ignored", () => {
  const problems: string[] = [];
  assert.deepEqual(readProjectConfig({ names: ["Hyde", "Poole"] }, problems).names, [
    "Hyde",
    "Poole",
  ]);
  assert.deepEqual(problems, []);
  for (const bad of ["Hyde,Poole", ["Hyde", 3], { Hyde: 1 }]) {
    const seen: string[] = [];
    assert.equal(readProjectConfig({ names: bad }, seen).names, undefined);
    assert.deepEqual(seen, ["names must be a list of strings"]);
  }
});
