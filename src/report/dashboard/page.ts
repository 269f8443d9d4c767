/**
 * The dashboard page renderer shared by `svc dashboard` (standalone file), `svc build` and
 * the server. It takes the view results and returns one HTML document whose only script and
 * only stylesheet carry the given nonce, so it runs under a default-deny content-security
 * policy that allows nothing else (no `style=` attributes, no external assets).
 *
 * Host actions: `enabledActions` lists the optional actions the host implements; `undefined`
 * or `null` keeps the full control set ({@linkcode DASHBOARD_ACTIONS}); the standalone file
 * passes `[]` (it has no server, so no PDF download or rebuild).
 *
 * @module
 */

import { html, jsonForScript, raw, type SafeHtml } from "../html.ts";
import { labelsFor } from "../labels/packs.ts";
import { VERSION } from "../../version.ts";
import { clientData } from "./client_data.ts";
import { clientMain } from "./client.ts";
import { dashboardModel } from "./model.ts";
import { charactersSection } from "./sections/characters.ts";
import { chaptersSection } from "./sections/chapters.ts";
import {
  NO_HOST,
  type SectionContext,
  sectionContext,
  type SectionHost,
} from "./sections/context.ts";
import { tenseClient } from "./client_tense.ts";
import { chartKeysClient } from "./client_keys.ts";
import { notesSection } from "./sections/notes.ts";
import { overviewSection } from "./sections/overview.ts";
import { pacingSection } from "./sections/pacing.ts";
import { rhythmSection } from "./sections/rhythm.ts";
import { showingSection } from "./sections/showing.ts";
import { structureSection } from "./sections/structure.ts";
import { styleSection } from "./sections/style.ts";
import { tenseSection } from "./sections/tense.ts";
import { DASHBOARD_CSS } from "./styles.ts";
import type { DashboardViews } from "../../views/dashboard.ts";
import { runtimeLabel } from "../labels/packs.ts";

/** The optional host actions the renderer can draw. */
export const DASHBOARD_ACTIONS = ["rebuild", "manuscript-pdf"] as const;

/**
 * Host actions beyond {@linkcode DASHBOARD_ACTIONS}: `research` is the research workspace of a
 * serving host (its own navigation group of tabs, with archive writes). It is never part of
 * the default set, so a renderer call without `enabledActions` draws no research area.
 */
export const RESEARCH_ACTION = "research";

/** An extra tab a host adds (the server's workspace panels). */
export interface HostPanel {
  readonly id: string;
  readonly label: string;
  readonly body: SafeHtml;
  /**
   * `research`: the tab belongs to the research area, its own navigation group beside the
   * analysis tabs; drawn only when `enabledActions` lists {@linkcode RESEARCH_ACTION}.
   */
  readonly group?: "research";
}

/** Options of {@linkcode renderDashboard}. */
export interface RenderDashboardOptions {
  /** Nonce of the page's `<script>` and `<style>`; fresh per response on a server. */
  readonly nonce: string;
  /** Interface language; default the analysis language (English for `generic`). */
  readonly uiLanguage?: string;
  /** Page title; default the manuscript's own title, else a generic label. */
  readonly title?: string;
  /** Actions the host implements; `undefined`/`null` = all of {@linkcode DASHBOARD_ACTIONS}. */
  readonly enabledActions?: readonly string[] | null;
  /** Optional renderer metadata, written as `data-research-context-token` on `<body>`. */
  readonly researchContextToken?: string;
  /** Token of the selected manuscript context; the PDF form is disabled without it. */
  readonly manuscriptPdfToken?: string;
  /** The `Content-Security-Policy` to repeat in a `<meta>` (standalone files). */
  readonly cspMeta?: string;
  /** Extra controls in the header (server). */
  readonly hostControls?: SafeHtml;
  /** Extra tabs (server). */
  readonly hostPanels?: readonly HostPanel[];
  /** Extra CSS (server panels), appended to the page's one nonce'd stylesheet. */
  readonly hostStyles?: string;
  /** Extra browser code (server panels), run in the page's one nonce'd script. */
  readonly hostScripts?: readonly string[];
  /**
   * Workspace features of a serving host: buttons that add a work marker at a chapter or a
   * flagged paragraph, and tense dismissals saved in the project. Default: none (a file).
   */
  readonly host?: SectionHost;
  /** Built-in tabs the host replaces with its own (the server lists work markers itself). */
  readonly omitPanels?: readonly string[];
}

