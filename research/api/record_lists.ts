/**
 * Lists of authored records, each from one read: `project_id`, `snapshot` and the records come
 * from the same byte prefix of the log. Lists show current revisions; retracted links and
 * relations are left out unless asked for.
 *
 * @module
 */

import { passageCitation, TextCache } from "../records/citations.ts";
import { evidenceConflict } from "../records/conflicts.ts";
import * as f from "../records/fields.ts";
import { requireRecord } from "../records/references.ts";
import { currentLinks, recordFields, relationEndpoints } from "../records/view.ts";
import { kindsArchive } from "../state/archive.ts";
import { loadArchive, type LoadedArchive } from "../store/load.ts";
import { archivePaths } from "../store/paths.ts";
import { latestRevision, type RevisionState } from "../store/state.ts";
import type { AuthoredKind } from "../types.ts";
import { usageError } from "../keyed_errors.ts";

/** Current revisions of every record of a kind, in creation order. */
function currentRevisions(archive: LoadedArchive, kind: AuthoredKind): RevisionState[] {
  const out: RevisionState[] = [];
  for (const r of archive.state.records.values()) {
    if (r.kind === kind) out.push(latestRevision(r));
  }
  return out;
}

function envelope(archive: LoadedArchive, schema: string): Record<string, unknown> {
  return { schema, project_id: archive.manifest.project_id, snapshot: archive.state.head };
}

function load(root: string): Promise<LoadedArchive> {
  return loadArchive(archivePaths(root));
}

/**
 * Every claim (`research-claims-local/2`), optionally only those of one dossier; each claim
 * carries its current fields and the number of its current active evidence links. Read from
 * the materialised state when it can answer (`research/state/kinds.ts`), else from a replay.
 *
 * @example
 * ```ts
 * const list = await listClaims("/tmp/ledger", { dossierId: "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T" });
 * list.schema; // "research-claims-local/2"
 * ```
 */
export async function listClaims(
  root: string,
  options: { dossierId?: string | null } = {},
): Promise<Record<string, unknown>> {
  const read = await kindsArchive(archivePaths(root), {
    kinds: ["claim", "dossier"],
    linkPins: true,
  });
  const archive = read.archive;
  const dossierId = options.dossierId == null
    ? null
    : requireRecord(archive.state, "dossier", f.recordId(options.dossierId, "dossier_id", "dos"))
      .record_id;
  const links = read.linkPins!;
  const claims = currentRevisions(archive, "claim")
    .filter((rev) => dossierId === null || rev.record.dossier_id === dossierId)
    .map((rev) => ({
      ...recordFields(archive, rev),
      evidence_links: (links.get(rev.record_id) ?? []).length,
    }));
  return { ...envelope(archive, "research-claims-local/2"), claims };
}

/**
 * One claim with its current evidence links, each with its passage's citation (text, locator,
 * digests, formatted `citation`), and `evidence_conflict` (`records/conflicts.ts`: null, or
 * both supporting and contradicting evidence), as a `research-claims-local/2` list of one
 * (SPEC 4.3 `GET /api/research/claims?claim_id=`).
 *
 * @example
 * ```ts
 * const detail = await claimDetail("/tmp/ledger", "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T");
 * (detail.claims as unknown[]).length; // 1
 * ```
 */
export async function claimDetail(
  root: string,
  claimId: unknown,
): Promise<Record<string, unknown>> {
  const archive = await load(root);
  const id = f.recordId(claimId, "claim_id", "clm");
  const claim = latestRevision(requireRecord(archive.state, "claim", id, "claim_id"));
  const texts = new TextCache(archive);
  const evidence: Record<string, unknown>[] = [];
  const links = currentLinks(archive).get(id) ?? [];
  for (const link of links) {
    // The link's fields first: its own `passage_id` is the citation's, nothing else overlaps.
    evidence.push({
      ...recordFields(archive, link),
      ...(await passageCitation(archive, link.record.passage_id as string, texts)),
    });
  }
  return {
    ...envelope(archive, "research-claims-local/2"),
    claims: [{
      ...recordFields(archive, claim),
      evidence_links: evidence.length,
      evidence,
      evidence_conflict: evidenceConflict(links),
    }],
  };
}

