/**
 * The research facade (SPEC 4.2 `svc.research.api`): every call takes the explicit project
 * root first, then one options object. Envelopes are plain JSON-ready objects whose field
 * names are exactly SPEC's; every read carries `project_id` and `snapshot` from one read.
 *
 * @example
 * ```ts
 * import * as research from "./mod.ts";
 * await research.init("/tmp/ledger", { title: "Ledger", language: "en" });
 * await research.ingest("/tmp/ledger", { file: "/tmp/letters.pdf", allowRetention: true });
 * (await research.search("/tmp/ledger", { query: "lodz" })).hits; // the matching passages
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
export { search, type SearchOptions } from "./api/search.ts";
export {
  reviseSourceMetadata,
  sourceMetadata,
  type SourceMetadataRevision,
} from "./api/source_metadata.ts";
export { SOURCE_KINDS, type SourceKind, type SourceMetadata } from "./records/source_metadata.ts";
export { MAX_LIMIT as MAX_SEARCH_LIMIT, MAX_OFFSET as MAX_SEARCH_OFFSET } from "./search/index.ts";
export { citation, cite, type CiteOptions } from "./api/cite.ts";
export { reindex } from "./api/index_rebuild.ts";
export { compareSource } from "./api/compare.ts";
export { audit, exportArchive, restoreArchive } from "./api/audit.ts";
export { ocrStatus } from "./ingest/ocr_status.ts";
export { checkContext, checkOriginUrl, readContextArgument } from "./api/context.ts";
export {
  ArchiveBusyError,
  DuplicateSourceError,
  type ExistingSource,
  StaleArchiveError,
} from "./errors.ts";
export { isArchiveRoot } from "./store/init.ts";
/*
 * What the server needs beside the calls, since it reaches the archive only through this
 * module (DESIGN "Layout"): the archive folder's name and paths, the manifest read, the image
 * size limit, the stored claim confidences, citation and dossier-section text, and the
 * manuscript file as the anchors read it.
 */
export { ARCHIVE_DIR, type ArchivePaths, archivePaths } from "./store/paths.ts";
export { type Manifest, readManifest } from "./store/manifest.ts";
export { MAX_IMAGE_BYTES } from "./images/validate.ts";
export { AUTHORED_KINDS, CONFIDENCES, EVIDENCE_RELATIONS } from "./records/kinds.ts";
export { ANCHOR_STATES } from "./anchors/resolve.ts";
export { formatCitation } from "./records/citations.ts";
export { type DossierSection, extractSections as bodySections } from "./records/sections.ts";
export { type ManuscriptRead, readAnchoredManuscript } from "./anchors/manuscript_file.ts";
export { textSha256 } from "./anchors/paragraph_index.ts";
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
  refmanExport,
  type RefmanExportOptions,
  type RefmanExportReceipt,
} from "./refman/export.ts";
export {
  refmanBackup,
  type RefmanBackupOptions,
  type RefmanBackupReceipt,
} from "./refman/backup.ts";
export {
  refmanRestore,
  type RefmanRestoreOptions,
  type RefmanRestoreReceipt,
  verifyBundle as verifyRefmanBackup,
} from "./refman/restore.ts";
export { type BrowseRequest, refmanBrowse } from "./refman/browse.ts";
export {
  refmanIngest,
  type RefmanIngestOptions,
  type RefmanIngestReceipt,
  type RefmanIngestRequest,
} from "./refman/ingest.ts";
export { type RefmanStatus, refmanStatus } from "./refman/status.ts";
export {
  readRefmanConfigFiles,
  type RefmanConfigFiles,
  type RefmanFileLayer,
  type RefmanOptions,
} from "./refman/config.ts";
export { type ReferenceCheckOptions, zoteroReferenceCheck } from "./refman/reference_updates.ts";
export {
  findAnchor,
  linkManuscriptClaim,
  listManuscriptLinks,
  manuscriptKey,
  reviewManuscriptLinks,
  reviewWithParagraphs,
} from "./api/manuscript_links.ts";
export { reanchorManuscriptLink, reconcileManuscriptLinks } from "./api/manuscript_reanchor.ts";
export {
  addDossierImage,
  type DossierImageOptions,
  type ImageIngestOptions,
  type ImageReceipt,
  ImageUnavailableError,
  ingestImage,
  readImage,
  type RetainedImage,
} from "./api/images.ts";
export {
  purgeSourceVersion,
  type TombstoneOptions,
  withdrawSourceVersion,
} from "./api/tombstones.ts";
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
