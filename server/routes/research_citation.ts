/**
 * `GET /api/research/citation?passage_id=psg_…[&style=chicago|mla|apa][&language=de]`: one
 * passage's `research-citation-local/1` envelope plus `ok`, as `svc research cite --passage ID
 * [--style S]` prints it. With `style` the envelope carries `styled` (`note`, `bibliography`,
 * `locale`) from the CSL engine, in the CSL locale of `language` (an interface language; the
 * page sends its own) or, without one, of the selected project's interface language. The
 * passage id stays in the JSON, never in a citation's text. 400 for an unknown passage, style
 * or language; never writes.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { isInterfaceLanguage } from "../../src/settings/languages.ts";
import { httpError, ok } from "../http.ts";
import { projectSettings } from "../project.ts";
import { researchFacade } from "../research_facade.ts";
import { checkResearchToken, requireArchive } from "../research_root.ts";
import type { ServerState } from "../state.ts";

const STYLES = ["chicago", "mla", "apa"] as const;

/**
 * The citation route, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const app = researchCitationRoutes(state);
 * const res = await app.request("/research/citation?passage_id=psg_01JD5ZQ8XK4V0G3N6M7P8R9S2T&style=mla");
 * (await res.json()).styled?.bibliography; // the MLA works-cited entry
 * ```
 */
export function researchCitationRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.get("/research/citation", async (c) => {
    await checkResearchToken(state, c.req.query("research_token"));
    const id = c.req.query("passage_id");
    if (!id || id.trim() === "") {
      throw httpError(400, "routes.passage_id_name");
    }
    const style = c.req.query("style");
    if (style !== undefined && !(STYLES as readonly string[]).includes(style)) {
      throw httpError(400, "routes.style_chicago_mla", { style });
    }
    const language = c.req.query("language");
    if (language !== undefined && !isInterfaceLanguage(language)) {
      throw httpError(400, "routes.language_interface_language", { language });
    }
    const root = await requireArchive(state);
    const { citation } = await researchFacade();
    return ok(
      c,
      await citation(root, id, {
        style: style as typeof STYLES[number] | undefined,
        language: language ?? (await projectSettings(state)).uiLanguage,
      }),
    );
  });

  return app;
}
