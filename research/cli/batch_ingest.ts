/**
 * `svc research batch-ingest FOLDER-or-LIST --allow-retention [--progress] …`: ingests every
 * file, resumable (running the same batch again continues where it stopped). Exit 1 when any
 * file failed; the envelope lists each file's outcome.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { batchIngest } from "../api/batch.ts";
import { printJson, researchRoot } from "./common.ts";
import { ingestCliOptions } from "./ingest_options.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", allowRetention: true, progress: true };
 * await run({ args: ["/tmp/scans"], options, io, messages: messages("en") });
 * // 0 when every file of /tmp/scans was ingested, 1 when any failed
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const options = await ingestCliOptions(ctx);
  const root = await researchRoot(ctx);
  const result = await batchIngest(root, ctx.args[0], {
    ...options,
    onProgress: ctx.options.progress === true
      ? (msg) => ctx.io.stderr(`[progress] ${msg}\n`)
      : undefined,
  });
  printJson(ctx, result);
  return (result.counts as { failed: number }).failed > 0 ? 1 : 0;
}
