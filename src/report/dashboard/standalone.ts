/**
 * The standalone dashboard file (`svc dashboard -o OUT.html`, `svc build`): the page with its
 * content-security policy repeated in a `<meta>` element and no host actions.
 *
 * The nonce of a file cannot be fresh per response; it is derived from the SHA-256 of the
 * page without it, so the same input gives a byte-identical file (the build relies on that)
 * and no text in the manuscript can predict it.
 *
 * @module
 */

import { createHash } from "node:crypto";
import { dashboardCsp, renderDashboard } from "./page.ts";
import type { DashboardViews } from "../../views/dashboard.ts";

/** Options of {@linkcode standaloneDashboard}. */
export interface StandaloneOptions {
  /** Page title; default the manuscript's own title. */
  readonly title?: string;
  /** Interface language; default the analysis language. */
  readonly uiLanguage?: string;
}

/** Occurrences of the nonce in a page: CSP meta (script and style), style and script. */
const NONCE_USES = 4;

/**
 * Renders the self-contained dashboard HTML.
 *
 * @example
 * ```ts
 * import type { DashboardViews } from "../../views/dashboard.ts";
 * declare const views: DashboardViews;
 * standaloneDashboard(views).includes('http-equiv="Content-Security-Policy"'); // true
 * ```
 */
export function standaloneDashboard(
  views: DashboardViews,
  options: StandaloneOptions = {},
): string {
  const render = (nonce: string) =>
    renderDashboard(views, {
      nonce,
      title: options.title,
      uiLanguage: options.uiLanguage,
      enabledActions: [],
      cspMeta: dashboardCsp(nonce, { connect: false }),
    });
  // A manuscript could contain the placeholder text itself; then pick another one.
  for (let attempt = 0;; attempt++) {
    const placeholder = `svc-nonce-placeholder-${attempt}`;
    const draft = render(placeholder);
    if (draft.split(placeholder).length - 1 !== NONCE_USES) continue;
    const nonce = createHash("sha256").update(draft).digest("base64url").slice(0, 24);
    return draft.replaceAll(placeholder, nonce);
  }
}
