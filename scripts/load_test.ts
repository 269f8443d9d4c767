/**
 * Bounded loopback load test of the server: N requests with C concurrent on `GET /api` and
 * `GET /` (dashboard of the sample manuscript), in-process `Deno.serve` on a free port.
 * Prints requests per second and latency percentiles; exits 1 on any error.
 *
 * Usage: deno run -A scripts/load_test.ts [requests=2000] [concurrency=50] [manuscript]
 *
 * @module
 */

import { createApp } from "../server/app.ts";
import { resolveSelection } from "../server/select.ts";
import { ServerState } from "../server/state.ts";

const total = Number(Deno.args[0] ?? 2000);
const concurrency = Number(Deno.args[1] ?? 50);
const manuscript = Deno.args[2] ?? new URL("../testdata/sample-en.md", import.meta.url).pathname;

const state = new ServerState({ home: Deno.cwd(), cliThresholds: {}, debug: false });
state.select(await resolveSelection(manuscript));
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen: () => {} },
  createApp(state).fetch,
);
state.port = server.addr.port;

async function run(path: string) {
  const url = `http://127.0.0.1:${state.port}${path}`;
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      next++;
      const t0 = performance.now();
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  console.log(
    `GET ${path}: ${total} requests, ${concurrency} concurrent, ${errors} errors, ` +
      `${(total / seconds).toFixed(0)} req/s, p50 ${p(0.5).toFixed(1)} ms, p95 ${
        p(0.95).toFixed(1)
      } ms, ` +
      `max ${latencies[latencies.length - 1].toFixed(1)} ms`,
  );
  return errors;
}

await run("/"); // warm the analysis cache
const errors = (await run("/api")) + (await run("/"));
await server.shutdown();
Deno.exit(errors === 0 ? 0 : 1);
