/**
 * Manuscript claim links over HTTP (SPEC 4.3):
 * - `POST /api/research-manuscript-link` — exactly `project_id`, `research_token`,
 *   `project_token`, `expected_snapshot`, `expected_source_sha256`, `claim_id`, positive
 *   integer `claim_revision`, `selection`, boolean `allow_retention` (must be `true`), optional
 *   `note`; links a quote of the SELECTED manuscript. `research-manuscript-link-local/1` + `ok`.
 * - `POST /api/research-manuscript-reanchor` — exactly `project_id`, `research_token`,
 *   `project_token`, `expected_snapshot`, `expected_revision`, `expected_source_sha256`,
 *   `link_id`; re-pins a moved or adjusted link of the selected manuscript.
 * - `POST /api/research-manuscript-reconcile` — exactly `project_id`, `research_token`,
 *   `project_token`, `expected_snapshot`, `expected_source_sha256`; re-anchors in one commit
 *   every `moved` link of the selected manuscript (its quote stands once in an unchanged
 *   paragraph), each as a new link revision; `adjusted` ones are listed as skipped
 *   (`research-manuscript-reconcile-local/1`, as CLI `reconcile-manuscript --accept-moved --all`).
 * - `GET /api/research/manuscript-review` — exactly one `research_token` and one
 *   `project_token`; reviews the selected manuscript's links.
 * - `GET /api/research/manuscript-links` — `research_token` (required), optional `claim_id`,
 *   `include_retracted=true|false`; reads no manuscript bytes.
 *
 * Order of checks: request shape (400: malformed, unknown, missing, repeated or mistyped
 * fields), then the tokens (409 `code: "stale-context"`: the research root or the selected
 * manuscript and its settings changed since the page was rendered), then a selected
 * manuscript and an archive (400), then the facade: 400 for an invalid selection or
 * permission, 409 `code: "stale-archive"` for a stale project id, snapshot, revision or
 * source digest. A refused request writes nothing. The Document is parsed with the corpus
 * settings the dashboard shows, so its paragraphs are the ones the client selected from.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import type { Context } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { ConflictError } from "../../src/errors.ts";
import type { ParseOptions } from "../../src/document/types.ts";
import { HttpError, httpError, ok, readJson } from "../http.ts";
import { projectSettings, requireProjectToken } from "../project.ts";
import { researchFacade } from "../research_facade.ts";
import { checkResearchToken, requireArchive, RESEARCH_LOCK_WAIT_MS } from "../research_root.ts";
import type { ServerState } from "../state.ts";

const positive = z.number().int().positive();

const LINK_BODY = z.strictObject({
  project_id: z.string(),
  research_token: z.string(),
  project_token: z.string(),
  expected_snapshot: z.string(),
  expected_source_sha256: z.string(),
  claim_id: z.string(),
  claim_revision: positive,
  selection: z.record(z.string(), z.unknown()),
  allow_retention: z.boolean(),
  note: z.string().nullable().optional(),
});

const RECONCILE_BODY = z.strictObject({
  project_id: z.string(),
  research_token: z.string(),
  project_token: z.string(),
  expected_snapshot: z.string(),
  expected_source_sha256: z.string(),
});

const REANCHOR_BODY = z.strictObject({
  project_id: z.string(),
  research_token: z.string(),
  project_token: z.string(),
  expected_snapshot: z.string(),
  expected_revision: positive,
  expected_source_sha256: z.string(),
  link_id: z.string(),
});

/**
 * The query of a GET as single values: every name must be allowed and appear at most once;
 * `required` names must be present.
 */
function singleQuery(
  c: Context,
  allowed: readonly string[],
  required: readonly string[],
): Record<string, string> {
  const all = c.req.queries() as Record<string, string[]>;
  const out: Record<string, string> = {};
  for (const [name, values] of Object.entries(all)) {
    if (!allowed.includes(name)) throw httpError(400, "routes.unknown_query_field", { name });
    if (values.length !== 1) throw httpError(400, "routes.query_field_given_2", { name });
    out[name] = values[0];
  }
  for (const name of required) {
    if (out[name] === undefined) throw httpError(400, "routes.query_field_required", { name });
  }
  return out;
}

async function requireContext(
  state: ServerState,
  researchToken: string,
  projectToken?: string,
): Promise<void> {
  await checkResearchToken(state, researchToken);
  if (projectToken === undefined) return;
  try {
    await requireProjectToken(state, projectToken);
  } catch (e) {
    if (e instanceof ConflictError) {
      throw new HttpError(409, e.message, { code: "stale-context" }, { ref: e.ref });
    }
    throw e;
  }
}

