/**
 * `svc research refman-restore --from BUNDLE --to NEW_DIR`: verifies a `refman-backup` bundle
 * and restores its `project/` and `refman/` folders into a new folder; never overwrites.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { refmanRestore } from "../refman/restore.ts";
import { printJson, requireOption } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { from: "/tmp/backup-1", to: "/tmp/restored" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const from = requireOption(ctx, "from", "--from");
  const to = requireOption(ctx, "to", "--to");
  return printJson(ctx, await refmanRestore({ from, to }));
}
