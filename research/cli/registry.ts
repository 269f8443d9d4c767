/**
 * The `svc research …` command tree (SPEC 4.1 research subcommands). Like the top-level
 * registry, each subcommand loads its code lazily through a string-literal `import()`.
 *
 * @module
 */

import type { Messages } from "../../src/i18n/messages.ts";
import type { CommandSpec, OptionSpec } from "../../src/console/spec.ts";
import { CONFIDENCES, EVIDENCE_RELATIONS, LINK_STATES, RELATION_INPUTS } from "../records/kinds.ts";
import { CHANGE_KINDS } from "../records/revise.ts";
import { METADATA_FIELDS, SOURCE_KINDS } from "../records/source_metadata.ts";
import { snapshotGuard } from "../records/snapshot_guard.ts";

const PROJECT: OptionSpec = {
  flags: "--project <dir>",
  help: (m) => m.research.project,
  file: true,
  projectFolder: true,
};
const JSON_OPT: OptionSpec = { flags: "--json", help: (m) => m.help.json };
const STRICT: OptionSpec = { flags: "--strict", help: (m) => m.research.strict };
/** `--strict` of the reads that answer from the materialised state (`research/state/`). */
const STRICT_STATE: OptionSpec = { flags: "--strict", help: (m) => m.research.strictState };
/**
 * `--expected-snapshot` with its help: every command checks it while parsing, with the one
 * snapshot check of the archive (exit 2 for anything but a full digest, before any work).
 */
function snapshotOption(help: (m: Messages) => string): OptionSpec {
  const flags = "--expected-snapshot <digest>";
  return { flags, help, parse: (value, m) => snapshotGuard(value, "--expected-snapshot", m) };
}
const SNAPSHOT = snapshotOption((m) => m.research.expectedSnapshot);
const ACTOR: OptionSpec = { flags: "--actor <name>", help: (m) => m.research.actor };
const RECORD_SNAPSHOT = snapshotOption((m) => m.research.recordSnapshot);
const EXPECTED_PROJECT: OptionSpec = {
  flags: "--expected-project-id <id>",
  help: (m) => m.research.expectedProjectId,
};
const REVISION: OptionSpec = { flags: "--revision <n>", help: (m) => m.research.revision };
const LIST_ARG = { syntax: "[list]", help: (m: Messages) => m.research.listVerb };
/** Options of the read and write modes every authored-record command shares. */
const RECORD_CONTROLS: readonly OptionSpec[] = [
  REVISION,
  { flags: "--expected-revision <n>", help: (m) => m.research.expectedRevision },
  {
    flags: "--change-kind <kind>",
    help: (m) => m.research.changeKind,
    choices: CHANGE_KINDS,
  },
  { flags: "--reason <text>", help: (m) => m.research.reason },
  { flags: "--diff", help: (m) => m.research.diff },
  RECORD_SNAPSHOT,
  EXPECTED_PROJECT,
  ACTOR,
];
/** `--inspect ID`, `--history ID`, `--create`, `--update ID` of dossiers, claims, decisions. */
const ID_MODES: readonly OptionSpec[] = [
  { flags: "--inspect <id>", help: (m) => m.research.inspect },
  { flags: "--history <id>", help: (m) => m.research.history },
  { flags: "--create", help: (m) => m.research.create },
  { flags: "--update <id>", help: (m) => m.research.update },
];
/** `--inspect`, `--history`, `--update` of a link or relation named by its id option. */
const FLAG_MODES: readonly OptionSpec[] = [
  { flags: "--inspect", help: (m) => m.research.inspectFlag },
  { flags: "--history", help: (m) => m.research.historyFlag },
  { flags: "--update", help: (m) => m.research.updateFlag },
  { flags: "--state <state>", help: (m) => m.research.state, choices: LINK_STATES },
];
const TITLE: OptionSpec = { flags: "--title <text>", help: (m) => m.research.title };
/** A source's metadata fields (`ingest`, `source-meta`); `--title` is given apart. */
const METADATA_OPTIONS: readonly OptionSpec[] = [
  { flags: "--author <name>", help: (m) => m.research.metaAuthor, repeatable: true },
  { flags: "--date <text>", help: (m) => m.research.metaDate },
  { flags: "--publisher <name>", help: (m) => m.research.metaPublisher },
  { flags: "--place <name>", help: (m) => m.research.metaPlace },
  { flags: "--url <url>", help: (m) => m.research.metaUrl },
  { flags: "--kind <kind>", help: (m) => m.research.metaKind, choices: SOURCE_KINDS },
  { flags: "--source-language <tag>", help: (m) => m.research.metaLanguage },
];
const CLAIM_REVISION: OptionSpec = {
  flags: "--claim-revision <n>",
  help: (m) => m.research.claimRevision,
};
/** Fields and guards of a new evidence link (`link` and `link-evidence`). */
const LINK_FIELDS: readonly OptionSpec[] = [
  {
    flags: "--relation <relation>",
    help: (m) => m.research.evidenceRelation,
    choices: EVIDENCE_RELATIONS,
  },
  { flags: "--rationale <text>", help: (m) => m.research.optionalRationale },
  { flags: "--reviewer <name>", help: (m) => m.research.reviewer },
  CLAIM_REVISION,
  { flags: "--expected-claim-revision <n>", help: (m) => m.research.expectedClaimRevision },
];
const INCLUDE_RETRACTED: OptionSpec = {
  flags: "--include-retracted",
  help: (m) => m.research.includeRetracted,
};

