import assert from "node:assert/strict";
import { HttpError } from "./http.ts";
import { booleanParam, positiveInteger } from "./query.ts";

function refused(fn: () => unknown, message: RegExp): void {
  assert.throws(fn, (e) => e instanceof HttpError && e.status === 400 && message.test(e.message));
}

Deno.test("positiveInteger takes plain decimal digits from 1 up to the largest safe integer", () => {
  assert.equal(positiveInteger("1", "revision"), 1);
  assert.equal(positiveInteger("42", "revision"), 42);
  assert.equal(positiveInteger("9007199254740991", "revision"), Number.MAX_SAFE_INTEGER);
  for (
    const bad of ["", "0", "00", "01", "-1", "+1", "1.0", "1e2", " 1", "0x10", "9007199254740992"]
  ) {
    refused(() => positiveInteger(bad, "revision"), /"revision" must be a positive integer/);
  }
});

Deno.test("booleanParam takes exactly true or false", () => {
  assert.equal(booleanParam("true", "include_retracted"), true);
  assert.equal(booleanParam("false", "include_retracted"), false);
  for (const bad of ["", "1", "0", "TRUE", "yes", "False"]) {
    refused(() => booleanParam(bad, "include_retracted"), /must be true or false/);
  }
});
