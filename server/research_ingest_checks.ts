/**
 * The checks that both ingest routes (`POST /api/research-ingest` and the two image POSTs)
 * run before anything is read or written, in their documented order: `research_token` when
 * given (409 `stale-context`), `allow_retention` literally `true`, `context` a JSON object,
 * `origin_url` an HTTP(S) URL (each 400), and an archive at the research root (400).
 *
 * @module
 */

import { researchFacade } from "./research_facade.ts";
import { checkResearchToken, requireArchive } from "./research_root.ts";
import type { ServerState } from "./state.ts";
import { httpError } from "./http.ts";

/** The body fields the shared checks read. */
export interface IngestRequestFields {
  readonly research_token?: string;
  readonly allow_retention?: unknown;
  readonly context?: unknown;
  readonly origin_url?: string;
}

/**
 * Runs the shared ingest checks; returns the research root.
 *
 * @example
 * ```ts
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * const body = { allow_retention: true, origin_url: "https://archive.example/letter-12" };
 * const root = await checkIngestRequest(state, body); // "/home/me/novel"
 * ```
 */
export async function checkIngestRequest(
  state: ServerState,
  body: IngestRequestFields,
): Promise<string> {
  await checkResearchToken(state, body.research_token);
  const { checkContext, checkOriginUrl, requireRetention } = await researchFacade();
  requireRetention(body.allow_retention);
  const context = body.context;
  if (
    context !== undefined &&
    (context === null || typeof context !== "object" || Array.isArray(context))
  ) {
    throw httpError(400, "research_ingest_checks.context_json_object");
  }
  checkContext(context);
  if (body.origin_url !== undefined) checkOriginUrl(body.origin_url);
  return await requireArchive(state);
}