/** `dossier`, `claim`, `decision`, `link`, `link-evidence`, `relate`, `revise-batch`. */
const RECORD_COMMANDS: readonly CommandSpec[] = [
  {
    name: "dossier",
    args: [LIST_ARG],
    argChoices: ["list"],
    help: (m) => m.research.dossier,
    options: [
      PROJECT,
      ...ID_MODES,
      STRICT_STATE,
      { flags: "--sections <id>", help: (m) => m.research.sections },
      TITLE,
      { flags: "--body <text>", help: (m) => m.research.body },
      { flags: "--body-file <file>", help: (m) => m.research.bodyFile, file: true },
      { flags: "--evidence <ids>", help: (m) => m.research.evidence },
      { flags: "--section <heading>", help: (m) => m.research.section },
      ...RECORD_CONTROLS,
    ],
    load: () => import("./dossier.ts"),
  },
  {
    name: "claim",
    args: [LIST_ARG],
    argChoices: ["list"],
    help: (m) => m.research.claim,
    options: [
      PROJECT,
      ...ID_MODES,
      STRICT_STATE,
      TITLE,
      { flags: "--statement <text>", help: (m) => m.research.statement },
      { flags: "--confidence <value>", help: (m) => m.research.confidence, choices: CONFIDENCES },
      { flags: "--dossier-id <id>", help: (m) => m.research.claimDossierId },
      { flags: "--dossier-revision <n>", help: (m) => m.research.dossierRevision },
      { flags: "--time-period <label>", help: (m) => m.research.timePeriod },
      ...RECORD_CONTROLS,
    ],
    load: () => import("./claim.ts"),
  },
  {
    name: "decision",
    args: [LIST_ARG],
    argChoices: ["list"],
    help: (m) => m.research.decision,
    options: [
      PROJECT,
      ...ID_MODES,
      STRICT_STATE,
      TITLE,
      { flags: "--rationale <text>", help: (m) => m.research.rationale },
      { flags: "--claim-id <id>", help: (m) => m.research.decisionClaimId },
      CLAIM_REVISION,
      { flags: "--dossier-ids <ids>", help: (m) => m.research.dossierIds },
      { flags: "--dossier-revisions <json>", help: (m) => m.research.dossierRevisions },
      { flags: "--deviation-from-fact [bool]", help: (m) => m.research.deviationFromFact },
      ...RECORD_CONTROLS,
    ],
    load: () => import("./decision.ts"),
  },
  {
    name: "link",
    args: [
      { syntax: "<passage-id>", help: (m) => m.research.linkPassage },
      { syntax: "<claim-id>", help: (m) => m.research.linkClaim },
    ],
    help: (m) => m.research.link,
    options: [PROJECT, ...LINK_FIELDS, SNAPSHOT, EXPECTED_PROJECT, ACTOR],
    load: () => import("./link.ts"),
  },
  {
    name: "link-evidence",
    args: [LIST_ARG],
    argChoices: ["list"],
    help: (m) => m.research.linkEvidence,
    options: [
      PROJECT,
      { flags: "--claim-id <id>", help: (m) => m.research.linkClaimId },
      { flags: "--passage-id <id>", help: (m) => m.research.passageId },
      ...LINK_FIELDS,
      INCLUDE_RETRACTED,
      { flags: "--link-id <id>", help: (m) => m.research.linkId },
      ...FLAG_MODES,
      ...RECORD_CONTROLS,
    ],
    load: () => import("./link_evidence.ts"),
  },
  {
    name: "relate",
    args: [
      { syntax: "[from-claim]", help: (m) => m.research.relateFrom },
      { syntax: "[to-claim]", help: (m) => m.research.relateTo },
    ],
    help: (m) => m.research.relate,
    options: [
      PROJECT,
      {
        flags: "--relation <relation>",
        help: (m) => m.research.causalRelation,
        choices: RELATION_INPUTS,
      },
      { flags: "--rationale <text>", help: (m) => m.research.optionalRationale },
      { flags: "--from-revision <n>", help: (m) => m.research.fromRevision },
      { flags: "--to-revision <n>", help: (m) => m.research.toRevision },
      { flags: "--claim-id <id>", help: (m) => m.research.relationClaimId },
      INCLUDE_RETRACTED,
      { flags: "--relation-id <id>", help: (m) => m.research.relationId },
      ...FLAG_MODES,
      ...RECORD_CONTROLS,
    ],
    load: () => import("./relate.ts"),
  },
  {
    name: "revise-batch",
    args: [],
    help: (m) => m.research.reviseBatch,
    options: [
      PROJECT,
      { flags: "--file <ops.json>", help: (m) => m.research.batchFile, file: true },
      snapshotOption((m) => m.research.batchSnapshot),
      { flags: "--dry-run", help: (m) => m.research.dryRun },
      ACTOR,
    ],
    load: () => import("./revise_batch.ts"),
  },
];

