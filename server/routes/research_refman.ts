/**
 * The reference-manager bridge over HTTP (SPEC 4.3):
 *
 * - `POST /api/research-refman` — `{project_id, library, query?, item_key?, collection_key?,
 *   limit?, start?, mode?}` → `research-refman-local/1` plus `ok`: a read-only preview of a
 *   Zotero library with the archive's captures of its items.
 * - `POST /api/research-refman-ingest` — `{project_id, library, attachment_key,
 *   expected_server_id, allow_retention: true, source_id?}` → the ingest receipt plus `ok`.
 * - `GET /api/research/refman-status` → `research-refman-status-local/1` plus `ok`; `ready`
 *   is false (not an error) when Zotero cannot be read.
 *
 * Every refman error is 400 `{ok: false, message}` (SPEC 7): bad or unknown fields, a project
 * id or server id that does not match, a refused attachment, Zotero absent or unreadable.
 * Two answers are not refman errors and keep their own status: a `research_token` for another
 * research context (409 `stale-context`) and an archive whose writer lock stays busy (503 with
 * `Retry-After`). Where Zotero is comes from the server's environment (`SVC_REFMAN_API_URL`,
 * `SVC_REFMAN_DATA_DIR`), then `[refman]` of the research project's and the user's config
 * files, else `~/Zotero` (server/refman_options.ts); the status reads the research root's
 * config even before its archive exists.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { ArchiveBusyError } from "../../research/mod.ts";
import { SvcError } from "../../src/errors.ts";
import { HttpError, httpError, ok, readJson } from "../http.ts";
import { researchFacade } from "../research_facade.ts";
import { refmanServerOptions } from "../refman_options.ts";
import {
  checkResearchToken,
  requireArchive,
  RESEARCH_LOCK_WAIT_MS,
  researchRootPath,
} from "../research_root.ts";
import type { ServerState } from "../state.ts";
import { messageOf } from "../../src/i18n/keyed_message.ts";

// Values are checked by the facade, whose messages name the field; the schema only refuses
// unknown fields.
const BROWSE_BODY = z.strictObject({
  project_id: z.unknown().optional(),
  library: z.unknown().optional(),
  query: z.unknown().optional(),
  item_key: z.unknown().optional(),
  collection_key: z.unknown().optional(),
  limit: z.unknown().optional(),
  start: z.unknown().optional(),
  mode: z.unknown().optional(),
  research_token: z.string().optional(),
});

const INGEST_BODY = z.strictObject({
  project_id: z.unknown().optional(),
  library: z.unknown().optional(),
  attachment_key: z.unknown().optional(),
  expected_server_id: z.unknown().optional(),
  allow_retention: z.unknown().optional(),
  source_id: z.unknown().optional(),
  research_token: z.string().optional(),
});

/** Anything a refman handler throws that is not already an answer becomes a 400. */
async function refmanErrors(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof HttpError || e instanceof SvcError || e instanceof ArchiveBusyError) throw e;
    throw httpError(400, "routes.zotero_could_read", { why: messageOf(e) });
  }
}

/**
 * The refman routes, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const res = await researchRefmanRoutes(state).request("/research/refman-status");
 * (await res.json()).schema; // "research-refman-status-local/1"
 * ```
 */
export function researchRefmanRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.post("/research-refman", (c) =>
    refmanErrors(async () => {
      const body = await readJson(c, BROWSE_BODY);
      await checkResearchToken(state, body.research_token);
      const root = await requireArchive(state);
      const { refmanBrowse } = await researchFacade();
      const page = await refmanBrowse(root, {
        projectId: body.project_id,
        library: body.library,
        query: body.query,
        itemKey: body.item_key,
        collectionKey: body.collection_key,
        limit: body.limit,
        start: body.start,
        mode: body.mode,
      }, await refmanServerOptions(state, root));
      return ok(c, page);
    }));

  app.post("/research-refman-ingest", (c) =>
    refmanErrors(async () => {
      const body = await readJson(c, INGEST_BODY);
      await checkResearchToken(state, body.research_token);
      const { refmanIngest, requireRetention } = await researchFacade();
      requireRetention(body.allow_retention);
      const root = await requireArchive(state);
      const receipt = await refmanIngest(root, {
        projectId: body.project_id,
        library: body.library,
        attachmentKey: body.attachment_key,
        expectedServerId: body.expected_server_id,
        allowRetention: body.allow_retention,
        sourceId: body.source_id,
      }, {
        ...await refmanServerOptions(state, root),
        lock: { timeoutMs: RESEARCH_LOCK_WAIT_MS },
      });
      return ok(c, { ...receipt });
    }));

  app.get("/research/refman-status", async (c) => {
    const { refmanStatus } = await researchFacade();
    const options = await refmanServerOptions(state, researchRootPath(state));
    return ok(c, { ...await refmanStatus(options) });
  });

  return app;
}
