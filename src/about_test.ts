import assert from "node:assert/strict";
import { about } from "./about.ts";
import { about as facadeAbout } from "../mod.ts";

Deno.test("about() carries the build kind it is given next to the version", () => {
  const compiled = about("compiled");
  assert.equal(compiled.build, "compiled");
  assert.deepEqual(Object.keys(compiled).slice(0, 3), ["tool", "version", "build"]);
  assert.equal(about("deno run").build, "deno run");
});

Deno.test("the facade's about() reports the running build", () => {
  assert.equal(facadeAbout().build, "deno run");
  assert.deepEqual({ ...facadeAbout(), build: "compiled" }, about("compiled"));
});
