/**
 * Puts a served dashboard page back together: every deferred part where its stand-in was, and
 * the chapter-details data inline, as `renderDashboard()` renders the page in one piece. Tests
 * read a served page's tabs through it.
 *
 * @module
 */

import { jsonForScript } from "../report/html.ts";

/** A deferred tab's stand-in with the white space around it (see `page.ts`, `lazyBody`). */
const STAND_IN =
  /\s*<div class="lazy-part" data-part="([\w-]+)"[^>]*>\s*<p class="empty" role="status">[^<]*<\/p>\s*<\/div>\s*/g;
/** The data block of a served page, its content left to be fetched. */
const DATA_STAND_IN =
  /<script type="application\/json" id="svc-data" data-part="data"[^>]*><\/script>/;

/**
 * The page with `parts` (tab bodies by panel id, `data` as JSON text) put in. Throws when the
 * page names a part that `parts` lacks.
 *
 * @example
 * ```ts
 * const page = '<script type="application/json" id="svc-data" data-part="data" data-src="u"></script>';
 * joinDashboardParts(page, new Map([["data", '{"a":1}']]));
 * // '<script type="application/json" id="svc-data">{"a":1}</script>'
 * ```
 */
export function joinDashboardParts(page: string, parts: ReadonlyMap<string, string>): string {
  const part = (id: string) => {
    const body = parts.get(id);
    if (body === undefined) throw new Error(`The page names the part "${id}", which is missing`);
    return body;
  };
  return page.replace(STAND_IN, (_, id: string) => part(id)).replace(
    DATA_STAND_IN,
    () =>
      `<script type="application/json" id="svc-data">${
        jsonForScript(JSON.parse(part("data")))
      }</script>`,
  );
}

/**
 * The URLs of the parts a served page names, by part id (`data` included).
 *
 * @example
 * ```ts
 * const page = '<div class="lazy-part" data-part="style" data-src="/api/dashboard-part?page=p&amp;part=style">';
 * dashboardPartUrls(page).get("style"); // "/api/dashboard-part?page=p&part=style"
 * ```
 */
export function dashboardPartUrls(page: string): Map<string, string> {
  const urls = new Map<string, string>();
  for (const m of page.matchAll(/data-part="([\w-]+)" data-src="([^"]+)"/g)) {
    urls.set(m[1], m[2].replaceAll("&amp;", "&"));
  }
  return urls;
}
