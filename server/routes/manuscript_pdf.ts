/**
 * `POST /api/manuscript-pdf` (SPEC 4.3): `{layout: report|book|sheet, project_token}` → the
 * composed PDF of the selected manuscript as an `application/pdf` attachment named
 * `<manuscript-slug>-<layout>.pdf`. No server file is written: the bytes are composed in
 * memory and sent.
 *
 * Order of checks: body shape (400: malformed, unknown fields, bad layout), token (409:
 * missing or stale — a metadata edit or another selection since the page was rendered), a
 * selected manuscript (400), then composing (400 for an unreadable manuscript, a missing
 * glyph or no font). Report and sheet reuse the cached dashboard views; the book prints the
 * text itself from the cached Document (`projectViews`: the server's Analysis cache), so no
 * layout reads, decodes or parses the manuscript again. Fonts are found as for `svc pdf`
 * (project `[fonts]` table, then the standard folders).
 *
 * @module
 */

import { basename } from "node:path";
import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { manuscriptSlug } from "../../src/project/exports/slug.ts";
import { fallbackTitle } from "../../src/project/manuscript_name.ts";
import { publicationFromConfig } from "../../src/settings/publication.ts";
import { findFonts } from "../../src/project/fonts.ts";
import type { LanguageCode } from "../../src/language/types.ts";
import { type ComposeInput, composePdf } from "../../src/report/pdf/compose.ts";
import { PDF_LAYOUTS } from "../../src/report/pdf/layout.ts";
import { TOOL, VERSION } from "../../src/version.ts";
import { httpError, readJson } from "../http.ts";
import { projectViews, requireProjectToken } from "../project.ts";
import type { ServerState } from "../state.ts";

const BODY = z.strictObject({
  layout: z.enum(PDF_LAYOUTS),
  project_token: z.string(),
});

/**
 * The route.
 *
 * @example
 * ```ts
 * import { projectToken } from "../project.ts";
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const body = JSON.stringify({ layout: "book", project_token: await projectToken(state) });
 * const app = manuscriptPdfRoutes(state);
 * const res = await app.request("/manuscript-pdf", { method: "POST", body });
 * res.headers.get("content-type"); // "application/pdf"
 * ```
 */
export function manuscriptPdfRoutes(state: ServerState): Hono {
  const app = new Hono();
  app.post("/manuscript-pdf", async (c) => {
    const { layout, project_token: token } = await readJson(c, BODY);
    await requireProjectToken(state, token);
    const selection = state.selection;
    if (!selection?.manuscript) throw httpError(400, "project.manuscript_selected");
    const manuscript = selection.manuscript;
    const { views, settings, analysis } = await projectViews(state);
    // The book prints the text: the cached Document, with the language the views resolved.
    const language = views.analyze.meta.language;
    const source: ComposeInput["source"] = layout === "book"
      ? { document: analysis.document, language: language as LanguageCode }
      : { views, language };
    const problems: string[] = [];
    const publication = publicationFromConfig(settings.project.raw, problems);
    const fonts = await findFonts({
      project: { root: selection.root, raw: settings.project.raw },
      env: (name) => Deno.env.get(name),
    });
    const bytes = await composePdf({
      layout,
      source,
      thresholds: settings.thresholds,
      // Report and sheet are read by the author: interface language. The book is the
      // manuscript typeset: its labels stay in the book's (analysis) language.
      ...(layout === "book" ? {} : { uiLanguage: settings.uiLanguage }),
      title: settings.project.title,
      fallbackTitle: fallbackTitle(basename(manuscript)),
      author: settings.project.author_name ?? settings.user.author_name,
      publication,
      fonts,
      created: new Date(),
      creator: `${TOOL} ${VERSION}`,
    });
    const name = `${manuscriptSlug(basename(manuscript))}-${layout}.pdf`;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Content-Length": String(bytes.length),
    });
  });
  return app;
}
