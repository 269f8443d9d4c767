import assert from "node:assert/strict";
import { formatPValue } from "./p_value.ts";

Deno.test("formatPValue() never prints 0: underflow and tiny values read < 0.0001", () => {
  assert.equal(formatPValue(0, "en"), "< 0.0001");
  assert.equal(formatPValue(3e-12, "en"), "< 0.0001");
  assert.equal(formatPValue(0.00004, "de"), "< 0,0001");
  assert.equal(formatPValue(0.0001, "en"), "0.0001");
  assert.equal(formatPValue(0.01234, "en"), "0.0123");
  assert.equal(formatPValue(0.4897, "fr"), "0,4897");
  assert.equal(formatPValue(null, "en"), "–");
});
