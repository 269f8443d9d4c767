/**
 * `svc research restore --from BUNDLE --to NEW_DIR`: verifies the bundle and restores it into
 * a new project folder with the same project id and snapshot; never overwrites.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { restoreArchive } from "../api/audit.ts";
import { printJson, requireOption } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { from: "/tmp/archive-export", to: "/tmp/archive-restored" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const from = requireOption(ctx, "from", "--from");
  const to = requireOption(ctx, "to", "--to");
  return printJson(ctx, await restoreArchive(from, to));
}
