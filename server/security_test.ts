import assert from "node:assert/strict";
import { allowedHost } from "./security.ts";

Deno.test("allowedHost() accepts loopback names with the bound port only", () => {
  for (const host of ["localhost:8765", "127.0.0.1:8765", "[::1]:8765", "LOCALHOST:8765"]) {
    assert.equal(allowedHost(host, 8765), true, host);
  }
  for (
    const host of [
      "evil.example:8765",
      "127.0.0.1:8766",
      "127.0.0.1",
      "localhost.evil.example:8765",
      "127.0.0.2:8765",
      "[::2]:8765",
      "",
      "127.0.0.1:8765:1",
    ]
  ) {
    assert.equal(allowedHost(host, 8765), false, host);
  }
});

Deno.test("allowedHost() accepts a port-less loopback host only while the port is unknown", () => {
  assert.equal(allowedHost("localhost", 0), true);
  assert.equal(allowedHost("localhost:80", 0), false);
  assert.equal(allowedHost("example.com", 0), false);
});
