/**
 * Serves the real app of a server state on a free loopback port for end-to-end tests, and
 * records the port in the state (its Host allow-list needs it).
 *
 * @module
 */

import { createApp } from "../server/app.ts";
import type { ServerState } from "../server/state.ts";

/**
 * Starts the server; the caller shuts it down (`await server.shutdown()`).
 *
 * @example
 * ```ts
 * // const server = serveOnLoopback(state); const url = `http://127.0.0.1:${state.port}/`;
 * ```
 */
export function serveOnLoopback(state: ServerState): Deno.HttpServer<Deno.NetAddr> {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    createApp(state).fetch,
  );
  state.port = server.addr.port;
  return server;
}
