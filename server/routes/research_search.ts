/**
 * `POST /api/research-search` `{query, limit?, offset?, scope?}` (SPEC 4.3): the facade's
 * search envelope (`research-search-local/1` for scope `sources`, the default; `/2` for the
 * authored scopes) plus `ok`: `count` is the number of all hits, `offset` pages through them
 * (`next_offset` in the envelope). A blank query, a limit outside 1 to 100 or an offset
 * outside 0 to 1,000,000 (the CLI's bounds), or an unknown scope is 400 before the index is
 * opened; the facade's own query errors are 400
 * too. The index is brought up to the log's head first, so `snapshot` is the state searched.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { httpError, ok, readJson } from "../http.ts";
import { MAX_SEARCH_LIMIT, MAX_SEARCH_OFFSET } from "../../research/mod.ts";
import { researchFacade } from "../research_facade.ts";
import { checkResearchToken, requireArchive } from "../research_root.ts";
import type { ServerState } from "../state.ts";

const SEARCH_BODY = z.strictObject({
  query: z.string(),
  limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).optional(),
  offset: z.number().int().min(0).max(MAX_SEARCH_OFFSET).optional(),
  scope: z.enum(["sources", "dossiers", "claims", "decisions", "all"]).optional(),
  research_token: z.string().optional(),
});

/**
 * The search route, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const body = JSON.stringify({ query: "ledger", limit: 5 });
 * const app = researchSearchRoutes(state);
 * const res = await app.request("/research-search", { method: "POST", body });
 * (await res.json()).schema; // "research-search-local/1"
 * ```
 */
export function researchSearchRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.post("/research-search", async (c) => {
    const body = await readJson(c, SEARCH_BODY);
    await checkResearchToken(state, body.research_token);
    if (body.query.trim() === "") throw httpError(400, "routes.query_blank");
    const root = await requireArchive(state);
    const { search } = await researchFacade();
    return ok(
      c,
      await search(root, {
        query: body.query,
        limit: body.limit,
        offset: body.offset,
        scope: body.scope,
      }),
    );
  });

  return app;
}
