/**
 * The `svc research …` command tree (SPEC 4.1 research subcommands). Like the top-level
 * registry, each subcommand loads its code lazily through a string-literal `import()`.
 *
 * @module
 */

import type { CommandSpec, OptionSpec } from "./registry.ts";

const PROJECT: OptionSpec = {
  flags: "--project <dir>",
  help: (m) => m.research.project,
  file: true,
};
const JSON_OPT: OptionSpec = { flags: "--json", help: (m) => m.help.json };
const STRICT: OptionSpec = { flags: "--strict", help: (m) => m.research.strict };
const SNAPSHOT: OptionSpec = {
  flags: "--expected-snapshot <digest>",
  help: (m) => m.research.expectedSnapshot,
};
const ACTOR: OptionSpec = { flags: "--actor <name>", help: (m) => m.research.actor };
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
export const RESEARCH_COMMANDS: readonly CommandSpec[] = [
  {
    name: "init",
    args: [{ syntax: "<project>", help: (m) => m.research.initProject }],
    help: (m) => m.research.init,
    options: [
      { flags: "--title <text>", help: (m) => m.research.title },
      ACTOR,
    ],
    load: () => import("../commands/research/init.ts"),
  },
  {
    name: "ingest",
    args: [{ syntax: "<file>", help: (m) => m.research.ingestFile }],
    help: (m) => m.research.ingest,
    options: [
      ...INGEST_OPTIONS,
      { flags: "--title <text>", help: (m) => m.research.title },
      { flags: "--source-id <id>", help: (m) => m.research.newVersionOf },
    ],
    load: () => import("../commands/research/ingest.ts"),
  },
  {
    name: "batch-ingest",
    args: [{ syntax: "<input>", help: (m) => m.research.batchInput }],
    help: (m) => m.research.batchIngest,
    options: [...INGEST_OPTIONS, { flags: "--progress", help: (m) => m.research.progress }],
    load: () => import("../commands/research/batch_ingest.ts"),
  },
  {
    name: "checkpoint",
    args: [],
    help: (m) => m.research.checkpoint,
    options: [PROJECT, { flags: "--discard <batch-id>", help: (m) => m.research.discard }],
    load: () => import("../commands/research/checkpoint.ts"),
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
    load: () => import("../commands/research/sources.ts"),
  },
  {
    name: "search",
    args: [],
    help: (m) => m.research.search,
    options: [
      PROJECT,
      { flags: "--query <text>", help: (m) => m.research.query },
      {
        flags: "--scope <scope>",
        help: (m) => m.research.scope,
        choices: ["sources", "dossiers", "claims", "decisions", "all"],
      },
      { flags: "--limit <n>", help: (m) => m.research.limit },
      STRICT,
    ],
    load: () => import("../commands/research/search.ts"),
  },
  {
    name: "reindex",
    args: [],
    help: (m) => m.research.reindex,
    options: [PROJECT],
    load: () => import("../commands/research/reindex.ts"),
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
      STRICT,
    ],
    load: () => import("../commands/research/cite.ts"),
  },
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
    load: () => import("../commands/research/compare.ts"),
  },
  {
    name: "audit",
    args: [],
    help: (m) => m.research.audit,
    options: [PROJECT, JSON_OPT],
    load: () => import("../commands/research/audit.ts"),
  },
  {
    name: "export",
    args: [],
    help: (m) => m.research.export,
    options: [PROJECT, { flags: "--output <dir>", help: (m) => m.research.outputDir, file: true }],
    load: () => import("../commands/research/export.ts"),
  },
  {
    name: "restore",
    args: [],
    help: (m) => m.research.restore,
    options: [
      { flags: "--from <bundle>", help: (m) => m.research.from, file: true },
      { flags: "--to <dir>", help: (m) => m.research.to, file: true },
    ],
    load: () => import("../commands/research/restore.ts"),
  },
  {
    name: "ocr-status",
    args: [],
    help: (m) => m.research.ocrStatus,
    options: [{ flags: "--probe", help: (m) => m.research.probe }],
    load: () => import("../commands/research/ocr_status.ts"),
  },
  {
    name: "schema",
    args: [],
    help: (m) => m.research.schema,
    options: [JSON_OPT],
    load: () => import("../commands/research/schema.ts"),
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
    load: () => import("../commands/research/timeline.ts"),
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
    load: () => import("../commands/research/matrix.ts"),
  },
  {
    name: "review",
    args: [],
    help: (m) => m.research.review,
    options: VIEW_TEXT_OPTIONS,
    load: () => import("../commands/research/review.ts"),
  },
  {
    name: "decision-impact",
    args: [{ syntax: "<decision-id>", help: (m) => m.research.decisionId }],
    help: (m) => m.research.decisionImpact,
    options: VIEW_TEXT_OPTIONS,
    load: () => import("../commands/research/decision_impact.ts"),
  },
  {
    name: "mark-applied",
    args: [],
    help: (m) => m.research.markApplied,
    options: ACKNOWLEDGE_OPTIONS,
    load: () => import("../commands/research/mark_applied.ts"),
  },
  {
    name: "reopen",
    args: [],
    help: (m) => m.research.reopen,
    options: ACKNOWLEDGE_OPTIONS,
    load: () => import("../commands/research/reopen.ts"),
  },
];
