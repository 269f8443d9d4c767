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
 * import { ServerState } from "../server/state.ts";
 * const state = new ServerState({ home: "/tmp/home", cliThresholds: {}, debug: false });
 * const server = serveOnLoopback(state);
 * `http://127.0.0.1:${state.port}/`; // the app's address, e.g. "http://127.0.0.1:40123/"
 * await server.shutdown();
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
