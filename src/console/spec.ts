/**
 * The command tree as data, shared by every area's CLI verbs: `src/cli` (analysis),
 * `research/cli` (`svc research …`) and `server/cli` (serve, service) each declare their
 * commands as {@linkcode CommandSpec}s; `cli.ts` composes them, and the parser, `--help` and the
 * completion scripts are all built from that one tree, so they cannot drift apart.
 *
 * @module
 */

import type { Messages } from "../i18n/messages.ts";
import { LANGUAGE_CHOICES } from "../language/types.ts";
import type { CliIO } from "../project/io.ts";

/** Everything a command's `run` receives. */
export interface CommandContext {
  /** Positional arguments in declaration order. */
  readonly args: readonly string[];
  /** Options of the command merged with the global ones (commander's camelCase keys). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly io: CliIO;
  readonly messages: Messages;
  /** The whole command tree of this run, for the verbs that describe it (`completion`). */
  readonly tree?: readonly CommandSpec[];
}

/** A command implementation: returns the process exit code. */
export interface CommandModule {
  run(ctx: CommandContext): Promise<number>;
}

/** One option of a command. */
export interface OptionSpec {
  /** Commander flag syntax, e.g. `"--json"` or `"-o, --output <file>"`. */
  readonly flags: string;
  readonly help: (m: Messages) => string;
  /** Allowed values (also offered by shell completion). */
  readonly choices?: readonly string[];
  /** Completion hint for the value: a file path. */
  readonly file?: boolean;
  /**
   * Checks (and may normalise) the value while the command line is parsed, before the command
   * loads; throws a `UsageError` (exit 2) in the interface language of `m` to refuse it.
   */
  readonly parse?: (value: string, m: Messages) => string;
  /**
   * The value is the project folder whose config applies to the run (`svc research --project`);
   * its `ui_language` sets the interface language of the run (see `config_place.ts`).
   */
  readonly projectFolder?: boolean;
  /**
   * The option may be given more than once (`--author A --author B`); its value is the list
   * of every value in order. Unlike commander's variadic `<name...>`, it never swallows the
   * positional arguments after it.
   */
  readonly repeatable?: boolean;
}

/** One positional argument of a command. */
export interface ArgSpec {
  /** Commander syntax, e.g. `"<file>"`, or `"[file]"` for an optional argument. */
  readonly syntax: string;
  readonly help: (m: Messages) => string;
  /**
   * The argument is the manuscript: the config beside it applies to the run, its `ui_language`
   * included (see `config_place.ts`). Left out (an optional argument), the manuscript is the
   * one in the current folder, so that folder's config applies.
   */
  readonly manuscript?: boolean;
}

/** One command. */
export interface CommandSpec {
  readonly name: string;
  /** Positional arguments in declaration order. */
  readonly args: readonly ArgSpec[];
  readonly help: (m: Messages) => string;
  /** Longer help shown after the options by `--help` (a syntax, examples). */
  readonly details?: (m: Messages) => string;
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

/** `--json`, the machine-readable output switch most commands take. */
export const JSON_OPTION: OptionSpec = { flags: "--json", help: (m) => m.help.json };
