/**
 * `GET /api` and `/api/`: the `svc-api-index/1` document — registered GET and POST paths,
 * capability flags, project-state booleans and the language. It names no paths,
 * titles, manuscript text or records, and works without a project.
 *
 * @module
 */

import { type Context, Hono } from "npm:hono@4.13.19";
import { VERSION } from "../../src/version.ts";
import { researchRootPath, researchSelected } from "../research_root.ts";
import { RESEARCH_ACTION } from "../../src/report/dashboard/page.ts";
import type { ServerState } from "../state.ts";

/** The registered routes, read when the index is requested (all routes are mounted then). */
export type RouteList = () => readonly { method: string; path: string }[];

/** Capabilities of this server (what it implements, not what a project holds). */
const CAPABILITIES = {
  dashboard: true,
  project_switcher: true,
  project_create: true,
  load: true,
  settings: true,
  markers: true,
  rebuild: true,
  manuscript_pdf: true,
  nda_draft: true,
  research: true,
  export: false,
  sync: false,
  audit: false,
  prune: false,
  cloudstore: false,
} as const;

/**
 * The host actions a client may offer now (SPEC 4.3 embedding rule): `nda-draft` always, even
 * in an empty workspace; `rebuild` and `manuscript-pdf` while a manuscript is selected;
 * `research` while a research root is selected (with or without a manuscript).
 */
function availableActions(state: ServerState): string[] {
  const actions = state.selection?.manuscript
    ? ["manuscript-pdf", "nda-draft", "rebuild"]
    : ["nda-draft"];
  // The research workspace is offered wherever a research root is selected.
  if (researchRootPath(state) !== null) actions.push(RESEARCH_ACTION);
  return actions.sort();
}

/**
 * The index routes.
 *
 * @example
 * ```ts
 * import { Hono } from "npm:hono@4.13.19";
 * import { ServerState } from "../state.ts";
 * const state = new ServerState({ home: "/home/me", cliThresholds: {}, debug: false });
 * const app = new Hono();
 * app.route("/api", apiIndexRoutes(state, () => app.routes));
 * (await (await app.request("/api")).json()).schema; // "svc-api-index/1"
 * ```
 */
export function apiIndexRoutes(state: ServerState, routes: RouteList): Hono {
  const app = new Hono();
  const index = async (c: Context) => {
    const paths = (method: string) =>
      [...new Set(routes().filter((r) => r.method === method).map((r) => r.path))].sort();
    return c.json({
      ok: true,
      schema: "svc-api-index/1",
      version: VERSION,
      get: paths("GET"),
      post: paths("POST"),
      capabilities: CAPABILITIES,
      actions: availableActions(state),
      state: {
        project_selected: state.selection !== null,
        manuscript_selected: state.selection?.manuscript != null,
        research_selected: await researchSelected(state),
      },
      // The analysis language chosen for this server: flag over session (SPEC 4.1).
      language: state.launch.cliLanguage ?? state.session.language ?? null,
      interface_reference: "svc about --json",
    });
  };
  app.get("/", index);
  return app;
}
