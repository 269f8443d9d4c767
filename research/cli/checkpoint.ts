/**
 * `svc research checkpoint [--discard BATCH_ID]`: lists the checkpoints of interrupted batch
 * ingests, or discards one so that its batch starts afresh.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { discardIngestCheckpoint, ingestCheckpoint } from "../api/batch.ts";
import { printJson, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive" };
 * await run({ args: [], options, io, messages: messages("en") });
 * // 0; prints the checkpoints of interrupted batches
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const root = await researchRoot(ctx);
  const discard = ctx.options.discard;
  if (typeof discard === "string") {
    const existed = await discardIngestCheckpoint(root, discard);
    return printJson(ctx, {
      schema: "research-ingest-checkpoint-discard-local/1",
      batch_id: discard,
      discarded: existed,
    });
  }
  return printJson(ctx, await ingestCheckpoint(root));
}
