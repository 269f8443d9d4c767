/**
 * `GET /api/research/sources` (SPEC 4.3): every source with its latest version
 * (`research-sources-local/1`), or with `?id=src_…` one source's versions and the passages of
 * its latest version (`research-source-local/1`), each plus `ok`. An unknown or empty id is
 * 400; without an archive 400 (`ok: false` is unavailable data, never an empty archive).
 * Optional `research_token` as everywhere in the research routes.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { HttpError, ok } from "../http.ts";
import { researchFacade } from "../research_facade.ts";
import { checkResearchToken, requireArchive } from "../research_root.ts";
import type { ServerState } from "../state.ts";

/**
 * The source routes, relative to `/api`.
 *
 * @example
 * ```ts
 * // app.route("/api", researchSourceRoutes(state));
 * ```
 */
export function researchSourceRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.get("/research/sources", async (c) => {
    await checkResearchToken(state, c.req.query("research_token"));
    const root = await requireArchive(state);
    const { getSource, listSources } = await researchFacade();
    const id = c.req.query("id");
    if (id === undefined) return ok(c, await listSources(root));
    if (id.trim() === "") throw new HttpError(400, `"id" must name a source (src_…)`);
    return ok(c, await getSource(root, id));
  });

  return app;
}
