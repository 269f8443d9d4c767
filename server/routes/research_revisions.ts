/**
 * The guarded revision workflow over HTTP (SPEC 4.3): `POST /api/research-record-prepare`,
 * `/api/research-record-revise`, `/api/research-revision-batch-prepare` and
 * `/api/research-revision-batch-apply`, each the facade's envelope plus `ok`.
 *
 * Rules:
 * - Prepare never writes. With `section` (dossiers only) `changes` is exactly `{body}`, the
 *   new text of that one section, and the facade's `prepareDossierSection` merges it.
 * - Revise needs `expected_snapshot` over HTTP (SPEC's request lists it; the CLI may omit
 *   it): a client always holds the snapshot of the read it revises from. Invalid, immutable or
 *   unknown fields are 400; a stale snapshot or revision is 409 `stale-archive`, nothing
 *   written.
 * - `research_token` is required (409 `stale-context` when missing or stale) for a revision
 *   of a claim relation and for applying a batch that holds one (SPEC 5.4); optional and
 *   checked when present otherwise. The token is checked before the archive is read.
 * - Batch prepare reports an invalid batch as `valid: false` with the first error (200: the
 *   answer is the check); batch apply accepts all operations or none.
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

const token = z.string().optional();

const PREPARE_BODY = z.strictObject({
  kind: z.string(),
  id: z.string(),
  base_revision: z.number(),
  changes: z.record(z.string(), z.unknown()),
  resolutions: z.record(z.string(), z.unknown()).optional(),
  section: z.string().optional(),
  research_token: token,
});

const REVISE_BODY = z.strictObject({
  kind: z.string(),
  id: z.string(),
  changes: z.record(z.string(), z.unknown()),
  expected_snapshot: z.string(),
  expected_revision: z.number(),
  change_kind: z.string(),
  reason: z.string(),
  research_token: token,
});

const BATCH_PREPARE_BODY = z.strictObject({
  operations: z.array(z.unknown()),
  research_token: token,
});

const BATCH_APPLY_BODY = z.strictObject({
  operations: z.array(z.unknown()),
  expected_snapshot: z.string(),
  research_token: token,
});

const LOCK = { timeoutMs: RESEARCH_LOCK_WAIT_MS } as const;

/** Whether a batch holds a claim-relation operation (a causal batch, SPEC 5.4). */
function causal(operations: readonly unknown[]): boolean {
  return operations.some((op) =>
    op !== null && typeof op === "object" && (op as { kind?: unknown }).kind === "claim_relation"
  );
}

/**
 * The revision routes, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * declare const claimId: string; // "clm_…" of a claim at revision 1
 * const claim = { kind: "claim", id: claimId, base_revision: 1 };
 * const body = JSON.stringify({ ...claim, changes: { title: "Ledger arrived" } });
 * const app = researchRevisionRoutes(state);
 * const res = await app.request("/research-record-prepare", { method: "POST", body });
 * (await res.json()).schema; // "research-revision-preview-local/1" (nothing written)
 * ```
 */
export function researchRevisionRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.post("/research-record-prepare", async (c) => {
    const body = await readJson(c, PREPARE_BODY);
    await checkResearchToken(state, body.research_token);
    if (body.section !== undefined && body.kind !== "dossier") {
      throw httpError(400, "routes.section_applies_dossiers", { kind: JSON.stringify(body.kind) });
    }
    const root = await requireArchive(state);
    const { prepareDossierSection, prepareRecordRevision } = await researchFacade();
    const input = {
      id: body.id,
      baseRevision: body.base_revision,
      changes: body.changes,
      resolutions: body.resolutions,
    };
    if (body.section !== undefined) {
      return ok(c, await prepareDossierSection(root, { ...input, section: body.section }));
    }
    return ok(c, await prepareRecordRevision(root, { ...input, kind: body.kind }));
  });

  app.post("/research-record-revise", async (c) => {
    const body = await readJson(c, REVISE_BODY);
    if (body.kind === "claim_relation") {
      await requireResearchToken(state, body.research_token, "Revising a claim relation");
    } else {
      await checkResearchToken(state, body.research_token);
    }
    const root = await requireArchive(state);
    const { reviseRecord } = await researchFacade();
    return ok(
      c,
      await reviseRecord(root, {
        kind: body.kind,
        id: body.id,
        changes: body.changes,
        expectedSnapshot: body.expected_snapshot,
        expectedRevision: body.expected_revision,
        changeKind: body.change_kind,
        reason: body.reason,
        lock: { timeoutMs: RESEARCH_LOCK_WAIT_MS },
      }),
    );
  });

  app.post("/research-revision-batch-prepare", async (c) => {
    const body = await readJson(c, BATCH_PREPARE_BODY);
    await checkResearchToken(state, body.research_token);
    const root = await requireArchive(state);
    const { prepareRecordRevisions } = await researchFacade();
    return ok(c, await prepareRecordRevisions(root, body.operations));
  });

  app.post("/research-revision-batch-apply", async (c) => {
    const body = await readJson(c, BATCH_APPLY_BODY);
    if (causal(body.operations)) {
      await requireResearchToken(
        state,
        body.research_token,
        "Applying a batch that revises a claim relation",
      );
    } else {
      await checkResearchToken(state, body.research_token);
    }
    const root = await requireArchive(state);
    const { applyRecordRevisions } = await researchFacade();
    return ok(
      c,
      await applyRecordRevisions(root, body.operations, body.expected_snapshot, { lock: LOCK }),
    );
  });

  return app;
}
