import assert from "node:assert/strict";
import { bundle, VENDORED } from "./vendor_bundles.ts";

for (const pkg of VENDORED) {
  Deno.test(`${pkg.file} is exactly a fresh bundle of ${pkg.specifier}`, async () => {
    const committed = await Deno.readTextFile(new URL(`../${pkg.file}`, import.meta.url));
    assert.equal(committed, await bundle(pkg));
  });
}
