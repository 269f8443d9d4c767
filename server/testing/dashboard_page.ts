/**
 * The served dashboard in one piece for tests: `GET /`, then every part it names from
 * `GET /api/dashboard-part`, put back where the page left them out.
 *
 * @module
 */

import { dashboardPartUrls, joinDashboardParts } from "../../src/testing/dashboard_parts.ts";

/**
 * Fetches the page at `path` (default `/`) and its deferred parts with `request` (an app's
 * `request` or `fetch` on a base URL) and returns the whole page.
 *
 * @example
 * ```ts
 * import { createApp } from "../app.ts";
 * import { ServerState } from "../state.ts";
 * const app = createApp(new ServerState({ home: "/tmp", cliThresholds: {}, debug: false }));
 * const html = await wholePage((p) => app.request(p));
 * html.includes("</html>"); // true
 * ```
 */
export async function wholePage(
  request: (path: string) => Response | Promise<Response>,
  path = "/",
): Promise<string> {
  const page = await (await request(path)).text();
  const parts = new Map<string, string>();
  for (const [id, url] of dashboardPartUrls(page)) {
    const json = await (await request(url)).json();
    if (!json.ok) throw new Error(`GET ${url}: ${json.message}`);
    parts.set(id, id === "data" ? JSON.stringify(json.data) : json.html);
  }
  return joinDashboardParts(page, parts);
}
