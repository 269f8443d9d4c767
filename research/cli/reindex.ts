/**
 * `svc research reindex`: rebuilds the derived search index and the materialised record state
 * (`research/state/`) from the log.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { reindex } from "../api/index_rebuild.ts";
import { printJson, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  return printJson(ctx, await reindex(await researchRoot(ctx)));
}
