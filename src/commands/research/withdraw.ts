/**
 * `svc research withdraw --source-id ID --version-id ID --reason TEXT --expected-snapshot D
 * [--actor NAME]`: withdraws a source version (a tombstone; its bytes stay, but it is no
 * longer served, searched or accepted as new evidence).
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { runTombstone } from "./tombstone.ts";

/** Runs the command; returns the exit code. */
export function run(ctx: CommandContext): Promise<number> {
  return runTombstone(ctx, "withdraw");
}
