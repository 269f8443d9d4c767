import assert from "node:assert/strict";
import { bundleGammainc, VENDORED_GAMMAINC } from "./vendor_gammainc.ts";

Deno.test("src/stats/vendor/gammainc.js is exactly a fresh bundle of the pinned package", async () => {
  assert.equal(await Deno.readTextFile(VENDORED_GAMMAINC), await bundleGammainc());
});
