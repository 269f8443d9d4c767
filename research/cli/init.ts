/**
 * `svc research init PROJECT [--title T] [--language CODE]`: creates the archive; refuses an
 * existing one (exit 1).
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { init } from "../api/project.ts";
import { printJson } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { title: "Mill town", language: "de" };
 * await run({ args: ["/tmp/archive"], options, io, messages: messages("en") });
 * // 0; exits 1 when /tmp/archive already holds an archive
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const language = ctx.options.language as string | undefined;
  return printJson(
    ctx,
    await init(ctx.args[0], {
      title: ctx.options.title as string | undefined,
      language: language === undefined || language === "auto" ? "en" : language,
      actor: ctx.options.actor as string | undefined,
    }),
  );
}
