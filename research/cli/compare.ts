/**
 * `svc research compare --source-id ID MANUSCRIPT [--format json|text|md]`: the separate
 * `source_internal` lexical/register report of a source against a manuscript.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import type { LanguageChoice } from "../../src/language/types.ts";
import { compareSource } from "../api/compare.ts";
import { printJson, requireOption, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", sourceId: "src_01JD5ZQ8XK4V0G3N6M7P8R9S2T" };
 * await run({ args: ["book.md"], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const sourceId = requireOption(ctx, "sourceId", "--source-id");
  const root = await researchRoot(ctx);
  const format = (ctx.options.format as "json" | "text" | "md" | undefined) ?? "json";
  const result = await compareSource(root, sourceId, ctx.args[0], {
    format,
    language: ctx.options.language as LanguageChoice | undefined,
    text: ctx.messages.researchText,
  });
  if (typeof result === "string") {
    ctx.io.stdout(result.endsWith("\n") ? result : result + "\n");
    return 0;
  }
  return printJson(ctx, result);
}
