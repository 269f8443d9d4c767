/**
 * The app on a real loopback port: a DNS-rebinding Host header and oversized bodies (with and
 * without Content-Length) are refused by the running server.
 */
import assert from "node:assert/strict";
import { ServerState } from "./state.ts";
import { serveOnLoopback } from "../testing/serve_app.ts";

async function withServer(fn: (port: number) => Promise<void>) {
  const state = new ServerState({ home: Deno.cwd(), cliThresholds: {}, debug: false });
  const server = serveOnLoopback(state);
  try {
    await fn(server.addr.port);
  } finally {
    await server.shutdown();
  }
}

/** Sends raw HTTP/1.1 (fetch cannot set Host) and returns the status line and body. */
async function rawRequest(port: number, request: string): Promise<string> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  try {
    await conn.write(new TextEncoder().encode(request));
    let text = "";
    const decoder = new TextDecoder();
    const buf = new Uint8Array(65536);
    for (;;) {
      const n = await conn.read(buf);
      if (n === null) break;
      text += decoder.decode(buf.subarray(0, n), { stream: true });
    }
    return text + decoder.decode();
  } finally {
    conn.close();
  }
}

Deno.test("a rebinding Host header is refused on a real port", async () => {
  await withServer(async (port) => {
    const bad = await rawRequest(
      port,
      `GET /api HTTP/1.1\r\nHost: attacker.example:${port}\r\nConnection: close\r\n\r\n`,
    );
    assert.match(bad, /^HTTP\/1\.1 421/);
    assert.match(bad, /"ok":false/);
    const good = await rawRequest(
      port,
      `GET /api HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
    );
    assert.match(good, /^HTTP\/1\.1 200/);
  });
});

Deno.test("an oversized JSON body is refused with 413 on a real port", async () => {
  await withServer(async (port) => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10).fill(0x20);
    const res = await fetch(`http://127.0.0.1:${port}/api/export`, { method: "POST", body: big });
    assert.equal(res.status, 413);
    assert.equal((await res.json()).ok, false);
    // Streamed without Content-Length: the limit still applies while reading.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(new Uint8Array(1024 * 1024).fill(0x20));
        controller.close();
      },
    });
    const chunked = await fetch(`http://127.0.0.1:${port}/api/settings`, {
      method: "POST",
      body: stream,
    });
    assert.equal(chunked.status, 413);
    await chunked.body?.cancel();
  });
});
