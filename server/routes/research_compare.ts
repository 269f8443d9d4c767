/**
 * `POST /api/research-compare` `{source_id, manuscript?, format?}` (SPEC 4.3): the separate
 * `source_internal` report of one archived source (its latest version) against a manuscript.
 *
 * - `manuscript` defaults to the selected manuscript (400 when none is selected). When given
 *   it is a path checked like ingest's `file`, against the selected project's root (the
 *   manuscript's project; the research root only when no project is selected, i.e. with
 *   `--research-project` in an empty workspace).
 * - `format` `json` (default) answers the report object plus `ok`; `text` or `md` answers
 *   `{ok, format, text}` with the rendered report.
 * - The comparison only reads: no lock, no write.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { httpError, ok, readJson } from "../http.ts";
import { fileInProject } from "../project_file.ts";
import { researchFacade } from "../research_facade.ts";
import { checkResearchToken, requireArchive } from "../research_root.ts";
import type { ServerState } from "../state.ts";

const COMPARE_BODY = z.strictObject({
  source_id: z.string(),
  manuscript: z.string().optional(),
  format: z.enum(["json", "text", "md"]).optional(),
  research_token: z.string().optional(),
});

async function manuscriptPath(state: ServerState, root: string, given?: string) {
  if (given !== undefined) {
    return await fileInProject(state.selection?.root ?? root, given, "manuscript");
  }
  const selected = state.selection?.manuscript;
  if (!selected) {
    throw httpError(400, "routes.manuscript_selected_open_2");
  }
  return selected;
}

/**
 * The compare route, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * declare const sourceId: string; // "src_…" of a source in the archive
 * const body = JSON.stringify({ source_id: sourceId });
 * const app = researchCompareRoutes(state);
 * const res = await app.request("/research-compare", { method: "POST", body });
 * (await res.json()).ok; // true: the source_internal report against the selected manuscript
 * ```
 */
export function researchCompareRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.post("/research-compare", async (c) => {
    const body = await readJson(c, COMPARE_BODY);
    await checkResearchToken(state, body.research_token);
    const root = await requireArchive(state);
    const manuscript = await manuscriptPath(state, root, body.manuscript);
    const format = body.format ?? "json";
    const { compareSource } = await researchFacade();
    const report = await compareSource(root, body.source_id, manuscript, { format });
    if (typeof report === "string") return ok(c, { format, text: report });
    return ok(c, report);
  });

  return app;
}