function selectedManuscript(state: ServerState): string {
  const manuscript = state.selection?.manuscript;
  if (!manuscript) throw httpError(400, "routes.manuscript_selected_open");
  return manuscript;
}

async function parseOptions(state: ServerState): Promise<ParseOptions> {
  const { corpus } = await projectSettings(state);
  return { chapterMarker: corpus.chapterMarker, appendixMarker: corpus.appendixMarker };
}

/**
 * The manuscript-link routes, relative to `/api`.
 *
 * @example
 * ```ts
 * import { researchToken } from "../research_root.ts";
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const token = encodeURIComponent((await researchToken(state)) ?? "");
 * const app = researchManuscriptLinkRoutes(state);
 * const res = await app.request(`/research/manuscript-links?research_token=${token}`);
 * (await res.json()).ok; // true
 * ```
 */
export function researchManuscriptLinkRoutes(state: ServerState): Hono {
  const app = new Hono();
  const lock = { timeoutMs: RESEARCH_LOCK_WAIT_MS };

  app.post("/research-manuscript-link", async (c) => {
    const body = await readJson(c, LINK_BODY);
    await requireContext(state, body.research_token, body.project_token);
    const manuscript = selectedManuscript(state);
    const root = await requireArchive(state);
    const { linkManuscriptClaim } = await researchFacade();
    return ok(
      c,
      await linkManuscriptClaim(root, {
        manuscript,
        claimId: body.claim_id,
        claimRevision: body.claim_revision,
        selection: body.selection,
        expectedProjectId: body.project_id,
        expectedSnapshot: body.expected_snapshot,
        expectedSourceSha256: body.expected_source_sha256,
        allowRetention: body.allow_retention,
        note: body.note,
        parseOptions: await parseOptions(state),
        lock,
      }),
    );
  });

  app.post("/research-manuscript-reanchor", async (c) => {
    const body = await readJson(c, REANCHOR_BODY);
    await requireContext(state, body.research_token, body.project_token);
    const manuscript = selectedManuscript(state);
    const root = await requireArchive(state);
    const { manuscriptKey, reanchorManuscriptLink } = await researchFacade();
    return ok(
      c,
      await reanchorManuscriptLink(root, {
        linkId: body.link_id,
        expectedRevision: body.expected_revision,
        expectedSnapshot: body.expected_snapshot,
        expectedSourceSha256: body.expected_source_sha256,
        expectedProjectId: body.project_id,
        manuscript: await manuscriptKey(root, manuscript),
        parseOptions: await parseOptions(state),
        lock,
      }),
    );
  });

  app.post("/research-manuscript-reconcile", async (c) => {
    const body = await readJson(c, RECONCILE_BODY);
    await requireContext(state, body.research_token, body.project_token);
    const manuscript = selectedManuscript(state);
    const root = await requireArchive(state);
    const { reconcileManuscriptLinks } = await researchFacade();
    return ok(
      c,
      await reconcileManuscriptLinks(root, {
        manuscript,
        acceptMoved: true,
        movedOnly: true,
        expectedSnapshot: body.expected_snapshot,
        expectedSourceSha256: body.expected_source_sha256,
        expectedProjectId: body.project_id,
        parseOptions: await parseOptions(state),
        lock,
      }),
    );
  });

  app.get("/research/manuscript-review", async (c) => {
    const q = singleQuery(c, ["research_token", "project_token"], [
      "research_token",
      "project_token",
    ]);
    await requireContext(state, q.research_token, q.project_token);
    const manuscript = selectedManuscript(state);
    const root = await requireArchive(state);
    const { reviewManuscriptLinks } = await researchFacade();
    return ok(
      c,
      await reviewManuscriptLinks(root, { manuscript, parseOptions: await parseOptions(state) }),
    );
  });

  app.get("/research/manuscript-links", async (c) => {
    const q = singleQuery(c, ["research_token", "claim_id", "include_retracted"], [
      "research_token",
    ]);
    await requireContext(state, q.research_token);
    const flag = q.include_retracted;
    if (flag !== undefined && flag !== "true" && flag !== "false") {
      throw httpError(400, "routes.include_retracted_true", { flag });
    }
    const root = await requireArchive(state);
    const { listManuscriptLinks } = await researchFacade();
    return ok(
      c,
      await listManuscriptLinks(root, {
        claimId: q.claim_id,
        includeRetracted: flag === "true",
      }),
    );
  });

  return app;
}
