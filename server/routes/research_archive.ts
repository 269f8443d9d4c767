/**
 * The research archive itself (SPEC 4.3): `POST /api/research-init` `{title, language}`,
 * `GET /api/research/status` and `GET /api/research/ocr-status`.
 *
 * Rules this module decides (SPEC leaves them open):
 * - Init works on the research root (`server/research_root.ts`): 400 without one, 409 when a
 *   `svc-research` folder is already there (valid or not: an archive is never created over
 *   anything), otherwise the facade's `research-init-local/1` envelope plus `ok`.
 * - Status never fails for a missing archive: `initialized: false`. With an archive it adds
 *   the facade's overview (identity, snapshot, counts, index state) from one read.
 * - OCR status answers 200 with `ok: true` whenever the status was determined (it always is:
 *   the facade never throws); the facade's own readiness flag, `ok` in the CLI's JSON, is
 *   served as `ready`, so `ok` keeps its SPEC meaning ("data available"). It reads no
 *   archive, so it takes no `research_token`.
 *
 * @module
 */

import { join } from "node:path";
import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { ARCHIVE_DIR } from "../../research/mod.ts";
import { httpError, ok, readJson } from "../http.ts";
import { researchFacade } from "../research_facade.ts";
import { checkResearchToken, researchContext } from "../research_root.ts";
import type { ServerState } from "../state.ts";
import { pageLanguage, serverText } from "../worded.ts";

const INIT_BODY = z.strictObject({
  title: z.string(),
  language: z.string(),
  research_token: z.string().optional(),
});

/**
 * The archive routes, relative to `/api`.
 *
 * @example
 * ```ts
 * import { ServerState } from "../state.ts";
 * const state = new ServerState({ home: "/home/me", cliThresholds: {}, debug: false });
 * const res = await researchArchiveRoutes(state).request("/research/status");
 * await res.json(); // { ok: true, initialized: false, root: null, research_selected: false }
 * ```
 */
export function researchArchiveRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.post("/research-init", async (c) => {
    const body = await readJson(c, INIT_BODY);
    await checkResearchToken(state, body.research_token);
    const { root } = await researchContext(state);
    if (root === null) throw httpError(400, "research_root.project_folder_selected");
    if (await Deno.lstat(join(root, ARCHIVE_DIR)).then(() => true, () => false)) {
      throw httpError(409, "routes.already_holds_research_2", { root });
    }
    const { init } = await researchFacade();
    const made = await init(root, { title: body.title, language: body.language });
    return ok(c, {
      message: serverText(await pageLanguage(state), "research_archive.created", { root }),
      ...made,
    });
  });

  app.get("/research/status", async (c) => {
    await checkResearchToken(state, c.req.query("research_token"));
    const { root, projectId } = await researchContext(state);
    if (root === null || projectId === null) {
      return ok(c, { initialized: false, root, research_selected: false });
    }
    const overview = await (await researchFacade()).projectOverview(root);
    return ok(c, { ...overview, initialized: true, root, research_selected: true });
  });

  app.get("/research/ocr-status", async (c) => {
    const { ocrStatus } = await researchFacade();
    const status = await ocrStatus({
      env: Deno.env.toObject(),
      probe: c.req.query("probe") === "1",
    });
    return ok(c, { ...status, ok: true, ready: status.ok });
  });

  return app;
}
