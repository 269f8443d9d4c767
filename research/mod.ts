/**
 * The research facade (SPEC 4.2 `svc.research.api`): every call takes the explicit project
 * root first, then one options object. Envelopes are plain JSON-ready objects whose field
 * names are exactly SPEC's; every read carries `project_id` and `snapshot` from one read.
 *
 * @example
 * ```ts
 * // import * as research from "./research/mod.ts";
 * // await research.init("/books/ledger", { title: "Ledger", language: "en" });
 * // await research.ingest("/books/ledger", { file: "letters.pdf", allowRetention: true });
 * // (await research.search("/books/ledger", { query: "lodz" })).hits;
 * ```
 *
 * @module
 */

export { getSource, init, listSources, projectOverview, schemaInfo } from "./api/project.ts";
export {
  commitExtraction,
  ingest,
  type IngestOptions,
  type IngestReceipt,
  requireRetention,
} from "./api/ingest.ts";
export {
  batchIngest,
  type BatchOptions,
  discardIngestCheckpoint,
  ingestCheckpoint,
} from "./api/batch.ts";
export {
  citation,
  cite,
  type CiteOptions,
  reindex,
  search,
  type SearchOptions,
} from "./api/search.ts";
export { compareSource } from "./api/compare.ts";
export { audit, exportArchive, restoreArchive } from "./api/audit.ts";
export { ocrStatus } from "./ingest/ocr_status.ts";
export { checkContext, checkOriginUrl, readContextArgument } from "./api/context.ts";
export { ArchiveBusyError, StaleArchiveError } from "./errors.ts";
export { isArchiveRoot } from "./store/init.ts";
export {
  createClaim,
  createClaimRelation,
  createDossier,
  getRecord,
  linkEvidence,
  type LinkGuards,
  recordDecision,
  recordHistory,
  type ReviseOptions,
  reviseRecord,
  type WriteGuards,
} from "./api/records.ts";
export {
  claimDetail,
  listClaimRelations,
  listClaims,
  listDecisions,
  listDossiers,
  listEvidenceLinks,
} from "./api/record_lists.ts";
export {
  applyRecordRevisions,
  dossierSections as extractSections,
  prepareDossierSection,
  prepareRecordRevision,
  prepareRecordRevisions,
  updateDossierSection as updateSection,
} from "./api/revisions.ts";
export { acknowledgeDecision } from "./api/acknowledge.ts";
export {
  claimMatrix,
  type ClaimMatrixData,
  claimMatrixData,
  claimMatrixFormat,
  type DecisionImpact,
  decisionImpact,
  type EditorialReview,
  editorialReview,
  renderClaimMatrix,
  type Timeline,
  timeline,
} from "./api/views.ts";
export { renderDecisionImpact, renderReview } from "./views/review_render.ts";
export { renderTimeline } from "./views/timeline_render.ts";
