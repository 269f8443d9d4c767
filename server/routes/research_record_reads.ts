/**
 * Reading authored records over HTTP (SPEC 4.3): `GET /api/research/dossiers`,
 * `/api/research/claims`, `/api/research/decisions`, `/api/research/claim-relations`,
 * `/api/research/record` and `/api/research/history`, each the facade's envelope plus `ok`,
 * from one read of the archive.
 *
 * Rules:
 * - Query strings are strict (`server/query.ts`): an unknown or repeated parameter, a
 *   `revision` that is not a positive integer, an `include_retracted` other than `true` or
 *   `false` are 400.
 * - Dossiers: without `id` the list (no bodies); with `id` the current revision or
 *   `revision=N` as `research-record-local/1`, with `images` and `editable_sections` also at
 *   the top of the envelope. `section=<Heading>` answers that one section only
 *   (`research-dossier-sections-local/1` with one entry in `sections`); a heading that names
 *   no single section (absent, or written twice) is 400. `revision` and `section` need `id`.
 * - Tokens on dossier reads: an invalid `project_token` or `research_token` is 400 (SPEC 7
 *   "invalid tokens on dossier reads"), not the 409 of a write: a read changes nothing that a
 *   stale context could spoil. On the other reads a `research_token`, optional, is checked
 *   when present: 409 `stale-context` as on the research writes.
 * - Claims: the list (`research-claims-local/2`), optionally of one `dossier_id` (the facade's
 *   filter); `claim_id` answers that claim with its linked evidence and citations. The two
 *   filters do not combine.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { bodySections } from "../../research/mod.ts";
import { ConflictError } from "../../src/errors.ts";
import { HttpError, httpError, ok, serverKeyed } from "../http.ts";
import { requireProjectToken } from "../project.ts";
import { booleanParam, positiveInteger, queryOf, requiredParam } from "../query.ts";
import { refmanServerOptions } from "../refman_options.ts";
import { researchFacade } from "../research_facade.ts";
import { checkResearchToken, requireArchive } from "../research_root.ts";
import type { ServerState } from "../state.ts";

/** Dossier reads answer an invalid token with 400 (SPEC 7), keeping the check's message. */
async function checkDossierTokens(
  state: ServerState,
  projectToken: string | undefined,
  researchToken: string | undefined,
): Promise<void> {
  try {
    if (projectToken !== undefined) await requireProjectToken(state, projectToken);
    await checkResearchToken(state, researchToken);
  } catch (e) {
    if (e instanceof ConflictError || (e instanceof HttpError && e.status === 409)) {
      throw new HttpError(400, e.message, {}, { ref: e.ref });
    }
    throw e;
  }
}

function sectionEnvelope(
  env: Record<string, unknown>,
  heading: string,
): Record<string, unknown> {
  const record = env.record as Record<string, unknown>;
  const name = heading.trim();
  const editable = record.editable_sections as string[];
  const sections = bodySections(String(record.body));
  const matches = sections.filter((s) => s.level > 0 && s.heading === name);
  if (!editable.includes(name)) {
    const why = matches.length > 1
      ? serverKeyed("routes.heading_repeats", { n: matches.length })
      : serverKeyed("routes.no_such_section");
    const none = serverKeyed("routes.no_sections");
    throw httpError(400, "routes.dossier_revision_has", {
      record_id: String(env.record_id),
      revision: String(env.revision),
      name: JSON.stringify(name),
      why: { text: why.message, ref: why.options.ref },
      map: editable.map((h) => JSON.stringify(h)).join(", ") ||
        { text: none.message, ref: none.options.ref },
    });
  }
  const { heading: h, level, body } = matches[0];
  return {
    schema: "research-dossier-sections-local/1",
    project_id: env.project_id,
    snapshot: env.snapshot,
    dossier_id: env.record_id,
    revision: env.revision,
    latest_revision: env.latest_revision,
    is_latest: env.is_latest,
    title: record.title,
    section: h,
    sections: [{ heading: h, level, body }],
    editable_sections: editable,
    images: record.images,
  };
}

/**
 * The record-reading routes, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const res = await researchRecordReadRoutes(state).request("/research/claims");
 * (await res.json()).schema; // "research-claims-local/2"
 * ```
 */
export function researchRecordReadRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.get("/research/dossiers", async (c) => {
    const q = queryOf(c, ["id", "revision", "section", "project_token", "research_token"]);
    await checkDossierTokens(state, q.project_token, q.research_token);
    if (q.id === undefined && (q.revision !== undefined || q.section !== undefined)) {
      throw httpError(400, "routes.revision_section_read");
    }
    const revision = q.revision === undefined ? undefined : positiveInteger(q.revision, "revision");
    const root = await requireArchive(state);
    const { getRecord, listDossiers, zoteroReferenceCheck } = await researchFacade();
    if (q.id === undefined) return ok(c, await listDossiers(root));
    const env = await getRecord(root, {
      kind: "dossier",
      id: q.id,
      revision,
      referenceCheck: zoteroReferenceCheck(await refmanServerOptions(state, root)),
    });
    if (q.section !== undefined) return ok(c, sectionEnvelope(env, q.section));
    const record = env.record as Record<string, unknown>;
    return ok(c, { ...env, images: record.images, editable_sections: record.editable_sections });
  });

  app.get("/research/claims", async (c) => {
    const q = queryOf(c, ["claim_id", "dossier_id", "research_token"]);
    await checkResearchToken(state, q.research_token);
    if (q.claim_id !== undefined && q.dossier_id !== undefined) {
      throw httpError(400, "routes.claim_id_reads");
    }
    const root = await requireArchive(state);
    const { claimDetail, listClaims } = await researchFacade();
    if (q.claim_id !== undefined) return ok(c, await claimDetail(root, q.claim_id));
    return ok(c, await listClaims(root, { dossierId: q.dossier_id }));
  });

  app.get("/research/decisions", async (c) => {
    const q = queryOf(c, ["research_token"]);
    await checkResearchToken(state, q.research_token);
    const root = await requireArchive(state);
    return ok(c, await (await researchFacade()).listDecisions(root));
  });

  app.get("/research/claim-relations", async (c) => {
    const q = queryOf(c, ["claim_id", "include_retracted", "research_token"]);
    await checkResearchToken(state, q.research_token);
    const includeRetracted = q.include_retracted === undefined
      ? false
      : booleanParam(q.include_retracted, "include_retracted");
    const root = await requireArchive(state);
    const { listClaimRelations } = await researchFacade();
    return ok(c, await listClaimRelations(root, { claimId: q.claim_id, includeRetracted }));
  });

  app.get("/research/record", async (c) => {
    const q = queryOf(c, ["kind", "id", "revision", "research_token"]);
    await checkResearchToken(state, q.research_token);
    const kind = requiredParam(q, "kind");
    const id = requiredParam(q, "id");
    const revision = q.revision === undefined ? undefined : positiveInteger(q.revision, "revision");
    const root = await requireArchive(state);
    const { getRecord, zoteroReferenceCheck } = await researchFacade();
    const referenceCheck = zoteroReferenceCheck(await refmanServerOptions(state, root));
    return ok(c, await getRecord(root, { kind, id, revision, referenceCheck }));
  });

  app.get("/research/history", async (c) => {
    const q = queryOf(c, ["kind", "id", "research_token"]);
    await checkResearchToken(state, q.research_token);
    const kind = requiredParam(q, "kind");
    const id = requiredParam(q, "id");
    const root = await requireArchive(state);
    return ok(c, await (await researchFacade()).recordHistory(root, { kind, id }));
  });

  return app;
}