/**
 * Every dossier's current revision, without bodies (`research-dossiers-local/1`): title,
 * revision, evidence count, editable sections and images.
 *
 * @example
 * ```ts
 * const list = await listDossiers("/tmp/ledger");
 * list.schema; // "research-dossiers-local/1"
 * ```
 */
export async function listDossiers(root: string): Promise<Record<string, unknown>> {
  const archive = await load(root);
  const dossiers = currentRevisions(archive, "dossier").map((rev) => {
    const { body: _body, ...rest } = recordFields(archive, rev);
    return { ...rest, evidence_count: (rev.record.evidence_ids as string[]).length };
  });
  return { ...envelope(archive, "research-dossiers-local/1"), dossiers };
}

/**
 * Every decision's current revision (`research-decisions-local/1`) with `review_needed`.
 *
 * @example
 * ```ts
 * const list = await listDecisions("/tmp/ledger");
 * list.schema; // "research-decisions-local/1"
 * ```
 */
export async function listDecisions(root: string): Promise<Record<string, unknown>> {
  const archive = await load(root);
  const decisions = currentRevisions(archive, "decision").map((rev) => recordFields(archive, rev));
  return { ...envelope(archive, "research-decisions-local/1"), decisions };
}

/**
 * Current evidence links (`research-evidence-links-local/1`), optionally of one claim or one
 * passage; retracted ones only with `includeRetracted`.
 *
 * @example
 * ```ts
 * const claimId = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const list = await listEvidenceLinks("/tmp/ledger", { claimId, includeRetracted: true });
 * list.schema; // "research-evidence-links-local/1"
 * ```
 */
export async function listEvidenceLinks(
  root: string,
  options: { claimId?: string | null; passageId?: string | null; includeRetracted?: boolean } = {},
): Promise<Record<string, unknown>> {
  const archive = await load(root);
  const links = currentRevisions(archive, "evidence_link").filter((rev) =>
    (options.includeRetracted || rev.record.state === "active") &&
    (options.claimId == null || rev.record.claim_id === options.claimId) &&
    (options.passageId == null || rev.record.passage_id === options.passageId)
  ).map((rev) => recordFields(archive, rev));
  return { ...envelope(archive, "research-evidence-links-local/1"), evidence_links: links };
}

/**
 * Claim relations (`research-claim-relations-local/1`): current revisions with pinned and
 * current endpoint revisions and `review_needed`; optionally those touching one claim;
 * retracted ones only with `includeRetracted`.
 *
 * @example
 * ```ts
 * const claimId = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const list = await listClaimRelations("/tmp/ledger", { claimId });
 * list.include_retracted; // false
 * ```
 */
export async function listClaimRelations(
  root: string,
  options: { claimId?: string | null; includeRetracted?: unknown } = {},
): Promise<Record<string, unknown>> {
  const archive = await load(root);
  if (options.includeRetracted !== undefined && typeof options.includeRetracted !== "boolean") {
    throw usageError("api.include_retracted_true");
  }
  const claimId = options.claimId == null
    ? null
    : requireRecord(archive.state, "claim", f.recordId(options.claimId, "claim_id", "clm"))
      .record_id;
  const relations = currentRevisions(archive, "claim_relation").filter((rev) =>
    (options.includeRetracted === true || rev.record.state === "active") &&
    (claimId === null || rev.record.from_claim_id === claimId ||
      rev.record.to_claim_id === claimId)
  ).map((rev) => ({ ...recordFields(archive, rev), ...relationEndpoints(archive, rev) }));
  return {
    ...envelope(archive, "research-claim-relations-local/1"),
    claim_id: claimId,
    include_retracted: options.includeRetracted === true,
    relations,
  };
}
