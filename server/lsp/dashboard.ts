/**
 * "Open the dashboard at this chapter": which page to show. When the managed server
 * (`svc service start`) is running, is ours, and was launched for this manuscript or its
 * folder, its served dashboard is the page: it is live and has every action (dismiss, markers,
 * PDFs). Otherwise the standalone dashboard of the document as the editor holds it (unsaved
 * edits included) is written to a folder of this `svc lsp` process under the system's temporary
 * folder, never into the project (its `exports/` belong to `svc build`), and that file is the
 * page. Either address ends in `#chapter-N`, the dashboard's anchor that opens a chapter's
 * details. A foreground `svc serve` leaves no record, so it is not found.
 *
 * @module
 */

import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { writeFileAtomic } from "../../src/project/atomic_write.ts";
import { manuscriptSlug } from "../../src/project/exports/slug.ts";
import { standaloneDashboard } from "../../src/report/dashboard/standalone.ts";
import { computeDashboardViews } from "../../src/views/dashboard.ts";
import { servicePaths, stateDir } from "../service/paths.ts";
import { inspect } from "../service/status.ts";
import type { DocumentResult } from "./diagnose.ts";

/**
 * The served dashboard's address when the managed server serves this manuscript, else null.
 *
 * @example
 * ```ts
 * await servedDashboard("/home/me/novel/book.md", (n) => Deno.env.get(n)); // null when none runs
 * ```
 */
export async function servedDashboard(
  manuscript: string,
  env: (name: string) => string | undefined,
): Promise<string | null> {
  const found = await inspect(servicePaths(stateDir(env)));
  if (found.kind !== "ours") return null;
  const { launch, url } = found.record;
  if (launch.project === null || launch.no_project) return null;
  const project = resolve(launch.project);
  const path = resolve(manuscript);
  return project === path || project === dirname(path) ? url : null;
}

/**
 * Writes the standalone dashboard of a document's analysis into `folder`; returns the file.
 *
 * @example
 * ```ts
 * import type { DocumentResult } from "./diagnose.ts";
 * declare const result: DocumentResult;
 * await writeStandaloneDashboard(result, "/home/me/novel/book.md", "/tmp/svc-lsp");
 * // "/tmp/svc-lsp/book-dashboard.html"
 * ```
 */
export async function writeStandaloneDashboard(
  result: DocumentResult,
  manuscript: string,
  folder: string,
): Promise<string> {
  const views = computeDashboardViews(result.analysis, {
    thresholds: result.settings.thresholds,
    names: result.settings.names,
    dismissed: result.dismissed,
  });
  const page = standaloneDashboard(views, { uiLanguage: result.settings.uiLanguage });
  const file = join(folder, `${manuscriptSlug(basename(manuscript))}-dashboard.html`);
  await writeFileAtomic(file, page);
  return file;
}

/**
 * The address that opens a chapter on a page (a served URL or a file path).
 *
 * @example
 * ```ts
 * chapterAddress("/tmp/svc-lsp/book-dashboard.html", 3);
 * // "file:///tmp/svc-lsp/book-dashboard.html#chapter-3"
 * chapterAddress("http://127.0.0.1:8765/", 3); // "http://127.0.0.1:8765/#chapter-3"
 * ```
 */
export function chapterAddress(page: string, chapter: number): string {
  const base = /^https?:\/\//.test(page) ? page : pathToFileURL(page).href;
  return `${base}#chapter-${chapter}`;
}
