/**
 * `svc research refman-export --project PATH --output NEW_DIR --allow-retention [--dry-run]`:
 * RIS, the retained files and their provenance, in a new folder for a reference manager to
 * import. `--dry-run` prints the same receipt and writes nothing.
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { refmanExport } from "../../../research/refman/export.ts";
import { printJson, requireOption, researchRoot } from "./common.ts";

/** Runs the command; returns the exit code. */
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
