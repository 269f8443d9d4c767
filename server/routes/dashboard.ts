/**
 * `GET /`: the dashboard of the selected project with the workspace panels (project
 * switcher, settings form with `data-project-token`, marker controls), or the welcome page of
 * an empty workspace. Every response gets a fresh nonce from the security middleware.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { html } from "../../src/report/html.ts";
import { labelsFor } from "../../src/report/labels/packs.ts";
import { renderDashboard, RESEARCH_ACTION } from "../../src/report/dashboard/page.ts";
import type { DashboardViews } from "../../src/views/dashboard.ts";
import { hostPanelsOf, workspaceParts } from "../panels/index.ts";
import { projectSettings, projectToken, projectViews } from "../project.ts";
import type { SecurityVariables } from "../security.ts";
import type { ServerState } from "../state.ts";
import { welcomePage } from "../welcome.ts";
import { readDismissals } from "../../src/project/dismissals.ts";

/** A rendered page whose nonce is still a placeholder. */
interface Draft {
  readonly key: string;
  readonly placeholder: string;
  readonly html: string;
}

const DRAFTS = new WeakMap<DashboardViews, Draft>();
/** Uses of the nonce in a served page: the style and the script element. */
const NONCE_USES = 2;

/**
 * Renders the page once per views object and panel state, with a placeholder nonce that a
 * manuscript cannot contain (checked), so each response only swaps in its fresh nonce.
 */
function cachedDraft(views: DashboardViews, key: string, render: (nonce: string) => string): Draft {
  const cached = DRAFTS.get(views);
  if (cached?.key === key) return cached;
  for (let attempt = 0;; attempt++) {
    const placeholder = `svc-nonce-${crypto.randomUUID()}`;
    const html = render(placeholder);
    if (html.split(placeholder).length - 1 !== NONCE_USES && attempt < 3) continue;
    const draft = { key, placeholder, html };
    DRAFTS.set(views, draft);
    return draft;
  }
}

/** Actions this server implements (SPEC 4.3 embedding rule). */
const SERVER_ACTIONS: readonly string[] = ["rebuild", "manuscript-pdf", RESEARCH_ACTION];

/**
 * The dashboard routes.
 *
 * @example
 * ```ts
 * import { Hono } from "npm:hono@4.13.19";
 * import { securityHeaders, type SecurityVariables } from "../security.ts";
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const app = new Hono<{ Variables: SecurityVariables }>().use(securityHeaders());
 * app.route("/", dashboardRoutes(state)); // GET / -> the dashboard, or the welcome page
 * ```
 */
export function dashboardRoutes(state: ServerState): Hono<{ Variables: SecurityVariables }> {
  const app = new Hono<{ Variables: SecurityVariables }>();
  app.get("/", async (c) => {
    const nonce = c.get("nonce");
    const token = await projectToken(state);
    if (!state.selection?.manuscript) {
      // The interface language (SVC_LANG, session, config ui_language), never the analysis one.
      const ui = (await projectSettings(state)).uiLanguage;
      const t = labelsFor(ui);
      const parts = await workspaceParts({ state, t, projectToken: token });
      return c.html(welcomePage({ nonce, t, ui, parts }));
    }
    const { views, settings } = await projectViews(state);
    // Labels in the interface language; the analysis language only chose the rules.
    const ui = settings.uiLanguage;
    const t = labelsFor(ui);
    const parts = await workspaceParts({ state, t, projectToken: token });
    // An unreadable dismissals file must not take the dashboard down: no flag is dismissed
    // then, and the route that writes it reports the problem.
    const dismissed = await readDismissals(state.selection.root).then(
      (d) => Object.keys(d.tense).sort(),
      () => [],
    );
    const draft = cachedDraft(
      views,
      JSON.stringify([settings.project.title, ui, parts, token, dismissed]),
      (nonce) =>
        renderDashboard(views, {
          nonce,
          title: settings.project.title,
          uiLanguage: ui,
          enabledActions: SERVER_ACTIONS,
          host: {
            markerAdd: "/api/marker-add",
            tenseDismiss: { url: "/api/tense-dismiss", token, dismissed },
            namesField: "settings-names",
          },
          // The workspace's own marker tab lists the markers (with Resolve); the read-only
          // Notes tab would list them a second time.
          omitPanels: ["notes"],
          manuscriptPdfToken: token,
          hostPanels: hostPanelsOf(parts),
          hostStyles: parts.map((p) => p.styles ?? "").join(""),
          hostControls: html`${parts.map((p) => p.controls ?? "")}`,
          hostScripts: parts.flatMap((p) => p.script ? [p.script] : []),
        }),
    );
    const page = draft.html.replaceAll(draft.placeholder, nonce);
    return c.html(page);
  });
  return app;
}
