/**
 * The views over authored records (SPEC 4.3): `GET /api/research/timeline` (optional
 * `dossier_id`), `GET /api/research/matrix` (`format` = `json`, `md` or `csv`),
 * `GET /api/research/review`, `GET /api/research/decision-impact` (`id`), and
 * `POST /api/research-decision-acknowledge`.
 *
 * Rules this module decides (SPEC leaves them open):
 * - Query strings are validated like bodies: unknown fields and a field given twice are 400,
 *   so a misspelt `dossier_id` never silently widens the answer. `research_token` is optional
 *   on every route, as on the other research routes (409 `stale-context` when stale).
 * - JSON answers are the facade's envelopes plus `ok`. The matrix as `md` or `csv` is the
 *   export itself — a UTF-8 text body (`text/markdown` or `text/csv`) offered as the
 *   attachment `claim-matrix.md` / `claim-matrix.csv` — so it carries no `ok`; errors stay JSON.
 * - The acknowledgement body is strict; a stale snapshot or revision is 409 with
 *   `code: "stale-archive"` and nothing written; a dossier not associated with the decision
 *   is 400. The writer lock is awaited for at most `RESEARCH_LOCK_WAIT_MS`, then 503 with
 *   `Retry-After`, nothing written.
 *
 * @module
 */

import { type Context, Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { HttpError, httpError, ok, readJson } from "../http.ts";
import { researchFacade } from "../research_facade.ts";
import { checkResearchToken, requireArchive, RESEARCH_LOCK_WAIT_MS } from "../research_root.ts";
import type { ServerState } from "../state.ts";

const TOKEN = { research_token: z.string().optional() };
const TIMELINE_QUERY = z.strictObject({ dossier_id: z.string().optional(), ...TOKEN });
const MATRIX_QUERY = z.strictObject({ format: z.string().optional(), ...TOKEN });
const REVIEW_QUERY = z.strictObject({ ...TOKEN });
const IMPACT_QUERY = z.strictObject({ id: z.string(), ...TOKEN });
const ACK_BODY = z.strictObject({
  decision_id: z.string(),
  dossier_id: z.string(),
  expected_snapshot: z.string(),
  expected_decision_revision: z.number().int().positive(),
  expected_dossier_revision: z.number().int().positive(),
  status: z.enum(["applied", "review_needed"]),
  note: z.string().nullable().optional(),
  ...TOKEN,
});

/**
 * The query string of a request, checked against a strict schema; a repeated field is 400.
 * For instance `readQuery(c, z.strictObject({ id: z.string() }))` reads `?id=…` as `{ id }`.
 * (Module-private, so no checked example: a doc block can import only exported symbols.)
 */
function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) {
      throw httpError(400, "routes.query_field_given", { name });
    }
    raw[name] = values[0];
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue.code === "unrecognized_keys"
      ? `Unknown query field ${issue.keys.map((k) => `"${k}"`).join(", ")}`
      : `Invalid "${issue.path.map(String).join(".")}": ${issue.message}`;
    throw new HttpError(400, message);
  }
  return parsed.data;
}

/**
 * The view routes, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const res = await researchViewRoutes(state).request("/research/matrix?format=csv");
 * res.headers.get("content-type"); // "text/csv; charset=utf-8" (attachment claim-matrix.csv)
 * ```
 */
export function researchViewRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.get("/research/timeline", async (c) => {
    const q = readQuery(c, TIMELINE_QUERY);
    await checkResearchToken(state, q.research_token);
    const root = await requireArchive(state);
    const { timeline } = await researchFacade();
    return ok(c, { ...await timeline(root, { dossierId: q.dossier_id }) });
  });

  app.get("/research/matrix", async (c) => {
    const q = readQuery(c, MATRIX_QUERY);
    await checkResearchToken(state, q.research_token);
    const { claimMatrixData, claimMatrixFormat, renderClaimMatrix } = await researchFacade();
    const info = claimMatrixFormat(q.format ?? "json");
    const root = await requireArchive(state);
    const data = await claimMatrixData(root);
    if (info.format === "json") return ok(c, { ...data });
    return c.body(renderClaimMatrix(data, info.format), 200, {
      "Content-Type": info.media_type,
      "Content-Disposition": `attachment; filename="claim-matrix${info.extension}"`,
    });
  });

  app.get("/research/review", async (c) => {
    const q = readQuery(c, REVIEW_QUERY);
    await checkResearchToken(state, q.research_token);
    const root = await requireArchive(state);
    const { editorialReview } = await researchFacade();
    return ok(c, { ...await editorialReview(root) });
  });

  app.get("/research/decision-impact", async (c) => {
    const q = readQuery(c, IMPACT_QUERY);
    await checkResearchToken(state, q.research_token);
    const root = await requireArchive(state);
    const { decisionImpact } = await researchFacade();
    return ok(c, { ...await decisionImpact(root, q.id) });
  });

  app.post("/research-decision-acknowledge", async (c) => {
    const body = await readJson(c, ACK_BODY);
    await checkResearchToken(state, body.research_token);
    const root = await requireArchive(state);
    const { acknowledgeDecision } = await researchFacade();
    const receipt = await acknowledgeDecision(root, {
      decisionId: body.decision_id,
      dossierId: body.dossier_id,
      expectedSnapshot: body.expected_snapshot,
      expectedDecisionRevision: body.expected_decision_revision,
      expectedDossierRevision: body.expected_dossier_revision,
      status: body.status,
      note: body.note,
      lock: { timeoutMs: RESEARCH_LOCK_WAIT_MS },
    });
    return ok(c, receipt);
  });

  return app;
}
