/**
 * `svc research sources [--format json|text|md] [--json] [--source-id ID [--version N]]`:
 * the source list (JSON by default), or one source with its passages.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { getSource, listSources } from "../api/project.ts";
import { renderSources } from "../render/sources.ts";
import { intOption, printJson, researchRoot } from "./common.ts";
import { usageError } from "../keyed_errors.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", format: "text" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const root = await researchRoot(ctx);
  const format = ctx.options.json === true
    ? "json"
    : (ctx.options.format as string | undefined) ?? "json";
  if (typeof ctx.options.sourceId === "string") {
    if (format !== "json") throw usageError("cli.source_id_json");
    const version = intOption(ctx.options.version, "--version", 1, Number.MAX_SAFE_INTEGER);
    return printJson(ctx, await getSource(root, ctx.options.sourceId, { version }));
  }
  const envelope = await listSources(root);
  if (format === "json") return printJson(ctx, envelope);
  ctx.io.stdout(renderSources(envelope, format as "text" | "md", {
    text: ctx.messages.researchText,
  }));
  return 0;
}
