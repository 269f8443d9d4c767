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
import type { WorkspacePart } from "./panels/index.ts";

/**
 * Renders the welcome page.
 *
 * @example
 * ```ts
 * // welcomePage({ nonce, t: labelsFor("en"), ui: "en", parts })
 * ```
 */
export function welcomePage(
  options: { nonce: string; t: Translate; ui: string; parts: readonly WorkspacePart[] },
): string {
  const { nonce, t, parts } = options;
  const script = [`(${clientMain.toString()})(window);`, ...parts.flatMap((p) => p.script ?? [])]
    .join("\n");
  return html`
    <!doctype html>
    <html lang="${options.ui}">
      <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>${t("app_name")} · ${t("welcome_title")}</title>
        <style nonce="${nonce}">${raw(DASHBOARD_CSS)}</style>
      </head>
      <body>
        <header class="top"><div><p class="brand">${t("app_name")} · ${t("dashboard_title")}</p>
    <h1>${t("welcome_title")}</h1><p class="sub">${t("welcome_text")}</p></div>${parts.map((p) =>
      p.controls ? html`<div class="actions">${p.controls}</div>` : ""
    )}</header>
        <div class="layout">
          <main>${parts.map((p) =>
            p.panel
              ? html`<section class="panel card" id="panel-${p.panel.id}"><h2>${p.panel.label}</h2>${p.panel.body}</section>`
              : ""
          )}</main>
        </div>
        <footer>
          <p>${t("generated_by", { version: VERSION })}</p>
        </footer>
        <script nonce="${nonce}">${raw(script)}</script>
      </body>
    </html>
  `.value;
}
