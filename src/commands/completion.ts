/**
 * `svc completion bash|zsh`: prints a completion script generated from the command registry.
 *
 * @module
 */

import { bashCompletion, zshCompletion } from "../cli/completion.ts";
import type { CommandContext } from "../cli/io.ts";
import { UsageError } from "../errors.ts";

/**
 * Prints the script for the requested shell.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../cli/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const ctx = { args: ["bash"], options: {}, io, messages: messages("en") };
 * await run(ctx); // 0, after printing the bash completion script
 * ```
 */
export function run(ctx: CommandContext): Promise<number> {
  const shell = ctx.args[0];
  if (shell === "bash") ctx.io.stdout(bashCompletion());
  else if (shell === "zsh") ctx.io.stdout(zshCompletion());
  else throw new UsageError(ctx.messages.errors.invalidChoice("<shell>", shell, "bash, zsh"));
  return Promise.resolve(0);
}
