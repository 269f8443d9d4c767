/**
 * `GET /api/research/sources` (SPEC 4.3): every source with its latest version
 * (`research-sources-local/1`), or with `?id=src_…` one source's versions and the passages of
 * its latest version (`research-source-local/1`), each plus `ok`. An unknown or empty id is
 * 400; without an archive 400 (`ok: false` is unavailable data, never an empty archive).
 * Optional `research_token` as everywhere in the research routes.
 *
 * Beyond SPEC's row, with `id` an optional positive `version=N` reads that version instead of
 * the latest (the facade's `getSource` option): a search hit in an older version is shown
 * among its own neighbours. Without `id` it is 400, as is a version that is not a positive
 * whole number or that the source does not have.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { httpError, ok } from "../http.ts";
import { researchFacade } from "../research_facade.ts";
import { checkResearchToken, requireArchive } from "../research_root.ts";
import type { ServerState } from "../state.ts";

/**
 * The source routes, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const res = await researchSourceRoutes(state).request("/research/sources");
 * (await res.json()).schema; // "research-sources-local/1"
 * ```
 */
export function researchSourceRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.get("/research/sources", async (c) => {
    await checkResearchToken(state, c.req.query("research_token"));
    const root = await requireArchive(state);
    const { getSource, listSources } = await researchFacade();
    const id = c.req.query("id");
    const version = c.req.query("version");
    if (id === undefined) {
      if (version !== undefined) throw httpError(400, "routes.version_needs_id");
      return ok(c, await listSources(root));
    }
    if (id.trim() === "") throw httpError(400, "routes.id_name_source");
    if (version !== undefined && !/^[1-9][0-9]{0,8}$/.test(version)) {
      throw httpError(400, "routes.version_positive_whole", { version });
    }
    return ok(c, await getSource(root, id, version ? { version: Number(version) } : {}));
  });

  return app;
}