const INGEST_OPTIONS: readonly OptionSpec[] = [
  PROJECT,
  { flags: "--allow-retention", help: (m) => m.research.allowRetention },
  { flags: "--context <json-or-file>", help: (m) => m.research.context },
  { flags: "--origin-url <url>", help: (m) => m.research.originUrl },
  { flags: "--ocr-fallback-native", help: (m) => m.research.ocrFallbackNative },
  SNAPSHOT,
  ACTOR,
];

/** `review` and `decision-impact`: bounded text by default, JSON on request. */
const VIEW_TEXT_OPTIONS: readonly OptionSpec[] = [
  PROJECT,
  { flags: "--format <format>", help: (m) => m.research.format, choices: ["text", "json"] },
  JSON_OPT,
  { flags: "--limit <n>", help: (m) => m.research.textLimit },
];
/** `withdraw` and `purge`. */
const TOMBSTONE_OPTIONS: readonly OptionSpec[] = [
  PROJECT,
  { flags: "--source-id <id>", help: (m) => m.research.sourceId },
  { flags: "--version-id <id>", help: (m) => m.research.tombstoneVersionId },
  { flags: "--reason <text>", help: (m) => m.research.tombstoneReason },
  snapshotOption((m) => m.research.tombstoneSnapshot),
  ACTOR,
];

/** `mark-applied` and `reopen`. */
const ACKNOWLEDGE_OPTIONS: readonly OptionSpec[] = [
  PROJECT,
  { flags: "--decision-id <id>", help: (m) => m.research.decisionId },
  { flags: "--dossier-id <id>", help: (m) => m.research.ackDossier },
  SNAPSHOT,
  { flags: "--expected-decision-revision <n>", help: (m) => m.research.expectedDecisionRevision },
  { flags: "--expected-dossier-revision <n>", help: (m) => m.research.expectedDossierRevision },
  { flags: "--note <text>", help: (m) => m.research.ackNote },
  ACTOR,
];

