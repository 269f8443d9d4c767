/**
 * `svc completion bash|zsh`: prints a completion script generated from the command tree of this
 * run (`ctx.tree`, composed by `cli.ts`).
 *
 * @module
 */

import { bashCompletion, zshCompletion } from "../console/completion.ts";
import type { CommandContext } from "../console/spec.ts";
import { UsageError } from "../errors.ts";

/**
 * Prints the script for the requested shell.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const ctx = { args: ["bash"], options: {}, io, messages: messages("en") };
 * await run(ctx); // 0, after printing the bash completion script
 * ```
 */
export function run(ctx: CommandContext): Promise<number> {
  const shell = ctx.args[0];
  const tree = ctx.tree ?? [];
  if (shell === "bash") ctx.io.stdout(bashCompletion(tree));
  else if (shell === "zsh") ctx.io.stdout(zshCompletion(tree));
  else throw new UsageError(ctx.messages.errors.invalidChoice("<shell>", shell, "bash, zsh"));
  return Promise.resolve(0);
}
