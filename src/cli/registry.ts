/**
 * The command tree as data: the parser, `--help` and the completion scripts are all built
 * from this one list, so they cannot drift apart. Each command's code loads lazily through a
 * string-literal `import()` (which `deno compile` follows).
 *
 * @module
 */

import { THRESHOLD_OPTIONS } from "../console/threshold_options.ts";
import { type ArgSpec, type CommandSpec, JSON_OPTION } from "../console/spec.ts";
import { CHECK_FORMATS, FAIL_ON } from "../report/check/choices.ts";

const FILE_ARG: ArgSpec = { syntax: "<file>", help: (m) => m.help.analyzeFile, manuscript: true };

/** The analysis verbs (`cli.ts` adds the research and server verbs). */
export const COMMANDS: readonly CommandSpec[] = [
  {
    name: "analyze",
    args: [FILE_ARG],
    help: (m) => m.help.analyze,
    options: [JSON_OPTION],
    load: () => import("./analyze.ts"),
  },
  {
    name: "style",
    args: [FILE_ARG],
    help: (m) => m.help.style,
    options: [
      JSON_OPTION,
      ...THRESHOLD_OPTIONS,
      { flags: "--explain-chapter <n>", help: (m) => m.help.explainChapter },
    ],
    load: () => import("./style.ts"),
  },
  {
    name: "profile",
    args: [FILE_ARG],
    help: (m) => m.help.profile,
    options: [
      JSON_OPTION,
      THRESHOLD_OPTIONS.find((o) => o.flags.startsWith("--flag-min-severity"))!,
    ],
    load: () => import("./profile.ts"),
  },
  {
    name: "dialogue",
    args: [FILE_ARG],
    help: (m) => m.help.dialogue,
    options: [JSON_OPTION],
    load: () => import("./dialogue.ts"),
  },
  {
    name: "characters",
    args: [FILE_ARG],
    help: (m) => m.help.characters,
    options: [JSON_OPTION, { flags: "--names <list>", help: (m) => m.help.names }],
    load: () => import("./characters.ts"),
  },
  {
    name: "pacing",
    args: [FILE_ARG],
    help: (m) => m.help.pacing,
    options: [JSON_OPTION],
    load: () => import("./pacing.ts"),
  },
  {
    name: "scenes",
    args: [FILE_ARG],
    help: (m) => m.help.scenes,
    options: [JSON_OPTION],
    load: () => import("./scenes.ts"),
  },
  {
    name: "motifs",
    args: [FILE_ARG],
    help: (m) => m.help.motifs,
    options: [JSON_OPTION, { flags: "--motif <name=regex...>", help: (m) => m.help.motif }],
    load: () => import("./motifs.ts"),
  },
  {
    name: "showing",
    args: [FILE_ARG],
    help: (m) => m.help.showing,
    options: [JSON_OPTION],
    load: () => import("./showing.ts"),
  },
  {
    name: "dashboard",
    args: [FILE_ARG],
    help: (m) => m.help.dashboard,
    options: [
      { flags: "-o, --output <file>", help: (m) => m.help.output, file: true },
      { flags: "--names <list>", help: (m) => m.help.names },
      ...THRESHOLD_OPTIONS,
    ],
    load: () => import("./dashboard.ts"),
  },
  {
    name: "pdf",
    args: [FILE_ARG],
    help: (m) => m.help.pdf,
    options: [
      {
        flags: "--layout <name>",
        help: (m) => m.help.layout,
        choices: ["report", "book", "sheet"],
      },
      { flags: "-o, --output <file>", help: (m) => m.help.output, file: true },
      { flags: "--author <name>", help: (m) => m.help.author },
      { flags: "--serif-font <file>", help: (m) => m.help.serifFont, file: true },
      { flags: "--bold-font <file>", help: (m) => m.help.boldFont, file: true },
      { flags: "--mono-font <file>", help: (m) => m.help.monoFont, file: true },
      { flags: "--sans-font <file>", help: (m) => m.help.sansFont, file: true },
      { flags: "--sans-bold-font <file>", help: (m) => m.help.sansBoldFont, file: true },
    ],
    load: () => import("./pdf.ts"),
  },
  {
    name: "build",
    args: [{ syntax: "[file]", help: (m) => m.help.buildFile, manuscript: true }],
    help: (m) => m.help.build,
    options: [
      { flags: "--dry-run", help: (m) => m.help.dryRun },
      JSON_OPTION,
      { flags: "--check <formats>", help: (m) => m.help.buildCheck },
      { flags: "--fail-on <level>", help: (m) => m.help.buildCheckFailOn, choices: FAIL_ON },
      ...THRESHOLD_OPTIONS,
    ],
    load: () => import("./build.ts"),
  },
  {
    name: "check",
    args: [FILE_ARG],
    help: (m) => m.help.check,
    options: [
      { flags: "--format <name>", help: (m) => m.help.checkFormat, choices: CHECK_FORMATS },
      { flags: "--fail-on <level>", help: (m) => m.help.failOn, choices: FAIL_ON },
      { flags: "--baseline <file>", help: (m) => m.help.baseline, file: true },
      { flags: "--changed-since <ref>", help: (m) => m.help.changedSince },
      ...THRESHOLD_OPTIONS,
    ],
    load: () => import("./check.ts"),
  },
  {
    name: "about",
    args: [],
    help: (m) => m.help.about,
    options: [JSON_OPTION],
    load: () => import("./about.ts"),
  },
  {
    name: "completion",
    args: [{ syntax: "<shell>", help: (m) => m.help.completionShell }],
    help: (m) => m.help.completion,
    options: [],
    argChoices: ["bash", "zsh"],
    load: () => import("./completion.ts"),
  },
];