/** Options of {@linkcode renderDashboardParts}: a served page whose heavy parts load later. */
export interface RenderDashboardPartsOptions extends RenderDashboardOptions {
  /**
   * The URL the page fetches a deferred part from, with `part=<panel id>` (or `part=data`,
   * the chapter details) appended: `/api/dashboard-part?page=…`.
   */
  readonly partUrl: string;
}

/** A served page and the parts it fetches when a tab or a chapter is opened. */
export interface DashboardParts {
  /** The first view: every tab, the Overview's and the host's with their content. */
  readonly page: string;
  /** Deferred tab bodies by panel id, and `data`: the chapter-details JSON. */
  readonly parts: ReadonlyMap<string, string>;
}

/** The one tab whose content every page carries inline: the page opens on it. */
const FIRST_VIEW = "overview";

/**
 * The default-deny content-security policy of the page for one nonce. `connect` allows
 * `fetch` to the same origin (server pages); a standalone file needs none.
 *
 * @example
 * ```ts
 * dashboardCsp("abc", { connect: false }).startsWith("default-src 'none'"); // true
 * ```
 */
export function dashboardCsp(nonce: string, options: { connect: boolean }): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src data:",
    options.connect ? "connect-src 'self'" : null,
    "base-uri 'none'",
    options.connect ? "form-action 'self'" : "form-action 'none'",
    options.connect ? "frame-ancestors 'none'" : null,
  ].filter(Boolean).join("; ");
}

function actionControls(ctx: SectionContext, options: RenderDashboardOptions): SafeHtml {
  const enabled = new Set(options.enabledActions ?? DASHBOARD_ACTIONS);
  const { t } = ctx;
  const parts: SafeHtml[] = [];
  if (enabled.has("rebuild")) {
    parts.push(
      html`
        <form
          data-action="/api/rebuild"><button type="submit">${t(
            "rebuild",
          )}</button><span role="status" class="meta"></span></form>
      `,
    );
  }
  if (enabled.has("manuscript-pdf")) {
    const token = options.manuscriptPdfToken;
    parts.push(
      html`
        <form id="manuscript-pdf-form" data-action="/api/manuscript-pdf"
          ${token
            ? html`
              data-project-token="${token}"
            `
            : ""}><input type="hidden" name="project_token" value="${token ??
            ""}"><select name="layout" aria-label="${t("pdf_layout")}"${token
            ? ""
            : " disabled"}><option value="report">${t(
              "layout_report",
            )}</option><option value="book">${t("layout_book")}</option><option value="sheet">${t(
              "layout_sheet",
            )}</option></select><button type="submit" class="primary"${token
            ? ""
            : " disabled"}>${t(
              "download_pdf",
            )}</button><span role="status" class="meta"></span></form>
      `,
    );
  }
  if (options.hostControls) parts.push(options.hostControls);
  return parts.length === 0 ? html`` : html`<div class="actions">${parts}</div>`;
}

/**
 * The tab buttons of one navigation group; `first` selects the group's first tab (the page
 * opens on it), otherwise the group's first tab is only its keyboard entry point.
 */
function tabButtons(
  panels: readonly { id: string; label: string; badge?: number }[],
  first: boolean,
): SafeHtml {
  return html`${
    panels.map((p, i) =>
      html`
        <button type="button" role="tab" id="tab-${p.id}" aria-controls="panel-${p.id}"
          aria-selected="${first && i === 0 ? "true" : "false"}" ${i === 0 ? "" : html`
            tabindex="-1"
          `}>${p.label}${p.badge
            ? html`<span class="badge" aria-label="${p.badge}">${p.badge}</span>`
            : ""}</button>
      `
    )
  }`;
}

