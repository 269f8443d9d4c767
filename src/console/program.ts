/**
 * Builds the commander program from a command tree (composed by `cli.ts` from every area's
 * verbs) and runs one invocation, turning
 * every failure into an exit code: 0 success, 1 file or processing error, 2 usage error.
 * stdout carries only the payload; errors are one `[error] …` line on stderr.
 *
 * The interface language of help, errors and text reports is chosen before the parse, from the
 * settings layers: `SVC_LANG`, then `ui_language` of the project config the command line names
 * (beside its manuscript, or in its `--project` folder: `config_place.ts`), then of the user
 * config, then English.
 *
 * @module
 */

import { Command, CommanderError, Option } from "npm:commander@15.1.0";
import { type Messages, messages } from "../i18n/messages.ts";
import { VERSION } from "../version.ts";
import { type CliIO, reportFailure } from "../project/io.ts";
import { interfaceLanguage } from "../project/settings.ts";
import { configPlace } from "./config_place.ts";
import { type CommandSpec, GLOBAL_OPTIONS, type OptionSpec } from "./spec.ts";

/** Exit codes (SPEC 4.1). */
const EXIT_OK = 0, EXIT_USAGE = 2;

/**
 * Runs the CLI of the command `tree` with `args` (without the program name) and returns the
 * exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO } from "../project/io.ts";
 * import type { CommandSpec } from "./spec.ts";
 * declare const tree: readonly CommandSpec[];
 * await runCli(tree, ["about", "--json"], PROCESS_IO); // 0, after printing the about JSON
 * ```
 */
export async function runCli(
  tree: readonly CommandSpec[],
  args: readonly string[],
  io: CliIO,
): Promise<number> {
  const m = messages(await interfaceLanguage(configPlace(tree, args), io));
  let exitCode = EXIT_OK;
  const program = buildProgram(tree, m, io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync([...args], { from: "user" });
    return exitCode;
  } catch (e) {
    return reportError(e, m, io);
  }
}

function buildProgram(
  tree: readonly CommandSpec[],
  m: Messages,
  io: CliIO,
  setExit: (code: number) => void,
): Command {
  const program = new Command("svc")
    .description(m.help.program)
    .version(VERSION, "-V, --version", m.help.versionOption)
    .helpOption("-h, --help", m.help.helpOption)
    .helpCommand("help [command]", m.help.helpCommand)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout(s),
      writeErr: (s) => io.stderr(s),
      outputError: () => {},
    });
  for (const spec of GLOBAL_OPTIONS) program.addOption(makeOption(spec, m));
  for (const spec of tree) addCommand(program, spec, m, io, setExit, tree);
  return program;
}

function addCommand(
  parent: Command,
  spec: CommandSpec,
  m: Messages,
  io: CliIO,
  setExit: (code: number) => void,
  tree: readonly CommandSpec[],
): void {
  const cmd = parent.command(spec.name).description(spec.help(m))
    .helpOption("-h, --help", m.help.helpOption);
  if (spec.subcommands) {
    for (const sub of spec.subcommands) addCommand(cmd, sub, m, io, setExit, tree);
    return;
  }
  for (const a of spec.args) cmd.argument(a.syntax, a.help(m));
  for (const o of spec.options) cmd.addOption(makeOption(o, m));
  if (spec.details) cmd.addHelpText("after", "\n" + spec.details(m));
  cmd.action(async (...received: unknown[]) => {
    const command = received[received.length - 1] as Command;
    const module = await spec.load();
    const code = await module.run({
      args: command.args,
      options: command.optsWithGlobals(),
      io,
      messages: m,
      tree,
    });
    setExit(code);
  });
}

function makeOption(spec: OptionSpec, m: Messages): Option {
  const option = new Option(spec.flags, spec.help(m));
  if (spec.choices) option.choices([...spec.choices]);
  const parse = spec.parse;
  // A UsageError thrown here is not commander's own error: it reaches reportError unchanged.
  if (spec.repeatable) {
    option.argParser((value: string, previous: unknown) => [
      ...(Array.isArray(previous) ? previous : []),
      parse ? parse(value, m) : value,
    ]);
  } else if (parse) option.argParser((value: string) => parse(value, m));
  return option;
}

function reportError(e: unknown, m: Messages, io: CliIO): number {
  if (e instanceof CommanderError) {
    if (e.code === "commander.helpDisplayed" || e.code === "commander.version") return EXIT_OK;
    if (e.code === "commander.help") return EXIT_USAGE;
    io.stderr(`[error] ${commanderMessage(e, m)}\n`);
    return EXIT_USAGE;
  }
  return reportFailure(e, m, io);
}

/** Commander reports in English; quote its values into our catalogue's sentences. */
function commanderMessage(e: CommanderError, m: Messages): string {
  const quoted = [...e.message.matchAll(/'([^']*)'/g)].map((x) => x[1]);
  switch (e.code) {
    case "commander.unknownCommand":
      return m.errors.unknownCommand(quoted[0] ?? "");
    case "commander.unknownOption":
      return m.errors.unknownOption(quoted[0] ?? "");
    case "commander.missingArgument":
      return m.errors.missingArgument(quoted[0] ?? "");
    case "commander.optionMissingArgument":
      return m.errors.optionMissingArgument(quoted[0] ?? "");
    case "commander.invalidArgument": {
      const allowed = /Allowed choices are (.*)\./.exec(e.message)?.[1] ?? "";
      return m.errors.invalidChoice(quoted[0] ?? "", quoted[1] ?? "", allowed);
    }
    case "commander.excessArguments": {
      const n = /Expected (\d+)/.exec(e.message)?.[1];
      return m.errors.excessArguments(Number(n ?? 0));
    }
    default:
      return e.message.replace(/^error: /, "");
  }
}
