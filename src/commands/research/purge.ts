/**
 * `svc research purge --source-id ID --version-id ID --reason TEXT --expected-snapshot D
 * [--actor NAME]`: purges a source version — its tombstone first, then its bytes (those no
 * other version shares). The first purge raises storage to schema 2.
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { runTombstone } from "./tombstone.ts";

/** Runs the command; returns the exit code. */
export function run(ctx: CommandContext): Promise<number> {
  return runTombstone(ctx, "purge");
}
