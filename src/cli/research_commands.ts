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
    name: "link-manuscript",
    args: [{ syntax: "<manuscript>", help: (m) => m.research.manuscriptFile }],
    help: (m) => m.research.linkManuscript,
    options: [
      PROJECT,
      { flags: "--claim-id <id>", help: (m) => m.research.claimId },
      { flags: "--claim-revision <n>", help: (m) => m.research.claimRevision },
      { flags: "--selection <json-or-file>", help: (m) => m.research.selection },
      { flags: "--expected-project-id <id>", help: (m) => m.research.expectedProjectId },
      SNAPSHOT,
      { flags: "--expected-source-sha256 <digest>", help: (m) => m.research.expectedSourceSha256 },
      { flags: "--allow-retention", help: (m) => m.research.linkRetention },
      { flags: "--note <text>", help: (m) => m.research.linkNote },
      ACTOR,
    ],
    load: () => import("../commands/research/link_manuscript.ts"),
  },
  {
    name: "manuscript-links",
    args: [],
    help: (m) => m.research.manuscriptLinks,
    options: [
      PROJECT,
      { flags: "--claim-id <id>", help: (m) => m.research.claimId },
      { flags: "--include-retracted", help: (m) => m.research.includeRetracted },
      { flags: "--link-id <id>", help: (m) => m.research.linkId },
      { flags: "--retract", help: (m) => m.research.retractLink },
      { flags: "--expected-revision <n>", help: (m) => m.research.expectedRevision },
      {
        flags: "--change-kind <kind>",
        help: (m) => m.research.changeKind,
        choices: ["correction", "supersession"],
      },
      { flags: "--reason <text>", help: (m) => m.research.reason },
      SNAPSHOT,
      ACTOR,
    ],
    load: () => import("../commands/research/manuscript_links.ts"),
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
    load: () => import("../commands/research/review_manuscript.ts"),
  },
  {
    name: "find-anchor",
    args: [{ syntax: "<manuscript>", help: (m) => m.research.manuscriptFile }],
    help: (m) => m.research.findAnchor,
    options: [PROJECT, { flags: "--quote <text>", help: (m) => m.research.anchorQuote }],
    load: () => import("../commands/research/find_anchor.ts"),
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
      { flags: "--link-id <id>", help: (m) => m.research.linkId },
      { flags: "--expected-revision <n>", help: (m) => m.research.expectedRevision },
      ACTOR,
    ],
    load: () => import("../commands/research/reconcile_manuscript.ts"),
  },
];
