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
 * // await run({ args: ["bash"], options: {}, io, messages });
 * ```
 */
export function run(ctx: CommandContext): Promise<number> {
  const shell = ctx.args[0];
  if (shell === "bash") ctx.io.stdout(bashCompletion());
  else if (shell === "zsh") ctx.io.stdout(zshCompletion());
  else throw new UsageError(ctx.messages.errors.invalidChoice("<shell>", shell, "bash, zsh"));
  return Promise.resolve(0);
}