/** Subcommands of `svc research`. */
const RESEARCH_COMMANDS: readonly CommandSpec[] = [
  {
    name: "init",
    args: [{ syntax: "<project>", help: (m) => m.research.initProject }],
    help: (m) => m.research.init,
    options: [
      { flags: "--title <text>", help: (m) => m.research.title },
      ACTOR,
    ],
    load: () => import("./init.ts"),
  },
  {
    name: "status",
    args: [],
    help: (m) => m.research.status,
    options: [PROJECT],
    load: () => import("./status.ts"),
  },
  {
    name: "ingest",
    args: [{ syntax: "<file>", help: (m) => m.research.ingestFile }],
    help: (m) => m.research.ingest,
    options: [
      ...INGEST_OPTIONS,
      { flags: "--title <text>", help: (m) => m.research.title },
      ...METADATA_OPTIONS,
      { flags: "--new-version-of <id>", help: (m) => m.research.newVersionOf },
      { flags: "--source-id <id>", help: (m) => m.research.newVersionOf },
      { flags: "--as-new-source", help: (m) => m.research.asNewSource },
    ],
    load: () => import("./ingest.ts"),
  },
  {
    name: "source-meta",
    args: [{ syntax: "<source>", help: (m) => m.research.sourceMetaId }],
    help: (m) => m.research.sourceMeta,
    options: [
      PROJECT,
      { flags: "--title <text>", help: (m) => m.research.title },
      ...METADATA_OPTIONS,
      {
        flags: "--clear <field>",
        help: (m) => m.research.metaClear,
        repeatable: true,
        choices: METADATA_FIELDS,
      },
      { flags: "--expected-revision <n>", help: (m) => m.research.metaExpectedRevision },
      { flags: "--reason <text>", help: (m) => m.research.metaReason },
      {
        flags: "--change-kind <kind>",
        help: (m) => m.research.changeKind,
        choices: CHANGE_KINDS,
      },
      RECORD_SNAPSHOT,
      ACTOR,
    ],
    load: () => import("./source_meta.ts"),
  },
  {
    name: "batch-ingest",
    args: [{ syntax: "<input>", help: (m) => m.research.batchInput }],
    help: (m) => m.research.batchIngest,
    options: [
      ...INGEST_OPTIONS,
      { flags: "--progress", help: (m) => m.research.progress },
      { flags: "--no-recursive", help: (m) => m.research.noRecursive },
      { flags: "--as-new-source", help: (m) => m.research.asNewSource },
    ],
    load: () => import("./batch_ingest.ts"),
  },
  {
    name: "checkpoint",
    args: [],
    help: (m) => m.research.checkpoint,
    options: [PROJECT, { flags: "--discard <batch-id>", help: (m) => m.research.discard }],
    load: () => import("./checkpoint.ts"),
  },
  {
    name: "sources",
    args: [],
    help: (m) => m.research.sources,
    options: [
      PROJECT,
      JSON_OPT,
      {
        flags: "--format <format>",
        help: (m) => m.research.format,
        choices: ["json", "text", "md"],
      },
      { flags: "--source-id <id>", help: (m) => m.research.sourceId },
      { flags: "--version <n>", help: (m) => m.research.version },
    ],
    load: () => import("./sources.ts"),
  },
  {
    name: "search",
    args: [],
    help: (m) => m.research.search,
    details: (m) => m.research.searchSyntax,
    options: [
      PROJECT,
      { flags: "--query <text>", help: (m) => m.research.query },
      {
        flags: "--scope <scope>",
        help: (m) => m.research.scope,
        choices: ["sources", "dossiers", "claims", "decisions", "all"],
      },
      { flags: "--limit <n>", help: (m) => m.research.limit },
      { flags: "--offset <n>", help: (m) => m.research.offset },
      STRICT,
    ],
    load: () => import("./search.ts"),
  },
  {
    name: "reindex",
    args: [],
    help: (m) => m.research.reindex,
    options: [PROJECT],
    load: () => import("./reindex.ts"),
  },
  {
    name: "cite",
    args: [],
    help: (m) => m.research.cite,
    options: [
      PROJECT,
      { flags: "--query <words>", help: (m) => m.research.query },
      { flags: "--pick <n>", help: (m) => m.research.pick },
      SNAPSHOT,
      { flags: "--passage <id>", help: (m) => m.research.passage },
      {
        flags: "--style <style>",
        help: (m) => m.research.citeStyle,
        choices: ["chicago", "mla", "apa"],
      },
      STRICT,
    ],
    load: () => import("./cite.ts"),
  },
  ...RECORD_COMMANDS,
  {
    name: "compare",
    args: [{ syntax: "<manuscript>", help: (m) => m.research.compareManuscript }],
    help: (m) => m.research.compare,
    options: [
      PROJECT,
      { flags: "--source-id <id>", help: (m) => m.research.sourceId },
      {
        flags: "--format <format>",
        help: (m) => m.research.format,
        choices: ["json", "text", "md"],
      },
    ],
    load: () => import("./compare.ts"),
  },
  {
    name: "audit",
    args: [],
    help: (m) => m.research.audit,
    options: [PROJECT, JSON_OPT],
    load: () => import("./audit.ts"),
  },
  {
    name: "export",
    args: [],
    help: (m) => m.research.export,
    options: [PROJECT, { flags: "--output <dir>", help: (m) => m.research.outputDir, file: true }],
    load: () => import("./export.ts"),
  },
  {
    name: "restore",
    args: [],
    help: (m) => m.research.restore,
    options: [
      { flags: "--from <bundle>", help: (m) => m.research.from, file: true },
      { flags: "--to <dir>", help: (m) => m.research.to, file: true },
    ],
    load: () => import("./restore.ts"),
  },
  {
    name: "ocr-status",
    args: [],
    help: (m) => m.research.ocrStatus,
    options: [{ flags: "--probe", help: (m) => m.research.probe }],
    load: () => import("./ocr_status.ts"),
  },
  {
    name: "schema",
    args: [],
    help: (m) => m.research.schema,
    options: [JSON_OPT],
    load: () => import("./schema.ts"),
  },
  {
    name: "refman-export",
    args: [],
    help: (m) => m.research.refmanExport,
    options: [
      PROJECT,
      { flags: "--output <dir>", help: (m) => m.research.refmanBundleOutput, file: true },
      { flags: "--allow-retention", help: (m) => m.research.refmanExportAllowRetention },
      { flags: "--dry-run", help: (m) => m.research.refmanExportDryRun },
    ],
    load: () => import("./refman_export.ts"),
  },
  {
    name: "refman-backup",
    args: [],
    help: (m) => m.research.refmanBackup,
    options: [
      PROJECT,
      { flags: "--data-dir <dir>", help: (m) => m.research.refmanBackupDataDir, file: true },
      { flags: "--output <dir>", help: (m) => m.research.refmanBundleOutput, file: true },
      { flags: "--confirm-refman-closed", help: (m) => m.research.refmanBackupConfirm },
    ],
    load: () => import("./refman_backup.ts"),
  },
  {
    name: "refman-restore",
    args: [],
    help: (m) => m.research.refmanRestore,
    options: [
      { flags: "--from <bundle>", help: (m) => m.research.refmanRestoreFrom, file: true },
      { flags: "--to <dir>", help: (m) => m.research.refmanRestoreTo, file: true },
    ],
    load: () => import("./refman_restore.ts"),
  },
  {
    name: "refman",
    args: [],
    help: (m) => m.research.refman,
    options: [
      PROJECT,
      { flags: "--library <library>", help: (m) => m.research.library },
      {
        flags: "--mode <mode>",
        help: (m) => m.research.refmanMode,
        choices: ["items", "collections"],
      },
      { flags: "--query <text>", help: (m) => m.research.query },
      { flags: "--item-key <key>", help: (m) => m.research.itemKey },
      { flags: "--collection-key <key>", help: (m) => m.research.collectionKey },
      { flags: "--limit <n>", help: (m) => m.research.refmanLimit },
      { flags: "--start <n>", help: (m) => m.research.start },
      { flags: "--data-dir <dir>", help: (m) => m.research.dataDir, file: true },
    ],
    load: () => import("./refman.ts"),
  },
  {
    name: "refman-ingest",
    args: [],
    help: (m) => m.research.refmanIngest,
    options: [
      PROJECT,
      { flags: "--library <library>", help: (m) => m.research.library },
      { flags: "--attachment-key <key>", help: (m) => m.research.attachmentKey },
      { flags: "--expected-server-id <id>", help: (m) => m.research.expectedServerId },
      { flags: "--allow-retention", help: (m) => m.research.allowRetention },
      { flags: "--source-id <id>", help: (m) => m.research.refreshSource },
      { flags: "--data-dir <dir>", help: (m) => m.research.dataDir, file: true },
      { flags: "--ocr-fallback-native", help: (m) => m.research.ocrFallbackNative },
      ACTOR,
    ],
    load: () => import("./refman_ingest.ts"),
  },
  {
    name: "refman-status",
    args: [],
    help: (m) => m.research.refmanStatus,
    options: [
      PROJECT,
      { flags: "--data-dir <dir>", help: (m) => m.research.dataDir, file: true },
    ],
    load: () => import("./refman_status.ts"),
  },
  {
    name: "link-manuscript",
    args: [{ syntax: "<manuscript>", help: (m) => m.research.manuscriptFile }],
    help: (m) => m.research.linkManuscript,
    options: [
      PROJECT,
      { flags: "--claim-id <id>", help: (m) => m.research.claimId },
      { flags: "--claim-revision <n>", help: (m) => m.research.linkClaimRevision },
      { flags: "--selection <json-or-file>", help: (m) => m.research.selection },
      { flags: "--expected-project-id <id>", help: (m) => m.research.expectedProjectId },
      SNAPSHOT,
      { flags: "--expected-source-sha256 <digest>", help: (m) => m.research.expectedSourceSha256 },
      { flags: "--allow-retention", help: (m) => m.research.linkRetention },
      { flags: "--note <text>", help: (m) => m.research.linkNote },
      ACTOR,
    ],
    load: () => import("./link_manuscript.ts"),
  },
  {
    name: "manuscript-links",
    args: [],
    help: (m) => m.research.manuscriptLinks,
    options: [
      PROJECT,
      { flags: "--claim-id <id>", help: (m) => m.research.claimId },
      { flags: "--include-retracted", help: (m) => m.research.includeRetracted },
      { flags: "--link-id <id>", help: (m) => m.research.mclLinkId },
      { flags: "--retract", help: (m) => m.research.retractLink },
      { flags: "--expected-revision <n>", help: (m) => m.research.mclExpectedRevision },
      {
        flags: "--change-kind <kind>",
        help: (m) => m.research.mclChangeKind,
        choices: ["correction", "supersession"],
      },
      { flags: "--reason <text>", help: (m) => m.research.mclReason },
      SNAPSHOT,
      ACTOR,
    ],
    load: () => import("./manuscript_links.ts"),
  },
  {
    name: "review-manuscript",
    args: [{ syntax: "[manuscript]", help: (m) => m.research.reviewManuscriptFile }],
    help: (m) => m.research.reviewManuscript,
    options: [
      PROJECT,
      { flags: "--format <format>", help: (m) => m.research.format, choices: ["json", "text"] },
      { flags: "--expected-project-id <id>", help: (m) => m.research.expectedProjectId },
      { flags: "--include-retracted", help: (m) => m.research.includeRetracted },
    ],
    load: () => import("./review_manuscript.ts"),
  },
  {
    name: "find-anchor",
    args: [{ syntax: "<manuscript>", help: (m) => m.research.manuscriptFile }],
    help: (m) => m.research.findAnchor,
    options: [PROJECT, { flags: "--quote <text>", help: (m) => m.research.anchorQuote }],
    load: () => import("./find_anchor.ts"),
  },
  {
    name: "reconcile-manuscript",
    args: [{ syntax: "<manuscript>", help: (m) => m.research.manuscriptFile }],
    help: (m) => m.research.reconcileManuscript,
    options: [
      PROJECT,
      { flags: "--accept-moved", help: (m) => m.research.acceptMoved },
      SNAPSHOT,
      { flags: "--expected-source-sha256 <digest>", help: (m) => m.research.expectedSourceSha256 },
      { flags: "--expected-project-id <id>", help: (m) => m.research.expectedProjectId },
      { flags: "--all", help: (m) => m.research.reconcileAll },
      { flags: "--link-id <id>", help: (m) => m.research.mclLinkId },
      { flags: "--expected-revision <n>", help: (m) => m.research.mclExpectedRevision },
      ACTOR,
    ],
    load: () => import("./reconcile_manuscript.ts"),
  },
  // Images (SPEC 4.1 `dossier-image` with exactly its flags), withdraw and purge.
  {
    name: "dossier-image",
    args: [],
    help: (m) => m.research.dossierImage,
    options: [
      PROJECT,
      { flags: "--dossier-id <id>", help: (m) => m.research.imageDossierId },
      { flags: "--file <path>", help: (m) => m.research.imageFile, file: true },
      snapshotOption((m) => m.research.imageSnapshot),
      { flags: "--expected-revision <n>", help: (m) => m.research.imageRevision },
      { flags: "--allow-retention", help: (m) => m.research.allowRetention },
      { flags: "--alt <text>", help: (m) => m.research.imageAlt },
      { flags: "--caption <text>", help: (m) => m.research.imageCaption },
      { flags: "--section <heading>", help: (m) => m.research.imageSection },
      { flags: "--title <text>", help: (m) => m.research.title },
      { flags: "--origin-url <url>", help: (m) => m.research.originUrl },
      { flags: "--reason <text>", help: (m) => m.research.imageReason },
      {
        flags: "--change-kind <kind>",
        help: (m) => m.research.imageChangeKind,
        choices: CHANGE_KINDS,
      },
      ACTOR,
      { flags: "--context <json-or-file>", help: (m) => m.research.context },
    ],
    load: () => import("./dossier_image.ts"),
  },
  {
    name: "image-ingest",
    args: [{ syntax: "<file>", help: (m) => m.research.imageIngestFile }],
    help: (m) => m.research.imageIngest,
    options: [
      PROJECT,
      { flags: "--allow-retention", help: (m) => m.research.allowRetention },
      { flags: "--title <text>", help: (m) => m.research.title },
      { flags: "--context <json-or-file>", help: (m) => m.research.context },
      { flags: "--origin-url <url>", help: (m) => m.research.originUrl },
      { flags: "--source-id <id>", help: (m) => m.research.imageNewVersionOf },
      SNAPSHOT,
      EXPECTED_PROJECT,
      ACTOR,
    ],
    load: () => import("./image_ingest.ts"),
  },
  {
    name: "withdraw",
    args: [],
    help: (m) => m.research.withdraw,
    options: TOMBSTONE_OPTIONS,
    load: () => import("./withdraw.ts"),
  },
  {
    name: "purge",
    args: [],
    help: (m) => m.research.purge,
    options: TOMBSTONE_OPTIONS,
    load: () => import("./purge.ts"),
  },
  {
    name: "timeline",
    args: [],
    help: (m) => m.research.timeline,
    options: [
      PROJECT,
      {
        flags: "--format <format>",
        help: (m) => m.research.format,
        choices: ["json", "text", "md"],
      },
      { flags: "--dossier-id <id>", help: (m) => m.research.timelineDossier },
    ],
    load: () => import("./timeline.ts"),
  },
  {
    name: "matrix",
    args: [],
    help: (m) => m.research.matrix,
    options: [
      PROJECT,
      {
        flags: "--format <format>",
        help: (m) => m.research.format,
        choices: ["json", "md", "csv"],
      },
    ],
    load: () => import("./matrix.ts"),
  },
  {
    name: "review",
    args: [],
    help: (m) => m.research.review,
    options: VIEW_TEXT_OPTIONS,
    load: () => import("./review.ts"),
  },
  {
    name: "decision-impact",
    args: [{ syntax: "<decision-id>", help: (m) => m.research.decisionId }],
    help: (m) => m.research.decisionImpact,
    options: [...VIEW_TEXT_OPTIONS, STRICT_STATE],
    load: () => import("./decision_impact.ts"),
  },
  {
    name: "mark-applied",
    args: [],
    help: (m) => m.research.markApplied,
    options: ACKNOWLEDGE_OPTIONS,
    load: () => import("./mark_applied.ts"),
  },
  {
    name: "reopen",
    args: [],
    help: (m) => m.research.reopen,
    options: ACKNOWLEDGE_OPTIONS,
    load: () => import("./reopen.ts"),
  },
];

/** `svc research`: the group that holds {@linkcode RESEARCH_COMMANDS}. */
export const RESEARCH_GROUP: CommandSpec = {
  name: "research",
  args: [],
  help: (m) => m.research.group,
  options: [],
  subcommands: RESEARCH_COMMANDS,
  argChoices: RESEARCH_COMMANDS.map((c) => c.name),
  load: () => Promise.reject(new Error("svc research needs a subcommand")),
};
