/**
 * `svc research refman-status [--data-dir DIR]`: prints `research-refman-status-local/1` —
 * which way of reading Zotero is ready, its server id, and each library's counts. Exit 0 even
 * when Zotero is absent (the JSON says so with `ready: false`); it needs no project.
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { refmanStatus } from "../../../research/refman/status.ts";
import { printJson } from "./common.ts";
import { refmanCliOptions } from "./refman_common.ts";

/** Runs the command; returns the exit code. */
export async function run(ctx: CommandContext): Promise<number> {
  return printJson(ctx, await refmanStatus(refmanCliOptions(ctx)));
}