/**
 * Renders the dashboard page.
 *
 * @example
 * ```ts
 * import type { DashboardViews } from "../../views/dashboard.ts";
 * declare const views: DashboardViews;
 * const page = renderDashboard(views, { nonce: "n0nce", enabledActions: [] });
 * page.startsWith("<!doctype html>"); // true
 * ```
 */
export function renderDashboard(views: DashboardViews, options: RenderDashboardOptions): string {
  return renderPage(views, options, null).page;
}

/**
 * Renders a served page whose analysis tabs (all but the Overview) and chapter-details data
 * are left out and fetched from `partUrl` when opened; the parts are rendered by the same
 * code as {@linkcode renderDashboard}'s, so a tab shows the same content either way.
 *
 * @example
 * ```ts
 * import type { DashboardViews } from "../../views/dashboard.ts";
 * declare const views: DashboardViews;
 * const { page, parts } = renderDashboardParts(views, {
 *   nonce: "n0nce",
 *   partUrl: "/api/dashboard-part?page=p1",
 * });
 * page.includes('data-part="style"'); // true: the Style tab is fetched when opened
 * parts.get("style")?.startsWith("<"); // true
 * ```
 */
export function renderDashboardParts(
  views: DashboardViews,
  options: RenderDashboardPartsOptions,
): DashboardParts {
  const parts = new Map<string, string>();
  return { page: renderPage(views, options, { url: options.partUrl, parts }).page, parts };
}

/** Where deferred parts go; null renders everything inline. */
interface Deferral {
  readonly url: string;
  readonly parts: Map<string, string>;
}

