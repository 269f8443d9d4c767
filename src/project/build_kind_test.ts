import assert from "node:assert/strict";
import { buildKindOf, currentBuildKind } from "./build_kind.ts";

Deno.test("buildKindOf() names a standalone runtime compiled and any other deno run", () => {
  assert.equal(buildKindOf(true), "compiled");
  assert.equal(buildKindOf(false), "deno run");
});

Deno.test("currentBuildKind() is deno run under deno test", () => {
  // The compiled side is checked on real binaries by scripts/smoke.ts in the release workflow.
  assert.equal(currentBuildKind(), "deno run");
});
