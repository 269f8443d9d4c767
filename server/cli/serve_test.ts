import assert from "node:assert/strict";
import { assertError, svc } from "../../testing/cli.ts";
import { parsePort } from "./serve.ts";

Deno.test("parsePort() accepts 0–65535 and refuses anything else", () => {
  assert.equal(parsePort("0"), 0);
  assert.equal(parsePort("65535"), 65535);
  for (const bad of ["65536", "-1", "80.5", "abc", ""]) {
    assert.throws(() => parsePort(bad), /--port/);
  }
});

Deno.test("svc serve refuses a non-loopback host unless explicitly allowed (exit 2)", async () => {
  assertError(
    await svc(["serve", "--no-project", "--host", "0.0.0.0"]),
    2,
    /not a loopback address/,
  );
  assertError(await svc(["serve", "--no-project", "--port", "99999"]), 2, /--port/);
  assertError(await svc(["serve", "--no-project", "--z-mild", "-1"]), 2, /z-mild/);
});
