/**
 * The welcome page of an empty workspace (no project or no manuscript selected): the same
 * look and security as the dashboard, with the workspace panels only.
 *
 * @module
 */

import { html, raw } from "../src/report/html.ts";
import type { Translate } from "../src/report/labels/packs.ts";
import { DASHBOARD_CSS } from "../src/report/dashboard/styles.ts";
import { clientMain } from "../src/report/dashboard/client.ts";
import { VERSION } from "../src/version.ts";
import { hostPanelsOf, type WorkspacePart } from "./panels/index.ts";
import type { HostPanel } from "../src/report/dashboard/page.ts";

/** The research area of a folder without a manuscript: its own tab group under the cards. */
function researchArea(t: Translate, panels: readonly HostPanel[]) {
  if (panels.length === 0) return "";
  return html`
    <div class="navs navs-two">
      <div
        class="nav-group"><span class="nav-label" id="nav-research-label">${t(
          "research_area",
        )}</span><nav class="tabs tabs-research" role="tablist"
          aria-labelledby="nav-research-label">${panels.map((p, i) =>
            html`
              <button type="button" role="tab" id="tab-${p.id}" aria-controls="panel-${p.id}"
                aria-selected="${i === 0 ? "true" : "false"}" ${i === 0 ? "" : html`
                  tabindex="-1"
                `}>${p.label}</button>
            `
          )}</nav></div>
    </div>
    <div class="layout">
      <main>${panels.map((p) =>
        html`
          <section class="panel" role="tabpanel" id="panel-${p.id}" aria-labelledby="tab-${p
            .id}"
            data-group="research" tabindex="0"><h2>${p.label}</h2>${p.body}</section>
        `
      )}</main>
    </div>
  `;
}

/**
 * Renders the welcome page.
 *
 * @example
 * ```ts
 * import { labelsFor } from "../src/report/labels/packs.ts";
 * import type { WorkspacePart } from "./panels/index.ts";
 * declare const parts: WorkspacePart[];
 * const page = welcomePage({ nonce: "r4nd0m", t: labelsFor("en"), ui: "en", parts });
 * page.includes("<!doctype html>"); // true
 * ```
 */
export function welcomePage(
  options: { nonce: string; t: Translate; ui: string; parts: readonly WorkspacePart[] },
): string {
  const { nonce, t, parts } = options;
  const panels = hostPanelsOf(parts);
  const styles = parts.map((p) => p.styles ?? "").join("");
  const script = [`(${clientMain.toString()})(window);`, ...parts.flatMap((p) => p.script ?? [])]
    .join("\n");
  return html`
    <!doctype html>
    <html lang="${options.ui}">
      <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>${t("app_name")} · ${t("welcome_title")}</title>
        <style nonce="${nonce}">${raw(DASHBOARD_CSS + styles)}</style>
      </head>
      <body>
        <header class="top"><div><p class="brand">${t("app_name")} · ${t("dashboard_title")}</p>
    <h1>${t("welcome_title")}</h1><p class="sub">${t("welcome_text")}</p></div>${parts.map((p) =>
      p.controls ? html`<div class="actions">${p.controls}</div>` : ""
    )}</header>
        <div class="layout">
          <main>${panels.filter((p) => p.group === undefined).map((p) =>
            html`<section class="panel card" id="panel-${p.id}"><h2>${p.label}</h2>${p.body}</section>`
          )}</main>
        </div>
        ${researchArea(t, panels.filter((p) => p.group === "research"))}
        <footer>
          <p>${t("generated_by", { version: VERSION })}</p>
        </footer>
        <script nonce="${nonce}">${raw(script)}</script>
      </body>
    </html>
  `.value;
}
