/**
 * `svc research export --output NEW_DIR`: a verified bundle in a folder that must not exist.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { exportArchive } from "../api/audit.ts";
import { printJson, requireOption, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", output: "/tmp/archive-export" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const output = requireOption(ctx, "output", "--output");
  return printJson(ctx, await exportArchive(await researchRoot(ctx), output));
}
