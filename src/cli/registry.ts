/**
 * The command tree as data: the parser, `--help` and the completion scripts are all built
 * from this one list, so they cannot drift apart. Each command's code loads lazily through a
 * string-literal `import()` (which `deno compile` follows).
 *
 * @module
 */

import type { Messages } from "../i18n/messages.ts";
import { LANGUAGE_CHOICES } from "../language/types.ts";
import type { CommandModule } from "./io.ts";
import { THRESHOLD_OPTIONS } from "../commands/thresholds.ts";
import { RESEARCH_COMMANDS } from "./research_commands.ts";

/** One option of a command. */
export interface OptionSpec {
  /** Commander flag syntax, e.g. `"--json"` or `"-o, --output <file>"`. */
  readonly flags: string;
  readonly help: (m: Messages) => string;
  /** Allowed values (also offered by shell completion). */
  readonly choices?: readonly string[];
  /** Completion hint for the value: a file path. */
  readonly file?: boolean;
}

/** One command. */
export interface CommandSpec {
  readonly name: string;
  /** Positional arguments in commander syntax, e.g. `"<file>"`. */
  readonly args: readonly { readonly syntax: string; readonly help: (m: Messages) => string }[];
  readonly help: (m: Messages) => string;
  readonly options: readonly OptionSpec[];
  /** Values the first positional argument takes (completion); files otherwise. */
  readonly argChoices?: readonly string[];
  /** Nested commands (`svc research ingest …`); a group has no `load` of its own. */
  readonly subcommands?: readonly CommandSpec[];
  readonly load: () => Promise<CommandModule>;
}

/** Global options, valid before or after the command. */
export const GLOBAL_OPTIONS: readonly OptionSpec[] = [
  { flags: "--language <code>", help: (m) => m.help.language, choices: LANGUAGE_CHOICES },
];

const JSON_OPTION: OptionSpec = { flags: "--json", help: (m) => m.help.json };
const FILE_ARG = { syntax: "<file>", help: (m: Messages) => m.help.analyzeFile };

/** Every command of this release. */
export const COMMANDS: readonly CommandSpec[] = [
  {
    name: "analyze",
    args: [{ syntax: "<file>", help: (m) => m.help.analyzeFile }],
    help: (m) => m.help.analyze,
    options: [JSON_OPTION],
    load: () => import("../commands/analyze.ts"),
  },
  {
    name: "style",
    args: [{ syntax: "<file>", help: (m) => m.help.analyzeFile }],
    help: (m) => m.help.style,
    options: [
      JSON_OPTION,
      ...THRESHOLD_OPTIONS,
      { flags: "--explain-chapter <n>", help: (m) => m.help.explainChapter },
    ],
    load: () => import("../commands/style.ts"),
  },
  {
    name: "profile",
    args: [FILE_ARG],
    help: (m) => m.help.profile,
    options: [
      JSON_OPTION,
      THRESHOLD_OPTIONS.find((o) => o.flags.startsWith("--flag-min-severity"))!,
    ],
    load: () => import("../commands/profile.ts"),
  },
  {
    name: "dialogue",
    args: [FILE_ARG],
    help: (m) => m.help.dialogue,
    options: [JSON_OPTION],
    load: () => import("../commands/dialogue.ts"),
  },
  {
    name: "characters",
    args: [FILE_ARG],
    help: (m) => m.help.characters,
    options: [JSON_OPTION, { flags: "--names <list>", help: (m) => m.help.names }],
    load: () => import("../commands/characters.ts"),
  },
  {
    name: "pacing",
    args: [FILE_ARG],
    help: (m) => m.help.pacing,
    options: [JSON_OPTION],
    load: () => import("../commands/pacing.ts"),
  },
  {
    name: "scenes",
    args: [FILE_ARG],
    help: (m) => m.help.scenes,
    options: [JSON_OPTION],
    load: () => import("../commands/scenes.ts"),
  },
  {
    name: "motifs",
    args: [FILE_ARG],
    help: (m) => m.help.motifs,
    options: [JSON_OPTION, { flags: "--motif <name=regex...>", help: (m) => m.help.motif }],
    load: () => import("../commands/motifs.ts"),
  },
  {
    name: "showing",
    args: [FILE_ARG],
    help: (m) => m.help.showing,
    options: [JSON_OPTION],
    load: () => import("../commands/showing.ts"),
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
    load: () => import("../commands/dashboard.ts"),
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
    load: () => import("../commands/pdf.ts"),
  },
  {
    name: "build",
    args: [{ syntax: "[file]", help: (m) => m.help.buildFile }],
    help: (m) => m.help.build,
    options: [
      { flags: "--dry-run", help: (m) => m.help.dryRun },
      JSON_OPTION,
      ...THRESHOLD_OPTIONS,
    ],
    load: () => import("../commands/build.ts"),
  },
  {
    name: "serve",
    args: [{ syntax: "[path]", help: (m) => m.help.servePath }],
    help: (m) => m.help.serve,
    options: [
      { flags: "--port <n>", help: (m) => m.help.port },
      { flags: "--host <ip>", help: (m) => m.help.host },
      { flags: "--allow-non-loopback", help: (m) => m.help.allowNonLoopback },
      { flags: "--no-project", help: (m) => m.help.noProject },
      { flags: "--research-project <dir>", help: (m) => m.help.researchProject, file: true },
      { flags: "--debug", help: (m) => m.help.debug },
      ...THRESHOLD_OPTIONS,
    ],
    load: () => import("../commands/serve.ts"),
  },
  {
    name: "service",
    args: [
      { syntax: "<action>", help: (m) => m.help.serviceAction },
      { syntax: "[path]", help: (m) => m.help.servePath },
    ],
    help: (m) => m.help.service,
    argChoices: ["start", "stop", "restart", "status"],
    options: [
      { flags: "--port <n>", help: (m) => m.help.port },
      JSON_OPTION,
      { flags: "--open", help: (m) => m.help.open },
      { flags: "--no-project", help: (m) => m.help.noProject },
      ...THRESHOLD_OPTIONS,
    ],
    load: () => import("../commands/service.ts"),
  },
  {
    name: "research",
    args: [],
    help: (m) => m.research.group,
    options: [],
    subcommands: RESEARCH_COMMANDS,
    argChoices: RESEARCH_COMMANDS.map((c) => c.name),
    load: () => Promise.reject(new Error("svc research needs a subcommand")),
  },
  {
    name: "about",
    args: [],
    help: (m) => m.help.about,
    options: [JSON_OPTION],
    load: () => import("../commands/about.ts"),
  },
  {
    name: "completion",
    args: [{ syntax: "<shell>", help: (m) => m.help.completionShell }],
    help: (m) => m.help.completion,
    options: [],
    argChoices: ["bash", "zsh"],
    load: () => import("../commands/completion.ts"),
  },
];
