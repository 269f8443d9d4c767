/**
 * `GET /`: the dashboard of the selected project with the workspace panels (project
 * switcher, settings form with `data-project-token`, marker controls), or the welcome page of
 * an empty workspace. Every response gets a fresh nonce from the security middleware.
 *
 * The first view of a long book stays light (issue 28): the page carries the Overview and the
 * workspace tabs; the other analysis tabs and the chapter-details data are fetched from
 * `GET /api/dashboard-part?page=ID&part=P` when opened. `ID` names the rendered page, so a
 * tab always comes from the same analysis as the page that asks for it (an edit renders a new
 * page; the last few stay fetchable, an older one answers 409: reload).
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { html } from "../../src/report/html.ts";
import { labelsFor } from "../../src/report/labels/packs.ts";
import {
  type DashboardParts,
  renderDashboardParts,
  RESEARCH_ACTION,
} from "../../src/report/dashboard/page.ts";
import { fail } from "../http.ts";
import type { DashboardViews } from "../../src/views/dashboard.ts";
import { hostPanelsOf, workspaceParts } from "../panels/index.ts";
import { projectSettings, projectToken, projectViews } from "../project.ts";
import type { SecurityVariables } from "../security.ts";
import type { ServerState } from "../state.ts";
import { welcomePage } from "../welcome.ts";
import { readDismissals } from "../../src/project/dismissals.ts";
import { pageLanguage, serverText } from "../worded.ts";

/** A rendered page whose nonce is still a placeholder, and its deferred parts. */
interface Draft {
  readonly key: string;
  readonly id: string;
  readonly placeholder: string;
  readonly html: string;
  readonly parts: DashboardParts["parts"];
}

const DRAFTS = new WeakMap<DashboardViews, Draft>();
/** Uses of the nonce in a served page: the style and the script element. */
const NONCE_USES = 2;
/** Rendered pages whose parts stay fetchable, per server: the newest few. */
const PAGES = new WeakMap<ServerState, Map<string, Draft>>();
const KEPT_PAGES = 4;
/** The route of the deferred parts. */
const PART_ROUTE = "/api/dashboard-part";

/**
 * Renders the page once per views object and panel state, with a placeholder nonce that a
 * manuscript cannot contain (checked), so each response only swaps in its fresh nonce.
 */
function cachedDraft(
  state: ServerState,
  views: DashboardViews,
  key: string,
  render: (nonce: string, partUrl: string) => DashboardParts,
): Draft {
  const cached = DRAFTS.get(views);
  if (cached?.key === key) return keep(state, cached);
  for (let attempt = 0;; attempt++) {
    const placeholder = `svc-nonce-${crypto.randomUUID()}`;
    const id = crypto.randomUUID();
    const { page, parts } = render(placeholder, `${PART_ROUTE}?page=${id}`);
    if (page.split(placeholder).length - 1 !== NONCE_USES && attempt < 3) continue;
    const draft = { key, id, placeholder, html: page, parts };
    DRAFTS.set(views, draft);
    return keep(state, draft);
  }
}

/** Makes a served draft the newest fetchable page of the server; the oldest beyond a few go. */
function keep(state: ServerState, draft: Draft): Draft {
  const pages = PAGES.get(state) ?? new Map<string, Draft>();
  PAGES.set(state, pages);
  pages.delete(draft.id);
  pages.set(draft.id, draft);
  for (const old of pages.keys()) if (pages.size > KEPT_PAGES) pages.delete(old);
  return draft;
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
 * // GET /api/dashboard-part?page=ID&part=style -> {ok, part, html}: a tab opened later
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
      state,
      views,
      JSON.stringify([settings.project.title, ui, parts, token, dismissed]),
      (nonce, partUrl) =>
        renderDashboardParts(views, {
          nonce,
          partUrl,
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
  app.get(PART_ROUTE, async (c) => {
    const id = c.req.queries("page") ?? [];
    const name = c.req.queries("part") ?? [];
    if (id.length !== 1 || name.length !== 1) {
      return fail(c, 400, serverText(await pageLanguage(state), "dashboard.part_needs"));
    }
    const draft = PAGES.get(state)?.get(id[0]);
    if (!draft) return fail(c, 409, serverText(await pageLanguage(state), "dashboard.out_of_date"));
    const part = draft.parts.get(name[0]);
    if (part === undefined) {
      const text = serverText(await pageLanguage(state), "dashboard.no_part", { name: name[0] });
      return fail(c, 404, text);
    }
    // The data part is JSON already: it goes in as it is, not parsed and written again.
    if (name[0] === "data") {
      return c.body(`{"ok":true,"part":"data","data":${part}}`, 200, {
        "Content-Type": "application/json; charset=UTF-8",
      });
    }
    return c.json({ ok: true, part: name[0], html: part });
  });
  return app;
}
