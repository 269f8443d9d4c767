/**
 * `svc research refman-backup --project PATH --data-dir DIR --output NEW_DIR
 * --confirm-refman-closed`: the audited archive and the closed Zotero data directory, saved
 * together into a new folder with a SHA-256 manifest.
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { refmanBackup } from "../../../research/refman/backup.ts";
import { printJson, requireOption, researchRoot } from "./common.ts";

/** Runs the command; returns the exit code. */
export async function run(ctx: CommandContext): Promise<number> {
  const confirmRefmanClosed = ctx.options.confirmRefmanClosed === true;
  const dataDir = requireOption(ctx, "dataDir", "--data-dir");
  const output = requireOption(ctx, "output", "--output");
  return printJson(
    ctx,
    await refmanBackup(await researchRoot(ctx), { dataDir, output, confirmRefmanClosed }),
  );
}
