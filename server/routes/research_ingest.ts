/**
 * `POST /api/research-ingest` (SPEC 4.3): one file of the project becomes a retained source
 * version; answers `research-ingest-local/1` plus `ok`.
 *
 * Checks, in this order, each before anything is read: the body's fields (strict: unknown
 * fields 400), `research_token` when given (409 `stale-context`), `allow_retention` literally
 * the boolean `true` (400), `context` a JSON object and `origin_url` an HTTP(S) URL (400), an
 * archive at the research root (400), and `file`: resolved against the research root (the
 * archive's project), made real and required to stay inside the root's real path and
 * outside the archive folder, and to be a regular file (400). Only then does the facade read
 * the bytes.
 *
 * `expected_snapshot` and `project_id` are the facade's guards: stale gives 409 with
 * `code: "stale-archive"` and nothing written. Bytes the archive already holds as a source
 * give 409 with `code: "duplicate-source"` and `existing` (its `source_id`, `version_id`,
 * `version`, `title`), nothing written, unless the body says what is meant:
 * `new_version_of: "src_…"` (a new version of that source) or `as_new_source: true`. The writer lock is awaited for at most
 * {@linkcode RESEARCH_LOCK_WAIT_MS}; then 503 with `Retry-After`, nothing written.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { ok, readJson } from "../http.ts";
import { fileInProject } from "../project_file.ts";
import { researchFacade } from "../research_facade.ts";
import { checkIngestRequest } from "../research_ingest_checks.ts";
import { RESEARCH_LOCK_WAIT_MS } from "../research_root.ts";
import type { ServerState } from "../state.ts";

const INGEST_BODY = z.strictObject({
  file: z.string(),
  // Checked by hand (requireRetention) so that anything but `true` gets the facade's message.
  allow_retention: z.unknown().optional(),
  title: z.string().optional(),
  metadata: z.unknown().optional(),
  origin_url: z.string().optional(),
  context: z.unknown().optional(),
  expected_snapshot: z.string().optional(),
  project_id: z.string().optional(),
  research_token: z.string().optional(),
  new_version_of: z.string().optional(),
  as_new_source: z.boolean().optional(),
});

/**
 * The ingest route, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const body = JSON.stringify({ file: "sources/letter.txt", allow_retention: true });
 * const app = researchIngestRoutes(state);
 * const res = await app.request("/research-ingest", { method: "POST", body });
 * (await res.json()).schema; // "research-ingest-local/1"
 * ```
 */
export function researchIngestRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.post("/research-ingest", async (c) => {
    const body = await readJson(c, INGEST_BODY);
    const root = await checkIngestRequest(state, body);
    const { ingest } = await researchFacade();
    const file = await fileInProject(root, body.file, "file");
    const receipt = await ingest(root, {
      file,
      allowRetention: body.allow_retention,
      title: body.title,
      metadata: body.metadata,
      context: body.context,
      originUrl: body.origin_url,
      expectedSnapshot: body.expected_snapshot,
      expectedProjectId: body.project_id,
      sourceId: body.new_version_of,
      asNewSource: body.as_new_source === true,
      lock: { timeoutMs: RESEARCH_LOCK_WAIT_MS },
    });
    return ok(c, { ...receipt });
  });

  return app;
}
