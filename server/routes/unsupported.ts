/**
 * `POST /api/export|sync|audit|prune|cloudstore`: actions of hosted editions that this local
 * server does not implement. They answer 501 `{ok: false}` and create nothing (SPEC 7).
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { fail } from "../http.ts";
import type { ServerState } from "../state.ts";
import { pageLanguage, serverText } from "../worded.ts";

/** The unsupported action names. */
const UNSUPPORTED_ACTIONS = ["export", "sync", "audit", "prune", "cloudstore"] as const;

/**
 * The 501 routes, worded in the page's language when `state` is given.
 *
 * @example
 * ```ts
 * const res = await unsupportedRoutes().request("/export", { method: "POST" });
 * res.status; // 501 ({ok: false, message: "\"export\" is not available on the local server; …"})
 * ```
 */
export function unsupportedRoutes(state?: ServerState): Hono {
  const app = new Hono();
  for (const name of UNSUPPORTED_ACTIONS) {
    app.post(`/${name}`, async (c) => {
      const language = state ? await pageLanguage(state) : "en";
      return fail(c, 501, serverText(language, "unsupported.not_available", { name }));
    });
  }
  return app;
}
