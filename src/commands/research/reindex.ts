/**
 * `svc research reindex`: rebuilds the derived search index from the log.
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { reindex } from "../../../research/api/index_rebuild.ts";
import { printJson, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../cli/io.ts";
 * import { messages } from "../../i18n/messages.ts";
 * const options = { project: "/tmp/archive" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  return printJson(ctx, await reindex(await researchRoot(ctx)));
}
