/**
 * `svc research refman-backup --project PATH --data-dir DIR --output NEW_DIR
 * --confirm-refman-closed`: the audited archive and the closed Zotero data directory, saved
 * together into a new folder with a SHA-256 manifest. Without `--data-dir` the data directory
 * is the one every refman command reads (`SVC_REFMAN_DATA_DIR`, the config files' `[refman]
 * data_dir`, else `~/Zotero`), so a backup pairs the archive with the library svc uses.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { refmanBackup } from "../refman/backup.ts";
import { refmanDataDir } from "../refman/config.ts";
import { printJson, requireOption, researchRoot } from "./common.ts";
import { refmanCliOptions } from "./refman_common.ts";
import { usageError } from "../keyed_errors.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", output: "/tmp/backup-1", confirmRefmanClosed: true };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const confirmRefmanClosed = ctx.options.confirmRefmanClosed === true;
  const output = requireOption(ctx, "output", "--output");
  const root = await researchRoot(ctx);
  const dataDir = refmanDataDir(await refmanCliOptions(ctx, root));
  if (dataDir === null) {
    throw usageError("cli.refman_backup_needs");
  }
  return printJson(ctx, await refmanBackup(root, { dataDir, output, confirmRefmanClosed }));
}
