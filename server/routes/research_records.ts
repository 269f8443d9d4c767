/**
 * Creating authored records over HTTP (SPEC 4.3): `POST /api/research-dossier`,
 * `/api/research-claim-add`, `/api/research-evidence-link`, `/api/research-decision-add` and
 * `/api/research-claim-relation`. Each answers the facade's envelope plus `ok`
 * (`research-record-local/1`; `research-claim-local/1` with `warnings` for a claim;
 * `research-claim-relation-local/1` for a relation).
 *
 * Rules:
 * - Bodies are strict: a field the route does not name is 400. The route checks which fields
 *   exist and the types of its own guards; the record fields' values are checked by the
 *   facade (`research/records/fields.ts`), the one place that knows their rules, so the CLI and
 *   HTTP refuse the same values with the same messages. Fields SPEC's table lists without `?`
 *   but the facade defaults (a claim's `confidence`, a decision's `deviation_from_fact`, …)
 *   stay optional here; only the claim relation's fields are all required, as SPEC says
 *   "required" there.
 * - `research_token` (SPEC 5.4) is optional and checked when present on every route, except
 *   that a new claim relation, a causal write, requires it: missing or stale is 409
 *   `stale-context` and nothing is written.
 * - Guards of an evidence link: `project_id` or its synonym `expected_project_id` (both may
 *   be given only when equal), `expected_snapshot`, `expected_claim_revision`. A stale guard is
 *   409 `stale-archive` and writes no link; an unknown or unavailable passage or claim is 400.
 * - Every write waits at most {@linkcode RESEARCH_LOCK_WAIT_MS} for the writer lock, then 503
 *   with `Retry-After`.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { httpError, ok, readJson } from "../http.ts";
import { researchFacade } from "../research_facade.ts";
import {
  checkResearchToken,
  requireArchive,
  requireResearchToken,
  RESEARCH_LOCK_WAIT_MS,
} from "../research_root.ts";
import type { ServerState } from "../state.ts";

/** A record field whose value the facade checks. */
const value = z.unknown().optional();
const token = z.string().optional();

const DOSSIER_BODY = z.strictObject({
  title: value,
  body: value,
  evidence_ids: value,
  research_token: token,
});

const CLAIM_BODY = z.strictObject({
  title: value,
  statement: value,
  confidence: value,
  dossier_id: value,
  dossier_revision: value,
  time_period: value,
  research_token: token,
});

const LINK_BODY = z.strictObject({
  claim_id: value,
  passage_id: value,
  relation: value,
  rationale: value,
  reviewer: value,
  actor: value,
  claim_revision: value,
  project_id: z.string().optional(),
  expected_project_id: z.string().optional(),
  expected_snapshot: z.string().optional(),
  expected_claim_revision: z.number().optional(),
  research_token: token,
});

const DECISION_BODY = z.strictObject({
  title: value,
  rationale: value,
  claim_id: value,
  claim_revision: value,
  dossier_ids: value,
  dossier_revisions: value,
  deviation_from_fact: value,
  research_token: token,
});

const RELATION_BODY = z.strictObject({
  project_id: z.string(),
  research_token: token,
  expected_snapshot: z.string(),
  from_claim_id: z.string(),
  to_claim_id: z.string(),
  from_claim_revision: z.number(),
  to_claim_revision: z.number(),
  relation: value,
  rationale: value,
  actor: value,
});

const LOCK = { timeoutMs: RESEARCH_LOCK_WAIT_MS } as const;

/** The body without its route-only fields and without absent (undefined) ones. */
function recordFields(
  body: Readonly<Record<string, unknown>>,
  routeOnly: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(([k, v]) => v !== undefined && !routeOnly.includes(k)),
  );
}

function expectedProjectId(body: z.infer<typeof LINK_BODY>): string | undefined {
  const { project_id: a, expected_project_id: b } = body;
  if (a !== undefined && b !== undefined && a !== b) {
    throw httpError(400, "routes.project_id_expected", {
      a: JSON.stringify(a),
      b: JSON.stringify(b),
    });
  }
  return a ?? b;
}

/**
 * The record-creating routes, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const body = JSON.stringify({ title: "Łódź 1848", body: "The ledger." });
 * const app = researchRecordRoutes(state);
 * const res = await app.request("/research-dossier", { method: "POST", body });
 * (await res.json()).schema; // "research-record-local/1"
 * ```
 */
export function researchRecordRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.post("/research-dossier", async (c) => {
    const body = await readJson(c, DOSSIER_BODY);
    await checkResearchToken(state, body.research_token);
    const root = await requireArchive(state);
    const { createDossier } = await researchFacade();
    return ok(c, await createDossier(root, recordFields(body, ["research_token"]), { lock: LOCK }));
  });

  app.post("/research-claim-add", async (c) => {
    const body = await readJson(c, CLAIM_BODY);
    await checkResearchToken(state, body.research_token);
    const root = await requireArchive(state);
    const { createClaim } = await researchFacade();
    return ok(c, await createClaim(root, recordFields(body, ["research_token"]), { lock: LOCK }));
  });

  app.post("/research-evidence-link", async (c) => {
    const body = await readJson(c, LINK_BODY);
    await checkResearchToken(state, body.research_token);
    const projectId = expectedProjectId(body);
    const root = await requireArchive(state);
    const { linkEvidence } = await researchFacade();
    const fields = recordFields(body, [
      "project_id",
      "expected_project_id",
      "expected_snapshot",
      "expected_claim_revision",
      "research_token",
    ]);
    return ok(
      c,
      await linkEvidence(root, fields, {
        expectedProjectId: projectId,
        expectedSnapshot: body.expected_snapshot,
        expectedClaimRevision: body.expected_claim_revision,
        lock: LOCK,
      }),
    );
  });

  app.post("/research-decision-add", async (c) => {
    const body = await readJson(c, DECISION_BODY);
    await checkResearchToken(state, body.research_token);
    const root = await requireArchive(state);
    const { recordDecision } = await researchFacade();
    return ok(
      c,
      await recordDecision(root, recordFields(body, ["research_token"]), { lock: LOCK }),
    );
  });

  app.post("/research-claim-relation", async (c) => {
    const body = await readJson(c, RELATION_BODY);
    await requireResearchToken(state, body.research_token, "Creating a claim relation");
    const root = await requireArchive(state);
    const { createClaimRelation } = await researchFacade();
    const fields = recordFields(body, ["project_id", "expected_snapshot", "research_token"]);
    return ok(
      c,
      await createClaimRelation(root, fields, {
        expectedProjectId: body.project_id,
        expectedSnapshot: body.expected_snapshot,
        lock: LOCK,
      }),
    );
  });

  return app;
}
