/**
 * What `svc research withdraw` and `svc research purge` share: `--source-id`, `--version-id`,
 * `--reason` and `--expected-snapshot` are all required (a tombstone is never written on a
 * guess); the receipt is `research-tombstone-local/1` as JSON.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { purgeSourceVersion, withdrawSourceVersion } from "../api/tombstones.ts";
import { cliLock, printJson, requireOption, researchRoot } from "./common.ts";

/**
 * Runs `withdraw` or `purge`; returns the exit code.
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
 * await runTombstone({ args: [], options, io, messages: messages("en") }, "withdraw"); // 0
 * ```
 */
export async function runTombstone(
  ctx: CommandContext,
  action: "withdraw" | "purge",
): Promise<number> {
  const options = {
    sourceId: requireOption(ctx, "sourceId", "--source-id"),
    versionId: requireOption(ctx, "versionId", "--version-id"),
    reason: requireOption(ctx, "reason", "--reason"),
    expectedSnapshot: requireOption(ctx, "expectedSnapshot", "--expected-snapshot"),
    actor: ctx.options.actor as string | undefined,
    lock: cliLock(ctx),
  };
  const root = await researchRoot(ctx);
  const receipt = action === "purge"
    ? await purgeSourceVersion(root, options)
    : await withdrawSourceVersion(root, options);
  return printJson(ctx, receipt);
}