function renderPage(
  views: DashboardViews,
  options: RenderDashboardOptions,
  defer: Deferral | null,
): { page: string } {
  const analysisLanguage = views.analyze.meta.language;
  const ui = options.uiLanguage ?? analysisLanguage;
  const t = labelsFor(ui);
  const model = dashboardModel(views);
  const ctx = sectionContext(model, t, ui, options.host ?? NO_HOST);
  const title = options.title ?? views.documentTitle ?? t("untitled");
  const host = options.hostPanels ?? [];
  const research = new Set(options.enabledActions ?? []).has(RESEARCH_ACTION)
    ? host.filter((p) => p.group === "research")
    : [];
  const panels: { id: string; label: string; badge?: number; body: SafeHtml }[] = [
    { id: "overview", label: t("tab_overview"), body: overviewSection(ctx) },
    { id: "rhythm", label: t("tab_rhythm"), body: rhythmSection(ctx) },
    {
      id: "style",
      label: t("tab_style"),
      badge: model.flaggedCells.length,
      body: styleSection(ctx),
    },
    {
      id: "tense",
      label: t("tab_tense"),
      badge: model.flaggedParagraphs.length,
      body: tenseSection(ctx),
    },
    { id: "pacing", label: t("tab_dialogue"), body: pacingSection(ctx) },
    { id: "showing", label: t("tab_showing"), body: showingSection(ctx) },
    { id: "characters", label: t("tab_characters"), body: charactersSection(ctx) },
    { id: "structure", label: t("tab_structure"), body: structureSection(ctx) },
    { id: "notes", label: t("tab_notes"), badge: views.figures.markers, body: notesSection(ctx) },
    { id: "chapters", label: t("tab_chapters"), body: chaptersSection(ctx) },
    ...host.filter((p) => p.group === undefined),
  ].filter((p) => !(options.omitPanels ?? []).includes(p.id));
  const all = [...panels, ...research].map((p) => {
    if (!defer || p.id === FIRST_VIEW || host.includes(p as HostPanel)) return p;
    defer.parts.set(p.id, p.body.value);
    return { ...p, body: lazyBody(defer.url, p.id, t("part_loading"), t("part_failed")) };
  });
  const nonce = options.nonce;
  const script = [
    `(${clientMain.toString()})(window);`,
    `(${tenseClient.toString()})(window);`,
    `(${chartKeysClient.toString()})(window);`,
    ...(options.hostScripts ?? []),
  ].join("\n");
  const page = html`
    <!doctype html>
    <html lang="${ui}">
      <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${options.cspMeta
      ? html`<meta http-equiv="Content-Security-Policy" content="${options.cspMeta}">`
      : ""}
    <meta name="generator" content="svc ${VERSION}">
    <title>${title} · ${t("dashboard_title")}</title>
    <style nonce="${nonce}">${raw(DASHBOARD_CSS + (options.hostStyles ?? ""))}</style>
      </head>
      <body${options.researchContextToken
        ? html`
          data-research-context-token="${options.researchContextToken}"
        `
        : ""}>
        <header class="top"><div><p class="brand">${t("app_name")} · ${t(
          "dashboard_title",
        )}</p><h1>${title}</h1>
    <p class="sub">${runtimeLabel(t, `language_${analysisLanguage}`)} · ${ctx.num(
      views.figures.words,
      0,
    )} ${t(
      "words",
    )} · ${ctx.num(views.figures.chapters, 0)} ${t("chapters")} · ${t("generated_by", {
      version: VERSION,
    })}</p></div>${actionControls(ctx, options)}</header>
        <div class="navs${research.length > 0 ? " navs-two" : ""}">
          <nav class="tabs" role="tablist" aria-label="${t("dashboard_title")}">${tabButtons(
            panels,
            true,
          )}</nav>
          ${research.length > 0
            ? html`
              <div
                class="nav-group"><span class="nav-label" id="nav-research-label">${t(
                  "research_area",
                )}</span><nav class="tabs tabs-research" role="tablist"
                  aria-labelledby="nav-research-label">${tabButtons(research, false)}</nav></div>
            `
            : ""}
        </div>
        <div class="layout">
          <main>${all.map((p) =>
            html`
              <section class="panel" role="tabpanel" id="panel-${p.id}" aria-labelledby="tab-${p
                .id}"
                ${research.includes(p as HostPanel)
                  ? html`
                    data-group="research"
                  `
                  : ""}
                tabindex="0"><h2>${p.label}</h2>${p.body}</section>
            `
          )}</main>
          <aside id="detail" class="card" aria-live="polite" aria-label="${t("section_detail")}">
            <h2>${t("section_detail")}</h2>
            <div id="detail-body">
              <p class="empty">${t("guide_click")}</p>
            </div>
          </aside>
        </div>
        <footer>
          <p>${t("caveat_diagnostics")} ${t("caveat_three_sets")}</p>
          <p>${t("generated_by", { version: VERSION })}</p>
        </footer>
        ${defer
          ? html`<script type="application/json" id="svc-data" data-part="data" data-src="${
            partSrc(
              defer.url,
              "data",
            )
          }"></script>`
          : html`<script type="application/json" id="svc-data">${
            raw(
              jsonForScript(clientData(ctx)),
            )
          }</script>`}
        <script nonce="${nonce}">${raw(script)}</script>
        </body>
        </html>
  `;
  if (defer) defer.parts.set("data", JSON.stringify(clientData(ctx)));
  return { page: page.value.trimStart() };
}

/** The URL of one deferred part. */
function partSrc(url: string, part: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}part=${encodeURIComponent(part)}`;
}

/** The stand-in body of a deferred tab: the page script fetches the real one when opened. */
function lazyBody(url: string, id: string, loading: string, failed: string): SafeHtml {
  return html`
    <div class="lazy-part" data-part="${id}" data-src="${partSrc(
      url,
      id,
    )}" data-failed="${failed}">
      <p class="empty" role="status">${loading}</p>
    </div>
  `;
}
