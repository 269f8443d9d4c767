/**
 * `svc research withdraw --source-id ID --version-id ID --reason TEXT --expected-snapshot D
 * [--actor NAME]`: withdraws a source version (a tombstone; its bytes stay, but it is no
 * longer served, searched or accepted as new evidence).
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { runTombstone } from "./tombstone.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * declare const snapshot: string; // the archive's current snapshot
 * const options = {
 *   project: "/tmp/archive",
 *   sourceId: "src_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
 *   versionId: "ver_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
 *   reason: "Wrong edition",
 *   expectedSnapshot: snapshot,
 * };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export function run(ctx: CommandContext): Promise<number> {
  return runTombstone(ctx, "withdraw");
}
