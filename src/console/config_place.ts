/**
 * Where the project config of one command line is, found before the command line is parsed, so
 * that `--help`, the usage errors of parsing, the run's errors and warnings and its text report
 * all share one interface language (`src/project/settings.ts` `interfaceLanguage`):
 *
 * - the folder given by an option marked `projectFolder` (`svc research … --project DIR`);
 * - else the folder of the argument marked `manuscript` (`svc analyze FILE`); an optional one
 *   left out (`svc build`) means the current folder, where that command finds its manuscript;
 * - else none (`svc --help`, `svc about`, `svc research …` without `--project`): `SVC_LANG` and
 *   the user config decide.
 *
 * The words are read as commander reads them: the command path by name, global options at any
 * level, `--name=value`, a required value as the next word whatever it looks like, an optional
 * value only when the next word is no option, a variadic value up to the next option, `-ovalue`,
 * and `--` ending the options. An unknown option takes no value here; the parser refuses it
 * later, in the interface language of the file found.
 *
 * @module
 */

import type { ConfigPlace } from "../project/settings.ts";
import { type CommandSpec, GLOBAL_OPTIONS, type OptionSpec } from "./spec.ts";

/**
 * The project config place of `args` (without the program name) in the command `tree`, or null
 * when the command line names none.
 *
 * @example
 * ```ts
 * import type { CommandSpec } from "./spec.ts";
 * declare const tree: readonly CommandSpec[];
 * configPlace(tree, ["analyze", "book/book.md", "--json"]); // { manuscript: "book/book.md" }
 * configPlace(tree, ["research", "sources", "--project", "ledger"]); // { projectDir: "ledger" }
 * configPlace(tree, ["--help"]); // null
 * ```
 */
export function configPlace(
  tree: readonly CommandSpec[],
  args: readonly string[],
): ConfigPlace | null {
  let command: CommandSpec | undefined;
  const positionals: string[] = [];
  let projectDir: string | undefined;
  let optionsEnded = false;
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    if (!optionsEnded && word === "--") {
      optionsEnded = true;
    } else if (!optionsEnded && isOptionWord(word)) {
      const known = [...GLOBAL_OPTIONS, ...(command?.options ?? [])];
      const { option, inline } = findOption(known, word);
      if (!option) continue;
      let value = inline;
      const { takes, variadic } = valueOf(option.flags);
      if (value === undefined && takes !== "none" && i + 1 < args.length) {
        if (takes === "required" || !isOptionWord(args[i + 1])) value = args[++i];
        if (variadic) { while (i + 1 < args.length && !isOptionWord(args[i + 1])) i++; }
      }
      if (option.projectFolder && value !== undefined) projectDir = value;
    } else if (command === undefined || command.subcommands) {
      command = (command?.subcommands ?? tree).find((c) => c.name === word);
      if (!command) return null;
    } else {
      positionals.push(word);
    }
  }
  if (!command || command.subcommands) return null;
  if (projectDir !== undefined) return { projectDir };
  const at = command.args.findIndex((a) => a.manuscript);
  if (at < 0) return null;
  const manuscript = positionals[at];
  if (manuscript !== undefined) return { manuscript };
  return command.args[at].syntax.startsWith("[") ? { projectDir: "." } : null;
}

/**
 * commander's test for a word that is an option: a dash and at least one more character, but
 * not a negative number (no command has a digit as a short option).
 */
function isOptionWord(word: string): boolean {
  return word.length > 1 && word.startsWith("-") && !/^-(\d+|\d*\.\d+)([eE][+-]?\d+)?$/.test(word);
}

/** The option a word names (`--name`, `--name=value`, `-o`, `-ovalue`) and its inline value. */
function findOption(
  known: readonly OptionSpec[],
  word: string,
): { option?: OptionSpec; inline?: string } {
  const long = word.startsWith("--");
  const eq = long ? word.indexOf("=") : -1;
  const name = long ? (eq < 0 ? word : word.slice(0, eq)) : word.slice(0, 2);
  const option = known.find((o) => namesOf(o.flags).includes(name));
  if (!option) return {};
  if (long) return eq < 0 ? { option } : { option, inline: word.slice(eq + 1) };
  return word.length > 2 && valueOf(option.flags).takes !== "none"
    ? { option, inline: word.slice(2) }
    : { option };
}

/** The option names of commander flags: `"-o, --output <file>"` -> `["-o", "--output"]`. */
function namesOf(flags: string): string[] {
  return flags.split(/[ ,|]+/).filter((part) => part.startsWith("-"));
}

/** Whether an option takes no value, a required one or an optional one, and whether a list. */
function valueOf(flags: string): {
  takes: "none" | "required" | "optional";
  variadic: boolean;
} {
  const takes = flags.includes("<") ? "required" : flags.includes("[") ? "optional" : "none";
  return { takes, variadic: /\.\.\.[>\]]/.test(flags) };
}
