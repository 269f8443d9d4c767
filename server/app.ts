/**
 * The Hono application factory: security middleware first (Host allow-list, headers with a
 * per-response nonce, access log, body limit), then one route group per resource. Tests call
 * `createApp(state).request(…)`; `svc serve` passes the same app to `Deno.serve`.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { errorDetails, fail, HttpError, statusOf } from "./http.ts";
import { pageLanguage, serverText, wordedMessage } from "./worded.ts";
import { apiIndexRoutes } from "./routes/api_index.ts";
import { dashboardRoutes } from "./routes/dashboard.ts";
import { manuscriptPdfRoutes } from "./routes/manuscript_pdf.ts";
import { markerRoutes } from "./routes/markers.ts";
import { ndaDraftRoutes } from "./routes/nda_draft.ts";
import { projectRoutes } from "./routes/projects.ts";
import { researchArchiveRoutes } from "./routes/research_archive.ts";
import { researchCitationRoutes } from "./routes/research_citation.ts";
import { researchCompareRoutes } from "./routes/research_compare.ts";
import { researchIngestRoutes } from "./routes/research_ingest.ts";
import { researchImageRoutes } from "./routes/research_images.ts";
import { researchRecordReadRoutes } from "./routes/research_record_reads.ts";
import { researchRecordRoutes } from "./routes/research_records.ts";
import { researchRevisionRoutes } from "./routes/research_revisions.ts";
import { researchSearchRoutes } from "./routes/research_search.ts";
import { researchSourceRoutes } from "./routes/research_sources.ts";
import { researchSourceMetadataRoutes } from "./routes/research_source_metadata.ts";
import { researchManuscriptLinkRoutes } from "./routes/research_manuscript_links.ts";
import { researchViewRoutes } from "./routes/research_views.ts";
import { settingsRoutes } from "./routes/settings.ts";
import { tenseDismissRoutes } from "./routes/tense_dismiss.ts";
import { unsupportedRoutes } from "./routes/unsupported.ts";
import {
  accessLog,
  hostGuard,
  jsonBodyLimit,
  securityHeaders,
  type SecurityVariables,
} from "./security.ts";
import type { ServerState } from "./state.ts";
import { researchRefmanRoutes } from "./routes/research_refman.ts";

/**
 * Builds the app for one server state.
 *
 * @example
 * ```ts
 * import { ServerState } from "./state.ts";
 * const state = new ServerState({ home: "/home/me", cliThresholds: {}, debug: false });
 * const res = await createApp(state).request("/api");
 * res.status; // 200
 * ```
 */
export function createApp(state: ServerState): Hono<{ Variables: SecurityVariables }> {
  // strict: false — `/api/` answers like `/api` (SPEC lists both).
  const app = new Hono<{ Variables: SecurityVariables }>({ strict: false });
  app.use(securityHeaders());
  app.use(accessLog(state));
  app.use(hostGuard(state));
  app.use("/api/*", jsonBodyLimit(state));
  app.route("/api", apiIndexRoutes(state, () => app.routes));
  app.route("/api", projectRoutes(state));
  app.route("/api", settingsRoutes(state));
  app.route("/api", markerRoutes(state));
  app.route("/api", tenseDismissRoutes(state));
  app.route("/api", manuscriptPdfRoutes(state));
  app.route("/api", ndaDraftRoutes(state));
  app.route("/api", researchArchiveRoutes(state));
  app.route("/api", researchSourceRoutes(state));
  app.route("/api", researchSourceMetadataRoutes(state));
  app.route("/api", researchIngestRoutes(state));
  app.route("/api", researchSearchRoutes(state));
  app.route("/api", researchCitationRoutes(state));
  app.route("/api", researchCompareRoutes(state));
  app.route("/api", researchRecordRoutes(state));
  app.route("/api", researchRevisionRoutes(state));
  app.route("/api", researchRecordReadRoutes(state));
  app.route("/api", researchRefmanRoutes(state));
  app.route("/api", researchManuscriptLinkRoutes(state));
  app.route("/api", researchImageRoutes(state));
  app.route("/api", researchViewRoutes(state));
  app.route("/api", unsupportedRoutes(state));
  app.route("/", dashboardRoutes(state));
  app.notFound(async (c) => fail(c, 404, serverText(await pageLanguage(state), "app.not_found")));
  // Messages follow the served page's interface language (server/worded.ts).
  app.onError(async (error, c) => {
    const status = statusOf(error);
    const language = await pageLanguage(state);
    const message = status === 500 && !(error instanceof HttpError)
      ? serverText(language, "app.internal")
      : wordedMessage(error, language);
    if (status === 500 && state.launch.debug) console.error(`[debug] ${error.stack ?? error}`);
    const { extra, headers } = errorDetails(error);
    const res = fail(c, status, message, extra);
    for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
    return res;
  });
  return app;
}
