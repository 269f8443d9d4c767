/**
 * `svc research refman-export --project PATH --output NEW_DIR --allow-retention [--dry-run]`:
 * RIS, the retained files and their provenance, in a new folder for a reference manager to
 * import. `--dry-run` prints the same receipt and writes nothing.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { refmanExport } from "../refman/export.ts";
import { printJson, requireOption, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", output: "/tmp/refman-out", dryRun: true };
 * await run({ args: [], options, io, messages: messages("en") }); // 0; writes nothing
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const output = requireOption(ctx, "output", "--output");
  return printJson(
    ctx,
    await refmanExport(await researchRoot(ctx), {
      output,
      allowRetention: ctx.options.allowRetention === true,
      dryRun: ctx.options.dryRun === true,
    }),
  );
}
