/**
 * `svc research schema`: the supported storage schemas and what opts an archive into each.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { schemaInfo } from "../api/project.ts";
import { printJson } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * await run({ args: [], options: {}, io, messages: messages("en") }); // 0
 * ```
 */
export function run(ctx: CommandContext): Promise<number> {
  return Promise.resolve(printJson(ctx, schemaInfo()));
}
