import assert from "node:assert/strict";
import {
  cmdlineMatches,
  deadState,
  environHasToken,
  fetchIndexVersion,
  freePort,
  ownsProcess,
  portInUse,
  processAlive,
  TOKEN_ENV,
} from "./process.ts";
import { endChild as end, idleChild } from "../../testing/idle_child.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

Deno.test("environHasToken() needs the exact entry, not a prefix or another variable", () => {
  assert.equal(environHasToken(bytes("A=1\0SVC_SERVICE_TOKEN=abc\0B=2\0"), "abc"), true);
  assert.equal(environHasToken(bytes("SVC_SERVICE_TOKEN=abcd\0"), "abc"), false);
  assert.equal(environHasToken(bytes("OTHER=SVC_SERVICE_TOKEN=abc\0"), "abc"), false);
  assert.equal(environHasToken(bytes(""), "abc"), false);
});

Deno.test("cmdlineMatches() compares every argument, with or without the final NUL", () => {
  assert.equal(cmdlineMatches(bytes("deno\0run\0serve\0"), ["deno", "run", "serve"]), true);
  assert.equal(cmdlineMatches(bytes("deno\0run\0serve"), ["deno", "run", "serve"]), true);
  assert.equal(cmdlineMatches(bytes("deno\0run serve\0"), ["deno", "run", "serve"]), false);
  assert.equal(cmdlineMatches(bytes("deno\0run\0serve\0x\0"), ["deno", "run", "serve"]), false);
});

Deno.test("deadState() reads the state after the last parenthesis of the command name", () => {
  assert.equal(deadState("42 (deno) Z 1 42 42"), true);
  assert.equal(deadState("42 (de) no) X 1"), true);
  assert.equal(deadState("42 (a) Z (b)) S 1 42"), false);
  assert.equal(deadState("42 (deno) S 1 42 42"), false);
});

Deno.test("processAlive() is true for this process and false after a child exited", async () => {
  assert.equal(await processAlive(Deno.pid), true);
  const child = new Deno.Command(Deno.execPath(), { args: ["eval", ""], stdout: "null" }).spawn();
  await child.status;
  assert.equal(await processAlive(child.pid), false);
});

Deno.test("ownsProcess() accepts the child holding the token and refuses one without it", async () => {
  const token = "f".repeat(32);
  const ours = await idleChild({ [TOKEN_ENV]: token });
  const foreign = await idleChild();
  try {
    assert.equal(await ownsProcess(ours.pid, token, ["unrelated"]), true);
    assert.equal(await ownsProcess(ours.pid, "e".repeat(32), ["unrelated"]), false);
    assert.equal(await ownsProcess(foreign.pid, token, ["unrelated"]), false);
  } finally {
    await end(ours);
    await end(foreign);
  }
});

Deno.test("portInUse() sees a listener; freePort() returns a port nobody holds", () => {
  const port = freePort();
  assert.ok(port > 0);
  assert.equal(portInUse(port), false);
  const listener = Deno.listen({ hostname: "127.0.0.1", port });
  try {
    assert.equal(portInUse(port), true);
  } finally {
    listener.close();
  }
  assert.equal(portInUse(port), false);
});

Deno.test("fetchIndexVersion() returns the version of an svc index only", async () => {
  let body: unknown = { ok: true, schema: "svc-api-index/1", version: "9.9.9" };
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () => Response.json(body),
  );
  try {
    const port = server.addr.port;
    assert.equal(await fetchIndexVersion(port), "9.9.9");
    body = { ok: true, schema: "something-else/1", version: "9.9.9" };
    assert.equal(await fetchIndexVersion(port), null);
    body = "not an object";
    assert.equal(await fetchIndexVersion(port), null);
  } finally {
    await server.shutdown();
  }
  assert.equal(await fetchIndexVersion(freePort()), null);
});
