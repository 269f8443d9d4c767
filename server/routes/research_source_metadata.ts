/**
 * A source's metadata over HTTP:
 * - `GET /api/research/source-metadata?id=src_…`: the metadata, its revision and its history,
 *   newest first (`research-source-metadata-local/1` plus `ok`); never writes.
 * - `POST /api/research-source-metadata` `{source_id, expected_revision, changes, reason,
 *   change_kind?, expected_snapshot?, research_token?}`: a guarded correction, as
 *   `/api/research-record-revise` is for authored records. `changes` sets fields (`null`
 *   removes one). 400 for invalid input (unknown fields, an unknown source, nothing to change);
 *   409 `stale-archive` when `expected_revision` or `expected_snapshot` no longer holds, with
 *   nothing written; the writer lock is awaited for a bounded time, then 503.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { httpError, ok, readJson } from "../http.ts";
import { researchFacade } from "../research_facade.ts";
import { checkResearchToken, requireArchive, RESEARCH_LOCK_WAIT_MS } from "../research_root.ts";
import type { ServerState } from "../state.ts";

const REVISE_BODY = z.strictObject({
  source_id: z.string(),
  expected_revision: z.number(),
  changes: z.record(z.string(), z.unknown()),
  reason: z.string(),
  change_kind: z.string().optional(),
  expected_snapshot: z.string().optional(),
  research_token: z.string().optional(),
});

/**
 * The source metadata routes, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const app = researchSourceMetadataRoutes(state);
 * const res = await app.request("/research/source-metadata?id=src_01JD5ZQ8XK4V0G3N6M7P8R9S2T");
 * (await res.json()).schema; // "research-source-metadata-local/1"
 * ```
 */
export function researchSourceMetadataRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.get("/research/source-metadata", async (c) => {
    await checkResearchToken(state, c.req.query("research_token"));
    const id = c.req.query("id");
    if (!id || id.trim() === "") throw httpError(400, "routes.id_name_source");
    const root = await requireArchive(state);
    const { sourceMetadata } = await researchFacade();
    return ok(c, await sourceMetadata(root, id));
  });

  app.post("/research-source-metadata", async (c) => {
    const body = await readJson(c, REVISE_BODY);
    await checkResearchToken(state, body.research_token);
    const root = await requireArchive(state);
    const { reviseSourceMetadata } = await researchFacade();
    return ok(
      c,
      await reviseSourceMetadata(root, {
        sourceId: body.source_id,
        expectedRevision: body.expected_revision,
        changes: body.changes,
        reason: body.reason,
        changeKind: body.change_kind,
        expectedSnapshot: body.expected_snapshot,
        lock: { timeoutMs: RESEARCH_LOCK_WAIT_MS },
      }),
    );
  });

  return app;
}
