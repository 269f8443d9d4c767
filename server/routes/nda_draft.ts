/**
 * `POST /api/nda-draft` (SPEC 4.3): `{name, address?, project_name, date, place, format: pdf or
 * text}` → a confidentiality-agreement draft as an attachment, `application/pdf` (`nda.pdf`)
 * or UTF-8 `text/plain` (`nda.txt`). It creates no server file, no recipient identifier and
 * no registry state: the draft is composed in memory and sent. It works in an empty workspace.
 *
 * - Language (SPEC 4.3 precedence): `nda.language` of the project config, then the language
 *   the server resolved for the project (the session or `--language` choice; `auto` resolves
 *   to the analysed manuscript's language), then the project config's `language`, then `en`.
 *   Only the seven agreement languages count; `generic` or `auto` falls through.
 * - `nda.template` (project-owned, ≤ 2 MiB UTF-8, inside the project) replaces the built-in
 *   text; the disclosing author is the configured `author_name`.
 * - An empty `address` counts as absent. Unknown fields, invalid values, a bad template and a
 *   PDF whose text needs a glyph no available font has give 400.
 * - Native PDF text is cp1252 (the standard fonts); a draft with other characters is set with
 *   the host TrueType fonts found as for `svc pdf`.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { readNdaSettings } from "../../src/project/nda_config.ts";
import { findFonts } from "../../src/project/fonts.ts";
import { draftDocument, type NdaInput, resolveNdaLanguage } from "../../src/report/nda/mod.ts";
import { firstOutsideCp1252 } from "../../src/report/pdf/fonts.ts";
import { readJson } from "../http.ts";
import { projectSettings, projectViews } from "../project.ts";
import type { ServerState } from "../state.ts";

const BODY = z.strictObject({
  name: z.string(),
  address: z.string().optional(),
  project_name: z.string(),
  date: z.string(),
  place: z.string(),
  format: z.enum(["pdf", "text"]),
});

/** The language the server resolved for the selected project, if any. */
async function serverLanguage(state: ServerState): Promise<string | undefined> {
  // The analysis language chosen for this server: flag over session (SPEC 4.1).
  const chosen = state.launch.cliLanguage ?? state.session.language;
  if (chosen !== undefined && chosen !== "auto") return chosen;
  if (!state.selection?.manuscript) return undefined;
  return (await projectViews(state)).views.analyze.meta.language;
}

/**
 * The route.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const draft = { name: "Ada", project_name: "Engines", date: "2026-11-21", place: "London" };
 * const body = JSON.stringify({ ...draft, format: "text" });
 * const res = await ndaDraftRoutes(state).request("/nda-draft", { method: "POST", body });
 * res.headers.get("content-disposition"); // 'attachment; filename="nda.txt"'
 * ```
 */
export function ndaDraftRoutes(state: ServerState): Hono {
  const app = new Hono();
  app.post("/nda-draft", async (c) => {
    const body = await readJson(c, BODY);
    const settings = await projectSettings(state);
    const root = state.selection?.root;
    const nda = root ? await readNdaSettings(root, settings.project.raw) : {};
    const language = resolveNdaLanguage([
      nda.language,
      await serverLanguage(state),
      settings.project.language,
    ]);
    const author = settings.project.author_name ?? settings.user.author_name;
    const input: NdaInput = {
      name: body.name,
      ...(body.address !== undefined && body.address.trim() !== ""
        ? { address: body.address }
        : {}),
      projectName: body.project_name,
      date: body.date,
      place: body.place,
      language,
      ...(nda.template !== undefined ? { template: nda.template } : {}),
      ...(author ? { author } : {}),
    };
    let draft = draftDocument(input);
    if (body.format === "text") {
      return c.body(draft.text, 200, {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Disposition": 'attachment; filename="nda.txt"',
      });
    }
    if (firstOutsideCp1252(draft.title + "\n" + draft.text) !== null) {
      const fonts = await findFonts({
        ...(root ? { project: { root, raw: settings.project.raw } } : {}),
        env: (name) => Deno.env.get(name),
      });
      draft = draftDocument(input, { fonts });
    }
    const bytes = draft.pdf();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="nda.pdf"',
      "Content-Length": String(bytes.length),
    });
  });
  return app;
}
